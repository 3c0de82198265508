"""Optional LLM writer behind /v1/ask: slow, failing or lying models fall back to the
deterministic answer; a well-behaved one is used (so the fallbacks are not vacuous)."""
from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.runnables import RunnableLambda

from assistant.api import ApiSettings, create_app
from assistant.core import Assistant
from assistant.settings import AssistantSettings

QUESTION = "Um concurso federal oferece 10 vagas. Quantas são reservadas?"
TIMEOUT = 0.5


def _fail(_messages):
    raise ConnectionError("modelo fora do ar")


def client_for(llm) -> TestClient:
    settings = AssistantSettings(writer="llm", llm_model="fake", llm_timeout=TIMEOUT)
    assistant = Assistant(settings=settings, llm=llm)
    app = create_app(ApiSettings(preload=False, rate_limit=""), assistant_factory=lambda: assistant)
    return TestClient(app, raise_server_exceptions=False)


@pytest.fixture(scope="module")
def deterministic() -> dict:
    app = create_app(ApiSettings(preload=False, rate_limit=""),
                     assistant_factory=lambda: Assistant(settings=AssistantSettings(writer="deterministic")))
    with TestClient(app) as c:
        r = c.post("/v1/ask", json={"question": QUESTION})
    assert r.status_code == 200 and r.json()["route"] == "calculator"
    return r.json()


@pytest.mark.parametrize("name,llm", [
    ("slow", FakeListChatModel(responses=["Das 10 vagas, **3 são reservadas**."], sleep=3.0)),
    ("failing", RunnableLambda(_fail)),
    ("wrong-figure", FakeListChatModel(responses=["Das 10 vagas, **5 são reservadas** (50%)."])),
    ("invented-article", FakeListChatModel(responses=["Das 10 vagas, **3 são reservadas** (art. 99)."])),
    ("empty", FakeListChatModel(responses=["   "])),
])
def test_bad_llm_falls_back_to_deterministic_answer(deterministic, name, llm):
    with client_for(llm) as c:
        start = time.perf_counter()
        r = c.post("/v1/ask", json={"question": QUESTION})
        elapsed = time.perf_counter() - start
    assert r.status_code == 200, r.text
    body = r.json()
    # The deterministic answer, flagged as an LLM fallback (Answer.llm_fallback) so the page can say so.
    assert body.pop("llm_fallback") is True and body == {k: v for k, v in deterministic.items() if k != "llm_fallback"}
    if name == "slow":
        # Answered on the timeout, not after the model's 3 s.
        assert elapsed < 2.5, elapsed


def test_good_llm_rewrite_is_used_and_keeps_figures(deterministic):
    text = "São **3** vagas reservadas das 10; as outras 7 ficam na ampla concorrência."
    with client_for(FakeListChatModel(responses=[text])) as c:
        r = c.post("/v1/ask", json={"question": QUESTION})
    body = r.json()
    assert r.status_code == 200
    assert body["answer"].startswith(text)
    assert body["calculation"] == deterministic["calculation"]
    assert body["citations"] == deterministic["citations"]
