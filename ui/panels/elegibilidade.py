"""Elegibilidade: may this person compete for the reserved vagas in this process, and why."""
from __future__ import annotations

import streamlit as st

from ..citations import render_legal_basis
from ..settings import get_settings
from ..widgets import PanelState, date_field, fmt_int, int_field, md_escape, parse_date, parse_int, read_fields
from . import Panel
from .common import render_steps

STATE = PanelState("elig")


def _compute():
    from calculator.eligibility import EligibilityInput, eligibility

    ss, top = st.session_state, get_settings().max_vagas
    v = read_fields({
        "elig-vagas": lambda: parse_int(ss.get("elig-vagas"), "Vagas do edital", maximum=top, optional=True),
        "elig-date": lambda: parse_date(ss.get("elig-date"), "Data de publicação do edital"),
    })
    return eligibility(EligibilityInput(
        group=ss["elig-group"], entity=ss["elig-entity"], process=ss["elig-process"], edital_date=v["elig-date"],
        vacancies=v["elig-vagas"], reserve_register=bool(ss.get("elig-register"))))


def render() -> None:
    # The choices and their labels live with the rules, not in the UI.
    from calculator.eligibility import ENTITY_LABEL, GROUP_LABEL, PROCESS_LABEL

    st.header("Elegibilidade", anchor=False)
    st.caption("Explica se uma pessoa pode concorrer às vagas reservadas neste processo e por quê.")
    c1, c2, c3 = st.columns(3)
    c1.selectbox("Grupo (autodeclaração)", list(GROUP_LABEL), key="elig-group", on_change=STATE.clear,
                 format_func=lambda k: GROUP_LABEL[k].removeprefix("pessoa ").capitalize())
    c2.selectbox("Órgão ou entidade", list(ENTITY_LABEL), key="elig-entity", on_change=STATE.clear,
                 format_func=lambda k: ENTITY_LABEL[k].capitalize())
    c3.selectbox("Tipo de processo", list(PROCESS_LABEL), key="elig-process", on_change=STATE.clear,
                 format_func=lambda k: PROCESS_LABEL[k].capitalize())
    d1, d2 = st.columns(2)
    date_field(STATE, "elig-date", d1)
    int_field(STATE, "Vagas do edital (deixe vazio se não souber)", "elig-vagas", where=d2,
              help=f"Número inteiro de 0 a {fmt_int(get_settings().max_vagas)}, ou vazio.")
    st.checkbox("Só cadastro de reserva (sem vagas imediatas)", key="elig-register", on_change=STATE.clear)
    st.button("Verificar", type="primary", key="elig-go",
              on_click=STATE.compute, args=("verificar a elegibilidade", _compute))
    STATE.field_error("form")
    res = STATE.result
    if res is None:
        return
    if res.eligible:
        st.success("**Pode concorrer às vagas reservadas.**")
    else:
        st.warning("**Não pode concorrer às vagas reservadas neste processo.**")
    st.markdown("\n".join(f"- {md_escape(r)}" for r in res.reasons))
    if res.pending:
        st.markdown("**A confirmar:**\n" + "\n".join(f"- {md_escape(p)}" for p in res.pending))
    render_steps(res.explanation)
    render_legal_basis(res.legal_basis)


PANEL = Panel("Elegibilidade", render, "mostrar a verificação de elegibilidade")
