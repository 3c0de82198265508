"""Round 52 (lo52c): API messages and markup in a question.

- `POST /v1/ask` with an empty question (`""`) and with a blank one (spaces, tabs, line breaks) gives one rejection: the
  same status (422), the same body shape and the same Portuguese message (`api.routes_ask`: the blank check runs before
  the length constraint, which answered `""` with "deve ter pelo menos 1 caractere(s)"); a question with text still
  reaches the assistant;
- HTML markup in a question (a script, an event handler, escaped tags, a portal's rich text) is read away before any
  reader (`extraction.markup.without_markup`, from `strip_envelope`): the question is answered as the same question
  without it (same route, same figures, no "a number did not enter the calculation" note from a script's digits),
  markup alone asks for the question (never refused as off-topic), text with a bare "<" ("nota < 5", "<3") is left as
  written; an earlier user turn of a client's history reads without its tags (`models.Turn`), so a follow-up continues
  it; the API's cap check reads the question as the assistant does (a script's "alert(99999)" is no figure), and no
  answer, by the API or the assistant, echoes the markup.

The page (390 px: help targets of 24 px, one tab row, the Quadro grid's headers) is checked in
`tests/e2e/test_app_pages_browser.py` and `tests/e2e/test_app_quadro_browser.py`.
"""
from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app
from assistant.extraction.envelope import strip_envelope
from assistant.extraction.markup import without_markup
from assistant.models import Answer, Turn
from tests.api_support import assert_portuguese_error
from tests.assistant_support import chat

# ------------------------------------------------------------------------------------------- empty and blank question


class Recorder:
    def __init__(self) -> None:
        self.asked: list[str] = []

    def ask(self, question: str, history: Any) -> Answer:
        self.asked.append(question)
        return Answer(answer="ok", route="clarify")


@pytest.fixture()
def api() -> Any:
    fake = Recorder()
    app = create_app(ApiSettings(preload=False, rate_limit=""), assistant_factory=lambda: fake)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client, fake


def test_empty_and_blank_questions_get_one_rejection(api: Any) -> None:
    client, fake = api
    bodies = []
    for question in ("", " ", "   ", "\t", "\n \n", " \t "):
        response = client.post("/v1/ask", json={"question": question})
        bodies.append(assert_portuguese_error(response, 422))
    assert all(body == bodies[0] for body in bodies), bodies
    assert bodies[0]["campo"] == "question" and "vazia" in bodies[0]["erro"]
    assert "caractere" not in bodies[0]["erro"]  # pydantic's length message no longer answers ""
    assert fake.asked == []


def test_a_question_with_text_still_reaches_the_assistant(api: Any) -> None:
    client, fake = api
    for question in (" 10 vagas?", "x", "  quem é pardo?  "):
        assert client.post("/v1/ask", json={"question": question}).status_code == 200
    assert fake.asked == [" 10 vagas?", "x", "  quem é pardo?  "]
    # a non-text question is still a type error, not the empty one
    body = assert_portuguese_error(client.post("/v1/ask", json={"question": 7}), 422)
    assert "vazia" not in body["erro"]


def test_the_api_doc_states_the_one_message() -> None:
    from pathlib import Path

    from assistant.api.routes_ask import EMPTY_QUESTION

    doc = (Path(__file__).resolve().parents[1] / "docs" / "api.md").read_text(encoding="utf-8")
    assert EMPTY_QUESTION in doc


# ------------------------------------------------------------------------------------------------- markup read away

MARKED = [
    # (with markup, the same question without it)
    ("<script>alert(4)</script> num concurso de 10 vagas quantas ficam para a cota?",
     "num concurso de 10 vagas quantas ficam para a cota?"),
    ("<a href=\"javascript:alert(1)\">veja</a> 12 vagas no edital, quantas para pretos e pardos?",
     "veja 12 vagas no edital, quantas para pretos e pardos?"),
    ("<style>p{margin:0}</style>o edital saiu em março de 2025, qual lei vale?",
     "o edital saiu em março de 2025, qual lei vale?"),
    ("&lt;script&gt;alert(8)&lt;/script&gt; com 40 vagas, quantas reservadas?", "com 40 vagas, quantas reservadas?"),
    ("<div class=\"chat\"><p>Quem pode se declarar quilombola na seleção?</p></div>",
     "Quem pode se declarar quilombola na seleção?"),
    ("<img src=x onerror=alert(5)> sou parda, posso concorrer pela reserva num concurso do INSS?",
     "sou parda, posso concorrer pela reserva num concurso do INSS?"),
]


def test_markup_is_read_away_before_the_message_is_read() -> None:
    for marked, plain in MARKED:
        assert strip_envelope(marked) == strip_envelope(plain), marked
    # a tag's own text stays; the lines of a pasted page stay lines
    assert without_markup("<p>edital com <b>18</b> vagas</p>\n<p>quantas de cota?</p>") == \
        "edital com 18 vagas\nquantas de cota?"
    assert without_markup("<script>var n = 3;") == ""  # an unclosed script is code to the end


def test_text_without_markup_is_left_as_written() -> None:
    for text in ("a nota < 5 elimina o cotista?", "obrigada <3 e com 7 vagas?", "x<=2 ou y>=3", "P&D tem cota?",
                 "vagas: 10 > 8", "sem marcação nenhuma"):
        assert without_markup(text) == text, text


def _same(a: Answer, b: Answer) -> None:
    assert (a.route, a.headline, a.calculation, a.law_id) == (b.route, b.headline, b.calculation, b.law_id)
    assert [c.urn for c in a.citations] == [c.urn for c in b.citations]
    assert a.answer == b.answer


def test_a_question_with_markup_is_answered_as_without_it(bot: Any) -> None:
    for marked, plain in MARKED:
        with_markup, without = bot.ask(marked, []), bot.ask(plain, [])
        _same(with_markup, without)
        for echoed in ("<", "script", "onerror", "alert", "javascript"):
            assert echoed not in with_markup.answer, (marked, echoed)


def test_markup_alone_asks_for_the_question(bot: Any) -> None:
    for only in ("<script>alert(1)</script>", "<p></p>", "&lt;b&gt;&lt;/b&gt;"):
        answer = bot.ask(only, [])
        assert answer.route == "clarify", (only, answer.route)
        assert "<" not in answer.answer


def test_a_marked_up_history_is_continued(bot: Any) -> None:
    # the client keeps only the turns' text: the earlier question is read again, without its tags and script
    first = "<div><b>edital de 20 vagas</b>, quantas são reservadas?<script>n=7</script></div>"
    assert Turn(role="user", content=first).content == "edital de 20 vagas, quantas são reservadas?"
    assert Turn(role="assistant", content="<b>x</b>").content == "<b>x</b>"  # the assistant's own text is not read
    follow = bot.ask("e se fossem 30?", [Turn(role="user", content=first)])
    assert follow.route == "calculator" and (follow.calculation or {}).get("vacancies") == 30
    answers = chat(bot, first, "e se fossem 50?")
    assert [(a.calculation or {}).get("vacancies") for a in answers] == [20, 50]


def test_the_api_reads_the_question_as_the_assistant_does(bot: Any) -> None:
    app = create_app(ApiSettings(preload=False, rate_limit="", max_vacancies=20000), assistant_factory=lambda: bot)
    with TestClient(app, raise_server_exceptions=False) as client:
        marked = "<script>alert(99999)</script> concurso de 10 vagas, quantas para a cota?"
        response = client.post("/v1/ask", json={"question": marked})
        assert response.status_code == 200, response.text  # the script's number is no figure of the question
        body = response.json()
        assert body["calculation"]["vacancies"] == 10
        assert "<script" not in response.text and "alert" not in response.text
        # a figure of the question itself is still capped
        assert client.post("/v1/ask", json={"question": "<b>concurso de 99999 vagas</b>"}).status_code == 422
