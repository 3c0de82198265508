"""Cotas Assistant — Streamlit page.

A thin layer: every rule, percentage and number comes from `assistant/` and `calculator/`;
this file only collects input, calls them and lays out the answers with their citations.
"""
from __future__ import annotations

import os

# Nothing may download a model at run time; set before anything imports transformers.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import logging
import re
import threading
from contextlib import contextmanager
from datetime import date
from typing import Any, Iterator

import altair as alt
import pandas as pd
import streamlit as st
from pydantic_settings import BaseSettings, SettingsConfigDict

import calculator
from assistant.models import Answer, Citation, Turn

log = logging.getLogger("cotas.app")


class AppSettings(BaseSettings):
    """Upload limits of the Resultado panel (COTAS_MAX_UPLOAD_MB, COTAS_MAX_ROWS)."""

    model_config = SettingsConfigDict(env_prefix="COTAS_", extra="ignore")
    max_upload_mb: int = 5  # also server.maxUploadSize in .streamlit/config.toml
    max_rows: int = 5000


SETTINGS = AppSettings()

LEXML = "https://www.lexml.gov.br/urn/"
EXAMPLES = [
    "Um concurso federal oferece 10 vagas. Quantas são reservadas?",
    "Quem é considerado pessoa indígena pela lei?",
    "Se eu for aprovado na ampla concorrência, ocupo uma vaga reservada?",
    "Edital publicado em 2024-11-20 com 10 vagas: quantas vagas ficam para candidatos negros?",
]
ROUTE_BADGE = {
    "calculator": ":blue-badge[:material/calculate: Calculadora]",
    "retrieval": ":green-badge[:material/menu_book: Texto da lei]",
    "clarify": ":orange-badge[:material/help: Preciso de um dado]",
    "out_of_scope": ":gray-badge[:material/block: Fora do tema]",
}
# UI names of the calculator's nomination lists (the Slot values) and their chart colours.
SLOT_LABEL = {"open": "Ampla concorrência", "quota": "Cota racial", "pcd": "PcD"}
SLOT_COLOR = {"open": "#9AA5B1", "quota": "#1351B4", "pcd": "#E8A317"}
TIE_BREAK_LABEL = {"pcd_first": "PcD antes de cota racial", "quota_first": "Cota racial antes de PcD"}
GENERIC_ERROR = (
    "Não foi possível {what} agora. Tente de novo; se o problema continuar, avise o suporte."
)


# ---------------------------------------------------------------- helpers

@contextmanager
def guarded(what: str, *, quiet: bool = False) -> Iterator[None]:
    """Turn any failure into a Portuguese message: no traceback ever reaches the page.

    `quiet` logs only the exception type (the upload panel handles personal data, LGPD)."""
    try:
        yield
    except calculator.CalculatorError as exc:
        st.error(exc.message, icon=":material/error:")
    except Exception as exc:  # noqa: BLE001 - last line of defence for the page
        if quiet:
            log.error("falha ao %s: %s", what, type(exc).__name__)
        else:
            log.exception("falha ao %s", what)
        st.error(GENERIC_ERROR.format(what=what), icon=":material/error:")


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>$#|~])")
_MD_LINE_START = re.compile(r"^(\s*)([-+]|\d+[.)])(?=\s)", re.MULTILINE)


def md_escape(text: str) -> str:
    """User or law text shown verbatim: escape Markdown (and `$`, which Streamlit reads as LaTeX)."""
    return _MD_LINE_START.sub(r"\1\\\2", _MD_SPECIAL.sub(r"\\\1", text))


def quote(text: str) -> str:
    return "\n".join(f"> {md_escape(line)}" if line.strip() else ">" for line in text.splitlines())


@st.cache_resource(show_spinner=False)
def _law_labels() -> dict[str, str]:
    from assistant import law_labels

    return law_labels()


def law_labels() -> dict[str, str]:
    try:
        return _law_labels()
    except Exception:  # noqa: BLE001 - labels are cosmetic: fall back to the law id
        log.warning("rótulos das leis indisponíveis", exc_info=True)
        return {}


def law_badge(law_id: str | None) -> str:
    if not law_id:
        return ""
    return f":violet-badge[:material/gavel: {law_labels().get(law_id, law_id)}]"


def render_citation(cit: Citation) -> None:
    st.markdown(f"**{md_escape(cit.label)}** — [`{cit.urn}`]({LEXML}{cit.urn})")
    with st.expander(f"Texto exato — {cit.label}"):
        if not cit.text:
            st.caption("Texto indisponível no momento; consulte o link do LexML.")
            return
        if cit.parent_text:
            st.caption("Dispositivo a que pertence:")
            st.markdown(quote(cit.parent_text))
            st.caption("Dispositivo citado:")
        st.markdown(quote(cit.text))
        if cit.children_text:  # "o número será:" reads only with its incisos
            st.markdown(quote("\n".join(cit.children_text)))


def render_citations(citations: list[Citation], *, title: str = "Fundamento legal") -> None:
    if not citations:
        return
    st.markdown(f"**{title}**")
    for cit in citations:
        render_citation(cit)


def render_legal_basis(legal_basis: list[Any]) -> None:
    """Citations of a calculator result; without the corpus text, still label + URN."""
    try:
        from assistant import citations_for

        citations = citations_for(legal_basis)
    except Exception:  # noqa: BLE001 - the figures stay useful without the quoted text
        log.warning("texto dos dispositivos indisponível", exc_info=True)
        st.markdown("**Fundamento legal**")
        for basis in legal_basis:
            st.markdown(f"**{md_escape(basis.label)}** — [`{basis.urn}`]({LEXML}{basis.urn})")
        st.caption("O texto exato dos dispositivos está indisponível no momento; use o link do LexML.")
        return
    render_citations(citations)


def render_steps(steps: list[str], *, expanded: bool = False) -> None:
    if steps:
        with st.expander("Como foi calculado", expanded=expanded):
            st.markdown("\n".join(f"{i}. {md_escape(s)}" for i, s in enumerate(steps, 1)))


# ---------------------------------------------------------------- assistant loading

@st.cache_resource(show_spinner=False)
def load_assistant():
    from assistant import get_assistant

    return get_assistant()


@st.cache_resource(show_spinner=False)
def _boot() -> dict[str, Any]:
    # Process-wide state: the index check and model loading happen once per server process.
    return {"ready": False, "lock": threading.Lock()}


def ready_assistant():
    """The shared assistant; on the first question of the process, check (and if missing or
    stale rebuild) the law index and load the search model, with a progress bar."""
    boot = _boot()
    if not boot["ready"]:
        with boot["lock"]:
            if not boot["ready"]:
                _prepare(load_assistant())
                boot["ready"] = True
    return load_assistant()


def _prepare(assistant: Any) -> None:
    from assistant import index_is_current, rebuild_index

    with st.status("Preparando o assistente (só na primeira pergunta)…", expanded=True) as status:
        bar = st.progress(0.05, text="Verificando o índice das leis…")
        try:
            if not index_is_current():
                bar.progress(0.2, text="Índice das leis ausente ou desatualizado: reconstruindo…")
                rebuild_index()
            bar.progress(0.6, text="Carregando o modelo de busca…")
            assistant.warm()
        except Exception:  # noqa: BLE001 - the assistant still answers from the lexical index
            log.exception("falha ao preparar o índice ou o modelo")
            status.update(label="Busca por significado indisponível: as respostas usam a busca por palavras.",
                          state="error", expanded=False)
            return
        bar.progress(1.0, text="Pronto.")
        status.update(label="Assistente pronto.", state="complete", expanded=False)


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
    # The assistant falls back to its deterministic writer silently (same Answer); its
    # warning on the `assistant.llm` logger is the only sign, and the page should say so.
    logger = logging.getLogger("assistant.llm")
    handler = _ThreadWarnings()
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


LLM_FALLBACK_NOTE = (
    "O modelo de linguagem opcional não respondeu; esta resposta foi redigida pelo redator "
    "padrão, com os mesmos números e citações."
)


# ---------------------------------------------------------------- chat

_URN_IN_TEXT = re.compile(r"`(urn:lex:[^`\s]+)`")
_HEADING = re.compile(r"\*\*([^*\n]+?):?\*\*:?")
_STEPS = re.compile(r"1\. ")


def render_answer(answer: Answer) -> None:
    """The assistant's Markdown in order; each quoted dispositivo becomes a citation with its
    label, LexML link and exact text in an expander (the figure or short answer stays first)."""
    badges = " ".join(b for b in (ROUTE_BADGE.get(answer.route, ""), law_badge(answer.law_id)) if b)
    if badges:
        st.markdown(badges)
    by_urn = {c.urn: c for c in answer.citations}
    shown: set[str] = set()
    disclaimer = f"_{answer.disclaimer}_"
    blocks = [b.strip() for b in answer.answer.split("\n\n") if b.strip() and b.strip() != disclaimer]
    for i, block in enumerate(blocks):
        if _HEADING.fullmatch(block) and i + 1 < len(blocks) and _STEPS.match(blocks[i + 1]):
            continue  # drawn below as the expander's title
        if _STEPS.match(block) and i and _HEADING.fullmatch(blocks[i - 1]):
            # Numbered calculation steps: one click away, so the figure stays on top.
            with st.expander(_HEADING.fullmatch(blocks[i - 1]).group(1)):
                st.markdown(block)
            continue
        if block.startswith(">"):
            urns = [u for u in _URN_IN_TEXT.findall(block) if u in by_urn]
            for urn in urns:
                if urn not in shown:
                    render_citation(by_urn[urn])
                    shown.add(urn)
            if urns:
                continue
        st.markdown(block)
    render_citations([c for c in answer.citations if c.urn not in shown],
                     title="Fundamento legal" if not shown else "Outros dispositivos citados")
    if answer.route in ("calculator", "retrieval"):
        st.caption(answer.disclaimer)


def _queue(question: str) -> None:
    st.session_state["pending_question"] = question


def _new_conversation() -> None:
    st.session_state["history"] = []
    st.session_state["llm_fallback_turns"] = set()
    st.session_state.pop("pending_question", None)


def chat_panel(embed: bool) -> None:
    history: list[Turn] = st.session_state.setdefault("history", [])
    fallback_turns: set[int] = st.session_state.setdefault("llm_fallback_turns", set())
    head = st.columns([5, 2], vertical_alignment="center")
    if not embed:
        head[0].markdown("Pergunte em português sobre a reserva de vagas raciais em concursos federais.")
    # Always enabled: it is drawn before this run's question is added to the history.
    head[1].button("Nova conversa", icon=":material/refresh:", on_click=_new_conversation,
                   key="new-conversation", width="stretch")

    messages = st.container()
    prompt = st.chat_input("Escreva sua pergunta sobre as cotas…", max_chars=1000)
    question = (prompt or st.session_state.pop("pending_question", None) or "").strip()

    with messages:
        for i, turn in enumerate(history):
            with st.chat_message(turn.role):
                if i in fallback_turns:
                    st.info(LLM_FALLBACK_NOTE, icon=":material/info:")
                if turn.answer is not None:
                    render_answer(turn.answer)
                else:
                    st.markdown(md_escape(turn.content))
        if question:
            with st.chat_message("user"):
                st.markdown(md_escape(question))
            with st.chat_message("assistant"):
                with guarded("responder a pergunta"):
                    assistant = ready_assistant()
                    with st.spinner("Consultando a lei…"), watch_llm_fallback() as llm_warnings:
                        answer = assistant.ask(question, list(history))
                    if llm_warnings.records:
                        st.info(LLM_FALLBACK_NOTE, icon=":material/info:")
                        fallback_turns.add(len(history) + 1)  # index of the assistant turn below
                    render_answer(answer)
                    history.append(Turn(role="user", content=question))
                    history.append(Turn(role="assistant", content=answer.answer, answer=answer))

        last = history[-1].answer if history else None
        if last is not None and last.options:
            st.caption("Respostas rápidas:")
            # Few short choices side by side; longer ones (e.g. example questions) stacked.
            side_by_side = len(last.options) <= 4 and max(map(len, last.options)) <= 30
            places = st.columns(len(last.options)) if side_by_side else [st] * len(last.options)
            for i, (where, opt) in enumerate(zip(places, last.options)):
                where.button(opt, key=f"opt-{len(history)}-{i}", on_click=_queue, args=(opt,),
                             width="stretch" if side_by_side else "content")
        if not history and not question:
            st.caption("Exemplos de perguntas:")
            for i, ex in enumerate(EXAMPLES):
                st.button(ex, key=f"ex-{i}", on_click=_queue, args=(ex,), type="tertiary",
                          icon=":material/chat:")


# ---------------------------------------------------------------- calculator panels

def _date_field(label: str, key: str, where: Any = st) -> date | None:
    return where.date_input(label, value="today", min_value=date(2000, 1, 1), max_value=date(2100, 12, 31),
                         format="DD/MM/YYYY", key=key,
                         help="Data de publicação do edital; ela define a lei aplicável.")


def reserve_panel() -> None:
    st.subheader("Reserva de vagas")
    with st.form("reserve-form", border=False):
        c1, c2 = st.columns(2)
        vagas = c1.number_input("Vagas do edital", min_value=0, max_value=1_000_000, value=10, step=1,
                                key="reserve-vagas")
        edital = _date_field("Data de publicação do edital", "reserve-date", c2)
        during = st.checkbox("Inclui vagas surgidas durante a validade do concurso", key="reserve-during")
        submitted = st.form_submit_button("Calcular reserva", type="primary")
    if not submitted:
        return
    with guarded("calcular a reserva"):
        res = calculator.reserve(calculator.ReserveInput(
            vacancies=int(vagas), edital_date=edital, during_validity=during))
        m = st.columns(3)
        m[0].metric("Vagas reservadas", res.reserved)
        m[1].metric("Ampla concorrência", res.open)
        m[2].metric("Lei aplicável", law_labels().get(res.regime, res.regime) if res.regime else "Nenhuma")
        render_steps(res.explanation, expanded=True)
        render_legal_basis(res.legal_basis)


def eligibility_panel() -> None:
    # The choices and their labels live with the rules, not in the UI.
    from calculator.eligibility import ENTITY_LABEL, GROUP_LABEL, PROCESS_LABEL, EligibilityInput, eligibility

    st.subheader("Elegibilidade")
    st.caption("Explica se uma pessoa pode concorrer às vagas reservadas neste processo e por quê.")
    with st.form("eligibility-form", border=False):
        c1, c2, c3 = st.columns(3)
        group = c1.selectbox("Grupo (autodeclaração)", list(GROUP_LABEL),
                             format_func=lambda k: GROUP_LABEL[k].removeprefix("pessoa ").capitalize(),
                             key="elig-group")
        entity = c2.selectbox("Órgão ou entidade", list(ENTITY_LABEL),
                              format_func=lambda k: ENTITY_LABEL[k].capitalize(), key="elig-entity")
        process = c3.selectbox("Tipo de processo", list(PROCESS_LABEL),
                               format_func=lambda k: PROCESS_LABEL[k].capitalize(), key="elig-process")
        d1, d2 = st.columns(2)
        edital = _date_field("Data de publicação do edital", "elig-date", d1)
        vagas = d2.number_input("Vagas do edital (deixe vazio se não souber)", min_value=0,
                                max_value=1_000_000, value=None, step=1, key="elig-vagas")
        register = st.checkbox("Só cadastro de reserva (sem vagas imediatas)", key="elig-register")
        submitted = st.form_submit_button("Verificar", type="primary")
    if not submitted:
        return
    with guarded("verificar a elegibilidade"):
        res = eligibility(EligibilityInput(
            group=group, entity=entity, process=process, edital_date=edital,
            vacancies=None if vagas is None else int(vagas), reserve_register=register))
        if res.eligible:
            st.success("**Pode concorrer às vagas reservadas.**", icon=":material/check_circle:")
        else:
            st.warning("**Não pode concorrer às vagas reservadas neste processo.**", icon=":material/cancel:")
        st.markdown("\n".join(f"- {md_escape(r)}" for r in res.reasons))
        if res.pending:
            st.markdown("**A confirmar:**\n" + "\n".join(f"- {md_escape(p)}" for p in res.pending))
        render_steps(res.explanation)
        render_legal_basis(res.legal_basis)


def sequence_chart(slots: list[str]) -> alt.Chart:
    """One cell per appointment, in the row of the list it goes to: readable at a glance."""
    data = pd.DataFrame({"Posição": range(1, len(slots) + 1), "Lista": [SLOT_LABEL[s] for s in slots]})
    lists = list(SLOT_LABEL.values())
    return alt.Chart(data).mark_rect(stroke="white", strokeWidth=2 if len(slots) <= 60 else 0).encode(
        x=alt.X("Posição:O", title="Posição na ordem de nomeação",
                axis=alt.Axis(labelAngle=0, labelOverlap="greedy")),
        y=alt.Y("Lista:N", title=None, sort=lists, scale=alt.Scale(domain=lists)),
        color=alt.Color("Lista:N", legend=None,
                        scale=alt.Scale(domain=lists, range=list(SLOT_COLOR.values()))),
        tooltip=["Posição:O", "Lista:N"],
    ).properties(height=170)


def _vagas_date_pcd_fields(form: str) -> tuple[int, Any, str]:
    """Vagas, edital date and PcD reserve: the inputs the order and result forms share."""
    c1, c2, c3 = st.columns(3)
    vagas = c1.number_input("Vagas do edital", min_value=0, max_value=10_000, value=10, step=1,
                            key=f"{form}-vagas")
    edital = _date_field("Data de publicação do edital", f"{form}-date", c2)
    pcd_text = c3.text_input("Vagas PcD (número, como 2, ou percentual, como 5%)", value="",
                             key=f"{form}-pcd")
    return vagas, edital, pcd_text


def order_panel() -> None:
    st.subheader("Ordem de nomeação")
    st.caption("Em que posições da sequência de nomeações entram a ampla concorrência, a cota racial e PcD.")
    with st.form("order-form", border=False):
        vagas, edital, pcd_text = _vagas_date_pcd_fields("order")
        tie = st.radio("Se cota racial e PcD coincidirem na mesma posição", list(TIE_BREAK_LABEL),
                       format_func=TIE_BREAK_LABEL.get, horizontal=True, key="order-tie")
        submitted = st.form_submit_button("Montar ordem", type="primary")
    if not submitted:
        return
    with guarded("montar a ordem de nomeação"):
        res = calculator.order(calculator.OrderInput(
            vacancies=int(vagas), edital_date=edital, tie_break=tie, **_pcd_params(pcd_text)))
        m = st.columns(4)
        m[0].metric("Vagas", res.vacancies)
        m[1].metric("Ampla concorrência", res.vacancies - res.reserved - res.pcd)
        m[2].metric("Cota racial", res.reserved)
        m[3].metric("PcD", res.pcd)
        if res.order:
            st.altair_chart(sequence_chart(res.order), width="stretch")
            table = pd.DataFrame({"Posição": range(1, len(res.order) + 1),
                                  "Lista": [SLOT_LABEL[s] for s in res.order]})
            st.dataframe(table, hide_index=True, height=min(400, 38 + 35 * len(table)), key="order-table")
        render_steps(res.explanation, expanded=True)
        render_legal_basis(res.legal_basis)


def _pcd_params(text: str | None) -> dict[str, str]:
    """The PcD box takes a count ("2") or a percentage ("5%"); the calculator validates either."""
    text = (text or "").strip()
    if not text:
        return {}
    return {"pcd_percentage": text} if "%" in text else {"pcd": text}


def result_panel() -> None:
    from calculator.table import HEADER_HINT, parse_table

    st.subheader("Resultado do concurso")
    st.caption(
        f"Envie a classificação geral em CSV ou .xlsx ({HEADER_HINT}; quota, pcd e confirmed com 1 ou 0). "
        f"Até {SETTINGS.max_upload_mb} MB e {SETTINGS.max_rows} candidatos. O arquivo é processado só em "
        "memória: não é gravado, registrado em log nem indexado (LGPD)."
    )
    with st.form("result-form", border=False):
        upload = st.file_uploader("Classificação geral (CSV ou .xlsx)", type=["csv", "xlsx"],
                                  max_upload_size=SETTINGS.max_upload_mb, key="result-file")
        vagas, edital, pcd_text = _vagas_date_pcd_fields("result")
        submitted = st.form_submit_button("Processar resultado", type="primary")
    if not submitted:
        return
    if upload is None:
        st.warning("Envie o arquivo no campo **Classificação geral** antes de processar.")
        return
    # quiet: the table holds personal data, so failures log only the exception type.
    with guarded("processar o resultado", quiet=True):
        data = upload.getvalue()  # bytes in memory; never written anywhere
        if len(data) > SETTINGS.max_upload_mb * 1024 * 1024:
            st.error(f"Classificação geral: o arquivo tem mais de {SETTINGS.max_upload_mb} MB.")
            return
        is_xlsx = upload.name.lower().endswith(".xlsx")
        if not is_xlsx and data.count(b"\n") > SETTINGS.max_rows + 1:  # cheap check before parsing
            st.error(f"Classificação geral: o arquivo tem mais de {SETTINGS.max_rows} linhas de candidatos.")
            return
        candidates = parse_table(data, upload.name)
        if len(candidates) > SETTINGS.max_rows:
            st.error(f"Classificação geral: o arquivo tem mais de {SETTINGS.max_rows} linhas de candidatos.")
            return
        res = calculator.result(calculator.ResultInput(
            candidates=candidates, vacancies=int(vagas), edital_date=edital, **_pcd_params(pcd_text)))
        show_result(candidates, res)


def show_result(candidates: list[Any], res: Any) -> None:
    rank = {c.id: c.rank for c in candidates}
    lists = {c.id: c.list for c in res.classified}
    m = st.columns(4)
    m[0].metric("Classificados", f"{len(res.classified)} de {len(res.order)}")
    m[1].metric("Vagas reservadas (cota racial)", res.reserved)
    m[2].metric("Vagas PcD", res.pcd)
    m[3].metric("Revertidas para a ampla", res.reverted + res.pcd_reverted)

    with st.expander(f"Prévia do arquivo ({min(len(candidates), 20)} de {len(candidates)} linhas)"):
        st.dataframe(pd.DataFrame([c.model_dump() for c in candidates[:20]]), hide_index=True)

    st.markdown("**Listas de classificados**")
    by_list = {k: [c for c in res.classified if c.list == k] for k in SLOT_LABEL}
    for tab, (key, items) in zip(st.tabs([f"{SLOT_LABEL[k]} ({len(v)})" for k, v in by_list.items()]),
                                 by_list.items()):
        with tab:
            if items:
                st.dataframe(pd.DataFrame([{"Classificação geral": rank[c.id], "Candidato": c.id} for c in items]),
                             hide_index=True)
            else:
                st.caption("Nenhum candidato nesta lista.")

    st.markdown("**Ordem de nomeação**")
    nomination = pd.DataFrame([
        {"Nomeação": i, "Candidato": cid, "Vaga da sequência": SLOT_LABEL[slot],
         "Classificado em": SLOT_LABEL[lists[cid]], "Classificação geral": rank[cid]}
        for i, (cid, slot) in enumerate(zip(res.nomination, res.order), 1)
    ])
    st.dataframe(nomination, hide_index=True)
    # Built in memory for this response only; on_click="ignore" keeps the page as it is.
    st.download_button("Baixar resultado (CSV)", nomination.to_csv(index=False).encode("utf-8-sig"),
                       file_name="resultado-cotas.csv", mime="text/csv", on_click="ignore",
                       icon=":material/download:", key="result-download")
    render_steps(res.explanation, expanded=False)
    render_legal_basis(res.legal_basis)


# ---------------------------------------------------------------- page

def main() -> None:
    # `?embed=true` is reserved by Streamlit (hidden from st.query_params); it is exposed here.
    embed = bool(st.context.is_embedded)
    # No page_icon: a Material icon favicon would be fetched from Google Fonts (the app runs offline).
    st.set_page_config(page_title="Assistente de Cotas",
                       layout="centered" if embed else "wide",
                       initial_sidebar_state="collapsed")
    if embed:
        st.markdown("**Assistente de Cotas Raciais em Concursos Federais**")
    else:
        st.title("Assistente de Cotas Raciais em Concursos Federais")
        st.caption("Lei nº 15.142/2025 e Lei nº 12.990/2014. Toda resposta traz o dispositivo legal, "
                   "com link para o LexML e o texto exato.")
    tabs = st.tabs(["Perguntar", "Reserva", "Ordem de nomeação", "Resultado", "Elegibilidade"])
    with tabs[0]:
        with guarded("mostrar a conversa"):
            chat_panel(embed)
    with tabs[1]:
        with guarded("mostrar a calculadora de reserva"):
            reserve_panel()
    with tabs[2]:
        with guarded("mostrar a ordem de nomeação"):
            order_panel()
    with tabs[3]:
        with guarded("mostrar o painel de resultado", quiet=True):
            result_panel()
    with tabs[4]:
        with guarded("mostrar a verificação de elegibilidade"):
            eligibility_panel()


main()
