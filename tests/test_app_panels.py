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


def test_order_panel_table_and_chart_follow_the_calculator(at):
    at.number_input(key="order-vagas").set_value(20)
    at.text_input(key="order-pcd").set_value("5%")
    at.button(key="FormSubmitter:order-form-Montar ordem").click().run()
    assert not at.exception and not at.error, page_text(at)
    expected = calculator.order(calculator.OrderInput(
        vacancies=20, pcd_percentage="5%", edital_date=at.date_input(key="order-date").value))
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Cota racial"] == str(expected.reserved) and metrics["PcD"] == str(expected.pcd)
    table = at.dataframe[0].value
    assert list(table["Posição"]) == list(range(1, 21))
    labels = {"open": "Ampla concorrência", "quota": "Cota racial", "pcd": "PcD"}
    assert list(table["Lista"]) == [labels[s] for s in expected.order]
    assert at.get("vega_lite_chart")  # the sequence chart is drawn
    for basis in expected.legal_basis:
        assert basis.urn in page_text(at)


def test_order_panel_bad_pcd_names_the_field(at):
    at.text_input(key="order-pcd").set_value("muitas")
    at.button(key="FormSubmitter:order-form-Montar ordem").click().run()
    assert not at.exception
    assert at.error and at.error[0].value.startswith("vagas PcD")


CSV = "id,rank,quota,pcd,confirmed\n" + "\n".join(
    f"C{i},{i},{1 if i % 3 == 0 else 0},{1 if i == 11 else 0},{0 if i == 12 else 1}" for i in range(1, 16))


def _upload(at: AppTest, name: str, data: bytes, mime: str = "text/csv", vagas: int = 10) -> AppTest:
    at.file_uploader(key="result-file").set_value((name, data, mime))
    at.number_input(key="result-vagas").set_value(vagas)
    at.button(key="FormSubmitter:result-form-Processar resultado").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _expected_result(data: bytes, name: str, at: AppTest, vagas: int = 10):
    from calculator.table import parse_table

    return calculator.result(calculator.ResultInput(
        candidates=parse_table(data, name), vacancies=vagas, edital_date=at.date_input(key="result-date").value))


def test_result_panel_csv_lists_nomination_and_download(at):
    _upload(at, "classificacao.csv", CSV.encode())
    assert not at.error, page_text(at)
    expected = _expected_result(CSV.encode(), "classificacao.csv", at)
    nomination = at.dataframe[-1].value
    assert list(nomination["Candidato"]) == expected.nomination
    quota_ids = [c.id for c in expected.classified if c.list == "quota"]
    quota_tab = next(t for t in at.tabs if t.label.startswith("Cota racial"))
    assert list(quota_tab.dataframe[0].value["Candidato"]) == quota_ids
    assert any(t.label.startswith("Prévia") for t in at.expander)
    download = at.get("download_button")
    assert download and download[0].proto.label == "Baixar resultado (CSV)"


def test_result_panel_accepts_xlsx(at):
    import io

    from openpyxl import Workbook

    wb = Workbook()
    for row in CSV.splitlines():
        wb.active.append([int(v) if v.isdigit() else v for v in row.split(",")])
    buf = io.BytesIO()
    wb.save(buf)
    mime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    _upload(at, "classificacao.xlsx", buf.getvalue(), mime)
    assert not at.error, page_text(at)
    expected = _expected_result(CSV.encode(), "classificacao.csv", at)
    assert list(at.dataframe[-1].value["Candidato"]) == expected.nomination


@pytest.mark.parametrize("name, data, fragment", [
    ("ruim.csv", b"nome,nota\nAna,9\n", "colunas"),
    ("ruim.csv", b"id,rank,quota,pcd\nA,1,0,0\nB,x,1,0\n", "linha 3, coluna rank"),
    ("ruim.xlsx", b"isto nao e uma planilha", "não é uma planilha .xlsx válida"),
])
def test_result_panel_bad_file_gets_a_clear_message(at, name, data, fragment, caplog):
    _upload(at, name, data)
    assert at.error and fragment in at.error[0].value
    assert not at.dataframe  # nothing is shown from a rejected file
    assert "Ana" not in caplog.text and "B,x" not in caplog.text  # uploaded data never logged


def test_result_panel_row_limit_from_settings(monkeypatch):
    monkeypatch.setenv("COTAS_MAX_ROWS", "5")
    at = AppTest.from_file(APP, default_timeout=120).run()
    _upload(at, "classificacao.csv", CSV.encode())
    assert at.error and "mais de 5 linhas" in at.error[0].value
    assert not at.dataframe


def test_result_panel_without_file_asks_for_it(at):
    at.button(key="FormSubmitter:result-form-Processar resultado").click().run()
    assert not at.exception
    assert at.warning and "Classificação geral" in at.warning[0].value


def test_citation_of_a_paragraph_ending_in_colon_shows_its_incisos(at):
    at.number_input(key="reserve-vagas").set_value(10)
    at.date_input(key="reserve-date").set_value(dt.date(2025, 8, 1))
    at.button(key="FormSubmitter:reserve-form-Calcular reserva").click().run()
    exp = next(e for e in at.expander if e.label == "Texto exato — Lei nº 15.142/2025, art. 5º, § 2º")
    body = "\n".join(m.value for m in exp.markdown).replace("\\", "")
    assert "o número será:" in body
    assert "I –" in body and "II –" in body  # the rounding rules the paragraph introduces
