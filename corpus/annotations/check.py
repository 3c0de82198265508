"""Keep the annotation files in step with the law texts: what is missing, stale, extra or unsupported.

`python -m corpus annotations check` prints this report; `... stamp` fills the sha256 of entries
written with an empty one (never overwriting a set sha, so a stale note stays visibly stale).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ..loader import Corpus, load_corpus
from ..models import Dispositivo
from . import ANNOTATIONS_DIR, Annotation, load_annotations, text_sha256
from .facts import unsupported_facts


class AnnotationReport(BaseModel):
    missing: list[str] = Field(default_factory=list, description="dispositivos without a note")
    stale: list[str] = Field(default_factory=list, description="sha256 empty or not the current text's")
    extra: list[str] = Field(default_factory=list, description="URNs that are not annotatable dispositivos")
    unsupported: dict[str, list[str]] = Field(
        default_factory=dict, description="URN -> facts of the resumo absent from the text and parents")

    @property
    def ok(self) -> bool:
        return not (self.missing or self.stale or self.extra or self.unsupported)


def annotatable(corpus: Corpus, law_id: str) -> list[Dispositivo]:
    """Every dispositivo a person can ask about: not vetoed, not the artigo wrapper."""
    return [d for d in corpus.law(law_id).dispositivos if not d.vetoed and d.kind != "artigo"]


def fact_context(corpus: Corpus, urn: str) -> list[str]:
    """What a resumo may draw facts from: the law's name, the labels and texts of the chain.

    The artigo wrapper contributes its label only: its text holds every sibling's figures.
    """
    d = corpus.get(urn)
    chain = corpus.parents(urn)
    return ([corpus.law_of(urn).label, d.label, d.text]
            + [p.label for p in chain] + [p.text for p in chain if p.kind != "artigo"])


def read_files(directory: Path = ANNOTATIONS_DIR) -> dict[str, dict[str, dict[str, Any]]]:
    """norm id -> raw JSON entries, straight from disk (no cache)."""
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(directory.glob("*.json"))}


def check(corpus: Corpus | None = None, directory: Path = ANNOTATIONS_DIR) -> AnnotationReport:
    corpus = corpus or load_corpus()
    notes = {urn: Annotation(urn=urn, **data)
             for entries in read_files(directory).values() for urn, data in entries.items()}
    report = AnnotationReport()
    # Full coverage is owed for the laws; a decree is annotated where people ask about it.
    for law_id, law in corpus.laws.items():
        if law.kind == "lei":
            report.missing += [d.urn for d in annotatable(corpus, law_id) if d.urn not in notes]
    for urn, note in notes.items():
        if urn not in corpus or corpus.get(urn).vetoed or corpus.get(urn).kind == "artigo":
            report.extra.append(urn)
            continue
        if note.sha256 != text_sha256(corpus.get(urn).text):
            report.stale.append(urn)
        bad = unsupported_facts(note.resumo, fact_context(corpus, urn))
        if bad:
            report.unsupported[urn] = sorted(bad)
    return report


def stamp(corpus: Corpus | None = None, directory: Path = ANNOTATIONS_DIR) -> list[str]:
    """Fill an empty sha256 with the current text's; returns the URNs stamped."""
    corpus = corpus or load_corpus()
    stamped: list[str] = []
    for norm, entries in read_files(directory).items():
        changed = False
        for urn, data in entries.items():
            if not data.get("sha256") and urn in corpus:
                data["sha256"] = text_sha256(corpus.get(urn).text)
                stamped.append(urn)
                changed = True
        if changed:
            path = directory / f"{norm}.json"
            path.write_text(json.dumps(entries, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    load_annotations.cache_clear()
    return stamped
