"""Round 8 (issue 10 §1): law questions inside a calculation thread, another person's eligibility as a follow-up,
and a law named by number and year in a fragment.

Driven through `Assistant.ask(q, history)`; expected figures come from the calculator, never written by hand.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract_date, fold
from assistant.extraction.entities import extract_groups, relative_asked
from tests.assistant_support import chat
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 2)
BEFORE = date(2025, 6, 3)  # the day before Lei 15.142/2025: the old law's last day


@pytest.fixture()
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def reserved(n: int, when: date | None = None) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": when or TODAY, "today": TODAY}).reserved


# ------------------------------------------------------------------ a law's reach is law text

@pytest.mark.parametrize("law_question", [
    "e a legislação anterior contemplava indígenas?",
    "a lei nova também cobre quilombolas?",
    "e a de 2014 beneficiava pessoas pretas?",
    "e a 12.990 incluía quilombolas?",
    "a lei de cotas antiga englobava pardos?",
])
def test_a_laws_reach_mid_calculation_is_law_text(bot, law_question):
    a1, a2 = chat(bot, "Edital de 14 vagas: quantas ficam reservadas?", law_question)
    assert a1.route == "calculator"
    assert a2.route == "retrieval" and a2.calculation is None


def test_a_laws_reach_after_an_eligibility_answer_is_law_text(bot):
    a1, a2 = chat(bot, "Sou indígena e vou prestar um concurso com edital de 2023, tenho direito à cota?",
                  "e a lei antiga valia pra indígena, então?")
    assert a1.route == "calculator" and a1.calculation["eligible"] is False
    assert a2.route == "retrieval"


def test_a_rule_threshold_asked_of_a_law_is_law_text(bot):
    *_, a = chat(bot, "Edital de 14 vagas: quantas ficam reservadas?",
                 "e a lei de 2014 valia para concursos com menos de 3 vagas?")
    assert a.route == "retrieval"


@pytest.mark.parametrize("fragment,when", [("e pela lei de 2014, quantas?", BEFORE), ("e pela lei velha?", BEFORE),
                                           ("e no edital de abril de 2025?", date(2025, 4, 15))])
def test_law_or_date_fragments_still_recompute(bot, fragment, when):
    *_, a = chat(bot, "Edital de 14 vagas: quantas ficam reservadas?", fragment)
    assert a.route == "calculator" and a.calculation["reserved"] == reserved(14, when)


def test_a_law_applied_to_this_edital_is_not_a_reach_question(bot):
    *_, a = chat(bot, "Edital de 14 vagas: quantas ficam reservadas?", "e se o edital fosse de maio de 2025?")
    assert a.route == "calculator" and a.calculation["reserved"] == reserved(14, date(2025, 5, 15))


# ------------------------------------------------------------------ another person's eligibility

def test_a_relatives_eligibility_carries_the_selection_then_a_date(bot):
    a1, a2, a3 = chat(bot, "Concurso do IBAMA com 15 vagas, quantas para negros?",
                      "e a minha tia, que se declara indígena, ela pode concorrer?",
                      "e se fosse um edital de abril de 2025?")
    assert a2.route == "calculator" and a2.calculation["operation"] == "eligibility"
    assert a2.calculation["eligible"] is True and a2.context["groups"] == ["indigena"]
    assert a2.context["entity"] == "autarquia"
    assert a3.calculation["operation"] == "eligibility" and a3.calculation["eligible"] is False  # old law: negros only


def test_a_relatives_eligibility_with_a_group_that_is_not_covered(bot):
    *_, a = chat(bot, "Sou pardo, posso usar cota no concurso da Embrapa?", "e meu irmão, que é branco, consegue?")
    assert a.calculation["operation"] == "eligibility" and a.calculation["eligible"] is False


@pytest.mark.parametrize("text,groups", [
    ("meu irmao e pardo, ele consegue a vaga reservada?", ["parda"]),
    ("e minha filha, que e quilombola, pode tambem?", ["quilombola"]),
    ("sou branca e minha tia e parda, posso?", ["branca"]),           # the person's own claim
    ("meu bisavo era indigena, da pra usar a cota?", []),              # ancestry, not the one asked about
    ("minha mae e preta, eu consigo entrar na cota?", []),             # the person asks about themself
    ("minha avo era negra, ela podia e eu posso?", []),
])
def test_relative_group_read_only_when_the_relative_is_asked_about(text, groups):
    assert extract_groups(text) == groups
    assert relative_asked(text) == bool(groups and "sou" not in text)


# ------------------------------------------------------------------ a law named by number and year

@pytest.mark.parametrize("text,hint", [("e usando a 12.990 de 2014?", "old"), ("e pela 15.142 de 2025?", "new"),
                                       ("a 12.990, de 9 de junho de 2014, ainda vale?", "old")])
def test_law_number_and_year_is_a_law_hint_not_a_date(text, hint):
    info = extract_date(fold(text), TODAY)
    assert info.law_hint == hint and info.date is None and info.period is None


def test_law_number_and_year_fragment_recomputes(bot):
    a1, a2, a3 = chat(bot, "Concurso com 10 vagas, quantas reservadas?", "e usando a 12.990 de 2014?",
                      "e aplicando a 15.142 de 2025?")
    assert a2.route == "calculator" and a2.calculation["reserved"] == reserved(10, BEFORE)
    assert a3.route == "calculator" and a3.calculation["reserved"] == reserved(10)


def test_who_question_with_a_quota_word_mid_calculation_is_law_text(bot):
    *_, a = chat(bot, "Edital de 14 vagas: quantas ficam reservadas?", "e quem verifica se a cota foi cumprida nesse edital?")
    assert a.route == "retrieval"
