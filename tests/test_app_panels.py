"""AppTest checks of the calculator panels: the page shows what calculator/ computes, with citations,
Portuguese messages under the field, and never a stale result."""
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


def tables(at: AppTest) -> list:
    """Result tables only: the Quadro panel's editable grid is an input, always on the page."""
    return [d for d in at.dataframe if d.key != "quadro-grid"]


def fill(at: AppTest, **fields: str) -> AppTest:
    for key, value in fields.items():
        at.text_input(key=key).set_value(value)
    return at.run()


def click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.fixture
def at() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=120).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("vagas, edital", [("10", "01/08/2025"), ("10", "20/11/2024"), ("7", ""), ("1.000", "2025-08-01")])
def test_reserve_panel_shows_calculator_result_and_citations(at, vagas, edital):
    click(fill(at, **{"reserve-vagas": vagas, "reserve-date": edital}), "reserve-go")
    assert not at.error, page_text(at)
    date = dt.datetime.strptime(edital, "%d/%m/%Y").date() if "/" in edital else (edital or None)
    expected = calculator.reserve(calculator.ReserveInput(vacancies=int(vagas.replace(".", "")), edital_date=date))
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Vagas reservadas"] == f"{expected.reserved:,}".replace(",", ".")
    assert metrics["Ampla concorrência"] == f"{expected.open:,}".replace(",", ".")
    text = page_text(at)
    assert expected.explanation[-1].replace("\\", "") in text
    for basis in expected.legal_basis:  # every dispositivo with its LexML link, URNs one click away
        assert f"(https://www.lexml.gov.br/urn/{basis.urn})" in text
    fundamentacao = next(e for e in at.expander if e.label.startswith("Texto exato e URN"))
    assert all(b.urn in "\n".join(m.value for m in fundamentacao.markdown) for b in expected.legal_basis)


def test_thousands_use_the_pt_br_separator(at):
    click(fill(at, **{"reserve-vagas": "10000", "reserve-date": "01/08/2025"}), "reserve-go")
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Vagas reservadas"] == "3.000" and metrics["Ampla concorrência"] == "7.000"


@pytest.mark.parametrize("value, fragment", [
    ("-5", "use só algarismos"), ("abc", "use só algarismos"), ("", "informe um número inteiro"),
    ("99999999", "o máximo aceito é 10.000"), ("2,5", "use só algarismos"),
])
def test_reserve_panel_bad_vagas_message_under_the_field_and_no_stale_result(at, value, fragment):
    click(fill(at, **{"reserve-vagas": "10"}), "reserve-go")
    assert at.metric
    fill(at, **{"reserve-vagas": value})
    assert not at.metric  # changing an input clears the previous result
    click(at, "reserve-go")
    assert not at.metric
    assert len(at.error) == 1 and at.error[0].value.startswith("Vagas do edital:") and fragment in at.error[0].value


def test_reserve_panel_bad_date_names_the_field(at):
    click(fill(at, **{"reserve-date": "31/02/2025"}), "reserve-go")
    assert at.error and at.error[0].value.startswith("Data de publicação do edital:")
    assert "DD/MM/AAAA" in at.error[0].value and not at.metric


def test_one_vagas_limit_for_every_panel(monkeypatch):
    monkeypatch.setenv("COTAS_MAX_VAGAS", "50")
    at = AppTest.from_file(APP, default_timeout=120).run()
    for prefix in ("reserve", "order", "result", "elig"):
        fill(at, **{f"{prefix}-vagas": "51"})
        click(at, f"{prefix}-go")
    limits = [e.value for e in at.error if "máximo aceito é 50" in e.value]
    assert len(limits) == 4


def test_reserve_panel_zero_vagas(at):
    click(fill(at, **{"reserve-vagas": "0"}), "reserve-go")
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Vagas reservadas"] == "0" and metrics["Ampla concorrência"] == "0"


@pytest.mark.parametrize("group, entity, process", [
    ("parda", "autarquia", "concurso"),
    ("indigena", "empresa_publica", "pss"),
    ("branca", "direta", "concurso"),
])
def test_eligibility_panel_explains_the_calculator_verdict(at, group, entity, process):
    from calculator.eligibility import EligibilityInput, eligibility

    at.selectbox(key="elig-group").set_value(group)
    at.selectbox(key="elig-entity").set_value(entity)
    at.selectbox(key="elig-process").set_value(process)
    click(fill(at, **{"elig-vagas": "10", "elig-date": "01/08/2025"}), "elig-go")
    assert not at.error, page_text(at)
    expected = eligibility(EligibilityInput(group=group, entity=entity, process=process, vacancies=10,
                                            edital_date="2025-08-01"))
    verdict = (at.success if expected.eligible else at.warning)
    assert len(verdict) == 1 and "reservadas" in verdict[0].value
    text = page_text(at)
    for reason in expected.reasons:
        assert reason in text
    for basis in expected.legal_basis:
        assert basis.urn in text
    at.selectbox(key="elig-group").set_value("preta").run()
    assert not at.success and not at.warning  # a new choice clears the old verdict


def test_order_panel_table_and_chart_follow_the_calculator(at):
    click(fill(at, **{"order-vagas": "20", "order-pcd": "5%", "order-date": "01/08/2025"}), "order-go")
    assert not at.error, page_text(at)
    expected = calculator.order(calculator.OrderInput(vacancies=20, pcd_percentage="5%", edital_date="2025-08-01"))
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Cota racial"] == str(expected.reserved) and metrics["PcD"] == str(expected.pcd)
    table = tables(at)[0].value
    assert list(table["Posição"]) == list(range(1, 21))
    labels = {"open": "Ampla concorrência", "quota": "Cota racial", "pcd": "PcD"}
    assert list(table["Lista"]) == [labels[s] for s in expected.order]
    assert at.get("vega_lite_chart")  # the sequence chart is drawn
    for basis in expected.legal_basis:
        assert basis.urn in page_text(at)


def test_order_panel_bad_pcd_names_the_field(at):
    click(fill(at, **{"order-pcd": "muitas"}), "order-go")
    assert at.error and at.error[0].value.startswith("vagas PcD")
    assert not tables(at)


CSV = "id,rank,quota,pcd,confirmed\n" + "\n".join(
    f"C{i},{i},{1 if i % 3 == 0 else 0},{1 if i == 11 else 0},{0 if i == 12 else 1}" for i in range(1, 16))
CSV_PT = (CSV.replace("id,rank,quota,pcd,confirmed", "id;Classificação;cotista;pcd;confirmado")
          .replace(",", ";"))


def _upload(at: AppTest, name: str, data: bytes, mime: str = "text/csv", vagas: str = "10") -> AppTest:
    at.file_uploader(key="result-file").set_value((name, data, mime))
    fill(at, **{"result-vagas": vagas})
    return click(at, "result-go")


def _expected_result(data: bytes, name: str, vagas: int = 10):
    from calculator.table import parse_table

    return calculator.result(calculator.ResultInput(candidates=parse_table(data, name), vacancies=vagas))


@pytest.mark.parametrize("data", [CSV, CSV_PT])
def test_result_panel_csv_lists_nomination_and_download(at, data):
    _upload(at, "classificacao.csv", data.encode())
    assert not at.error, page_text(at)
    expected = _expected_result(CSV.encode(), "classificacao.csv")
    nomination = tables(at)[-1].value
    assert list(nomination["Candidato"]) == expected.nomination
    lists = tables(at)[1].value
    assert list(lists[lists["Lista"] == "Cota racial"]["Candidato"]) == [
        c.id for c in expected.classified if c.list == "quota"]
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
    expected = _expected_result(CSV.encode(), "classificacao.csv")
    assert list(tables(at)[-1].value["Candidato"]) == expected.nomination


@pytest.mark.parametrize("name, data, fragment", [
    ("ruim.csv", b"nome,nota\nAna,9\n", "colunas: falta(m)"),
    ("ruim.csv", b"id,rank,quota,pcd\nA,1,0,0\nB,x,1,0\n", "linha 3, coluna rank"),
    ("ruim.csv", b"id;classificacao;cotista;pcd\nA;1;0;0\nB;x;1;0\n", "linha 3, coluna classificacao"),
    ("ruim.xlsx", b"isto nao e uma planilha", "não é uma planilha .xlsx válida"),
])
def test_result_panel_bad_file_says_what_is_wrong_and_what_to_do(at, name, data, fragment, caplog):
    _upload(at, name, data)
    assert at.error and fragment in at.error[0].value
    assert at.error[0].value.startswith("Classificação geral:") and "envie de novo" in at.error[0].value
    assert not tables(at)  # nothing is shown from a rejected file
    assert "Ana" not in caplog.text and "B,x" not in caplog.text  # uploaded data never logged


def test_result_panel_row_limit_from_settings(monkeypatch):
    monkeypatch.setenv("COTAS_MAX_ROWS", "5")
    at = AppTest.from_file(APP, default_timeout=120).run()
    _upload(at, "classificacao.csv", CSV.encode())
    assert at.error and "mais de 5 linhas" in at.error[0].value
    assert not tables(at)


def test_result_panel_without_file_asks_for_it(at):
    click(at, "result-go")
    assert at.error and at.error[0].value.startswith("Classificação geral: envie o arquivo")


def test_citation_of_a_paragraph_ending_in_colon_shows_its_incisos(at):
    click(fill(at, **{"reserve-vagas": "10", "reserve-date": "01/08/2025"}), "reserve-go")
    exp = next(e for e in at.expander if e.label.startswith("Texto exato e URN"))
    body = "\n".join(m.value for m in exp.markdown).replace("\\", "")
    assert "o número será:" in body
    assert "I –" in body and "II –" in body  # the rounding rules the paragraph introduces


def test_panels_come_from_one_registry():
    from ui.panels import panels

    labels = [p.label for p in panels()]
    at = AppTest.from_file(APP, default_timeout=120).run()
    assert [t.label for t in at.tabs] == ["Perguntar", *labels]
    assert max(map(len, labels)) <= 13  # short enough for a 390 px phone
