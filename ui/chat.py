"""The conversation tab: questions to `assistant.get_assistant().ask`, answers drawn from the
structured `Answer` fields (headline, assumptions, steps, notes, regulation, citations)."""
from __future__ import annotations

import html
import logging
import threading
import time
from contextlib import contextmanager
from typing import Any, Iterator

import streamlit as st

from assistant.models import MAX_QUESTION_CHARS, Answer, AnswerTable, Turn

from . import a11y
from .boot import Boot, Report
from .citations import lexml, render_fundamentacao, render_regulation
from .widgets import fmt_int, guarded, md_escape, md_escape_keep_bold, md_lines

log = logging.getLogger("cotas.app")

EXAMPLES = [
    "Um concurso federal oferece 10 vagas. Quantas são reservadas?",
    "Quem é considerado pessoa indígena pela lei?",
    "Se eu for aprovado na ampla concorrência, ocupo uma vaga reservada?",
    "Edital publicado em 20/11/2024 com 10 vagas: quantas vagas ficam para candidatos negros?",
]
# Text badges only: an icon ligature inside a badge would be read aloud ("gavel").
ROUTE_BADGE = {
    "calculator": ":blue-badge[Calculadora]",
    "retrieval": ":green-badge[Texto da lei]",
    "clarify": ":orange-badge[Preciso de um dado]",
    "out_of_scope": ":gray-badge[Fora do tema]",
}
COMPARISON_LABEL = "Comparação entre as duas leis (role para o lado para ver todas as colunas)"
# The page checks `MAX_QUESTION_CHARS` itself (the API's default too), not with `st.chat_input(max_chars=...)`:
# Streamlit's input silently ignores a longer paste (the box stays empty, nothing says why), as an edital table arrives.
TOO_LONG = ("Sua mensagem tem {n} caracteres; o limite é {limit}. Resuma a pergunta e envie de novo. Para um quadro "
            "com muitos cargos, use a aba **Quadro** (cole a tabela ou envie a planilha).")
BOOT_WAIT = "Preparando o assistente para o primeiro uso (leva alguns segundos)…"
# A question waits this long for the first preparation (an index rebuild on a busy server takes minutes), then gets
# the page's "try again" message instead of a spinner that never ends; the preparation itself goes on.
BOOT_TIMEOUT = 900.0
BOOT_POLL = 0.25  # seconds between looks at the preparation (its progress, its end)
LLM_FALLBACK_NOTE = (
    "O modelo de linguagem opcional não respondeu; esta resposta foi redigida pelo redator "
    "padrão, com os mesmos números e citações."
)


# ---------------------------------------------------------------- assistant loading

@st.cache_resource(show_spinner=False)
def load_assistant():
    from assistant import get_assistant

    return get_assistant()


@st.cache_resource(show_spinner=False)
def _boot() -> Boot:
    # Process-wide: the index check and model loading happen once per server process.
    return Boot()


class BootTimeout(RuntimeError):
    """The preparation took longer than `BOOT_TIMEOUT`: this question gets the page's "try again" message."""


def ready_assistant():
    """The shared assistant; on the first question of the process, check (and if missing or stale rebuild) the law
    index and load the search model, with a progress bar that goes away. The work runs on `ui.boot`'s worker, never
    on this session's thread: a rerun, a closed tab or an error here can only end this session's wait."""
    assistant = load_assistant()
    boot = _boot()
    if not boot.done.is_set():
        started = boot.start(lambda report: _prepare(assistant, report))
        _wait_for(boot, started=started)
    return assistant


def _prepare(assistant: Any, report: Report) -> None:
    """The preparation itself, on the worker thread: no `st.*` call (it belongs to no session)."""
    from assistant import index_is_current, rebuild_index

    report(0.05, "Verificando o índice das leis…")
    if not index_is_current():
        report(0.2, "Índice das leis ausente ou desatualizado: reconstruindo…")
        rebuild_index()
    report(0.6, "Carregando o modelo de busca…")
    assistant.warm()


def _wait_for(boot: Boot, *, started: bool) -> None:
    """Show the preparation until it ends: its progress to the session whose question started it, a spinner to the
    others. Each wait is bounded and re-checks, so no session waits forever, and any `st.*` call here may end this
    session (Streamlit's rerun/stop) without leaving anything held."""
    deadline = time.monotonic() + BOOT_TIMEOUT

    def ended() -> bool:
        if boot.wait(BOOT_POLL):
            return True
        if time.monotonic() > deadline:
            log.error("assistente ainda em preparação após %.0f s", BOOT_TIMEOUT)
            raise BootTimeout
        return False

    if not started:
        # Its bubble stayed empty while another session prepared: say why it waits.
        with st.spinner(BOOT_WAIT):
            while not ended():
                pass
        return
    slot = st.empty()
    with slot.status("Preparando o assistente (só na primeira pergunta)…", expanded=True) as status:
        shown = boot.progress
        bar = st.progress(max(shown.fraction, 0.05), text=shown.text or "Verificando o índice das leis…")
        while not ended():
            if boot.progress != shown:
                shown = boot.progress
                bar.progress(shown.fraction, text=shown.text)
        if boot.failed:
            status.update(label="Busca por significado indisponível: as respostas usam a busca por palavras.",
                          state="error", expanded=False)
            return
    slot.empty()  # a "ready" box would stay on the first answer for nothing


@st.cache_resource(show_spinner=False)
def law_labels() -> dict[str, str]:
    try:
        from assistant import law_labels as labels

        return labels()
    except Exception:  # noqa: BLE001 - labels are cosmetic: fall back to the law id
        log.warning("rótulos das leis indisponíveis", exc_info=True)
        return {}


class _ThreadWarnings(logging.Handler):
    """Collects warnings logged on the current thread only (the server runs sessions in parallel)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.thread = threading.get_ident()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.thread == self.thread:
            self.records.append(record)


@contextmanager
def watch_llm_fallback() -> Iterator[_ThreadWarnings]:
    # Until every assistant sets `Answer.llm_fallback`, its warning on the `assistant.llm`
    # logger is the sign that the optional LLM failed and the deterministic writer answered.
    logger = logging.getLogger("assistant.llm")
    handler = _ThreadWarnings()
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


# ---------------------------------------------------------------- answers

def plain_text(answer: Answer) -> str:
    """What the copy button puts on the clipboard: the answer without Markdown, with its links."""
    if not answer.headline:
        return answer.answer
    lines = [answer.headline]
    lines += [f"{f.law}: {f.reserved} de {f.vacancies} vagas reservadas ({f.percentage}%)" for f in answer.comparison]
    if answer.table is not None:
        lines.append(f"{answer.table.caption}:")
        for row in answer.table.rows:
            figures = (f"{c}: {v}" for c, v in zip(answer.table.columns[1:], row.cells[1:]) if v)
            lines.append("- " + "; ".join([row.cells[0], *figures]))
    if answer.assumptions:
        lines.append("Considerei: " + "; ".join(a.text for a in answer.assumptions) + ".")
    lines += answer.notes
    if answer.steps:
        lines.append("Como chegamos a isso:")
        lines += [f"{i}. {s}" for i, s in enumerate(answer.steps, 1)]
    for note in answer.regulation:
        lines.append(f"Regulamentação (resumo; não é o texto oficial) — {note.norm}: {note.text} {note.url}")
    if answer.citations:
        lines.append("Fundamentação:")
        lines += [f"- {c.label}: {lexml(c.urn)}" for c in answer.citations]
    lines.append(answer.disclaimer)
    return "\n".join(lines)


def comparison_table(answer: Answer) -> str:
    """`Answer.comparison` (the same case under both laws) as a small Markdown table; empty when there is none."""
    if not answer.comparison:
        return ""
    rows = ["| Lei | Reservadas | Percentual | Fundamento | Rege |", "| --- | --- | --- | --- | --- |"]
    for f in answer.comparison:
        basis = "; ".join(b.partition(", ")[2] for b in f.basis)
        rows.append(f"| {md_escape(f.law)}{' (vigente)' if f.current else ''} | {f.reserved} de {f.vacancies} | "
                    f"{f.percentage}% | {md_escape(basis)} | {md_escape(f.applies_to)} |")
    return "\n".join(rows)


def table_html(table: AnswerTable) -> str:
    """`Answer.table` as an HTML table: a caption, column header cells, a row header per cargo. On a narrow screen a
    table of more than four columns becomes one block per cargo, each figure labelled (CSS in `ui.a11y`), so a phone
    or a 400 px portal frame never scrolls sideways; the explicit roles keep it a table for screen readers."""
    esc = html.escape
    wide = " cotas-grid-wide" if len(table.columns) > 4 else ""
    head = "".join(f'<th scope="col" role="columnheader">{esc(c)}</th>' for c in table.columns)
    body = []
    for row in table.rows:
        first, rest = row.cells[0], row.cells[1:]
        cells = "".join(f'<td role="cell" data-label="{esc(c, quote=True)}">{esc(v)}</td>'
                        for c, v in zip(table.columns[1:], rest))
        total = ' class="cotas-total"' if row.total else ""
        body.append(f'<tr role="row"{total}><th scope="row" role="rowheader">{esc(first)}</th>{cells}</tr>')
    return (f'<table class="cotas-grid{wide}" role="table"><caption>{esc(table.caption)}</caption>'
            f'<thead role="rowgroup"><tr role="row">{head}</tr></thead>'
            f'<tbody role="rowgroup">{"".join(body)}</tbody></table>')


def render_answer(answer: Answer, *, turn: int, last: bool) -> None:
    badges = [ROUTE_BADGE.get(answer.route, "")]
    if answer.law_id:
        badges.append(f":violet-badge[{md_escape(law_labels().get(answer.law_id, answer.law_id))}]")
    st.markdown(" ".join(b for b in badges if b))
    if answer.llm_fallback:
        st.info(LLM_FALLBACK_NOTE)
    if not answer.headline:  # an assistant without the structured fields: its Markdown as it is
        st.markdown(answer.answer)
        if answer.citations:  # its quotes name URNs only: add the links
            st.markdown("LexML: " + " · ".join(f"[{md_escape(c.label)}]({lexml(c.urn)})" for c in answer.citations))
        a11y.answer_mark(turn, answer.answer.split("\n\n", 1)[0].replace("*", "")[:300])
        return
    st.markdown(answer.headline.replace("$", r"\$"))
    a11y.answer_mark(turn, answer.headline.replace("*", ""))
    if answer.comparison:
        # Five columns are wider than a phone or a 400 px portal frame: the table scrolls sideways in its own box
        # (focusable, named, so a keyboard can scroll it too) instead of widening the whole page.
        st.markdown(f'<div class="cotas-table" role="region" tabindex="0" aria-label="{COMPARISON_LABEL}">\n\n'
                    f"{comparison_table(answer)}\n\n</div>", unsafe_allow_html=True)
    if answer.table is not None:
        st.html(table_html(answer.table))
    _assumption_chips(answer, last=last)
    if answer.notes:
        st.markdown("\n".join(f"- {md_escape_keep_bold(n)}" for n in answer.notes))
    if answer.steps:
        with st.expander("Como chegamos a isso"):
            st.markdown("\n".join(f"{i}. {md_escape(s)}" for i, s in enumerate(answer.steps, 1)))
    # The dispositivo that answers first, our summary of the regulation after it: on a phone the regulation box first
    # pushed a law answer's legal basis a screen down.
    render_fundamentacao(answer.citations, show_main_text=answer.route == "retrieval")
    render_regulation(answer.regulation)
    if answer.route in ("calculator", "retrieval"):
        st.caption(answer.disclaimer)
        a11y.copy_button(plain_text(answer))


def _assumption_chips(answer: Answer, *, last: bool) -> None:
    if not answer.assumptions:
        return
    removable = [a for a in answer.assumptions if last and a.from_context]
    fixed = [a for a in answer.assumptions if a not in removable]
    st.caption("Considerei" + (" (selecione um dado de pergunta anterior para descartá-lo)" if removable else "") + ":")
    if fixed:  # our own chips: long texts wrap instead of being cut with "…"
        a11y.chips([a.text for a in fixed])
    if removable:
        # One button per parameter: the chips of one key (the cargos of a table, one chip each) are dropped together,
        # so a button per chip ("analista: 10 vagas (descartar)") also dropped the other cargos without saying so.
        groups: dict[str, list[str]] = {}
        for a in removable:
            groups.setdefault(a.key, []).append(a.text)
        with st.container(horizontal=True, gap="small"):
            for i, (key, texts) in enumerate(groups.items()):
                st.button(f"{'; '.join(texts)} (descartar)", key=f"forget-{i}-{key}", type="secondary",
                          icon=":material/close:", on_click=_queue_forget, args=(key,),
                          help="Responder de novo sem este dado, que veio de uma pergunta anterior")


# ---------------------------------------------------------------- conversation state

def _queue(question: str) -> None:
    st.session_state["pending"] = (question, frozenset())


def _turn_base() -> int:
    """How many turns this session dropped (a removed chip, a new conversation): the answer markers
    number on from there, so a new answer never reuses the number of one the page already announced
    (the live region only announces, and scrolls to, a number higher than the last one)."""
    return int(st.session_state.setdefault("turn_base", 0))


def _dropped(n: int) -> None:
    st.session_state["turn_base"] = _turn_base() + n


def _queue_forget(key: str) -> None:
    """Drop the last exchange and ask its question again without the carried-over parameter."""
    history: list[Turn] = st.session_state.get("history", [])
    if len(history) >= 2 and history[-2].role == "user":
        question = history[-2].content
        del history[-2:]
        _dropped(2)
        st.session_state["pending"] = (question, frozenset({key}))


def _new_conversation() -> None:
    _dropped(len(st.session_state.get("history", [])))
    st.session_state["history"] = []
    st.session_state["queue"] = []
    st.session_state.pop("pending", None)


def ask(assistant: Any, question: str, history: list[Turn], forget: frozenset[str]) -> Answer:
    if forget:
        try:
            return assistant.ask(question, history, forget=set(forget))
        except TypeError:  # an assistant without `forget`: ask again without it
            log.info("assistente sem o parâmetro forget")
    return assistant.ask(question, history)


def render(embed: bool) -> None:
    history: list[Turn] = st.session_state.setdefault("history", [])
    head = st.columns([5, 2], vertical_alignment="center")
    if not embed:
        head[0].markdown("Pergunte em português sobre a reserva de vagas raciais em concursos federais.")
    # Always enabled: it is drawn before this run's question is added to the history.
    head[1].button("Nova conversa", on_click=_new_conversation, key="new-conversation", width="stretch")

    messages = st.container()
    prompt = st.chat_input("Escreva sua pergunta sobre as cotas…")
    pending = st.session_state.pop("pending", None)
    question, forget = ((prompt or "").strip(), frozenset()) if prompt else (pending or ("", frozenset()))
    question = question.strip()
    too_long = TOO_LONG.format(n=fmt_int(len(question)), limit=fmt_int(MAX_QUESTION_CHARS)) \
        if len(question) > MAX_QUESTION_CHARS else ""
    if too_long:
        question = ""
    # Questions wait in a queue until answered: a second question sent while the first is still being answered (the
    # first run is interrupted by Streamlit's rerun) is answered after it, with its context, instead of replacing it.
    queue: list[tuple[str, frozenset[str]]] = st.session_state.setdefault("queue", [])
    if question:
        queue.append((question, forget))

    base = _turn_base()
    with messages:
        for i, turn in enumerate(history):
            with st.chat_message(turn.role):
                if turn.answer is not None:
                    render_answer(turn.answer, turn=base + i + 1, last=not queue and i == len(history) - 1)
                else:
                    st.markdown(md_lines(turn.content))  # the person's line breaks kept
        while queue:
            asked, dropped = queue[0]
            with st.chat_message("user"):
                st.markdown(md_lines(asked))
            with st.chat_message("assistant"):
                with guarded("responder a pergunta"):
                    assistant = ready_assistant()
                    with st.spinner("Consultando a lei…"), watch_llm_fallback() as llm_warnings:
                        answer = ask(assistant, asked, list(history), dropped)
                    if llm_warnings.records and not answer.llm_fallback:
                        answer = answer.model_copy(update={"llm_fallback": True})
                    render_answer(answer, turn=base + len(history) + 2, last=len(queue) == 1)
                    history.append(Turn(role="user", content=asked))
                    history.append(Turn(role="assistant", content=answer.answer, answer=answer))
            # Reached when answered or when the failure was shown; a rerun (a newer question) leaves it queued.
            queue.pop(0)

        if too_long:  # under the last answer, just above the box it came from
            st.warning(too_long)
        last = history[-1].answer if history else None
        if last is not None and last.options:
            st.caption("Respostas rápidas:")
            with st.container(horizontal=True, gap="small"):
                for i, opt in enumerate(last.options):
                    st.button(opt, key=f"opt-{len(history)}-{i}", on_click=_queue, args=(opt,))
        if not history and not question:
            st.caption("Exemplos de perguntas:")
            for i, ex in enumerate(EXAMPLES):
                st.button(ex, key=f"ex-{i}", on_click=_queue, args=(ex,), type="tertiary")
