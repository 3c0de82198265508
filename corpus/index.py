"""Persistent Chroma index: several representations per dispositivo, incremental by content hash.

Each indexed dispositivo has an entry `<urn>#text` (label + parent context + own text + the text of
its sub-parts: a § ending in "o número será:" needs its incisos to mean anything) and, when the
team's annotation for it is current (its sha256 matches the text), `<urn>#resumo` and one
`<urn>#q<n>` per pergunta. All carry metadata `urn`; retrieval scores a URN by its best entry.
The artigo wrapper is not indexed: its caput and parts are (an annotation written for an artigo is
attached to its caput), and an explicit reference to an artigo is answered from the corpus.
The hash of an entry covers the embedding backend + model, so switching models re-embeds all.
"""

from __future__ import annotations

import hashlib
import logging
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from filelock import FileLock

from .annotations import Annotation, load_annotations, text_sha256
from .dense_export import HASH_KEY, entries_key, export_path, read_key, write_export
from .embeddings import get_embeddings
from .loader import Corpus, load_corpus
from .settings import CorpusSettings, get_settings, set_offline_env

if TYPE_CHECKING:  # chromadb is heavy: imported at run time only when the index is used
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection
    from chromadb.api.types import GetResult
    from langchain_core.embeddings import Embeddings

log = logging.getLogger(__name__)

__all__ = ["IndexDoc", "IndexReport", "build_index", "ensure_index", "get_collection", "get_embeddings",
           "index_documents", "index_is_current", "current_annotations", "indexed_urns"]


@dataclass
class IndexDoc:
    id: str
    text: str
    metadata: dict[str, Any]


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


def indexed_urns(corpus: Corpus) -> list[str]:
    return [d.urn for d in corpus.all() if d.kind != "artigo"]


def _target(corpus: Corpus, urn: str) -> str | None:
    """The indexed URN an annotation of `urn` attaches to (an artigo's goes to its caput)."""
    if urn not in corpus:
        return None
    d = corpus.get(urn)
    if d.kind != "artigo":
        return urn
    return next((c for c in d.children if c.endswith("_cpt")), d.children[0] if d.children else None)


def current_annotations(corpus: Corpus, annotations: dict[str, Annotation] | None = None
                        ) -> dict[str, list[Annotation]]:
    """Indexed URN -> its annotations still current (sha256 of the text they were written for)."""
    annotations = load_annotations() if annotations is None else annotations
    out: dict[str, list[Annotation]] = {}
    stale = []
    for urn, a in annotations.items():
        target = _target(corpus, urn)
        if target is None or a.sha256 != text_sha256(corpus.get(urn).text):
            stale.append(urn)
            continue
        out.setdefault(target, []).append(a)
    if stale:  # a stale note may misstate the law: the text alone represents those dispositivos
        log.warning("%d anotações ignoradas (URN desconhecida ou texto alterado): %s", len(stale), stale[:5])
    return out


def index_documents(corpus: Corpus | None = None, model: str = "",
                    annotations: dict[str, Annotation] | None = None) -> list[IndexDoc]:
    """Every entry to embed; `model` (backend:model identity) is part of each hash."""
    corpus = corpus or load_corpus()
    notes = current_annotations(corpus, annotations)
    docs = []
    for urn in indexed_urns(corpus):
        d = corpus.get(urn)
        law = corpus.laws[d.law_id]
        reps = [("text", index_text(corpus, urn))]
        questions: list[str] = []
        for i, a in enumerate(notes.get(urn, [])):
            reps.append(("resumo" if i == 0 else f"resumo{i + 1}", a.resumo))
            questions += a.perguntas
        reps += [(f"q{n}", q) for n, q in enumerate(questions, 1)]
        seen = set()
        for rep, text in reps:
            if not text.strip() or text in seen:
                continue
            seen.add(text)
            digest = hashlib.sha256(f"{model}\n{text}".encode()).hexdigest()
            docs.append(IndexDoc(f"{urn}#{rep}", text, {
                "urn": urn, "rep": rep, "label": d.label, "law_id": d.law_id, "status": law.status,
                "kind": d.kind, "parent_urn": d.parent_urn or "", "vetoed": d.vetoed, HASH_KEY: digest,
            }))
    return docs


def _chroma_path(settings: CorpusSettings) -> Path:
    assert settings.chroma_path is not None  # CorpusSettings' validator fills it from data_dir
    return settings.chroma_path


def get_client(settings: CorpusSettings) -> ClientAPI:
    set_offline_env()
    import chromadb
    from chromadb.config import Settings

    chroma_settings = Settings(anonymized_telemetry=False, allow_reset=True)
    if settings.chroma_url:
        from urllib.parse import urlparse

        url = urlparse(settings.chroma_url)
        return chromadb.HttpClient(host=url.hostname or "localhost", port=url.port or 8000,
                                   ssl=url.scheme == "https", settings=chroma_settings)
    path = _chroma_path(settings)
    path.mkdir(parents=True, exist_ok=True)
    return chromadb.PersistentClient(path=str(path), settings=chroma_settings)


def get_collection(settings: CorpusSettings) -> Collection:
    return get_client(settings).get_or_create_collection(
        settings.collection, metadata={"hnsw:space": "cosine"}
    )


def reset_local_store(settings: CorpusSettings) -> None:
    """Drop a broken local Chroma directory (and the client cache that points at it)."""
    from chromadb.api.shared_system_client import SharedSystemClient

    SharedSystemClient.clear_system_cache()
    if not settings.chroma_url and _chroma_path(settings).exists():
        shutil.rmtree(_chroma_path(settings), ignore_errors=True)


def _hashes(existing: GetResult) -> dict[str, Any]:
    """id -> content hash of what the collection holds (metadatas are always asked for)."""
    return {i: (m or {}).get(HASH_KEY) for i, m in zip(existing["ids"], existing["metadatas"] or [])}


def _same_dimension(collection: Collection, embeddings: Embeddings, kept: list[str]) -> bool:
    if not kept:
        return True
    got = collection.get(ids=kept[:1], include=["embeddings"])["embeddings"]
    if got is None or len(got) == 0:
        return True
    return len(got[0]) == len(embeddings.embed_query("dimensão"))


def build_index(settings: CorpusSettings | None = None, *, embeddings: Embeddings | None = None, corpus: Corpus | None = None,
                progress: bool = True, annotations: dict[str, Annotation] | None = None) -> IndexReport:
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
        have = _hashes(existing)
        docs = index_documents(corpus, settings.embedding_identity, annotations)
        wanted = {d.id for d in docs}
        todo = [d for d in docs if have.get(d.id) != d.metadata[HASH_KEY]]
        report.unchanged = len(docs) - len(todo)
        stale = sorted(set(have) - wanted)
        if stale:
            collection.delete(ids=stale)
            report.deleted = stale
        if todo:
            emb = embeddings or get_embeddings(settings)
            if have and not _same_dimension(collection, emb, [i for i in have if i in wanted]):
                # Another model with another width: Chroma cannot mix them; start the collection over.
                get_client(settings).delete_collection(settings.collection)
                collection = get_collection(settings)
                todo, report.unchanged, have = docs, 0, {}
                report.rebuilt_from_scratch = True
            batches = [todo[i:i + settings.embedding_batch_size]
                       for i in range(0, len(todo), settings.embedding_batch_size)]
            if progress:
                from tqdm import tqdm

                batches = tqdm(batches, desc="Indexando dispositivos", unit="lote")
            for batch in batches:
                vectors = emb.embed_documents([d.text for d in batch])
                # chroma annotates `list[Sequence[float]]` (invariant list): list[list[float]] is what it takes.
                collection.upsert(ids=[d.id for d in batch], embeddings=vectors,  # type: ignore[arg-type]
                                  documents=[d.text for d in batch],
                                  metadatas=[d.metadata for d in batch])
            for d in todo:
                (report.updated if d.id in have else report.added).append(d.id)
        # The numpy copy the dense search starts from (local mode only; see corpus/dense_export.py).
        if export_path(settings) is not None and read_key(settings) != entries_key(
                {d.id: d.metadata[HASH_KEY] for d in docs}):
            write_export(settings, collection)
        report.seconds = time.perf_counter() - start
        return report


def index_is_current(settings: CorpusSettings | None = None, corpus: Corpus | None = None,
                     annotations: dict[str, Annotation] | None = None) -> bool:
    """True when every dispositivo is indexed with its current hash and nothing else is."""
    settings = settings or get_settings()
    try:
        existing = get_collection(settings).get(include=["metadatas"])
    except Exception:
        return False
    have = _hashes(existing)
    want = {d.id: d.metadata[HASH_KEY] for d in index_documents(corpus, settings.embedding_identity, annotations)}
    return have == want


def ensure_index(progress: bool = True, settings: CorpusSettings | None = None, **kw: Any) -> IndexReport:
    """Build the index if missing or stale (incremental); a no-op when current."""
    return build_index(settings, progress=progress, **kw)
