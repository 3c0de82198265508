"""Registry of what the regulation of Lei nº 15.142/2025 settled (Decreto nº 12.536/2025, IN Conjunta nº 261/2025).

Their official texts are not available here, so each entry is a sourced fact written in our own words
(`shared/regulation/decreto-12536-2025.md`), linked to the law dispositivos it regulates. A note is a
summary, never law text: show it apart from quotations, with `RegulationNote.render()`.
"""
from __future__ import annotations

import functools
import json
from datetime import date
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from vocabulary import NEW_URN, REGULATION_DECREE, REGULATION_URN

from ..loader import load_corpus

REGISTRY_FILE = Path(__file__).parent / f"{REGULATION_DECREE}.json"
HEADING = "Regulamentação (resumo; não é o texto oficial)"


class RegulationNorm(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    norm: str = Field(description="'Decreto nº 12.536/2025'")
    title: str
    signed: date
    published: str
    url: str = Field(description="Página oficial do ato (ou do DOU, quando a do ato não é conhecida)")
    urn: str | None = Field(description="URN LexML; null quando não é conhecida (IN Conjunta nº 261/2025)")


class RegulationFact(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    norm: str = Field(description="id of a RegulationNorm")
    regulates: tuple[str, ...] = Field(description="URNs of Lei nº 15.142/2025 dispositivos")
    text: str = Field(description="Resumo com nossas palavras; nunca citação")
    # Round 52 (lo52b): a fact about some groups only (how each group's self-declaration is confirmed): the assistant
    # puts the asker's group's first and marks the others' as theirs. Empty: the fact is for everyone.
    groups: tuple[str, ...] = Field(default=(), description="grupos a que o fato se refere (vazio: todos)")


class RegulationNote(BaseModel):
    """What the assistant shows; field names match `assistant.models.RegulationNote` (+ `regulates`, `id`)."""

    model_config = ConfigDict(frozen=True)

    id: str
    norm: str
    urn: str | None
    url: str
    text: str
    regulates: list[str]
    groups: list[str] = []

    def render(self) -> str:
        """One Markdown paragraph, plainly marked as a summary with the official link (never a `>` quote)."""
        return f"{HEADING}: {self.text} Fonte: [{self.norm}]({self.url})."


class Registry(BaseModel):
    model_config = ConfigDict(frozen=True)

    norms: dict[str, RegulationNorm]
    facts: list[RegulationFact]


@functools.lru_cache(maxsize=1)
def load_registry() -> Registry:
    raw = json.loads(REGISTRY_FILE.read_text(encoding="utf-8"))
    norms = {nid: RegulationNorm(id=nid, **data) for nid, data in raw["norms"].items()}
    # The data file names dispositivos by suffix ("art3_par4"); they are all of Lei nº 15.142/2025.
    facts = [RegulationFact(**{**f, "regulates": tuple(f"{NEW_URN}!{s}" for s in f["regulates"])})
             for f in raw["facts"]]
    assert norms[REGULATION_DECREE].urn == REGULATION_URN, "URN do decreto difere de vocabulary"
    return Registry(norms=norms, facts=facts)


def _touches(cited: str, regulated: str) -> bool:
    """A cited dispositivo touches a regulated one when either contains the other (parent chain)."""
    c = load_corpus()
    if cited not in c or regulated not in c:
        return cited == regulated
    return c.matches(cited, regulated) or c.matches(regulated, cited)


def regulation_notes_for(urns: list[str] | tuple[str, ...]) -> list[RegulationNote]:
    """The notes of every fact regulating one of `urns` (or a part/whole of one), registry order, no repeats."""
    reg = load_registry()
    out = []
    for fact in reg.facts:
        if any(_touches(u, r) for u in urns for r in fact.regulates):
            norm = reg.norms[fact.norm]
            out.append(RegulationNote(id=fact.id, norm=norm.norm, urn=norm.urn, url=norm.url, text=fact.text,
                                      regulates=list(fact.regulates), groups=list(fact.groups)))
    return out


def all_notes() -> list[RegulationNote]:
    reg = load_registry()
    return [RegulationNote(id=f.id, norm=reg.norms[f.norm].norm, urn=reg.norms[f.norm].urn,
                           url=reg.norms[f.norm].url, text=f.text, regulates=list(f.regulates), groups=list(f.groups))
            for f in reg.facts]
