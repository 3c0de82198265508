"""Reserved counts an edital declares per cargo (round 51, d51a).

"o edital declara 3 reservadas para Analista e 1 para Técnico", "edital reserva 3 para Analista e 2 para Técnico",
"colocamos 2 reservadas para Professor Adjunto e 4 para Assistente": a count tied to "reservada(s)", "reserva" or
"cota" and then to a cargo's name is the reserve the edital states for that cargo, never the cargo's vagas. The first
pair carries the reserve word; the pairs chained right after it ("e 1 para Técnico") share it.

Round 55 (lo55a): the reserve written in the cargo's own row, right after its vagas ("Agente 20 vagas (6 reservadas)",
"Técnico - 5 vagas, sendo 1 para cotas", a pasted row with a reserve column read as "Analista: 12 (3 reservadas);" by
`pasted_rows`) is that row's declared reserve too (`declared_in_rows`).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from .cargos import name_start

_CHECK_END = r"(?:esta|ta|tá|confere|certo|correto|bate|batem|isso|ok|procede|pode)"
# A cargo's name: words up to a clause's end, the next pair ("e 4 para") or the check asked.
_NAME = rf"([a-z][^\d,;.?!:()]*?)(?=\s*(?:[,;.?!:()]|$|\be\s+\d|\b{_CHECK_END}\b))"
_TO = r"(?:para|pra|pro|p/|ao|aos|no|na|nos|nas)\s+(?:(?:o|a|os|as)\s+)?(?:(?:cargos?\s+)?de\s+|cargos?\s+)?"
# The first pair, its reserve word beside the count ("3 reservadas para", "reserva 3 para", "reservou 2 vagas pro").
_FIRST = re.compile(
    rf"(?:\b(?:reserva|reservou|reservaram|reservamos|reservam|reservar|reserve|reservando)\s+(?:(?:so|apenas)\s+)?"
    rf"(\d{{1,3}})\s+(?:vagas?\s+)?"
    rf"|(?<![\d,.])\b(\d{{1,3}})\s+(?:vagas?\s+)?(?:reservad[ao]s?|de cota|cotistas?)\s+)"
    rf"{_TO}{_NAME}")
_NEXT = re.compile(rf"\s*(?:,\s*(?:e\s+)?|\s+e\s+)(\d{{1,3}})\s+(?:vagas?\s+)?(?:(?:reservad[ao]s?|de cota)\s+)?"
                   rf"{_TO}{_NAME}")
# Whom a reserve is for, never a cargo ("2 reservadas para pcd", "reserva 3 para negros", "6 pra cota").
_NOT_CARGO = re.compile(r"^(?:pcd|pessoa|deficien|negr|pret|pard|indigen|quilombol|cotist|cota|reserva|ampla|candidat"
                        r"|optante|grupo|lista|vaga|total|cada|o total|edital|concurso|ele|ela)")


def declared_by_cargo(text: str) -> tuple[list[tuple[str, int]], list[tuple[int, int]]]:
    """The (cargo name, declared reserved count) pairs in `text` (folded), and the spans they take."""
    pairs: list[tuple[str, int]] = []
    spans: list[tuple[int, int]] = []
    for m in _FIRST.finditer(text):
        name, n = m.group(3).strip(), int(m.group(1) or m.group(2))
        if _NOT_CARGO.match(name):
            continue
        found, end = [(name, n)], m.end()
        while (nx := _NEXT.match(text, end)) is not None and not _NOT_CARGO.match(nx.group(2).strip()):
            found.append((nx.group(2).strip(), int(nx.group(1))))
            end = nx.end()
        pairs += found
        spans.append((m.start(), end))
    return pairs, spans


# A row's reserve after its vagas: "20 vagas (6 reservadas)", "12 | 3 cotas", "5 vagas, sendo 1 para cotas"; never a
# PcD count ("2 reservadas pcd", "1 para pessoas com deficiência"), which is Decreto 9.508's.
_ROW_CELL = re.compile(
    r"(?<![\d,./])(?P<vagas>\d{1,4})(?:\s+vagas?)?\s*(?:\(\s*|[,;|/\u2013\u2014-]\s*|\s+)"
    r"(?:(?:sendo|das quais|dessas|destas|com|e)\s+)?(?P<n>\d{1,3})\s+(?:vagas?\s+)?"
    r"(?:reservad[ao]s?|cotas?|cotistas?|(?:de|para|pra|p/)\s+(?:a\s+|as\s+)?(?:cotas?|cotistas?))\b"
    r"(?!\s*(?:(?:de|para|pra|p/|a|as|aos?)\s+)?(?:pcd|pne|pessoas? com deficien|deficien))"
    r"(?:\s+(?:raciais?|ppp|ppiq|negros))?"
    # Round 55 (g2): the PcD count declared in the same cell ("(6 reservadas; 1 pcd)", "3 cotas, 1 pcd")
    r"(?:\s*[;,]\s*(?:e\s+)?(?P<pcd>\d{1,3})\s+(?:vagas?\s+)?(?:(?:para|pra|de|p/)\s+)?(?:pcd|pne)\b)?\s*\)?")
# What may sit between a row's name and its vagas ("Agente: 20", "Agente - 20", "Agente com 20").
_ROW_END_BEFORE = re.compile(r"^.*\b(?:cotas?|cotistas?|reservad[ao]s?|raciais?)\b\s*(?=[a-z])")
_NAME_TAIL = re.compile(r"\s*(?:[:=|\u2013\u2014-]|\bcom\b|\btem\b|\bcargo\b)*\s*$")


class RowsDeclared(NamedTuple):
    """What the rows of a table declare: each cargo's reserve, the spans of those cells, each cargo's PcD count."""
    reserved: list[tuple[str, int]]
    spans: list[tuple[int, int]]
    pcd: list[tuple[str, int]]


def declared_in_rows(text: str) -> RowsDeclared:
    """Round 55 (lo55a): the (cargo name, declared reserved count) of each row that writes its reserve after its vagas
    (folded text), and the spans of those reserve cells alone (the row's name and vagas stay the table's); Round 55
    (g2): and the (cargo name, declared PcD count) a row writes in the same cell."""
    pairs: list[tuple[str, int]] = []
    spans: list[tuple[int, int]] = []
    pcd: list[tuple[str, int]] = []
    for m in _ROW_CELL.finditer(text):
        before = _NAME_TAIL.sub("", text[:m.start()])
        name = before[name_start(before, len(before)):].strip()
        # Round 55 (g2): rows on lines of their own are read as one line: the end of the row before ("sendo 1 para
        # cotas") is no part of this row's name ("cotas tecnico" is Técnico)
        name = _ROW_END_BEFORE.sub("", name)
        if not name or _NOT_CARGO.match(name) or re.search(r"\d", name):
            continue
        pairs.append((name, int(m.group("n"))))
        spans.append((m.end("vagas"), m.end()))
        if m.group("pcd") is not None:
            pcd.append((name, int(m.group("pcd"))))
    return RowsDeclared(pairs, spans, pcd)


def mask_declared(text: str, spans: list[tuple[int, int]], blank: str = " RESERVADAS ") -> str:
    """The text with the declared pairs blanked: their counts are no vagas of the table (a row's reserve cell is
    blanked with a space: its row keeps its name and vagas)."""
    for start, end in reversed(spans):
        text = text[:start] + blank + text[end:]
    return text


def same_cargo(declared: str, cargo: str) -> bool:
    """A declared name is a table's cargo when one starts the other ("analista" of "analista judiciario")."""
    return declared == cargo or cargo.startswith(declared + " ") or declared.startswith(cargo + " ")
