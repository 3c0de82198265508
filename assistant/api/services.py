"""Process-wide services the routes use, loaded once (lifespan or first use)."""
from __future__ import annotations

import logging
import sys
import threading
import time
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
        self._preloading = False
        self._dense_checked_at = float("-inf")
        self._dense_store_ok = False

    def get(self, name: str) -> Any:
        if name in self._loaded:
            return self._loaded[name]
        with self._lock:
            if name not in self._loaded:
                self._loaded[name] = self._factories[name]()
            return self._loaded[name]

    def loaded(self, name: str) -> bool:
        # While the background preload runs (load, then warm), nothing reports ready yet.
        return name in self._loaded and not self._preloading

    def preload(self) -> None:
        """Load corpus and assistant, and warm the assistant (embedding model, index)."""
        self._preloading = True
        try:
            for name in ("corpus", "assistant"):
                try:
                    service = self.get(name)
                    warm = getattr(service, "warm", None)
                    if callable(warm):
                        warm()
                except Exception as exc:  # noqa: BLE001 - served later as 503, never a crash at boot
                    log.warning("preload of %s failed: %s", name, type(exc).__name__)
        finally:
            self._preloading = False

    def dense_index(self) -> bool | None:
        """Whether retrieval currently uses the dense (Chroma) index; None before it is loaded.

        The engine only notices a broken index on the next query, so a "yes" is checked
        against the store itself (cached DENSE_CHECK_TTL seconds): /healthz tells the truth
        within a couple of seconds even when no question arrives.
        """
        module = sys.modules.get("corpus.retrieval")
        if module is None or not self.loaded("assistant"):
            return None
        state = module.dense_available()
        if not state:
            return state
        now = time.monotonic()
        if now - self._dense_checked_at > DENSE_CHECK_TTL:
            self._dense_store_ok = _store_reachable()
            self._dense_checked_at = now
        return self._dense_store_ok


DENSE_CHECK_TTL = 1.0


def _store_reachable() -> bool:
    """Cheap existence check: the local Chroma files, or the server's heartbeat (0.5 s timeout)."""
    from corpus.settings import get_settings

    settings = get_settings()
    try:
        if settings.chroma_url:
            import httpx

            url = settings.chroma_url.rstrip("/") + "/api/v2/heartbeat"
            return httpx.get(url, timeout=0.5).status_code == 200
        path = settings.chroma_path
        return path is not None and path.is_dir() and (path / "chroma.sqlite3").is_file()
    except Exception:  # noqa: BLE001 - any failure to look means "not usable"
        return False
