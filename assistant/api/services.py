"""Process-wide services the routes use, loaded once (lifespan or first use)."""
from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from typing import Any

log = logging.getLogger("assistant.api")


def _default_assistant() -> Any:
    from assistant import get_assistant

    return get_assistant()


def _default_corpus() -> Any:
    from corpus import load_corpus

    return load_corpus()


class Services:
    """Holds the assistant and corpus; factories are injectable for tests."""

    def __init__(self, assistant_factory: Callable[[], Any] | None = None,
                 corpus_factory: Callable[[], Any] | None = None) -> None:
        self._factories = {
            "assistant": assistant_factory or _default_assistant,
            "corpus": corpus_factory or _default_corpus,
        }
        self._loaded: dict[str, Any] = {}
        self._lock = threading.Lock()

    def get(self, name: str) -> Any:
        if name in self._loaded:
            return self._loaded[name]
        with self._lock:
            if name not in self._loaded:
                self._loaded[name] = self._factories[name]()
            return self._loaded[name]

    def loaded(self, name: str) -> bool:
        return name in self._loaded

    def preload(self) -> None:
        """Load corpus and assistant, and warm the assistant (embedding model, index)."""
        for name in ("corpus", "assistant"):
            try:
                service = self.get(name)
                warm = getattr(service, "warm", None)
                if callable(warm):
                    warm()
            except Exception as exc:  # noqa: BLE001 - served later as 503, never a crash at boot
                log.warning("preload of %s failed: %s", name, type(exc).__name__)

    def dense_index(self) -> bool | None:
        """Whether retrieval currently uses the dense (Chroma) index; None before it is loaded."""
        module = sys.modules.get("corpus.retrieval")
        if module is None or not self.loaded("assistant"):
            return None
        return module.dense_available()
