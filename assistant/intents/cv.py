"""Grouped k-fold cross-validation of intent models on the exemplars (never reads an evaluation file).

Exemplars are written in families (a question and its paraphrases, next to each other in a file; several
`perguntas` of one annotation), so leave-one-out lets a paraphrase vote for its own sibling. Here a fold
holds out whole groups: blocks of `BLOCK` consecutive lines of one file (one source run) joined with every
near-duplicate (cosine >= `NEAR_DUPLICATE`) anywhere else. `python -m assistant.intents.cv` prints the
intent accuracy, macro recall and log-loss of each candidate model; scikit-learn is used here only.
"""
from __future__ import annotations

import argparse
import logging
import time
from typing import Callable, Sequence

import numpy as np

from .classifier import read_exemplars
from .knn import CosineKNN
from .linear import fit_softmax, unit_rows

BLOCK = 10
NEAR_DUPLICATE = 0.975  # at 0.96 the chains of paraphrases join 1,573 exemplars into one group
FOLDS = 5


def groups(labels: Sequence[str], vectors: np.ndarray, block: int = BLOCK,
           near: float = NEAR_DUPLICATE) -> np.ndarray:
    """A group id per exemplar: its block within its run of one label, merged with its near-duplicates."""
    n = len(labels)
    parent = list(range(n))

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    start = 0
    for i in range(n):
        if i and labels[i] != labels[i - 1]:
            start = i
        if (i - start) % block:
            parent[find(i)] = find(i - 1)
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    sims = unit @ unit.T
    for a, b in zip(*np.nonzero(np.triu(sims >= near, k=1))):
        parent[find(int(a))] = find(int(b))
    return np.array([find(i) for i in range(n)])


Model = Callable[[np.ndarray, np.ndarray, np.ndarray], np.ndarray]  # (x_train, y_train, x_test) -> proba


def knn(k: int = 7) -> Model:
    def run(x: np.ndarray, y: np.ndarray, q: np.ndarray) -> np.ndarray:
        return CosineKNN(x, [str(v) for v in y], n_neighbors=k).predict_proba(q)
    return run


def centroid(temperature: float = 0.02) -> Model:
    def run(x: np.ndarray, y: np.ndarray, q: np.ndarray) -> np.ndarray:
        classes = np.unique(y)
        c = np.stack([x[y == k].mean(axis=0) for k in classes])
        c /= np.linalg.norm(c, axis=1, keepdims=True)
        z = (q / np.linalg.norm(q, axis=1, keepdims=True)) @ c.T / temperature
        z -= z.max(axis=1, keepdims=True)
        e = np.exp(z)
        return np.asarray(e / e.sum(axis=1, keepdims=True))
    return run


def logistic(c: float, balanced: bool = True) -> Model:
    def run(x: np.ndarray, y: np.ndarray, q: np.ndarray) -> np.ndarray:
        return fit_softmax(x, list(y), c=c, balanced=balanced).predict_proba(q)
    return run


def svm(c: float) -> Model:
    def run(x: np.ndarray, y: np.ndarray, q: np.ndarray) -> np.ndarray:
        from sklearn.svm import LinearSVC

        u = unit_rows(x)
        mean, scale = u.mean(axis=0), u.std(axis=0) + 1e-12
        m = LinearSVC(C=c, class_weight="balanced").fit((u - mean) / scale, y)
        s = m.decision_function((unit_rows(q) - mean) / scale)
        out = np.zeros_like(s)
        out[np.arange(len(s)), s.argmax(axis=1)] = 1.0  # no probabilities: a hard vote
        return np.asarray(out)
    return run


def blend(a: Model, b: Model, w: float = 0.5) -> Model:
    def run(x: np.ndarray, y: np.ndarray, q: np.ndarray) -> np.ndarray:
        return w * a(x, y, q) + (1.0 - w) * b(x, y, q)
    return run


def out_of_fold(model: Model, x: np.ndarray, y: np.ndarray, g: np.ndarray, folds: int = FOLDS,
                seed: int = 0) -> np.ndarray:
    """Probabilities (columns: sorted classes) for every exemplar from a model fitted without its group."""
    from sklearn.model_selection import StratifiedGroupKFold

    classes = np.unique(y)
    proba = np.zeros((len(y), len(classes)))
    splitter = StratifiedGroupKFold(n_splits=folds, shuffle=True, random_state=seed)
    for train, test in splitter.split(x, y, g):
        p = model(x[train], y[train], x[test])
        # a fold may lack a class: align its columns with the full class list
        seen = np.unique(y[train])
        proba[np.ix_(test, np.searchsorted(classes, seen))] = p
    return proba


def scores(proba: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    classes, yi = np.unique(y, return_inverse=True)
    pred = proba.argmax(axis=1)
    acc = float((pred == yi).mean())
    macro = float(np.mean([(pred[yi == k] == k).mean() for k in range(len(classes))]))
    loss = float(-np.mean(np.log(np.clip(proba[np.arange(len(y)), yi], 1e-6, 1.0))))
    return acc, macro, loss


CANDIDATES: dict[str, Model] = {
    "k-NN k=7 (atual)": knn(7),
    "k-NN k=15": knn(15),
    "centroide": centroid(),
    "logística C=0.1": logistic(0.1),
    "logística C=0.3": logistic(0.3),
    "logística C=1": logistic(1.0),
    "logística C=10": logistic(10.0),
    "logística C=100": logistic(100.0),
    "logística C=10 sem pesos": logistic(10.0, balanced=False),
    "SVM linear C=1": svm(1.0),
    "k-NN + logística C=1": blend(knn(7), logistic(1.0)),
    "k-NN + logística C=0.3": blend(knn(7), logistic(0.3)),
    "k-NN + logística C=0.1 (escolhido)": blend(knn(7), logistic(0.1)),
}


def main(argv: list[str] | None = None) -> int:
    from .loo import _vectors

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--folds", type=int, default=FOLDS)
    ap.add_argument("--only", nargs="*", help="nomes (prefixos) dos modelos")
    args = ap.parse_args(argv)
    logging.disable(logging.WARNING)
    rows = read_exemplars()
    x = _vectors([t for t, _ in rows])
    y = np.array([i for _, i in rows])
    g = groups(list(y), x)
    print(f"Exemplos: {len(y)}; grupos: {len(set(g))}; {args.folds} dobras por grupo")
    print("| modelo | acurácia | recall médio | log-loss | s |\n|---|---|---|---|---|")
    for name, model in CANDIDATES.items():
        if args.only and not any(name.startswith(o) for o in args.only):
            continue
        t = time.perf_counter()
        acc, macro, loss = scores(out_of_fold(model, x, y, g, args.folds), y)
        print(f"| {name} | {acc:.3f} | {macro:.3f} | {loss:.3f} | {time.perf_counter() - t:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
