"""Out of scope with numbers, ranks or quota words in passing (round 5, issue 10).

General readings, checked on the rules (no model): the pay, probation, tenure, the term to take office, a
cut-off mark that was, how many enrolled and the concurso's calendar are facts of one concurso or of the job,
not of the quota laws, even when a quota word, a rank or a count of vagas comes with them; PcD words keep them
in (Decreto 9.508 rules PcD probation). In a conversation, such an aside is not computed with the earlier
figures and the next fragment still follows the earlier calculation.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.models import Answer
from assistant.router import plan

from .assistant_support import NoRetriever, chat

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("question", [
    "Quanto recebe de salário um cotista nomeado no concurso da ANTT?",
    "Cotista passa pelo estágio probatório igual aos outros? Dura 3 anos?",
    "Depois de 3 anos o servidor cotista ganha estabilidade?",
    "Tirei o 4º lugar, quando sai a nomeação do concurso da Fiocruz?",
    "Nomeado em 2º lugar, em quantos dias preciso entrar em exercício?",
    "Qual foi a nota de corte das vagas reservadas a negros no concurso do TCU de 2022?",
    "A nota de corte dos cotistas em 2023, qual foi?",
    "Quantos inscritos o concurso da Câmara teve em 2024?",
    "Quantas questões de português caem na prova do concurso de 500 vagas?",
])
def test_concurso_facts_are_out_of_scope(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "out_of_scope", (question, p.route, p.intent, p.params)


@pytest.mark.parametrize("question, route", [
    # The law itself on marks: cotistas go through every stage when they reach the minimum mark.
    ("Cotista precisa atingir a nota mínima em cada fase?", "retrieval"),
    # With the vagas given, when a cotista is named is the order of nomination.
    ("Com 10 vagas, quando o cotista é nomeado?", "calculator"),
    ("Concurso com 20 vagas e salário de 8 mil: quantas ficam para negros?", "calculator"),
])
def test_quota_questions_that_mention_the_job_stay_in(question: str, route: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == route, (question, p.route, p.intent, p.params)


def test_pcd_probation_is_not_ruled_a_concurso_fact() -> None:
    # Decreto 9.508 rules PcD probation: the rules do not close it as a concurso topic (the classifier may
    # still bring it to the law text).
    p = plan("Candidato com deficiência tem adaptação no estágio probatório?", today=TODAY)
    assert "concurso_topic" not in p.notes
    p = plan("Candidato cotista tem adaptação no estágio probatório?", today=TODAY)
    assert "concurso_topic" in p.notes


def _chat(*questions: str) -> list[Answer]:
    return chat(Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False), *questions)


@pytest.mark.parametrize("aside", [
    "E o salário desse cargo, quanto é?",
    "E a posse, tem prazo de quantos dias?",
    "E a nota de corte dos cotistas, qual foi?",
    "E quanto tempo leva o estágio probatório?",
    "Quantas pessoas se inscreveram?",
])
def test_an_aside_after_a_calculation_is_not_computed_and_does_not_break_the_next_fragment(aside: str) -> None:
    first, mid, last = _chat("Concurso com 12 vagas, quantas são reservadas para negros?", aside, "e se fossem 40?")
    assert first.route == "calculator"
    assert mid.route == "out_of_scope" and mid.calculation is None, (aside, mid.route)
    assert last.route == "calculator"
    expected = calculator.reserve({"vacancies": 40, "edital_date": TODAY, "today": TODAY}).reserved
    assert last.calculation and last.calculation.get("reserved") == expected


def test_an_aside_keeps_the_order_for_the_next_fragment() -> None:
    first, mid, last = _chat("Tenho 10 vagas, qual a ordem de nomeação?", "Quantos inscritos teve?", "e se fossem 15?")
    assert (first.route, mid.route, last.route) == ("calculator", "out_of_scope", "calculator")
    assert "ordem" in last.headline
