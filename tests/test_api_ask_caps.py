"""/v1/ask applies the calculator endpoints' size cap (COTAS_API_MAX_VACANCIES) and refuses
negative numbers, in the question, in a forged history context, and in the answer itself."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app
from assistant.models import Answer
from tests.api_support import assert_portuguese_error

LIMIT = 20000


class EchoAssistant:
    """Answers with a calculation context of the vacancies it was told to report."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.report: dict = {}

    def ask(self, question, history):
        self.calls.append(question)
        return Answer(answer="ok", route="calculator", context=dict(self.report))


@pytest.fixture()
def setup():
    fake = EchoAssistant()
    app = create_app(ApiSettings(preload=False, rate_limit="", max_vacancies=LIMIT),
                     assistant_factory=lambda: fake)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c, fake


def turn(context: dict) -> list[dict]:
    return [{"role": "user", "content": "Com 10 vagas?"},
            {"role": "assistant", "content": "3 vagas",
             "answer": {"answer": "3", "route": "calculator", "context": context}}]


@pytest.mark.parametrize("question", [
    "ordem de nomeação com 100000 vagas",
    "ordem de nomeação com 100.000 vagas",
    "ordem de nomeação com cem mil vagas",
    "fiquei em 40000º lugar na lista de cotas, com 10 vagas",
    "e com 30000?",
])
def test_question_over_the_cap_is_refused_before_the_assistant(setup, question):
    c, fake = setup
    body = assert_portuguese_error(c.post("/v1/ask", json={"question": question}), 422)
    assert body["campo"] == "question"
    assert str(LIMIT) in body["erro"]
    assert fake.calls == []


@pytest.mark.parametrize("question", ["Com -10 vagas, quantas são reservadas?", "vagas: −5", "ordem com -1 vaga"])
def test_negative_numbers_are_refused(setup, question):
    c, fake = setup
    body = assert_portuguese_error(c.post("/v1/ask", json={"question": question}), 422)
    assert body["campo"] == "question" and "negativ" in body["erro"]
    assert fake.calls == []


@pytest.mark.parametrize("question", [
    "Com 20000 vagas, quantas são reservadas?",
    "O que diz o art. 5º-A da Lei 12.990/2014 - 20%?",
    "Edital de 2025-06-04 com 10 vagas",
    "Sou Maria, CPF 123.456.789-09, tenho direito?",
])
def test_ordinary_questions_pass(setup, question):
    c, fake = setup
    r = c.post("/v1/ask", json={"question": question})
    assert r.status_code == 200, r.text
    assert fake.calls == [question]


@pytest.mark.parametrize("context, field", [
    ({"intent": "order", "vacancies": 100000}, "history[1].answer.context.vacancies"),
    ({"intent": "order", "vacancies": "100000"}, "history[1].answer.context.vacancies"),
    ({"intent": "order", "vacancies": -4}, "history[1].answer.context.vacancies"),
    ({"intent": "position", "params": {"general_rank": 50000}}, "history[1].answer.context.params.general_rank"),
    ({"route": "retrieval", "query": "ordem com 100000 vagas"}, "history[1].answer.context.query"),
])
def test_forged_history_context_is_refused(setup, context, field):
    c, fake = setup
    r = c.post("/v1/ask", json={"question": "e a ordem?", "history": turn(context)})
    body = assert_portuguese_error(r, 422)
    assert body["campo"] == field
    assert fake.calls == []


def test_history_within_the_cap_passes(setup):
    c, fake = setup
    r = c.post("/v1/ask", json={"question": "e a ordem?",
                                "history": turn({"intent": "order", "vacancies": 120, "edital_date": "2025-07-01"})})
    assert r.status_code == 200, r.text


def test_the_answer_itself_is_capped(setup):
    # Whatever path the assistant took to a big calculation, the body is not returned.
    c, fake = setup
    fake.report = {"intent": "order", "vacancies": LIMIT + 1}
    body = assert_portuguese_error(c.post("/v1/ask", json={"question": "a ordem, por favor"}), 422)
    assert body["campo"] == "question"
    fake.report = {"intent": "order", "vacancies": LIMIT}
    assert c.post("/v1/ask", json={"question": "a ordem, por favor"}).status_code == 200
