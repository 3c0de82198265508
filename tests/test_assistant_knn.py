"""The numpy k-NN of the intent classifier votes exactly like scikit-learn's KNeighborsClassifier
(cosine metric, distance weights), which it replaced to save ~1.3 s of import at cold start."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from sklearn.neighbors import KNeighborsClassifier

from assistant.intents.knn import CosineKNN

LABELS = np.array(["law", "order", "out_of_scope", "regime", "reserve"])


def _sklearn(x, y, k):
    return KNeighborsClassifier(n_neighbors=k, metric="cosine", weights="distance").fit(x, y)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("k", [1, 3, 7])
def test_agrees_with_sklearn_on_random_data(seed, k):
    rng = np.random.default_rng(seed)
    n, dim = int(rng.integers(20, 200)), int(rng.choice([8, 32, 384]))
    x = rng.normal(size=(n, dim)).astype(np.float32)
    y = LABELS[rng.integers(0, len(LABELS), n)]
    queries = rng.normal(size=(40, dim)).astype(np.float32)
    ours, ref = CosineKNN(x, list(y), n_neighbors=k), _sklearn(x, y, k)
    assert list(ours.classes_) == list(ref.classes_)
    d_ours, i_ours = ours.kneighbors(queries)
    d_ref, i_ref = ref.kneighbors(queries)
    np.testing.assert_array_equal(i_ours, i_ref)
    np.testing.assert_allclose(d_ours, d_ref, atol=1e-5)
    p_ours, p_ref = ours.predict_proba(queries), ref.predict_proba(queries)
    np.testing.assert_allclose(p_ours, p_ref, atol=1e-4)
    np.testing.assert_array_equal(ours.classes_[p_ours.argmax(1)], ref.predict(queries))


def test_an_exact_match_takes_the_whole_vote_like_sklearn():
    # Exactly representable directions: distance 0 is exactly 0.0 for both implementations.
    x = np.array([[1, 0, 0], [2, 0, 0], [1, 1, 0], [1, 0.5, 0], [0, 1, 0]], dtype=np.float32)
    y = ["a", "b", "c", "c", "c"]
    queries = np.array([[3, 0, 0], [1, 1, 1]], dtype=np.float32)
    ours, ref = CosineKNN(x, y, n_neighbors=5), _sklearn(x, y, 5)
    p_ours = ours.predict_proba(queries)
    np.testing.assert_allclose(p_ours, ref.predict_proba(queries), atol=1e-6)
    assert p_ours[0].tolist() == [0.5, 0.5, 0.0]  # the two exact matches share the vote
    assert 0 < p_ours[1][0] < p_ours[1][2]  # otherwise inverse-distance votes


def test_fewer_exemplars_than_k_uses_them_all():
    x = np.eye(3, dtype=np.float32)
    knn = CosineKNN(x, ["a", "b", "b"], n_neighbors=7)
    dist, idx = knn.kneighbors(np.array([[1.0, 0.1, 0.0]]))
    assert idx.shape == (1, 3) and idx[0][0] == 0
    ref = _sklearn(x, ["a", "b", "b"], 3)
    np.testing.assert_allclose(knn.predict_proba(np.array([[1.0, 0.1, 0.0]])),
                               ref.predict_proba(np.array([[1.0, 0.1, 0.0]])), atol=1e-6)


def test_the_assistant_path_does_not_import_sklearn_scipy_or_pandas():
    code = ("import sys; import assistant.intents.classifier, assistant.core; "
            "print(sorted(m for m in ('sklearn', 'scipy', 'pandas') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[1],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
