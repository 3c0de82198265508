"""Round 40 (lead): the era asked after a dated edital.

"então naquela época não existia cota racial em concurso federal?" after an edital of 2013 asks the quota's history in
general (Lei 12.990 began in 2014, art. 6º), not that edital's regime again; "e nessa época tinha cota?" after the
edital's count stays that edital's answer.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("era", [
    "entao naquela epoca nao existia cota racial em concurso federal?",
    "e nessa época não havia reserva pra negros em nenhum concurso?",
])
def test_the_era_asked_after_a_dated_edital_is_the_laws_start(bot, era: str) -> None:
    _, ans = chat(bot, "qual lei vale pro concurso da minha tia? o edital saiu em 2012", era)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)
    assert "Lei nº 12.990/2014" in ans.headline and "art. 6º" in ans.headline, ans.headline
    assert carried_keys_of(ans) == []


def test_that_editals_own_era_stays_its_answer(bot) -> None:
    _, ans = chat(bot, "meu edital é de 2012, 10 vagas, quantas de cota?", "e nessa época tinha cota?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 0)
    assert "edital_date" in carried_keys_of(ans)


# Round 40 (lead): legitimate questions that were refused.
def test_what_to_take_into_account_is_no_exam_item(bot) -> None:
    # "levar em conta" takes into account; "o que devo levar no dia da prova?" (what to bring) stays out of scope
    ans = bot.ask("Precisamos saber quantas vagas reservar no concurso. O que a gente deve levar em conta?")
    assert ans.route != "out_of_scope", ans.headline
    assert bot.ask("o que devo levar no dia da prova?").route == "out_of_scope"


def test_what_the_board_weighs_is_the_confirmation_not_which_board(bot) -> None:
    ans = bot.ask("na heteroidentificação, o que a banca leva em conta?")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    assert "art. 3º" in ans.headline
    assert bot.ask("que banca vai organizar o concurso do inss?").route == "out_of_scope"


def test_ones_own_call_asked_alone_asks_the_facts(bot) -> None:
    ans = bot.ask("quando eu vou ser chamado?")
    assert (ans.route, _intent_of(ans)) == ("clarify", "position"), ans.headline
    # another call of the concurso's calendar stays out
    assert bot.ask("quando eu vou ser chamado pro exame médico?").route == "out_of_scope"
    assert bot.ask("quando sai o resultado?").route == "out_of_scope"
