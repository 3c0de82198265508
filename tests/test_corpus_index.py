"""Index build (incremental, idempotent, fault-tolerant) and hybrid retrieval, on one shared model."""

from __future__ import annotations

import shutil
import threading

import pytest
from langchain_core.retrievers import BaseRetriever

from corpus import Corpus, load_corpus
from corpus.evaluate import DEFAULT_QUESTIONS, evaluate, latency, load_questions
from corpus.index import build_index, get_embeddings, index_documents, index_is_current
from corpus.retrieval import HybridRetriever, _Engine, expand_query, parse_reference, tokenize
from corpus.settings import CorpusSettings, get_settings

pytestmark = pytest.mark.slow

N = "urn:lex:br:federal:lei:2025-06-03;15142"
O = "urn:lex:br:federal:lei:2014-06-09;12990"


class CountingEmbeddings:
    """Wraps the real embeddings and counts the texts it embeds."""

    def __init__(self, inner):
        self.inner = inner
        self.documents = 0
        self.lock = threading.Lock()

    def embed_documents(self, texts):
        with self.lock:
            self.documents += len(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text):
        return self.inner.embed_query(text)


@pytest.fixture(scope="session")
def real_embeddings():
    return get_embeddings(get_settings().embedding_model)


def _settings(path) -> CorpusSettings:
    return CorpusSettings(data_dir=path, embedding_model=get_settings().embedding_model)


@pytest.fixture(scope="session")
def built(tmp_path_factory, real_embeddings):
    settings = _settings(tmp_path_factory.mktemp("cotas-index"))
    emb = CountingEmbeddings(real_embeddings)
    report = build_index(settings, embeddings=emb, progress=False)
    return settings, emb, report


@pytest.fixture(scope="session")
def engine(built, real_embeddings):
    return _Engine(built[0], load_corpus(), real_embeddings)


def test_first_build_embeds_every_dispositivo_but_artigo_wrappers(built):
    settings, emb, report = built
    docs = index_documents(load_corpus(), settings.embedding_model)
    assert len(report.added) == len(docs) == emb.documents
    assert all("!art" in d.id for d in docs)
    assert not any(d.metadata["kind"] == "artigo" for d in docs)
    assert {f"{N}!art8_cpt", f"{N}!art3_inc3", f"{O}!art2_par1u"} <= set(report.added)
    assert index_is_current(settings)


def test_rebuild_of_unchanged_corpus_embeds_nothing(built, real_embeddings):
    settings, _, first = built
    emb = CountingEmbeddings(real_embeddings)
    report = build_index(settings, embeddings=emb, progress=False)
    assert emb.documents == 0 and report.embedded == 0
    assert report.unchanged == len(first.added) and report.deleted == []


def test_document_text_and_metadata(built):
    settings = built[0]
    from corpus.index import get_collection

    got = get_collection(settings).get(ids=[f"{N}!art5_par2_inc1"], include=["metadatas", "documents"])
    meta, text = got["metadatas"][0], got["documents"][0]
    assert meta["label"] == "Lei nº 15.142/2025, art. 5º, § 2º, I"
    assert (meta["law_id"], meta["status"], meta["kind"]) == ("lei-15142-2025", "vigente", "inciso")
    assert meta["parent_urn"] == f"{N}!art5_par2" and len(meta["content_hash"]) == 64
    assert "o número será:" in text  # parent context embedded with the inciso


def _old_law_only(edit=None, drop_artigo=None) -> Corpus:
    law = load_corpus().laws["lei-12990-2014"]
    disps = []
    for d in law.dispositivos:
        if drop_artigo and (d.urn == drop_artigo or d.urn.startswith(drop_artigo + "_")):
            continue
        if edit and d.urn == edit:
            d = d.model_copy(update={"text": d.text + " (texto alterado)"})
        disps.append(d)
    return Corpus([law.model_copy(update={"dispositivos": disps})])


def test_incremental_update_and_deletion(tmp_path, real_embeddings):
    settings = _settings(tmp_path)
    emb = CountingEmbeddings(real_embeddings)
    first = build_index(settings, embeddings=emb, corpus=_old_law_only(), progress=False)
    assert emb.documents == len(first.added) == 14

    emb.documents = 0
    changed = build_index(settings, embeddings=emb, corpus=_old_law_only(edit=f"{O}!art4_cpt"),
                          progress=False)
    assert changed.updated == [f"{O}!art4_cpt"] and changed.added == [] and emb.documents == 1

    emb.documents = 0
    smaller = build_index(settings, embeddings=emb, corpus=_old_law_only(drop_artigo=f"{O}!art6"),
                          progress=False)
    assert smaller.deleted == [f"{O}!art6_cpt", f"{O}!art6_par1u"]
    assert smaller.updated == [f"{O}!art4_cpt"]  # back to the original text
    assert emb.documents == 1


def test_missing_and_corrupted_index_are_rebuilt(tmp_path, real_embeddings):
    settings = _settings(tmp_path)
    corpus = _old_law_only()
    build_index(settings, embeddings=real_embeddings, corpus=corpus, progress=False)
    from chromadb.api.shared_system_client import SharedSystemClient

    # Deleted directory.
    shutil.rmtree(settings.chroma_path)
    SharedSystemClient.clear_system_cache()
    assert not index_is_current(settings, corpus)
    report = build_index(settings, embeddings=real_embeddings, corpus=corpus, progress=False)
    assert len(report.added) == 14 and index_is_current(settings, corpus)

    # Garbage in place of the SQLite file.
    SharedSystemClient.clear_system_cache()
    (settings.chroma_path / "chroma.sqlite3").write_bytes(b"this is not a database" * 100)
    report = build_index(settings, embeddings=real_embeddings, corpus=corpus, progress=False)
    assert report.rebuilt_from_scratch and len(report.added) == 14
    assert index_is_current(settings, corpus)


def test_concurrent_builds_embed_once(tmp_path, real_embeddings):
    settings = _settings(tmp_path)
    emb = CountingEmbeddings(real_embeddings)
    corpus = _old_law_only()
    reports, errors = [], []

    def run():
        try:
            reports.append(build_index(settings, embeddings=emb, corpus=corpus, progress=False))
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=run) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    assert errors == []
    assert emb.documents == 14  # the lock made the later builders find an index already current
    assert sorted(len(r.added) for r in reports) == [0, 0, 14]


# --- retrieval --------------------------------------------------------------------------------

@pytest.mark.parametrize("question,expected", [
    ("O que diz o art. 7º, § 2º?", f"{N}!art7_par2"),
    ("artigo 5, parágrafo 3", f"{N}!art5_par3"),
    ("inciso II do art. 1º", f"{N}!art1_inc2"),
    ("art. 5º, § 2º, I da Lei 15.142", f"{N}!art5_par2_inc1"),
    ("Lei 12.990, art. 2º, parágrafo único", f"{O}!art2_par1u"),
    ("o art. 6º, parágrafo único, da lei antiga", f"{O}!art6_par1u"),
    ("art. 3º, § 1º da lei nova", f"{N}!art3_par1"),
    ("Qual o texto do art. 13?", f"{N}!art13"),
    ("art 3 inciso III", f"{N}!art3_inc3"),
])
def test_explicit_reference_comes_first(engine, question, expected):
    docs = engine.search(question, k=5)
    assert docs[0].metadata["urn"] == expected
    assert docs[0].metadata["source"] == "reference"
    assert len({d.metadata["urn"] for d in docs}) == len(docs)


def test_reference_parser_defaults_and_law_names():
    c = load_corpus()
    assert parse_reference("art. 4º", c).urns == [f"{N}!art4"]  # no law named: the one in force
    assert parse_reference("art. 4º da Lei nº 12.990/2014", c).urns == [f"{O}!art4"]
    assert parse_reference("e a lei antiga?", c).law_id == "lei-12990-2014"
    assert parse_reference("art. 99", c).urns == []
    assert parse_reference("quantas vagas?", c).urns == []


def test_named_law_ranks_first_and_a_named_dispositivo_restricts(engine):
    docs = engine.search("Qual era o percentual de reserva na Lei 12.990?", k=5)
    assert docs[0].metadata["law_id"] == "lei-12990-2014"
    assert docs[0].metadata["urn"].startswith("urn:lex:br:federal:lei:2014-06-09;12990!art1")
    # The old law named alone: the new law, which revoked it, still answers.
    docs = engine.search("A Lei 12.990 foi revogada?", k=5)
    assert "urn:lex:br:federal:lei:2025-06-03;15142!art13_cpt" in [d.metadata["urn"] for d in docs]
    docs = engine.search("o que diz o art. 3º da Lei 12.990 sobre a ampla concorrência", k=5)
    assert all(d.metadata["law_id"] == "lei-12990-2014" for d in docs)
    docs = engine.search("percentual de reserva", k=5, law_id="lei-12990-2014")
    assert all(d.metadata["law_id"] == "lei-12990-2014" for d in docs)


def test_retriever_is_a_langchain_retriever_with_metadata(engine):
    r = HybridRetriever(engine=engine, k=3)
    assert isinstance(r, BaseRetriever)
    docs = r.invoke("Quem é considerado pessoa indígena?")
    assert len(docs) == 3
    meta = docs[0].metadata
    assert {"urn", "label", "law_id", "status", "kind", "parent_urn", "score"} <= set(meta)
    assert docs[0].page_content == load_corpus().get(meta["urn"]).text
    assert docs[0].metadata["urn"] == f"{N}!art2_inc2"


def test_lexical_helpers():
    assert tokenize("Reservadas às Pessoas Indígenas") == tokenize("reservada pessoa indigena")
    assert "reserva de vagas" in expand_query("E os cotistas?")


def test_dev_set_recall(engine):
    qs = load_questions() if DEFAULT_QUESTIONS.exists() else pytest.skip("no dev set")
    rows = {m: evaluate(engine, qs, m) for m in ("dense", "lexical", "hybrid")}
    for m in rows.values():
        print(m.row())
    assert rows["hybrid"].recall[5] == 1.0, rows["hybrid"].misses


# Paraphrases written for this test, not in the dev set: retrieval must generalise.
PARAPHRASES = [
    ("Quantas vagas de um concurso com 7 vagas vão para cotistas?", f"{N}!art5_par2"),
    ("Quem pode ser considerado quilombola para concorrer às cotas?", f"{N}!art2_inc3"),
    ("Fui reprovado na heteroidentificação, sou eliminado do concurso?", f"{N}!art3_par2"),
    ("Se descobrirem que menti na autodeclaração depois da posse, perco o cargo?", f"{N}!art4_par1"),
    ("Quem passa na ampla concorrência conta dentro das vagas de cota?", f"{N}!art7_par2"),
    ("Se faltarem candidatos negros aprovados, o que acontece com as vagas das cotas?", f"{N}!art8"),
    ("A partir de quando vale a lei nova de cotas?", f"{N}!art14"),
    ("Concurso com edital de março de 2025 segue qual lei de cotas?", f"{N}!art11"),
    ("Qual o percentual de vagas reservadas pela lei antiga?", f"{O}!art1"),
    ("Contratação temporária de órgão federal tem reserva de vagas para negros?", f"{N}!art1_inc2"),
    ("Como é feita a alternância na nomeação dos cotistas?", f"{N}!art9"),
    ("Se o número de vagas for fracionado, arredonda para cima ou para baixo?", f"{N}!art5_par2"),
    ("Quem é considerado pessoa preta ou parda?", f"{N}!art2_inc1"),
    ("Quando a lei será revisada?", f"{N}!art12"),
]


def test_paraphrases_recall(engine):
    m = evaluate(engine, [{"question": q, "cites": [c]} for q, c in PARAPHRASES], "hybrid")
    print("paraphrases:", m.row(), m.misses)
    assert m.recall[5] >= 0.85, m.misses


def test_latency_is_printed_not_gated(engine):
    qs = [{"question": q} for q, _ in PARAPHRASES]
    p50, p95 = latency(engine, qs, repeats=1)
    print(f"hybrid query latency: p50={p50:.1f} ms p95={p95:.1f} ms")
    assert p50 > 0


def test_dense_failure_falls_back_to_lexical_and_rebuilds(tmp_path, real_embeddings):
    settings = _settings(tmp_path)
    corpus = _old_law_only()
    build_index(settings, embeddings=real_embeddings, corpus=corpus, progress=False)
    eng = _Engine(settings, corpus, real_embeddings)
    q = "O que acontece em caso de declaração falsa?"
    assert eng.search(q, k=3)[0].metadata["source"] == "hybrid"
    from chromadb.api.shared_system_client import SharedSystemClient

    shutil.rmtree(settings.chroma_path)  # the directory vanishes under a running process
    SharedSystemClient.clear_system_cache()
    eng._collection = None
    docs = eng.search(q, k=3)
    assert docs and docs[0].metadata["urn"] == f"{O}!art2_par1u"
    assert docs[0].metadata["source"] == "lexical" and not eng.dense_available
    eng.wait_rebuild(300)
    assert index_is_current(settings, corpus)
    assert eng.search(q, k=3)[0].metadata["source"] == "hybrid"
    assert eng.dense_available
