"""Round 35 (lead): found by the ux35 helper driving the page as a candidate.

- "sou pardo, preciso fazer heteroidentificação?" after a count is one's duty to go through the confirmation
  procedure (Lei 15.142, art. 3º), not the thread's reserve recomputed with the group told.
"""
from __future__ import annotations

import pytest

from tests.assistant_support import chat


@pytest.mark.parametrize("question", [
    "sou pardo, preciso fazer heteroidentificação?",
    "tenho que passar pela banca de heteroidentificação?",
    "vou ter que fazer a heteroidentificação sendo preta?",
])
def test_ones_duty_to_go_through_the_procedure_after_a_count_is_the_law(bot, question: str) -> None:
    _, ans = chat(bot, "concurso com 10 vagas, quantas são reservadas?", question)
    assert ans.route == "retrieval", (question, ans.route, ans.headline)
    assert ans.citations and "art. 3º" in ans.citations[0].label, [c.label for c in ans.citations]


def test_a_count_after_the_procedure_question_still_computes(bot) -> None:
    *_, ans = chat(bot, "concurso com 10 vagas, quantas são reservadas?",
                  "sou pardo, preciso fazer heteroidentificação?", "e se fossem 20?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 6


def test_the_article_agrees_with_one_vaga(bot) -> None:
    # found by 35f: "Concurso de 1 vaga e PcD tem cota?" opened "Das 1 vaga"
    (ans,) = chat(bot, "Concurso de 1 vaga e PcD tem cota?")
    assert ans.headline.startswith("Da 1 vaga,"), ans.headline
    (ans,) = chat(bot, "concurso de 20 vagas, quantas são de PcD?")
    assert ans.headline.startswith("Das 20 vagas,"), ans.headline


@pytest.mark.parametrize("question", ["a cota é por cidade ou no total?", "a reserva é por estado ou no total?"])
def test_the_base_named_by_a_place_is_the_totality_rule(bot, question: str) -> None:
    # found by lo35d: the first cited art. 2º, II (who is indígena)
    (ans,) = chat(bot, question)
    assert ans.route == "retrieval" and ans.citations[0].label.endswith("art. 1º, § 2º"), [c.label for c in ans.citations]
