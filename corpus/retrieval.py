"""Hybrid retrieval: BM25 over folded+stemmed Portuguese tokens, Chroma dense search, RRF fusion.

Explicit references in the question ("art. 7º, § 2º", "inciso II do art. 1º", "Lei 12.990",
"lei antiga") are parsed and the named dispositivo comes first; a law named with a dispositivo
restricts the search, a law named alone only ranks first.
If the dense index fails at run time (directory deleted or corrupted) answers come from BM25 alone
while a background thread rebuilds the index.
"""

from __future__ import annotations

import functools
import logging
import re
import threading
import time
from dataclasses import dataclass

import snowballstemmer
from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import PrivateAttr
from rank_bm25 import BM25Okapi

from vocabulary import NEW_LAW, OLD_LAW, fold

from .index import build_index, get_collection, get_embeddings, index_documents, reset_local_store
from .loader import Corpus, load_corpus
from .settings import CorpusSettings, get_settings

log = logging.getLogger(__name__)

# Small RRF constant: with ~60 documents, the top few ranks of each list should dominate.
RRF_K = 10
# With no law named, a revoked law's dispositivo ranks a little below an equally good one in force.
REVOKED_WEIGHT = 0.9
# A law named without a dispositivo: the other law still competes, a step behind.
OTHER_LAW_WEIGHT = 0.7
DENSE_DEPTH = 100  # the whole collection: every dispositivo gets a dense rank
REBUILD_BACKOFF = 30.0  # seconds between index rebuild attempts after one failed
# Weighted RRF: the shipped model (all-MiniLM-L6-v2) was trained on English, so on Portuguese law
# text its ranking is the weaker signal (see `python -m corpus eval`); a multilingual model set
# through COTAS_EMBEDDING_MODEL may deserve equal weights.
LEXICAL_WEIGHT = 1.0
DENSE_WEIGHT = 0.3

_STOPWORDS = set("""
a à ao aos aquela aquelas aquele aqueles aquilo as às até com como da das de dela delas dele deles
depois do dos e é ela elas ele eles em entre era eram essa essas esse esses esta estas este estes
eu foi foram há isso isto já lhe lhes mais mas me mesmo meu minha muito na nas nem no nos nós o os
ou para pela pelas pelo pelos por qual quando que quem se sem ser seu seus sua suas também te tem
tenho ter teu tua um uma umas uns você vocês vos sobre sob num numa cada onde qual quais quanto
quantos quantas quanta eu minha meu sou estou estar está são será foi sido seja sejam houver
existe existem acontece posso pode podem devo deve isso fica ficam tenha tiver
""".split())

# General legal-vocabulary expansions (lay term -> words the laws use). Applied to folded text.
_EXPANSIONS = [
    (r"\bcotistas?\b", "reserva de vagas pessoas pretas pardas"),
    (r"\bquant[oa]s\b|\bquantidade\b", "quantitativo numero vagas reservadas"),
    (r"\b(?:nao houver|faltar\w*|insuficientes?)\b", "insuficiente remanescentes revertidas"),
    # A dated edital raises the question of which law governs it (transition rule).
    (r"\bedita\w*\b.*\b(?:19|20)\d\d\b|\b(?:19|20)\d\d\b.*\bedita\w*",
     "editais publicados anteriormente data entrada em vigor regidos"),
    (r"\bcotas?\b( raciais?)?", "reserva de vagas"),
    (r"\bheteroidentifica\w*", "procedimento confirmacao complementar autodeclaracao"),
    (r"\bbanca\b", "procedimento confirmacao"),
    (r"\bfraud\w*", "fraude ma-fe"),
    (r"\bmentir\w*|\bmentiu\b|\bfals[oa]s?\b", "fraude declaracao falsa"),
    (r"\bnegros?\b", "pretos pardos negros"),
    (r"\bnomead[oa]s?\b", "nomeado admissao"),
    (r"\bentr\w* em vigor\b|\bvigencia\b|\bvale\b|\bvaler\b|\bvalendo\b|\bdesde quando\b",
     "entra em vigor data publicacao"),
    # Definitions: "quem é considerado...", "o que é...", "definição de..."
    (r"\bconsiderad[oa]s?\b|\bdefini\w*|\bconceito\b|\bquem e\b|\bo que e\b",
     "para os fins desta lei considera-se pessoa"),
    (r"\bpercentual\b|\bporcentagem\b|\bquanto por cento\b", "percentual por cento vagas reservadas"),
    (r"\bindeferid\w*|\breprovad\w*|\bnegad[oa]\b", "indeferimento"),
    (r"\bcontinuar\b|\bseguir\b|\bprosseguir\b", "prosseguir"),
    (r"\barredond\w*|\bfra[cç]\w*", "fracao fracionado inteiro"),
    (r"\bsobra\w*|\bnao preenchid\w*|\bvagas? ociosas?\b", "remanescentes revertidas nao preenchimento"),
    (r"\bampla\b", "ampla concorrencia"),
    (r"\bordem de nomeacao\b|\bchamad\w*|\bconvocad\w*", "nomeacao alternancia proporcionalidade"),
    (r"\bposic\w*", "classificacao ordem"),
    (r"\bempresas? publicas?\b|\bestata\w*", "empresas publicas sociedades economia mista"),
    (r"\btemporari\w*|\bprocesso seletivo\b", "processos seletivos simplificados contratacao tempo determinado"),
    (r"\bindigenas?\b", "indigena coletividade"),
    (r"\bquilombolas?\b", "quilombola"),
    (r"\bpardos?\b|\bpretos?\b", "preta parda"),
    (r"\bapenas 1 vaga\b|\buma vaga\b|\b1 vaga\b|\bpoucas vagas\b", "numero vagas inferior 2 dois"),
]
_EXPANSIONS = [(re.compile(p), e) for p, e in _EXPANSIONS]




_STOP_FOLDED = {fold(w) for w in _STOPWORDS}
_stemmer = snowballstemmer.stemmer("portuguese")


def tokenize(text: str) -> list[str]:
    words = re.findall(r"[^\W_]+", text.lower())
    out = []
    for w in words:
        f = fold(w)
        # Bare numbers ("10 vagas", "art. 10") only add noise; references are parsed apart.
        if f in _STOP_FOLDED or len(f) < 2 or f.isdigit():
            continue
        out.append(fold(_stemmer.stemWord(w)))
    return out


def expand_query(question: str) -> str:
    folded = fold(question)
    extra = [e for rx, e in _EXPANSIONS if rx.search(folded)]
    return " ".join([question] + extra)


# --- explicit references -------------------------------------------------------------------

_LAW_NEW = NEW_LAW
_LAW_OLD = OLD_LAW
_RX_LAW = [
    (re.compile(r"\b(?:lei\s*(?:n[ºo°.]*\s*)?)?15\.?142\b"), _LAW_NEW),
    (re.compile(r"\b(?:lei\s*(?:n[ºo°.]*\s*)?)?12\.?990\b"), _LAW_OLD),
    (re.compile(r"\blei\s+(?:nova|atual|vigente)\b|\bnova\s+lei\b"), _LAW_NEW),
    (re.compile(r"\blei\s+(?:antiga|anterior|revogada|velha)\b|\bantiga\s+lei\b"), _LAW_OLD),
]
_RX_ART = re.compile(r"\bart(?:igo|\.)?\s*(\d+)\s*(?:º|°|o\b)?", re.IGNORECASE)
_RX_PAR = re.compile(r"(?:§|\bpar[aá]grafo)\s*(\d+)\s*(?:º|°|o\b)?", re.IGNORECASE)
_RX_PAR_UNICO = re.compile(r"\bpar[aá]grafo\s+[uú]nico\b", re.IGNORECASE)
_RX_INC = re.compile(r"\binciso\s+([IVXLC]+)\b|,\s*([IVXLC]+)\b(?!\w)")
_RX_ALI = re.compile(r"\bal[ií]nea\s+[\"'“]?([a-z])\b", re.IGNORECASE)
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def _roman(s: str) -> int:
    total, prev = 0, 0
    for c in reversed(s):
        v = _ROMAN[c]
        total += -v if v < prev else v
        prev = max(prev, v)
    return total


@dataclass
class Reference:
    law_id: str | None
    urns: list[str]  # most specific existing dispositivo per candidate law, best first


def parse_reference(question: str, corpus: Corpus) -> Reference:
    folded = fold(question)
    law_id = next((lid for rx, lid in _RX_LAW if rx.search(folded)), None)
    art = _RX_ART.search(question)
    if not art:
        return Reference(law_id, [])
    suffix = [f"art{int(art.group(1))}"]
    if _RX_PAR_UNICO.search(question):
        suffix.append("par1u")
    elif m := _RX_PAR.search(question):
        suffix.append(f"par{int(m.group(1))}")
    if m := _RX_INC.search(question):
        suffix.append(f"inc{_roman(m.group(1) or m.group(2))}")
    if m := _RX_ALI.search(question):
        suffix.append(f"ali{ord(m.group(1).lower()) - 96}")
    laws = [law_id] if law_id else [_LAW_NEW, _LAW_OLD]
    found = []  # (depth, urn) per law
    for lid in laws:
        base = corpus.laws[lid].urn
        # The deepest prefix of the reference that exists ("art. 3º, III" -> art3_inc3).
        for n in range(len(suffix), 0, -1):
            urn = f"{base}!{'_'.join(suffix[:n])}"
            if urn in corpus:
                found.append((n, urn))
                break
    # No law named: the law in force, unless only the old one has the full reference.
    best = max((n for n, _ in found), default=0)
    urns = [u for n, u in found if n == best][:1]
    return Reference(law_id, urns)


# --- engine ------------------------------------------------------------------------------------

class _Engine:
    """Per-process search state: BM25 over the index texts, and a handle on Chroma."""

    def __init__(self, settings: CorpusSettings, corpus: Corpus, embeddings=None):
        self.settings = settings
        self.corpus = corpus
        self.docs = index_documents(corpus, settings.embedding_model)
        self.by_id = {d.id: d for d in self.docs}
        self.bm25 = BM25Okapi([tokenize(d.text) for d in self.docs])
        self._embeddings = embeddings
        self._collection = None
        self._rebuilding: threading.Thread | None = None
        self.dense_available = True
        self.last_error: str | None = None
        self._rebuild_error: str | None = None
        self._rebuild_failed_at = 0.0

    @property
    def embeddings(self):
        if self._embeddings is None:
            self._embeddings = get_embeddings(self.settings.embedding_model)
        return self._embeddings

    def lexical(self, question: str, law_id: str | None = None) -> list[tuple[str, float]]:
        scores = self.bm25.get_scores(tokenize(expand_query(question)))
        ranked = sorted(zip(self.docs, scores), key=lambda x: -x[1])
        return [(d.id, float(s)) for d, s in ranked
                if s > 0 and (law_id is None or d.metadata["law_id"] == law_id)]

    def dense(self, question: str, law_id: str | None = None, n: int = DENSE_DEPTH):
        """[(urn, similarity)], or None when the dense index is unavailable."""
        try:
            if self._collection is None:
                self._collection = get_collection(self.settings)
            vector = self.embeddings.embed_query(question)
            res = self._collection.query(
                query_embeddings=[vector], n_results=n, include=["distances"],
                where={"law_id": law_id} if law_id else None,
            )
            ids, dists = res["ids"][0], res["distances"][0]
            if not ids:
                raise RuntimeError("coleção vazia")
            if not self.dense_available:  # logged once per state change, not per request
                log.warning("dense search available again")
            self.dense_available = True
            return [(i, 1.0 - d) for i, d in zip(ids, dists) if i in self.by_id]
        except Exception as e:  # any Chroma failure: lexical answers now, rebuild behind
            if self.dense_available:
                log.warning("dense search unavailable (%s); using lexical only", type(e).__name__)
            self.dense_available = False
            self.last_error = f"{type(e).__name__}: {e}"
            self._collection = None
            self._start_rebuild()
            return None

    def _start_rebuild(self) -> None:
        if self._rebuilding and self._rebuilding.is_alive():
            return
        # After a failed rebuild, wait before the next try: not one attempt (and log) per query.
        if self._rebuild_error and time.monotonic() - self._rebuild_failed_at < REBUILD_BACKOFF:
            return

        def run():
            try:
                if self.settings.chroma_url is None:
                    reset_local_store(self.settings)
                build_index(self.settings, embeddings=self.embeddings, corpus=self.corpus,
                            progress=False)
                self._rebuild_error = None
            except Exception as e:  # retried on each failed query: log the type, once per change
                if self._rebuild_error != type(e).__name__:
                    log.warning("index rebuild failed (%s)", type(e).__name__)
                self._rebuild_error = type(e).__name__
                self._rebuild_failed_at = time.monotonic()

        self._rebuilding = threading.Thread(target=run, name="cotas-index-rebuild", daemon=True)
        self._rebuilding.start()

    def wait_rebuild(self, timeout: float | None = None) -> None:
        if self._rebuilding:
            self._rebuilding.join(timeout)

    def fuse(self, rankings: list[list[str]], weights: list[float]) -> list[tuple[str, float]]:
        scores: dict[str, float] = {}
        for ranking, w in zip(rankings, weights):
            for rank, urn in enumerate(ranking):
                scores[urn] = scores.get(urn, 0.0) + w / (RRF_K + rank + 1)
        return sorted(scores.items(), key=lambda x: -x[1])

    def search(self, question: str, k: int = 5, law_id: str | None = None,
               mode: str = "hybrid") -> list[Document]:
        ref = parse_reference(question, self.corpus)
        # A law named with a dispositivo ("art. 3º da Lei 12.990") restricts the search; a law named
        # alone ("a Lei 12.990 foi revogada?") only ranks that law first, since the other may answer.
        law = law_id or (ref.law_id if ref.urns else None)
        preferred = None if law else ref.law_id
        ranked: list[tuple[str, float]]
        source = mode
        if mode == "lexical":
            ranked = self.lexical(question, law)
        elif mode == "dense":
            ranked = self.dense(question, law) or []
        else:
            lex = self.lexical(question, law)
            dense = self.dense(question, law)
            if dense is None:
                ranked, source = lex, "lexical"
            else:
                ranked = self.fuse([[u for u, _ in lex], [u for u, _ in dense]],
                                   [LEXICAL_WEIGHT, DENSE_WEIGHT])
        if preferred:
            ranked = sorted(ranked, key=lambda x: -x[1] * (
                1.0 if self.by_id[x[0]].metadata["law_id"] == preferred else OTHER_LAW_WEIGHT))
        elif law is None:
            ranked = sorted(ranked, key=lambda x: -x[1] * (
                1.0 if self.by_id[x[0]].metadata["status"] == "vigente" else REVOKED_WEIGHT))
        out: list[Document] = []
        top = ranked[0][1] if ranked else 1.0
        refs = [u for u in ref.urns if law_id is None or self.corpus.get(u).law_id == law_id]
        for urn in refs:
            out.append(self._document(urn, 2 * top, "reference"))
        seen_texts = {self.corpus.get(u).text for u in refs}  # art8 and art8_cpt: same text
        for urn, score in ranked:
            if len(out) >= k:
                break
            if self.corpus.get(urn).text in seen_texts:
                continue
            out.append(self._document(urn, score, source))
            seen_texts.add(self.corpus.get(urn).text)
        return out[:k]

    def _document(self, urn: str, score: float, source: str) -> Document:
        d = self.corpus.get(urn)
        law = self.corpus.laws[d.law_id]
        return Document(
            page_content=d.text,
            metadata={
                "urn": d.urn, "label": d.label, "law_id": d.law_id, "status": law.status,
                "kind": d.kind, "parent_urn": d.parent_urn, "score": float(score),
                "vetoed": d.vetoed, "context": self.corpus.with_context(urn), "source": source,
            },
        )


_engine_lock = threading.Lock()
_engine: _Engine | None = None


def get_engine(settings: CorpusSettings | None = None, embeddings=None) -> _Engine:
    """The process-wide engine (built on first use)."""
    global _engine
    with _engine_lock:
        if _engine is None or (settings is not None and settings != _engine.settings):
            _engine = _Engine(settings or get_settings(), load_corpus(), embeddings)
        return _engine


def dense_available() -> bool | None:
    """Whether the loaded engine also searches Chroma; None while none is loaded (never loads one)."""
    engine = _engine
    return None if engine is None else bool(engine.dense_available)


class HybridRetriever(BaseRetriever):
    """LangChain retriever over both laws; metadata urn/label/law_id/status/kind/parent_urn/score."""

    k: int = 5
    law_id: str | None = None
    mode: str = "hybrid"  # hybrid | lexical | dense (the last two for evaluation)
    _engine: _Engine = PrivateAttr()

    def __init__(self, engine: _Engine | None = None, **kw):
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
    from .index import ensure_index

    engine = get_engine()
    try:
        ensure_index(progress=False, settings=engine.settings, embeddings=engine.embeddings)
    except Exception:  # a broken index must not stop the app: lexical still answers
        log.exception("could not build the index; lexical retrieval only until it is rebuilt")
    return HybridRetriever(engine=engine, k=k)
