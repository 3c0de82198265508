"""AppTest checks of the Quadro de vagas panel and of the Reserva panel's PcD and group shares:
the page shows what calculator.edital/reserve compute, flags a wrong declared figure, and rejects bad
input with one Portuguese message and no stale result."""
from __future__ import annotations

import io
from fractions import Fraction
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import calculator
from calculator.table import parse_cargos

APP = str(Path(__file__).resolve().parents[1] / "app.py")
GOOD = "cargo;vagas;reservadas_no_edital\nAnalista;10;3\nTécnico;4;2\nMotorista;1;0\nAuditor;1000;300\n"


def page_text(at: AppTest) -> str:
    parts = [e.value for e in (*at.markdown, *at.caption, *at.error, *at.warning, *at.info, *at.success)]
    return "\n".join(str(p) for p in parts).replace("\\", "")


def quadro_metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


@pytest.fixture
def at() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=120).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def compute(at: AppTest, *, date: str = "01/08/2025", pcd: str = "", upload: tuple | None = None) -> AppTest:
    if upload is not None:
        at.file_uploader(key="quadro-file").set_value(upload)
    at.text_input(key="quadro-date").set_value(date)
    at.text_input(key="quadro-pcd").set_value(pcd)
    at.run()
    at.button(key="quadro-go").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def quadro_table(at: AppTest):
    return next(d.value for d in at.dataframe if "Reservadas (cota racial)" in getattr(d.value, "columns", []))


def test_default_grid_is_the_three_cargo_example(at):
    compute(at)
    assert not at.error, page_text(at)
    m = quadro_metrics(at)
    assert (m["Vagas no edital"], m["Reservadas (soma por cargo)"], m["Reservadas sobre o total (art. 1º, § 2º)"]) == ("15", "4", "5")
    table = quadro_table(at)
    assert list(table["Reservadas (cota racial)"]) == [3, 1, 0]
    assert "Não (abaixo do mínimo)" in list(table["Reserva aplica"])
    expected = calculator.edital({"cargos": [{"name": "Analista", "vacancies": 10}, {"name": "Técnico", "vacancies": 4},
                                             {"name": "Motorista", "vacancies": 1}], "edital_date": "2025-08-01"})
    assert at.warning and at.warning[0].value.replace("\\", "") == expected.split_note
    assert any("Motorista" in i.value for i in at.info)  # below the minimum
    assert at.get("vega_lite_chart")
    text = page_text(at)
    for basis in expected.legal_basis:
        assert f"(https://www.lexml.gov.br/urn/{basis.urn})" in text


def test_uploaded_table_flags_the_wrong_declared_figure_with_the_rule(at):
    compute(at, upload=("quadro.csv", GOOD.encode(), "text/csv"))
    assert not at.exception
    expected = calculator.edital({"cargos": parse_cargos(GOOD.encode(), "quadro.csv"), "edital_date": "2025-08-01"})
    assert expected.mismatches == ["Técnico"]  # 30% of 4 = 1,2 -> 1, the edital says 2
    table = quadro_table(at)
    assert list(table["Confere"]) == ["Sim", "Não", "Sim", "Sim"]
    flagged = table.set_index("Cargo").loc["Técnico", "Divergência"]
    assert flagged == expected.cargos[1].issue and "o correto por cargo é 1" in flagged
    assert len(at.error) == 1 and "Técnico" in at.error[0].value and "art. 5º, § 2º, II" in at.error[0].value
    m = quadro_metrics(at)
    assert m["Vagas no edital"] == "1.015" and m["Reservadas (soma por cargo)"] == f"{expected.reserved_total:,}".replace(",", ".")
    # the same rows go to the CSV download
    assert at.get("download_button")


def test_xlsx_upload_with_pcd_percentage(at):
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    for row in (["Cargo", "Vagas", "PcD"], ["Analista", 20, "10%"], ["Técnico", 7, ""]):
        ws.append(row)
    buf = io.BytesIO()
    wb.save(buf)
    compute(at, pcd="5%", upload=("quadro.xlsx", buf.getvalue(),
                                  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))
    assert not at.error, page_text(at)
    table = quadro_table(at)
    assert list(table["PcD"]) == [2, 1]  # 10% of 20 = 2; 5% of 7 = 0,35 rounds UP to 1 (Decreto 9.508)
    assert quadro_metrics(at)["Vagas PcD"] == "3"


@pytest.mark.parametrize("data, fragment", [
    (b"nome;quantidade\nAnalista;10\n", "coluna desconhecida"),
    (b"cargo;vagas\nAnalista;-3\n", "linha 2"),
    (b"cargo;vagas\nAnalista;10\nanalista;4\n", "aparece duas vezes"),
    (b"\x00\x01\x02garbage", "não é um CSV"),
])
def test_bad_upload_one_portuguese_message_and_no_stale_result(at, data, fragment):
    compute(at)
    assert at.metric
    at.file_uploader(key="quadro-file").set_value(("quadro.csv", data, "text/csv")).run()
    assert not at.metric  # a new file clears the previous result
    at.button(key="quadro-go").click().run()
    assert not at.exception and not at.metric
    assert len(at.error) == 1 and at.error[0].value.startswith("Arquivo do quadro de vagas:")
    assert fragment in at.error[0].value


def test_same_vagas_limit_as_the_other_panels(monkeypatch):
    monkeypatch.setenv("COTAS_MAX_VAGAS", "50")
    at = AppTest.from_file(APP, default_timeout=120).run()
    compute(at, upload=("quadro.csv", b"cargo;vagas\nAnalista;51\n", "text/csv"))
    assert len(at.error) == 1 and "máximo aceito (50)" in at.error[0].value and not at.metric
    compute(at, upload=("quadro.csv", b"cargo;vagas\nA;30\nB;30\n", "text/csv"))
    assert len(at.error) == 1 and "soma 60 vagas; o máximo aceito é 50" in at.error[0].value


def test_bad_pcd_and_date_named_under_their_fields(at):
    compute(at, date="31/02/2025", pcd="muito")
    errors = [e.value for e in at.error]
    assert any(e.startswith("Data de publicação do edital:") for e in errors)
    assert any(e.startswith("Percentual PcD:") for e in errors)
    assert not at.metric


def test_grid_rows_become_cargos_with_line_named_errors():
    import pandas as pd

    from ui.panels.quadro import FieldErrors, example_grid, grid_cargos

    assert grid_cargos(example_grid(), 100) == [{"name": "Analista", "vacancies": 10},
                                                {"name": "Técnico", "vacancies": 4},
                                                {"name": "Motorista", "vacancies": 1}]
    grid = pd.DataFrame([{"Cargo": "Analista", "Vagas": "1.000", "PcD %": "5", "Reservadas no edital": "300",
                          "PcD no edital": None}, {"Cargo": None, "Vagas": None}])
    assert grid_cargos(grid, 10_000) == [{"name": "Analista", "vacancies": 1000, "pcd_percentage": "5%",
                                          "declared_reserved": 300}]  # blank rows skipped
    with pytest.raises(FieldErrors) as exc:
        grid_cargos(pd.DataFrame([{"Cargo": "Analista", "Vagas": "-2"}, {"Cargo": "", "Vagas": "3"}]), 100)
    message = exc.value.errors["quadro-grid"]
    assert "linha 1 (Analista), Vagas: use só algarismos" in message and "linha 2, Cargo: informe o nome" in message


@pytest.mark.parametrize("vagas, pcd", [(5, "5%"), (10, "10%"), (100, "")])
def test_reserve_panel_shows_pcd_and_exact_group_shares(at, vagas, pcd):
    at.text_input(key="reserve-vagas").set_value(str(vagas))
    at.text_input(key="reserve-date").set_value("01/08/2025")
    at.text_input(key="reserve-pcd").set_value(pcd)
    at.run()
    at.button(key="reserve-go").click().run()
    assert not at.error and not at.exception
    expected = calculator.reserve(calculator.ReserveInput(vacancies=vagas, edital_date="2025-08-01",
                                                          pcd_percentage=pcd or None))
    metrics = {m.label: m.value for m in at.metric}
    assert ("Vagas PcD" in metrics) == bool(pcd)
    if pcd:
        assert metrics["Vagas PcD"] == str(expected.pcd)
    shares = next(d.value for d in at.dataframe if "Vagas (parcela exata)" in d.value.columns)
    for shown, g in zip(shares["Vagas (parcela exata)"], expected.groups):
        q = Fraction(g.fraction)
        if q.denominator == 1:
            assert shown == str(q.numerator)
        else:  # exact fraction shown, never a rounded integer
            assert f"({g.fraction})" in shown and shown != str(round(q))
    fractional = any(Fraction(g.fraction).denominator != 1 for g in expected.groups)
    assert any("o regulamento e o edital fixam o número inteiro" in c.value for c in at.caption) == fractional


def test_reserve_panel_shows_one_and_a_half_as_the_exact_fraction():
    from calculator.groups import group_shares
    from ui.panels.reserva import share_text

    assert [share_text(g) for g in group_shares(50)] == ["12,5 (25/2)", "1,5 (3/2)", "1"]
    assert [share_text(g) for g in group_shares(3)] == ["0,75 (3/4)", "0,09 (9/100)", "0,06 (3/50)"]


def test_reserve_panel_bad_pcd_message_under_the_field(at):
    at.text_input(key="reserve-pcd").set_value("abc").run()
    at.button(key="reserve-go").click().run()
    assert len(at.error) == 1 and at.error[0].value.startswith("Percentual PcD do edital:")
    assert not at.metric
