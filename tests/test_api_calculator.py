"""Calculator endpoints: same figures as the calculator itself, its errors as 422."""
from __future__ import annotations

import datetime as dt

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import calculator
from assistant.api import ApiSettings, create_app
from tests.api_support import assert_portuguese_error

MAX_ROWS = 40


@pytest.fixture(scope="module")
def client():
    app = create_app(ApiSettings(preload=False, rate_limit="", max_result_rows=MAX_ROWS))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def direct(op: str, payload: dict) -> dict:
    model = getattr(calculator, f"{op.capitalize()}Input")
    return getattr(calculator, op)(model(**payload)).model_dump(mode="json")


CANDIDATES = [
    {"id": "A", "rank": 1}, {"id": "B", "rank": 2, "quota": True}, {"id": "C", "rank": 3},
    {"id": "D", "rank": 4, "quota": True, "confirmed": False}, {"id": "E", "rank": 5, "quota": True},
    {"id": "F", "rank": 6, "pcd": True}, {"id": "G", "rank": 7},
]

EXAMPLES = [
    ("reserve", {"vacancies": 10}),
    ("reserve", {"vacancies": 3, "edital_date": "2024-11-20"}),
    ("regime", {"edital_date": "2025-06-03"}),
    ("regime", {"edital_date": "2025-06-04"}),
    ("eligibility", {"group": "parda", "entity": "autarquia", "process": "pss",
                     "edital_date": "2025-07-01", "vacancies": 10}),
    ("eligibility", {"group": "indigena", "entity": "empresa-publica", "process": "concurso",
                     "edital_date": "2024-12-01", "vacancies": 5}),
    ("order", {"vacancies": 12, "pcd_percentage": "5%"}),
    ("order", {"vacancies": 5, "edital_date": "2024-11-20", "tie_break": "pcd_first"}),
    ("result", {"vacancies": 4, "candidates": CANDIDATES}),
    ("position", {"general_rank": 9, "optant": True, "reserve_rank": 2, "vacancies": 10}),
]


@pytest.mark.parametrize("op,payload", EXAMPLES)
def test_endpoint_equals_calculator(client, op, payload):
    if not hasattr(calculator, op):
        pytest.skip(f"calculator.{op} not available yet")
    r = client.post(f"/v1/calculator/{op}", json=payload)
    assert r.status_code == 200, r.text
    assert r.json() == direct(op, payload)
    assert r.json()["legal_basis"], "every result carries its legal basis"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(vacancies=st.integers(0, 5000),
       edital=st.one_of(st.none(), st.dates(dt.date(2014, 6, 10), dt.date(2026, 12, 1))))
def test_reserve_property_same_as_calculator(client, vacancies, edital):
    payload = {"vacancies": vacancies, "edital_date": edital.isoformat() if edital else None}
    r = client.post("/v1/calculator/reserve", json=payload)
    assert r.status_code == 200, r.text
    assert r.json() == direct("reserve", payload)


BAD = [
    ("reserve", {"vacancies": -1}),
    ("reserve", {"vacancies": True}),
    ("reserve", {"vacancies": 10, "edital_date": "2024-02-30"}),
    ("regime", {"edital_date": "ontem"}),
    ("eligibility", {"group": "marciano", "entity": "direta", "process": "concurso"}),
    ("order", {"vacancies": 10, "tie_break": "sorteio"}),
    ("result", {"vacancies": 2, "candidates": [{"id": "A", "rank": 1}, {"id": "A", "rank": 2}]}),
    ("result", {"vacancies": 2, "candidates": [{"id": "A", "rank": 3}]}),
    ("position", {"general_rank": 0, "vacancies": 10}),
]


@pytest.mark.parametrize("op,payload", BAD)
def test_calculator_errors_are_422_with_calculator_message(client, op, payload):
    if not hasattr(calculator, op):
        pytest.skip(f"calculator.{op} not available yet")
    with pytest.raises(calculator.CalculatorError) as info:
        direct(op, payload)
    body = assert_portuguese_error(client.post(f"/v1/calculator/{op}", json=payload), 422)
    assert body["erro"] == info.value.message
    assert body["campo"] == info.value.param


def _csv(cands: list[dict], sep: str = ",") -> str:
    head = sep.join(["id", "rank", "quota", "pcd", "confirmed"])
    rows = [sep.join([c["id"], str(c["rank"]), str(int(c.get("quota", False))),
                      str(int(c.get("pcd", False))), str(int(c.get("confirmed", True)))]) for c in cands]
    return "\n".join([head, *rows]) + "\n"


@pytest.mark.parametrize("sep", [",", ";"])
def test_result_csv_equals_json(client, sep):
    csv_r = client.post("/v1/calculator/result/csv", params={"vacancies": 4},
                        content=_csv(CANDIDATES, sep).encode(), headers={"content-type": "text/csv"})
    json_r = client.post("/v1/calculator/result", json={"vacancies": 4, "candidates": CANDIDATES})
    assert csv_r.status_code == 200, csv_r.text
    assert csv_r.json() == json_r.json()


def test_result_row_limit_json_and_csv(client):
    many = [{"id": f"c{i}", "rank": i} for i in range(1, MAX_ROWS + 2)]
    for r in (client.post("/v1/calculator/result", json={"vacancies": 5, "candidates": many}),
              client.post("/v1/calculator/result/csv", params={"vacancies": 5}, content=_csv(many))):
        body = assert_portuguese_error(r, 422)
        assert body["campo"] == "candidates" and str(MAX_ROWS) in body["erro"]
    at_limit = many[:MAX_ROWS]
    assert client.post("/v1/calculator/result", json={"vacancies": 5, "candidates": at_limit}).status_code == 200


@pytest.mark.parametrize("params,text,field", [
    ({"vacancies": 3}, "id,rank\nA,1\n", "columns"),
    ({"vacancies": 3}, "", "columns"),
    ({"vacancies": "três"}, "id,rank,quota,pcd\nA,1,0,0\n", "vacancies"),
    ({}, "id,rank,quota,pcd\nA,1,0,0\n", "vacancies"),
    ({"vacancies": 3}, "id,rank,quota,pcd\nA,x,0,0\n", "rank"),
])
def test_result_csv_errors(client, params, text, field):
    r = client.post("/v1/calculator/result/csv", params=params, content=text.encode("utf-8"))
    assert assert_portuguese_error(r, 422)["campo"] == field


def test_result_csv_accepts_latin1_spreadsheet_export(client):
    text = "id;rank;quota;pcd\nJoão;1;0;0\nAna;2;1;0\n"
    r = client.post("/v1/calculator/result/csv", params={"vacancies": 2}, content=text.encode("latin-1"))
    assert r.status_code == 200, r.text
    assert {c["id"] for c in r.json()["classified"]} == {"João", "Ana"}


@pytest.mark.parametrize("op,payload,field", [
    ("order", {"vacancies": 10**9}, "vacancies"),
    ("order", {"vacancies": 500_000}, "vacancies"),
    ("position", {"general_rank": 3, "vacancies": 300_000}, "vacancies"),
    ("position", {"general_rank": 10**8, "vacancies": 10}, "general_rank"),
    ("reserve", {"vacancies": 10**12}, "vacancies"),
    ("result", {"vacancies": 10**6, "candidates": CANDIDATES}, "vacancies"),
])
def test_size_ceiling_protects_the_server(client, op, payload, field):
    """Order/position schedules are built slot by slot: huge inputs are refused up front
    (by the API's ceiling, or by the calculator's own when it is lower)."""
    body = assert_portuguese_error(client.post(f"/v1/calculator/{op}", json=payload), 422)
    assert body["campo"] == field
