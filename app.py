"""Cotas Assistant — Streamlit entry page.

A thin layer: every rule, percentage and number comes from `assistant/` and `calculator/`.
The parts live in `ui/`: the chat (`ui/chat.py`), one module per calculator panel
(`ui/panels/`), the citation renderer, shared widgets and the Portuguese/accessibility layer.
"""
from __future__ import annotations

import os

# Nothing may download a model at run time; set before anything imports transformers.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import streamlit as st

from ui import a11y, chat
from ui.panels import panels
from ui.widgets import guarded

TITLE = "Assistente de Cotas Raciais em Concursos Federais"


def main() -> None:
    # `?embed=true` is reserved by Streamlit (hidden from st.query_params); it is exposed here.
    embed = bool(st.context.is_embedded)
    # No page_icon: a Material icon favicon would be fetched from Google Fonts (the app runs offline).
    st.set_page_config(page_title="Assistente de Cotas", layout="centered" if embed else "wide",
                       initial_sidebar_state="collapsed")
    a11y.install()
    if embed:
        st.markdown(f"**{TITLE}**")
    else:
        st.title(TITLE, anchor=False)
        st.caption("Lei nº 15.142/2025 e Lei nº 12.990/2014. Toda resposta traz o dispositivo legal, "
                   "com link para o LexML e o texto exato.")
    registry = panels()
    tabs = st.tabs(["Perguntar", *(p.label for p in registry)])
    with tabs[0]:
        with guarded("mostrar a conversa"):
            chat.render(embed)
    for tab, panel in zip(tabs[1:], registry):
        with tab:
            with guarded(panel.what, quiet=panel.quiet):
                panel.render()


main()
