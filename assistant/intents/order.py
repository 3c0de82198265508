"""Intent `order`: which appointments go to the reserve and to PcD (calculator.order)."""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from calculator import OrderInput, OrderResult
from vocabulary import LABEL

from ..plan import OrderPlan
from .common import agree, ordinals, pcd_assumption, vacancies_assumption, vagas, when

NAME = "order"
REQUIRED = ("vacancies",)


def pcd_args(params: dict[str, Any]) -> dict[str, Any]:
    if params.get("pcd") is not None:
        return {"pcd": params["pcd"]}
    if params.get("pcd_percentage"):
        return {"pcd_percentage": params["pcd_percentage"]}
    return {}


def build(params: dict[str, Any], today: date) -> OrderPlan:
    d, end, text, told = when(params, today)
    inp = OrderInput(vacancies=params["vacancies"], edital_date=d, today=today, **pcd_args(params))
    pcd = pcd_assumption(params)
    return OrderPlan(input=inp, period_end=end, period_text=text,
                     assumptions=[vacancies_assumption(params["vacancies"]), told, *([pcd] if pcd else [])])


def compute(plan: OrderPlan) -> OrderResult:
    return calculator.order(plan.input)


def headline(r: OrderResult) -> str:
    n, pos = r.vacancies, r.quota_positions
    law = LABEL.get(r.regime or "", "")
    if not pos:
        lead = f"Com {vagas(n)}, **nenhuma posição** da ordem de nomeação é da reserva racial"
    else:
        who = "o cotista entra na posição" if len(pos) == 1 else "os cotistas entram nas posições"
        lead = (f"Com {vagas(n)}, {who} **{ordinals(pos)}** da ordem de nomeação "
                f"({agree(len(pos), 'vaga reservada', 'vagas reservadas')}, {law})")
    if r.pcd_positions:
        # Both lists are named: a PcD slot is never presented as a quota slot.
        who = "a pessoa com deficiência entra na posição" if len(r.pcd_positions) == 1 \
            else "as pessoas com deficiência entram nas posições"
        lead += f"; {who} **{ordinals(r.pcd_positions)}** (lista PcD)"
    return lead + "."
