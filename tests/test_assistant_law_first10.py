"""Round 10 (issue 10 §3): the first citation of a law answer is the dispositivo that answers it.

The app's own example law questions lead with their dispositivo; a question about the law's reach over a kind
of post or body ("vale para militares / cargo em comissão?") leads with art. 1º, I (which kinds of post and body
the reserve covers), never with the vigência article the words "a lei vale" also match; a "quem decide"
question about fraud leads with the caput that gives the apuração to the órgão, not with its consequences.
Uses the real retriever (slow).
"""
from __future__ import annotations

import pytest

from assistant.core import get_assistant
from ui.chat import EXAMPLES

NEW = "urn:lex:br:federal:lei:2025-06-03;15142!"
# The example questions of the chat page that are answered with law text, and the dispositivo that answers each.
EXAMPLE_LAW = {
    "Quem é considerado pessoa indígena pela lei?": "art2_inc2",
    "Se eu for aprovado na ampla concorrência, ocupo uma vaga reservada?": "art7_par2",
}


@pytest.fixture(scope="module")
def real_bot():
    return get_assistant().warm()


def test_the_law_examples_are_the_pages_own():
    assert set(EXAMPLE_LAW) <= set(EXAMPLES)


@pytest.mark.slow
@pytest.mark.parametrize("question", sorted(EXAMPLE_LAW))
def test_each_law_example_leads_with_its_dispositivo(real_bot, question: str) -> None:
    ans = real_bot.ask(question)
    assert ans.route == "retrieval" and ans.citations
    assert ans.citations[0].urn == NEW + EXAMPLE_LAW[question], [c.urn for c in ans.citations]


@pytest.mark.slow
@pytest.mark.parametrize("question, first", [
    # Art. 1º, I names the posts (cargos efetivos, empregos públicos) and the bodies: it answers the reach.
    ("Essa lei de reserva racial vale pros concursos da Aeronáutica?", "art1_inc1"),
    ("Nomeações para cargo em comissão também precisam respeitar a reserva racial?", "art1_inc1"),
    # Art. 4º caput: the órgão or entidade of the concurso apura; § 1º only says what follows a proven fraud.
    ("Quem é responsável por apurar uma suspeita de autodeclaração falsa?", "art4_cpt"),
])
def test_reach_and_who_questions_lead_with_the_rule_that_answers(real_bot, question: str, first: str) -> None:
    ans = real_bot.ask(question)
    assert ans.route == "retrieval" and ans.citations
    assert ans.citations[0].urn == NEW + first, [c.urn for c in ans.citations]
