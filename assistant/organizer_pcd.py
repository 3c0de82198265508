"""Round 47 (f62b): the PcD reserve beside the racial reserve a body plans for its own concurso.

"Nosso próximo concurso terá 50 vagas: quantas devemos reservar para a cota racial?": the organizer sets both reserves
in one edital, so the racial count stays the answer and one short note says the PcD reserve of Decreto nº 9.508/2018
applies too, with no figure (round 48: unasked figures are not shown; "e pra pcd?" computes it). An empresa pública or
sociedade de economia mista follows the percentages of art. 93 of Lei nº 8.213/1991 instead (art. 1º, § 2º): named,
with no figure. A candidate's question ("meu concurso tem 50 vagas, quantas de cota?") gets no note.
"""
from __future__ import annotations

import re
from typing import Any

from calculator.pcd import ESTATAL_REASON, is_estatal
from vocabulary import LABEL, PCD_DECREE

# the body's own planning: "devemos/precisamos/vamos reservar", "nosso (próximo) concurso", "vamos abrir/publicar o edital"
ORGANIZER_PLANS = re.compile(
    r"\b(?:devemos|precisamos|temos que|temos de|teremos que|vamos|iremos|pretendemos|a gente (?:deve|precisa|vai))"
    r" (?:\w+ )?reservar\b"
    r"|\bnoss[oa]s? (?:(?:proxim|futur|nov)[oa] )?(?:concurso|edital|certame|selecao|pss|processo seletivo)\b"
    r"|\b(?:vamos|iremos|pretendemos|planejamos|a gente vai) (?:\w+ )?(?:abrir|publicar|lancar|realizar) "
    r"(?:(?:o|um|uma|nosso|nossa|novo|nova) ){0,2}(?:edital|concurso|certame|pss|processo seletivo|selecao)\b")
_OUTSIDE = ("estadual", "municipal")


def pcd_minimum_note(text: str, params: dict[str, Any]) -> str | None:
    """The note for an organizer's racial reserve with no PcD figure told (`text` folded), else None."""
    if not ORGANIZER_PLANS.search(text) or params.get("pcd") is not None or params.get("pcd_percentage") \
            or "pcd" in (params.get("groups") or []) or params.get("entity") in _OUTSIDE:
        return None
    if is_estatal(params.get("entity")):  # art. 1º, § 2º: the calculator's rule and wording
        return f"Vagas para pessoas com deficiência: {ESTATAL_REASON}."
    # Round 48 (lo48a): a pointer, no figure: the organizer asked the racial count, and unasked figures are not shown
    return (f"Vagas para pessoas com deficiência: a reserva PcD ({LABEL[PCD_DECREE]}, art. 1º) também se aplica, à "
            "parte da reserva racial; pergunte \"e pra pcd?\" para calcular.")
