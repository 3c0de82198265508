"""AppTest checks of the chat: answers come from the real assistant (loaded once per process)."""
from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import calculator

APP = str(Path(__file__).resolve().parents[1] / "app.py")
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
# The first question of the process loads the embedding model and checks the index.
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]


def text_of(node) -> str:
    parts = [e.value for e in (*node.markdown, *node.caption, *node.error, *node.warning)]
    return "\n".join(str(p) for p in parts).replace("\\", "")


def ask(at: AppTest, question: str) -> AppTest:
    at.chat_input[0].set_value(question).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.fixture
def at() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=400).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_numeric_question_shows_the_figure_first_then_citations(at):
    ask(at, "Um concurso federal oferece 10 vagas. Quantas são reservadas para pessoas pretas, "
            "pardas, indígenas e quilombolas?")
    user, reply = at.chat_message
    assert user.name == "user" and reply.name == "assistant"
    expected = calculator.reserve(calculator.ReserveInput(vacancies=10))
    blocks = [m.value for m in reply.markdown]
    assert "Calculadora" in blocks[0] and "Lei nº 15.142/2025" in blocks[0]  # badges
    assert f"**{expected.reserved} são reservadas**" in blocks[1]  # the figure, before anything else
    text = text_of(reply)
    assert f"https://www.lexml.gov.br/urn/{NEW}!art5_par2" in text  # dev set: art. 5º, § 2º
    first_citation = next(i for i, b in enumerate(blocks) if "lexml.gov.br/urn/" in b)
    assert first_citation > 1
    answer = at.session_state["history"][-1].answer
    assert answer.route == "calculator"
    if answer.headline:  # structured answer: steps and exact texts one click away
        steps = next(e for e in reply.expander if e.label == "Como chegamos a isso")
        assert answer.steps and answer.steps[-1] in text_of(steps)
        exact = next(e for e in reply.expander if e.label.startswith("Texto exato e URN"))
        assert f"{NEW}!art5_par2" in text_of(exact)


def test_follow_up_uses_the_conversation_context(at):
    ask(at, "Um concurso federal oferece 10 vagas. Quantas são reservadas?")
    ask(at, "E se o edital for de 2024-11-20?")
    assert len(at.chat_message) == 4
    reply = at.chat_message[-1]
    expected = calculator.reserve(calculator.ReserveInput(vacancies=10, edital_date="2024-11-20"))
    assert expected.regime == "lei-12990-2014"
    assert "Lei nº 12.990/2014" in reply.markdown[0].value
    assert f"**{expected.reserved} são reservadas**" in reply.markdown[1].value
    # The earlier turn is still on the page, unchanged.
    assert "Lei nº 15.142/2025" in at.chat_message[1].markdown[0].value


def test_interpretive_question_quotes_the_law_with_parent_caput(at):
    ask(at, "Quem é considerado pessoa indígena pela lei?")
    reply = at.chat_message[-1]
    assert "Texto da lei" in reply.markdown[0].value
    text = text_of(reply)
    urn = f"{NEW}!art2_inc2"
    assert f"(https://www.lexml.gov.br/urn/{urn})" in text
    assert "considera-se" in text  # the caput that introduces the inciso
    assert "indígena" in text


def test_clarifying_question_offers_quick_replies_that_answer(at):
    ask(at, "Quantas vagas são reservadas?")
    last = at.session_state["history"][-1].answer
    assert last.route == "clarify" and last.options
    quick = [b for b in at.button if b.label in last.options]
    assert [b.label for b in quick] == last.options
    choice = next(b for b in quick if b.label == "10 vagas")
    choice.click().run()
    assert not at.exception
    answer = at.session_state["history"][-1].answer
    assert answer.route == "calculator"
    expected = calculator.reserve(calculator.ReserveInput(vacancies=10))
    assert f"**{expected.reserved} são reservadas**" in at.chat_message[-1].markdown[1].value


def test_example_question_and_new_conversation(at):
    examples = [b for b in at.button if b.key and b.key.startswith("ex-")]
    assert len(examples) >= 3
    examples[1].click().run()
    assert at.chat_message[0].markdown[0].value.replace("\\", "") == examples[1].label
    assert len(at.chat_message) == 2
    at.button(key="new-conversation").click().run()
    assert len(at.chat_message) == 0 and at.session_state["history"] == []
    assert any(b.key and b.key.startswith("ex-") for b in at.button)


def test_assistant_failure_becomes_a_portuguese_message(at, monkeypatch):
    from assistant.core import Assistant

    def boom(self, question, history=None):
        raise RuntimeError("internal detail that must not reach the page")

    monkeypatch.setattr(Assistant, "ask", boom)
    ask(at, "Quantas vagas são reservadas com 10 vagas?")
    assert not at.exception
    assert at.error and "Não foi possível responder a pergunta" in at.error[0].value
    assert "internal detail" not in text_of(at)
    assert at.session_state["history"] == []  # a failed turn is not kept


def test_unreachable_llm_falls_back_with_a_portuguese_note(at, monkeypatch):
    from langchain_core.runnables import RunnableLambda

    from assistant import get_assistant

    def unreachable(_messages):
        raise ConnectionError("connection refused")

    ask(at, "Com 10 vagas, quantas são reservadas?")  # deterministic writer: no note
    assert not at.info
    monkeypatch.setattr(get_assistant(), "_llm", RunnableLambda(unreachable))
    ask(at, "E com 20 vagas?")
    reply = at.chat_message[-1]
    assert reply.info and "redator padrão" in reply.info[0].value
    expected = calculator.reserve(calculator.ReserveInput(vacancies=20))
    assert f"**{expected.reserved} são reservadas**" in reply.markdown[1].value
    assert "connection refused" not in text_of(at)
    at.run()  # the note stays with that answer when the page is redrawn
    assert len(at.info) == 1 and at.chat_message[-1].info


def _first_question_of_the_process(at: AppTest, question: str) -> AppTest:
    import streamlit as st

    st.cache_resource.clear()  # forget the process-wide "ready" state (the assistant is a singleton)
    return ask(at, question)


def test_missing_index_is_rebuilt_with_progress(at, monkeypatch):
    import assistant.library as index

    calls = []
    monkeypatch.setattr(index, "index_is_current", lambda *a, **k: False)
    monkeypatch.setattr(index, "ensure_index", lambda *a, **k: calls.append(k))
    _first_question_of_the_process(at, "Com 10 vagas, quantas são reservadas?")
    assert len(calls) == 1 and calls[0].get("progress") is False  # no tqdm on the server console
    assert not at.chat_message[-1].status  # the progress box goes away once the assistant is ready
    assert at.session_state["history"][-1].answer.route == "calculator"
    ask(at, "E com 20 vagas?")  # once per process: no second rebuild
    assert len(calls) == 1


def test_index_failure_falls_back_with_a_note(at, monkeypatch):
    import assistant.library as index

    def broken(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(index, "index_is_current", lambda *a, **k: False)
    monkeypatch.setattr(index, "ensure_index", broken)
    _first_question_of_the_process(at, "Quem é considerado pessoa indígena pela lei?")
    status = at.chat_message[-1].status[0]
    assert status.state == "error" and "busca por palavras" in status.label
    answer = at.session_state["history"][-1].answer
    assert answer.route == "retrieval" and answer.citations  # still answered, with citations
    assert "disk full" not in text_of(at)


def test_embedded_layout_is_compact():
    at = AppTest.from_file(APP, default_timeout=120)
    at.context = {"is_embedded": True}
    at.run()
    assert not at.exception
    assert not at.title  # no big page title inside a portal iframe
    assert "Assistente de Cotas" in at.markdown[0].value
    assert at.chat_input  # the chat is still there
    full = AppTest.from_file(APP, default_timeout=120).run()
    assert full.title and full.title[0].value.startswith("Assistente de Cotas")
