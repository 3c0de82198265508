"""A computation about one's own edital that lacks the one fact it needs asks for that fact (issue 10, round 5).

Checked on the rules' plan (no model, no retriever); each case states a general reading:
- what one's own edital "tem que"/"precisa" apply depends on its date (regime), not on the rule's text;
- the two laws offered as alternatives are a question, not a hint of either;
- a count of cotistas with the edital's date but no vagas asks for the vagas (not the regime alone);
- "serei nomeado?" with the vagas but no place asks for the place;
- "eu tenho direito à cota neste edital?" asks how the person declares themself; "nosso concurso tem cota?"
  asks for the vagas; a general "quem pode se autodeclarar" stays law text.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.router import plan

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("question, intent, missing", [
    ("Nosso edital precisa aplicar os 30%?", "regime", "edital_date"),
    ("Meu concurso deve seguir a lei nova ou a antiga?", "regime", "edital_date"),
    ("Aqui no RH estamos em dúvida: aplicamos a Lei 15.142 ou a 12.990 no nosso edital?", "regime", "edital_date"),
    ("Nosso edital foi publicado em abril de 2025, quantos cotistas teremos?", "reserve", "vacancies"),
    ("Sou negra e o cargo tem 9 vagas, vou ser nomeada?", "position", "rank"),
    ("Eu tenho direito de concorrer às cotas neste concurso?", "eligibility", "groups"),
    ("O edital que estamos fazendo vai ter reserva?", "reserve", "vacancies"),
])
def test_own_edital_missing_fact_is_asked(question: str, intent: str, missing: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", intent, missing), (question, p.route, p.intent, p.clarify)


def test_laws_as_alternatives_are_not_a_hint() -> None:
    p = plan("Meu edital segue a 12.990 ou a 15.142?", today=TODAY)
    assert "law_hint" not in p.params


def test_complete_questions_still_compute() -> None:
    p = plan("Nosso edital de setembro de 2025 tem 10 vagas, quantos cotistas?", today=TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 10)
    p = plan("Edital publicado em 3 de março de 2025: qual lei se aplica?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "regime")
    p = plan("Fiquei em 4º na lista de cotas, o edital tem 20 vagas, serei nomeado?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "position")
    p = plan("Sou preto, tenho direito à cota neste concurso do IBAMA?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")


@pytest.mark.parametrize("question", [
    "Quem pode se autodeclarar indígena para as cotas?",
    "Quem pode se declarar preto no concurso público?",
])
def test_who_may_declare_is_law_text(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "retrieval", (question, p.route, p.intent)
