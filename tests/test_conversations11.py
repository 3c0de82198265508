"""Round 13 (issue 10 §1): a question about a rule asked inside a calculation thread, and back.

A self-contained question about a rule ("a comissão pode...", "é obrigatório...", "tem prazo pra...", "vale pra...",
"a lei antiga tinha...") has a predicate of its own about the law: it is planned as in a fresh conversation, so the
earlier calculation is neither repeated nor changed by a body or group the question names in passing. The
calculation stays at hand: a count fragment or an operation fragment ("e a ordem?") after the law answer continues
it, and a complete new calculation inherits nothing. The person's own case, hypotheticals and corrections are still
follow-ups.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.context import asks_rule
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.rules import _params
from tests.assistant_support import chat
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 3)


@pytest.fixture()
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def reserved(n: int, edital_date: date = TODAY) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": edital_date, "today": TODAY}).reserved


def rule_asked(text: str) -> bool:
    ex = extract(text, TODAY)
    return asks_rule(ex, _params(ex))


@pytest.mark.parametrize("text", [
    "a comissão de heteroidentificação pode pedir fotografia do candidato?",
    "é obrigatório ter entrevista presencial na heteroidentificação?",
    "existe prazo pro órgão publicar a lista dos cotistas?",
    "o Incra pode fazer a verificação por videochamada?",
    "e o candidato inscrito na cota pode mudar pra ampla depois?",
    "a lei de 2014 exigia comissão de verificação?",
    "cabe recurso se a comissão recusar a autodeclaração?",
])
def test_questions_with_a_predicate_about_the_rule_are_rule_questions(text):
    assert rule_asked(text)


@pytest.mark.parametrize("text", [
    "e se fossem 27?",               # a count fragment
    "e com 3 vagas pcd?",            # PcD vagas given
    "e pra quilombola?",             # a group fragment
    "e a ordem?",                    # an operation fragment
    "posso concorrer pela reserva?",  # the person's own case
    "sou indígena, posso usar a cota?",
    "quantas vagas podem ser reservadas?",  # a count asked
    "qual lei vale pro edital?",     # the regime
    "na verdade são 19",             # a correction
    "e se eu tivesse ficado em 4º, posso ser chamado?",
])
def test_fragments_own_cases_and_counts_are_not_rule_questions(text):
    assert not rule_asked(text)


@pytest.mark.parametrize("law", [
    "a comissão de heteroidentificação pode pedir fotografia do candidato?",
    "o Incra pode fazer a verificação por videochamada?",
    "e o candidato inscrito na cota pode mudar pra ampla depois?",
    "é obrigatório ter entrevista presencial na heteroidentificação?",
])
def test_a_rule_question_inside_a_calculation_is_law_text_and_the_count_resumes(bot, law):
    a1, a2, a3 = chat(bot, "Nosso edital tem 13 vagas; quantas ficam para a reserva racial?", law, "e se fossem 27?")
    assert a1.route == "calculator" and a1.calculation["reserved"] == reserved(13)
    assert a2.route == "retrieval" and "vacancies" not in a2.context
    assert a2.context["earlier"]["vacancies"] == 13  # the calculation stays at hand
    assert a3.route == "calculator" and a3.calculation["reserved"] == reserved(27)


def test_a_body_named_in_a_rule_question_does_not_change_the_count(bot):
    a = chat(bot, "Concurso com 17 vagas, quantas reservadas?", "o Incra pode fazer a verificação por videochamada?",
             "e com 23?")[-1]
    assert a.route == "calculator" and a.calculation["reserved"] == reserved(23)
    assert "entity" not in a.context


def test_an_operation_fragment_after_a_law_answer_asks_that_operation_on_the_earlier_figures(bot):
    a = chat(bot, "São 19 vagas no edital, quantas da cota?", "cabe recurso se a comissão recusar a autodeclaração?",
             "e a ordem?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "order" and a.context["vacancies"] == 19


def test_a_law_question_answering_a_clarification_is_not_taken_as_its_answer(bot):
    a1, a2, a3 = chat(bot, "quantas vagas ficam pra cotistas no concurso?", "a lei de 2014 exigia comissão de verificação?",
                      "35")
    assert a1.route == "clarify"
    assert a2.route == "retrieval"
    assert a3.route == "calculator" and a3.calculation["reserved"] == reserved(35)


def test_a_complete_calculation_after_a_rule_question_inherits_nothing(bot):
    a = chat(bot, "Edital publicado em abril de 2024 com 17 vagas: quantas cotas?",
             "a comissão de heteroidentificação pode pedir fotografia do candidato?",
             "Num concurso de 17 vagas, quantas vagas são reservadas?")[-1]
    assert a.route == "calculator" and a.calculation["reserved"] == reserved(17)
    assert not any(x.from_context for x in a.assumptions)


def test_the_own_case_after_a_calculation_is_still_a_follow_up(bot):
    a = chat(bot, "Concurso da Funai com 17 vagas, quantas reservadas?", "sou indígena, posso usar a cota?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "eligibility"


@pytest.mark.parametrize("text", ["e se fosse pela lei de 2014, mudaria?", "e aplicando a lei nova, muda alguma coisa?"])
def test_a_law_as_the_condition_of_the_calculation_is_not_a_rule_question(text):
    assert not rule_asked(text)


def test_the_earlier_vagas_under_another_law_are_computed_again(bot):
    a = chat(bot, "Edital publicado em março de 2024 com 38 vagas: quantas reservadas?",
             "e aplicando a lei nova, muda alguma coisa?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "reserve" and a.context["vacancies"] == 38
    assert a.calculation["reserved"] == reserved(38) != reserved(38, date(2024, 3, 15))


def test_a_named_law_with_a_rule_of_its_own_stays_a_rule_question():
    assert rule_asked("e pela lei de 2014 a comissão pode eliminar o candidato?")


@pytest.mark.parametrize("then", ["quem escolhe a ordem de chamada, o órgão ou a comissão do concurso?",
                                  "a sequência de nomeação pode ser outra se o edital quiser?"])
def test_a_rule_question_on_the_subject_of_the_thread_is_law_text(bot, then):
    # No quota word of its own: the order the thread just computed is what it asks about, so it is not refused.
    a1, a2 = chat(bot, "em que posições entram os cotistas num concurso de 14 vagas?", then)
    assert a1.route == "calculator" and a1.context["intent"] == "order"
    assert a2.route == "retrieval"
