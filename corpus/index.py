"""Persistent Chroma index: one document per dispositivo, incremental by content hash.

The artigo wrapper is not indexed: its caput and parts are, and an artigo-level hit is
reached through them (a citation of `art8_cpt` matches `art8`); explicit references to an artigo
are answered from the corpus by the retriever. Embedded text = label + parent context (caput or §
that introduces it) + own text + the text of its sub-parts (a § ending in "o número será:" needs
its incisos to mean anything).
"""

from __future__ import annotations

import functools
import hashlib
import logging
import shutil
import time
from dataclasses import dataclass, field

from filelock import FileLock

from .loader import Corpus, load_corpus
from .settings import CorpusSettings, get_settings, set_offline_env

log = logging.getLogger(__name__)
HASH_KEY = "content_hash"


@dataclass
class IndexDoc:
    id: str
    text: str
    metadata: dict


@dataclass
class IndexReport:
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    unchanged: int = 0
    seconds: float = 0.0
    rebuilt_from_scratch: bool = False

    @property
    def embedded(self) -> int:
        return len(self.added) + len(self.updated)

    def summary(self) -> str:
        return (f"Índice: {len(self.added)} novos, {len(self.updated)} atualizados, "
                f"{len(self.deleted)} removidos, {self.unchanged} inalterados "
                f"({self.seconds:.1f} s).")


def index_text(corpus: Corpus, urn: str) -> str:
    parts = [corpus.with_context(urn)]
    parts += [c.text for c in corpus.descendants(urn)]
    return "\n".join(parts)


def index_documents(corpus: Corpus | None = None, model: str = "") -> list[IndexDoc]:
    corpus = corpus or load_corpus()
    docs = []
    for d in corpus.all():
        if d.kind == "artigo":
            continue
        text = index_text(corpus, d.urn)
        law = corpus.laws[d.law_id]
        digest = hashlib.sha256(f"{model}\n{text}".encode()).hexdigest()
        docs.append(IndexDoc(d.urn, text, {
            "urn": d.urn, "label": d.label, "law_id": d.law_id, "status": law.status,
            "kind": d.kind, "parent_urn": d.parent_urn or "", "vetoed": d.vetoed, HASH_KEY: digest,
        }))
    return docs


@functools.lru_cache(maxsize=4)
def get_embeddings(model: str):
    """LangChain Embeddings over sentence-transformers; loaded once per process and model."""
    set_offline_env()
    import torch
    from langchain_huggingface import HuggingFaceEmbeddings

    torch.set_num_threads(get_settings().torch_threads)
    return HuggingFaceEmbeddings(model_name=model, encode_kwargs={"normalize_embeddings": True})


def get_client(settings: CorpusSettings):
    set_offline_env()
    import chromadb
    from chromadb.config import Settings

    chroma_settings = Settings(anonymized_telemetry=False, allow_reset=True)
    if settings.chroma_url:
        from urllib.parse import urlparse

        url = urlparse(settings.chroma_url)
        return chromadb.HttpClient(host=url.hostname, port=url.port or 8000,
                                   ssl=url.scheme == "https", settings=chroma_settings)
    settings.chroma_path.mkdir(parents=True, exist_ok=True)
    return chromadb.PersistentClient(path=str(settings.chroma_path), settings=chroma_settings)


def get_collection(settings: CorpusSettings):
    return get_client(settings).get_or_create_collection(
        settings.collection, metadata={"hnsw:space": "cosine"}
    )


def reset_local_store(settings: CorpusSettings) -> None:
    """Drop a broken local Chroma directory (and the client cache that points at it)."""
    from chromadb.api.shared_system_client import SharedSystemClient

    SharedSystemClient.clear_system_cache()
    if not settings.chroma_url and settings.chroma_path.exists():
        shutil.rmtree(settings.chroma_path, ignore_errors=True)


def build_index(settings: CorpusSettings | None = None, *, embeddings=None, corpus: Corpus | None = None,
                progress: bool = True) -> IndexReport:
    """Bring the collection in line with the corpus: embed new/changed, delete removed."""
    settings = settings or get_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    # One builder at a time per data dir (app, API workers and CLI may start together).
    with FileLock(str(settings.lock_path), timeout=600):
        report = IndexReport()
        try:
            collection = get_collection(settings)
            existing = collection.get(include=["metadatas"])
        except Exception as e:  # corrupted/removed directory: start over rather than fail
            log.warning("Chroma index unreadable (%s); rebuilding from scratch", e)
            reset_local_store(settings)
            report.rebuilt_from_scratch = True
            collection = get_collection(settings)
            existing = collection.get(include=["metadatas"])
        have = {i: (m or {}).get(HASH_KEY) for i, m in zip(existing["ids"], existing["metadatas"])}
        docs = index_documents(corpus, settings.embedding_model)
        wanted = {d.id for d in docs}
        todo = [d for d in docs if have.get(d.id) != d.metadata[HASH_KEY]]
        report.unchanged = len(docs) - len(todo)
        stale = sorted(set(have) - wanted)
        if stale:
            collection.delete(ids=stale)
            report.deleted = stale
        if todo:
            emb = embeddings or get_embeddings(settings.embedding_model)
            batches = [todo[i:i + settings.embedding_batch_size]
                       for i in range(0, len(todo), settings.embedding_batch_size)]
            if progress:
                from tqdm import tqdm

                batches = tqdm(batches, desc="Indexando dispositivos", unit="lote")
            for batch in batches:
                vectors = emb.embed_documents([d.text for d in batch])
                collection.upsert(ids=[d.id for d in batch], embeddings=vectors,
                                  documents=[d.text for d in batch],
                                  metadatas=[d.metadata for d in batch])
            for d in todo:
                (report.updated if d.id in have else report.added).append(d.id)
        report.seconds = time.perf_counter() - start
        return report


def index_is_current(settings: CorpusSettings | None = None, corpus: Corpus | None = None) -> bool:
    """True when every dispositivo is indexed with its current hash and nothing else is."""
    settings = settings or get_settings()
    try:
        existing = get_collection(settings).get(include=["metadatas"])
    except Exception:
        return False
    have = {i: (m or {}).get(HASH_KEY) for i, m in zip(existing["ids"], existing["metadatas"])}
    want = {d.id: d.metadata[HASH_KEY] for d in index_documents(corpus, settings.embedding_model)}
    return have == want


def ensure_index(progress: bool = True, settings: CorpusSettings | None = None, **kw) -> IndexReport:
    """Build the index if missing or stale (incremental); a no-op when current."""
    return build_index(settings, progress=progress, **kw)
