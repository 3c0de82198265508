"""Citations: exact dispositivo text from the corpus, by URN."""
from __future__ import annotations

from typing import Any, Iterable

from corpus import UnknownURN, load_corpus
from vocabulary import PCD_DECREE, norm_of_urn

from .models import Citation

# Kinds read only together with the caput/parágrafo that introduces them.
_NEEDS_PARENT = {"inciso", "alinea", "item"}


def citation(urn: str, label: str | None = None) -> Citation:
    corpus = load_corpus()
    d = corpus.get(urn)
    parent_text = None
    if d.kind in _NEEDS_PARENT and d.parent_urn:
        parent_text = corpus.get(d.parent_urn).text
    children_text = [corpus.get(c).text for c in _listed(corpus, d.children)] if d.text.rstrip().endswith(":") else []
    return Citation(urn=d.urn, label=label or d.label, text=d.text, parent_text=parent_text,
                    children_text=children_text)


def _listed(corpus: Any, urns: Iterable[str]) -> list[str]:
    """What a dispositivo ending in ":" introduces: an article's caput repeats the article's own text, so its incisos
    are listed instead ("Art. 2º ... considera-se:" then I, II, III, never the caput line twice)."""
    out: list[str] = []
    for urn in urns:
        child = corpus.get(urn)
        out += list(child.children) if child.kind == "caput" else [urn]
    return out


def _get(item: Any, key: str) -> Any:
    return item.get(key) if isinstance(item, dict) else getattr(item, key, None)


def citations_for(legal_basis: Iterable[Any]) -> list[Citation]:
    """Citations for a calculator result's `legal_basis` (LegalBasis models or dicts), in order.

    A URN missing from the corpus keeps its label and URN with an empty text rather than
    failing the whole answer.
    """
    out: list[Citation] = []
    seen: set[str] = set()
    for item in legal_basis:
        urn, label = _get(item, "urn"), _get(item, "label")
        if not urn or urn in seen:
            continue
        seen.add(urn)
        try:
            out.append(citation(urn, label))
        except UnknownURN:
            out.append(Citation(urn=urn, label=label or urn, text=""))
    return out


# Round 51 (lo51a): the decree's share and its rounding (Decreto 9.508, art. 1º, §§ 1º and 3º) lead a PcD answer.
_PCD_PRIMARY = ("!art1_par1", "!art1_par3")


def pcd_first(cits: list[Citation]) -> list[Citation]:
    """A PcD question's citations: Decreto 9.508's first (art. 1º, § 1º and § 3º ahead of its others), then the racial
    law's, each group in its own order; the page shows the first ones and folds the rest under "mais dispositivos"."""
    def rank(c: Citation) -> int:
        if norm_of_urn(c.urn) != PCD_DECREE:
            return 2
        return 0 if c.urn.endswith(_PCD_PRIMARY) else 1

    return sorted(cits, key=rank)
