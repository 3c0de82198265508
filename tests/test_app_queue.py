"""A question still waiting when a newer one arrives (a run interrupted by the rerun) is answered first, in order."""
from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[1] / "app.py")
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]


def test_a_question_left_waiting_is_answered_before_the_newer_one():
    at = AppTest.from_file(APP, default_timeout=400).run()
    # As if the first run had been cut short by the second message: the first question is still queued.
    at.session_state["queue"] = [("um concurso federal com 20 vagas, quantas são de cota?", frozenset())]
    at.chat_input[0].set_value("e pela lei antiga?").run()
    assert not at.exception, [e.value for e in at.exception]
    history = at.session_state["history"]
    assert [t.content for t in history if t.role == "user"] == [
        "um concurso federal com 20 vagas, quantas são de cota?", "e pela lei antiga?"]
    first, second = (t.answer for t in history if t.role == "assistant")
    assert first.calculation["reserved"] == 6
    assert second.calculation["reserved"] == 4  # the 20 vagas carried into the old law's 20%
    assert at.session_state["queue"] == []
    assert len(at.chat_message) == 4


def test_new_conversation_empties_the_queue():
    at = AppTest.from_file(APP, default_timeout=400).run()
    at.session_state["queue"] = [("quantas cotas com 10 vagas?", frozenset())]
    at.button(key="new-conversation").click().run()
    assert at.session_state["queue"] == [] and at.session_state["history"] == []
