"""calculator.table.parse_cargos: the quadro de vagas from CSV/XLSX, errors naming line and column,
and robustness (BOM, bare CR, huge fields, binary garbage: always a CalculatorError)."""
import io
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl import Workbook

from calculator import CalculatorError, edital
from calculator.table import parse_cargos


def rows(cargos):
    return [(c.name, c.vacancies, c.pcd_percentage, c.declared_reserved, c.declared_pcd) for c in cargos]


def test_csv_semicolon_bom_accents_crlf_and_bare_cr():
    data = ("\ufeffCargo;Vagas;PcD;Reservadas no edital;PcD no edital\r\n"
            "Analista;10;5%;2;1\r\nTécnico;4;;;\rMotorista;1\n\n").encode("utf-8")
    assert rows(parse_cargos(data, "quadro.csv")) == [
        ("Analista", 10, Fraction(1, 20), 2, 1), ("Técnico", 4, None, None, None),
        ("Motorista", 1, None, None, None)]


def test_csv_comma_and_latin1_header_variants():
    data = "CARGO,VAGAS,RESERVADAS_NO_EDITAL\n\"Técnico, nível médio\",4,1\n".encode("latin-1")
    assert rows(parse_cargos(data, "q.csv")) == [("Técnico, nível médio", 4, None, 1, None)]


def test_xlsx_with_percentage_cells():
    wb = Workbook()
    ws = wb.active
    for r in [["Cargo", "Vagas", "PcD", "Reservadas no edital"], ["Analista", 10, 0.05, 3],
              ["Técnico", 4.0, None, None], [None, None], ["Motorista", 1, 10, None]]:
        ws.append(r)
    ws["C2"].number_format = "0%"
    buf = io.BytesIO()
    wb.save(buf)
    cargos = parse_cargos(buf.getvalue(), "quadro.xlsx")
    assert rows(cargos) == [("Analista", 10, Fraction(1, 20), 3, None), ("Técnico", 4, None, None, None),
                            ("Motorista", 1, Fraction(1, 10), None, None)]
    res = edital({"cargos": cargos, "edital_date": "2025-07-01"})
    assert [c.reserved for c in res.cargos] == [3, 1, 0] and res.cargos[0].matches is True


@pytest.mark.parametrize("data, fragment", [
    (b"cargo;vagas\nAnalista;10\nMotorista;-1\n", "linha 3, coluna vagas"),
    (b"Cargo;Vagas\nAnalista;dez\n", "linha 2, coluna Vagas"),
    (b"cargo;vagas;pcd\nA;2;abc\n", "linha 2, coluna pcd"),
    (b"cargo;vagas\n;3\n", "linha 2, coluna cargo"),
    (b"cargo;vagas\nT\xc3\xa9cnico;1\nTECNICO;2\n", "linha 2 e linha 3"),
    (b"cargo;vagas;observacao\nA;1;x\n", "coluna desconhecida 'observacao'"),
    (b"cargo\nA\n", "falta(m) vagas"),
    (b"cargo;vagas\n", "nenhuma linha de cargo"),
    (b"", "tabela está vazia"),
    (b"cargo;vagas\n\"" + b"x" * 300_000 + b"\n", "linha 2"),
    (b"cargo;vagas\nA;" + b"9" * 5000 + b"\n", "linha 2, coluna vagas"),
    ("cargo;vagas\nA;1\n".encode("utf-16"), "CSV de texto"),
    (b"\x00\x01\x02\xff\xfe garbage", "CSV de texto"),
    (b"PK\x03\x04 not really a zip", "planilha .xlsx"),
    (b"cargo;vagas\n" + b"".join(b"c%d;1\n" % i for i in range(2001)), "linha 2002"),
])
def test_errors_name_line_and_column(data, fragment):
    with pytest.raises(CalculatorError) as info:
        parse_cargos(data, "quadro.csv")
    assert fragment in info.value.message
    assert len(info.value.message) < 400


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400) | st.text(alphabet="cargovas;,\"\r\n\t0123456789-%é\x00", max_size=200).map(str.encode))
def test_any_bytes_give_cargos_or_calculator_error(data):
    for name in ("q.csv", "q.xlsx"):
        try:
            cargos = parse_cargos(data, name)
        except CalculatorError as exc:
            assert exc.message
        else:
            assert cargos and all(c.name for c in cargos)
