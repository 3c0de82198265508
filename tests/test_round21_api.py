"""Round 21 (API): amounts with their scale word are capped like digits; the headline also comes without Markdown."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app
from assistant.models import Answer
from tests.api_support import assert_portuguese_error


class Headline:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def ask(self, question, history):
        self.calls.append(question)
        return Answer(answer="ok", route="calculator", headline="Das 10 vagas, **3 são reservadas** (30%).")


@pytest.fixture()
def setup():
    fake = Headline()
    app = create_app(ApiSettings(preload=False, rate_limit="", max_vacancies=20000), assistant_factory=lambda: fake)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c, fake


@pytest.mark.parametrize("question", ["concurso com um milhão de vagas, quantas de cota?", "e com 2,5 milhões de vagas?",
                                      "ordem com 25 mil vagas"])
def test_scaled_amounts_over_the_cap_are_refused(setup, question) -> None:
    c, fake = setup
    body = assert_portuguese_error(c.post("/v1/ask", json={"question": question}), 422)
    assert body["campo"] == "question" and "20000" in body["erro"]
    assert fake.calls == []


def test_headline_text_has_no_markdown(setup) -> None:
    c, _ = setup
    r = c.post("/v1/ask", json={"question": "quantas reservadas com 10 vagas?"})
    assert r.status_code == 200
    body = r.json()
    assert body["headline"] == "Das 10 vagas, **3 são reservadas** (30%)."
    assert body["headline_text"] == "Das 10 vagas, 3 são reservadas (30%)."
