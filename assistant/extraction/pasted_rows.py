"""A quadro de vagas pasted from a spreadsheet: CSV, tab-separated or dot-leader rows ("Analista;12", "Técnico\t4",
"Analista de Sistemas ..... 8").

Folding joins the lines into one, so a row's cells would run into the next row's; each row is rewritten, before
folding, as the "NOME: X" form `cargos` reads, and the header line of column names is dropped (its words would open
the first cargo's name: "cr agente"). Read only as two rows or more: one line "ok, 12" is no table.
"""
from __future__ import annotations

import re

# A cell separator of a spreadsheet's export: ";", ",", a tab or a dot leader ("....", "…").
_SEP = r"[ \t]*(?:[;,\t]|\.{2,}|…+)[ \t]*"
# A text cell: letters, spaces and the marks of a cargo's name, no digit (the count is the first numeric cell).
_CELL = r"[^\W\d_][^\n;,\t\d.…]*?"
# A row: its text cells (cargo, then perhaps its place), its count of vagas, then columns left out (AC, PcD, CR...:
# the vagas column is the count the reserve is taken on; the cadastro de reserva is no vaga).
_ROW = re.compile(rf"^[ \t]*(?P<name>{_CELL}(?:{_SEP}{_CELL})*){_SEP}(?P<count>\d+)(?:[ \t]+vagas?)?[ \t]*"
                  rf"(?:(?:[;,\t][^\n]*)?)$", re.IGNORECASE | re.MULTILINE)
# A header line: column names only, two or more, separated as the rows are.
_HEADER_WORD = (r"(?:cargos?|fun[cç][aãõo]+e?s?|vagas?|quantidade|qtd\.?|qtde\.?|total|ac|ampla(?: concorr[eê]ncia)?"
                r"|pcd|ppp?|ppiq?|pn|negros|cotas?|reservadas?|cr|cadastro(?: de)? reserva|localidades?|cidades?|ufs?"
                r"|lota[cç][aãõo]+e?s?|munic[ií]pios?|n[ºo°]?|especialidades?|[áa]reas?)")
_HEADER = re.compile(rf"^[ \t]*{_HEADER_WORD}(?:[ \t]*[;,\t][ \t]*{_HEADER_WORD})+[ \t]*[;,\t]*[ \t]*$",
                     re.IGNORECASE | re.MULTILINE)


# A row with its count left blank ("Analista;", "Técnico\t"): a cargo named, its vagas still to be told.
_BLANK_ROW = re.compile(rf"^[ \t]*(?P<name>{_CELL})[ \t]*[;,\t][ \t;,\t]*$", re.IGNORECASE | re.MULTILINE)


def _as_pair(m: re.Match[str]) -> str:
    name = re.sub(_SEP, " ", m.group("name")).strip()
    return f"{name}: {m.group('count')};"


def unpaste_rows(message: str) -> str:
    """The message with its pasted rows as "NOME: X;" (two rows or more), the header line dropped; rows with their
    counts left blank as one list of the cargos named ("cargos: A, B e C.")."""
    if len(_ROW.findall(message)) >= 2:
        return _ROW.sub(_as_pair, _HEADER.sub("", message))
    blank = [m.group("name").strip() for m in _BLANK_ROW.finditer(message)]
    if len(blank) >= 2 and not _ROW.search(message):
        # the table's cargos without their counts, said as `cargos.named_without_counts` reads them
        listed = "cargos: " + ", ".join(blank[:-1]) + " e " + blank[-1] + ".\n"
        return listed + _BLANK_ROW.sub("", _HEADER.sub("", message))
    return message
