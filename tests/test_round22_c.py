"""Round 22 (p22c): families found by a help-desk / student / journalist probe, in the team's own sentences.

A person of a group "concorre na reserva" with the selection's vagas told (eligibility, not the group's share); the
thread's person leaving and the fate of the vaga asked (the law's art. 7º, § 3º, not that person's place again); a
dated edital and a law named by its bare number ("vale a 12.990?": the regime); negative vagas with the operation
asked without "quantas" (the clarification keeps that operation).
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.router import plan
from tests.assistant_support import chat

TODAY = date(2026, 12, 4)



# Figures from `python -m calculator eligibility` (30% of 9 = 2,7 -> 3; amarela: not a group of the reserve, while the
# concurso's own reserve stays 30% of 12 = 3,6 -> 4).
@pytest.mark.parametrize("question, eligible, reserved", [
    ("numa autarquia federal, concurso com 9 vagas: pessoa preta concorre nas vagas reservadas?", True, 3),
    ("candidata amarela disputa as cotas num concurso do ministério com 12 vagas?", False, 4),
])
def test_a_person_of_a_group_competing_is_eligibility(bot, question, eligible, reserved) -> None:
    assert plan(question, None, TODAY).intent == "eligibility"  # the rules' own reading, before any classifier
    ans = bot.ask(question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is eligible and ans.calculation["reserved"] == reserved


def test_a_count_of_a_group_stays_the_reserve(bot) -> None:
    ans = bot.ask("com 10 vagas, quantos indígenas entram na reserva?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"


def test_the_thread_person_leaving_asks_the_law(bot) -> None:
    first, ans = chat(bot, "minha colega ficou em 3ª entre os optantes, concurso de 15 vagas, ela entra?",
                      "e se ela nao tomar posse, essa vaga vai pra quem?")
    assert plan("e se ela nao tomar posse, essa vaga vai pra quem?", first.context, TODAY).route == "retrieval"
    assert plan("se o candidato desistir da nomeação a vaga dele passa pro próximo?", first.context, TODAY).route \
        == "retrieval"
    assert ans.route == "retrieval"
    assert any(c.urn.endswith("15142!art7_par3") for c in ans.citations)


def test_the_thread_person_with_another_place_stays_a_position(bot) -> None:
    _, ans = chat(bot, "minha colega ficou em 3ª entre os optantes, concurso de 15 vagas, ela entra?",
                  "e se ela fosse a 5ª, entra?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"


@pytest.mark.parametrize("question, regime", [
    ("o processo seletivo com edital publicado em 20/01/2016 segue a 12990?", "lei-12990-2014"),
    ("certame publicado em agosto de 2025, vale a 15.142?", "lei-15142-2025"),
])
def test_a_dated_edital_and_a_bare_law_number_is_the_regime(bot, question, regime) -> None:
    assert plan(question, None, TODAY).intent == "regime"
    ans = bot.ask(question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] == regime


def test_a_bare_law_number_without_a_date_is_not_a_regime(bot) -> None:
    ans = bot.ask("vale a 15.142 pra contratação temporária?")
    assert not (ans.calculation and ans.calculation.get("operation") == "regime")


@pytest.mark.parametrize("question, intent", [
    ("concurso com -4 vagas, como fica a reserva?", "reserve"),
    ("-2 vagas, qual a ordem de chamada?", "order"),
])
def test_negative_vagas_keep_the_operation_asked(bot, question, intent) -> None:
    ans = bot.ask(question)
    assert ans.route == "clarify" and ans.context.get("intent") == intent
