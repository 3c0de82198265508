"""Ordem de nomeação: which list (ampla, cota racial, PcD) each appointment goes to."""
from __future__ import annotations

import altair as alt
import pandas as pd
import streamlit as st

import calculator

from ..citations import render_legal_basis
from ..settings import get_settings
from ..widgets import PanelState, date_field, fmt_int, int_field, metrics, parse_date, parse_int, pcd_params, read_fields
from . import Panel
from .common import PCD_LABEL, SLOT_COLOR, SLOT_LABEL, render_steps

STATE = PanelState("order")
TIE_BREAK_LABEL = {"pcd_first": "PcD antes de cota racial", "quota_first": "Cota racial antes de PcD"}


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


def _compute() -> calculator.OrderResult:
    ss, top = st.session_state, get_settings().max_vagas
    v = read_fields({
        "order-vagas": lambda: parse_int(ss.get("order-vagas"), "Vagas do edital", maximum=top),
        "order-date": lambda: parse_date(ss.get("order-date"), "Data de publicação do edital"),
    })
    return calculator.order(calculator.OrderInput(
        vacancies=v["order-vagas"], edital_date=v["order-date"], tie_break=ss.get("order-tie", "pcd_first"),
        **pcd_params(ss.get("order-pcd"))))


def render() -> None:
    st.header("Ordem de nomeação", anchor=False)
    st.caption("Em que posições da sequência de nomeações entram a ampla concorrência, a cota racial e PcD.")
    c1, c2, c3 = st.columns(3)
    int_field(STATE, "Vagas do edital", "order-vagas", default="10", where=c1,
              help=f"Número inteiro de 0 a {fmt_int(get_settings().max_vagas)}.")
    date_field(STATE, "order-date", c2)
    c3.text_input(PCD_LABEL, value="", key="order-pcd", on_change=STATE.clear, max_chars=12)
    st.radio("Se cota racial e PcD coincidirem na mesma posição", list(TIE_BREAK_LABEL),
             format_func=TIE_BREAK_LABEL.get, horizontal=True, key="order-tie", on_change=STATE.clear)
    st.button("Montar ordem", type="primary", key="order-go",
              on_click=STATE.compute, args=("montar a ordem de nomeação", _compute))
    STATE.field_error("form")
    res = STATE.result
    if res is None:
        return
    metrics([("Vagas", res.vacancies), ("Ampla concorrência", res.vacancies - res.reserved - res.pcd),
             ("Cota racial", res.reserved), ("PcD", res.pcd)])
    if res.order:
        st.altair_chart(sequence_chart(res.order), width="stretch")
        table = pd.DataFrame({"Posição": range(1, len(res.order) + 1),
                              "Lista": [SLOT_LABEL[s] for s in res.order]})
        st.dataframe(table, hide_index=True, height=min(400, 38 + 35 * len(table)), key="order-table")
    render_steps(res.explanation, expanded=True)
    render_legal_basis(res.legal_basis)


PANEL = Panel("Ordem", render, "mostrar a ordem de nomeação")
