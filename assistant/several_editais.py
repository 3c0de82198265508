"""Several editais asked at once (Round 55, dr55b): "e se fossem 2 editais de 2 vagas cada?", "tenho 2 editais, um com 2
vagas e outro com 3", "3 editais com 4 vagas cada, quantas reservadas?".

They were read as one edital of 2 vagas, or as the cargos of one edital ("Cargo 1 / Cargo 2" in a "Reserva por cargo"
table, beside a figure on the "totalidade das vagas do edital" that no edital has). Each edital is its own base (Lei nº
15.142/2025, art. 1º, § 2º): the calculator (`calculator.several_editais`) gives each one's reserve and their sum; this
module reads the editais told and words the headline; the writer only renders the result's table.

The rows are read by the cargo-row grammar (`extraction.cargos`), the noun "editais" standing where it reads "cargos":
only rows told by their order (no cargo names) are editais; "2 editais: analista 10, técnico 5" stays a table of cargos.
"""
from __future__ import annotations

from typing import Any

from calculator.several_editais import SeveralEditaisResult
from vocabulary import LABEL, NEW_LAW

from .extraction.editais import editais_rows
from .intents.common import agree, vagas

ROW = "Edital"  # each edital's row: "Edital 1", "Edital 2" (`calculator.several_editais.EditalShare.label`)


def editais_told(text: str) -> list[int] | None:
    """The vagas of each edital told (folded text), in order; None unless two or more editais are told by their vagas
    (`extraction.editais`, which reads them)."""
    rows = editais_rows(text)
    return [r.vacancies for r in rows] if rows else None


def editais_carried(params: dict[str, Any]) -> list[int] | None:
    """The editais of an earlier answer asked again ("e quantas em cada de novo?"): the thread's rows are all "Edital
    i" (`context_of`); None for a table of cargos."""
    rows = params.get("cargos") or []
    if len(rows) < 2 or [str(n) for n, _ in rows] != [f"{ROW} {i}" for i in range(1, len(rows) + 1)]:
        return None
    return [int(v) for _, v in rows]


def headline(r: SeveralEditaisResult) -> str:
    """Each edital's reserve and the sum, said as separate editais (never one edital's total)."""
    parts = [f"{e.label}: **{agree(e.reserved, 'reservada', 'reservadas')}** de {vagas(e.vacancies)}" for e in r.editais]
    out = ("Cada edital é contado à parte — " + "; ".join(parts)
           + f"; somando os {len(r.editais)} editais: **{agree(r.reserved_sum, 'vaga reservada', 'vagas reservadas')}**.")
    if r.regime is None:
        return out
    where = "art. 1º, § 2º" if r.regime == NEW_LAW else "art. 1º, caput"
    out += f" A base de cada reserva são as vagas do próprio edital ({LABEL[r.regime]}, {where})"
    if r.split_rule:
        out += ("; dividir as vagas de um mesmo certame em vários editais para fugir da reserva não é permitido: a lei "
                "manda o regulamento prever medidas contra esse fracionamento (art. 5º, § 1º)")
    return out + "."


def context_of(r: SeveralEditaisResult, params: dict[str, Any]) -> dict[str, Any]:
    """The thread after the answer: the editais' date and body carry, and the editais as the rows a follow-up points at
    ("e no segundo?", `message_cases.table_row`), as a table of editais told with their vagas always was."""
    kept = {k: v for k, v in params.items() if k not in ("vacancies", "cargos", "pcd", "pcd_percentage")}
    return {**kept, "intent": "edital", "cargos": [[e.label, e.vacancies] for e in r.editais]}
