"""Round 39 (f45b): families of the declassified held-out set 45 (law text and the order inside threads).
- one's own call asked beside the order ("como funciona a ordem de nomeação ...? quando vou ser chamado?") is the
  order's figure, its vagas asked for (clarify, order); "como funciona a ordem de nomeação?" alone stays art. 9º's text;
- whether a cotista may be nominated (called, approved) through the ampla, after a place, is art. 7º's rule (the law's
  text, nothing carried), never that place computed again; one's own place with the vagas told is still computed;
- how the confirming board judges a group ("e a banca avalia quilombola do mesmo jeito que avalia pardo?") after an
  eligibility answer is the confirmation procedure (art. 3º), nothing carried; another group's claim still continues.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

# --- 1. one's own call asked beside the order ------------------------------------------------------------------

@pytest.mark.parametrize("q", [
    "como funciona a ordem de nomeação dos cotistas no nosso concurso? queria saber quando eu vou ser chamada",
    "como funciona a ordem de convocação dos cotistas? quando eu sou chamado?",
])
def test_own_call_beside_the_order_asks_the_vagas(bot, q: str) -> None:
    ans, = chat(bot, q)
    assert (ans.route, _intent_of(ans)) == ("clarify", "order"), (ans.route, ans.headline)
    assert not ans.calculation
    assert ans.headline.startswith("Quantas vagas o edital oferece")
    assert "ordem de nomeação dependem desse número" in ans.headline


@pytest.mark.parametrize("q", ["como funciona a ordem de nomeação?", "quando os cotistas são chamados?"])
def test_the_order_alone_and_the_cotistas_call_stay_the_law(bot, q: str) -> None:
    ans, = chat(bot, q)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)
    assert "art. 9º" in ans.headline


def test_own_call_without_the_order_is_still_ones_place(bot) -> None:
    ans, = chat(bot, "sou cotista, quando vou ser chamado?")
    assert (ans.route, _intent_of(ans)) == ("clarify", "position"), (ans.route, ans.headline)
    assert ans.headline.startswith("Quantas vagas o edital oferece")


# --- 2. nominated through the ampla, asked after a place -------------------------------------------------------

def test_nominated_through_the_ampla_after_a_place_is_art_7(bot) -> None:
    first, then = chat(bot, "minha irmã passou em 7º na lista geral, concurso com 8 vagas, ela entra?",
                        "e se ela fosse cotista, poderia ser chamada pela ampla também?")
    assert (first.route, first.calculation["operation"]) == ("calculator", "position")
    assert (then.route, _intent_of(then)) == ("retrieval", "law"), (then.route, then.headline)
    assert carried_chips(then) == []
    assert not then.calculation
    assert "art. 7º" in then.headline and "ampla concorrência" in then.headline


def test_nominated_through_the_ampla_asked_alone_is_art_7(bot) -> None:
    ans, = chat(bot, "um cotista pode ser aprovado na ampla?")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)
    assert "art. 7º" in ans.headline


def test_own_place_with_the_vagas_is_still_computed(bot) -> None:
    ans, = chat(bot, "9 vagas, sou cotista e fiquei em 3º na lista geral, posso ser nomeado pela ampla?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "position")
    assert ans.headline.startswith("**Sim**: você fica dentro das 6 vagas de ampla concorrência")


# --- 3. the confirming board's judgement of a group, after an eligibility answer --------------------------------

@pytest.mark.parametrize("first_q,follow", [
    ("sou indígena e vou prestar concurso do ibama, posso concorrer na cota?",
     "e a banca avalia indígena do mesmo jeito que avalia preto?"),
    ("sou preta e vou prestar concurso do ibama, posso concorrer na cota?",
     "e a banca julga quilombola do mesmo jeito que julga preto?"),
])
def test_board_judging_a_group_after_eligibility_is_the_procedure(bot, first_q: str, follow: str) -> None:
    first, then = chat(bot, first_q, follow)
    assert (first.route, first.calculation["operation"]) == ("calculator", "eligibility")
    assert (then.route, _intent_of(then)) == ("retrieval", "law"), (then.route, then.headline)
    assert carried_chips(then) == []
    assert not then.calculation
    assert "art. 3º" in then.headline


def test_another_groups_claim_still_continues_the_eligibility(bot) -> None:
    *_, ans = chat(bot, "sou indígena e vou prestar concurso do ibama, posso concorrer na cota?",
                    "e o quilombola, pode concorrer?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility")
    assert ans.calculation["eligible"] is True
    assert "pessoas quilombolas podem concorrer" in ans.headline
