"""Shared models for the calculator: legal basis, base classes and the error type."""
from __future__ import annotations

import json
import re
from datetime import date
from fractions import Fraction
from typing import Annotated, Any, Self

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, ValidationError

# Re-exported for the operation modules (explicit `as` keeps them public for ruff and mypy).
from vocabulary import NEW_LAW as NEW_LAW
from vocabulary import OLD_LAW as OLD_LAW
from vocabulary import LawId

Regime = LawId  # the calculator calls a law id a regime


class CalculatorError(ValueError):
    """Bad input. `field` is the Portuguese field name shown to users (e.g. "vagas"),
    `param` the Python/JSON parameter name (e.g. "vacancies"), `message` a full
    Portuguese sentence that already names the field."""

    def __init__(self, field: str, message: str, param: str | None = None):
        super().__init__(message)
        self.field = field
        self.param = param or field
        self.message = message


class LegalBasis(BaseModel):
    model_config = ConfigDict(frozen=True)
    urn: str
    label: str


def _strict_int(value: Any) -> Any:
    # Bools are ints in Python and floats silently truncate: both are rejected.
    if isinstance(value, bool):
        raise ValueError("deve ser um número inteiro")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\s*", value):
        if len(value.strip().lstrip("+-").lstrip("0")) > 18:  # also keeps int() under its digit limit
            raise ValueError("número grande demais")
        return int(value)
    raise ValueError("deve ser um número inteiro")


def _strict_bool(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in {"1", "0", "true", "false", "sim", "nao", "não"}:
        return value.strip().lower() in {"1", "true", "sim"}
    raise ValueError("deve ser 1 ou 0")


def _iso_date(value: Any) -> Any:
    if value is None or isinstance(value, date):
        return value
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return None
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            raise ValueError("use o formato AAAA-MM-DD")
        try:
            return date.fromisoformat(text)
        except ValueError:
            raise ValueError("data inexistente") from None
    raise ValueError("use o formato AAAA-MM-DD")


def _non_negative(value: int) -> int:
    if value < 0:
        raise ValueError("deve ser um número inteiro maior ou igual a zero")
    return value


def _positive(value: int) -> int:
    if value < 1:
        raise ValueError("deve ser um número inteiro maior ou igual a 1")
    return value


# Order, result and position list every vaga: bound them so a typo cannot take the machine.
MAX_LISTED_VACANCIES = 100_000


def _listable(value: int) -> int:
    if value > MAX_LISTED_VACANCIES:
        raise ValueError(f"no máximo {MAX_LISTED_VACANCIES:_} vagas para listar a ordem".replace("_", "."))
    return value


StrictInt = Annotated[int, BeforeValidator(_strict_int)]
NonNegInt = Annotated[int, BeforeValidator(_strict_int), AfterValidator(_non_negative)]
ListedVacancies = Annotated[int, BeforeValidator(_strict_int), AfterValidator(_non_negative),
                           AfterValidator(_listable)]
PosInt = Annotated[int, BeforeValidator(_strict_int), AfterValidator(_positive)]
Flag = Annotated[bool, BeforeValidator(_strict_bool)]


def _percentage(value: Any) -> Any:
    # "5%", "5", "2,5%", 5, Fraction(5) all mean five per cent; returned as a Fraction of 1.
    if value is None:
        return None
    if isinstance(value, bool):
        raise ValueError("use um percentual como 5%")
    if isinstance(value, (int, Fraction)):
        q = Fraction(value)
    elif isinstance(value, str) and re.fullmatch(r"\s*\d+([.,]\d+)?\s*%?\s*", value):
        q = Fraction(value.strip().rstrip("%").strip().replace(",", "."))
    else:
        raise ValueError("use um percentual como 5% ou 2,5%")
    if q > 100:
        raise ValueError("deve estar entre 0% e 100%")
    return q / 100


Percentage = Annotated[Fraction | None, BeforeValidator(_percentage)]

IsoDate = Annotated[date | None, BeforeValidator(_iso_date)]


# Portuguese names of input parameters, used in error messages.

FIELD_NAMES: dict[str, str] = {
    "vacancies": "vagas",
    "edital_date": "data do edital",
    "today": "data de hoje",
    "group": "grupo",
    "entity": "entidade",
    "process": "tipo de processo",
    "reserve_register": "cadastro de reserva",
    "during_validity": "vagas surgidas na validade",
    "to_be_published": "edital a publicar",
    "law_supposed": "lei suposta",
    "pcd": "vagas PcD",
    "pcd_percentage": "percentual PcD",
    "tie_break": "desempate",
    "schedule": "ordem do edital",
    "candidates": "candidatos",
    "general_rank": "posição na lista geral",
    "reserve_rank": "posição na lista de reserva",
    "optants_ahead": "optantes à frente",
    "optants_in_open": "optantes na ampla",
    "optant": "optante",
    "id": "id",
    "rank": "rank",
    "quota": "quota",
    "confirmed": "confirmed",
    "withdrawn": "withdrawn",
}


def field_name(param: str) -> str:
    return FIELD_NAMES.get(param, param)


def _translate(exc: ValidationError) -> CalculatorError:
    err = exc.errors()[0]
    cause = err.get("ctx", {}).get("error")
    if isinstance(cause, CalculatorError):
        return cause  # a validator that already wrote the full sentence (e.g. "cargo nº 3 (...)")
    raw_loc = list(err.get("loc", ()))
    loc = [str(p) for p in raw_loc if not isinstance(p, int)]
    param = loc[-1] if loc else "entrada"
    name = field_name(param)
    # Inside a list (e.g. candidates[5].rank): say which item, 1-based.
    where = "".join(f"item nº {p + 1} de {field_name(str(raw_loc[i - 1]))}, "
                    for i, p in enumerate(raw_loc) if isinstance(p, int) and i > 0)
    kind = err.get("type", "")
    if kind == "missing":
        detail = "campo obrigatório não informado"
    elif kind == "extra_forbidden":
        detail = "campo desconhecido"
    elif kind == "literal_error":
        allowed = err.get("ctx", {}).get("expected", "")
        detail = f"valor não aceito; use um de: {allowed.replace(' or ', ' ou ')}"
    elif kind == "value_error":
        detail = str(err.get("ctx", {}).get("error", err.get("msg", "valor inválido")))
    else:
        detail = "valor inválido"
    value = err.get("input")
    if isinstance(value, str) and len(value) > 60:  # a huge field is not echoed back whole
        value = value[:60] + "…"
    shown = f" (recebido: {value!r})" if isinstance(value, (str, int, float)) and kind != "missing" else ""
    return CalculatorError(name, f"{where}{name}: {detail}{shown}".rstrip(".") + ".", param=param)


class CalcInput(BaseModel):
    """Input base: unknown keys are rejected and validation errors become CalculatorError."""

    model_config = ConfigDict(extra="forbid")

    def __init__(self, **data: Any):
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise _translate(exc) from None

    @classmethod
    def model_validate(cls, obj: Any, **kwargs: Any) -> Self:
        if isinstance(obj, cls):
            return obj
        if isinstance(obj, BaseModel):
            obj = obj.model_dump()
        if not isinstance(obj, dict):
            raise CalculatorError("entrada", "entrada: esperava um objeto com os campos da operação.")
        # pydantic routes validation through our __init__ (custom init), which translates errors.
        return cls(**obj)

    @classmethod
    def model_validate_json(cls, json_data: str | bytes, **kwargs: Any) -> Self:  # type: ignore[override]
        try:
            obj = json.loads(json_data)
        except ValueError:
            raise CalculatorError("entrada", "entrada: o JSON não é válido.") from None
        return cls.model_validate(obj)


class CalcResult(BaseModel):
    legal_basis: list[LegalBasis]
    explanation: list[str]


def counted(n: int, one: str, many: str) -> str:
    """A count with its noun in agreement ("1 vaga reservada", "2 vagas reservadas")."""
    return f"{n} {one if n == 1 else many}"


def of_the(n: int, one: str, many: str) -> str:
    """Round 55 (dr55a): the count after "de" with article and noun in agreement ("da 1 vaga de ampla concorrência",
    "das 7 vagas de ampla concorrência"): the one spelling of "das N vagas", never "das 1 vagas"."""
    return f"da {n} {one}" if n == 1 else f"das {n} {many}"


def dedupe(basis: list[LegalBasis]) -> list[LegalBasis]:
    """Keep the first occurrence of each URN, preserving citation order."""
    seen: set[str] = set()
    out = []
    for item in basis:
        if item.urn not in seen:
            seen.add(item.urn)
            out.append(item)
    return out
