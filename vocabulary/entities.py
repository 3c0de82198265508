"""Kinds of body a question names (`entity`): one spelling, whatever the source.

Extraction writes `empresa_publica`; the CLI and API clients may write `empresa-publica`. `entity_kind` reads either
(and accents, case, spaces) as the one spelling, so one comparison serves all. `Entity` is the one list of kinds: the
calculator's eligibility validates with it (Round 49, lo49a), the assistant compares with `ENTITY_KINDS`.
"""
from __future__ import annotations

import re
from typing import Annotated, Any, Final, Literal, get_args

from pydantic import BeforeValidator

from . import fold

# "privada" (Round 48, lo48b): named only to answer that the federal law does not reach it
Entity = Literal["direta", "autarquia", "fundacao", "empresa_publica", "sociedade_economia_mista", "estadual",
                 "municipal", "privada"]
ENTITY_KINDS: Final[tuple[str, ...]] = get_args(Entity)
# Decreto nº 9.508/2018, art. 1º, § 2º: their PcD reserve follows art. 93 of Lei nº 8.213/1991
ESTATAL_KINDS: Final = frozenset({"empresa_publica", "sociedade_economia_mista"})
FEDERAL_KINDS: Final = frozenset({"direta", "autarquia", "fundacao", "empresa_publica", "sociedade_economia_mista"})
_SEPARATORS = re.compile(r"[\s_-]+")


def entity_kind(value: Any) -> Any:
    """A known kind in the assistant's spelling ("empresa-publica", "Empresa Pública" -> "empresa_publica"); any other
    value as it came (the model that takes it says what is wrong)."""
    if not isinstance(value, str):
        return value
    key = _SEPARATORS.sub("_", fold(value).strip().lower()).strip("_")
    return key if key in ENTITY_KINDS else value


EntityKind = Annotated[str, BeforeValidator(entity_kind)]


def with_entity_kind(context: dict[str, Any]) -> dict[str, Any]:
    """A conversation context (and the contexts nested in it) with `entity` in the one spelling."""
    out: dict[str, Any] = {}
    for key, value in context.items():
        if key == "entity":
            value = entity_kind(value)
        elif isinstance(value, dict):
            value = with_entity_kind(value)
        out[key] = value
    return out
