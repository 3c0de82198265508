"""The one citation renderer: a compact "Fundamentação" (at most three dispositivos by label with
their LexML link; the rest, the URNs and the exact texts one click away) and the regulation box."""
from __future__ import annotations

import logging
from typing import Any

import streamlit as st

from assistant.models import Citation, RegulationNote

from .widgets import md_escape, quote

log = logging.getLogger("cotas.app")

LEXML = "https://www.lexml.gov.br/urn/"
VISIBLE = 3
REGULATION_TITLE = "Regulamentação (resumo; não é o texto oficial)"


def lexml(urn: str) -> str:
    return f"{LEXML}{urn}"


def exact_text(cit: Citation) -> str:
    """Markdown of the exact text, with the caput an inciso needs and the incisos a ':' needs."""
    if not cit.text:
        return "Texto indisponível no momento; consulte o link do LexML."
    parts = []
    if cit.parent_text:
        parts.append(quote(cit.parent_text))
    parts.append(quote(cit.text))
    if cit.children_text:
        parts.append(quote("\n".join(cit.children_text)))
    return "\n\n".join(parts)


def render_fundamentacao(citations: list[Citation], *, show_main_text: bool = False) -> None:
    if not citations:
        return
    st.markdown("**Fundamentação**")
    st.markdown("\n".join(f"- [{md_escape(c.label)}]({lexml(c.urn)})" for c in citations[:VISIBLE]))
    if show_main_text:  # a law question: the exact text of the main dispositivo is the answer's ground
        st.caption(f"Texto exato de {md_escape(citations[0].label)}:")  # says which of the links is quoted
        st.markdown(exact_text(citations[0]))
    rest = len(citations) - VISIBLE
    title = "Texto exato e URN" + (f" (mais {rest} dispositivo{'s' if rest > 1 else ''})" if rest > 0 else "")
    with st.expander(title):
        for cit in citations:
            st.markdown(f"**{md_escape(cit.label)}** — [`{cit.urn}`]({lexml(cit.urn)})")
            st.markdown(exact_text(cit))


def render_legal_basis(legal_basis: list[Any]) -> None:
    """Citations of a calculator result; without the corpus text, still label + LexML link."""
    try:
        from assistant import citations_for

        citations = citations_for(legal_basis)
    except Exception:  # noqa: BLE001 - the figures stay useful without the quoted text
        log.warning("texto dos dispositivos indisponível", exc_info=True)
        citations = [Citation(urn=b.urn, label=b.label, text="") for b in legal_basis]
    render_fundamentacao(citations)


# Norm names that take "da" ("da Lei", "da Instrução Normativa", "da Portaria"); a Decreto takes "do".
_FEMININE_NORMS = ("Lei", "Instrução Normativa", "Portaria", "Resolução", "Orientação Normativa", "Nota Técnica")


def _of(norm: str) -> str:
    return "da" if norm.startswith(_FEMININE_NORMS) else "do"


def render_regulation(notes: list[RegulationNote]) -> None:
    """A separate bordered box with our own summary: never styled as a quotation of the law."""
    if not notes:
        return
    # One group per norm, its official link once: the same link after every note filled a phone
    # screen, or a 400 px portal frame, several times before the answer's Fundamentação.
    groups: dict[tuple[str, str], list[str]] = {}
    for note in notes:
        groups.setdefault((note.norm, note.url), []).append(note.text)
    with st.container(border=True):
        st.markdown(f"**{REGULATION_TITLE}**")
        for (norm, url), texts in groups.items():
            st.markdown(f"{md_escape(norm)}:\n\n" + "\n".join(f"- {md_escape(t)}" for t in texts)
                        + f"\n\n[Texto oficial {_of(norm)} {md_escape(norm)}]({url})")
