"""Round 51 (lo51b): the PcD reserve's ceiling asked of the decree.

"qual artigo do decreto 9508 fala dos 20%?", "onde o decreto fala do limite de 20%?", "qual artigo do 9.508 diz o
máximo de pcd?": Decreto nº 9.508/2018 sets no ceiling and no 20% (its art. 1º, § 1º is a floor, "no mínimo, cinco por
cento"); the "até 20%" is Lei nº 8.112/1990, art. 5º, § 2º, whose text is outside this base. Quoting any paragraph of
the decree as if it said 20% is a wrong citation, so the answer says where the ceiling comes from and cites only the
decree's floor, as context.
"""
from __future__ import annotations

import re

from vocabulary import PCD_DECREE, URN_BASE

from .extraction import Extraction
from .intents.common import PCD_CAP_RATE, PCD_RATE
from .law_cues import COUNT_ASKED

# The PcD reserve or its decree named ("pcd", "deficiência", "9.508", "o decreto" unnumbered: of our decrees only
# 9.508 is about PcD; "decreto 12.536" or "o decreto que regulamenta" is the racial regulation).
_PCD_OR_DECREE = re.compile(r"\b(?:pcds?|deficien\w*|9\.?508)\b"
                            r"|\bdecreto\b(?! ?(?:n[ºo°.]*\s*)?\d)(?! (?:que |de |da )?regulament)")
# A ceiling ("limite", "teto", "máximo"), not an age or an enrolment deadline; or, of the decree named, the 20% itself
# of the reserve: of its vagas, share or list ("limite de 20%", "teto da cota pcd", "máximo de pcd"), never of
# something else ("limite para o tempo adicional")
_RESERVE = r"(?:vagas?|reserv\w*|cotas?|percentua\w*|porcentage\w*|pcds?|deficien\w*|\d+ ?%|vinte por cento)"
_CEILING = re.compile(rf"\b(?:limites?|teto|maxim[oa]s?)\b(?! (?:\w+ )?(?:idade|inscric\w*|tempo|prazo|prova)\b)"
                      rf"(?:\s+\w+){{0,3}}?\s+{_RESERVE}"
                      rf"|{_RESERVE}(?:\s+\w+){{0,4}}?\s+(?:limites?|teto|maxim[oa]s?)\b")
_DECREE = re.compile(r"\b9\.?508\b|\bdecreto\b")
_TWENTY = re.compile(r"(?<![\d,.])(?:20 ?%|20 por cento|vinte por cento)")
# A share supposed or applied ("e se aplicarmos 20% para PcD?"): a figure to compute with, not the rule asked
_SUPPOSED = re.compile(r"\be se\b|^(?:mas )?se\b|\b(?:aplic|us)(?:ar|armos|asse|assemos|amos|ando)\b")
# The racial reserve in the question (its own 20%: Lei 12.990), or a threshold of vagas ("limite pra ter cota")
_NOT_PCD_CEILING = re.compile(r"\b(?:negr\w*|pret[oa]s?|pard[oa]s?|indigen\w*|quilombol\w*|racia\w*|15\.?142|12\.?990)\b"
                              r"|\b(?:pra|para|p/) (?:ter|haver|existir|valer|aplicar)\b|\b30 ?%")


def pcd_ceiling_asked(ex: Extraction) -> bool:
    """Whether the ceiling of the PcD reserve (or the decree's "20%") is asked, with no count of one's own."""
    t = ex.text
    ceiling = bool(_CEILING.search(t)) or bool(_TWENTY.search(t) and _DECREE.search(t))
    # (a count asked, "e no máximo quantas pcd?", is the calculator's)
    return ceiling and bool(_PCD_OR_DECREE.search(t)) and not _NOT_PCD_CEILING.search(t) and not _SUPPOSED.search(t) \
        and not COUNT_ASKED.search(t) and ex.vacancies is None and not ex.cargos and set(ex.numbers) <= {20}


FLOOR_URN = f"{URN_BASE[PCD_DECREE]}!art1_par1"


def headline() -> str:
    """The decree sets a floor, not the ceiling; the ceiling's source named, its text outside the base."""
    return (f"O **Decreto nº 9.508/2018** não fixa limite máximo nem o percentual de {PCD_CAP_RATE}: o que ele fixa é um "
            f"mínimo, reservando às pessoas com deficiência **no mínimo {PCD_RATE}** das vagas (art. 1º, § 1º). O limite "
            f"de até {PCD_CAP_RATE} das vagas para pessoas com deficiência vem da Lei nº 8.112/1990, art. 5º, § 2º, cujo "
            "texto está fora desta base (confira-o na fonte oficial).")
