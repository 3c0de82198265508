"""Load the curated norm texts (laws and decrees) into a `Corpus` (no model loading, cached per process)."""

from __future__ import annotations

import functools
import json
from datetime import date
from pathlib import Path
from typing import Any

from vocabulary import NEW_LAW, OLD_LAW, PCD_DECREE

from .models import Dispositivo, Law
from .parser import parse_law

TEXTS_DIR = Path(__file__).parent / "texts"
# Every norm in the corpus, in display order (`Corpus.laws` keeps this order).
NORM_IDS = (NEW_LAW, OLD_LAW, PCD_DECREE)
LAW_IDS = NORM_IDS  # former name, kept for callers


class UnknownURN(KeyError):
    """No dispositivo has this URN."""

    def __init__(self, urn: str):
        super().__init__(urn)
        self.urn = urn
        self.message = f"Dispositivo não encontrado: {urn!r}. Use `python -m corpus list` para ver as URNs."

    def __str__(self) -> str:
        return self.message


class Corpus:
    """Every norm (`Law`, lei or decreto), dispositivos indexed by URN in document order."""

    def __init__(self, laws: list[Law]):
        self.laws: dict[str, Law] = {law.id: law for law in laws}
        self._by_urn: dict[str, Dispositivo] = {}
        for law in laws:
            for d in law.dispositivos:
                self._by_urn[d.urn] = d

    def all(self) -> list[Dispositivo]:
        return list(self._by_urn.values())

    def get(self, urn: str) -> Dispositivo:
        try:
            return self._by_urn[urn]
        except KeyError:
            raise UnknownURN(urn) from None

    def __contains__(self, urn: str) -> bool:
        return urn in self._by_urn

    def law(self, law_id: str) -> Law:
        return self.laws[law_id]

    def law_of(self, urn: str) -> Law:
        return self.laws[self.get(urn).law_id]

    def parents(self, urn: str) -> list[Dispositivo]:
        """Ancestors of `urn`, artigo first, excluding itself."""
        chain = []
        d = self.get(urn)
        while d.parent_urn:
            d = self._by_urn[d.parent_urn]
            chain.append(d)
        return chain[::-1]

    def descendants(self, urn: str) -> list[Dispositivo]:
        out = []
        for child in self.get(urn).children:
            out.append(self._by_urn[child])
            out.extend(self.descendants(child))
        return out

    def matches(self, cited: str, expected: str) -> bool:
        """True when `cited` is `expected` or a descendant of it (never by string prefix)."""
        if cited == expected:
            return True
        if cited not in self._by_urn:
            return False
        return any(p.urn == expected for p in self.parents(cited))

    def with_context(self, urn: str) -> str:
        """Label, then the texts that give this dispositivo meaning (caput, §, inciso), then its own.

        The artigo wrapper is skipped as context: it would repeat every sibling.
        """
        d = self.get(urn)
        parts = [d.label]
        parts += [p.text for p in self.parents(urn) if p.kind != "artigo"]
        parts.append(d.text)
        return "\n".join(parts)


def _read_law(law_id: str, meta: dict[str, Any]) -> Law:
    text = (TEXTS_DIR / meta["file"]).read_text(encoding="utf-8")
    parsed = parse_law(text, law_id, meta["urn"], meta["label"])
    return Law(
        id=law_id, label=meta["label"], urn=meta["urn"], kind=meta.get("kind", "lei"),
        signed=date.fromisoformat(meta["signed"]),
        published_dou=date.fromisoformat(meta["published_dou"]),
        status=meta["status"], revoked_by=meta["revoked_by"],
        amended_by=meta.get("amended_by", []), transition=meta["transition"],
        ementa=parsed.ementa, ementa_note=meta.get("ementa_note"), preamble=parsed.preamble,
        signature=parsed.signature, source=meta["source"], dispositivos=parsed.dispositivos,
    )


@functools.lru_cache(maxsize=1)
def load_corpus() -> Corpus:
    provenance = json.loads((TEXTS_DIR / "provenance.json").read_text(encoding="utf-8"))
    return Corpus([_read_law(law_id, provenance[law_id]) for law_id in LAW_IDS])
