"""Round 54 (f69c): the asker's own selection pointed at after their eligibility in it.

"sou preto, concurso da Eletronuclear, edital de 03/11/2025, posso ir na cota?" then "lá são 19 vagas pro meu cargo,
quantas vão pra reserva?": the count is complete on its own (its vagas told), yet "meu cargo" / "lá" is the selection
just answered, so its edital date (Lei 15.142, art. 11: which law) and body go on, shown as carried; today's date is
never put in place of the edital's.
"""
from __future__ import annotations

import re
from typing import Any

# "meu cargo", "no nosso concurso", "pra minha vaga", "o meu edital"; "lá" / "lá na X" / "por lá": the place just named.
OWN_SELECTION = re.compile(r"\b(?:meu|minha|nosso|nossa)\s+(?:propri[oa]\s+)?(?:cargo|concurso|edital|certame|selecao"
                           r"|pss|processo seletivo|vaga|area)s?\b"
                           r"|(?<!-)\b(?:por\s+)?la\s+(?:n[oa]s?|sao|tem|serao|vao ser|abriram|abriu|ofereceram)\b")
# "meu concurso de agora", "o meu edital atual": one's selection set against the one answered, another one.
_CONTRASTED = re.compile(r"\b(?:cargo|concurso|edital|certame|selecao|pss|processo seletivo)s?\s+(?:de agora|atual|de hoje"
                         r"|dest[ea] ano|desse ano|do ano que vem)\b")
# The selection's own facts an eligibility answer keeps: any of them makes the earlier selection one to go on with.
_SELECTION_FACTS = ("edital_date", "period", "law_hint", "entity", "process")
_DATE_KEYS = ("edital_date", "period", "law_hint")


def own_selection_continued(text: str, cur: dict[str, Any], prev: dict[str, Any], fresh: bool) -> bool:
    """Whether a message (folded `text`, its own parameters `cur`) points at the selection of the eligibility just
    answered (`prev`). `fresh`: the message names another selection ("num concurso novo", "outro edital"), which
    starts from nothing. A date of its own, or another body or kind, makes it another selection too."""
    if fresh or prev.get("intent") != "eligibility" or not any(prev.get(k) for k in _SELECTION_FACTS):
        return False
    if any(k in cur for k in _DATE_KEYS):
        return False  # "meu concurso de agora", "meu edital é de 2024": the message dates its own selection
    if any(cur.get(k) not in (None, prev.get(k)) for k in ("entity", "process")):
        return False  # another body or kind of selection named: not the one answered
    return bool(OWN_SELECTION.search(text)) and not _CONTRASTED.search(text)
