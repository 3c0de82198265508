"""Routing evaluation: accuracy per route and a confusion matrix over labelled questions and conversations.

Rows are JSONL, either single questions `{"question", "intent"?, "route", "expect"?}` or conversations
`{"turns": [{"user", "route", "expect"?, "carried"?}]}` (`carried`: the Assumption keys expected to come
from earlier turns). The evaluation files are written by another engineer and never read by the
classifier (evaluation honesty).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any, Iterable

from pydantic import BaseModel, Field

from .context import ASSUMPTION_PARAMS
from .models import Answer, Turn

ROUTES = ("calculator", "retrieval", "clarify", "out_of_scope")
# Eval writers name a carried parameter by the calculator input's field ("general_rank", "optant", "pcd_percentage"),
# or "group" / "law"; the answer's chips are the keys of `context.ASSUMPTION_PARAMS`, so the aliases are its inverse.
# "law" shares the edital date's parameters and its chip is the date's.
CARRIED_ALIASES: dict[str, str] = {param: chip for chip, params in ASSUMPTION_PARAMS.items() if chip != "law"
                                   for param in params} | {"group": "groups", "law": "edital_date",
                                                           # calculator inputs the answer derives from a chip's slot:
                                                           # an edital to be published is its date's slot, vagas
                                                           # arisen during validity come from the earlier vagas
                                                           "to_be_published": "edital_date",
                                                           "during_validity": "prior_vacancies"}


def carried_keys(keys: Iterable[str] | None) -> list[str]:
    """Expected carried keys in the answer's Assumption vocabulary, sorted and without repeats."""
    return sorted({CARRIED_ALIASES.get(k, k) for k in keys or []})


def carried_inputs(ans: Answer) -> list[str]:
    """The inputs an answer took from earlier turns, read from its chips' `params`, never from their text."""
    return sorted({param for a in ans.assumptions if a.from_context for param in a.params})


def carried_chips(ans: Answer) -> list[str]:
    """The carried inputs in the eval's vocabulary (the chips' keys, as `carried_keys` writes the expected ones)."""
    return carried_keys(carried_inputs(ans))


class RoutingReport(BaseModel):
    questions: int = 0
    route_accuracy: float = 0.0
    per_route: dict[str, float] = Field(default_factory=dict, description="acerto por rota esperada")
    confusion: dict[str, dict[str, int]] = Field(default_factory=dict, description="esperada -> obtida -> n")
    intent_accuracy: float | None = None
    figure_accuracy: float | None = None
    carried_accuracy: float | None = None
    # "every figure right" asks what a person is shown: of the rows with expected figures answered by the calculator,
    # how many showed a figure the calculator would not give for the labelled inputs (a clarification shows none).
    figures_shown: int = 0
    wrong_figures_shown: int = 0
    failures: list[dict[str, Any]] = Field(default_factory=list)


def find_expected(calc: Any, key: str) -> Any:
    """Value of an eval `expect` key in a calculation, searched depth-first (results may nest)."""
    # The eval files name the per-cargo figures `cargos_reserved`: the edital result's cargos[i].reserved.
    if key == "cargos_reserved" and isinstance(calc, dict) and isinstance(calc.get("cargos"), list):
        return [c.get("reserved") for c in calc["cargos"]]
    if isinstance(calc, dict):
        if key in calc:
            return calc[key]
        for v in calc.values():
            found = find_expected(v, key)
            if found is not None:
                return found
    return None


def _intent_of(ans: Answer) -> str | None:
    if ans.route == "calculator" and ans.calculation:
        return str(ans.calculation.get("operation"))
    if ans.route == "retrieval":
        return "law"
    if ans.route == "out_of_scope":
        return "out_of_scope"
    return ans.context.get("intent")


def evaluate_routing(rows: Iterable[dict[str, Any]], assistant: Any) -> RoutingReport:
    confusion: dict[str, Counter[str]] = defaultdict(Counter)
    tallies = {"intent": [0, 0], "figure": [0, 0], "carried": [0, 0]}
    failures: list[dict[str, Any]] = []
    shown = [0, 0]  # rows with expected figures answered by the calculator; of those, with a wrong figure

    def score(question: str, ans: Answer, row: dict[str, Any]) -> None:
        want = row.get("route")
        confusion[str(want)][ans.route] += 1
        ok = ans.route == want
        if row.get("intent"):
            tallies["intent"][1] += 1
            tallies["intent"][0] += _intent_of(ans) == row["intent"]
        if row.get("expect"):
            tallies["figure"][1] += 1
            good = all(find_expected(ans.calculation, k) == v for k, v in row["expect"].items())
            tallies["figure"][0] += good
            if ans.route == "calculator":
                shown[0] += 1
                shown[1] += not good
            ok = ok and good
        if "carried" in row:
            tallies["carried"][1] += 1
            got = carried_chips(ans)
            good = got == carried_keys(row["carried"])
            tallies["carried"][0] += good
            ok = ok and good
        if not ok:
            failures.append({"question": question, "route": ans.route, "expected_route": want,
                             "headline": ans.headline[:120]})

    for row in rows:
        if "turns" in row:
            history: list[Turn] = []
            for turn in row["turns"]:
                ans = assistant.ask(turn["user"], history)
                score(turn["user"], ans, turn)
                history += [Turn(role="user", content=turn["user"]),
                            Turn(role="assistant", content=ans.answer, answer=ans)]
        else:
            score(row["question"], assistant.ask(row["question"]), row)

    n = sum(sum(c.values()) for c in confusion.values())
    right = sum(c[r] for r, c in confusion.items())

    def rate(key: str) -> float | None:
        ok, total = tallies[key]
        return ok / total if total else None

    return RoutingReport(
        questions=n, route_accuracy=right / n if n else 0.0,
        per_route={r: c[r] / sum(c.values()) for r, c in sorted(confusion.items())},
        confusion={r: dict(c) for r, c in sorted(confusion.items())},
        intent_accuracy=rate("intent"), figure_accuracy=rate("figure"), carried_accuracy=rate("carried"),
        figures_shown=shown[0], wrong_figures_shown=shown[1], failures=failures)


def format_report(report: RoutingReport, show_failures: bool = True) -> str:
    cols = [r for r in ROUTES if any(r in c for c in report.confusion.values())] or list(ROUTES)
    lines = [f"Perguntas: {report.questions}", f"Acurácia de rota: {report.route_accuracy:.3f}", "",
             "Acurácia por rota esperada:"]
    lines += [f"  {r:<13} {acc:.3f}" for r, acc in report.per_route.items()]
    lines += ["", "Matriz de confusão (linhas: esperada; colunas: obtida):",
              " " * 14 + "".join(f"{c[:12]:>13}" for c in cols)]
    for want, got in report.confusion.items():
        lines.append(f"  {want[:12]:<12}" + "".join(f"{got.get(c, 0):>13}" for c in cols))
    for name, value in (("intenção", report.intent_accuracy), ("números", report.figure_accuracy),
                        ("parâmetros herdados", report.carried_accuracy)):
        if value is not None:
            lines.append(f"Acurácia de {name}: {value:.3f}")
    if report.figures_shown:
        lines.append(f"Números mostrados errados: {report.wrong_figures_shown} de {report.figures_shown}"
                     " respostas da calculadora")
    if show_failures:
        lines += [f"  falha: {f['question']} -> {f['route']} (esperado {f['expected_route']})" for f in report.failures]
    else:
        lines.append(f"Falhas: {len(report.failures)} (perguntas omitidas)")
    return "\n".join(lines)
