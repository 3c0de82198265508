"""`python -m corpus eval`: retrieval quality on the dev questions, build time, query latency."""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .loader import Corpus, load_corpus

DEFAULT_QUESTIONS = Path(__file__).resolve().parents[2] / "shared" / "eval" / "dev-questions.jsonl"
MODES = ("dense", "lexical", "hybrid")


@dataclass
class Metrics:
    mode: str
    recall: dict[int, float]
    mrr: float
    misses: list[str]

    def row(self) -> str:
        return (f"{self.mode:<8} R@1={self.recall[1]:.3f} R@3={self.recall[3]:.3f} "
                f"R@5={self.recall[5]:.3f} MRR={self.mrr:.3f}")


def load_questions(path: Path | str | None = None) -> list[dict]:
    path = Path(path) if path else DEFAULT_QUESTIONS
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def first_hit(urns: list[str], expected: list[str], corpus: Corpus) -> int | None:
    """0-based rank of the first retrieved URN that is (a descendant of) an expected one."""
    for i, urn in enumerate(urns):
        if any(corpus.matches(urn, e) for e in expected):
            return i
    return None


def evaluate(engine, questions: list[dict], mode: str, depth: int = 10) -> Metrics:
    corpus = engine.corpus
    ranks = []
    misses = []
    for q in questions:
        urns = [d.metadata["urn"] for d in engine.search(q["question"], k=depth, mode=mode)]
        r = first_hit(urns, q["cites"], corpus)
        ranks.append(r)
        if r is None or r >= 5:
            misses.append(q["question"])
    n = len(questions)
    recall = {k: sum(r is not None and r < k for r in ranks) / n for k in (1, 3, 5)}
    mrr = sum(1 / (r + 1) for r in ranks if r is not None) / n
    return Metrics(mode, recall, mrr, misses)


def latency(engine, questions: list[dict], repeats: int = 3) -> tuple[float, float]:
    engine.search(questions[0]["question"])  # warm-up
    times = []
    for _ in range(repeats):
        for q in questions:
            t = time.perf_counter()
            engine.search(q["question"])
            times.append((time.perf_counter() - t) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return statistics.median(times), p95


def main(questions_path: str | None = None) -> int:
    from .index import build_index, get_embeddings
    from .retrieval import _Engine
    from .settings import CorpusSettings, get_settings

    questions = load_questions(questions_path)
    base = get_settings()
    t = time.perf_counter()
    embeddings = get_embeddings(base.embedding_model)
    embeddings.embed_query("aquecimento")
    load_s = time.perf_counter() - t
    with tempfile.TemporaryDirectory(prefix="cotas-eval-") as tmp:
        settings = CorpusSettings(data_dir=Path(tmp), embedding_model=base.embedding_model)
        full = build_index(settings, embeddings=embeddings, progress=False)
        again = build_index(settings, embeddings=embeddings, progress=False)
        engine = _Engine(settings, load_corpus(), embeddings)
        print(f"Perguntas: {len(questions)}  ({questions_path or DEFAULT_QUESTIONS})")
        print(f"Modelo carregado em {load_s:.1f} s; build completo {full.seconds:.1f} s "
              f"({full.embedded} dispositivos); rebuild sem mudanças {again.seconds:.2f} s "
              f"({again.embedded} re-embeddings)")
        results = [evaluate(engine, questions, mode) for mode in MODES]
        for m in results:
            print(m.row())
        p50, p95 = latency(engine, questions)
        print(f"Latência híbrida (quente): p50={p50:.1f} ms p95={p95:.1f} ms")
        for m in results:
            for q in m.misses:
                print(f"  fora do top-5 ({m.mode}): {q}")
    return 0
