"""Issue 10 §1: a count of both reserves for given vagas is the reserve operation, whatever eligibility cue it
carries ("quanto é cota racial e quanto é PcD?"); asking whether one may use both reserves stays law text."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.router import plan

TODAY = date(2026, 12, 3)


@pytest.mark.parametrize("question, vagas", [
    ("o quadro tem 28 vagas de técnico: quanto é cota racial e quanto é PcD?", 28),
    ("são 50 vagas no edital, quanto disso fica pra cota e quanto pra pessoas com deficiência?", 50),
])
def test_both_reserves_counted(question: str, vagas: int) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", vagas)


def test_using_both_reserves_is_still_the_law() -> None:
    p = plan("o concurso tem 12 vagas, posso me inscrever na cota racial e na de PcD ao mesmo tempo?", today=TODAY)
    assert p.route == "retrieval" and "pcd" in p.notes
