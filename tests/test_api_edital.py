"""POST /v1/calculator/edital (JSON) and /edital/csv: same figures as the calculator, Portuguese 422s."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

import calculator
from assistant.api import ApiSettings, create_app
from tests.api_support import assert_portuguese_error

THREE = [{"name": "Analista", "vacancies": 10}, {"name": "Técnico", "vacancies": 4},
         {"name": "Motorista", "vacancies": 1}]
CSV = "Cargo;Vagas;PcD;Reservadas no edital\nAnalista;10;5%;2\nTécnico;4;;1\nMotorista;1;;\n"


@pytest.fixture(scope="module")
def client():
    app = create_app(ApiSettings(preload=False, rate_limit="", max_vacancies=1000))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def test_edital_json_equals_calculator(client):
    payload = {"cargos": THREE, "edital_date": "2025-07-01", "pcd_percentage": "5%"}
    r = client.post("/v1/calculator/edital", json=payload)
    assert r.status_code == 200, r.text
    body = r.json()
    assert body == calculator.edital(payload).model_dump(mode="json")
    assert [c["reserved"] for c in body["cargos"]] == [3, 1, 0]
    assert (body["reserved_total"], body["reserved_on_total"]) == (4, 5) and body["split_note"]


def test_edital_csv_equals_json(client):
    r = client.post("/v1/calculator/edital/csv", params={"edital_date": "2025-07-01"},
                    content=CSV.encode("latin-1"), headers={"content-type": "text/csv"})
    assert r.status_code == 200, r.text
    cargos = [{"name": "Analista", "vacancies": 10, "pcd_percentage": "5%", "declared_reserved": 2},
              {"name": "Técnico", "vacancies": 4, "declared_reserved": 1}, {"name": "Motorista", "vacancies": 1}]
    as_json = client.post("/v1/calculator/edital", json={"cargos": cargos, "edital_date": "2025-07-01"})
    assert r.json() == as_json.json()
    assert [c["matches"] for c in r.json()["cargos"]] == [False, True, None]


@pytest.mark.parametrize("payload, campo, fragment", [
    ({"cargos": []}, "cargos", "pelo menos um cargo"),
    ({"cargos": [{"name": "A", "vacancies": 1}, {"name": "Motorista", "vacancies": -1}]},
     "cargos[1].vacancies", "cargo nº 2 (Motorista)"),
    ({"cargos": [{"name": "Técnico", "vacancies": 1}, {"name": "tecnico", "vacancies": 2}]},
     "cargos[1].name", "aparece duas vezes"),
    ({"cargos": [{"name": "", "vacancies": 1}]}, "cargos[0].name", "cargo nº 1"),
    ({"cargos": [{"name": f"C{i}", "vacancies": 1} for i in range(2001)]}, "cargos", "2.000"),
    ({"cargos": [{"name": "A", "vacancies": 1001}]}, "cargos[0].vacancies", "limite da API"),
    ({"cargos": THREE, "edital_date": "01/07/2025"}, "edital_date", "AAAA-MM-DD"),
    ({"cargos": "Analista"}, "cargos", "lista"),
])
def test_edital_json_errors(client, payload, campo, fragment):
    body = assert_portuguese_error(client.post("/v1/calculator/edital", json=payload), 422)
    assert body["campo"] == campo and fragment in body["erro"], body


@pytest.mark.parametrize("content, params, fragment", [
    (b"cargo;vagas\nAnalista;10\nMotorista;-1\n", {}, "linha 3, coluna vagas"),
    (b"cargo;vagas;foo\nA;1;2\n", {}, "coluna desconhecida"),
    (b"\x00\x01\xff\xfe", {}, "CSV de texto"),
    (b"", {}, "vazia"),
    (b"cargo;vagas\n\"" + b"x" * 100_000 + b"\n", {}, "linha 2"),
    (b"cargo;vagas\nA;1\n", {"pcd_percentage": "cinco"}, "percentual PcD"),
])
def test_edital_csv_errors(client, content, params, fragment):
    r = client.post("/v1/calculator/edital/csv", params=params, content=content,
                    headers={"content-type": "text/csv"})
    body = assert_portuguese_error(r, 422)
    assert fragment in body["erro"], body


def test_edital_in_openapi(client):
    paths = client.get("/openapi.json").json()["paths"]
    assert "/v1/calculator/edital" in paths and "/v1/calculator/edital/csv" in paths
    assert "text/csv" in paths["/v1/calculator/edital/csv"]["post"]["requestBody"]["content"]


def test_edital_csv_endpoint_accepts_an_xlsx_body(client):
    import io

    from openpyxl import Workbook

    wb = Workbook()
    for row in [["Cargo", "Vagas"], ["Analista", 10], ["Técnico", 4], ["Motorista", 1]]:
        wb.active.append(row)
    buf = io.BytesIO()
    wb.save(buf)
    r = client.post("/v1/calculator/edital/csv", params={"edital_date": "2025-07-01"}, content=buf.getvalue(),
                    headers={"content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"})
    assert r.status_code == 200, r.text
    assert [c["reserved"] for c in r.json()["cargos"]] == [3, 1, 0] and r.json()["reserved_on_total"] == 5
