"""Ranks: general list, reserve list, or a bare ordinal place."""
from __future__ import annotations

import re

_RANK_GENERAL = re.compile(
    r"\b(\d+)o?\s*(?:lugar|colocad[oa]|posicao|classificad[oa])?\s*(?:na|da|pela)\s+(?:lista\s+)?(?:geral|ampla(?: concorrencia)?|classificacao geral)"
    r"|\b(?:lista geral|ampla concorrencia|classificacao geral)\D{0,20}?\b(\d+)o?\b(?!\s*(?:vagas?|cargos|%))"
)
_RANK_RESERVE = re.compile(
    r"\b(\d+)o?\s*(?:lugar|colocad[oa]|posicao|classificad[oa])?\s*(?:na|da|pela|(?:d?entre|no meio d)\s*(?:os|as)?)\s+(?:lista\s+)?(?:d[aeo]s?\s+)?(?:reserva|reservad[ao]s?|cotas?|cotistas|optantes|negros)"
    r"|\b(?:lista d[aeo]s? (?:reserva|cotas?|cotistas|vagas reservadas))\D{0,20}?\b(\d+)o?\b(?!\s*(?:vagas?|cargos|%))"
)
_RANK_ANY = re.compile(r"\b(\d+)o\s*(?:lugar|colocad[oa]|posicao|classificad[oa])|\b(?:fiquei|passei|estou|sou) (?:em |o |a )?(\d+)o\b")


def _first(pattern: re.Pattern, text: str) -> int | None:
    m = pattern.search(text)
    if not m:
        return None
    return int(next(g for g in m.groups() if g is not None))

