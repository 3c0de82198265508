"""Round 41 (f53b): eligibility of relatives, the alternation as law text, the wait to be named (declassified holdout 53).

- a relative's group told and "ele podia usar cota?" of a past concurso is that person's eligibility under the law of
  that edital, never the bare reserve; the same concurso supposed now ("e se abrisse agora?") is dated today;
- whether the nomination must go alternating ("tem que ser nomeado alternando com a ampla?"), no vagas, is the law's
  text (Lei 15.142, art. 9º), never an order awaiting its vagas;
- whether one fits the reserve's option ("me encaixo pra marcar a opção de vaga reservada?"), no group told, is the
  eligibility asking for the group;
- how long until one is named ("quanto tempo demora pra ser nomeado?") is the concurso's calendar: out of scope.
Neighbours: the reserve asked plainly of a past concurso, the order with vagas, the option marked with a group, the
group itself in doubt, the result's table and the order asked alone.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of
from tests.assistant_support import ask_one, chat, urns_of
from vocabulary import NEW_URN

# (`bot`: the session fixture of conftest, the assistant as the page builds it)


def test_a_relatives_past_claim_is_eligibility_and_the_same_concurso_now_its_new_law(bot) -> None:
    then, now = chat(bot, "minha avó é parda, prestou concurso de autarquia federal em 2018 com 10 vagas, ela podia usar a cota?",
                     "e se esse mesmo concurso abrisse agora, ela ainda poderia?")
    assert then.route == "calculator" and then.calculation["operation"] == "eligibility"
    assert then.calculation["eligible"] is True and then.calculation["regime"] == "lei-12990-2014"
    assert then.calculation["reserved"] == 2 and "Sim" in then.headline
    assert now.route == "calculator" and now.calculation["operation"] == "eligibility"
    assert now.calculation["eligible"] is True and now.calculation["regime"] == "lei-15142-2025"
    assert now.calculation["reserved"] == 3


def test_neighbour_the_reserve_of_a_past_concurso_asked_plainly_is_the_count(bot) -> None:
    ans = ask_one(bot, "concurso de autarquia federal em 2018 com 10 vagas, quantas eram da cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == 2


@pytest.mark.parametrize("q", ["os aprovados da cota têm que ser nomeados alternando com os da ampla? qual artigo diz isso?",
                               "o cotista é convocado alternando com a ampla concorrência?",
                               "a convocação dos cotistas precisa alternar com a ampla?"])
def test_the_nomination_going_alternating_without_vagas_is_the_laws_text(bot, q: str) -> None:
    ans = ask_one(bot, q)
    assert ans.route == "retrieval" and _intent_of(ans) == "law" and ans.calculation is None
    assert urns_of(ans)[0].startswith(f"{NEW_URN}!art9")
    assert "alternância" in ans.headline


def test_neighbour_the_alternation_with_vagas_is_still_the_order(bot) -> None:
    ans = ask_one(bot, "num concurso de 10 vagas o cotista é nomeado alternando? em que posições?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"


@pytest.mark.parametrize("q", ["estou em dúvida se me encaixo pra assinalar a opção de vaga reservada no formulário",
                               "não sei se me encaixo nas vagas reservadas"])
def test_fitting_the_reserves_option_without_a_group_is_eligibility_asking_the_group(bot, q: str) -> None:
    ans = ask_one(bot, q)
    assert ans.route == "clarify" and _intent_of(ans) == "eligibility"
    assert "autodeclara" in ans.headline


def test_neighbour_the_option_with_a_group_is_the_eligibility_answered(bot) -> None:
    ans = ask_one(bot, "sou pardo, consigo marcar a opção de cotista?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


def test_neighbour_the_group_itself_in_doubt_is_still_the_definition(bot) -> None:
    ans = ask_one(bot, "não sei se me encaixo como parda")
    assert ans.route == "retrieval" and urns_of(ans)[0].startswith(f"{NEW_URN}!art2")


@pytest.mark.parametrize("q", ["quanto tempo leva pra ser nomeado depois que sai o resultado final?",
                               "em quantos meses chamam os aprovados depois da homologação?"])
def test_how_long_until_one_is_named_is_out_of_scope(bot, q: str) -> None:
    assert ask_one(bot, q).route == "out_of_scope"


def test_neighbours_the_order_and_the_result_stay(bot) -> None:
    order = ask_one(bot, "qual a ordem de nomeação?")
    assert order.route == "clarify" and _intent_of(order) == "order"
    result = ask_one(bot, "quero montar o resultado final do concurso")
    assert result.route == "clarify" and "Resultado" in result.headline
