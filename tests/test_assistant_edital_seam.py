"""The `edital` intent: cargo/quantity pairs reach `calculator.edital` once it exists (simulated here)."""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from pydantic import BaseModel

import calculator
from assistant.core import Assistant
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)


class CargoIn(BaseModel):
    name: str
    vacancies: int


class FakeEditalInput(BaseModel):
    cargos: list[CargoIn]
    edital_date: date | None = None
    today: date | None = None


class CargoOut(BaseModel):
    name: str
    vacancies: int
    reserved: int


class FakeEditalResult(BaseModel):
    cargos: list[CargoOut]
    reserved_total: int
    regime: Any = None
    explanation: list[str] = []
    legal_basis: list[calculator.LegalBasis] = []


def fake_edital(inp: FakeEditalInput) -> FakeEditalResult:
    out = []
    for c in inp.cargos:
        r = calculator.reserve(calculator.ReserveInput(vacancies=c.vacancies, edital_date=inp.edital_date,
                                                       today=inp.today))
        out.append(CargoOut(name=c.name, vacancies=c.vacancies, reserved=r.reserved))
    return FakeEditalResult(cargos=out, reserved_total=sum(c.reserved for c in out), regime=r.regime,
                            explanation=r.explanation, legal_basis=r.legal_basis)


@pytest.fixture()
def with_edital(monkeypatch):
    monkeypatch.setattr(calculator, "EditalInput", FakeEditalInput, raising=False)
    monkeypatch.setattr(calculator, "edital", fake_edital, raising=False)


def test_cargo_pairs_go_to_the_edital_operation(with_edital):
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)
    a = bot.ask("Temos 3 cargos: analista com 10 vagas, técnico com 4 vagas e motorista com 1 vaga. "
                "Quantas reservadas em cada?")
    assert a.route == "calculator" and a.calculation["operation"] == "edital"
    assert [c["reserved"] for c in a.calculation["cargos"]] == [3, 1, 0]
    assert "analista: **3 reservadas**" in a.headline and [x.key for x in a.assumptions].count("cargos") == 3


def test_without_the_operation_a_clarify_lists_the_cargos():
    if hasattr(calculator, "edital"):
        pytest.skip("calculator.edital is merged")
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)
    a = bot.ask("analista: 10; técnico: 4. Quantas vagas reservadas?")
    assert a.route == "clarify" and "analista: 10" in a.headline and "técnico: 4" in a.headline
