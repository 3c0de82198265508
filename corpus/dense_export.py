"""Exact numpy copy of the local Chroma collection, read by the dense search at start-up.

Why: the collection is small (~830 vectors, ~1.3 MB) and the search already multiplies the whole
matrix; opening Chroma only to read it cost ~0.9 s of a cold `python -m assistant ask` (import
chromadb, client start, the index check). Chroma stays the index of record: `build_index` writes
this file after every build (also a no-op one, so an older index gets its export), atomically,
inside the Chroma directory (wiping that directory removes both). The export carries the content
hash of every entry; a reader uses it only when those hashes are exactly the ones the corpus wants
now (the test `index_is_current` makes); otherwise, or in client/server mode (`COTAS_CHROMA_URL`,
where the server may change under us), the search reads Chroma as before.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from .settings import CorpusSettings

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection

log = logging.getLogger(__name__)
HASH_KEY = "content_hash"  # metadata key of each entry's content hash (corpus.index writes it)


@dataclass(frozen=True)
class DenseExport:
    key: str
    ids: list[str]
    urns: list[str]
    reps: list[str]
    vectors: NDArray[np.float32]  # as Chroma returned them (not normalised)


def entries_key(hashes: Mapping[str, Any]) -> str:
    """One digest of {entry id: content hash}: equal exactly when the two index contents are equal."""
    h = hashlib.sha256()
    for entry_id in sorted(hashes):
        h.update(f"{entry_id}\0{hashes[entry_id]}\n".encode())
    return h.hexdigest()


def export_path(settings: CorpusSettings) -> Path | None:
    """Where the export of this collection lives; None in client/server mode (never exported)."""
    if settings.chroma_url or settings.chroma_path is None:
        return None
    return settings.chroma_path / f"cotas-dense-{settings.collection}.npz"


def write_export(settings: CorpusSettings, collection: Collection) -> DenseExport | None:
    """Copy the collection (ids, urn, rep, vectors, hashes) to the export file; atomic replace."""
    path = export_path(settings)
    if path is None:
        return None
    got = collection.get(include=["embeddings", "metadatas"])
    metas = [m or {} for m in (got["metadatas"] or [])]
    ids = list(got["ids"])
    embeddings = got["embeddings"]
    if embeddings is None or not ids:
        return None
    export = DenseExport(
        key=entries_key({i: m.get(HASH_KEY) for i, m in zip(ids, metas)}), ids=ids,
        urns=[str(m.get("urn") or i.split("#")[0]) for i, m in zip(ids, metas)],
        reps=[str(m.get("rep") or i.partition("#")[2]) for i, m in zip(ids, metas)],
        vectors=np.asarray(embeddings, dtype=np.float32),
    )
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            np.savez(fh, key=np.array(export.key), ids=np.array(export.ids), urns=np.array(export.urns),
                     reps=np.array(export.reps), vectors=export.vectors)
        os.replace(tmp, path)
    except OSError as e:  # a read-only store still serves through Chroma
        log.warning("dense export not written (%s)", type(e).__name__)
        tmp.unlink(missing_ok=True)
        return None
    return export


def read_key(settings: CorpusSettings) -> str | None:
    """The key of the export on disk (cheap: one small array), or None."""
    path = export_path(settings)
    if path is None or not path.is_file():
        return None
    try:
        with np.load(path, allow_pickle=False) as data:
            return str(data["key"])
    except Exception:  # unreadable: as if missing
        return None


def read_export(settings: CorpusSettings, key: str) -> DenseExport | None:
    """The export if it holds exactly the entries of `key` (see `entries_key`); else None."""
    path = export_path(settings)
    if path is None or not path.is_file():
        return None
    try:
        with np.load(path, allow_pickle=False) as data:
            if str(data["key"]) != key:
                return None
            export = DenseExport(key=key, ids=data["ids"].tolist(), urns=data["urns"].tolist(),
                                 reps=data["reps"].tolist(), vectors=np.asarray(data["vectors"], dtype=np.float32))
    except Exception as e:  # truncated or corrupted file: Chroma answers instead
        log.info("dense export unreadable (%s); using Chroma", type(e).__name__)
        return None
    n = len(export.ids)
    if not n or not (len(export.urns) == len(export.reps) == n) or export.vectors.shape[0] != n:
        return None
    return export
