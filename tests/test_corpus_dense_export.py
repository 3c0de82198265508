"""The dense search's numpy export of the local Chroma collection (corpus/dense_export.py), the
law path without Chroma or the LangChain retriever, and the on-disk BM25 term cache."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from corpus import Corpus, load_corpus
from corpus.dense_export import DenseExport, entries_key, export_path, read_export
from corpus.embeddings import get_embeddings
from corpus.index import build_index, get_collection, index_documents
from corpus.retrieval import TermCache, _Engine
from corpus.settings import CorpusSettings, get_settings

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
O = "urn:lex:br:federal:lei:2014-06-09;12990"
Q = "O que acontece em caso de declaração falsa?"


@pytest.fixture(scope="module")
def real_embeddings():
    return get_embeddings(get_settings())


def _settings(path, **kw) -> CorpusSettings:
    base = get_settings()
    return CorpusSettings(data_dir=path, embedding_backend=base.embedding_backend,
                          embedding_model=base.embedding_model, **kw)


def _old_law(edit: str | None = None) -> Corpus:
    law = load_corpus().laws["lei-12990-2014"]
    disps = [d.model_copy(update={"text": d.text + " (texto alterado)"}) if d.urn == edit else d
             for d in law.dispositivos]
    return Corpus([law.model_copy(update={"dispositivos": disps})])


def _wanted_key(settings: CorpusSettings, corpus: Corpus) -> str:
    return entries_key({d.id: d.metadata["content_hash"]
                        for d in index_documents(corpus, settings.embedding_identity, {})})


def _assert_export_is_the_collection(settings: CorpusSettings, corpus: Corpus) -> DenseExport:
    export = read_export(settings, _wanted_key(settings, corpus))
    assert export is not None
    got = get_collection(settings).get(include=["embeddings", "metadatas"])
    assert sorted(export.ids) == sorted(got["ids"])
    mine = dict(zip(export.ids, export.vectors))
    for i, m, e in zip(got["ids"], got["metadatas"], got["embeddings"]):
        assert np.array_equal(mine[i], np.asarray(e, dtype=np.float32)), i  # exact copy, not close
        assert export.urns[export.ids.index(i)] == m["urn"] and export.reps[export.ids.index(i)] == m["rep"]
    return export


def test_export_follows_the_collection_through_incremental_builds(tmp_path, real_embeddings):
    settings = _settings(tmp_path)
    build_index(settings, embeddings=real_embeddings, corpus=_old_law(), progress=False, annotations={})
    path = export_path(settings)
    assert path is not None and path.parent == settings.chroma_path  # wiping the store wipes it too
    _assert_export_is_the_collection(settings, _old_law())

    edited = _old_law(edit=f"{O}!art4_cpt")
    report = build_index(settings, embeddings=real_embeddings, corpus=edited, progress=False, annotations={})
    assert report.updated == [f"{O}!art4_cpt#text"]
    _assert_export_is_the_collection(settings, edited)
    assert read_export(settings, _wanted_key(settings, _old_law())) is None  # the old content is stale

    # A no-op build of an index that has no export (built before exports existed) writes one.
    path.unlink()
    report = build_index(settings, embeddings=real_embeddings, corpus=edited, progress=False, annotations={})
    assert report.embedded == 0 and path.is_file()
    _assert_export_is_the_collection(settings, edited)


def _chroma_spy(monkeypatch) -> list[str]:
    import corpus.retrieval as retrieval

    calls: list[str] = []
    real = retrieval.get_collection

    def spy(settings):
        calls.append(settings.collection)
        return real(settings)

    monkeypatch.setattr(retrieval, "get_collection", spy)
    return calls


def test_current_export_serves_the_same_dense_scores_without_chroma(tmp_path, real_embeddings, monkeypatch):
    settings = _settings(tmp_path)
    corpus = _old_law()
    build_index(settings, embeddings=real_embeddings, corpus=corpus, progress=False, annotations={})
    calls = _chroma_spy(monkeypatch)
    from_export = _Engine(settings, corpus, real_embeddings, {})
    assert from_export.export_current()
    docs = from_export.search(Q, k=3)
    assert docs[0].metadata["source"] == "hybrid" and calls == []
    assert isinstance(from_export._collection, DenseExport)

    export_path(settings).unlink()  # missing export: Chroma, and the very same scores
    from_chroma = _Engine(settings, corpus, real_embeddings, {})
    assert not from_chroma.export_current()
    assert from_chroma.search(Q, k=3) == docs and calls == [settings.collection]
    assert not isinstance(from_chroma._collection, DenseExport)
    assert from_chroma.dense(Q) == from_export.dense(Q)


def test_stale_or_corrupt_export_falls_back_to_chroma(tmp_path, real_embeddings, monkeypatch):
    settings = _settings(tmp_path)
    build_index(settings, embeddings=real_embeddings, corpus=_old_law(), progress=False, annotations={})
    calls = _chroma_spy(monkeypatch)
    edited = _old_law(edit=f"{O}!art4_cpt")  # the corpus changed after the build: export stale
    engine = _Engine(settings, edited, real_embeddings, {})
    assert not engine.export_current()
    assert engine.search(Q, k=3)[0].metadata["source"] == "hybrid" and len(calls) == 1

    export_path(settings).write_bytes(b"PK\x03\x04 not really a zip" * 50)
    engine = _Engine(settings, _old_law(), real_embeddings, {})
    assert not engine.export_current()
    assert engine.search(Q, k=3)[0].metadata["source"] == "hybrid" and len(calls) == 2


def test_server_mode_never_uses_an_export(tmp_path, real_embeddings, monkeypatch):
    local = _settings(tmp_path)
    corpus = _old_law()
    build_index(local, embeddings=real_embeddings, corpus=corpus, progress=False, annotations={})
    served = _settings(tmp_path, chroma_url="http://127.0.0.1:9")
    assert served.chroma_path == local.chroma_path and export_path(local).is_file()
    assert export_path(served) is None
    assert read_export(served, _wanted_key(served, corpus)) is None
    import corpus.retrieval as retrieval

    calls = []
    monkeypatch.setattr(retrieval, "get_collection", lambda s: calls.append(s) or get_collection(local))
    engine = _Engine(served, corpus, real_embeddings, {})
    assert not engine.export_current()
    assert engine.search(Q, k=3)[0].metadata["source"] == "hybrid" and calls == [served]


def test_broken_store_answers_lexically_then_rebuilds_its_export(tmp_path, real_embeddings):
    settings = _settings(tmp_path)
    corpus = _old_law()
    build_index(settings, embeddings=real_embeddings, corpus=corpus, progress=False, annotations={})
    engine = _Engine(settings, corpus, real_embeddings, {})
    assert engine.search(Q, k=3)[0].metadata["source"] == "hybrid"
    from chromadb.api.shared_system_client import SharedSystemClient

    shutil.rmtree(settings.chroma_path)  # store and export gone under a running process
    SharedSystemClient.clear_system_cache()
    engine._collection = None
    docs = engine.search(Q, k=3)
    assert docs[0].metadata["source"] == "lexical" and docs[0].metadata["urn"] == f"{O}!art2_par1u"
    engine.wait_rebuild(300)
    assert export_path(settings).is_file()
    assert engine.search(Q, k=3)[0].metadata["source"] == "hybrid"
    assert isinstance(engine._collection, DenseExport)


@pytest.fixture(scope="module")
def full_index(tmp_path_factory, real_embeddings):
    settings = _settings(tmp_path_factory.mktemp("full"))
    build_index(settings, embeddings=real_embeddings, progress=False)
    return settings


def _run(code: str, data_dir: Path) -> list:
    env = {**os.environ, "COTAS_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1"}
    env.pop("COTAS_CHROMA_PATH", None)
    env.pop("COTAS_CHROMA_URL", None)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.splitlines()[-1])


def test_a_law_question_imports_neither_chroma_nor_the_langchain_retriever(full_index):
    code = ("import sys, json; from assistant.core import Assistant; "
            "a = Assistant().ask('Quem faz a heteroidentificação dos candidatos?'); "
            "print(json.dumps([a.route, a.citations[0].urn if a.citations else None, sorted(m for m in "
            "('chromadb', 'langchain_core.retrievers', 'sklearn', 'scipy', 'pandas', 'torch') if m in sys.modules)]))")
    route, urn, heavy = _run(code, full_index.data_dir)
    assert route == "retrieval" and urn and heavy == []


def test_the_langchain_wrapper_is_still_offered_from_corpus_retrieval(full_index):
    code = ("import json; from corpus.retrieval import HybridRetriever, get_retriever; "
            "from langchain_core.retrievers import BaseRetriever; r = get_retriever(k=2); "
            "docs = r.invoke('Quem é considerado pessoa indígena?'); "
            "print(json.dumps([isinstance(r, BaseRetriever), type(r) is HybridRetriever, "
            "[d.metadata['source'] for d in docs]]))")
    assert _run(code, full_index.data_dir) == [True, True, ["hybrid", "hybrid"]]


def test_bm25_term_cache_is_stable_and_changes_nothing(tmp_path):
    import corpus.retrieval as retrieval

    key = "import json; from pathlib import Path; from corpus.retrieval import TermCache; " \
          "print(json.dumps(TermCache(Path('/x')).path.name))"
    assert _run(key, tmp_path) == _run(key, tmp_path) == TermCache(Path("/x")).path.name
    settings = _settings(tmp_path)
    corpus = _old_law()
    saved = dict(retrieval._TERMS)
    try:
        retrieval._TERMS.clear()
        fresh = _Engine(settings, corpus, None, {})._parts  # stems everything, writes the file
        files = list(tmp_path.glob("bm25-terms-*.json"))
        assert [f.name for f in files] == [TermCache(tmp_path).path.name]
        cached = json.loads(files[0].read_text(encoding="utf-8"))
        assert cached["declaração"] is not None and cached["de"] is None  # a stem; a stopword
        retrieval._TERMS.clear()
        assert _Engine(settings, corpus, None, {})._parts == fresh  # from the file: same tokens
        assert set(retrieval._TERMS) == set(cached)
    finally:
        retrieval._TERMS.clear()
        retrieval._TERMS.update(saved)
