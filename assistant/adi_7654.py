"""Round 54 (dr54c): ADI 7654 asked ("qual o status da ADI 7654 no STF?", "o que o supremo decidiu sobre a lei de
cotas antiga?").

The base holds no text of the STF's decision, only the sourced context the calculator's regime already states: Lei nº
12.990/2014 set a 10-year term (art. 6º), and the STF, in ADI 7654, kept it in force until the new law; Lei nº
15.142/2025 revoked it (art. 13), sparing the certames whose editais came before 04/06/2025 (art. 11). That is the
answer, said as the product's context, never a ruling's words, and never the thread's calculation repeated: the
question names a lawsuit, not an edital.
"""
from __future__ import annotations

import re

from calculator.regime import ADI_7654_FROM, RegimeInput, regime
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE

from .extraction import Extraction

# The lawsuit named ("ADI 7654", "ADI nº 7.654"), or the STF asked about the old law's term or fate.
_ADI = re.compile(r"\badi\s*(?:n[o.º°]*\s*)?7\.?654\b|\bacao direta de inconstitucionalidade\b[^?]{0,20}\b7\.?654\b")
_COURT = re.compile(r"\bstf\b|\bsupremo\b")
_OLD_LAW_FATE = re.compile(r"\b12\.?990\b|\blei (?:antiga|velha|anterior|de 2014)\b")
_RULED = re.compile(r"\b(?:decid\w*|decisao|julg\w*|prorrog\w*|manteve|mantev\w*|estend\w*|status|situacao|andamento)\b")

CITED = [f"{URN_BASE[OLD_LAW]}!art6_cpt", f"{URN_BASE[NEW_LAW]}!art11", f"{URN_BASE[NEW_LAW]}!art13"]

INTRO = ("Sobre a ADI 7654, tenho só o contexto registrado na minha base, não o texto da decisão do STF nem o andamento "
         "atual do processo (confira no portal do STF).")


def adi_asked(ex: Extraction) -> bool:
    """Whether the message asks about ADI 7654 (or the STF's decision on the old law's term), with no vagas of its own."""
    t = ex.text
    named = bool(_ADI.search(t)) or bool(_COURT.search(t) and _OLD_LAW_FATE.search(t) and _RULED.search(t))
    return named and ex.vacancies is None and not ex.cargos


def context() -> str:
    """The context the calculator's regime states for an edital of the ADI's period (its own steps, never retyped): the
    old law's term, the ADI keeping it in force, its revocation with the ressalva of art. 11."""
    steps = regime(RegimeInput(edital_date=ADI_7654_FROM, today=ADI_7654_FROM)).explanation
    return " ".join(s for s in steps if "ADI 7654" in s or "revogou" in s)


def headline() -> str:
    """The ADI asked: what the base holds of it, then its context (`context`)."""
    return f"{INTRO} {context()}"
