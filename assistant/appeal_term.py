"""The appeal's term against the confirmation of the self-declaration, asked (Round 53, lo53c).

"qual o prazo pra recurso da heteroidentificação?", "ela pode recorrer? até quando?" after the board's verdict: neither
law sets that term. Lei nº 15.142/2025 leaves the confirmation procedure to the edital, in the terms of the regulation
(art. 3º, caput); Lei nº 12.990/2014, for an edital it still governs, only requires an administrative procedure with
contraditório and ampla defesa before eliminating for a false declaration (art. 2º, parágrafo único). The answer says
so plainly and cites that dispositivo, instead of quoting art. 3º as if it answered the term. Whether the regulation's
summary says anything of an appeal is read from the registry (`corpus.regulation`), never assumed.

(How long the board or its appeal takes, "quantos dias…", is routed by `rules.board_term_asked`; the law question asked
before the term, "a banca pode me eliminar e até quando recorro?", keeps its own answer, `rules.board_law_beside_term`.)
"""
from __future__ import annotations

import re
from typing import Any

from vocabulary import LABEL, NEW_LAW, OLD_LAW, URN_BASE, fold

from .extraction import Extraction
from .intents.common import IN_FORCE_FROM
from .models import RegulationNote
from .norm_term import TERM_ASKED
from .regulation import notes_for
from .rules import EXAM_BOARD, board_law_beside_term, filing_term_asked

_APPEAL = re.compile(r"\brecursos?\b|\brecorr\w*|\bcontestar\b|\bimpugn\w*")
# The confirmation of the self-declaration named (the board, its verdict, the declaration itself).
_CONFIRMATION = re.compile(r"\bheteroidentif\w*|\bautodeclarac\w*|\bcomis{1,2}ao\b|\bcomite\b|\bbanca\b"
                           r"|\bconfirmacao\b|\bindeferi\w*")
# A thread on the confirmation: its last law answer quoted the procedure (new art. 3º) or the false declaration (old
# art. 2º, parágrafo único).
_CONFIRMATION_URNS = (f"{URN_BASE[NEW_LAW]}!art3", f"{URN_BASE[NEW_LAW]}!art4", f"{URN_BASE[OLD_LAW]}!art2")

NEW_RULE_URN = f"{URN_BASE[NEW_LAW]}!art3_cpt"
OLD_RULE_URN = f"{URN_BASE[OLD_LAW]}!art2_par1u"


def appeal_term_asked(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Whether the message asks the term of an appeal against the confirmation of the self-declaration, named in the
    message or the subject of the thread's last law answer. An exam's appeal ("prazo de recurso da prova") is not it."""
    t = ex.text
    # (Round 54, lo54b: the time left to file, "quanto tempo tenho pra recorrer?", is this term too: `filing_term_asked`)
    if not ((TERM_ASKED.search(t) or filing_term_asked(t)) and _APPEAL.search(t)) or EXAM_BOARD.search(t) \
            or board_law_beside_term(t):
        return False
    if _CONFIRMATION.search(t):
        return True
    earlier = [str(u) for u in prev.get("cited") or []]
    return prev.get("route") == "retrieval" and (any(u.startswith(_CONFIRMATION_URNS) for u in earlier)
                                                 or bool(_CONFIRMATION.search(fold(str(prev.get("query") or "")))))


def regulation_on_appeal() -> list[RegulationNote]:
    """The regulation's summarised facts on the confirmation procedure (art. 3º) that speak of an appeal (none, in
    this registry, today)."""
    return [n for n in notes_for([f"{URN_BASE[NEW_LAW]}!art3"]) if _APPEAL.search(fold(n.text))]


def headline(law: str, said: list[RegulationNote]) -> str:
    """The answer for the edital's law `law`; `said`: the regulation's facts on an appeal, shown beside it."""
    regulation = ("a regulamentação traz o que está resumido abaixo" if said else
                  "o resumo do Decreto nº 12.536/2025 que temos aqui não trata de prazo de recurso")
    if law == OLD_LAW:
        return (f"A **{LABEL[OLD_LAW]}**, que rege esse edital (publicado antes de {IN_FORCE_FROM}; art. 11 da "
                f"{LABEL[NEW_LAW]}), não fixa prazo de recurso: ela só exige que a eliminação por declaração falsa "
                "venha de um procedimento administrativo com contraditório e ampla defesa (art. 2º, parágrafo único). "
                "O prazo para recorrer é o que o edital fixa: confira o cronograma e as regras de recurso dele.")
    return (f"A **{LABEL[NEW_LAW]}** não fixa prazo para recorrer do resultado da heteroidentificação (o procedimento "
            "de confirmação da autodeclaração): ela manda o edital estabelecer esse procedimento, nos termos do "
            f"regulamento (art. 3º, caput), e {regulation}. O prazo para recorrer é o que o edital fixa: confira o "
            "cronograma e as regras de recurso dele.")
