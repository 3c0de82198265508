"""Cotas Assistant: routes Portuguese questions to the calculator or the law corpus.

Public API (see docs/architecture.md): `get_assistant()`, `Assistant.ask()`, `citations_for()`,
and the models in `assistant.models`. Imports are lazy so `assistant.models` stays light.
"""
from __future__ import annotations

from typing import Any

__all__ = ["Answer", "Assistant", "Citation", "Turn", "citations_for", "get_assistant", "index_is_current",
           "law_labels", "rebuild_index"]


def __getattr__(name: str) -> Any:
    if name in ("Assistant", "get_assistant"):
        from . import core

        return getattr(core, name)
    if name == "citations_for":
        from .citations import citations_for

        return citations_for
    if name in ("index_is_current", "law_labels", "rebuild_index"):
        from . import library

        return getattr(library, name)
    if name in ("Answer", "Citation", "Turn"):
        from . import models

        return getattr(models, name)
    raise AttributeError(f"module 'assistant' has no attribute {name!r}")
