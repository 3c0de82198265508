"""Round 39 (39a): two concursos in one chat, each named by its body ("no do INSS são 40 vagas, edital de 2024", "e no
da Receita, que saiu mês passado, 12?", "voltando ao do INSS, qual a ordem?"): each named body keeps its own figures.

A calculation's context records the body it is about (`BODY_KEY`): the one its message named, or the thread's when
the message named none and continued it. A later message that names a body picks that body's latest calculation as the
thread it continues; one that names a body the chat has not computed yet starts from none of the other's figures.
"""
from __future__ import annotations

import re
from typing import Any

from vocabulary import fold

from .extraction.entities import extract_entity

BODY_KEY = "thread_body"
# One body under two names: the key is the longer one's.
_ALIASES = {"pf": "policia federal", "prf": "policia rodoviaria federal", "bacen": "banco central",
            "receita federal": "receita", "cef": "caixa", "ect": "correios"}
# A kind of body, not one body ("é fundação pública", "uma autarquia", "órgão federal"): no concurso of its own.
_GENERIC = re.compile(r"autarqui|fundac|empresa|economia mista|estata|ministerio|orgao|administracao|\badm\b|universidade"
                      r"|instituto|agencia|governo|poder executivo|estadua|municipa|prefeitura|\bestado\b|vereadores")
_PREPOSITION = re.compile(r"^(?:n|d|pel|pr)[ao]\s+")
# "e se fosse no ICMBio?", "o mesmo cálculo pro INSS": the earlier figures supposed of (or asked again for) that body.
_SUPPOSED = re.compile(r"\bmesm[oa]s?\b|\bigual\b")
# Round 50 (50b): a "se" supposes the body only when the body follows its verb ("e se fosse na Caixa?"); "voltando pra
# Caixa, e se o edital fosse de 2024?" names the body as the case and supposes its date.
_SUPPOSED_VERB = r"\bse\b[^,;.?!]*?\b(?:fosse|fossem|for|forem|era|seria|tivesse sido)\b[^,;.?!]{0,30}?"


def _supposed(text: str) -> bool:
    name = extract_entity(text)[1]
    return bool(_SUPPOSED.search(text) or name and re.search(_SUPPOSED_VERB + re.escape(name.strip()) + r"\b", text))


def body_named(question: str) -> str | None:
    """The body a message names, as a key (`_ALIASES`), or None (none named, or only a kind of body)."""
    name = extract_entity(fold(question))[1]
    if not name or _GENERIC.search(name):
        return None
    name = _PREPOSITION.sub("", name.strip())
    return _ALIASES.get(name, name)


def stripped(ctx: dict[str, Any]) -> dict[str, Any]:
    """A thread's context without its case's figures (the selection and the body): what a case named anew starts from."""
    from .context import SELECTION_KEYS  # context imports this module

    out = {k: v for k, v in ctx.items() if k not in SELECTION_KEYS and k != BODY_KEY}
    if isinstance(out.get("earlier"), dict):
        out["earlier"] = stripped(out["earlier"])
    return out


# A kind of selection named ("no concurso do X", "o PSS da Y", "processo seletivo", "temporário").
_KIND_NAMED = re.compile(r"\bconcurs|\bpss\b|\bprocessos? seletiv|\bselec(?:ao|oes)\b|\bcertames?\b|\btemporari")


def new_body_case(ctx: dict[str, Any], question: str) -> dict[str, Any]:
    """The case of a body not computed yet: none of the thread's figures, but the thread's kind of selection when the
    message names none ("e o da Fiocruz?" after the INSS's concurso: the concurso, its noun elided), carried."""
    out = stripped(ctx)
    if ctx.get("process") and not _KIND_NAMED.search(fold(question)):
        out["process"] = ctx["process"]  # Round 47 (f62c): taken from the earlier turn, so the answer names it
    return out


def body_context(question: str, calcs: list[dict[str, Any]], prev: dict[str, Any]) -> dict[str, Any] | None:
    """The context a message naming a body continues, when it is not `prev`: that body's latest calculation
    (`calcs`: the thread's calculations, oldest first), or `prev` without its selection's figures when the body is
    another than the thread's and no calculation of it is at hand (`new_body_case`). None when nothing changes."""
    body = body_named(question)
    if body is None or not calcs or _supposed(fold(question)):
        return None
    latest = calcs[-1].get(BODY_KEY)
    if latest is None or latest == body:
        return None
    for ctx in reversed(calcs):
        if ctx.get(BODY_KEY) == body:
            return ctx
    return new_body_case(prev, question)


def body_of_answer(question: str, prev: dict[str, Any] | None, carried: bool) -> str | None:
    """The body a calculation is about: the one its message names, else the thread's when it carried figures."""
    named = body_named(question)
    if named is not None or not prev or not carried:
        return named
    earlier = prev.get("earlier")
    found = prev.get(BODY_KEY) or (earlier.get(BODY_KEY) if isinstance(earlier, dict) else None)
    return str(found) if found else None
