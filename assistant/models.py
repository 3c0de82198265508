"""Public data models of the assistant (see docs/architecture.md)."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Route = Literal["calculator", "retrieval", "clarify", "out_of_scope"]

DISCLAIMER = (
    "Informação de caráter geral, não aconselhamento jurídico: o edital e o regulamento "
    "do certame prevalecem."
)


class Citation(BaseModel):
    """A dispositivo quoted in an answer, with its exact text from the corpus."""

    urn: str
    label: str
    text: str
    # Caput of the artigo/parágrafo an inciso or alínea belongs to; needed to read it alone.
    parent_text: str | None = None
    # Incisos of a caput/parágrafo ending in ":" ("o número será:"), which reads only with them.
    children_text: list[str] = Field(default_factory=list)


class Answer(BaseModel):
    answer: str = Field(description="Resposta em Markdown")
    route: Route
    calculation: dict[str, Any] | None = None
    citations: list[Citation] = Field(default_factory=list)
    law_id: str | None = None
    options: list[str] = Field(default_factory=list, description="Respostas rápidas para um esclarecimento")
    context: dict[str, Any] = Field(default_factory=dict, description="Parâmetros extraídos até aqui")
    disclaimer: str = DISCLAIMER


class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str
    answer: Answer | None = None
