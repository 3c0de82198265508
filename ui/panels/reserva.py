"""Reserva: how many vagas the law reserves for a number of vagas and an edital date."""
from __future__ import annotations

import streamlit as st

import calculator

from ..citations import render_legal_basis
from ..settings import get_settings
from ..widgets import PanelState, date_field, fmt_int, int_field, metrics, parse_date, parse_int, read_fields
from . import Panel
from .common import law_label, render_steps

STATE = PanelState("reserve")


def _compute() -> calculator.ReserveResult:
    ss, top = st.session_state, get_settings().max_vagas
    v = read_fields({
        "reserve-vagas": lambda: parse_int(ss.get("reserve-vagas"), "Vagas do edital", maximum=top),
        "reserve-date": lambda: parse_date(ss.get("reserve-date"), "Data de publicação do edital"),
    })
    return calculator.reserve(calculator.ReserveInput(
        vacancies=v["reserve-vagas"], edital_date=v["reserve-date"],
        during_validity=bool(ss.get("reserve-during"))))


def render() -> None:
    st.header("Reserva de vagas", anchor=False)
    c1, c2 = st.columns(2)
    int_field(STATE, "Vagas do edital", "reserve-vagas", default="10", where=c1,
              help=f"Número inteiro de 0 a {fmt_int(get_settings().max_vagas)}.")
    date_field(STATE, "reserve-date", c2)
    st.checkbox("Inclui vagas surgidas durante a validade do concurso", key="reserve-during", on_change=STATE.clear)
    st.button("Calcular reserva", type="primary", key="reserve-go",
              on_click=STATE.compute, args=("calcular a reserva", _compute))
    STATE.field_error("form")
    res = STATE.result
    if res is None:
        return
    metrics([("Vagas reservadas", res.reserved), ("Ampla concorrência", res.open),
             ("Lei aplicável", law_label(res.regime))])
    render_steps(res.explanation, expanded=True)
    render_legal_basis(res.legal_basis)


PANEL = Panel("Reserva", render, "mostrar a calculadora de reserva")
