"""Quadro de vagas: an edital's cargos (typed in a grid or uploaded, in memory only) -> the reserve of
each cargo checked against the edital's own figures, the totals and the split note (calculator.edital)."""
from __future__ import annotations

from typing import Any

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
    md_escape,
    metrics,
    parse_date,
    parse_int,
    read_fields,
)
from . import Panel
from .common import SLOT_COLOR, law_label, render_steps

STATE = PanelState("quadro")
FILE = "Arquivo do quadro de vagas"
GRID = "Quadro de vagas"
PCD_FIELD = "Percentual PcD de todos os cargos (opcional, ex.: 5%)"
# Grid column -> Cargo field. Text columns: we parse them, so every message is ours and in Portuguese.
# Round 52 (lo52c): the racial figures first (the declared reserve beside the vagas), the two optional PcD columns last.
COLUMNS = {"Cargo": "name", "Vagas": "vacancies", "Reservadas no edital": "declared_reserved",
           "PcD %": "pcd_percentage", "PcD no edital": "declared_pcd"}
# Each column at least as wide as its label (the grid is a canvas: a header never wraps, a narrower column cuts it).
WIDTHS = {"Cargo": 94, "Vagas": 76, "Reservadas no edital": 160, "PcD %": 84, "PcD no edital": 130}
ROW_MARKER = 33  # Streamlit's row-selection column of a grid with num_rows="dynamic"
# On a phone the grid's box ends where "Reservadas no edital" does (365 px, within a 390 px screen's 366): no column is
# cut at the edge at rest, and the PcD columns are one swipe away (a box of the screen's width showed "Reservada").
PHONE_GRID = ROW_MARKER + sum(WIDTHS[c] for c in ("Cargo", "Vagas", "Reservadas no edital")) + 2  # (+ its border)
PHONE_CSS = (f'<style>@media (max-width: 640px) {{ .st-key-quadro-grid {{ max-width: {PHONE_GRID}px; }} }}</style>')
EXAMPLE = [("Analista", "10"), ("Técnico", "4"), ("Motorista", "1")]
CHART_MAX = 40  # cargos drawn in the chart; the table has them all


def example_grid() -> pd.DataFrame:
    return pd.DataFrame([{"Cargo": c, "Vagas": v, "PcD %": "", "Reservadas no edital": "", "PcD no edital": ""}
                         for c, v in EXAMPLE], columns=list(COLUMNS), dtype="object")


def _cell(value: Any) -> str:
    return "" if value is None or (isinstance(value, float) and pd.isna(value)) else str(value).strip()


def grid_cargos(df: pd.DataFrame, top: int) -> list[dict[str, Any]]:
    """Grid rows -> Cargo dicts; blank rows are skipped; numbers accept 1.000; errors name the line."""
    items: list[dict[str, Any]] = []
    errors: list[str] = []
    for line, row in enumerate(df.to_dict("records"), 1):
        cells = {col: _cell(row.get(col)) for col in COLUMNS}
        if not any(cells.values()):
            continue
        where = f"{GRID}, linha {line}" + (f" ({cells['Cargo'][:60]})" if cells["Cargo"] else "")
        item: dict[str, Any] = {"name": cells["Cargo"]}
        try:
            if not cells["Cargo"]:
                raise ValueError(f"{where}, Cargo: informe o nome do cargo.")
            item["vacancies"] = parse_int(cells["Vagas"], f"{where}, Vagas", maximum=top)
            for col in ("Reservadas no edital", "PcD no edital"):
                value = parse_int(cells[col], f"{where}, {col}", maximum=top, optional=True)
                if value is not None:
                    item[COLUMNS[col]] = value
            if cells["PcD %"]:
                item["pcd_percentage"] = cells["PcD %"] if "%" in cells["PcD %"] else f"{cells['PcD %']}%"
        except ValueError as exc:
            errors.append(str(exc))
            continue
        items.append(item)
    if errors:
        raise FieldErrors({"quadro-grid": " ".join(errors[:5]) + (" …" if len(errors) > 5 else "")})
    if not items:
        raise FieldErrors({"quadro-grid": f"{GRID}: informe pelo menos um cargo com o número de vagas."})
    return items


def file_cargos(upload: Any, top: int) -> list[Any]:
    from calculator.table import CARGO_HEADER_HINT, parse_cargos

    s = get_settings()
    data = upload.getvalue()  # bytes in memory; never written anywhere
    if len(data) > s.max_upload_mb * 1024 * 1024:
        raise FieldErrors({"quadro-file": f"{FILE}: o arquivo tem mais de {s.max_upload_mb} MB."})
    try:
        cargos = parse_cargos(data, upload.name)
    except calculator.CalculatorError as exc:
        raise FieldErrors({"quadro-file": f"{FILE}: {exc.message} Corrija a planilha e envie de novo."}) from None
    except Exception:  # noqa: BLE001 - decoding/parsing errors: the person needs a fix, not a type
        raise FieldErrors({"quadro-file": f"{FILE}: não foi possível ler o arquivo. Salve como CSV (UTF-8, "
                                          f"separado por ; ou ,) ou .xlsx ({CARGO_HEADER_HINT})."}) from None
    big = [c.name for c in cargos if c.vacancies > top]
    if big:
        raise FieldErrors({"quadro-file": f"{FILE}: o cargo {big[0]!r} tem mais vagas que o máximo aceito "
                                          f"({fmt_int(top)})."})
    return cargos


def _pcd(raw: str | None) -> str | None:
    text = (raw or "").strip()
    if not text:
        return None
    text = text if "%" in text else f"{text}%"
    try:
        calculator.EditalInput(cargos=[{"name": "x", "vacancies": 0}], pcd_percentage=text)
    except calculator.CalculatorError as exc:
        raise ValueError(f"Percentual PcD: {exc.message.split(': ', 1)[-1]}") from None
    return text


def _compute(grid: pd.DataFrame) -> calculator.EditalResult:
    ss, top = st.session_state, get_settings().max_vagas
    upload = ss.get("quadro-file")
    v = read_fields({
        "quadro-date": lambda: parse_date(ss.get("quadro-date"), "Data de publicação do edital"),
        "quadro-pcd": lambda: _pcd(ss.get("quadro-pcd")),
    })
    cargos = file_cargos(upload, top) if upload is not None else grid_cargos(grid, top)
    total = sum(c.vacancies if hasattr(c, "vacancies") else c["vacancies"] for c in cargos)
    if total > top:
        where = "quadro-file" if upload is not None else "quadro-grid"
        raise FieldErrors({where: f"{GRID}: o edital soma {fmt_int(total)} vagas; o máximo aceito é {fmt_int(top)}."})
    return calculator.edital(calculator.EditalInput(cargos=cargos, edital_date=v["quadro-date"],
                                                    pcd_percentage=v["quadro-pcd"]))


def result_table(res: calculator.EditalResult) -> pd.DataFrame:
    pcd = res.pcd_total is not None
    rows = []
    for c in res.cargos:
        row = {"Cargo": c.name, "Vagas": c.vacancies, "Reservadas (cota racial)": c.reserved}
        if pcd:
            row["PcD"] = c.pcd if c.pcd is not None else 0
        row["Ampla concorrência"] = c.open
        row["Reserva aplica"] = "Sim" if c.applies else "Não (abaixo do mínimo)"
        row["Reservadas no edital"] = "" if c.declared_reserved is None else fmt_int(c.declared_reserved)
        row["Confere"] = {True: "Sim", False: "Não", None: ""}[c.matches]
        row["Divergência"] = c.issue or ""
        rows.append(row)
    return pd.DataFrame(rows)


def _highlight(row: pd.Series) -> list[str]:
    # Colour plus the "Não" text: the mismatch is never told by colour alone.
    style = "background-color: #FDE8E8; color: #7F1D1D; font-weight: 600" if row["Confere"] == "Não" else ""
    return [style] * len(row)


def chart_data(res: calculator.EditalResult) -> pd.DataFrame:
    """One row per cargo (the first CHART_MAX), one column per list, in the page's list colours."""
    kinds = {"Cota racial": "quota", "Ampla concorrência": "open"}
    if res.pcd_total is not None:
        kinds = {"Cota racial": "quota", "PcD": "pcd", "Ampla concorrência": "open"}
    return pd.DataFrame([{"Cargo": c.name, **{label: {"quota": c.reserved, "pcd": c.pcd or 0, "open": c.open}[k]
                                               for label, k in kinds.items()}}
                         for c in res.cargos[:CHART_MAX]])


def chart_height(res: calculator.EditalResult) -> int:
    return 140 + 36 * min(len(res.cargos), CHART_MAX)  # axis and legend take about 140 px


def render() -> None:
    from calculator.table import CARGO_HEADER_HINT

    s = get_settings()
    st.header("Quadro de vagas", anchor=False)
    st.caption("Digite os cargos do edital na tabela (acrescente linhas no fim) ou envie uma planilha. "
               "Em \"Reservadas no edital\" ponha o número que o edital declara, para conferir; as colunas PcD vêm "
               "depois (no celular, deslize a tabela para o lado).")
    st.html(PHONE_CSS)
    grid = st.data_editor(example_grid(), num_rows="dynamic", hide_index=True, width="stretch", key="quadro-grid",
                          on_change=STATE.clear, column_config={
                              "Cargo": st.column_config.TextColumn("Cargo", max_chars=200, width=WIDTHS["Cargo"]),
                              "Vagas": st.column_config.TextColumn("Vagas", max_chars=12, width=WIDTHS["Vagas"]),
                              "Reservadas no edital": st.column_config.TextColumn(
                                  "Reservadas no edital", max_chars=12, width=WIDTHS["Reservadas no edital"]),
                              "PcD %": st.column_config.TextColumn("PcD %", max_chars=8, help="Ex.: 5%",
                                                                   width=WIDTHS["PcD %"]),
                              "PcD no edital": st.column_config.TextColumn("PcD no edital", max_chars=12,
                                                                           width=WIDTHS["PcD no edital"]),
                          })
    STATE.field_error("quadro-grid")
    st.file_uploader(f"{FILE} (opcional; substitui a tabela acima)", type=["csv", "xlsx"],
                     max_upload_size=s.max_upload_mb, key="quadro-file", on_change=STATE.clear,
                     help=f"CSV ou .xlsx, até {s.max_upload_mb} MB, {CARGO_HEADER_HINT}. Lido só em memória.")
    STATE.field_error("quadro-file")
    c1, c2 = st.columns(2)
    date_field(STATE, "quadro-date", c1)
    int_field(STATE, PCD_FIELD, "quadro-pcd", where=c2, placeholder="5%",
              help="Decreto nº 9.508/2018: no mínimo 5%, fração arredondada para cima. Vale para os cargos sem "
                   "percentual próprio na coluna PcD %.")
    if st.button("Calcular quadro", type="primary", key="quadro-go"):
        # Computed here, not in a callback: the grid's edited table exists only as this call's value.
        STATE.compute("calcular o quadro de vagas", lambda: _compute(grid))
        st.rerun()  # redraw so each message lands under its field
    STATE.field_error("form")
    res = STATE.result
    if res is not None:
        show_result(res)


def show_result(res: calculator.EditalResult) -> None:
    items: list[tuple[str, str | int]] = [("Vagas no edital", res.vacancies_total),
                                          ("Reservadas (soma por cargo)", res.reserved_total),
                                          ("Reservadas sobre o total (art. 1º, § 2º)", res.reserved_on_total)]
    if res.pcd_total is not None:
        items.append(("Vagas PcD", res.pcd_total))
    metrics(items)  # the law in a caption: a fifth metric cut it to "Lei nº 15.142/2…"
    st.caption(f"Lei aplicável: {law_label(res.regime)}.")
    if res.pcd_on_total is not None:
        # Decreto 9.508, art. 1º, § 4º, I: a line like the racial figure on the total (a fifth metric is cut)
        st.caption(f"Vagas PcD sobre o total das vagas do edital (Decreto nº 9.508/2018, art. 1º, § 4º, I): "
                   f"{res.pcd_on_total}.")
    if res.split_note:
        st.warning(md_escape(res.split_note))
    if res.pcd_note:
        st.warning(md_escape(res.pcd_note))
    if res.mismatches:
        st.error(f"Números do edital que não conferem ({len(res.mismatches)}):\n\n" + "\n".join(
            f"- **{md_escape(c.name)}**: {md_escape(c.issue or '')}" for c in res.cargos if c.matches is False))
    if res.below_minimum:
        st.info(f"Sem reserva por ter menos de {res.minimum} vagas: {md_escape(', '.join(res.below_minimum))}.")
    table = result_table(res)
    styled = table.style.apply(_highlight, axis=1).format(
        {c: fmt_int for c in ("Vagas", "Reservadas (cota racial)", "PcD", "Ampla concorrência") if c in table})
    st.dataframe(styled, hide_index=True, key="quadro-table", height=min(420, 38 + 35 * len(table)))
    data = chart_data(res)
    colours = {"Cota racial": SLOT_COLOR["quota"], "PcD": SLOT_COLOR["pcd"], "Ampla concorrência": SLOT_COLOR["open"]}
    lists = [c for c in data.columns if c != "Cargo"]
    # Streamlit's own bar chart: an Altair stacked bar with a y band scale collapsed to one line.
    st.bar_chart(data, x="Cargo", y=lists, color=[colours[c] for c in lists], horizontal=True, stack=True,
                 x_label="Cargo", y_label="Vagas", height=chart_height(res), sort=False,
                 alt="Gráfico de barras: vagas de cota racial, PcD e ampla concorrência em cada cargo "
                     "(os mesmos números da tabela acima).")
    if len(res.cargos) > CHART_MAX:
        st.caption(f"O gráfico mostra os primeiros {CHART_MAX} cargos; a tabela e o CSV têm todos.")
    st.download_button("Baixar quadro (CSV)", table.to_csv(index=False, sep=";").encode("utf-8-sig"),
                       file_name="quadro-de-vagas.csv", mime="text/csv", on_click="ignore", key="quadro-download")
    render_steps(res.explanation)
    render_legal_basis(res.legal_basis)


PANEL = Panel("Quadro", render, "mostrar o quadro de vagas")
