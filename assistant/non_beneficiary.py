"""A group the reserve is not for, asked as the law's reach (Round 54, lo54b).

"a lei de cotas vale pra mulheres?", "tem cota pra amarelos?", "a reserva inclui branco pobre?", "estudante de escola
pública tem cota no concurso?": the racial reserve is for pessoas pretas e pardas, indígenas e quilombolas (Lei nº
15.142/2025, art. 1º, caput; the old law's for negros, Lei nº 12.990/2014, art. 1º, caput); neither law nor Decreto
9.508/2018 (PcD) reserves vagas by gender, sexual orientation, income or school. The answer opens with that plain "Não"
before art. 1º's text, never the text alone nor its vigência (art. 14) that "vale" found. A beneficiary group named
beside it ("mulheres negras têm cota?") or a PcD asked is not this; nor is the asker's own case ("sou branco pobre,
tenho cota?"), the eligibility's "Não".
"""
from __future__ import annotations

import re

from vocabulary import LABEL, NEW_LAW, OLD_LAW, laws_named

from .extraction import Extraction

# Each group the question may name, and how the answer names it.
_GROUPS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bmulher(?:es)?\b|\bgenero\b|\bsexo feminino\b"), "mulheres (não há reserva por gênero)"),
    (re.compile(r"\blgbt\w*|\bpessoas? trans\w*|\btrans(?:exua\w*|genero\w*)\b|\btravestis?\b|\bgays?\b"
                r"|\bhomossexua\w*|\blesbicas?\b|\bbissexua\w*"),
     "pessoas LGBTQIA+ (não há reserva por orientação sexual ou identidade de gênero)"),
    (re.compile(r"\bamarel[oa]s?\b|\basiatic[oa]s?\b|\borientais\b|\bdescendentes? de (?:japones|chines|corean)\w*"),
     "pessoas amarelas"),
    (re.compile(r"\bbranc[oa]s?\b"), "pessoas brancas, de baixa renda ou não"),
    (re.compile(r"\bescolas? publicas?\b|\bbaixa renda\b|\bpobres?\b|\bcarentes?\b|\bcad ?unico\b|\brenda\b"),
     "estudantes de escola pública ou pessoas de baixa renda (não há reserva por renda nem por escola)"),
)
# A group the norms do reserve for (or the PcD reserve of Decreto 9.508) named beside it: that group's answer.
_BENEFICIARY = re.compile(r"\b(?:negr|pret|pard|indigen|quilombol|deficien|pcd\b|afro)")
# The reserve or these laws made the subject ("a lei de cotas", "a cota", "reserva", "vagas reservadas"; a law by its
# number or name, `laws_named`).
_QUOTA_SUBJECT = re.compile(r"\bcotas?\b|\breservas?\b|\breservad[oa]s?\b|\blei (?:de|das) cotas\b")
# Asked of the group: "vale/serve/inclui ... pra X", "a cota é pra X?" before it, or "X tem cota?" after it.
_FOR_BEFORE = re.compile(r"\b(?:pra|para|p/|aos?|as|pros|pras|inclui\w*|abrange\w*|contempla\w*|beneficia\w*|cobre)\b"
                         r"[^?.,]{0,20}$")
_HAS_AFTER = re.compile(r"[^?.]{0,15}?\b(?:tem|teria|tera|pode|podem|entra|entram|concorre\w*|usa|usam)\b")
# The asker's own case ("sou branca", "eu, mulher, ..."): the eligibility, computed elsewhere.
_OWN_CASE = re.compile(r"\b(?:sou|eu|estou|me declaro)\b")


def asked_group(ex: Extraction) -> str | None:
    """The answer's name of a group the reserve is not for, when the question asks the reserve or the law for it."""
    t = ex.text
    if not (_QUOTA_SUBJECT.search(t) or laws_named(t)) or _BENEFICIARY.search(t) or _OWN_CASE.search(t) \
            or ex.numbers or ex.reference:
        return None
    for rx, label in _GROUPS:
        for m in rx.finditer(t):
            if _FOR_BEFORE.search(t[max(0, m.start() - 40):m.start()]) or _HAS_AFTER.match(t, m.end()):
                return label
    return None


def group_named(t: str) -> str | None:
    """Round 55 (lo55a): the answer's name of a group the reserve is not for, named in `t` (folded) however it is
    asked, none the norms reserve for named beside it; for a short follow-up to a law answer ("e amarelos?")."""
    if _BENEFICIARY.search(t) or _OWN_CASE.search(t):
        return None
    return next((label for rx, label in _GROUPS if rx.search(t)), None)


def law_of(ex: Extraction, lead_norm: str | None) -> str:
    """The law the opening speaks of: the lead dispositivo's, else the one named, else the law in force."""
    if lead_norm in (NEW_LAW, OLD_LAW):
        return lead_norm
    named = [n for n in laws_named(ex.text) if n in (NEW_LAW, OLD_LAW)]
    return named[0] if len(named) == 1 else NEW_LAW


def opening(label: str, law: str) -> str:
    """The plain "Não" a law answer opens with (`asked_group`), in the words of `law`'s art. 1º, caput."""
    whom = "candidatos negros (pretos e pardos)" if law == OLD_LAW else "pessoas pretas e pardas, indígenas e quilombolas"
    # (who each group is, art. 2º: the new law defines each one; the old law's is the self-declaration as preto or pardo)
    where = "art. 1º, caput, e art. 2º" if law == OLD_LAW else "art. 1º, caput; definições no art. 2º"
    return (f"**Não**: a reserva da {LABEL[law]} é para {whom} ({where}); nem ela nem o Decreto nº 9.508/2018 "
            f"(pessoas com deficiência) reservam vagas para {label}.")
