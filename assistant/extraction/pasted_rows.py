"""A quadro de vagas pasted from a spreadsheet: CSV, tab-separated, pipe or dot-leader rows ("Analista;12", "Técnico\t4",
"Analista | 12 | 1", "Analista de Sistemas ..... 8").

Round 54 (f69a): the rows people paste on one line, between bullets or doubled marks ("Médico || 5 ;; Enfermeiro || 14",
"Pedagogo 2 • Psicólogo 2", "Analista 7 · Técnico 5", "Engenheiro -- 4 -- Arquiteto -- 7"), and bulleted lines
("• Analista 5 vagas"), are the same table: a run of two rows or more joined by one and the same mark.

Folding joins the lines into one, so a row's cells would run into the next row's; each row is rewritten, before
folding, as the "NOME: X" form `cargos` reads, and the header line of column names is dropped (its words would open
the first cargo's name: "cr agente"). Read only as two rows or more: one line "ok, 12" is no table.
"""
from __future__ import annotations

import re

from vocabulary import fold

from .cargos import could_name_cargo

# A cell separator of a spreadsheet's export: ";", ",", a tab or a dot leader ("....", "…").
# Round 54 (f69a): a pipe ("|", "||") too, as a markdown or a text table separates its cells.
_SEP = r"[ \t]*(?:\|\||[;,\t|]|\.{2,}|…+)[ \t]*"
# A text cell: letters, spaces and the marks of a cargo's name, no digit (the count is the first numeric cell).
_CELL = r"[^\W\d_][^\n;,\t\d.…|]*?"
# A row: its text cells (cargo, then perhaps its place), its count of vagas, then columns left out (AC, PcD, CR...:
# the vagas column is the count the reserve is taken on; the cadastro de reserva is no vaga).
# A markdown row opens (and may close) with a pipe: "| Analista | 12 |".
_ROW = re.compile(rf"^[ \t]*\|?[ \t]*(?P<name>{_CELL}(?:{_SEP}{_CELL})*){_SEP}(?P<count>\d+)(?:[ \t]+vagas?)?[ \t]*"
                  rf"(?:(?:[;,\t|][^\n]*)?)$", re.IGNORECASE | re.MULTILINE)
# A header line: column names only, two or more, separated as the rows are.
_HEADER_WORD = (r"(?:cargos?|fun[cç][aãõo]+e?s?|vagas?|quantidade|qtd\.?|qtde\.?|total|ac|ampla(?: concorr[eê]ncia)?"
                r"|pcd|ppp?|ppiq?|pn|negros|cotas?|reservadas?|cr|cadastro(?: de)? reserva|localidades?|cidades?|ufs?"
                r"|lota[cç][aãõo]+e?s?|munic[ií]pios?|n[ºo°]?|especialidades?|[áa]reas?)")
_HEADER = re.compile(rf"^[ \t]*\|?[ \t]*{_HEADER_WORD}(?:[ \t]*(?:\|\||[;,\t|])[ \t]*{_HEADER_WORD})+[ \t]*[;,\t|]*[ \t]*$"
                     r"(?:\n[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$)?",
                     re.IGNORECASE | re.MULTILINE)


# A row with its count left blank ("Analista;", "Técnico\t"): a cargo named, its vagas still to be told.
_BLANK_ROW = re.compile(rf"^[ \t]*(?P<name>{_CELL})[ \t]*[;,\t][ \t;,\t]*$", re.IGNORECASE | re.MULTILINE)


def _as_pair(m: re.Match[str], declared: int | None = None) -> str:
    name = re.sub(_SEP, " ", m.group("name")).strip()
    return f"{name}: {m.group('count')}{_declared(declared)};"


# Round 55 (lo55a): the reserve the edital declares in a column of its own ("Cotas", "Reservadas", "PPP", "Negros"),
# named by the header or by a row's own cell ("3 cotas"), is kept beside the row's vagas as "(N reservadas)", which
# `declared.declared_in_rows` reads as that cargo's declared reserve; never a PcD or an AC column.
_RESERVE_COL = re.compile(r"\b(?:cotas?|cotistas?|reservad[ao]s?|ppp?|ppiq?|pn|negros)\b")
_NOT_RACIAL_COL = re.compile(r"\b(?:pcd|pne|deficien\w*|ac|ampla)\b")
_RESERVE_CELL = re.compile(r"(\d{1,3})\s*(?:vagas?\s+)?(?:cotas?|cotistas?|reservad[ao]s?)(?:\s+raciais?)?")


def _declared(n: int | None, pcd: int | None = None) -> str:
    # Round 55 (g2): the PcD count the edital declares rides in the same cell ("(6 reservadas; 1 pcd)"), checked by the
    # calculator's `declared_pcd` (Decreto 9.508, art. 1º, §§ 1º, 3º); only beside a declared reserve.
    if n is None:
        return ""
    return f" ({n} reservadas)" if pcd is None else f" ({n} reservadas; {pcd} pcd)"


# Round 55 (g2): the PcD column of a header ("PcD", "PNE", "Deficiência"), one only.
_PCD_COL = re.compile(r"\b(?:pcd|pne|deficien\w*)\b")


def _pcd_col(head: list[str]) -> int | None:
    """The one column of a header (folded cells) that names the PcD vagas, else None."""
    cols = [j for j, c in enumerate(head) if j > 0 and _PCD_COL.search(c)]
    return cols[0] if len(cols) == 1 else None


def _reserve_col(head: list[str]) -> int | None:
    """The one column of a header (folded cells) that names the racial reserve, else None."""
    cols = [j for j, c in enumerate(head) if j > 0 and _RESERVE_COL.search(c) and not _NOT_RACIAL_COL.search(c)]
    return cols[0] if len(cols) == 1 else None


def _declared_cells(body: str, header: str | None) -> dict[int, int]:
    """Each row's declared reserve (by the row's start in `body`): the header's reserve column, else the one column a
    row labels itself ("Analista | 12 vagas | 3 cotas"), read in every row of as many cells ("Técnico | 5 | 1")."""
    rows = [(m, _cells(m.group(0))) for m in _ROW.finditer(body)]
    head = [fold(c) for c in _cells(header)] if header else []
    col, width = _reserve_col(head), len(head)
    if col is None:
        labelled = {j for _, cells in rows for j, c in enumerate(cells) if j > 1 and _RESERVE_CELL.fullmatch(fold(c))}
        col, width = (labelled.pop(), 0) if len(labelled) == 1 else (None, 0)
    found: dict[int, int] = {}
    for m, cells in rows:
        count_at = next((j for j, c in enumerate(cells) if re.match(r"\d", c)), None)
        if col is None or count_at is None or col <= count_at or col >= len(cells) or width and len(cells) != width:
            continue
        cell = fold(cells[col]).strip()
        if re.fullmatch(r"\d{1,3}", cell) or _RESERVE_CELL.fullmatch(cell):
            found[m.start()] = int(re.match(r"\d+", cell).group(0))  # type: ignore[union-attr]
    return found


# Round 54 (f69a): rows run on one line or bulleted. A row is a cargo's name (words of letters, no digit), a cell mark
# or a space, then its count, "vagas" perhaps; a count that is a percentage, an ordinal, a date or a decimal is no row.
_WORD = r"[^\W\d_]+(?:[-/][^\W\d_]+)*"
_NAME = rf"{_WORD}(?:[ \t]+{_WORD}){{0,5}}"
_INLINE_CELL = r"(?:[ \t]*(?:\|\||;;|--|[|:=\-–—])[ \t]*|[ \t]+)"  # (lead: "• Professor ;; 11")
_COUNT_CELL = r"\d{1,4}(?![\d%º°ªo]|[.,/]\d|[ \t]*%)(?:[ \t]+vagas?\b)?"
_INLINE_ROW = rf"{_NAME}{_INLINE_CELL}{_COUNT_CELL}"
# The marks that join rows on one line: doubled or bullet marks no prose writes between a name and its count.
_JOIN = r"(?:;;|\|\||--|[•·▪◦|])"
_RUN = re.compile(rf"(?:(?<=^)|(?<=[\s:;,.(]))(?P<run>{_INLINE_ROW}(?:[ \t]*(?P<join>{_JOIN})[ \t]*{_INLINE_ROW})"
                  rf"(?:[ \t]*(?P=join)[ \t]*{_INLINE_ROW})*)(?=[ \t]*(?:$|[\n.,;:!?)(]|(?P=join)|[-–—]))",
                  re.IGNORECASE | re.MULTILINE)
_ONE_ROW = re.compile(rf"(?P<name>{_NAME}){_INLINE_CELL}(?P<count>\d+)", re.IGNORECASE)
# A bulleted line holding one row ("• Analista 5 vagas", "- campus Norte: 3 vagas", "* Técnico – 2").
_BULLET_ROW = re.compile(rf"^[ \t]*[•·▪◦*\-–][ \t]+(?P<row>{_INLINE_ROW})[ \t]*[.;,]?[ \t]*$", re.IGNORECASE | re.MULTILINE)
# The column names said before the rows, joined as they are ("cargo | vagas ;; ...").
_HEADER_BEFORE = re.compile(rf"{_HEADER_WORD}(?:[ \t]*(?:\|\||[|;,\t:\-–—])[ \t]*{_HEADER_WORD})+[ \t]*(?:{_JOIN}|:)?[ \t]*$",
                            re.IGNORECASE)


# A name that ends on a joining word or a verb ("fiquei em 3", "Dentista tem -6") or names a list, a rank or one's
# place ("geral 15", "posição 12"): a figure of prose, no row of a table.
_NOT_ROW_NAME = re.compile(r"(?:^|\s)(?:de|do|da|em|no|na|com|para|pra|por|e|o|a|tem|ha|teria|sao|seriam|fica|ficam)$|^(?:geral|fiquei|fico|ficou|passei|sou|tenho"
                           r"|tirei|estou|to|rank\w*|nota|pontos?|lugar|colocad\w*|classificad\w*)\b")


def _rows_of(run: str) -> list[tuple[str, str]] | None:
    """The (name, count) rows of a run, or None when a name cannot be a cargo's (then the run is prose)."""
    rows = [(m.group("name").strip(), m.group("count")) for m in _ONE_ROW.finditer(run)]
    # (a closing "Total 21" row is the table's own sum, which `cargos` reads as such)
    if any(_NOT_ROW_NAME.search(fold(name)) or not could_name_cargo(fold(name)) for name, _ in rows
           if not fold(name).startswith("total")):
        return None
    return rows


def _pairs(rows: list[tuple[str, str]]) -> str:
    """Rows as the "NOME: X;" pairs `cargos` reads."""
    return " ".join(f"{name}: {count};" for name, count in rows)


def _unjoin(message: str) -> str:
    """Rows joined on one line by one mark, or bulleted lines, as "NOME: X;" pairs (the header before them dropped);
    any other text as it was. Prose never joins its figures with these marks ("10 vagas e 2 PcD", "3º lugar • 12 vagas"
    has one row at most)."""
    bullets = [(m, rows) for m in _BULLET_ROW.finditer(message) if (rows := _rows_of(m.group("row")))]
    if len(bullets) >= 2:
        for m, rows in reversed(bullets):
            message = message[:m.start()] + _pairs(rows) + message[m.end():]
    out, last = [], 0
    for m in _RUN.finditer(message):
        if (rows := _rows_of(m.group("run"))) is None:
            continue
        head = _HEADER_BEFORE.search(message, last, m.start())
        cut = head.start() if head else m.start()
        out.append(message[last:cut] + _pairs(rows))
        last = m.end()
    return "".join(out) + message[last:]


# Round 54 (lead, drive d54b): a header naming its columns says which number is the vagas: "Cargo | AC | PcD | Total"
# rows are read from the Total column (the reserve is taken on all the vagas, art. 1º), and a header of parts only
# ("Cargo | AC | PcD | Cotas") adds them up; the cadastro de reserva is no vaga. Without such a header the first number
# stays the vagas (`_ROW`).
_CELL_SPLIT = re.compile(r"[ \t]*(?:\|\||[;\t|])[ \t]*")
_TOTAL_COL = re.compile(r"\btotal\b")
_PART_COL = re.compile(r"\b(?:ac|ampla|pcd|pne|deficiencia|ppp?|ppiq?|pn|negros|cotas?|cotistas?|reservadas?|pretos?"
                       r"|pardos?|indigenas?|quilombolas?)\b")
_CR_COL = re.compile(r"\bcr\b|\bcadastro\b")
_RULE_LINE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}")


# Round 55 (lo55b): a row or a header copied with spaces only ("Analista de Sistemas 7 1 3 11", "Cargo AC PcD PPP
# Total"): the name is the text before the numbers, each number a cell; a header, its column words one by one.
_SPACED_ROW = re.compile(r"^[ \t]*(?P<name>[^\W\d_][^\d\n|;\t]*?)[ \t]+(?P<nums>\d{1,5}(?:[ \t]+\d{1,5})+)[ \t]*[.;]?[ \t]*$")
_HEADER_TOKEN = re.compile(rf"{_HEADER_WORD}", re.IGNORECASE)


def _cells(line: str) -> list[str]:
    cells = _CELL_SPLIT.split(line.strip())
    if cells and not cells[0]:
        cells = cells[1:]  # a markdown row opens with a pipe
    if cells and not cells[-1]:
        cells = cells[:-1]
    if len(cells) == 1 and (m := _SPACED_ROW.match(line)):
        return [m.group("name").strip(), *m.group("nums").split()]
    return cells


def _header_cells(line: str) -> list[str]:
    """A header's column names (folded): its cells, or, copied with spaces only, its words when each is a column's."""
    cells = [fold(c) for c in _cells(line)]
    if len(cells) == 1 and len(words := line.split()) >= 3 and all(_HEADER_TOKEN.fullmatch(w) for w in words):
        return [fold(w) for w in words]
    return cells


def _by_header(message: str) -> str:
    """Rows under a header that names a Total column (or only parts of the vagas) as "NOME: X;", the header dropped."""
    lines = message.split("\n")
    for i, line in enumerate(lines):
        head = _header_cells(line)
        if len(head) < 3 or any(re.search(r"\d", c) for c in head):
            continue
        cols = head[1:]
        total = next((j for j, c in enumerate(cols) if _TOTAL_COL.search(c)), None)
        parts = [j for j, c in enumerate(cols) if _PART_COL.search(c) and not _CR_COL.search(c)]
        if total is None and (len(parts) < 2 or len(parts) != sum(1 for c in cols if not _CR_COL.search(c))):
            continue
        out, read = lines[:i], 0
        for row in lines[i + 1:]:
            if _RULE_LINE.match(row):
                continue
            cells = _cells(row)
            nums = cells[1:]
            if len(cells) == len(head) and re.search(r"[^\W\d_]", cells[0]) \
                    and all(re.fullmatch(r"\d{1,5}|-|", n) for n in nums):
                values = [int(n) if n.isdigit() else 0 for n in nums]
                vagas = values[total] if total is not None else sum(values[j] for j in parts)
                reserve = _reserve_col(head)  # (Round 55, lo55a: the edital's own reserve column, beside its vagas)
                declared = values[reserve - 1] if reserve is not None and nums[reserve - 1].isdigit() else None
                pcd_at = _pcd_col(head)
                pcd = values[pcd_at - 1] if pcd_at is not None and nums[pcd_at - 1].isdigit() else None
                out.append(f"{cells[0]}: {vagas}{_declared(declared, pcd)};")
                read += 1
            else:
                out.append(row)
        if read >= 2:
            return "\n".join(out)
    return message


def _total_of(values: list[int]) -> int | None:
    """The cell that is the sum of the others ("7 1 3 11": 11), the row's total; None when none is. (Two cells that
    both are would be equal, the rest zero: the same count either way.)"""
    whole = sum(values)
    return next((v for v in values if 2 * v == whole and v), None)


def _name_and_numbers(cells: list[str]) -> bool:
    """A row of a name then three numbers or more ("Analista | 7 | 1 | 3 | 11"): one whose sum may be read."""
    return len(cells) >= 4 and bool(re.search(r"[^\W\d_]", cells[0])) \
        and all(re.fullmatch(r"\d{1,5}", c) for c in cells[1:])


def _by_sum(message: str) -> str:
    """Round 55 (lo55b): rows with no header naming a Total column ("Analista 7 1 3 11", "Técnico | 14 | 6 | 20"):
    when a row's cells, three or more, hold one that is the sum of the others, that one is the row's vagas (the reserve
    is taken on all the vagas, art. 1º), never the first column (the ampla's, "AC"). Two such rows or more make the
    table; a header line of column names just above them is dropped. Prose ("10 vagas e 2 PcD") has no such row."""
    lines = message.split("\n")
    found: dict[int, str] = {}
    for i, line in enumerate(lines):
        cells = _cells(line)
        if not _name_and_numbers(cells):
            continue
        name = cells[0].strip()
        if _NOT_ROW_NAME.search(fold(name)) or not could_name_cargo(fold(name)) and not fold(name).startswith("total"):
            continue
        if (total := _total_of([int(c) for c in cells[1:]])) is not None:
            found[i] = f"{name}: {total};"
    if len(found) < 2:
        return message
    first = min(found)
    drop = first - 1 if first and len(_header_cells(lines[first - 1])) >= 2 \
        and all(_HEADER_TOKEN.fullmatch(c) for c in _header_cells(lines[first - 1])) else None
    return "\n".join(found.get(i, line) for i, line in enumerate(lines) if i != drop)


def unlabelled_parts(message: str) -> bool:
    """Round 55 (g2): rows read by their sum (`_by_sum`) that hold two parts or more besides the total, with no header
    naming them ("Analista 14 1 4 19"): the total is safe, but which part is the ampla, the PcD or the reserve cannot be
    told (a part equal to the law's figure proves nothing), so none is checked and the columns are asked."""
    lines = message.split("\n")
    rows = 0
    for i, line in enumerate(lines):
        cells = _cells(line)
        if not _name_and_numbers(cells):
            continue
        if _total_of([int(c) for c in cells[1:]]) is None:
            continue
        if i and len(head := _header_cells(lines[i - 1])) >= 2 and all(_HEADER_TOKEN.fullmatch(c) for c in head):
            return False  # a header names the columns (`_by_header` reads it)
        rows += 1
    return rows >= 2


def unpaste_rows(message: str) -> str:
    """The message with its pasted rows as "NOME: X;" (two rows or more), the header line dropped; rows with their
    counts left blank as one list of the cargos named ("cargos: A, B e C.")."""
    message = _unjoin(_by_sum(_by_header(message)))
    if len(_ROW.findall(message)) >= 2:
        header = _HEADER.search(message)
        body = _HEADER.sub("", message)
        declared = _declared_cells(body, header.group(0).split("\n")[0] if header else None)
        return _ROW.sub(lambda m: _as_pair(m, declared.get(m.start())), body)
    blank = [m.group("name").strip() for m in _BLANK_ROW.finditer(message)]
    if len(blank) >= 2 and not _ROW.search(message):
        # the table's cargos without their counts, said as `cargos.named_without_counts` reads them
        listed = "cargos: " + ", ".join(blank[:-1]) + " e " + blank[-1] + ".\n"
        return listed + _BLANK_ROW.sub("", _HEADER.sub("", message))
    return message
