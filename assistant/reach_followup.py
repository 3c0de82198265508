"""A short follow-up to a law answer on the reserve's reach, naming what that reach leaves out (Round 55, lo55a).

After a law answer quoting art. 1º ("a cota vale pra concurso de professor de universidade federal?": Lei nº
15.142/2025, art. 1º, I), the person asks the same reach of something else in a few words: "e remoção?", "e pra
promoção?", "e cargo em comissão?", "e estágio tem cota?" (a selection art. 1º does not name: the law reserves vagas
only in the concursos públicos for cargos efetivos and empregos públicos, art. 1º, I, and in the PSS of Lei nº
8.745/1993, art. 1º, II), or "e amarelos?", "e mulher?" (a group the reserve is not for: art. 1º, caput; art. 2º
defines each group). Each is that law's "Não" with its reason (`calculator.eligibility` for a selection,
`non_beneficiary` for a group) before art. 1º's text, never a refusal nor the earlier answer again.

Only after a law answer on art. 1º (its lead citation): after another law answer ("e remoção?" after the career rule
of art. 9º, § 2º) the words ask that subject. A message asking more than the thing named (a figure, a date, a
dispositivo, the classification in the career) is not this; nor is a group the law reserves for ("e os indígenas?").
"""
from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any, Literal

from pydantic import BaseModel

import calculator
from calculator.eligibility import OUTSIDE_LABEL, EligibilityInput, Process
from calculator.regime import NEW_LAW_START
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE

from . import non_beneficiary
from .extraction import Extraction
from .outside_followup import APPOINTMENT, CAREER_EVENT, CAREER_RULE, INTERNSHIP

# The lead citations of a law answer on the reserve's reach: art. 1º (caput, I or II) of either law.
_REACH_URNS = frozenset(
    f"{URN_BASE[NEW_LAW]}!{part}" for part in ("art1", "art1_cpt", "art1_inc1", "art1_inc2")
) | frozenset(f"{URN_BASE[OLD_LAW]}!{part}" for part in ("art1", "art1_cpt"))
_MAX_WORDS = 10
# "e minha mulher?" is the asker's wife, a person of the thread, never women as a group
_SOMEONES = re.compile(r"\b(?:minha|sua|a minha|a sua|dele|del[ae]s?)\s+mulher\b|\bmulher (?:dele|del[ae]s?)\b")
# The law's words each answer is searched by: who the reserve is for (art. 1º, caput), where it applies (I and II); the
# old law says both in its art. 1º, caput.
_TOPIC = {
    (NEW_LAW, "group"): "reservado às pessoas pretas e pardas, indígenas e quilombolas o percentual das vagas oferecidas",
    (NEW_LAW, "selection"): ("reserva nos concursos públicos para provimento de cargos efetivos e empregos públicos e nos "
                             "processos seletivos simplificados"),
}
_OLD_TOPIC = ("ficam reservadas aos negros as vagas oferecidas nos concursos públicos para provimento de cargos "
              "efetivos e empregos públicos")


class ReachAsked(BaseModel):
    """What the follow-up names outside art. 1º: a kind of selection (`calculator.eligibility.OUTSIDE_LABEL` key) or a
    group the reserve is not for (`non_beneficiary` label, as the answer names it)."""

    kind: Literal["selection", "group"]
    process: Process | None = None
    group: str | None = None


def _after_law_answer(prev: dict[str, Any]) -> str | None:
    """The lead dispositivo of the thread's last law answer, when it is one of the two laws'; else None."""
    cited = prev.get("cited") or []
    lead = str(cited[0]) if prev.get("route") == "retrieval" and cited else ""
    return lead if lead.startswith((URN_BASE[NEW_LAW], URN_BASE[OLD_LAW])) else None


def selection_named(t: str) -> Process | None:
    """The kind of selection outside art. 1º the words name outright, else None."""
    if INTERNSHIP.search(t):
        return "estagio"
    if APPOINTMENT.search(t):
        return "comissao"
    if CAREER_EVENT.search(t):
        return "interno"
    return None


def reach_asked(ex: Extraction, prev: dict[str, Any]) -> ReachAsked | None:
    """The selection or group a short follow-up to a law answer asks the reserve of, else None. A selection named
    outright (remoção, cargo em comissão, estágio) follows any answer of the two laws but the career rule (art. 9º,
    whose follow-up asks the classification in that move); a career event or a group only one on art. 1º."""
    t = ex.text
    lead = _after_law_answer(prev)
    if lead is None or len(t.split()) > _MAX_WORDS or ex.numbers or ex.reference \
            or ex.date or ex.period or ex.cargos or CAREER_RULE.search(t):
        return None
    on_reach = lead in _REACH_URNS
    if ex.process in OUTSIDE_LABEL or ex.process is None and (INTERNSHIP.search(t) or APPOINTMENT.search(t)):
        if on_reach or "!art9" not in lead:
            return ReachAsked(kind="selection", process=ex.process or selection_named(t))
        return None
    if not on_reach or ex.process is not None:
        return None
    if CAREER_EVENT.search(t):
        return ReachAsked(kind="selection", process="interno")
    if not _SOMEONES.search(t) and (group := non_beneficiary.group_named(t)) is not None:
        return ReachAsked(kind="group", group=group)
    return None


def topic(asked: ReachAsked, law: str) -> str:
    """The words of art. 1º the answer is searched by, in `law`."""
    return _TOPIC[(NEW_LAW, asked.kind)] if law == NEW_LAW else _OLD_TOPIC


def lead_urn(asked: ReachAsked, law: str) -> str:
    """The dispositivo the "Não" rests on: art. 1º, I (and II) for a selection under the new law, art. 1º, caput for a
    group (whom the reserve is for) and for the old law (which says both there)."""
    return f"{URN_BASE[law]}!art1_inc1" if law == NEW_LAW and asked.kind == "selection" else f"{URN_BASE[law]}!art1_cpt"


def law_of(prev: dict[str, Any], named: str | None) -> str:
    """The law the answer speaks of: the one this message names, else the earlier answer's, else the law in force."""
    if named in (NEW_LAW, OLD_LAW):
        return named
    cited = prev.get("cited") or []
    return OLD_LAW if cited and str(cited[0]).startswith(URN_BASE[OLD_LAW]) else NEW_LAW


def opening(asked: ReachAsked, law: str, today: date) -> str:
    """The plain "Não" the answer opens with: a selection's reason from the calculator (art. 1º, I and II), a group's
    from `non_beneficiary` (art. 1º, caput; art. 2º)."""
    if asked.kind == "group" and asked.group:
        return non_beneficiary.opening(asked.group, law)
    # (the law of the thread's answer: its rule is that of an edital it governs, Lei 15.142 art. 11 and 14)
    edital = today if law == NEW_LAW else NEW_LAW_START - timedelta(days=1)
    result = calculator.eligibility(EligibilityInput(group="negra", entity="direta", process=asked.process, about="law",
                                                     edital_date=edital, today=today))
    reason = result.reasons[0] if not result.eligible and result.reasons else ""
    return f"**Não**: {reason[:1].lower()}{reason[1:]}" if reason else ""
