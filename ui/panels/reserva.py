"""Reserva: how many vagas the law reserves for a number of vagas and an edital date."""
from __future__ import annotations

from fractions import Fraction

import pandas as pd
import streamlit as st

import calculator
from calculator.groups import GroupShare
from calculator.reserve import fmt_decimal

from ..citations import render_legal_basis
from ..settings import get_settings
from ..widgets import PanelState, date_field, fmt_int, int_field, metrics, parse_date, parse_int, read_fields
from . import Panel
from .common import law_label, render_steps

STATE = PanelState("reserve")
PCD_FIELD = "Percentual PcD do edital (opcional, ex.: 5%)"
GROUP_NOTE = ("Parcela fracionada: o regulamento e o edital fixam o número inteiro de cada grupo; aqui aparece a "
              "fração exata, sem arredondar.")


def share_text(share: GroupShare) -> str:
    """Exact share: an integer, or the decimal with the fraction, e.g. "1,5 (3/2)"; never rounded."""
    if share.integer is not None:
        return fmt_int(share.integer)
    q = Fraction(share.fraction)
    decimal = fmt_decimal(q)
    return share.fraction if decimal == share.fraction else f"{decimal} ({share.fraction})"


def _compute() -> calculator.ReserveResult:
    ss, top = st.session_state, get_settings().max_vagas
    v = read_fields({
        "reserve-vagas": lambda: parse_int(ss.get("reserve-vagas"), "Vagas do edital", maximum=top),
        "reserve-date": lambda: parse_date(ss.get("reserve-date"), "Data de publicação do edital"),
        "reserve-pcd": lambda: _pcd(ss.get("reserve-pcd")),
    })
    return calculator.reserve(calculator.ReserveInput(
        vacancies=v["reserve-vagas"], edital_date=v["reserve-date"],
        during_validity=bool(ss.get("reserve-during")), pcd_percentage=v["reserve-pcd"]))


def _pcd(raw: str | None) -> str | None:
    """Checked here so the message lands under the field (the calculator's names the parameter)."""
    text = (raw or "").strip()
    if not text:
        return None
    try:
        calculator.ReserveInput(vacancies=0, pcd_percentage=text)
    except calculator.CalculatorError as exc:
        raise ValueError(f"{PCD_FIELD.split(' (')[0]}: {exc.message.split(': ', 1)[-1]}") from None
    return text


def render() -> None:
    st.header("Reserva de vagas", anchor=False)
    c1, c2 = st.columns(2)
    int_field(STATE, "Vagas do edital", "reserve-vagas", default="10", where=c1,
              help=f"Número inteiro de 0 a {fmt_int(get_settings().max_vagas)}.")
    date_field(STATE, "reserve-date", c2)
    int_field(STATE, PCD_FIELD, "reserve-pcd", placeholder="5%",
              help="Reserva para pessoas com deficiência (Decreto nº 9.508/2018): no mínimo 5%, com fração "
                   "arredondada para cima. Deixe em branco para não calcular.")
    st.checkbox("Inclui vagas surgidas durante a validade do concurso", key="reserve-during", on_change=STATE.clear)
    st.button("Calcular reserva", type="primary", key="reserve-go",
              on_click=STATE.compute, args=("calcular a reserva", _compute))
    STATE.field_error("form")
    res = STATE.result
    if res is None:
        return
    items = [("Vagas reservadas", res.reserved), ("Ampla concorrência", res.open)]
    if res.pcd is not None:
        items.append(("Vagas PcD", res.pcd))
    metrics([*items, ("Lei aplicável", law_label(res.regime))])
    if res.groups:
        st.markdown("**Divisão da reserva por grupo** (Decreto nº 12.536/2025; resumo, não é o texto oficial)")
        st.dataframe(pd.DataFrame({"Grupo": [g.group.capitalize() for g in res.groups],
                                   "Percentual": [f"{g.percentage}%" for g in res.groups],
                                   "Vagas (parcela exata)": [share_text(g) for g in res.groups]}),
                     hide_index=True, key="reserve-groups")
        if any(g.integer is None for g in res.groups):
            st.caption(GROUP_NOTE)
    render_steps(res.explanation, expanded=True)
    render_legal_basis(res.legal_basis)


PANEL = Panel("Reserva", render, "mostrar a calculadora de reserva")
