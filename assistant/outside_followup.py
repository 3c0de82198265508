"""Another selection art. 1º does not reach, named in a short follow-up to such a "Não" (Round 54, lo54b).

After "**Não**: a reserva não se aplica a seleção interna de servidores…" (`calculator.eligibility.OUTSIDE_LABEL`), the
person often names the next movement of a servidor's career or post: "e remoção?", "e redistribuição?", "e pra
promoção?", "e na progressão funcional tem cota?", "e cargo em comissão?". None is a concurso público for a cargo
efetivo or emprego público nor a processo seletivo simplificado (Lei nº 15.142/2025, art. 1º, I and II), so each gets
the same plain verdict of that kind, the person's group carried, never a refusal nor the career rule (art. 9º, § 2º)
with no verdict. A career event asked on its own, with no such "Não" before it ("a cota vale pra promoção?"), stays the
law's text (`reach.career_event_asked`); the order of classification asked in the career ("e na promoção, a ordem de
classificação conta?") is art. 9º, § 2º's, not this.
"""
from __future__ import annotations

import re
from typing import Any

from calculator.eligibility import OUTSIDE_LABEL

from .extraction import Extraction
from .reach import INTERNSHIP  # (Round 55, lo55a: an internship, Lei 11.788's: no cargo nor emprego)

OUTSIDE_KINDS = frozenset(OUTSIDE_LABEL)
# A career event (a servidor moving up inside the career he entered): an internal selection, art. 1º's "interno".
CAREER_EVENT = re.compile(r"\b(?:promoc(?:ao|oes)|progress(?:ao|oes)|ascensao|acesso interno)\b")
# A post filled by free appointment (cargo em comissão, função de confiança or gratificada): no selection at all.
APPOINTMENT = re.compile(r"\bcargos? (?:em|de) comissao\b|\bcomissionad[oa]s?\b"
                          r"|\bfunc(?:ao|oes) (?:de confianca|gratificadas?)\b|\b(?:cce|fce)\b")
# What the career rule of the law answers instead (the classification kept in the career, art. 9º, § 2º).
CAREER_RULE = re.compile(r"\bclassificac\w*|\bordem\b|\bantiguidade\b|\bmerecimento\b|\bdesempat\w*|\bcriterios?\b")
_MAX_WORDS = 10


def kind_named(ex: Extraction, prev: dict[str, Any]) -> str | None:
    """The kind of selection outside art. 1º a short follow-up to a person's eligibility names (`prev`: the earlier
    answer's context), else None. A kind the message names outright ("e remoção?", "e concurso interno?") follows any
    eligibility; a career event or a post of free appointment only one answered for such a kind."""
    if prev.get("intent") != "eligibility" or not prev.get("groups"):
        return None
    t = ex.text
    if len(t.split()) > _MAX_WORDS or ex.numbers or ex.reference or CAREER_RULE.search(t):
        return None
    if ex.process in OUTSIDE_KINDS:
        return ex.process
    if ex.process or prev.get("process") not in OUTSIDE_KINDS:
        # (a concurso or a PSS named is that selection's own verdict; "e na progressão?" after a concurso's "Sim" asks
        # what the classification does in the career, art. 9º, § 2º)
        return None
    if APPOINTMENT.search(t):
        return "comissao"
    if INTERNSHIP.search(t):
        return "estagio"
    return "interno" if CAREER_EVENT.search(t) else None
