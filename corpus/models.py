"""Pydantic models of the norm corpus (laws and decrees) (see docs/architecture.md, corpus/)."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Kind = Literal["artigo", "caput", "paragrafo", "inciso", "alinea", "item"]
Status = Literal["vigente", "revogada"]
NormKind = Literal["lei", "decreto"]


class Dispositivo(BaseModel):
    model_config = ConfigDict(frozen=True)

    urn: str
    label: str
    law_id: str
    kind: Kind
    # Exact text as in the law, label included ("§ 1º A reserva..."); an artigo: all its lines.
    text: str
    parent_urn: str | None = None
    children: list[str] = Field(default_factory=list)
    vetoed: bool = False
    revoked: bool = False  # the compiled text shows "(Revogado)" in its place
    # Editorial notes of the source that are not law text, e.g. "(Vide ADI 7654)",
    # "(Redação dada pelo Decreto nº 12.533, de 2025)".
    notes: list[str] = Field(default_factory=list)


class Law(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    label: str
    urn: str
    kind: NormKind = "lei"
    signed: date
    published_dou: date
    status: Status
    revoked_by: str | None = None
    amended_by: list[str] = Field(default_factory=list)  # norms that changed its text (compiled text)
    transition: str
    ementa: str | None  # null when the source text lacks it (12.990)
    ementa_note: str | None = None
    preamble: str | None = None  # "O PRESIDENTE DA REPÚBLICA Faço saber..."
    signature: str  # place/date line and signatories
    source: str
    dispositivos: list[Dispositivo]
