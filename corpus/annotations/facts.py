"""The checkable facts of a plain-language summary: numbers, dates, article and paragraph references.

A `resumo` may only repeat facts of its dispositivo and parent chain; comparing fact sets (after
normalising "30%"/"trinta por cento", "art. 5º"/"artigo 5", "Lei nº 12.990"/"Lei 12990") catches
a summary that adds a number, a date or a reference the law text does not have.
"""
from __future__ import annotations

import re

from vocabulary import fold

# Cardinal words a summary might use instead of digits ("um"/"uma" are articles far more often).
_NUMBER_WORDS = {
    "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7, "oito": 8,
    "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13, "quinze": 15, "vinte": 20,
    "trinta": 30, "quarenta": 40, "cinquenta": 50, "cem": 100,
}
_MONTHS = ("janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro")

_ARTICLE = re.compile(r"\bart(?:igo)?s?\.?\s*(\d+)\s*[ºo°]?")
_PARAGRAPH = re.compile(r"(?:§|\bparagrafo)\s*(\d+)\s*[ºo°]?")
_NUMBER = re.compile(r"\d+(?:\.\d{3})*(?:,\d+)?")


def _number(token: str) -> str:
    value = token.replace(".", "").replace(",", ".")
    return value.rstrip("0").rstrip(".") if "." in value else str(int(value))


def facts(text: str) -> set[str]:
    """`art:5`, `par:2`, `num:30`, `num:0.5`, `num:12990`, `mes:junho` found in `text`."""
    t = fold(text)
    out: set[str] = set()
    for kind, pattern in (("art", _ARTICLE), ("par", _PARAGRAPH)):
        out |= {f"{kind}:{int(m.group(1))}" for m in pattern.finditer(t)}
        t = pattern.sub(" ", t)
    out |= {f"num:{_number(m.group())}" for m in _NUMBER.finditer(t)}
    for word in re.findall(r"[a-z]+", t):
        if word in _NUMBER_WORDS:
            out.add(f"num:{_NUMBER_WORDS[word]}")
        elif word in _MONTHS:
            out.add(f"mes:{word}")
    return out


def unsupported_facts(resumo: str, context: list[str]) -> set[str]:
    """Facts of `resumo` that none of the `context` texts states."""
    allowed: set[str] = set()
    for text in context:
        allowed |= facts(text)
    return facts(resumo) - allowed
