"""The appeal's term against the confirmation of the self-declaration, asked (Round 53, lo53c).

"qual o prazo pra recurso da heteroidentificação?", "ela pode recorrer? até quando?" after the board's verdict: neither
law sets that term. Lei nº 15.142/2025 leaves the confirmation procedure to the edital, in the terms of the regulation
(art. 3º, caput); Lei nº 12.990/2014, for an edital it still governs, only requires an administrative procedure with
contraditório and ampla defesa before eliminating for a false declaration (art. 2º, parágrafo único). The answer says
so plainly and cites that dispositivo, instead of quoting art. 3º as if it answered the term. Whether the regulation's
summary says anything of an appeal is read from the registry (`corpus.regulation`), never assumed.

Round 55 (dr55b): the appeal itself asked, with no term ("reprovei na heteroidentificação, posso recorrer?", "indeferiram
minha autodeclaração, cabe recurso?"): the law does not set it either; the edital and the regulation do (the summary of
Decreto nº 12.536/2025 on the confirmation procedure is shown as a summary), and the answer keeps what the law does say
of a declaration not confirmed: one goes on in the ampla concorrência (art. 3º, § 2º) — `appeal_asked`, `appeal_headline`.

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
from .rules import EXAM_BOARD, PCD_WORDS, board_law_beside_term, filing_term_asked

_APPEAL = re.compile(r"\brecursos?\b|\brecorr\w*|\bcontestar\b|\bimpugn\w*")
# The confirmation of the self-declaration named (the board, its verdict, the declaration itself).
_CONFIRMATION = re.compile(r"\bheteroidentif\w*|\bautodeclarac\w*|\bcomis{1,2}ao\b|\bcomite\b|\bbanca\b"
                           r"|\bconfirmacao\b|\bindeferi\w*")
# A thread on the confirmation: its last law answer quoted the procedure (new art. 3º) or the false declaration (old
# art. 2º, parágrafo único).
_CONFIRMATION_URNS = (f"{URN_BASE[NEW_LAW]}!art3", f"{URN_BASE[NEW_LAW]}!art4", f"{URN_BASE[OLD_LAW]}!art2")

NEW_RULE_URN = f"{URN_BASE[NEW_LAW]}!art3_cpt"
NOT_CONFIRMED_URN = f"{URN_BASE[NEW_LAW]}!art3_par2"  # the declaration not confirmed: on in the ampla concorrência
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


def _on_confirmation(t: str, prev: dict[str, Any]) -> bool:
    """The confirmation of the self-declaration named in the message, or the subject of the thread's last law answer."""
    if _CONFIRMATION.search(t):
        return True
    earlier = [str(u) for u in prev.get("cited") or []]
    return prev.get("route") == "retrieval" and (any(u.startswith(_CONFIRMATION_URNS) for u in earlier)
                                                 or bool(_CONFIRMATION.search(fold(str(prev.get("query") or "")))))


def appeal_asked(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Whether the message asks whether one may appeal the confirmation's verdict ("cabe recurso?", "posso recorrer?"),
    its term not asked (`appeal_term_asked`). An exam's appeal or a PcD assessment is not it."""
    t = ex.text
    if not _APPEAL.search(t) or EXAM_BOARD.search(t) or PCD_WORDS.search(t) or board_law_beside_term(t) \
            or appeal_term_asked(ex, prev):
        return False
    return _on_confirmation(t, prev)


def appeal_headline(law: str, said: list[RegulationNote]) -> str:
    """Whether one may appeal the confirmation's verdict, for the edital's law `law`: the law does not set the appeal,
    the edital and the regulation do; what the law says of a declaration not confirmed is kept."""
    if law == OLD_LAW:
        return (f"A **{LABEL[OLD_LAW]}**, que rege esse edital (publicado antes de {IN_FORCE_FROM}; art. 11 da "
                f"{LABEL[NEW_LAW]}), não regula o recurso: ela só exige que a eliminação por declaração falsa venha de "
                "um procedimento administrativo com contraditório e ampla defesa (art. 2º, parágrafo único). Como e até "
                "quando recorrer é o que o edital fixa: confira as regras de recurso dele.")
    regulation = ("o resumo dele abaixo menciona o recurso" if said else
                  "o resumo dele que temos aqui, abaixo, descreve o procedimento de confirmação, não o recurso")
    return (f"A **{LABEL[NEW_LAW]}** não trata de recurso contra o resultado da heteroidentificação (o procedimento de "
            "confirmação da autodeclaração): ela manda o edital estabelecer esse procedimento, nos termos do "
            "regulamento (art. 3º, caput). Se cabe recurso, como e em que prazo é o que o edital e o regulamento, o "
            f"Decreto nº 12.536/2025, definem ({regulation}): confira as regras de recurso do edital. E, mesmo com a "
            "autodeclaração não confirmada, a pessoa pode seguir no concurso pela ampla concorrência, desde que tenha, "
            "em cada fase anterior, nota suficiente para as fases seguintes (art. 3º, § 2º).")


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
