"""Team-written annotations of the dispositivos: what each means, and how people ask about it.

One JSON file per norm (`<norm-id>.json`), keyed by URN. Each annotation records the sha256 of the
dispositivo text it was written for, so a change in the law text makes it visibly stale.
These are what the retriever learns from; evaluation questions live elsewhere and are never copied here.
"""
from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

ANNOTATIONS_DIR = Path(__file__).parent


class Annotation(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    urn: str
    sha256: str = Field(description="sha256 (hex) of Dispositivo.text when the note was written")
    resumo: str = Field(description="1–2 frases em linguagem simples; nada além do texto e dos pais")
    perguntas: tuple[str, ...] = Field(default=(), description="8–15 perguntas que o dispositivo responde")
    termos: tuple[str, ...] = Field(default=(), description="sinônimos coloquiais e nomes de instituições")


def text_sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@functools.lru_cache(maxsize=1)
def load_annotations() -> dict[str, Annotation]:
    """URN -> Annotation, for every `<norm-id>.json` in this folder."""
    out: dict[str, Annotation] = {}
    for path in sorted(ANNOTATIONS_DIR.glob("*.json")):
        for urn, data in json.loads(path.read_text(encoding="utf-8")).items():
            out[urn] = Annotation(urn=urn, **data)
    return out
