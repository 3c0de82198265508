"""Round 17: a position inside the vagas in every case, with the nomination not fixed, gives the calculator's range.

"sou 3º entre os cotistas, em que nomeação entro?" with no general rank: the calculator knows the best and the worst
nomination; the headline says both instead of leaving the number out (figures from the calculator, never written).
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant import Assistant
from calculator import PositionInput


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


def _case(**kw: object) -> calculator.PositionResult:
    return calculator.position(PositionInput(today=date.today(), **kw))  # type: ignore[arg-type]


def test_reserve_rank_only_gives_the_range_of_nominations(bot: Assistant) -> None:
    r = _case(vacancies=12, reserve_rank=2, optant=True)
    assert r.status == "inside" and r.appointment is None and r.best.appointment != r.worst.appointment
    ans = bot.ask("to em 2º lugar na lista dos cotistas, edital de 12 vagas, em que nomeação eu entro?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    # (Round 47, lo47b: said as the list of possible nominations, not a span)
    slots = [f"{p}ª" for p in r.appointments]
    assert r.appointments and f"numa destas posições da ordem: {', '.join(slots[:-1])} ou {slots[-1]}" in ans.headline


def test_a_fixed_nomination_is_still_one_number(bot: Assistant) -> None:
    r = _case(vacancies=10, general_rank=2)
    ans = bot.ask("fiquei em 2º na ampla concorrencia, sao 10 vagas, qual nomeacao?")
    assert r.appointment is not None and f"{r.appointment}ª nomeação" in ans.headline and "entre a" not in ans.headline
