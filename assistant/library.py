"""The law library as the UI sees it: labels and index upkeep, so app.py never imports corpus."""
from __future__ import annotations

from corpus import load_corpus
from corpus.index import ensure_index, index_is_current

__all__ = ["index_is_current", "law_labels", "rebuild_index"]


def law_labels() -> dict[str, str]:
    """Law id -> human label ("Lei nº 15.142/2025")."""
    return {law_id: law.label for law_id, law in load_corpus().laws.items()}


def rebuild_index() -> None:
    """Build the missing or stale index (incremental: unchanged dispositivos are not re-embedded)."""
    ensure_index(progress=False)
