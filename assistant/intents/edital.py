"""Intent `edital`: an edital table of several cargos (calculator.edital, from another branch).

Until `calculator.edital` exists the router answers this intent with a clarification; the seam is
`available()`, `build()` and `compute()`.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from ..models import Assumption
from ..plan import CargoSlot, EditalPlan
from .common import agree, vagas, when

NAME = "edital"
REQUIRED = ("cargos",)


def available() -> bool:
    try:
        from calculator import EditalInput, edital  # type: ignore[attr-defined]  # noqa: F401
    except ImportError:
        return False
    return True


def build(params: dict[str, Any], today: date) -> EditalPlan:
    d, end, text, told = when(params, today)
    cargos = [CargoSlot(name=n, vacancies=v) for n, v in params["cargos"]]
    inp = None
    if available():
        from calculator import EditalInput  # type: ignore[attr-defined]

        inp = EditalInput.model_validate({"cargos": [{"name": c.name, "vacancies": c.vacancies} for c in cargos],
                                          "edital_date": d, "today": today})
    told_cargos = [Assumption(key="cargos", text=f"{c.name}: {vagas(c.vacancies)}") for c in cargos]
    return EditalPlan(cargos=cargos, input=inp, period_end=end, period_text=text, assumptions=[*told_cargos, told])


def compute(plan: EditalPlan) -> Any:
    from calculator import edital  # type: ignore[attr-defined]

    return edital(plan.input)


def headline(r: Any) -> str:
    parts = [f"{getattr(c, 'name', f'cargo {i}')}: **{agree(c.reserved, 'reservada', 'reservadas')}**"
             f" de {vagas(c.vacancies)}" if hasattr(c, "vacancies") else
             f"{getattr(c, 'name', f'cargo {i}')}: **{agree(c.reserved, 'reservada', 'reservadas')}**"
             for i, c in enumerate(getattr(r, "cargos", []), 1)]
    total = getattr(r, "reserved_total", None)
    return ("Vagas reservadas por cargo — " + "; ".join(parts)
            + (f" (total: {total})." if total is not None else "."))
