"""What new users met on the page (round ux35): a long paste, and the wait while another session loads the model."""
from __future__ import annotations

import threading
from contextlib import contextmanager
from pathlib import Path

from streamlit.testing.v1 import AppTest

from ui import chat
from ui.boot import Boot

APP = str(Path(__file__).resolve().parents[1] / "app.py")


def test_the_chat_box_takes_a_long_paste_and_the_page_explains_the_limit(monkeypatch):
    # `max_chars` on st.chat_input made the browser drop a longer paste silently (the box stayed empty).
    asked: list[str] = []
    monkeypatch.setattr(chat, "ready_assistant", lambda: asked.append("loaded"))
    at = AppTest.from_file(APP, default_timeout=60).run()
    assert at.chat_input[0].proto.max_chars == 0
    at.chat_input[0].set_value("cargo;vagas\n" + "Analista de sistemas;10\n" * 120).run()
    assert not at.exception, [e.value for e in at.exception]
    warning = " ".join(w.value for w in at.warning)
    assert "o limite é 2.000" in warning and "Quadro" in warning
    assert not asked and not at.session_state["history"]
    assert not at.chat_message  # nothing sent, nothing half-drawn


def test_a_session_waiting_for_another_to_load_the_assistant_shows_a_spinner(monkeypatch):
    shown: list[str] = []

    @contextmanager
    def spinner(text: str = "", **_):
        shown.append(text)
        yield

    release = threading.Event()
    monkeypatch.setattr(chat, "_boot", lambda: boot)
    monkeypatch.setattr(chat.st, "spinner", spinner)
    monkeypatch.setattr(chat, "load_assistant", lambda: "assistente")
    boot = Boot()
    boot.start(lambda report: release.wait(10))  # another session's question is preparing it
    result: list[object] = []
    waiter = threading.Thread(target=lambda: result.append(chat.ready_assistant()), daemon=True)
    waiter.start()
    try:
        waiter.join(0.5)
        assert waiter.is_alive() and shown == [chat.BOOT_WAIT]  # waiting, and saying so
    finally:
        release.set()
    waiter.join(5)
    assert result == ["assistente"] and boot.done.is_set() and not boot.failed
