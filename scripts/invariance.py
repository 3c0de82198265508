"""Invariance probe (dev tool, not a CI gate): a question rewritten without changing its meaning must get the same answer.

For a fixed sample of the declassified single questions (every k-th row), the assistant answers the original and each
perturbation (accents stripped, lower case without final punctuation, ALL CAPS, a greeting and a thanks, chat
abbreviations, the vagas count in digits <-> words); the script counts, per perturbation, the rows whose route, intent
or main figures changed. The original's route may be wrong: it reports changes, not accuracy.

    .venv/bin/python scripts/invariance.py --max 450 --out /work/probes/inv-baseline.txt
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

EVAL = ROOT / "assistant" / "eval"
# The blind set is never read: holdout34 and later stay out.
SOURCES = ["routing.jsonl", "holdout-routing.jsonl"] + [f"holdout{i}-routing.jsonl" for i in range(2, 34)]
FIGURES = ("reserved", "regime", "quota_positions", "pcd_positions", "status", "eligible")

# ---------------------------------------------------------------- perturbations (pure functions of the text)


def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def lower_unpunctuated(text: str) -> str:
    return re.sub(r"[\s?!.;:…]+$", "", text.lower())


def upper(text: str) -> str:
    return text.upper()


_GREETINGS = ("Bom dia! ", "oi, ", "Prezados, ")
_THANKS = (" Obrigado!", " agradeço desde já")


def greeted(text: str, i: int = 0) -> str:
    """A greeting before and a thanks after (which ones turns with `i`, so the sample sees all of them); never the
    greeting the question already opens with."""
    greetings = [g for g in _GREETINGS if not strip_accents(text).lower().startswith(g.strip(" ,!").lower())]
    return greetings[i % len(greetings)] + text + _THANKS[i % len(_THANKS)]


_CHAT = {"você": "vc", "voce": "vc", "que": "q", "para": "pra", "quantas": "qtas", "também": "tb",
         "tambem": "tb", "não": "n", "nao": "n"}
_CHAT_WORD = re.compile(r"\b(" + "|".join(_CHAT) + r")\b", re.IGNORECASE)


def abbreviated(text: str, i: int = 0) -> str:
    """Chat abbreviations on whole words; "para" alternates between "pra" and "p/" with `i`."""
    def sub(m: re.Match[str]) -> str:
        word = m.group(1).lower()
        return ("p/" if i % 2 else "pra") if word == "para" else _CHAT[word]
    return _CHAT_WORD.sub(sub, text)


_UNITS = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze",
          "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"]
_TENS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]
_HUNDREDS = ["", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos", "seiscentos", "setecentos",
             "oitocentos", "novecentos"]


def spelled(n: int) -> str:
    """Portuguese words for 0..999 (masculine, as "vagas" takes a feminine "uma"/"duas" fixed by the caller)."""
    if n < 20:
        return _UNITS[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " e " + _UNITS[n % 10])
    if n == 100:
        return "cem"
    return _HUNDREDS[n // 100] + ("" if n % 100 == 0 else " e " + spelled(n % 100))


def _feminine(words: str) -> str:
    return re.sub(r"\bum$", "uma", re.sub(r"\bdois$", "duas", re.sub(r"entos\b", "entas", words)))


_WORD_VALUE = {strip_accents(spelled(n)): n for n in (*range(1, 20), *range(20, 100, 10), *range(100, 1000, 100))} \
    | {"uma": 1, "duas": 2, "quatorze": 14, "cento": 100} \
    | {strip_accents(_feminine(spelled(n))): n for n in range(200, 1000, 100)}
_WORD = "|".join(sorted(_WORD_VALUE, key=len, reverse=True))
_DIGIT_VAGAS = re.compile(r"(?<![\d.,/%])\b(\d{1,3})(\s+vagas?\b)")
# the whole number ("cinquenta e duas vagas"), never its last word alone
_WORD_VAGAS = re.compile(rf"\b((?:{_WORD})(?:\s+e\s+(?:{_WORD}))*)(\s+vagas?\b)", re.IGNORECASE)


def swap_number(text: str) -> str | None:
    """The first count of vagas in digits written in words, or in words written in digits; None when there is none."""
    if m := _DIGIT_VAGAS.search(text):
        n = int(m.group(1))
        if 0 < n < 1000:
            return text[:m.start(1)] + _feminine(spelled(n)) + text[m.end(1):]
    if m := _WORD_VAGAS.search(text):
        words = re.split(r"\s+e\s+", strip_accents(m.group(1).lower()))
        return text[:m.start(1)] + str(sum(_WORD_VALUE[w] for w in words)) + text[m.end(1):]
    return None


PERTURBATIONS: dict[str, Callable[[str, int], str | None]] = {
    "accents": lambda t, i: strip_accents(t),
    "lower": lambda t, i: lower_unpunctuated(t),
    "caps": lambda t, i: upper(t),
    "greeting": greeted,
    "chat": abbreviated,
    "number": lambda t, i: swap_number(t),
}

# ---------------------------------------------------------------- comparison


def signature(ans: Any) -> dict[str, Any]:
    from assistant.routing_eval import _intent_of, find_expected

    calc = ans.calculation or {}
    figures = {k: find_expected(calc, k) for k in FIGURES}
    figures["cargos_reserved"] = find_expected(calc, "cargos_reserved")
    return {"route": ans.route, "intent": _intent_of(ans), "figures": {k: v for k, v in figures.items() if v is not None}}


def sample(max_rows: int) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for name in SOURCES:
        for line in (EVAL / name).read_text(encoding="utf-8").splitlines():
            if line.strip() and "question" in (row := json.loads(line)):
                rows.append(row | {"source": name})
    step = max(1, len(rows) // max_rows)
    return rows[::step][:max_rows]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max", type=int, default=450, help="rows in the fixed sample (every k-th row)")
    ap.add_argument("--only", default="", help="comma-separated perturbations (default: all)")
    ap.add_argument("--out", type=Path, help="write the summary and the changed rows here too")
    args = ap.parse_args(argv)

    from assistant.core import get_assistant

    assistant = get_assistant()
    names = [n for n in PERTURBATIONS if not args.only or n in args.only.split(",")]
    counts = {n: {"applied": 0, "route": 0, "intent": 0, "figures": 0} for n in names}
    changed: list[str] = []
    started = time.time()
    rows = sample(args.max)
    for i, row in enumerate(rows):
        q = row["question"]
        base = signature(assistant.ask(q))
        for name in names:
            variant = PERTURBATIONS[name](q, i)
            if variant is None or variant == q:
                continue
            got = signature(assistant.ask(variant))
            c = counts[name]
            c["applied"] += 1
            diffs = [k for k in ("route", "intent", "figures") if got[k] != base[k]]
            for k in diffs:
                c[k] += 1
            if diffs:
                changed.append(f"[{name}] {row.get('id', '?')} ({'/'.join(diffs)}): {q!r}\n    -> {variant!r}\n"
                               f"    {base['route']}/{base['intent']} {base['figures']} -> "
                               f"{got['route']}/{got['intent']} {got['figures']}")
    head = f"{'perturbation':<12}{'applied':>9}{'route':>8}{'intent':>8}{'figures':>9}"
    table = [head] + [f"{n:<12}{c['applied']:>9}{c['route']:>8}{c['intent']:>8}{c['figures']:>9}"
                      for n, c in counts.items()]
    total = {k: sum(c[k] for c in counts.values()) for k in ("applied", "route", "intent", "figures")}
    table.append(f"{'total':<12}{total['applied']:>9}{total['route']:>8}{total['intent']:>8}{total['figures']:>9}")
    summary = (f"rows: {len(rows)}  time: {time.time() - started:.0f}s\n" + "\n".join(table)
               + f"\n\nchanged rows: {len(changed)}\n" + "\n".join(changed))
    print(summary)
    if args.out:
        args.out.write_text(summary + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
