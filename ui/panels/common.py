"""Pieces the calculator panels share."""
from __future__ import annotations

import streamlit as st

from ..chat import law_labels
from ..widgets import md_escape

# UI names of the calculator's nomination lists (the Slot values) and their chart colours.
SLOT_LABEL = {"open": "Ampla concorrência", "quota": "Cota racial", "pcd": "PcD"}
SLOT_COLOR = {"open": "#6B7280", "quota": "#1351B4", "pcd": "#B45309"}
PCD_LABEL = "Vagas PcD (número, como 2, ou percentual, como 5%)"


def law_label(regime: str | None) -> str:
    return law_labels().get(regime, regime) if regime else "Nenhuma"


def render_steps(steps: list[str], *, expanded: bool = False) -> None:
    if steps:
        with st.expander("Como foi calculado", expanded=expanded):
            st.markdown("\n".join(f"{i}. {md_escape(s)}" for i, s in enumerate(steps, 1)))
