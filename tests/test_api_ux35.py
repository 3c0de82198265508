"""What a portal developer met calling the API from a script and from a portal page (round ux35)."""
from __future__ import annotations

from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app
from assistant.models import Answer
from tests.api_support import assert_portuguese_error

PORTAL = "https://portal.gov.br"


class Fake:
    def ask(self, question, history):
        return Answer(answer="ok", route="retrieval")


def client(**overrides) -> TestClient:
    settings = ApiSettings(**{"preload": False, "rate_limit": "", **overrides})
    return TestClient(create_app(settings, assistant_factory=Fake), raise_server_exceptions=False)


def test_a_portal_script_can_read_retry_after_on_429():
    # Retry-After is not CORS-safelisted: without Access-Control-Expose-Headers a portal's fetch() sees a 429
    # but reads null for how long to wait (docs/api.md promises the header).
    with client(cors_origins=[PORTAL], rate_limit="1/minute") as c:
        c.post("/v1/calculator/reserve", json={"vacancies": 5}, headers={"Origin": PORTAL})
        limited = c.post("/v1/calculator/reserve", json={"vacancies": 5}, headers={"Origin": PORTAL})
    assert_portuguese_error(limited, 429)
    assert limited.headers["access-control-allow-origin"] == PORTAL
    exposed = {h.strip().lower() for h in limited.headers.get("access-control-expose-headers", "").split(",")}
    assert {"retry-after", "x-ratelimit-limit"} <= exposed
    assert int(limited.headers["retry-after"]) > 0


def test_a_missing_field_names_its_json_key_too():
    # {"vagas": 10} answered "vagas: campo obrigatório não informado." — as if the key sent were the missing one.
    with client() as c:
        body = assert_portuguese_error(c.post("/v1/calculator/reserve", json={"vagas": 10}), 422)
    assert body["campo"] == "vacancies"
    assert "'vacancies'" in body["erro"] and body["erro"].startswith("vagas: campo obrigatório")
