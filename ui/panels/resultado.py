"""Resultado: the general ranking (CSV or .xlsx, in memory only) -> lists and nomination order."""
from __future__ import annotations

from typing import Any, NamedTuple

import pandas as pd
import streamlit as st

import calculator

from ..citations import render_legal_basis
from ..settings import get_settings
from ..widgets import (
    FieldErrors,
    PanelState,
    date_field,
    fmt_int,
    int_field,
    metrics,
    parse_date,
    parse_int,
    pcd_params,
    read_fields,
)
from . import Panel
from .common import PCD_LABEL, SLOT_LABEL, render_steps

STATE = PanelState("result")
FILE = "Classificação geral"
FIX = "Corrija a planilha e envie de novo."
UNREADABLE = (f"{FILE}: não foi possível ler o arquivo. Salve a planilha como CSV (UTF-8, separado por vírgula "
              "ou ponto e vírgula) ou como .xlsx e envie de novo.")


class Outcome(NamedTuple):
    candidates: list[Any]
    result: Any


def read_table(upload: Any) -> list[Any]:
    """Parse the uploaded file with limits; every failure says what is wrong and what to do."""
    from calculator.table import parse_table

    s = get_settings()
    data = upload.getvalue()  # bytes in memory; never written anywhere
    if len(data) > s.max_upload_mb * 1024 * 1024:
        raise FieldErrors({"result-file": f"{FILE}: o arquivo tem mais de {s.max_upload_mb} MB. "
                                          "Divida a tabela ou retire colunas que não são usadas."})
    too_many = FieldErrors({"result-file": f"{FILE}: o arquivo tem mais de {fmt_int(s.max_rows)} linhas de "
                                           "candidatos. Divida a tabela por cargo e envie uma de cada vez."})
    is_xlsx = upload.name.lower().endswith(".xlsx")
    if not is_xlsx and data.count(b"\n") > s.max_rows + 1:  # cheap check before parsing
        raise too_many
    try:
        candidates = parse_table(data, upload.name)
    except calculator.CalculatorError as exc:
        raise FieldErrors({"result-file": f"{FILE}: {exc.message} {FIX}"}) from None
    except Exception:  # noqa: BLE001 - csv/openpyxl/decoding errors: the person needs a fix, not a type
        raise FieldErrors({"result-file": UNREADABLE}) from None
    if len(candidates) > s.max_rows:
        raise too_many
    return candidates


def _compute() -> Outcome:
    ss, top = st.session_state, get_settings().max_vagas
    upload = ss.get("result-file")
    v = read_fields({
        "result-file": lambda: _require(upload),
        "result-vagas": lambda: parse_int(ss.get("result-vagas"), "Vagas do edital", maximum=top),
        "result-date": lambda: parse_date(ss.get("result-date"), "Data de publicação do edital"),
    })
    candidates = read_table(v["result-file"])
    res = calculator.result(calculator.ResultInput(
        candidates=candidates, vacancies=v["result-vagas"], edital_date=v["result-date"],
        **pcd_params(ss.get("result-pcd"))))
    return Outcome(candidates, res)


def _require(upload: Any) -> Any:
    if upload is None:
        if st.context.is_embedded:  # the portal may block the upload (XSRF cookie of another site)
            raise ValueError(f"{FILE}: o arquivo não chegou. Escolha o arquivo antes de processar; se ele "
                             "já aparece no campo, o portal bloqueou o envio: abra o assistente em uma nova aba.")
        raise ValueError(f"{FILE}: envie o arquivo (CSV ou .xlsx) antes de processar.")
    return upload


def render() -> None:
    from calculator.table import HEADER_HINT

    s = get_settings()
    st.header("Resultado do concurso", anchor=False)
    st.caption(
        f"Envie a classificação geral em CSV ou .xlsx ({HEADER_HINT}; cotista, pcd e confirmado com 1 ou 0). "
        f"Até {s.max_upload_mb} MB e {fmt_int(s.max_rows)} candidatos. O arquivo é processado só em memória: "
        "não é gravado, registrado em log nem indexado (LGPD)."
    )
    if st.context.is_embedded:
        st.caption("Dentro de um portal, se o envio falhar, abra o assistente em uma nova aba e envie lá.")
    st.file_uploader(f"{FILE} (CSV ou .xlsx)", type=["csv", "xlsx"], max_upload_size=s.max_upload_mb,
                     key="result-file", on_change=STATE.clear)
    STATE.field_error("result-file")
    c1, c2, c3 = st.columns(3)
    int_field(STATE, "Vagas do edital", "result-vagas", default="10", where=c1,
              help=f"Número inteiro de 0 a {fmt_int(s.max_vagas)}.")
    date_field(STATE, "result-date", c2)
    c3.text_input(PCD_LABEL, value="", key="result-pcd", on_change=STATE.clear, max_chars=12)
    # quiet: the table holds personal data, so failures log only the exception type.
    st.button("Processar resultado", type="primary", key="result-go",
              on_click=STATE.compute, args=("processar o resultado", _compute), kwargs={"quiet": True})
    STATE.field_error("form")
    out = STATE.result
    if out is not None:
        show_result(out.candidates, out.result)


def show_result(candidates: list[Any], res: Any) -> None:
    rank = {c.id: c.rank for c in candidates}
    lists = {c.id: c.list for c in res.classified}
    metrics([("Classificados", f"{fmt_int(len(res.classified))} de {fmt_int(len(res.order))}"),
             ("Cota racial", res.reserved), ("PcD", res.pcd),
             ("Revertidas para a ampla", res.reverted + res.pcd_reverted)])

    with st.expander(f"Prévia do arquivo ({min(len(candidates), 20)} de {fmt_int(len(candidates))} linhas)"):
        st.dataframe(pd.DataFrame([c.model_dump() for c in candidates[:20]]), hide_index=True)

    # One table with a "Lista" column instead of nested tabs (their toolbar covered the labels).
    st.markdown("**Listas de classificados**")
    st.caption(" · ".join(f"{SLOT_LABEL[k]}: {fmt_int(sum(1 for c in res.classified if c.list == k))}"
                          for k in SLOT_LABEL))
    st.dataframe(pd.DataFrame([{"Lista": SLOT_LABEL[c.list], "Classificação geral": rank[c.id], "Candidato": c.id}
                               for c in res.classified]), hide_index=True, key="result-lists")

    st.markdown("**Ordem de nomeação**")
    nomination = pd.DataFrame([
        {"Nomeação": i, "Candidato": cid, "Vaga da sequência": SLOT_LABEL[slot],
         "Classificado em": SLOT_LABEL[lists[cid]], "Classificação geral": rank[cid]}
        for i, (cid, slot) in enumerate(zip(res.nomination, res.order), 1)
    ])
    st.dataframe(nomination, hide_index=True, key="result-nomination")
    # Built in memory for this response only; on_click="ignore" keeps the page as it is.
    st.download_button("Baixar resultado (CSV)", nomination.to_csv(index=False, sep=";").encode("utf-8-sig"),
                       file_name="resultado-cotas.csv", mime="text/csv", on_click="ignore", key="result-download")
    render_steps(res.explanation)
    render_legal_basis(res.legal_basis)


PANEL = Panel("Resultado", render, "mostrar o painel de resultado", quiet=True)
