"""Command line: `python -m calculator <operation> ... [--json]` (operations incl. `edital`). The only module that reads files."""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from vocabulary import LABEL

from .models import CalcResult, CalculatorError, counted

LIST_LABEL = {"open": "ampla concorrência", "quota": "reserva racial", "pcd": "PcD"}
OPTION_FIELD = {
    "--vacancies": "vagas", "--edital-date": "data do edital", "--group": "grupo", "--entity": "entidade",
    "--process": "tipo de processo", "--candidates": "candidatos", "--general-rank": "posição na lista geral",
    "--cargo": "cargos",
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
            text = "operação desconhecida; use uma de: reserve, regime, eligibility, order, result, position, edital, bench."
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
    g = sp.add_mutually_exclusive_group()
    g.add_argument("--pcd", help="número de vagas PcD do edital")
    g.add_argument("--pcd-percentage", help="percentual de vagas PcD do edital, ex.: 5%% (Decreto nº 9.508/2018)")
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
    sp.add_argument("--general-rank", help="posição na lista geral (sem ela, informe --reserve-rank)")
    sp.add_argument("--reserve-rank", help="posição na lista de reserva (optantes)")
    sp.add_argument("--optant", action="store_true", help="optou pela reserva racial")
    sp.add_argument("--optants-ahead", help="optantes à frente na lista geral")
    sp.add_argument("--optants-in-open", help="optantes classificados dentro da ampla concorrência")
    sp.add_argument("--reserve-left", choices=["not_confirmed", "withdrawn"],
                    help="hipótese: autodeclaração não confirmada ou desistência da reserva racial (só a ampla conta)")
    sp.add_argument("--pcd-rank", help="posição na lista PcD")
    sp.add_argument("--ahead-withdrawn", help="hipótese: quantos à frente desistem")
    sp.add_argument("--ahead-list", choices=["quota", "open"],
                    help="lista de quem desiste: quota (reserva) ou open (geral); sem ela, a lista em que a posição conta")
    sp.add_argument("--vacancies", required=True)
    date_opt(sp)
    pcd_opts(sp)
    sp = add("edital", "Quadro de vagas: a reserva de cada cargo do edital, os totais e a conferência do edital.")
    sp.add_argument("--cargo", action="append", default=[], metavar="NOME=VAGAS",
                    help='cargo e número de vagas, ex.: --cargo "Analista=10" (repita para cada cargo)')
    sp.add_argument("--file", help="tabela CSV ou .xlsx: cargo;vagas[;pcd;reservadas_no_edital[;pcd_no_edital]]")
    sp.add_argument("--pcd-percentage", help="percentual PcD dos cargos que não informam o seu, ex.: 5%%")
    date_opt(sp)
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
        res = reserve(_payload(args, ["vacancies", "during_validity", "pcd", "pcd_percentage"] + common))
        pcd_note = f"; vagas PcD: {res.pcd}" if res.pcd is not None else ""
        head = (f"Vagas reservadas: {res.reserved} de {res.vacancies}{pcd_note}; ampla concorrência: {res.open}."
                if res.applies else
                f"Sem vagas reservadas{pcd_note}: {counted(res.open, 'vaga', 'vagas')} de ampla concorrência.")
        extra = None
        if res.groups:
            extra = ["Divisão por grupo (Decreto nº 12.536/2025; resumo da regulamentação, não é o texto oficial):"]
            extra += [f"  - {g.group}: {g.percentage}% = "
                      + (str(g.integer) if g.integer is not None
                         else f"{g.fraction} (inteiro definido pelo regulamento e pelo edital)")
                      for g in res.groups]
        return res, _text(res, head, extra)
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
                                       "reserve_left", "pcd_rank", "ahead_withdrawn", "ahead_list", "vacancies", "pcd",
                                       "pcd_percentage", "tie_break"] + common))
        if res.status == "inside":
            # No list when only the reserve rank is known: ampla or reserve depends on the general rank.
            where = LIST_LABEL[res.list] if res.list else "ampla ou reserva, conforme a posição na lista geral"
            head = f"Dentro das vagas ({where})" + (
                f", {res.appointment}ª nomeação." if res.appointment else ".")
        elif res.status == "outside":
            head = "Fora das vagas."
        else:
            head = "Depende: " + (res.depends_on or "")
        return res, _text(res, head)
    if cmd == "edital":
        return _edital(args)
    raise AssertionError(cmd)


def _cargo_option(text: str, i: int) -> dict[str, str]:
    name, sep, vacancies = text.rpartition("=")
    if not sep:
        raise CalculatorError("cargos", f"--cargo nº {i}: use o formato Nome=vagas, ex.: --cargo \"Analista=10\" "
                              f"(recebido: {text[:60]!r}).", "cargos")
    return {"name": name, "vacancies": vacancies.strip()}


def _edital(args: argparse.Namespace) -> tuple[CalcResult, str]:
    from . import edital
    from .edital import validate_cargos
    from .table import parse_cargos

    items: list[Any] = []
    if args.file:
        path = Path(args.file)
        try:
            data = path.read_bytes()
        except OSError:
            raise CalculatorError("cargos", f"cargos: não foi possível ler o arquivo {str(path)!r}.", "cargos") from None
        items += parse_cargos(data, path.name)
    items += [_cargo_option(text, i) for i, text in enumerate(args.cargo, start=1)]
    if not items:
        raise CalculatorError("cargos", "cargos: informe --cargo \"Nome=vagas\" (uma vez por cargo) ou --file.",
                              "cargos")
    res = edital({"cargos": validate_cargos(items), **_payload(args, ["pcd_percentage", "edital_date", "today"])})
    return res, _edital_text(res)


def _edital_text(res: Any) -> str:
    pcd = res.pcd_total is not None
    declared = any(c.matches is not None for c in res.cargos)
    head = ["Cargo", "Vagas", "Reservadas", "Ampla"] + (["PcD"] if pcd else []) + (["Confere"] if declared else [])
    table = [head]
    for c in res.cargos:
        row = [c.name, str(c.vacancies), str(c.reserved) + ("" if c.applies else "*"), str(c.open)]
        row += [str(c.pcd if c.pcd is not None else "—")] if pcd else []
        row += [{True: "sim", False: "NÃO", None: "—"}[c.matches]] if declared else []
        table.append(row)
    total = ["Total", str(res.vacancies_total), str(res.reserved_total), str(res.open_total)]
    table.append(total + ([str(res.pcd_total)] if pcd else []) + ([""] if declared else []))
    widths = [max(len(r[i]) for r in table) for i in range(len(head))]

    def fmt(r: list[str]) -> str:
        return "  ".join(v.ljust(w) if i == 0 else v.rjust(w) for i, (v, w) in enumerate(zip(r, widths))).rstrip()

    lines = [fmt(table[0]), "  ".join("-" * w for w in widths)] + [fmt(r) for r in table[1:-1]]
    lines += ["  ".join("-" * w for w in widths), fmt(table[-1])]
    if res.below_minimum:
        lines.append(f"* abaixo do mínimo de {res.minimum} vagas: sem reserva no cargo.")
    summary = [f"Reserva por cargo: {res.reserved_total} de {res.vacancies_total} vagas."]
    if res.percentage is not None:
        summary.append(f"{res.percentage}% sobre o total de {res.vacancies_total} vagas: {res.reserved_on_total}.")
    notes = [f"Atenção: {res.split_note}"] if res.split_note else []
    notes += [f"Divergência em {c.name}: {c.issue}" for c in res.cargos if c.issue]
    return _text(res, "\n".join(["Quadro de vagas do edital.", ""] + lines + [""] + summary), notes or None)


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
