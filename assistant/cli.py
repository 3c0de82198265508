"""Command line: ask, eval (dev set), bench (latency)."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DEV_SET = REPO.parent / "shared" / "eval" / "dev-questions.jsonl"

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")


def _assistant():
    from .core import get_assistant

    return get_assistant()


def _print_answer(answer, as_json: bool) -> None:
    if as_json:
        print(answer.model_dump_json(), flush=True)
    else:
        print(answer.answer)
        if answer.options:
            print("\nOpções: " + " | ".join(answer.options))


def cmd_ask(args: argparse.Namespace) -> int:
    assistant = _assistant()
    if args.stdin:
        # One question per line, one JSON object per line; the models load once.
        for line in sys.stdin:
            q = line.strip()
            if q:
                _print_answer(assistant.ask(q), as_json=args.json)
        return 0
    if not args.question:
        print("Informe a pergunta entre aspas ou use --stdin.", file=sys.stderr)
        return 2
    _print_answer(assistant.ask(" ".join(args.question)), as_json=args.json)
    return 0


def evaluate(rows: list[dict[str, Any]], assistant=None, k: int = 5) -> dict[str, Any]:
    from corpus import load_corpus

    from .routing_eval import find_expected

    assistant = assistant or _assistant()
    corpus = load_corpus()
    route_ok = fig_ok = fig_n = 0
    recalls: list[float] = []
    failures = []
    for row in rows:
        ans = assistant.ask(row["question"])
        r_ok = ans.route == row.get("route")
        route_ok += r_ok
        f_ok = True
        if row.get("expect"):
            fig_n += 1
            f_ok = all(find_expected(ans.calculation, key) == value for key, value in row["expect"].items())
            fig_ok += f_ok
        urns = [c.urn for c in ans.citations[:k]]
        if row.get("cites"):
            hits = sum(any(corpus.matches(u, e) for u in urns) for e in row["cites"])
            recalls.append(hits / len(row["cites"]))
        if not (r_ok and f_ok) or (row.get("cites") and recalls[-1] < 1):
            failures.append({"question": row["question"], "route": ans.route, "expected_route": row.get("route"),
                             "citations": urns})
    n = len(rows)
    return {
        "questions": n,
        "route_accuracy": route_ok / n if n else 0.0,
        "figure_accuracy": fig_ok / fig_n if fig_n else None,
        "figure_questions": fig_n,
        f"citation_recall@{k}": statistics.fmean(recalls) if recalls else None,
        "failures": failures,
    }


def cmd_eval(args: argparse.Namespace) -> int:
    path = Path(args.file) if args.file else DEV_SET
    if not path.exists():
        print(f"Arquivo de avaliação não encontrado: {path}. Use --file CAMINHO.", file=sys.stderr)
        return 2
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    report = evaluate(rows)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(f"Perguntas: {report['questions']}")
        print(f"Acurácia de rota: {report['route_accuracy']:.3f}")
        if report["figure_accuracy"] is not None:
            print(f"Acurácia dos números: {report['figure_accuracy']:.3f} ({report['figure_questions']} perguntas)")
        rec = report["citation_recall@5"]
        print(f"Recall@5 das citações: {rec:.3f}" if rec is not None else "Recall@5: sem perguntas com citações")
        for f in report["failures"]:
            print(f"  falha: {f['question']} -> {f['route']} (esperado {f['expected_route']}) {f['citations']}")
    return 0


ROUTING_SET = Path(__file__).parent / "eval" / "routing.jsonl"


def cmd_eval_routing(args: argparse.Namespace) -> int:
    from .routing_eval import evaluate_routing, format_report

    path = Path(args.file) if args.file else ROUTING_SET
    if not path.exists():
        print(f"Arquivo de avaliação não encontrado: {path}. Use --file CAMINHO.", file=sys.stderr)
        return 2
    try:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except json.JSONDecodeError as exc:
        print(f"erro: {path} não é JSONL válido (linha {exc.lineno}).", file=sys.stderr)
        return 2
    report = evaluate_routing(rows, _assistant())
    # Held-out sets: the figures, never the failing questions (nobody tunes on them).
    show = not args.summary_only
    print(report.model_dump_json(exclude=None if show else {"failures"}) if args.json
          else format_report(report, show_failures=show))
    return 0


BENCH_CALC = [
    "Um concurso oferece 10 vagas. Quantas são reservadas?",
    "Edital publicado em 15/03/2025 com 40 vagas: quantas ficam para negros?",
    "Num concurso com 12 vagas, em que posições da ordem de nomeação entram os cotistas?",
    "Contratação temporária no IBAMA tem reserva de vagas?",
    "Qual lei se aplica a um edital publicado em 20/08/2025?",
]
BENCH_RETRIEVAL = [
    "Quem é considerado pessoa quilombola pela lei?",
    "O que acontece se a autodeclaração for indeferida?",
    "O que acontece com quem fraudar a autodeclaração?",
    "Quando a Lei 15.142 entrou em vigor?",
    "Como funciona a alternância na nomeação?",
]


def _pcts(samples: list[float]) -> tuple[float, float]:
    qs = statistics.quantiles(samples, n=20, method="inclusive")
    return statistics.median(samples), qs[18]


def cmd_bench(args: argparse.Namespace) -> int:
    # Cold start: a fresh process that loads everything and answers one retrieval question.
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "assistant", "ask", "--json", BENCH_RETRIEVAL[0]],
                          capture_output=True, text=True, cwd=str(REPO))
    cold = time.perf_counter() - t0
    if proc.returncode != 0:
        print(f"Falha no início a frio: {proc.stderr[-500:]}", file=sys.stderr)
        return 1
    assistant = _assistant()
    t1 = time.perf_counter()
    assistant.warm()
    warm_load = time.perf_counter() - t1
    for q in BENCH_CALC + BENCH_RETRIEVAL:  # one warm-up pass
        assistant.ask(q)
    results = {}
    for name, qs in (("calculator", BENCH_CALC), ("retrieval", BENCH_RETRIEVAL)):
        samples = []
        for _ in range(args.rounds):
            for q in qs:
                t = time.perf_counter()
                ans = assistant.ask(q)
                samples.append((time.perf_counter() - t) * 1000)
                if ans.route != name:
                    print(f"aviso: rota {ans.route} para {q!r}", file=sys.stderr)
        p50, p95 = _pcts(samples)
        results[name] = {"n": len(samples), "p50_ms": round(p50, 1), "p95_ms": round(p95, 1)}
    report = {"cold_start_s": round(cold, 2), "in_process_load_s": round(warm_load, 2), **results}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"Início a frio (processo novo, 1 resposta): {cold:.2f} s")
        print(f"Carga no processo (retriever + dicionário): {warm_load:.2f} s")
        for name in ("calculator", "retrieval"):
            r = results[name]
            print(f"Rota {name}: p50 {r['p50_ms']:.1f} ms, p95 {r['p95_ms']:.1f} ms ({r['n']} respostas, a quente)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m assistant", description="Assistente de cotas raciais.")
    sub = parser.add_subparsers(dest="command", required=True)
    routing = sub.add_parser("eval-routing", help="acurácia de rota por rota e matriz de confusão (JSONL rotulado)")
    routing.add_argument("--file", help="JSONL de perguntas ({question, route, ...}) ou conversas ({turns: [...]})")
    routing.add_argument("--json", action="store_true")
    routing.add_argument("--summary-only", action="store_true",
                         help="só os números agregados, sem as perguntas que falharam (conjuntos reservados)")
    routing.set_defaults(func=cmd_eval_routing)
    ask = sub.add_parser("ask", help="responde a uma pergunta")
    ask.add_argument("question", nargs="*")
    ask.add_argument("--json", action="store_true", help="saída em JSON (um objeto por resposta)")
    ask.add_argument("--stdin", action="store_true", help="lê uma pergunta por linha da entrada padrão")
    ask.set_defaults(func=cmd_ask)
    ev = sub.add_parser("eval", help="avalia no conjunto de desenvolvimento")
    ev.add_argument("--file", help=f"JSONL de perguntas (padrão: {DEV_SET})")
    ev.add_argument("--json", action="store_true")
    ev.set_defaults(func=cmd_eval)
    bench = sub.add_parser("bench", help="mede latência a quente e início a frio")
    bench.add_argument("--rounds", type=int, default=10)
    bench.add_argument("--json", action="store_true")
    bench.set_defaults(func=cmd_bench)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # never a traceback for the user
        print(f"Erro inesperado: {type(exc).__name__}. Tente novamente.", file=sys.stderr)
        return 1
