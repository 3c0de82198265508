"""Exact cosine k-NN classifier in numpy, the same votes as scikit-learn's
`KNeighborsClassifier(metric="cosine", weights="distance")`.

Why not scikit-learn here: importing `sklearn.neighbors` pulls scipy.stats and pandas, measured at
~1.3 s of a cold `python -m assistant ask` (more than everything else on the law path together).
With a few hundred exemplars, brute force is one matrix product. scikit-learn stays a dependency
for the offline `python -m corpus calibrate`; `tests/test_assistant_knn.py` checks both agree.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np


def _unit_rows(x: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    norms[norms == 0.0] = 1.0  # as sklearn's normalize(): a zero vector stays zero
    return x / norms


class CosineKNN:
    """`classes_` (sorted labels), `kneighbors(X, n_neighbors)` -> (cosine distances, indices),
    `predict_proba(X)` with inverse-distance votes; a neighbour at distance 0 (the same direction as
    the question) takes the whole vote, shared with any other at distance 0 (sklearn's rule)."""

    def __init__(self, vectors: np.ndarray, labels: Sequence[str], n_neighbors: int = 7):
        x = np.asarray(vectors, dtype=np.float32)
        if x.ndim != 2 or len(x) != len(labels) or not len(x):
            raise ValueError("vetores e rótulos não correspondem")
        self.n_neighbors = min(n_neighbors, len(x))
        self._x = _unit_rows(x)
        self.classes_, self._y = np.unique(np.asarray(labels), return_inverse=True)

    def kneighbors(self, queries: np.ndarray, n_neighbors: int | None = None) -> tuple[np.ndarray, np.ndarray]:
        k = min(n_neighbors or self.n_neighbors, len(self._x))
        q = _unit_rows(np.atleast_2d(np.asarray(queries, dtype=np.float32)))
        dist = np.clip(1.0 - q @ self._x.T, 0.0, 2.0)
        idx = np.argsort(dist, axis=1, kind="stable")[:, :k]
        return np.take_along_axis(dist, idx, axis=1), idx

    def predict_proba(self, queries: np.ndarray) -> np.ndarray:
        dist, idx = self.kneighbors(queries)
        with np.errstate(divide="ignore"):
            weights = 1.0 / dist.astype(np.float64)
        exact = np.isinf(weights)
        rows = exact.any(axis=1)
        weights[rows] = exact[rows]
        proba = np.zeros((len(dist), len(self.classes_)))
        for j in range(idx.shape[1]):
            np.add.at(proba, (np.arange(len(dist)), self._y[idx[:, j]]), weights[:, j])
        total = proba.sum(axis=1, keepdims=True)
        total[total == 0.0] = 1.0
        return proba / total
