"""The typed plan: what the router decided, as the calculator's own input models.

A calculator plan is a pydantic union tagged by `operation`; `core` calls the calculator function
with `plan.input` and keeps the typed result. No dict patching between router and calculator.
"""
from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from calculator import EligibilityInput, OrderInput, OrderResult, PositionInput, PositionResult, RegimeInput, ReserveInput

from .models import Assumption


class _Plan(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    # Parameters the answer relies on (defaults included), for the page's chips.
    assumptions: list[Assumption] = Field(default_factory=list)
    # Last day of a month/year given instead of a date: the answer must be the same on both ends.
    period_end: date | None = None
    period_text: str | None = None


class ReservePlan(_Plan):
    operation: Literal["reserve"] = "reserve"
    input: ReserveInput
    # An entity, process or group was named: coverage is checked first (eligibility), then counted.
    coverage: EligibilityInput | None = None
    # Groups the question asked about ("indigena", "pcd"...): the headline leads with their figure.
    focus: list[str] = Field(default_factory=list)
    # The two laws compared for these vagas ("lei nova x antiga pra 7 vagas"): `input` is the current law's case, and
    # core also computes the other law's (`Answer.comparison`).
    compare: bool = False


class RegimePlan(_Plan):
    operation: Literal["regime"] = "regime"
    input: RegimeInput


class EligibilityPlan(_Plan):
    operation: Literal["eligibility"] = "eligibility"
    input: EligibilityInput


class OrderPlan(_Plan):
    operation: Literal["order"] = "order"
    input: OrderInput


class PositionPlan(_Plan):
    operation: Literal["position"] = "position"
    input: PositionInput


class CargoSlot(BaseModel):
    name: str
    vacancies: int


class EditalPlan(_Plan):
    """Several cargos (the `edital` operation); `input` is `calculator.EditalInput` once it exists."""

    operation: Literal["edital"] = "edital"
    cargos: list[CargoSlot]
    input: Any = None


CalcPlan = Annotated[
    Union[ReservePlan, RegimePlan, EligibilityPlan, OrderPlan, PositionPlan, EditalPlan],
    Field(discriminator="operation"),
]


class Computed(BaseModel):
    """Round 52 (lo52a): a calculator result the planner computed to decide by (the PcD place's list: inside the ampla,
    or that list's nomination), with the plan it is of: `core` answers with this result while the plan's `calc` is
    still that one, so the decision and the answer are one computation and cannot differ."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    calc: Any  # the `CalcPlan` computed
    result: OrderResult | PositionResult

    def of(self, calc: Any) -> OrderResult | PositionResult | None:
        """The result, if `calc` is the plan it was computed for (a plan changed since is computed again)."""
        return self.result if calc == self.calc else None
