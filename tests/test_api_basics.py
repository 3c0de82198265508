"""HTTP plumbing of assistant.api: errors, limits, rate limiting, CORS, logging, settings."""
from __future__ import annotations

import logging

import pytest
from fastapi.testclient import TestClient

import calculator
from assistant.api import ApiSettings, create_app
from assistant.models import Answer
from tests.api_support import assert_portuguese_error


class RecordingAssistant:
    """Stands in for the real assistant to test the HTTP layer only (the real one is in test_api_ask)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, list]] = []

    def ask(self, question, history):
        self.calls.append((question, history))
        return Answer(answer=f"{len(question)} caracteres, {len(history)} turnos", route="retrieval")


def make_client(**overrides) -> tuple[TestClient, RecordingAssistant]:
    fake = RecordingAssistant()
    settings = ApiSettings(**{"preload": False, "rate_limit": "", **overrides})
    app = create_app(settings, assistant_factory=lambda: fake)
    return TestClient(app, raise_server_exceptions=False), fake


@pytest.fixture(scope="module")
def client():
    c, _ = make_client()
    with c:
        yield c


def test_healthz(client):
    r = client.get("/healthz")
    assert r.status_code == 200
    assert r.json()["status"] == "ok"


def test_openapi_lists_every_endpoint(client):
    doc = client.get("/openapi.json").json()
    paths = set(doc["paths"])
    ops = {f"/v1/calculator/{op}" for op in ("reserve", "regime", "eligibility", "order", "result", "position")}
    assert {"/healthz", "/v1/ask", "/v1/dispositivos/{urn}", "/v1/calculator/result/csv", *ops} <= paths
    assert "ErrorBody" in doc["components"]["schemas"]


def test_reserve_matches_calculator(client):
    payload = {"vacancies": 17, "edital_date": "2024-11-20"}
    r = client.post("/v1/calculator/reserve", json=payload)
    assert r.status_code == 200, r.text
    expected = calculator.reserve(calculator.ReserveInput(**payload)).model_dump(mode="json")
    assert r.json() == expected


def test_calculator_error_is_422_with_its_own_message(client):
    with pytest.raises(calculator.CalculatorError) as info:
        calculator.reserve(calculator.ReserveInput(vacancies=-3))
    r = client.post("/v1/calculator/reserve", json={"vacancies": -3})
    body = assert_portuguese_error(r, 422)
    assert body["erro"] == info.value.message
    assert body["campo"] == "vacancies"


@pytest.mark.parametrize("payload", [{}, {"vacancies": 10, "extra": 1}, {"vacancies": "dez"},
                                     {"vacancies": 10, "edital_date": "20/11/2024"}])
def test_bad_calculator_input_names_the_field(client, payload):
    body = assert_portuguese_error(client.post("/v1/calculator/reserve", json=payload), 422)
    assert body["campo"]


@pytest.mark.parametrize("raw", [b"{not json", b"[]", b'"texto"', b"", b"\xff\xfe"])
def test_malformed_bodies(client, raw):
    r = client.post("/v1/calculator/reserve", content=raw, headers={"content-type": "application/json"})
    assert assert_portuguese_error(r, 422)["campo"] == "corpo"


def test_unknown_route_and_wrong_method(client):
    assert_portuguese_error(client.get("/v1/nada"), 404)
    assert_portuguese_error(client.get("/v1/calculator/reserve"), 405)


def test_body_limit_by_content_length():
    c, _ = make_client(max_body_bytes=2048)
    with c:
        r = c.post("/v1/ask", json={"question": "x" * 5000})
    assert "2048" in assert_portuguese_error(r, 413)["erro"]


def test_body_limit_when_streamed_without_length():
    c, fake = make_client(max_body_bytes=2048)

    def chunks():
        yield b'{"question": "'
        for _ in range(10):
            yield b"a" * 500
        yield b'"}'

    with c:
        r = c.post("/v1/ask", content=chunks(), headers={"content-type": "application/json"})
    assert_portuguese_error(r, 413)
    assert fake.calls == []


def test_ask_passes_question_and_history():
    c, fake = make_client()
    history = [{"role": "user", "content": "Tenho 10 vagas"},
               {"role": "assistant", "content": "São 3 reservadas."}]
    with c:
        r = c.post("/v1/ask", json={"question": "E com 20?", "history": history})
    assert r.status_code == 200, r.text
    assert Answer.model_validate(r.json()).answer == "9 caracteres, 2 turnos"
    question, turns = fake.calls[0]
    assert question == "E com 20?" and [t.content for t in turns] == [h["content"] for h in history]


@pytest.mark.parametrize("payload,field", [
    ({"question": ""}, "question"),
    ({"question": "   \n"}, "question"),
    ({"question": "q" * 101}, "question"),
    ({}, "question"),
    ({"question": "ok", "history": [{"role": "user", "content": "a"}] * 4}, "history"),
    ({"question": "ok", "history": [{"role": "sistema", "content": "a"}]}, "history[0].role"),
    ({"question": 42}, "question"),
])
def test_ask_rejections(payload, field):
    c, fake = make_client(max_question_chars=100, max_history_turns=3)
    with c:
        body = assert_portuguese_error(c.post("/v1/ask", json=payload), 422)
    assert body["campo"] == field
    assert fake.calls == []


def test_ask_unavailable_assistant_is_503_in_portuguese():
    def broken():
        raise RuntimeError("index missing")

    app = create_app(ApiSettings(preload=False, rate_limit=""), assistant_factory=broken)
    with TestClient(app, raise_server_exceptions=False) as c:
        r = c.post("/v1/ask", json={"question": "Quantas vagas?"})
    assert r.status_code == 503
    assert "assistente" in r.json()["erro"]


def test_rate_limit_per_client_and_healthz_exempt():
    fake = RecordingAssistant()
    app = create_app(ApiSettings(preload=False, rate_limit="3/minute", trusted_proxies=["10.9.0.0/16"]),
                     assistant_factory=lambda: fake)
    # The TCP peer is a named proxy, so its X-Forwarded-For is read right to left.
    c = TestClient(app, raise_server_exceptions=False, client=("10.9.0.7", 40000))

    def post(xff: str):
        return c.post("/v1/calculator/reserve", json={"vacancies": 5}, headers={"X-Forwarded-For": xff})

    with c:
        ok = [post("10.0.0.1").status_code for _ in range(3)]
        limited = post("10.0.0.1")
        # A client prepending a fake address is still keyed on the address the proxy saw.
        spoofed = post("10.0.0.2, 10.0.0.1")
        # Proxies of our own to the right are skipped.
        other = post("10.0.0.2, 10.9.0.1")
        health = [c.get("/healthz").status_code for _ in range(5)]
    assert ok == [200, 200, 200]
    assert_portuguese_error(limited, 429)
    assert int(limited.headers["Retry-After"]) >= 1
    assert spoofed.status_code == 429
    assert other.status_code == 200
    assert health == [200] * 5


def test_forwarded_header_ignored_unless_configured():
    c, _ = make_client(rate_limit="2/minute", trusted_proxies=["192.0.2.1"])
    with c:
        codes = [c.post("/v1/calculator/reserve", json={"vacancies": 5},
                        headers={"X-Forwarded-For": f"10.0.0.{i}"}).status_code for i in range(3)]
    assert codes == [200, 200, 429]


def test_cors_allows_only_configured_origins():
    c, _ = make_client(cors_origins=["https://portal.gov.br"])
    with c:
        ok = c.options("/v1/ask", headers={"Origin": "https://portal.gov.br",
                                            "Access-Control-Request-Method": "POST"})
        bad = c.options("/v1/ask", headers={"Origin": "https://evil.example",
                                             "Access-Control-Request-Method": "POST"})
        simple = c.post("/v1/calculator/reserve", json={"vacancies": 5},
                        headers={"Origin": "https://portal.gov.br"})
    assert ok.headers["access-control-allow-origin"] == "https://portal.gov.br"
    assert "access-control-allow-origin" not in bad.headers
    assert assert_portuguese_error(bad, 403)["campo"] == "Origin"
    assert simple.headers["access-control-allow-origin"] == "https://portal.gov.br"


def test_cors_origins_from_environment(monkeypatch):
    monkeypatch.setenv("COTAS_API_CORS_ORIGINS", "https://a.gov.br, https://b.gov.br")
    assert ApiSettings().cors_origins == ["https://a.gov.br", "https://b.gov.br"]
    monkeypatch.setenv("COTAS_API_CORS_ORIGINS", '["https://c.gov.br"]')
    assert ApiSettings().cors_origins == ["https://c.gov.br"]


def test_logs_hold_no_personal_data(caplog):
    secret = "Maria da Silva CPF 123.456.789-09"
    c, _ = make_client()
    with caplog.at_level(logging.DEBUG):
        with c:
            c.post("/v1/ask", json={"question": f"Sou {secret}, tenho direito?"},
                   headers={"X-Forwarded-For": "203.0.113.9"})
            c.post("/v1/calculator/reserve", json={"vacancies": secret})
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "POST /v1/ask 200" in text
    assert "POST /v1/calculator/reserve 422" in text
    for leak in ("Maria", "123.456.789-09", "203.0.113.9", "testclient"):
        assert leak not in text


@pytest.mark.parametrize("body", [b'{"question": "quantas vagas', b"\xff\xfe\x00q", b"question=10"])
def test_a_body_that_is_not_json_is_422_naming_the_body(client, body):
    """docs/api.md: a body that is not valid JSON (truncated, wrong syntax, not UTF-8) is 422 with campo "corpo"."""
    r = client.post("/v1/ask", content=body, headers={"content-type": "application/json"})
    assert r.status_code == 422 and r.json() == {"erro": "O corpo da requisição não é um JSON válido.", "campo": "corpo"}
