"""Pure parsing of the candidates table (CSV text or XLSX bytes); cli.py does the file reading."""
from __future__ import annotations

import csv
import io

from pydantic import ValidationError

from vocabulary import fold

from .models import CalculatorError
from .result import Candidate, validate_candidates

REQUIRED = ("id", "rank", "quota", "pcd")
OPTIONAL = ("confirmed", "withdrawn")
HEADER_HINT = "cabeçalho esperado: id,classificacao,cotista,pcd,confirmado (ou id,rank,quota,pcd,confirmed)"
# Portuguese headers (accents and case ignored) -> the Candidate fields; the English ones stay valid.
ALIASES = {"classificacao": "rank", "cotista": "quota", "confirmado": "confirmed", "desistente": "withdrawn"}
_PT = {field: pt for pt, field in ALIASES.items()}


def _cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


def rows_to_candidates(rows: list[list[str]], first_line: int = 1) -> list[Candidate]:
    """rows[0] is the header. Line numbers in messages count from `first_line`."""
    if not rows:
        raise CalculatorError("colunas", f"colunas: a tabela está vazia ({HEADER_HINT}).", "columns")
    given = [str(h).strip().lstrip("\ufeff") for h in rows[0]]
    header = [ALIASES.get(fold(h), fold(h)) for h in given]
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        names = ", ".join(f"{_PT[c]} ({c})" if c in _PT else c for c in missing)
        raise CalculatorError("colunas", f"colunas: falta(m) {names} ({HEADER_HINT}).", "columns")
    idx = {name: header.index(name) for name in REQUIRED + OPTIONAL if name in header}
    cands: list[Candidate] = []
    lines: list[int] = []
    for offset, row in enumerate(rows[1:], start=1):
        line = first_line + offset
        if not any(_cell(v) for v in row):
            continue
        data = {}
        for name, i in idx.items():
            value = _cell(row[i]) if i < len(row) else ""
            if value == "" and name in OPTIONAL:
                continue  # confirmed defaults to 1, withdrawn to 0
            data[name] = value
        try:
            cands.append(Candidate(**data))
        except ValidationError as exc:
            err = exc.errors()[0]
            col = str(err["loc"][0]) if err.get("loc") else "?"
            shown = given[idx[col]] if col in idx else col  # the column as the file names it
            detail = err.get("ctx", {}).get("error", "valor inválido")
            if col == "rank" and "inteiro" in str(detail):
                detail = "deve ser um número inteiro maior ou igual a 1"
            raise CalculatorError(
                col, f"linha {line}, coluna {shown}: {detail} (recebido: {data.get(col, '')!r}).", col
            ) from None
        lines.append(line)
    if not cands:
        raise CalculatorError("candidatos", "candidatos: a tabela não tem nenhuma linha de candidato.", "candidates")
    validate_candidates(cands, lines)
    return cands


def parse_csv(text: str) -> list[Candidate]:
    text = text.lstrip("\ufeff")
    first = text.splitlines()[0] if text.strip() else ""
    # Spreadsheets in pt-BR export with ';' because ',' is the decimal separator.
    delimiter = ";" if first.count(";") > first.count(",") else ","
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    return rows_to_candidates(rows)


def parse_xlsx(data: bytes) -> list[Candidate]:
    from openpyxl import load_workbook

    try:
        wb = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception:  # openpyxl raises several unrelated types for a broken file
        raise CalculatorError("candidatos", "candidatos: o arquivo não é uma planilha .xlsx válida.",
                              "candidates") from None
    ws = wb.worksheets[0]
    rows = [[_cell(v) for v in row] for row in ws.iter_rows(values_only=True)]
    wb.close()
    return rows_to_candidates(rows)


def decode_text(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def parse_table(data: bytes, filename: str) -> list[Candidate]:
    """Dispatch on the file name: .xlsx is a spreadsheet, anything else CSV text."""
    if filename.lower().endswith(".xlsx"):
        return parse_xlsx(data)
    return parse_csv(decode_text(data))
