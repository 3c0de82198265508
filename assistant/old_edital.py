"""The new law asked of an edital it does not reach (Round 53, lo53c).

"fiz o concurso em 2021, a banca me eliminou na heteroidentificação; a lei nova me ajuda?": the edital is dated before
04/06/2025 (in the message or in the thread), so Lei nº 15.142/2025 does not reach that certame (its art. 11) and
Lei nº 12.990/2014 answers for it. The new law named in the question is what is asked of it, never the law that
governs that edital; the answer says so before the old law's rule.
"""
from __future__ import annotations

from typing import Any

from vocabulary import LABEL, NEW_LAW, OLD_LAW, URN_BASE, laws_named

from .context import edital_law_of
from .extraction import Extraction
from .intents.common import IN_FORCE_FROM
from .law_cues import BOARD_VERDICT_TOPIC

# The new law's own rule on its reach in time, cited beside the old law's answer.
NEW_LAW_REACH_URN = f"{URN_BASE[NEW_LAW]}!art11"

NOT_REACHED = (f"A **{LABEL[NEW_LAW]}** não alcança esse certame: o edital foi publicado antes de {IN_FORCE_FROM}, e "
               f"certames assim continuam regidos pela **{LABEL[OLD_LAW]}** (art. 11 da lei nova).")


def new_law_asked_of_old_edital(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Whether the message asks the new law (named: "a lei nova", "a 15.142") of one edital dated before it, in the
    message or the thread. The old law named as well ("a 12.990 ou a 15.142?") is a comparison, not this."""
    named = {n for n in laws_named(ex.text) if n in (NEW_LAW, OLD_LAW)}
    if OLD_LAW in named or ex.law_hint == "old" or not (ex.law_hint == "new" or named == {NEW_LAW}):
        return False
    return edital_law_of(ex, prev) == OLD_LAW


# A subject the router words in the new law's text, in the old law's own words: the board not confirming the
# self-declaration is, under Lei nº 12.990/2014, its rule on the false declaration (art. 2º, parágrafo único: eliminated
# from the concurso); the new law's "prosseguir pela ampla concorrência" would find the old art. 3º, § 3º (vagas left
# over go to the ampla), which is about the vagas, not the candidate.
_OLD_LAW_WORDS = {BOARD_VERDICT_TOPIC: "autodeclaração, constatação de declaração falsa, eliminado do concurso"}


def in_old_law_words(query: str) -> str:
    """`query` (searched in Lei nº 12.990/2014 for an edital it governs) with the new law's wording of its subject
    replaced by the old law's."""
    for new, old in _OLD_LAW_WORDS.items():
        query = query.replace(new, old)
    return query
