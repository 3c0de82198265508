"""`python -m corpus calibrate`: fit the confidence model (corpus/confidence.py) and write its JSON.

Training data, never evaluation questions:
- each annotation `pergunta`, asked with its own representation held out (its dense entry
  `<urn>#qN` and its tokens in the BM25 document), labelled 1 when the first hit matches its URN;
- the out-of-scope questions below, written for this purpose, labelled 0 (no dispositivo fits).
- `--extra FILE` (JSONL `question`, `urns`): in-scope questions for a provisional fit while no
  annotations exist (development only; never evaluation questions).
Run once after the annotations or the ranking change; the app only reads the JSON.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .confidence import CONFIDENCE_FILE, FEATURES, features

if TYPE_CHECKING:  # retrieval loads the index stack: imported at run time only in main()
    from .retrieval import Ranking, _Engine

Scored = list[tuple[str, float]]  # URN and score, best first
Fusion = tuple[int, float]  # (RRF k, dense weight)

# Questions about public hiring that neither law answers (or about other quota laws).
OUT_OF_SCOPE = (
    "Qual é o salário inicial de analista no concurso do INSS?",
    "Quanto ganha um técnico judiciário?",
    "Qual foi a nota de corte do último concurso da Receita Federal?",
    "Qual a nota mínima para passar na prova objetiva?",
    "Quando será a data da prova do concurso do Banco do Brasil?",
    "Até quando vão as inscrições do concurso da Polícia Federal?",
    "Quanto custa a taxa de inscrição?",
    "Como funcionam as cotas nas universidades federais pelo Sisu?",
    "Cotas raciais no vestibular da USP valem para escola particular?",
    "Quais matérias caem na prova de conhecimentos específicos?",
    "Qual o melhor cursinho preparatório para concurso?",
    "Como pedir isenção da taxa de inscrição pelo CadÚnico?",
    "Posso tomar posse se ainda estou no estágio probatório de outro cargo?",
    "Quantas horas por semana trabalha um servidor federal?",
    "O concurso exige curso superior para o cargo de técnico?",
    "Qual a idade máxima para prestar concurso militar?",
    "Como recorrer de uma questão anulada da prova?",
    "Qual o prazo de validade do concurso do IBGE?",
    "Quais documentos levo no dia da prova?",
    "Posso usar calculadora na prova?",
    "Como funciona o teste de aptidão física da polícia?",
    "Quando sai o resultado final do concurso unificado?",
    "Cotas para escola pública em universidade estadual",
    "Qual a previsão do tempo para amanhã?",
    "Receita de bolo de cenoura",
    "Quem ganhou o jogo de ontem?",
    "Como declarar imposto de renda?",
    "Qual a jornada de trabalho na CLT?",
)


# Wide on both axes (the last fit chose k=5, weight 0.3, then the grid's corner): the chosen point
# must be inside the grid, or the grid is widened again.
FUSION_K = (1, 2, 3, 5, 7, 10, 15, 20, 30, 60)
FUSION_WEIGHTS = (0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0, 1.5, 2.0)
FUSION_GRID = [(k, w) for k in FUSION_K for w in FUSION_WEIGHTS]


@dataclass
class Asked:
    """One training question with its rankings computed once (fusion is re-run per grid point)."""

    expected: str | None  # None: out of scope
    law: str | None
    preferred: str | None
    lists: dict[str, tuple[Scored, Scored | None]]  # mode -> (lexical, dense)


def ask_all(engine: _Engine, extra: Sequence[dict[str, Any]] = ()) -> list[Asked]:
    rows: list[Asked] = []
    for urn, notes in engine.notes.items():
        questions = [q for a in notes for q in a.perguntas]
        for n, q in enumerate(questions, 1):
            _, law, preferred = engine.scope(q)
            lists = {m: engine.lists(q, law, m, holdout=(urn, f"q{n}")) for m in ("lexical", "dense")}
            rows.append(Asked(urn, law, preferred, lists))
    for item in extra:  # in-scope questions from --extra (JSONL with question, urns)
        _, law, preferred = engine.scope(item["question"])
        lists = {m: engine.lists(item["question"], law, m) for m in ("lexical", "dense")}
        for urn in item["urns"][:1]:
            rows.append(Asked(urn, law, preferred, lists))
    for q in OUT_OF_SCOPE:
        _, law, preferred = engine.scope(q)
        rows.append(Asked(None, law, preferred, {m: engine.lists(q, law, m) for m in ("lexical", "dense")}))
    return rows


def _ranking(engine: _Engine, a: Asked, mode: str, fusion: Fusion | None = None) -> Ranking:
    lex = a.lists["lexical"][0]
    dense = a.lists["dense"][1]
    return engine.combine(lex if mode != "dense" else [], dense if mode != "lexical" else [],
                          mode, a.law, a.preferred, fusion)


def _hit(engine: _Engine, a: Asked, ranking: Ranking) -> int:
    return int(a.expected is not None and bool(ranking.ranked)
               and engine.corpus.matches(ranking.ranked[0][0], a.expected))


def on_edge(fusion: Fusion) -> bool:
    """Whether a grid point is on the border of the grid (the optimum may lie beyond it)."""
    k, w = fusion
    return k in (FUSION_K[0], FUSION_K[-1]) or w in (FUSION_WEIGHTS[0], FUSION_WEIGHTS[-1])


def choose_fusion(engine: _Engine, rows: list[Asked]) -> Fusion | None:
    """The (RRF k, dense weight) with the best R@1 (then MRR) on the in-scope training questions."""
    inscope = [a for a in rows if a.expected]
    if not inscope:
        return None

    def score(fusion: Fusion) -> tuple[float, float]:
        r1 = mrr = 0.0
        for a in inscope:
            urns = [u for u, _ in _ranking(engine, a, "hybrid", fusion).ranked]
            expected = a.expected or ""  # never empty here: `inscope` holds in-scope questions only
            rank = next((i for i, u in enumerate(urns) if engine.corpus.matches(u, expected)), None)
            r1 += rank == 0
            mrr += 0 if rank is None else 1 / (rank + 1)
        return r1 / len(inscope), mrr / len(inscope)

    scored = {f: score(f) for f in FUSION_GRID}
    best = max(FUSION_GRID, key=lambda f: scored[f])
    print(f"fusão escolhida: k={best[0]} peso denso={best[1]} (R@1={scored[best][0]:.3f} "
          f"MRR={scored[best][1]:.3f} em {len(inscope)} perguntas de treino)")
    if on_edge(best):
        print("Aviso: a fusão escolhida está na borda da grade; amplie FUSION_K / FUSION_WEIGHTS.")
    return best


def separation(model: dict[str, Any], mode: str, X: Sequence[Sequence[float]], y: Sequence[int],
               rows: Sequence[Asked]) -> str:
    """Mean fitted confidence: in scope and right / in scope and wrong / out of scope."""
    import math

    p = [1 / (1 + math.exp(-(model["intercept"] + sum(c * x for c, x in zip(model["coef"], xs))))) for xs in X]
    groups = {"certo": [pi for pi, yi, a in zip(p, y, rows) if a.expected and yi],
              "errado": [pi for pi, yi, a in zip(p, y, rows) if a.expected and not yi],
              "fora do escopo": [pi for pi, a in zip(p, rows) if not a.expected]}
    return " ".join(f"{k}={sum(v) / len(v):.2f}" if v else f"{k}=-" for k, v in groups.items())


def fit(engine: _Engine, extra: Sequence[dict[str, Any]] = (),
        modes: Sequence[str] = ("hybrid", "lexical", "dense")) -> dict[str, Any]:
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import StandardScaler

    rows = ask_all(engine, extra)
    out: dict[str, Any] = {"backend": engine.settings.embedding_identity, "models": {},
           "trained_on": {"annotation_questions": sum(len(a.perguntas) for ns in engine.notes.values()
                                                      for a in ns),
                          "extra_questions": len(extra), "out_of_scope": len(OUT_OF_SCOPE)}}
    # Fusion is chosen on held-out annotation questions only (a few --extra ones would overfit it).
    fusion = choose_fusion(engine, rows[:out["trained_on"]["annotation_questions"]]) if engine.notes else None
    if fusion:
        out["fusion"] = {"rrf_k": fusion[0], "dense_weight": fusion[1]}
    for mode in modes:
        X: list[list[float]] = []
        y: list[int] = []
        for a in rows:
            r = _ranking(engine, a, mode, fusion)
            X.append(features(r.source, r.signals))
            y.append(_hit(engine, a, r))
        if len(set(y)) < 2:  # no in-scope questions (or none right): nothing to learn from
            print(f"{mode}: dados insuficientes ({len(y)} perguntas); ignorado")
            continue
        # Standardised for the fit (cosines vary by hundredths), folded back into raw-feature
        # coefficients so run time needs no scaler.
        scaler = StandardScaler().fit(X)
        model = LogisticRegression(C=1.0, max_iter=1000).fit(scaler.transform(X), y)
        coef = model.coef_[0] / scaler.scale_
        intercept = float(model.intercept_[0] - (coef * scaler.mean_).sum())
        out["models"][mode] = {"features": list(FEATURES[mode]), "coef": [float(c) for c in coef],
                               "intercept": intercept, "n": len(y), "positives": sum(y)}
        print(f"{mode}: {len(y)} perguntas ({sum(y)} com o 1º resultado certo); coeficientes "
              f"{ {n: round(float(c), 2) for n, c in zip(FEATURES[mode], coef)} }")
        print(f"{mode}: confiança média (no treino) {separation(out['models'][mode], mode, X, y, rows)}")
    return out


def main(output: str | None = None, extra: str | None = None) -> int:
    from .embeddings import get_embeddings
    from .index import ensure_index
    from .loader import load_corpus
    from .retrieval import _Engine
    from .settings import get_settings

    settings = get_settings()
    ensure_index(progress=False, settings=settings)
    engine = _Engine(settings, load_corpus(), get_embeddings(settings))
    if not engine.notes:
        print("Aviso: nenhuma anotação atual em corpus/annotations/ (ajuste provisório com --extra, se dado).")
    extra_rows = []
    if extra:
        with open(extra, encoding="utf-8") as fh:
            extra_rows = [json.loads(line) for line in fh if line.strip()]
    model = fit(engine, extra_rows)
    path = Path(output) if output else CONFIDENCE_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(model, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"Gravado: {path}")
    return 0
