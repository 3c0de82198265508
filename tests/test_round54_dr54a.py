"""Round 54 (dr54a): the page, from a user drive (no eval rows involved).

- the first preparation of the process (index check, search model) can no longer hang the page: Streamlit ends a
  session's script at any `st.*` call (a newer message, a closed tab) and runs the newer message on a new thread, so a
  lock taken by one session's thread and left by that exception hung every later question on "Preparando o
  assistente…". Driven here from several threads with a stand-in `st` whose calls raise Streamlit's own
  `RerunException`/`StopException` when a session has one pending, as Streamlit does: a session that goes away leaves
  no one waiting, the preparation runs once and goes on without it, and a preparation that never ends gives a
  "try again" message after `BOOT_TIMEOUT` instead of a spinner forever (`ui.boot`, `ui.chat.ready_assistant`);
- the links under "Fundamentação" are targets of at least 24 px (WCAG 2.5.8) and a closed "Texto exato e URN" lays
  out no nameless links (CSS in `ui.a11y`; measured at 390 and 1280 px by tests/e2e/test_app_dr54a_browser.py);
- the person's own message keeps its line breaks (a pasted quadro, one cargo per line), escaped: no markup of theirs
  is drawn (`ui.widgets.md_lines`); a numbered line shows no stray backslash ("\\1."), a one-line question is as before.
"""
from __future__ import annotations

import threading
import time
from html.parser import HTMLParser
from typing import Any, Callable

import pytest
from markdown_it import MarkdownIt
from streamlit.runtime.scriptrunner_utils.exceptions import RerunException, StopException
from streamlit.runtime.scriptrunner_utils.script_requests import RerunData

from tests.test_app_answer import app, ask, calc_answer  # noqa: F401  (app is a fixture)
from ui import chat, widgets

# ---------------------------------------------------------------- a stand-in for Streamlit's script thread


class _Element:
    """Any `st.*` element or call: calling it, entering or leaving its `with` block is a point where Streamlit checks
    the session's pending rerun/stop request (leaving a spinner or a status box sends a message: it can raise)."""

    def __init__(self, st: "FakeStreamlit", name: str):
        self._st, self._name = st, name

    def __getattr__(self, name: str) -> "_Element":
        return _Element(self._st, name)

    def __call__(self, *args: Any, **kwargs: Any) -> "_Element":
        self._st.yield_point(self._name, args)
        return _Element(self._st, self._name)

    def __enter__(self) -> "_Element":
        self._st.yield_point(f"enter {self._name}", ())
        return self

    def __exit__(self, *exc: object) -> bool:
        self._st.yield_point(f"exit {self._name}", ())
        return False


class FakeStreamlit:
    """`st` as a session's thread meets it: a request set for a session (its thread's name) is raised at that
    session's next `st` call, once, as Streamlit raises RerunException/StopException."""

    def __init__(self) -> None:
        self.pending: dict[str, BaseException] = {}
        self.calls: list[tuple[str, str, tuple[Any, ...]]] = []

    def request(self, session: str, exc: BaseException) -> None:
        self.pending[session] = exc

    def yield_point(self, what: str, args: tuple[Any, ...]) -> None:
        me = threading.current_thread().name
        self.calls.append((me, what, args))
        exc = self.pending.pop(me, None)
        if exc is not None:
            raise exc

    def called(self, session: str, what: str) -> bool:
        return any(s == session and w == what for s, w, _ in self.calls)

    def __getattr__(self, name: str) -> _Element:
        return _Element(self, name)


class Session(threading.Thread):
    """One browser tab's script run: asks for the assistant and keeps what it got or what ended it."""

    def __init__(self, name: str):
        super().__init__(name=name, daemon=True)
        self.result: Any = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = chat.ready_assistant()
        except BaseException as exc:  # noqa: BLE001 - the test looks at how the session ended
            self.error = exc


class SlowAssistant:
    """The assistant whose model takes until `release` to load; counts every preparation step."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.warming = threading.Event()
        self.warms = 0
        self.rebuilds = 0

    def warm(self) -> "SlowAssistant":
        self.warms += 1
        self.warming.set()
        self.release.wait(20)
        return self


def _until(cond: Callable[[], bool], timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return True
        time.sleep(0.02)
    return cond()


def _rerun() -> RerunException:
    return RerunException(RerunData())


@pytest.fixture
def cold(monkeypatch):
    """A cold server process: nothing prepared yet, the index missing, `st` the stand-in, the assistant slow."""
    import assistant.library as library

    fake_st, bot = FakeStreamlit(), SlowAssistant()
    chat._boot.clear()
    monkeypatch.setattr(chat, "st", fake_st)
    monkeypatch.setattr(chat, "load_assistant", lambda: bot)
    monkeypatch.setattr(library, "index_is_current", lambda *a, **k: bot.rebuilds > 0)
    monkeypatch.setattr(library, "rebuild_index", lambda *a, **k: setattr(bot, "rebuilds", bot.rebuilds + 1))
    yield fake_st, bot
    bot.release.set()  # no worker left blocked
    chat._boot.clear()


def _start(name: str) -> Session:
    s = Session(name)
    s.start()
    return s


# ---------------------------------------------------------------- 1. no session waits forever


def test_a_second_message_while_waiting_and_a_closed_tab_leave_no_one_waiting(cold) -> None:
    """The drive: tab A asks on a cold server; tab B asks while A prepares, then sends a second message (Streamlit
    reruns B on a new thread, the old one stops at its next st call); A's tab is closed. B's new run and a later tab
    get the assistant, and it is prepared once."""
    st, bot = cold
    a = _start("A")
    assert bot.warming.wait(5)
    b1 = _start("B1")
    assert _until(lambda: st.called("B1", "spinner"))  # B waits, told so
    st.request("A", StopException())  # A's tab closed
    st.request("B1", _rerun())  # B's second message: B1 stops at its next st call, B2 runs it
    b2 = _start("B2")
    assert _until(lambda: st.called("B2", "spinner"))
    bot.release.set()
    for s in (a, b1, b2):
        s.join(5)
    assert not b2.is_alive() and b2.error is None and b2.result is bot
    # Streamlit's own exceptions still reach it (they end the old runs), never swallowed.
    assert isinstance(a.error, StopException) and isinstance(b1.error, RerunException)
    later = _start("C")
    later.join(5)
    assert not later.is_alive() and later.result is bot
    assert bot.warms == 1 and bot.rebuilds == 1


def test_the_preparation_goes_on_when_the_tab_that_started_it_is_closed(cold) -> None:
    st, bot = cold
    st.request("A", StopException())  # closed before its first st call: the box it would draw
    a = _start("A")
    a.join(5)
    assert isinstance(a.error, StopException)
    bot.release.set()
    # No session left: the index is rebuilt and the model loaded all the same, once.
    assert _until(lambda: bot.warms == 1 and chat._boot().done.is_set())
    later = _start("B")
    later.join(5)
    assert later.result is bot and bot.warms == 1 and bot.rebuilds == 1
    assert not st.called("B", "spinner") and not st.called("B", "status")  # nothing to wait for


def test_a_newer_message_during_the_preparation_does_not_restart_it(cold) -> None:
    st, bot = cold
    a = _start("A")
    assert bot.warming.wait(5)
    st.request("A", _rerun())  # a newer message of A: its old run ends at the next progress update
    bot.release.set()
    a.join(5)
    assert isinstance(a.error, RerunException)
    again = _start("A2")  # A's rerun
    again.join(5)
    assert again.result is bot and bot.warms == 1 and bot.rebuilds == 1


def test_a_preparation_that_never_ends_gives_a_message_not_an_endless_spinner(cold, monkeypatch) -> None:
    st, bot = cold
    monkeypatch.setattr(chat, "BOOT_TIMEOUT", 0.5)
    first, other = _start("A"), None
    assert bot.warming.wait(5)
    other = _start("B")
    for s in (first, other):
        s.join(5)
        assert not s.is_alive()
        # an Exception (not Streamlit's control flow): the page's `guarded` shows its Portuguese "try again"
        assert isinstance(s.error, Exception) and not isinstance(s.error, (RerunException, StopException))
    bot.release.set()  # the preparation itself went on: the next question is answered
    assert _until(lambda: chat._boot().done.is_set())
    later = _start("C")
    later.join(5)
    assert later.result is bot and bot.warms == 1


def test_the_page_says_try_again_when_the_preparation_outlasts_the_wait(monkeypatch) -> None:
    from streamlit.testing.v1 import AppTest

    import assistant.library as library
    from tests.test_app_answer import APP

    bot = SlowAssistant()
    chat._boot.clear()
    monkeypatch.setattr(chat, "load_assistant", lambda: bot)
    monkeypatch.setattr(library, "index_is_current", lambda *a, **k: True)
    monkeypatch.setattr(chat, "BOOT_TIMEOUT", 0.5)
    try:
        at = AppTest.from_file(APP, default_timeout=30).run()
        at.chat_input[0].set_value("num concurso com 12 vagas, quantas ficam para cotistas?").run()
        assert not at.exception, [e.value for e in at.exception]
        errors = " ".join(e.value for e in at.error)
        assert "Não foi possível responder a pergunta agora. Tente de novo" in errors
        assert at.session_state["queue"] == []  # not left to be asked again on every redraw
    finally:
        bot.release.set()
        chat._boot.clear()


# ---------------------------------------------------------------- 3. the person's own message keeps its lines


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == "br":
            self.text += "\n"

    def handle_data(self, data: str) -> None:
        self.text += data.replace("\n", "")


def _drawn(markdown: str) -> _Text:
    """What Markdown draws (CommonMark, as Streamlit's renderer): the tags and the text, <br> as a line break."""
    out = _Text()
    out.feed(MarkdownIt("commonmark").render(markdown))
    return out


PASTES = [
    "Vagas do meu edital:\n- campus Norte: 3 vagas\n- campus Sul: 2 vagas\n- reitoria: 1 vaga",
    "cargos do quadro\n1. analista: 8\n2. técnico: 5\n3) auxiliar: 2",
    "concurso do instituto\r\n+ docente 4\r\n+ técnico 2",
    "resumo\n---\nsão 15 vagas ao todo\n===",
    "# quadro\n> nota\n<b>negrito</b> e [link](javascript:alert(1)) e `code` e | a | b |",
]


@pytest.mark.parametrize("text", PASTES)
def test_a_pasted_quadro_keeps_its_lines_and_draws_no_markup(text: str) -> None:
    drawn = _drawn(widgets.md_lines(text))
    lines = [ln.strip() for ln in text.splitlines()]
    assert drawn.text.strip().split("\n") == lines  # every line on its own, as typed
    assert set(drawn.tags) <= {"p", "br"}  # no list, heading, rule, quote, link, code or HTML of theirs


def test_a_blank_line_still_separates_paragraphs() -> None:
    drawn = _drawn(widgets.md_lines("primeira parte\nsegunda linha\n\n\nterceira"))
    assert drawn.tags.count("p") == 2 and drawn.tags.count("br") == 1


@pytest.mark.parametrize("question", [
    "quantas vagas ficam para cotistas num edital com 14 vagas?",
    "Sou parda, o concurso do INSS tem 3 vagas: posso concorrer?",
    "- e se forem 9?",
])
def test_a_one_line_question_is_drawn_as_before(question: str) -> None:
    assert widgets.md_lines(question) == widgets.md_escape(question)
    assert _drawn(widgets.md_lines(question)).text.strip() == question


def test_a_numbered_line_shows_no_stray_backslash() -> None:
    # A backslash before a digit is no Markdown escape: "1. analista" was drawn "\1. analista".
    assert _drawn(widgets.md_escape("1. analista: 8")).text.strip() == "1. analista: 8"
    assert _drawn(widgets.md_escape("  12) técnico")).text.strip() == "12) técnico"
    assert _drawn(widgets.md_escape("- ponto")).text.strip() == "- ponto"


def test_the_user_bubble_keeps_the_lines_of_a_paste(app) -> None:  # noqa: F811
    at, fake = app(calc_answer())
    paste = "meu quadro:\n- campus Leste: 6 vagas\n- campus Oeste: 2 vagas"
    ask(at, paste)
    bubble = at.chat_message[0]
    assert bubble.name == "user"
    assert _drawn(bubble.markdown[0].value).text.strip().split("\n") == paste.splitlines()
    assert fake.calls[0][0] == paste  # the assistant gets the text as typed
    at.run()  # redrawn from the history: the same lines
    assert _drawn(at.chat_message[0].markdown[0].value).text.strip().split("\n") == paste.splitlines()
