"""Round 54 (dr54c): the part of a rule the question's circumstance names leads the law answer.

The search finds a rule's parts close together, and the nearest by words may be the neighbour of the part that answers:
- fraud or bad faith in the self-declaration found **after** the nomination (posse, admission, already a servant) is
  Lei 15.142, art. 4º, § 1º, II (the admission annulled); found while the certame runs, or before the nomination, it is
  § 1º, I (eliminated from the certame). Said with no moment, the search's order stands;
- what happens to one the confirmation board rejects ("e se ela for reprovada na banca?", "se a comissão indeferir?")
  is art. 3º, § 2º (goes on in the ampla concorrência if the score allows), ahead of the procedure's own text
  (art. 3º, caput, I...), which then follows as related.
Only when the hits are of that artigo of Lei nº 15.142/2025: the old law says both in one paragraph (Lei 12.990, art.
2º, parágrafo único), and a question on another subject keeps its own first hit.
"""
from __future__ import annotations

import re
from typing import Any

from vocabulary import NEW_LAW, URN_BASE

from .law_cues import board_verdict_asked

_NEW = URN_BASE[NEW_LAW]
ELIMINATED_URN = f"{_NEW}!art4_par1_inc1"  # fraud found while the certame runs: eliminated
ANNULLED_URN = f"{_NEW}!art4_par1_inc2"  # fraud found after the nomination: the admission annulled
REJECTED_URN = f"{_NEW}!art3_par2"  # self-declaration not confirmed: goes on in the ampla if the score allows

# Fraud or a false self-declaration named (folded text).
_FRAUD = re.compile(r"\bfraud\w*|\bma-?fe\b|\bmenti\w*|\bfals[oa]s?\b|\bfalsidade\b|\bfalsific\w*|\bafroconveniencia\b")
# The nomination (or what follows it) already happened.
_STAGE = (r"(?:nomead[oa]s?|nomeac\w*|empossad[oa]s?|posse|admitid[oa]s?|admissao|contratad[oa]s?|em exercicio"
          r"|servidor(?:a|es)?|trabalhando)")
_AFTER = re.compile(rf"\b(?:apos|depois d?[aeo]?s?|ja)\s+(?:\w+\s+){{0,3}}?{_STAGE}\b"
                    rf"|\b(?:tomei|tomou|tomaram|tomar|tinha tomado|ja tomou) posse\b"
                    rf"|\b(?:ja|quando ja)\s+(?:sou|era|e|estava|estou|estiver|estivesse|for|fosse)\s+(?:\w+\s+)?{_STAGE}\b")
# While the certame runs, or before the nomination.
_BEFORE = re.compile(rf"\bantes d?[aeo]?s?\s+(?:\w+\s+){{0,3}}?{_STAGE}\b"
                     rf"|\b(?:ainda )?nao (?:\w+\s+){{0,2}}?{_STAGE}\b"
                     r"|\b(?:durante|no meio d|ainda n|em andamento|no decorrer d)\w*\s+(?:\w+\s+){0,2}?"
                     r"(?:concurso|certame|selecao|processo|pss|andamento)\b")


def fraud_moment(t: str) -> str | None:
    """The part of art. 4º, § 1º a fraud question's moment names (folded text): the annulment after the nomination,
    the elimination before it; None when no fraud or no moment is said. "antes da nomeação" is before, however
    "nomeação" reads."""
    if not _FRAUD.search(t):
        return None
    if _BEFORE.search(t):
        return ELIMINATED_URN
    if _AFTER.search(t):
        return ANNULLED_URN
    return None


def part_first(t: str, urns: list[str]) -> str | None:
    """The URN that must lead a law answer whose hits are `urns` (folded question `t`), or None to keep the search's
    order. A hit of the same artigo of Lei nº 15.142/2025 must be among them: the circumstance picks a part of the
    rule found, it never brings in another subject."""
    def found(artigo: str) -> bool:
        return any(u == artigo or u.startswith(f"{artigo}_") for u in urns)

    moment = fraud_moment(t)
    if moment and found(f"{_NEW}!art4"):
        return moment
    if board_verdict_asked(t) and found(f"{_NEW}!art3"):
        return REJECTED_URN
    return None


def lead_first(t: str, docs: list[Any]) -> tuple[str | None, list[Any]]:
    """(the URN to lead, or None; the hits without it): the caller cites it first and the hits after it."""
    urns = [str(d.metadata.get("urn", "")) for d in docs]
    lead = part_first(t, urns)
    if lead is None or (urns and urns[0] == lead):
        return None, docs
    return lead, [d for d in docs if d.metadata.get("urn") != lead]
