"""Command line: `python -m calculator <operation> ... [--json]`. The only module that reads files."""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from vocabulary import LABEL

from .models import CalcResult, CalculatorError

LIST_LABEL = {"open": "ampla concorrência", "quota": "reserva racial", "pcd": "PcD"}
OPTION_FIELD = {
    "--vacancies": "vagas", "--edital-date": "data do edital", "--group": "grupo", "--entity": "entidade",
    "--process": "tipo de processo", "--candidates": "candidatos", "--general-rank": "posição na lista geral",
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse speaks English; users get one Portuguese line naming the option.
        if "required" in message:
            opts = message.split(":", 1)[-1].strip()
            names = ", ".join(f"{o.strip()} ({OPTION_FIELD.get(o.strip(), o.strip())})" for o in opts.split(","))
            text = f"faltou informar: {names}."
        elif "unrecognized arguments" in message:
            text = f"opção desconhecida: {message.split(':', 1)[-1].strip()}."
        elif "expected one argument" in message:
            text = f"{message.split(':')[0].replace('argument ', '')}: informe um valor."
        elif "not allowed with" in message:
            text = ("opções incompatíveis: "
                    + message.replace("not allowed with argument", "não pode ser usada com").replace("argument ", "") + ".")
        elif "invalid choice" in message:
            text = "operação desconhecida; use uma de: reserve, regime, eligibility, order, result, position, bench."
        else:
            text = message
        print(f"erro: {text}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m calculator", description="Calculadora das cotas raciais (Lei 15.142/2025 e Lei 12.990/2014).")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def add(name: str, help_: str) -> argparse.ArgumentParser:
        sp = sub.add_parser(name, help=help_, description=help_)
        sp.add_argument("--json", action="store_true", help="saída em JSON")
        return sp

    def date_opt(sp: argparse.ArgumentParser, required: bool = False) -> None:
        sp.add_argument("--edital-date", required=required, help="data de publicação do edital (AAAA-MM-DD)")
        sp.add_argument("--today", help=argparse.SUPPRESS)  # tests inject "today"

    def pcd_opts(sp: argparse.ArgumentParser) -> None:
        g = sp.add_mutually_exclusive_group()
        g.add_argument("--pcd", help="número de vagas PcD do edital")
        g.add_argument("--pcd-percentage", help="percentual de vagas PcD do edital, ex.: 5%%")
        sp.add_argument("--tie-break", help="pcd_first (padrão) ou quota_first")
        sp.add_argument("--schedule", help="ordem dada pelo edital, ex.: open,quota,open,pcd")

    sp = add("reserve", "Quantas vagas são reservadas.")
    sp.add_argument("--vacancies", required=True, help="número de vagas")
    sp.add_argument("--during-validity", action="store_true", help="vagas surgidas durante a validade")
    date_opt(sp)
    sp = add("regime", "Qual lei se aplica ao edital.")
    date_opt(sp, required=True)
    sp = add("eligibility", "Se a pessoa pode concorrer às vagas reservadas.")
    sp.add_argument("--group", required=True, help="preta parda indigena quilombola branca amarela")
    sp.add_argument("--entity", required=True,
                    help="direta autarquia fundacao empresa-publica sociedade-economia-mista estadual municipal")
    sp.add_argument("--process", required=True, help="concurso pss")
    g = sp.add_mutually_exclusive_group()
    g.add_argument("--vacancies", help="número de vagas")
    g.add_argument("--reserve-register", action="store_true", help="apenas cadastro de reserva")
    date_opt(sp)
    sp = add("order", "Ordem de nomeação (alternância e proporcionalidade).")
    sp.add_argument("--vacancies", required=True)
    date_opt(sp)
    pcd_opts(sp)
    sp = add("result", "Resultado final e ordem de nomeação a partir da classificação geral.")
    sp.add_argument("--candidates", required=True, help="arquivo CSV (id,rank,quota,pcd,confirmed) ou .xlsx")
    sp.add_argument("--vacancies", required=True)
    date_opt(sp)
    pcd_opts(sp)
    sp = add("position", "Posição de um candidato: dentro das vagas? em qual nomeação?")
    sp.add_argument("--general-rank", required=True, help="posição na lista geral")
    sp.add_argument("--reserve-rank", help="posição na lista de reserva (optantes)")
    sp.add_argument("--optant", action="store_true", help="optou pela reserva racial")
    sp.add_argument("--optants-ahead", help="optantes à frente na lista geral")
    sp.add_argument("--optants-in-open", help="optantes classificados dentro da ampla concorrência")
    sp.add_argument("--vacancies", required=True)
    date_opt(sp)
    pcd_opts(sp)
    sub.add_parser("bench", help="micro-benchmark", description="Chamadas por segundo de reserve, order e result.")
    return p


def _payload(args: argparse.Namespace, keys: list[str]) -> dict[str, Any]:
    out = {}
    for k in keys:
        v = getattr(args, k, None)
        if v is not None and v is not False:
            out[k] = v
    return out


def _text(res: CalcResult, headline: str, extra: list[str] | None = None) -> str:
    lines = [headline, "", "Passo a passo:"]
    lines += [f"  {i}. {s}" for i, s in enumerate(res.explanation, start=1)]
    if extra:
        lines += [""] + extra
    lines += ["", "Fundamentação:"]
    lines += [f"  - {b.label} ({b.urn})" for b in res.legal_basis]
    return "\n".join(lines)


def _run(args: argparse.Namespace) -> tuple[CalcResult, str]:
    from . import eligibility, order, position, regime, reserve, result
    from .table import parse_table

    common = ["edital_date", "today"]
    pcd = ["pcd", "pcd_percentage", "tie_break", "schedule"]
    if getattr(args, "schedule", None) is not None:
        args.schedule = [part.strip() for part in args.schedule.split(",") if part.strip()]
    cmd = args.command
    if cmd == "regime":
        res: Any = regime(_payload(args, common))  # one name for the six result types below
        head = f"Lei aplicável: {LABEL.get(res.regime or '', 'nenhuma destas leis (sem reserva)')}."
        return res, _text(res, head)
    if cmd == "reserve":
        res = reserve(_payload(args, ["vacancies", "during_validity"] + common))
        head = (f"Vagas reservadas: {res.reserved} de {res.vacancies}; ampla concorrência: {res.open}."
                if res.applies else f"Sem vagas reservadas: {res.open} vagas de ampla concorrência.")
        return res, _text(res, head)
    if cmd == "eligibility":
        res = eligibility(_payload(args, ["group", "entity", "process", "vacancies", "reserve_register"] + common))
        head = "Pode concorrer às vagas reservadas." if res.eligible else "Não pode concorrer às vagas reservadas."
        extra = ["O que ainda precisa acontecer:"] + [f"  - {p}" for p in res.pending] if res.pending else None
        return res, _text(res, head, extra)
    if cmd == "order":
        res = order(_payload(args, ["vacancies"] + common + pcd))
        seq = " ".join({"open": "A", "quota": "C", "pcd": "D"}[s] for s in res.order)
        extra = ["Sequência (A = ampla, C = cota racial, D = PcD):", f"  {seq}"] if res.order else None
        return res, _text(res, f"Ordem de nomeação para {res.vacancies} vagas.", extra)
    if cmd == "result":
        path = Path(args.candidates)
        try:
            data = path.read_bytes()
        except OSError:
            raise CalculatorError("candidatos", f"candidatos: não foi possível ler o arquivo {str(path)!r}.",
                                  "candidates") from None
        cands = parse_table(data, path.name)
        payload = _payload(args, ["vacancies"] + common + pcd)
        res = result({"candidates": cands, **payload})
        lists = {c.id: c.list for c in res.classified}
        extra = ["Nomeações:"] + [f"  {i}ª: {cid} ({LIST_LABEL[lists[cid]]})" for i, cid in enumerate(res.nomination, 1)]
        head = (f"Classificados: {len(res.classified)}; vagas reservadas revertidas à ampla: {res.reverted}.")
        return res, _text(res, head, extra)
    if cmd == "position":
        res = position(_payload(args, ["general_rank", "reserve_rank", "optant", "optants_ahead", "optants_in_open",
                                       "vacancies", "pcd", "pcd_percentage", "tie_break"] + common))
        if res.status == "inside":
            head = f"Dentro das vagas ({LIST_LABEL[res.list]})" + (
                f", {res.appointment}ª nomeação." if res.appointment else ".")
        elif res.status == "outside":
            head = "Fora das vagas."
        else:
            head = "Depende: " + (res.depends_on or "")
        return res, _text(res, head)
    raise AssertionError(cmd)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "bench":
        from .bench import run_bench

        for line in run_bench():
            print(line, flush=True)
        return 0
    try:
        res, text = _run(args)
    except CalculatorError as exc:
        print(f"erro: {exc.message}", file=sys.stderr)
        return 2
    except Exception as exc:  # never a traceback for users
        print(f"erro inesperado: {type(exc).__name__}. Verifique os dados informados.", file=sys.stderr)
        return 1
    try:
        print(json.dumps(res.model_dump(mode="json"), ensure_ascii=False, indent=2) if args.json else text)
    except BrokenPipeError:  # output piped into `head`
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (silences the flush at exit)
    return 0
