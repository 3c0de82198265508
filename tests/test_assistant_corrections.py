"""Issue 10 §1: a person correcting a figure of the earlier turn ("me enganei, são 27") gets the earlier
question again with that figure fixed, never an out-of-scope refusal or a different question.

Expected figures are computed by the calculator here, never written by hand.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.context import _is_followup
from assistant.core import Assistant
from assistant.extraction import extract, extract_date
from tests.assistant_support import chat

# The context tests' date, fixed law retriever and helpers.
from tests.test_assistant_conversations_context import TODAY, LawRetriever, carried, reserved


@pytest.fixture()
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


@pytest.mark.parametrize("fix", ["me enganei, são 27", "Na verdade o edital tem 27", "quer dizer, 27 vagas"])
def test_corrected_count_repeats_the_reserve(bot, fix):
    a1, a2 = chat(bot, "Quantas vagas ficam para cotistas num edital com 18 vagas?", fix)
    assert a2.route == "calculator" and a2.calculation["operation"] == "reserve"
    assert a2.calculation["reserved"] == reserved(27) != a1.calculation["reserved"]
    assert carried(a2) == set()


def test_corrected_date_keeps_the_question_and_the_count(bot):
    a1, a2 = chat(bot, "Edital de maio de 2024 com 16 vagas, quantas reservadas?",
                  "opa, errei a data: saiu em outubro de 2025")
    assert a2.route == "calculator" and a2.calculation["operation"] == "reserve"
    assert a2.calculation["reserved"] == reserved(16, date(2025, 10, 15)) != a1.calculation["reserved"]
    assert carried(a2) == {"vacancies"}
    assert a2.headline.startswith("Com as 16 vagas da pergunta anterior")


def test_corrected_count_keeps_the_order(bot):
    a1, a2 = chat(bot, "Como fica a ordem de chamada dos cotistas com 15 vagas?", "desculpe, são 11")
    expect = calculator.order({"vacancies": 11, "edital_date": TODAY, "today": TODAY})
    assert a2.calculation["operation"] == "order"
    assert a2.calculation["quota_positions"] == expect.quota_positions


def test_correction_word_with_a_law_question_is_that_question(bot):
    *_, a = chat(bot, "Quantas vagas reservadas com 9 vagas?", "na verdade queria saber o que é heteroidentificação")
    assert a.route == "retrieval" and carried(a) == set()


@pytest.mark.parametrize("text,month", [("o edital e de 2025, de novembro", date(2025, 11, 1)),
                                        ("em 2024, em abril", date(2024, 4, 1)),
                                        ("saiu 2023 no mes de julho", date(2023, 7, 1))])
def test_year_then_month_is_that_month(text, month):
    d = extract_date(text, TODAY)
    assert d.period is not None and d.period.start == month and d.period.end.month == month.month


@pytest.mark.parametrize("reply", ["ok, e se o edital for de setembro de 2024?", "Certo. E com edital de setembro de 2024?"])
def test_acknowledgement_before_a_fragment_keeps_it_a_fragment(bot, reply):
    a1, a2 = chat(bot, "Um concurso com 21 vagas reserva quantas para negros?", reply)
    assert a2.route == "calculator" and a2.calculation["operation"] == "reserve"
    assert a2.calculation["reserved"] == reserved(21, date(2024, 9, 15)) != a1.calculation["reserved"]
    assert carried(a2) == {"vacancies"}


def test_acknowledged_bare_number_is_the_new_count(bot):
    *_, a = chat(bot, "Em que posições entram os cotistas com 9 vagas?", "beleza! 16")
    expect = calculator.order({"vacancies": 16, "edital_date": TODAY, "today": TODAY})
    assert a.calculation["operation"] == "order" and a.calculation["quota_positions"] == expect.quota_positions


@pytest.mark.parametrize("question,fragment", [("Isso é definido em qual artigo da lei?", False),
                                               ("Isso. E para um edital de 2023?", True)])
def test_isso_is_an_acknowledgement_only_with_its_punctuation(bot, question, fragment):
    a1 = bot.ask("Quantas vagas reservadas com 10 vagas?")
    assert _is_followup(extract(question, TODAY), a1.context) is fragment


@pytest.mark.parametrize("reply,applies", [("eu sou quilombola", True), ("me declaro branca", False)])
def test_self_declaration_after_a_law_answer_asks_about_that_person(bot, reply, applies):
    *_, a = chat(bot, "A quem se destinam as vagas da reserva racial?", reply)
    assert a.route == "calculator" and a.calculation["operation"] == "eligibility"
    assert a.headline.startswith("**Sim**" if applies else "**Não**")


def test_definition_question_naming_a_group_stays_a_law_question(bot):
    *_, a = chat(bot, "A quem se destinam as vagas da reserva racial?", "quem é considerado quilombola?")
    assert a.route == "retrieval"


@pytest.mark.parametrize("question", ["e quem avalia se eu sou mesmo indígena?", "E quem confirma que a candidata é preta?"])
def test_who_does_it_after_a_count_is_a_law_question(bot, question):
    *_, a = chat(bot, "Com 45 vagas, quantas vão para a reserva racial?", "e com 3 vagas PcD?", question)
    assert a.route == "retrieval" and carried(a) == set()
