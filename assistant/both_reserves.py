"""Round 44 (44a): the PcD list asked beside the racial reserve by "each" of the two reserves the thread named.

"sou pcd e preta, posso concorrer nas duas reservas?" then "o concurso tem 30 vagas, quantas tem em cada uma?": "cada
uma" is each of the two reserves the law answer just spoke of, so the count shows the PcD vagas (Decreto nº 9.508/2018,
its minimum) beside the racial ones. The message itself names no PcD word, so the extraction alone cannot see it.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from .extraction import fold
from .models import Answer, Turn
from .rules import PCD_WORDS

# "quantas em cada uma?", "quanto dá de cada?", "pra cada reserva", "nas duas cotas", "ambas as listas"
EACH_RESERVE = re.compile(
    r"\bcada (?:uma|um|reserva|cota|lista)\b|\bde cada\b(?! (?:cargo|grupo|edital|concurso|orgao)\b)"
    r"|\b(?:as|nas|das|pras|para as|entre as) (?:duas|2) (?:reservas|cotas|listas)\b"
    r"|\bambas(?: as)? (?:reservas|cotas|listas)\b"
)
# The thread's cue: the PcD reserve named, or the two reserves themselves ("nas duas cotas", "ambas as reservas": the
# racial one and the PcD one; "as duas listas" may be the ampla and the reserve, so it is no cue here)
PCD_NAMED = re.compile(PCD_WORDS.pattern + r"|\bpericia medica\b|\b(?:duas|2|ambas(?: as)?) (?:reservas|cotas)\b")
# Round 48 (f63a): the two reserves named together as what an order is asked with ("a ordem com as duas reservas",
# "considerando ambas as listas"): right after a PcD count, the racial list and that PcD one.
TWO_RESERVES = re.compile(r"\b(?:duas|2|ambas(?: as)?) (?:reservas|cotas|listas)\b")
# How many earlier user turns may have named the PcD reserve (a law answer and its follow-up fragment).
LOOK_BACK = 3


def _user_turns_back(history: Iterable[Any]) -> list[str]:
    """The earlier user questions, latest first, up to and including the latest one a calculation answered (what
    came before that calculation is its own case)."""
    turns = [Turn.model_validate(t) if isinstance(t, dict) else t for t in history]
    asked: list[str] = []
    answered_calc = False
    for turn in reversed(turns):
        if isinstance(turn, Answer):
            answered_calc = answered_calc or turn.route == "calculator"
            continue
        if turn.role == "assistant":
            answered_calc = turn.answer is not None and turn.answer.route == "calculator"
            continue
        asked.append(turn.content)
        if answered_calc or len(asked) >= LOOK_BACK:
            break
    return asked


def pcd_beside_racial(question: str, history: Iterable[Any], params: dict[str, Any]) -> bool:
    """A reserve count asked of "each" reserve (`EACH_RESERVE`) in a thread whose recent turns named the PcD reserve,
    with no PcD figure or group of its own: the PcD list is part of what is asked."""
    if "pcd" in (params.get("groups") or []) or params.get("pcd") is not None or params.get("pcd_percentage"):
        return False
    if not EACH_RESERVE.search(fold(question)):
        return False
    return any(PCD_NAMED.search(fold(q)) for q in _user_turns_back(history))
