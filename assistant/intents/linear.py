"""Multinomial logistic regression over sentence embeddings: fitted by scikit-learn, applied in numpy.

The fit (`fit_softmax`, ~1-3 s for ~2,000 exemplars) runs once, when the classifier cache is built; the
weights are saved next to the exemplar embeddings (`save`/`load`), so a question only pays a matrix
product. scikit-learn is imported inside `fit_softmax` only: importing it costs ~1 s of a cold start.
Features: unit-length embeddings, centred and scaled per dimension (e5 vectors all point one way, cosines
0.8-1.0; standardising lets the regularisation treat the dimensions alike).
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np


def unit_rows(x: np.ndarray) -> np.ndarray:
    x = np.atleast_2d(np.asarray(x, dtype=np.float64))
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    norms[norms == 0.0] = 1.0
    return np.asarray(x / norms)


@dataclass(frozen=True)
class SoftmaxModel:
    classes_: np.ndarray  # sorted labels, the columns of predict_proba
    coef: np.ndarray  # (classes, dims)
    intercept: np.ndarray  # (classes,)
    mean: np.ndarray  # (dims,) of the unit training vectors
    scale: np.ndarray  # (dims,)

    def features(self, x: np.ndarray) -> np.ndarray:
        return np.asarray((unit_rows(x) - self.mean) / self.scale)

    def decision_function(self, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.features(x) @ self.coef.T + self.intercept)

    def predict_proba(self, x: np.ndarray) -> np.ndarray:
        z = self.decision_function(x)
        z -= z.max(axis=1, keepdims=True)
        e = np.exp(z)
        return np.asarray(e / e.sum(axis=1, keepdims=True))

    def save(self, path: Path) -> None:
        # np.savez appends ".npz" to a name without it: write to a temporary name that ends in .npz
        tmp = path.with_name(path.stem + ".tmp.npz")
        np.savez(tmp, classes=self.classes_.astype(str), coef=self.coef, intercept=self.intercept,
                 mean=self.mean, scale=self.scale)
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path) -> SoftmaxModel:
        with np.load(path, allow_pickle=False) as f:
            return cls(f["classes"], f["coef"], f["intercept"], f["mean"], f["scale"])


def fit_softmax(vectors: np.ndarray, labels: Sequence[str], *, c: float = 10.0,
                balanced: bool = True) -> SoftmaxModel:
    """Fit with scikit-learn's `LogisticRegression` (lbfgs, multinomial) and keep only the weights.

    `balanced`: classes weighted by the inverse of their size (`law` has ~5x the exemplars of any other
    intent, from the annotations' perguntas; unweighted, it wins the doubtful questions)."""
    from sklearn.linear_model import LogisticRegression
    from threadpoolctl import threadpool_limits

    u = unit_rows(vectors)
    mean = u.mean(axis=0)
    scale = u.std(axis=0)
    scale[scale == 0.0] = 1.0
    y = np.asarray(labels)
    lr = LogisticRegression(C=c, max_iter=2000, class_weight="balanced" if balanced else None)
    # One BLAS thread: 62 lbfgs steps on 2,000 x 384 take 0.3 s; with threads fighting other processes
    # for 2 cores the same fit measured 9 s.
    with threadpool_limits(limits=1):
        lr.fit((u - mean) / scale, y)
    return SoftmaxModel(np.asarray(lr.classes_), np.asarray(lr.coef_, dtype=np.float64),
                        np.asarray(lr.intercept_, dtype=np.float64), mean, scale)


def fit_softmax_apart(vectors: np.ndarray, labels: Sequence[str], path: Path, *, c: float = 10.0,
                      balanced: bool = True) -> SoftmaxModel:
    """`fit_softmax` in a child process that writes `path`: the asking process never imports scikit-learn
    (+ scipy, pandas: ~2.6 s and ~60 MB), even on the first question after the exemplars change."""
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data.npz"
        np.savez(data, vectors=np.asarray(vectors), labels=np.asarray(labels, dtype=str))
        subprocess.run([sys.executable, "-m", __name__, str(data), str(path), repr(float(c)), str(int(balanced))],
                       check=True, capture_output=True, timeout=120)
    return SoftmaxModel.load(path)


if __name__ == "__main__":  # python -m assistant.intents.linear DATA.npz OUT.npz C BALANCED
    with np.load(sys.argv[1], allow_pickle=False) as f:
        fit_softmax(f["vectors"], list(f["labels"]), c=float(sys.argv[3]),
                    balanced=sys.argv[4] == "1").save(Path(sys.argv[2]))
