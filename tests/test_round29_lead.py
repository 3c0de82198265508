"""Round 29 (lead): a body not applying the reserve is answered by whom the law binds (art. 1º) or who monitors it
(art. 10), never by the rounding rule.

"o que acontece se o órgão ignorar a reserva?" cited art. 5º, § 2º, II: its annotation asked whether a fraction below
one half "é ignorada", and nothing in art. 10's annotation spoke of a body failing to apply the reserve. Art. 10 now
has its own questions about non-compliance (`corpus/annotations/lei-15142-2025.json`).
"""
from __future__ import annotations

import pytest

N = "urn:lex:br:federal:lei:2025-06-03;15142"
BINDS_OR_MONITORS = {f"{N}!art1_cpt", f"{N}!art1_inc1", f"{N}!art1_inc2", f"{N}!art10_cpt"}


@pytest.mark.parametrize("question", [
    "o que acontece se o órgão ignorar a reserva?",
    "o que ocorre quando a universidade ignora a cota racial no concurso?",
    "a autarquia não cumpriu a reserva, tem alguma sanção na lei?",
])
def test_a_body_not_applying_the_reserve_is_answered_by_its_duty_or_its_monitoring(bot, question: str) -> None:
    answer = bot.ask(question)
    assert answer.route == "retrieval", answer.route
    assert answer.citations, answer.answer
    lead = answer.citations[0].urn
    assert lead in BINDS_OR_MONITORS, (lead, answer.answer[:200])
    assert "art5_par2" not in lead  # the rounding rule answers no question about compliance
