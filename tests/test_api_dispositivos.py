"""GET /v1/dispositivos/{urn}: exact corpus text, unknown URN -> Portuguese 404."""
from __future__ import annotations

from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app
from corpus import load_corpus
from tests.api_support import assert_portuguese_error


@pytest.fixture(scope="module")
def client():
    app = create_app(ApiSettings(preload=False, rate_limit=""))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def test_every_dispositivo_round_trips(client):
    items = load_corpus().all()
    assert len(items) > 20
    for d in items:
        r = client.get("/v1/dispositivos/" + quote(d.urn, safe=""))
        assert r.status_code == 200, (d.urn, r.text)
        assert r.json() == d.model_dump(mode="json")


def test_unencoded_urn_works_too(client):
    urn = "urn:lex:br:federal:lei:2025-06-03;15142!art5_par2"
    r = client.get(f"/v1/dispositivos/{urn}")
    assert r.status_code == 200 and r.json()["urn"] == urn
    assert r.json()["text"] == load_corpus().get(urn).text


@pytest.mark.parametrize("urn", [
    "urn:lex:br:federal:lei:2025-06-03;15142!art99",
    "urn:lex:br:federal:lei:2014-06-09;12990!art1_par9",
    "art5", "%00", "' OR 1=1 --",
])
def test_unknown_urn_is_404(client, urn):
    body = assert_portuguese_error(client.get("/v1/dispositivos/" + quote(urn, safe="")), 404)
    assert body["campo"] == "urn"


def test_overlong_urn_is_422(client):
    body = assert_portuguese_error(client.get("/v1/dispositivos/" + "a" * 500), 422)
    assert body["campo"] == "urn"
