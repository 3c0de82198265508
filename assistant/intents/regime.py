"""Intent `regime`: which law governs an edital (calculator.regime)."""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from calculator import RegimeInput, RegimeResult
from calculator.reserve import PERCENTAGE
from vocabulary import BENEFICIARIES, LABEL

from ..plan import RegimePlan
from .common import fmt_date, when

NAME = "regime"
REQUIRED = ("edital_date",)


def build(params: dict[str, Any], today: date) -> RegimePlan:
    d, end, text, told = when(params, today)
    return RegimePlan(input=RegimeInput(edital_date=d, today=today), period_end=end, period_text=text,
                      assumptions=[told])


def compute(plan: RegimePlan) -> RegimeResult:
    return calculator.regime(plan.input)


def headline(r: RegimeResult, when_text: str | None = None) -> str:
    when_text = when_text or fmt_date(r.edital_date)
    if r.regime is None:
        return (f"Um edital publicado em {when_text} **não é regido por nenhuma destas leis**: não há reserva "
                "de vagas raciais por elas.")
    return (f"Um edital publicado em {when_text} é regido pela **{LABEL[r.regime]}**, que reserva "
            f"{PERCENTAGE[r.regime]}% das vagas a {BENEFICIARIES[r.regime]}.")
