"""Held-out routing of the intent exemplars: how the thresholds of `reconsider.reconsider` were chosen.

`python -m assistant.intents.loo` routes every exemplar with the rules plus the classifier's prediction
from a model that never saw it, and prints, per threshold setting, the share routed right: a calculator
intent to its operation (or a clarification asking for its missing figure), `law` to law text,
`out_of_scope` out of scope. `--model blend` (the classifier's: mean of k-NN and regression), `softmax`
(regression alone) or `knn`: grouped 5-fold (`cv.groups`: a question's paraphrase family is held out with
it), novelty gate on the nearest exemplar outside the question's group; `knn --loo`: leave-one-out, as
the thresholds were first chosen. Never reads
an evaluation file.
"""
from __future__ import annotations

import argparse
import logging
from collections import Counter, defaultdict
from datetime import date

import numpy as np

from .. import reconsider, router
from .classifier import NOVELTY_MIN_SIMILARITY, SOFTMAX_C, _embeddings, _key, read_exemplars

SETTINGS = ((0.5, 0.7, 0.5), (0.6, 0.8, 0.6), (0.4, 0.7, 0.5), (0.5, 0.6, 0.5), (0.7, 0.9, 0.7),
            (0.6, 0.7, 0.6), (0.7, 0.8, 0.7), (0.8, 0.9, 0.8), (0.5, 0.7, 0.6), (0.5, 0.7, 0.7), (0.4, 0.7, 0.6),
            (0.4, 0.6, 0.6), (0.4, 0.7, 0.7))

LAW_OVER_CALC = (0.4, 0.5, 0.6, 0.7, 0.8, 1.01)  # 1.01: never (the rules' plan stands)


def _vectors(texts: list[str]) -> np.ndarray:
    from corpus.settings import get_settings

    emb, model = _embeddings()
    path = get_settings().data_dir / f"intent-embeddings-{_key(texts, model)}.npy"
    vectors = np.load(path) if path.exists() else np.asarray(emb.embed_documents(texts), dtype=np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def _grouped(model: str, k: int, sims: np.ndarray, texts: list[str], labels: list[str],
             seed: int) -> list[tuple[str, float]]:
    """Out-of-fold (intent, probability) of the model over grouped folds, with the novelty gate."""
    from .cv import blend, groups, knn, logistic, out_of_fold

    x, y = _vectors(texts), np.asarray(labels)
    g = groups(labels, x)
    chosen = {"softmax": logistic(SOFTMAX_C), "knn": knn(k), "blend": blend(knn(k), logistic(SOFTMAX_C))}[model]
    proba = out_of_fold(chosen, x, y, g, seed=seed)
    classes = np.unique(y)
    # the novelty gate looks at the nearest exemplar the fold's model saw: outside the question's group
    masked = np.where(g[:, None] == g[None, :], -1.0, sims)
    out: list[tuple[str, float]] = []
    for n, p in enumerate(proba):
        if masked[n].max() < NOVELTY_MIN_SIMILARITY:
            out.append(("unknown", 0.0))
        else:
            out.append((str(classes[int(p.argmax())]), float(p.max())))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--model", choices=("blend", "softmax", "knn"), default="blend")
    ap.add_argument("-k", type=int, default=7, help="vizinhos do k-NN")
    ap.add_argument("--loo", action="store_true", help="k-NN: leave-one-out em vez das dobras por grupo")
    ap.add_argument("--seed", type=int, default=0, help="sorteio das dobras (softmax)")
    ap.add_argument("-v", "--verbose", action="store_true", help="lista os exemplos mal roteados")
    args = ap.parse_args(argv)
    logging.disable(logging.WARNING)
    rows = read_exemplars()
    texts, labels = [t for t, _ in rows], [i for _, i in rows]
    sims = _vectors(texts) @ _vectors(texts).T
    np.fill_diagonal(sims, -1.0)

    def vote(n: int) -> tuple[str, float]:
        idx = np.argsort(-sims[n])[:args.k]
        if sims[n][idx[0]] < NOVELTY_MIN_SIMILARITY:
            return "unknown", 0.0
        votes: dict[str, float] = defaultdict(float)
        for j in idx:
            votes[labels[j]] += 1.0 / max(1.0 - float(sims[n][j]), 1e-9)
        best = max(votes, key=lambda c: votes[c])
        return best, votes[best] / sum(votes.values())

    if args.model == "knn" and args.loo:
        predicted = [vote(n) for n in range(len(rows))]
        how = f"leave-one-out do k-NN (k={args.k})"
    else:
        predicted = _grouped(args.model, args.k, sims, texts, labels, args.seed)
        how = f"5 dobras por grupo, {args.model}"
    hits = sum(p == lab for (p, _), lab in zip(predicted, labels))
    print(f"Exemplos: {len(rows)}; acurácia de intenção ({how}): {hits / len(rows):.3f}")
    today = date.today()
    saved = reconsider.CLASSIFIER_MIN, reconsider.CLARIFY_MIN, reconsider.OUT_OF_SCOPE_MIN
    for setting in SETTINGS:
        reconsider.CLASSIFIER_MIN, reconsider.CLARIFY_MIN, reconsider.OUT_OF_SCOPE_MIN = setting
        ok: Counter[str] = Counter()
        for n, (text, intent) in enumerate(rows):
            try:
                p = router.plan(text, None, today)
                if reconsider.wants_classifier(p):
                    p = reconsider.reconsider(p, *predicted[n], today)
            except Exception:  # a calculator refusal counts as a miss
                p = router.Plan("error")
            good = (p.route == "retrieval" if intent == "law" else p.route == "out_of_scope" if intent == "out_of_scope"
                    else p.route in ("calculator", "clarify") and (p.intent == intent or p.clarify in ("numbers", "date")))
            ok[intent] += good
            if not good and args.verbose and setting == SETTINGS[0]:
                print(f"  {intent} -> {p.route}/{p.intent}: {text}")
        per = ", ".join(f"{i} {ok[i] / labels.count(i):.3f}" for i in sorted(set(labels)))
        print(f"mínimo {setting[0]}, pergunta {setting[1]}, fora do escopo {setting[2]}: "
              f"rota certa {sum(ok.values()) / len(rows):.3f} ({per})")
    reconsider.CLASSIFIER_MIN, reconsider.CLARIFY_MIN, reconsider.OUT_OF_SCOPE_MIN = saved
    # The share of `law` that turns an eligibility or regime asked about no one's own case into law text.
    kept = reconsider.LAW_OVER_CALC_MIN
    for threshold in LAW_OVER_CALC:
        reconsider.LAW_OVER_CALC_MIN = threshold
        ok = Counter(intent for n, (text, intent) in enumerate(rows) if _routed_right(text, intent, predicted[n], today))
        per = ", ".join(f"{i} {ok[i] / labels.count(i):.3f}" for i in ("eligibility", "law", "regime"))
        print(f"lei sobre elegibilidade/regime geral {threshold}: rota certa {sum(ok.values()) / len(rows):.3f} ({per})")
    reconsider.LAW_OVER_CALC_MIN = kept
    return 0


def _routed_right(text: str, intent: str, predicted: tuple[str, float], today: date) -> bool:
    try:
        p = router.plan(text, None, today)
        if reconsider.wants_classifier(p):
            p = reconsider.reconsider(p, *predicted, today)
    except Exception:  # a calculator refusal counts as a miss
        return False
    return (p.route == "retrieval" if intent == "law" else p.route == "out_of_scope" if intent == "out_of_scope"
            else p.route in ("calculator", "clarify") and (p.intent == intent or p.clarify in ("numbers", "date")))


if __name__ == "__main__":
    raise SystemExit(main())
