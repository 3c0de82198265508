"""Shared widgets: pt-BR formatting, fields validated by us (Portuguese messages), panel state."""
from __future__ import annotations

import logging
import re
from contextlib import contextmanager
from datetime import date, datetime
from typing import Any, Callable, Iterator

import streamlit as st

import calculator

log = logging.getLogger("cotas.app")

GENERIC_ERROR = "Não foi possível {what} agora. Tente de novo em instantes; se o problema continuar, avise o suporte."

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>$#|~])")
_MD_LINE_START = re.compile(r"^(\s*)(?:([-+])|(\d+)([.)]))(?=\s)", re.MULTILINE)


def _unlist(m: re.Match[str]) -> str:
    # "- x" -> "\- x", "1. x" -> "1\. x": a backslash before a digit is no escape and was shown ("\1. x").
    indent, sign, number, dot = m.groups()
    return f"{indent}\\{sign}" if sign else f"{indent}{number}\\{dot}"


def md_escape(text: str) -> str:
    """User or law text shown verbatim: escape Markdown (and `$`, which Streamlit reads as LaTeX)."""
    return _MD_LINE_START.sub(_unlist, _MD_SPECIAL.sub(r"\\\1", text))


# A line of only "-" or "=" under text makes it a heading in Markdown ("---" alone, a rule): its first sign escaped.
_MD_UNDERLINE = re.compile(r"^(\s*)([-=])(?=[-=\s]*$)", re.MULTILINE)


def md_lines(text: str) -> str:
    """The person's own message as they wrote it: escaped as `md_escape` (no markup of theirs is drawn) and each line
    break kept (Markdown joins single lines, so a pasted quadro "- campus Norte: 3 vagas" per line became one line).
    A blank line still separates paragraphs; a line's leading spaces go (Markdown would read 4 as a code block)."""
    paragraphs = re.split(r"\n\s*\n", text.strip())
    escaped = ("\\\n".join(_MD_UNDERLINE.sub(r"\1\\\2", md_escape(line.strip()))
                            for line in para.splitlines() if line.strip())
               for para in paragraphs)
    return "\n\n".join(p for p in escaped if p)


def md_escape_keep_bold(text: str) -> str:
    """An assistant's note: escaped as `md_escape`, but its own bold ("segue a **Lei nº 12.990/2014**") kept, never
    shown as literal asterisks (round 41)."""
    return md_escape(text).replace(r"\*\*", "**")


def quote(text: str) -> str:
    """A Markdown quotation with one paragraph per line: an article's incisos stay on their own lines (joined by
    plain newlines they ran together, "…controladas pela União; II – nos processos…")."""
    return "\n>\n".join(f"> {md_escape(line)}" for line in text.splitlines() if line.strip())


def fmt_int(n: int) -> str:
    """pt-BR thousands separator: 1.000.000."""
    return f"{n:,}".replace(",", ".")


@contextmanager
def guarded(what: str, *, quiet: bool = False) -> Iterator[None]:
    """Turn any failure into a Portuguese message: no traceback ever reaches the page.

    `quiet` logs only the exception type (the upload panel handles personal data, LGPD)."""
    try:
        yield
    except calculator.CalculatorError as exc:
        st.error(exc.message)
    except Exception as exc:  # noqa: BLE001 - last line of defence for the page
        if quiet:
            log.error("falha ao %s: %s", what, type(exc).__name__)
        else:
            log.exception("falha ao %s", what)
        st.error(GENERIC_ERROR.format(what=what))


# ---------------------------------------------------------------- fields parsed by us
# Text inputs instead of number/date widgets: their own messages and buttons are in English
# ("Increment", a red border with an English tooltip) and an invalid value never reached the app.

class FieldErrors(Exception):
    """Invalid fields of a panel: widget key -> Portuguese message naming the field."""

    def __init__(self, errors: dict[str, str]):
        super().__init__("; ".join(errors.values()))
        self.errors = errors


_INT = re.compile(r"\d{1,3}(?:[.\s]\d{3})+|\d+")


def parse_int(raw: str | None, label: str, *, maximum: int, optional: bool = False) -> int | None:
    """'1.000', '1000' or '1 000' -> 1000. Raises ValueError with the Portuguese message."""
    text = (raw or "").strip()
    if not text:
        if optional:
            return None
        raise ValueError(f"{label}: informe um número inteiro de 0 a {fmt_int(maximum)}.")
    if not _INT.fullmatch(text):
        raise ValueError(f"{label}: use só algarismos, sem sinal nem vírgula (por exemplo, 10 ou 1.000); "
                         f"recebido “{text[:20]}”.")
    value = int(re.sub(r"[.\s]", "", text))
    if value > maximum:
        raise ValueError(f"{label}: o máximo aceito é {fmt_int(maximum)}.")
    return value


def parse_date(raw: str | None, label: str) -> date | None:
    """DD/MM/AAAA (or AAAA-MM-DD); empty means today (the calculator's default)."""
    text = (raw or "").strip()
    if not text:
        return None
    for fmt in ("%d/%m/%Y", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"{label}: use o formato DD/MM/AAAA, por exemplo 04/06/2025; recebido “{text[:20]}”.")


def read_fields(specs: dict[str, Callable[[], Any]]) -> dict[str, Any]:
    """Run every parser, collecting all messages at once (the person fixes everything in one go)."""
    values: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for key, parse in specs.items():
        try:
            values[key] = parse()
        except ValueError as exc:
            errors[key] = str(exc)
    if errors:
        raise FieldErrors(errors)
    return values


class PanelState:
    """A panel's last result or errors, kept in the session so other tabs don't erase them,
    and cleared as soon as any of its inputs changes (no stale result beside new input)."""

    def __init__(self, name: str):
        self.name = name

    @property
    def _slot(self) -> dict[str, Any]:
        return st.session_state.setdefault(f"{self.name}-state", {})

    @property
    def result(self) -> Any:
        return self._slot.get("result")

    @property
    def errors(self) -> dict[str, str]:
        return self._slot.get("errors", {})

    def clear(self) -> None:
        st.session_state[f"{self.name}-state"] = {}

    def compute(self, what: str, fn: Callable[[], Any], *, quiet: bool = False) -> None:
        """Button callback: runs before the page is drawn, so errors land under their fields."""
        self.clear()
        try:
            self._slot["result"] = fn()
        except FieldErrors as exc:
            self._slot["errors"] = exc.errors
        except calculator.CalculatorError as exc:
            self._slot["errors"] = {"form": exc.message}
        except Exception as exc:  # noqa: BLE001 - never a traceback on the page
            if quiet:
                log.error("falha ao %s: %s", what, type(exc).__name__)
            else:
                log.exception("falha ao %s", what)
            self._slot["errors"] = {"form": GENERIC_ERROR.format(what=what)}

    def field_error(self, key: str, where: Any = st) -> None:
        if key in self.errors:
            where.error(self.errors[key])


def int_field(state: PanelState, label: str, key: str, *, default: str = "", where: Any = st,
              help: str | None = None, placeholder: str | None = None) -> None:
    where.text_input(label, value=default, key=key, on_change=state.clear, help=help, placeholder=placeholder,
                     max_chars=12)
    state.field_error(key, where)


def date_field(state: PanelState, key: str, where: Any = st, label: str = "Data de publicação do edital") -> None:
    where.text_input(label, value=date.today().strftime("%d/%m/%Y"), key=key, on_change=state.clear,
                     max_chars=10, placeholder="DD/MM/AAAA",
                     help="Formato DD/MM/AAAA. Ela define a lei aplicável: a Lei nº 15.142/2025 vale para "
                          "editais publicados a partir de 04/06/2025.")
    state.field_error(key, where)


def pcd_params(text: str | None) -> dict[str, str]:
    """The PcD box takes a count ("2") or a percentage ("5%"); the calculator validates either."""
    text = (text or "").strip()
    if not text:
        return {}
    return {"pcd_percentage": text} if "%" in text else {"pcd": text}


def metrics(items: list[tuple[str, str | int]]) -> None:
    cols = st.columns(len(items))
    for col, (label, value) in zip(cols, items):
        col.metric(label, fmt_int(value) if isinstance(value, int) else value)
