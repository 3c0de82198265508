"""Size caps for /v1/ask, the same as the calculator endpoints' (COTAS_API_MAX_VACANCIES).

A question reaches the calculator through the assistant's extraction, so the numbers are
read here the same way (assistant.extraction.extract: "100.000", "cem mil"...), before the
assistant runs; the context a client sends back in `history` is checked too, and the
answer itself is checked last, so no path returns a schedule larger than the cap.
Negative numbers are refused here whatever the assistant would make of them.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from assistant.api.errors import ApiError

# "-10", "−10" (minus sign); not "art. 5-A", "2025-06-04", nor a spaced dash ("2014 - 30%").
_NEGATIVE = re.compile(r"(?<![\w.,/\-−–])[-−–]\d")
# Identifiers a candidate may paste (CPF, CNPJ, inscrição): not sizes, never checked.
_IDENTIFIER = re.compile(r"\d{3}\.?\d{3}\.?\d{3}-\d{2}|\d{2}\.?\d{3}\.?\d{3}/\d{4}-\d{2}")


def _too_big(field: str, limit: int) -> ApiError:
    return ApiError(
        422, f"{field}: números acima de {limit} (vagas, classificação) não são aceitos por "
             f"requisição (limite da API).", field)


def _negative(field: str) -> ApiError:
    return ApiError(422, f"{field}: números negativos não são aceitos (vagas e classificações "
                         f"são inteiros a partir de zero).", field)


def check_text(text: str, limit: int, field: str) -> None:
    """Refuses a question whose numbers the calculator would be asked to exceed the cap with."""
    from assistant.extraction import extract
    from assistant.extraction.markup import without_markup
    from assistant.extraction.numbers import row_dashes

    # (read as the assistant reads it: a script's "alert(99999)" is no figure of the question; Round 53, lo53d: nor
    # the dash of a quadro's row, "Enfermeiro -37 | Médico -12", a separator before each count)
    text = row_dashes(_IDENTIFIER.sub(" ", without_markup(text)))
    if _NEGATIVE.search(text):
        raise _negative(field)
    ex = extract(text)
    values = [ex.vacancies, ex.general_rank, ex.reserve_rank, ex.rank, *ex.numbers]
    if any(v is not None and v > limit for v in values):
        raise _too_big(field, limit)


def _numbers(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    """(path, leaf) for every leaf of a JSON-like value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _numbers(item, f"{path}.{key}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _numbers(item, f"{path}[{i}]")
    else:
        yield path, value


def check_context(context: dict[str, Any], limit: int, field: str) -> None:
    """Every number in a context (a client can forge one) within 0..limit; its texts as above."""
    for path, leaf in _numbers(context, field):
        if isinstance(leaf, bool):
            continue
        if isinstance(leaf, (int, float)):
            if leaf < 0:
                raise _negative(path)
            if leaf > limit:
                raise _too_big(path, limit)
        elif isinstance(leaf, str) and leaf.strip():
            if re.fullmatch(r"\s*[-−–]?\d+\s*", leaf):
                number = int(leaf.strip().replace("−", "-").replace("–", "-"))
                if number < 0:
                    raise _negative(path)
                if number > limit:
                    raise _too_big(path, limit)
            elif len(leaf) <= 4000:
                check_text(leaf, limit, path)


def check_history(history: Iterable[Any], limit: int) -> None:
    for i, turn in enumerate(history):
        answer = getattr(turn, "answer", None)
        if answer is not None:
            check_context(answer.context, limit, f"history[{i}].answer.context")


def check_answer(answer: Any, limit: int) -> None:
    """Last line: whatever the assistant read, its calculation stays within the cap."""
    context = getattr(answer, "context", None) or {}
    calculation = getattr(answer, "calculation", None) or {}
    for source, name in ((context, "question"), (calculation, "question")):
        for key in ("vacancies", "pcd", "general_rank", "reserve_rank", "rank",
                    "optants_ahead", "optants_in_open"):
            value = source.get(key) if isinstance(source, dict) else None
            if isinstance(value, int) and not isinstance(value, bool):
                if value < 0:
                    raise _negative(name)
                if value > limit:
                    raise _too_big(name, limit)
