"""Round 48 (lo48c): a place supposed in a position thread where both of the person's places were told.

"fiquei 13º na geral e 4º na lista de cotas, 20 vagas" then "e se eu fosse o 2º?": no list is named, and read as the
general place the carried reserve place (4º) would stand behind it, which no ranking allows (the reserve list holds the
optants of the general one in its order, so one's place in it is never behind one's general place). Which list is asked,
both named, never a validation error. A general place named behind which the carried reserve place cannot stand ("e se
eu fosse o 2º na geral?") drops that reserve place, and the answer says so.
"""
from __future__ import annotations

import re
from typing import Any

from .extraction import Extraction

# The reserve place the answer set aside (its number), kept in the plan's params for the note (`core`).
RESERVE_PLACE_DROPPED = "reserve_place_dropped"

_GENERAL_NAMED = re.compile(r"\b(?:geral|ampla|classificacao geral)\b")
_RESERVE_NAMED = re.compile(r"\b(?:cotas?|reserva|reservad[ao]s?|cotistas?|optantes?|negros|ppp|ppi)\b")


def _behind(prev: dict[str, Any], merged: dict[str, Any], cur: dict[str, Any]) -> int | None:
    """The new general place when the thread's reserve place, carried, would stand behind it; else None."""
    if prev.get("intent") != "position" or "reserve_rank" in cur or not isinstance(prev.get("reserve_rank"), int):
        return None
    general = merged.get("general_rank")
    if not isinstance(general, int) or general == prev.get("general_rank") or merged.get("reserve_rank") != prev["reserve_rank"]:
        return None
    return general if general < prev["reserve_rank"] else None


def list_unclear(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any], merged: dict[str, Any]) -> int | None:
    """The place supposed with no list named ("e se eu fosse o 2º?") after both places were told, when the general
    reading is impossible (see the module): that place, whose list is to be asked; else None."""
    if not isinstance(prev.get("general_rank"), int) or ex.general_rank is not None or ex.reserve_rank is not None \
            or _GENERAL_NAMED.search(ex.text) or _RESERVE_NAMED.search(ex.text):
        return None
    return _behind(prev, merged, cur)


def which_list(place: int, prev: dict[str, Any]) -> str:
    """The question for the list of `place`, both lists named with the places told in them."""
    return (f"O {place}º em qual lista: na geral (em que você estava em {prev['general_rank']}º) ou na de cotas (em que "
            f"estava em {prev['reserve_rank']}º)? Responda, por exemplo, “na de cotas” ou “na geral”.")


def reserve_place_dropped(cur: dict[str, Any], prev: dict[str, Any], merged: dict[str, Any]) -> int | None:
    """The carried reserve place that cannot stand behind the general place now named ("2º na geral" after "4º na lista
    de cotas"): dropped from `merged`, its number returned; else None."""
    if _behind(prev, merged, cur) is None:
        return None
    return int(merged.pop("reserve_rank"))


def dropped_note(place: int) -> str:
    return (f"Deixei de lado a posição na lista de cotas ({place}º) da pergunta anterior: ela não pode ficar atrás da "
            "posição na lista geral, porque a lista de cotas segue a ordem da classificação geral. Se você também tem "
            "uma posição na lista de cotas nesse caso, diga qual e eu refaço o cálculo.")
