"""Shared vocabulary of the project: norm ids, labels, LexML URN bases, text folding.

Imported by calculator/, corpus/ and assistant/ alike (it imports nothing of theirs), so a law id,
a label or a URN base is written exactly once.
"""
from __future__ import annotations

import re
import unicodedata
from typing import Final, Literal

# --------------------------------------------------------------------------- norm ids
NEW_LAW: Final = "lei-15142-2025"
OLD_LAW: Final = "lei-12990-2014"
PCD_DECREE: Final = "decreto-9508-2018"
REGULATION_DECREE: Final = "decreto-12536-2025"

LawId = Literal["lei-15142-2025", "lei-12990-2014"]
NormId = Literal["lei-15142-2025", "lei-12990-2014", "decreto-9508-2018"]

# --------------------------------------------------------------------------- LexML URN bases
URN_BASE: Final[dict[str, str]] = {
    NEW_LAW: "urn:lex:br:federal:lei:2025-06-03;15142",
    OLD_LAW: "urn:lex:br:federal:lei:2014-06-09;12990",
    PCD_DECREE: "urn:lex:br:federal:decreto:2018-09-24;9508",
    REGULATION_DECREE: "urn:lex:br:federal:decreto:2025-06-27;12536",
}
NEW_URN: Final = URN_BASE[NEW_LAW]
OLD_URN: Final = URN_BASE[OLD_LAW]
PCD_URN: Final = URN_BASE[PCD_DECREE]
REGULATION_URN: Final = URN_BASE[REGULATION_DECREE]

# --------------------------------------------------------------------------- labels
LABEL: Final[dict[str, str]] = {
    NEW_LAW: "Lei nº 15.142/2025",
    OLD_LAW: "Lei nº 12.990/2014",
    PCD_DECREE: "Decreto nº 9.508/2018",
    REGULATION_DECREE: "Decreto nº 12.536/2025",
}
NEW_LABEL: Final = LABEL[NEW_LAW]
OLD_LABEL: Final = LABEL[OLD_LAW]
PCD_LABEL: Final = LABEL[PCD_DECREE]

# Who each law's reserve is for, in the words of the law.
BENEFICIARIES: Final[dict[str, str]] = {
    NEW_LAW: "pessoas pretas e pardas, indígenas e quilombolas",
    OLD_LAW: "candidatos negros (pretos e pardos)",
}


# Short names, for a retrieval query or a sentence ("... (Lei 12.990)").
SHORT_NAME: Final[dict[str, str]] = {NEW_LAW: "Lei 15.142", OLD_LAW: "Lei 12.990"}

# Round 44 (lo44c): a law named by its rate ("a lei dos 20%", "pela regra de 30 por cento", "a cota de 20%"): 20% is Lei
# 12.990's, 30% Lei 15.142's; "a cota de 20% ou de 30%?" names both. A reserve told ("30% das vagas") names no law, nor
# does a PcD rate ("cota de 20% pra pcd").
_RATE_NOUN = r"\b(?:lei|regra|norma|legislacao|regime|cota)s? (?:d[eoa]s?|com (?:os )?) ?"
_PERCENT = r"\s*(?:%|por ?cento)(?!\s*(?:\w+\s+){0,3}?(?:pcd|deficien))"
LAW_BY_RATE: Final[re.Pattern[str]] = re.compile(rf"{_RATE_NOUN}(20|30|vinte|trinta){_PERCENT}")


def _by_rate(rate: str) -> str:
    """The pattern naming the law of `rate`, also as the second of two rates ("a regra dos 20% ou a dos 30%?")."""
    return rf"{_RATE_NOUN}(?:(?:20|30|vinte|trinta)\s*(?:%|por ?cento)\s*(?:,|ou|e|x|vs\.?)\s*(?:(?:a|o) )?(?:d[eoa]s? ?)?)?" \
           rf"{rate}{_PERCENT}"


# Round 47 (f62c): a disability named by its kind, no "deficiência" said ("meu irmão é cadeirante", "filho surdo",
# "candidata autista"): the subject of Decreto 9.508 all the same (folded text; "às cegas" is a way of grading).
DISABILITY_KIND: Final[re.Pattern[str]] = re.compile(
    r"\bcadeirantes?\b|(?<!\bas )\b(?:surd|ceg|amputad|tetraplegic|paraplegic)[oa]s?\b|\bautistas?\b|\bautismo\b"
    r"|\bsurdez\b|\bcegueira\b|\bbaixa visao\b|\bvisao monocular\b|\bmobilidade reduzida\b|\bnanismo\b"
    r"|\bsindrome de down\b")


# How people name each law, matched on fold()ed text: by number ("Lei nº 15.142", "15142"), by year
# ("lei de 2014") or as new/old ("lei nova", "a antiga lei"). Temporal phrases ("antes da nova lei")
# are not names: they belong to date extraction.
LAW_NAME_PATTERNS: Final[dict[str, re.Pattern[str]]] = {
    NEW_LAW: re.compile(r"\b(?:lei\s*(?:n[o.]*\s*)?)?15\.?142\b|\blei (?:nova|atual|vigente|de 2025)\b"
                        r"|\bnova lei\b|" + _by_rate("(?:30|trinta)")),
    OLD_LAW: re.compile(r"\b(?:lei\s*(?:n[o.]*\s*)?)?12\.?990\b|\blei (?:antiga|anterior|revogada|velha|de 2014)\b"
                        r"|\b(?:antiga|velha) lei\b"
                        # Round 43 (lo43d): the old law named as a rule or norm ("naquela regra de 2014", "a norma
                        # velha", "a lei de cotas de 2014"): a name of it as "lei antiga" is
                        r"|\b(?:regra|norma|legislacao)s? (?:antigas?|velhas?|anterior|revogadas?)\b"
                        r"|\b(?:lei|regra|norma|legislacao)s?(?: (?:velha|antiga|anterior|revogada|(?:de|da|das) cotas?))?"
                        r"\s*,?\s*\(?de 2014\b"
                        # Round 42 (f55b): chat names the 2014 law by the president who signed it ("a lei da dilma")
                        r"|\blei (?:velha |antiga )?da (?:presidenta |presidente )?dilma\b|" + _by_rate("(?:20|vinte)")),
}

# Round 49 (lo49b): "o decreto" unnumbered beside its own rate ("onde o decreto fala dos 5%?"): of our decrees only
# 9.508 has a 5% (art. 1º, § 1º); 12.536's split (25/3/2), the regulation, or a number named is another decree. The
# match is the word "decreto" alone (lookarounds), so the rate stays what is asked.
_PCD_RATE = r"(?:5 ?%|5 por cento|cinco por cento)"
_NOT_OTHER_DECREE = r"(?! ?(?:n[ºo°.]*\s*)?\d)(?! (?:que |de |da )?regulament)"
PCD_DECREE_BY_RATE: Final[re.Pattern[str]] = re.compile(
    r"\bdecreto\b" + _NOT_OTHER_DECREE + r"(?=[^?.;!\d]{0,40}(?<![\d,.])" + _PCD_RATE + ")"
    r"|(?<![\d,.])(?=" + _PCD_RATE + r"[^?.;!\d]{0,40}\bdecreto\b" + _NOT_OTHER_DECREE + ")")

# The PcD decree by number ("Decreto nº 9.508", "9508") or as "o decreto da PcD" / "das pessoas com deficiência".
PCD_DECREE_NAME: Final[re.Pattern[str]] = re.compile(
    r"\b(?:decreto\s*(?:n[ºo°.]*\s*)?)?9\.?508\b"
    r"|\bdecreto (?:d[aeo]s? |sobre (?:as? )?|para (?:as? )?)(?:pcd|pessoas? com deficiencia|deficientes?)\b"
    r"|" + PCD_DECREE_BY_RATE.pattern)


# Round 38 (f41b): one of our three norms named by its number ("decreto 9508", "lei 15.142", "a 12990"): a question
# about that norm's text, never refused for want of a close dispositivo (its art. 1º is the nearest answer).
NORM_NUMBER: Final[re.Pattern[str]] = re.compile(r"\b(?:15\.?142|12\.?990|9\.?508)\b")


def laws_named(folded: str) -> list[str]:
    """Law ids named in a fold()ed text, in the order they first appear."""
    found = [(m.start(), law) for law, rx in LAW_NAME_PATTERNS.items() if (m := rx.search(folded))]
    return [law for _, law in sorted(found)]


def norm_of_urn(urn: str) -> str | None:
    """The norm id whose URN base starts `urn` (None when it is not one of ours)."""
    base = urn.split("!", 1)[0]
    for norm, b in URN_BASE.items():
        if b == base:
            return norm
    return None


# --------------------------------------------------------------------------- text
def fold(text: str) -> str:
    """Lower case without diacritics, dashes unified, spaces collapsed (matching, never display)."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("–", "-").replace("—", "-")
    return re.sub(r"\s+", " ", text).strip()
