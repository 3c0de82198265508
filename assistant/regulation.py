"""Regulation notes (Decreto nº 12.536/2025, IN 261/2025) for the dispositivos an answer cites."""
from __future__ import annotations

from typing import Iterable

from .models import Citation, RegulationNote


def notes_for(citations: Iterable[Citation | str]) -> list[RegulationNote]:
    """The registry's notes for the cited URNs (registry order, no repeats); [] when the registry is absent."""
    urns = [c.urn if isinstance(c, Citation) else c for c in citations]
    if not urns:
        return []
    try:
        from corpus.regulation import regulation_notes_for
    except ImportError:
        return []
    return [RegulationNote.model_validate(n.model_dump()) for n in regulation_notes_for(urns)]
