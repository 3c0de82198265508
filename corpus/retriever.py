"""LangChain `BaseRetriever` over the hybrid search engine of `corpus.retrieval`.

Kept apart from the engine: `langchain_core.retrievers` imports the LangSmith tracers (~0.25 s of
a cold start), which the assistant does not need (it calls the engine's `.search` directly).
"""

from __future__ import annotations

import functools
from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import PrivateAttr

from .retrieval import _Engine, get_engine, open_engine


class HybridRetriever(BaseRetriever):
    """LangChain retriever over the corpus; metadata urn/label/law_id/status/kind/parent_urn/score/
    confidence (calibrated, or None) and resumo (when annotated)."""

    k: int = 5
    law_id: str | None = None
    mode: str = "hybrid"  # hybrid | lexical | dense (the last two for evaluation)
    _engine: _Engine = PrivateAttr()

    def __init__(self, engine: _Engine | None = None, **kw: Any):
        super().__init__(**kw)
        self._engine = engine or get_engine()

    @property
    def engine(self) -> _Engine:
        return self._engine

    def _get_relevant_documents(self, query: str, *,
                                run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return self._engine.search(query, self.k, self.law_id, self.mode)

    def search(self, question: str, k: int = 5, law_id: str | None = None) -> list[Document]:
        return self._engine.search(question, k, law_id, self.mode)


@functools.lru_cache(maxsize=8)
def get_retriever(k: int = 5) -> HybridRetriever:
    """Cached per process; the first call loads the model and opens (or builds) the index."""
    return HybridRetriever(engine=open_engine(), k=k)
