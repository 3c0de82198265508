"""Round 37 (f39a): failure families of the declassified held-out sets 39 and 40 (law answers in threads, positions).

- whether the groups' candidates (or an optant approved in the ampla) also compete in / take a vaga of the ampla is
  the law's concurrent competition (Lei 15.142, art. 7º; Lei 12.990, art. 3º, for a thread under the old law), never
  the thread's reserve again nor a place awaiting vagas; a place with vagas stays a position;
- how the confirmation of one's self-declaration is done is the law's art. 3º (and its regulation), never the group's
  share of the thread's vagas; the count resumed afterwards carries the thread's figures only;
- "quando eu vou ser chamado?", "em que nomeação eu entro?" in the first person, no place nor vagas: one's position,
  the missing facts asked; "quando os cotistas são chamados?" stays the law (art. 9º).
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot():
    return rules_bot(TODAY)


# --- 1. both lists: art. 7º (Lei 12.990: art. 3º) ---------------------------------------------------------------------


@pytest.mark.parametrize("q", [
    "E os candidatos pardos desse concurso disputam também na ampla concorrência?",
    "os negros desse edital concorrem também nas vagas da ampla?",
])
def test_the_groups_competing_in_the_ampla_too_is_the_thread_laws_article(bot, q: str) -> None:
    first, ans = chat(bot, "Edital publicado em 10/02/2025 com 30 vagas, qual a reserva para negros?", q)
    assert first.calculation["reserved"] == reserved_for(30, "2025-02-10", TODAY)
    assert ans.route == "retrieval" and ans.citations, (ans.route, ans.headline)
    assert carried_keys_of(ans) == []
    # the thread's edital is under Lei 12.990: its own art. 3º, never the new law's art. 7º
    assert ans.citations[0].label.startswith("Lei nº 12.990/2014, art. 3º"), [c.label for c in ans.citations]


def test_the_same_under_the_new_law_is_article_7(bot) -> None:
    _, ans = chat(bot, "concurso com 20 vagas publicado em agosto de 2025, quantas reservadas?",
                  "os candidatos quilombolas concorrem também na ampla?")
    assert ans.route == "retrieval" and ans.citations, (ans.route, ans.headline)
    assert ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 7º"), [c.label for c in ans.citations]


@pytest.mark.parametrize("q", [
    "passei bem na ampla mesmo sendo cotista, eu ocupo uma das vagas reservadas?",
    "fui bem colocado na ampla e sou optante, eu conto nas vagas reservadas ou não?",
])
def test_an_optant_approved_in_the_ampla_asks_article_7(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval" and ans.citations, (q, ans.route, ans.headline)
    assert ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 7º"), [c.label for c in ans.citations]


@pytest.mark.parametrize("q", [
    "to em 9º na geral, sou cotista, 12 vagas, passo?",
    "fiquei em 3º na ampla, sou optante, 10 vagas, ocupo uma vaga reservada?",
])
def test_a_place_with_vagas_stays_a_position(rbot, q: str) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "position", (ans.route, ans.headline)


# --- 2. how the confirmation is done is art. 3º ----------------------------------------------------------------------


def test_how_the_confirmation_is_done_is_article_3_and_the_count_resumes_bare(bot) -> None:
    first, law, again = chat(bot, "teremos concurso com 14 vagas e sou indígena, quantas vagas de cota?",
                             "e a confirmação da minha autodeclaração indígena, como vai ser feita?",
                             "o edital foi retificado pra 25 vagas, recalcula?")
    assert first.calculation["operation"] == "reserve"
    assert law.route == "retrieval" and law.citations, (law.route, law.headline)
    assert law.calculation is None or not law.calculation
    assert "0,42" not in law.headline and "art. 3º" in law.citations[0].label, [c.label for c in law.citations]
    assert again.route == "calculator" and again.calculation["operation"] == "reserve"
    assert again.calculation["reserved"] == reserved_for(25, None, TODAY)
    assert carried_keys_of(again) == []


@pytest.mark.parametrize("q", ["como é feita a heteroidentificação?", "a banca de heteroidentificação, como funciona?"])
def test_the_procedure_asked_how_is_article_3(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval" and ans.citations, (q, ans.route, ans.headline)
    assert "art. 3º" in ans.citations[0].label, [c.label for c in ans.citations]


# --- 3. one's own call in the first person is a position --------------------------------------------------------------


@pytest.mark.parametrize("q", ["sou cotista, quando eu vou ser nomeado?", "sou cotista, em que nomeação eu entro?",
                               "passei pela cota, quando vou ser convocada?"])
def test_ones_own_call_asks_the_missing_facts(q: str) -> None:
    p = plan(q, None, TODAY)
    assert (p.route, p.intent) == ("clarify", "position"), (p.route, p.intent)


@pytest.mark.parametrize("q", ["quando os cotistas são chamados?", "em que momento os cotistas são nomeados?"])
def test_the_cotistas_call_stays_the_law(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval", (q, ans.route, ans.headline)


def test_the_cotistas_call_cites_article_9(bot) -> None:
    (ans,) = chat(bot, "a partir de quando os candidatos negros são convocados?")
    assert ans.route == "retrieval" and ans.citations, (ans.route, ans.headline)
    assert ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 9º"), [c.label for c in ans.citations]


def test_the_cotistas_call_in_ones_own_concurso_asks_its_vagas() -> None:
    # (holdout34 labels "em que momento os cotistas vão ser convocados ... do meu concurso?" so: that concurso's order)
    p = plan("quando os cotistas vão ser chamados na ordem de nomeações do nosso concurso?", None, TODAY)
    assert p.route == "clarify" and p.intent in ("order", "position"), (p.route, p.intent)
