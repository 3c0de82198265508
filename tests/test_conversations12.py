"""Round 13 (issue 10 §1): calculation fragments across a law turn, and fragments that switch operation.

A fragment with no number that names an operation ("e a sequência de nomeação?", "e quantas ficam na cota?"), or a
date for the edital, resumes the calculation asked before a law answer. A bare place after a place in the reserve
list is a place in that list. After a position question, a fragment naming the order is the order, and a new count
of vagas is the position again. A personal "do I pass?" with no facts asks for them.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.router import plan
from tests.assistant_support import chat
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 3)
LAW = "a comissão pode rever a minha autodeclaração depois do resultado?"


@pytest.fixture()
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def order_of(n: int, edital_date: str | None = None) -> list[int]:
    return calculator.order({"vacancies": n, "edital_date": edital_date or TODAY, "today": TODAY}).quota_positions


def reserved(n: int, edital_date: str | None = None) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": edital_date or TODAY, "today": TODAY}).reserved


def test_an_order_fragment_after_a_law_answer_orders_the_earlier_vagas(bot):
    a1, a2, a3 = chat(bot, "Nosso edital tem 17 vagas, quantas são de cota?", LAW, "e a sequência de nomeação?")
    assert a1.route == "calculator" and a2.route == "retrieval"
    assert a3.route == "calculator" and a3.context["intent"] == "order"
    assert a3.calculation["quota_positions"] == order_of(17)
    assert any(x.key == "vacancies" and x.from_context for x in a3.assumptions)


def test_a_count_fragment_after_a_law_answer_counts_the_earlier_vagas(bot):
    a = chat(bot, "Qual a ordem dos cotistas num edital de 23 vagas?", LAW, "e quantas ficam na cota?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "reserve"
    assert a.calculation["reserved"] == reserved(23)


def test_a_date_fragment_after_a_law_answer_redates_the_earlier_edital(bot):
    a = chat(bot, "Edital de 12/01/2025 com 13 vagas: quantas reservadas?", LAW,
             "e se tivesse saído em 15/08/2025?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "reserve"
    assert a.context["edital_date"] == "2025-08-15" and a.context["vacancies"] == 13
    assert a.calculation["reserved"] == reserved(13, "2025-08-15") != reserved(13, "2025-01-12")


@pytest.mark.parametrize("then", ["e quem avalia isso?", "e pra cargo temporário?"])
def test_law_fragments_after_a_law_answer_do_not_resume(bot, then):
    a = chat(bot, "Nosso edital tem 17 vagas, quantas são de cota?", LAW, then)[-1]
    assert a.route != "calculator" and "vacancies" not in a.context


def test_without_an_earlier_calculation_an_order_fragment_still_asks_the_vagas(bot):
    a = chat(bot, LAW, "e a sequência de nomeação dos cotistas?")[-1]
    assert a.route == "clarify" and "vacancies" not in a.context


@pytest.mark.parametrize("law_between", [False, True])
def test_a_bare_place_after_a_reserve_list_place_replaces_it(bot, law_between):
    turns = ["Sou o 3º na lista reservada, o concurso tem 7 vagas, sou nomeado?", *([LAW] if law_between else []),
             "e em 4º?"]
    a = chat(bot, *turns)[-1]
    assert a.route == "calculator" and a.context["intent"] == "position"
    assert a.context["reserve_rank"] == 4 and "general_rank" not in a.context and "rank" not in a.context
    assert a.calculation["status"] == calculator.position(
        {"vacancies": 7, "reserve_rank": 4, "optant": True, "today": TODAY}).status


def test_a_bare_place_after_a_general_place_stays_general(bot):
    a = chat(bot, "Fiquei em 8º na classificação geral, são 11 vagas, passei?", "e em 13º?")[-1]
    assert a.context["intent"] == "position" and a.context["general_rank"] == 13
    assert "reserve_rank" not in a.context


def test_new_vagas_after_a_position_and_a_law_answer_is_the_position_again(bot):
    a = chat(bot, "Estou em 11º na geral de um concurso com 14 vagas, entro?",
             "o órgão pode alternar como quiser a nomeação?", "e se fossem 22 vagas?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "position"
    assert a.context["vacancies"] == 22 and a.context["general_rank"] == 11


@pytest.mark.parametrize("law_between", [False, True])
def test_an_order_fragment_after_a_position_is_the_order(bot, law_between):
    turns = ["Estou em 11º na geral de um concurso com 14 vagas, entro?", *([LAW] if law_between else []),
             "e a ordem toda?"]
    a = chat(bot, *turns)[-1]
    assert a.route == "calculator" and a.context["intent"] == "order"
    assert a.calculation["quota_positions"] == order_of(14)


def test_a_position_question_naming_the_order_stays_a_position(bot):
    a = chat(bot, "Estou em 11º na geral de um concurso com 14 vagas, entro?", "e se eu fosse o 5º?")[-1]
    assert a.context["intent"] == "position" and a.context["general_rank"] == 5


@pytest.mark.parametrize("q", ["sou cotista, será que passo?", "me declarei preta, fui chamada?"])
def test_a_personal_outcome_without_facts_is_asked_for_them(bot, q):
    a = bot.ask(q)
    assert a.route == "clarify" and a.context.get("intent") == "position"


@pytest.mark.parametrize("q", ["o optante aprovado na ampla passa para a lista geral?",
                               "quem é aprovado na heteroidentificação entra na cota?"])
def test_a_rule_about_who_passes_is_not_a_position(q):
    p = plan(q, None, TODAY)
    assert p.route not in ("calculator", "clarify") and p.intent is None  # the classifier then picks law or refusal


class NothingFits(LawRetriever):
    """A retriever whose best dispositivo is too weak: the law answer says no dispositivo fits."""

    def __init__(self) -> None:
        super().__init__(confidence=0.01)


def test_a_law_answer_with_no_dispositivo_keeps_the_earlier_calculation():
    bot = Assistant(retriever=NothingFits(), today=lambda: TODAY, classifier=False)
    a1, a2, a3 = chat(bot, "Estou em 11º na geral de um concurso com 14 vagas, entro?", LAW, "e se fossem 22 vagas?")
    assert a2.route == "out_of_scope"
    assert a3.route == "calculator" and a3.context["intent"] == "position" and a3.context["general_rank"] == 11


def test_a_carried_federal_company_is_not_named(bot):
    a = chat(bot, "a empresa pública onde trabalho abriu 11 vagas, quantas de cota?", "e com 1 vaga pcd?")[-1]
    assert a.route == "calculator"
    assert [x.key for x in a.assumptions if x.from_context] == ["vacancies"]


def test_a_long_date_fragment_after_a_law_answer_still_redates_the_edital(bot):
    # However long the sentence that gives the other date, it changes the earlier edital's date.
    a = chat(bot, "Edital de 2022 com 31 vagas: quantas reservadas?", LAW,
             "e se esse mesmo edital tivesse saído em setembro de 2025?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "reserve" and a.context["vacancies"] == 31
    assert a.calculation["reserved"] == reserved(31, "2025-09-15") != reserved(31, "2022-06-01")


@pytest.mark.parametrize("then, key, value", [("e para contrato temporário, vale?", "process", "pss"),
                                              ("e pra fundação federal também vale?", "entity", "fundacao")])
def test_a_slot_fragment_asking_whether_it_holds_continues_the_eligibility(bot, then, key, value):
    # "vale?" over only the thing that changes is the earlier case again, not a rule question of its own.
    a = chat(bot, "sou quilombola, posso usar a cota num concurso de autarquia federal?", then)[-1]
    assert a.route == "calculator" and a.context["intent"] == "eligibility"
    assert a.context[key] == value and a.context["groups"] == ["quilombola"]


def test_a_slot_fragment_with_a_rule_of_its_own_is_a_law_question(bot):
    a = chat(bot, "sou quilombola, posso usar a cota num concurso de autarquia federal?",
             "e pra fundação a comissão pode exigir documento da comunidade?")[-1]
    assert a.route == "retrieval"
