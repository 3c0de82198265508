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


def regulation_note(fact_id: str) -> RegulationNote | None:
    """The registry's note with this id; None when the registry is absent or has no such fact."""
    try:
        from corpus.regulation import all_notes
    except ImportError:
        return None
    return next((RegulationNote.model_validate(n.model_dump()) for n in all_notes() if n.id == fact_id), None)
