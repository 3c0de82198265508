"""One's chances with a place in the reserve list: "qual a minha chance sendo 5º cotista…" is a position question,
and "5º cotista" (an ordinal of one optant) is the place in the reserve list; "5 cotistas" still counts people."""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from calculator import PositionInput
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 2)


def test_an_ordinal_optant_is_the_reserve_rank_and_a_plural_count_is_not():
    assert extract("sendo a 5ª optante, entro?", TODAY).reserve_rank == 5
    assert extract("fiquei como 3º cotista", TODAY).reserve_rank == 3
    assert extract("tem 5 cotistas na minha frente", TODAY).reserve_rank is None


def test_chances_with_a_reserve_place_are_the_position():
    (ans,) = chat(rules_bot(TODAY), "quais as minhas chances sendo 2º cotista num edital de 9 vagas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    expected = calculator.position(PositionInput(vacancies=9, reserve_rank=2, today=TODAY))
    assert ans.calculation["status"] == expected.status
