"""A pending clarification yields to a new, self-contained question (round 51, lo51a).

After "O edital foi publicado antes ou depois de 04/06/2025?", only a short answer (a date, "antes", "em 2024", a
number) fills the slot asked; a full question of its own ("posso concorrer só na reserva de pessoas com deficiência?")
is planned alone, never read as that answer.
"""
from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING, Any

from .context import FOLLOWUP
from .extraction import Extraction, extract
from .extraction.envelope import bare_assent

if TYPE_CHECKING:
    from .router import Plan

# A word that points back at the case being completed ("nesse edital", "isso", "ele"): not self-contained.
_POINTS_BACK = re.compile(r"\b(?:n?ess[ea]s?|n?est[ea]s?|d?ess[ea]s?|d?est[ea]s?|naquel\w*|daquel\w*|aquel\w*|isso|isto"
                          r"|dele|dela|entao|mesm[oa]s?|ai)\b")
# A question by its form: asked of the law or a person's case, not a fragment.
_ASKS = re.compile(r"\b(?:qual|quais|quanto|quanta|quantos|quantas|onde|quem|como|o que|por que|porque|quando|posso"
                   r"|pode|podem|preciso|devo|tenho|tem|existe|existem|ha|e obrigatori\w*|vale|valem|da pra)\b")
_SLOT_KEYS = {"vacancies": ("vacancies",), "edital_date": ("edital_date", "period", "law_hint"),
              "rank": ("general_rank", "rank", "reserve_rank"), "pcd_rank": ("pcd_rank", "rank"),
              "cargos": ("cargos",), "groups": ("groups",)}


def _fills(ex: Extraction, pending: str) -> bool:
    """The message gives the slot asked, or any figure or date that could be it."""
    if ex.numbers or ex.date is not None or ex.period is not None or ex.law_hint is not None or ex.no_year is not None:
        return True
    said = {k for k in _SLOT_KEYS.get(pending, ()) if getattr(ex, k, None)}
    return bool(said)


def yielded_plan(question: str, prev: dict[str, Any] | None, today: date) -> Plan | None:
    """A pending clarification met by a new, self-contained question: its plan alone (the thread's pending case set
    aside), the one the caller answers with, so the check and the answer can never read it two ways; None when it
    does not yield. Short answers, anything with a date or figure, fragments ("e ...") and words pointing back never
    yield."""
    pending = (prev or {}).get("pending")
    if not isinstance(pending, str):
        return None
    ex = extract(question, today)
    text = ex.text
    if len(text.split()) < 5 or bare_assent(question) or FOLLOWUP.search(text) or _POINTS_BACK.search(text):
        return None
    if not ("?" in question or _ASKS.search(text)) or _fills(ex, pending):
        return None
    from .router import plan  # (the planner imports this module's callers: read alone, no thread)

    own = plan(question, None, today)
    return own if own.route in ("retrieval", "calculator") and own.clarify is None else None
