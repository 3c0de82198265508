"""AppTest checks of the calculator panels: the page shows what calculator/ computes, with citations."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import calculator

APP = str(Path(__file__).resolve().parents[1] / "app.py")


def page_text(at: AppTest) -> str:
    parts = [e.value for e in (*at.markdown, *at.caption, *at.error, *at.warning, *at.info, *at.success)]
    parts += [f"{m.label}: {m.value}" for m in at.metric]
    return "\n".join(str(p) for p in parts).replace("\\", "")


@pytest.fixture
def at() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=120).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("vagas, edital", [(10, dt.date(2025, 8, 1)), (10, dt.date(2024, 11, 20)), (7, None)])
def test_reserve_panel_shows_calculator_result_and_citations(at, vagas, edital):
    at.number_input(key="reserve-vagas").set_value(vagas)
    if edital:
        at.date_input(key="reserve-date").set_value(edital)
    at.button(key="FormSubmitter:reserve-form-Calcular reserva").click().run()
    assert not at.exception and not at.error, page_text(at)
    expected = calculator.reserve(calculator.ReserveInput(
        vacancies=vagas, edital_date=edital or at.date_input(key="reserve-date").value))
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Vagas reservadas"] == str(expected.reserved)
    assert metrics["Ampla concorrência"] == str(expected.open)
    text = page_text(at)
    assert expected.explanation[-1].replace("\\", "") in text
    for basis in expected.legal_basis:
        assert basis.urn in text and basis.label in text
    # The URN links to LexML and the exact text is one expander away.
    assert f"(https://www.lexml.gov.br/urn/{expected.legal_basis[0].urn})" in text
    assert any(e.label.startswith("Texto exato") for e in at.expander)


def test_reserve_panel_rejects_nothing_silently_for_zero_vagas(at):
    at.number_input(key="reserve-vagas").set_value(0)
    at.button(key="FormSubmitter:reserve-form-Calcular reserva").click().run()
    assert not at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Vagas reservadas"] == "0" and metrics["Ampla concorrência"] == "0"


@pytest.mark.parametrize("group, entity, process", [
    ("parda", "autarquia", "concurso"),
    ("indigena", "empresa-publica", "pss"),
    ("branca", "direta", "concurso"),
])
def test_eligibility_panel_explains_the_calculator_verdict(at, group, entity, process):
    from calculator.eligibility import EligibilityInput, eligibility

    at.selectbox(key="elig-group").set_value(group)
    at.selectbox(key="elig-entity").set_value(entity)
    at.selectbox(key="elig-process").set_value(process)
    at.number_input(key="elig-vagas").set_value(10)
    at.button(key="FormSubmitter:eligibility-form-Verificar").click().run()
    assert not at.exception and not at.error, page_text(at)
    expected = eligibility(EligibilityInput(group=group, entity=entity, process=process, vacancies=10,
                                            edital_date=at.date_input(key="elig-date").value))
    verdict = (at.success if expected.eligible else at.warning)
    assert len(verdict) == 1 and "reservadas" in verdict[0].value
    text = page_text(at)
    for reason in expected.reasons:
        assert reason in text
    for basis in expected.legal_basis:
        assert basis.urn in text
