"""Pure parsing of the candidates table (CSV text or XLSX bytes); cli.py does the file reading."""
from __future__ import annotations

import csv
import io
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from vocabulary import fold

from .models import CalculatorError
from .result import Candidate, validate_candidates

if TYPE_CHECKING:  # edital is imported lazily at run time
    from .edital import Cargo

REQUIRED = ("id", "rank", "quota", "pcd")
OPTIONAL = ("confirmed", "withdrawn")
HEADER_HINT = "cabeçalho esperado: id,classificacao,cotista,pcd,confirmado (ou id,rank,quota,pcd,confirmed)"
# Portuguese headers (accents and case ignored) -> the Candidate fields; the English ones stay valid.
ALIASES = {"classificacao": "rank", "cotista": "quota", "confirmado": "confirmed", "desistente": "withdrawn"}
_PT = {field: pt for pt, field in ALIASES.items()}


def _cell(value: object) -> str:
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
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    try:
        rows = list(reader)
    except csv.Error:  # field over the size limit, bare CR in an unquoted field, NUL...
        raise CalculatorError(
            "candidatos",
            f"candidatos: a tabela CSV está malformada perto da linha {reader.line_num} "
            f"(campo longo demais, aspas ou quebra de linha inválidas).", "candidates") from None
    return rows_to_candidates(rows)


def parse_xlsx(data: bytes) -> list[Candidate]:
    from openpyxl import load_workbook

    try:
        wb = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        # Sheets are read lazily: a broken sheet (or none) fails here, not at load.
        ws = wb.worksheets[0]
        rows = [[_cell(v) for v in row] for row in ws.iter_rows(values_only=True)]
        wb.close()
    except Exception:  # openpyxl raises several unrelated types for a broken file
        raise CalculatorError("candidatos", "candidatos: o arquivo não é uma planilha .xlsx válida.",
                              "candidates") from None
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


# --------------------------------------------------------------------------- quadro de vagas (edital)
CARGO_HEADER_HINT = ("cabeçalho esperado: cargo;vagas[;pcd;reservadas_no_edital[;pcd_no_edital]], com pcd = "
                     "percentual PcD (ex.: 5%)")
MAX_TABLE_BYTES = 5 * 1024 * 1024
MAX_CELL_CHARS = 200
# Folded header (accents/case/spaces/punctuation ignored) -> Cargo field.
CARGO_COLUMNS = {
    "cargo": "name", "nome": "name", "nome_do_cargo": "name", "emprego": "name", "cargo_emprego": "name",
    "vagas": "vacancies", "numero_de_vagas": "vacancies", "n_de_vagas": "vacancies", "total_de_vagas": "vacancies",
    "pcd": "pcd_percentage", "percentual_pcd": "pcd_percentage", "pcd_percentual": "pcd_percentage",
    "reservadas_no_edital": "declared_reserved", "reservadas": "declared_reserved",
    "vagas_reservadas_no_edital": "declared_reserved", "reservadas_edital": "declared_reserved",
    "pcd_no_edital": "declared_pcd", "vagas_pcd_no_edital": "declared_pcd", "pcd_edital": "declared_pcd",
}


def _header_key(cell: str) -> str:
    import re

    from vocabulary import fold

    return re.sub(r"[^a-z0-9]+", "_", fold(cell.lstrip("\ufeff"))).strip("_")


def _table_error(message: str) -> CalculatorError:
    return CalculatorError("tabela", f"tabela: {message}", "cargos")


def rows_to_cargos(rows: list[tuple[int, list[str]]]) -> list[Cargo]:
    """(line, cells) pairs, the first the header -> list[Cargo]; errors name the line and the column."""
    from .edital import MAX_CARGOS, Cargo, validate_cargos

    if not rows or not any(_cell(v) for v in rows[0][1]):
        raise CalculatorError("colunas", f"colunas: a tabela está vazia ({CARGO_HEADER_HINT}).", "columns")
    header = [_cell(h) for h in rows[0][1]]
    idx: dict[str, int] = {}
    for i, title in enumerate(header):
        if not title:
            continue  # a trailing separator
        field = CARGO_COLUMNS.get(_header_key(title))
        if field is None:
            raise CalculatorError("colunas", f"colunas: coluna desconhecida {title[:40]!r} ({CARGO_HEADER_HINT}).",
                                  "columns")
        if field in idx:
            raise CalculatorError("colunas", f"colunas: a coluna {title[:40]!r} aparece duas vezes.", "columns")
        idx[field] = i
    missing = [name for name, field in (("cargo", "name"), ("vagas", "vacancies")) if field not in idx]
    if missing:
        raise CalculatorError("colunas", f"colunas: falta(m) {', '.join(missing)} ({CARGO_HEADER_HINT}).", "columns")
    column = {field: header[i] for field, i in idx.items()}
    cargos: list[Cargo] = []
    lines: list[int] = []
    for line, row in rows[1:]:
        if not any(_cell(v) for v in row):
            continue
        if len(cargos) == MAX_CARGOS:
            raise CalculatorError("cargos", f"cargos: no máximo {MAX_CARGOS:_} cargos por edital; a linha {line} "
                                  f"já passa do limite.".replace("_", "."), "cargos")
        data = {}
        for field, i in idx.items():
            value = _cell(row[i]) if i < len(row) else ""
            if len(value) > MAX_CELL_CHARS:
                raise CalculatorError(column[field], f"linha {line}, coluna {column[field]}: valor longo demais "
                                      f"(mais de {MAX_CELL_CHARS} caracteres).", field)
            if value == "" and field not in ("name", "vacancies"):
                continue  # optional columns may be left blank
            data[field] = value
        try:
            cargos.append(Cargo(**data))
        except CalculatorError as exc:
            col = column.get(exc.param, exc.field)
            detail = exc.message.split(": ", 1)[-1]
            raise CalculatorError(col, f"linha {line}, coluna {col}: {detail}", exc.param) from None
        lines.append(line)
    if not cargos:
        raise CalculatorError("cargos", "cargos: a tabela não tem nenhuma linha de cargo.", "cargos")
    return validate_cargos(cargos, lines)


def parse_cargos_csv(text: str) -> list[Cargo]:
    text = text.lstrip("\ufeff")
    if any(c < " " and c not in "\t\r\n" for c in text[:4096]):
        raise _table_error("o arquivo não é um CSV de texto; salve a planilha como CSV UTF-8 ou envie o .xlsx.")
    lines = text.splitlines()
    first = lines[0] if lines else ""
    delimiter = ";" if first.count(";") > first.count(",") else ","
    # newline="" lets csv see bare CR, CRLF and LF alike; line_num counts physical lines.
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows: list[tuple[int, list[str]]] = []
    try:
        for row in reader:
            rows.append((reader.line_num, row))
    except csv.Error:
        raise _table_error(f"a linha {max(reader.line_num, 1)} não pôde ser lida como CSV (campo longo demais ou "
                           "aspas sem fechar).") from None
    return rows_to_cargos(rows)


def _xlsx_cell(cell: Any) -> str:
    value = getattr(cell, "value", None)
    # A cell formatted as percentage stores 5% as 0.05: give it back as "5%".
    if isinstance(value, (int, float)) and not isinstance(value, bool) and "%" in (getattr(cell, "number_format", "") or ""):
        from decimal import Decimal

        pct = (Decimal(str(value)) * 100).normalize()
        return f"{pct:f}%"
    return _cell(value)


def parse_cargos_xlsx(data: bytes) -> list[Cargo]:
    from openpyxl import load_workbook

    from .edital import MAX_CARGOS

    try:
        wb = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        ws = wb.worksheets[0]
        rows: list[tuple[int, list[str]]] = []
        for line, row in enumerate(ws.iter_rows(), start=1):
            rows.append((line, [_xlsx_cell(c) for c in row]))
            if line > MAX_CARGOS + 100:  # enough to report the limit; never read a huge sheet whole
                break
        wb.close()
    except Exception:  # openpyxl raises several unrelated types for a broken file
        raise _table_error("o arquivo não é uma planilha .xlsx válida.") from None
    return rows_to_cargos(rows)


def parse_cargos(data: bytes, filename: str) -> list[Cargo]:
    """Quadro de vagas from a CSV (`;` or `,`, UTF-8 or Latin-1) or XLSX file -> list[Cargo].
    Every failure is a CalculatorError naming the line and the column."""
    if len(data) > MAX_TABLE_BYTES:
        raise _table_error(f"arquivo grande demais (máximo {MAX_TABLE_BYTES // (1024 * 1024)} MB).")
    if filename.lower().endswith(".xlsx") or data.startswith(b"PK\x03\x04"):  # xlsx is a zip
        return parse_cargos_xlsx(data)
    return parse_cargos_csv(decode_text(data))
