"""Round 53 (lo53b): a disability told "too" ("também", "tb") of the thread's person, or of a relative asked about.

"sou parda, posso concorrer pela cota?" then "tenho deficiência também, posso?": the same person, now PcD besides
the group told before, so the message continues the thread (`context`) and both reserves are theirs (Decreto nº
9.508/2018, art. 1º, § 1º, and the racial law). "e pra minha irmã que é pcd tb?" after a black relative's case: the
sister is of that group too and PcD besides; without "tb" ("e minha irmã, que é pcd?") her race is not told, so only
the PcD reserve is known to be hers. Folded text (no accents, "tb" read as "tambem" by the extraction).
"""
from __future__ import annotations

import re

from vocabulary import LABEL, PCD_DECREE, URN_BASE

from .extraction.entities import RELATIVE_PCD
from .intents.common import PCD_RATE

# Round 52 (lo52b): the asker's own ("sou pcd tb", "tenho deficiência também", "também sou pessoa com deficiência")
_PCD_SELF = r"(?:(?:eu )?sou (?:uma? )?(?:pcd|pessoa com deficiencia|deficiente)|tenho (?:uma )?deficiencia)"
_ALSO = r"(?:tambem|tb|tbm|tmb)"  # (the same words `RELATIVE_PCD` reads around a relative's disability)
PCD_TOO = re.compile(rf"\b{_PCD_SELF}\s+{_ALSO}\b|\b{_ALSO}\s+{_PCD_SELF}\b")


def relative_pcd_too(text: str) -> bool:
    """A relative said to be PcD "too" ("minha irmã que é pcd tb", "meu primo que também é deficiente")."""
    found = RELATIVE_PCD.search(text)
    return found is not None and bool(found["before"] or found["after"])


def relative_pcd_alone(text: str) -> bool:
    """A relative said to be PcD with no "tb" ("e minha tia, que é pcd?"): their race is not told."""
    return RELATIVE_PCD.search(text) is not None and not relative_pcd_too(text)


def urns(law_id: str) -> list[str]:
    """The decree's right to compete and its reserve; the racial law's self-declaration (art. 2º of either law)."""
    return [f"{URN_BASE[PCD_DECREE]}!art1_cpt", f"{URN_BASE[PCD_DECREE]}!art1_par1", f"{URN_BASE[law_id]}!art2_cpt"]


def relative_headline(law_id: str) -> str:
    """The PcD reserve for a relative told PcD alone; the racial one hangs on their own self-declaration, not told."""
    return ("Pela deficiência, essa pessoa pode concorrer à reserva para pessoas com deficiência do **Decreto nº "
            f"9.508/2018** (art. 1º, caput: o direito de concorrer; art. 1º, § 1º: no mínimo {PCD_RATE} das vagas). A "
            f"reserva racial depende da autodeclaração dela (**{LABEL[law_id]}**, art. 2º), que a pergunta não diz: "
            "conte como ela se autodeclara para saber se também pode concorrer a essa reserva.")


# The answer's context key saying the asker told a disability of their own ("sou pardo e pcd, posso usar a cota?"): the
# eligibility answers the racial reserve, and the thread remembers the person is PcD too (`thread_person.both_reserves`).
OWN_PCD = "own_pcd"

# Which reserve the person is called or classified by ("em qual lista sou chamado?", "por onde sou nomeada?", "onde me
# chamam?", "fico em qual reserva?"): the regulation's rule on several reserves, not a place in a list.
WHICH_LIST = re.compile(
    r"\b(?:em|por|pra|para|de|na)?\s*(?:qual|que) (?:das )?(?:listas?|reservas?|cotas?|vagas?)\b"
    r"|\b(?:fico|entro|sou chamad[oa]|sou nomead[oa]|sou classificad[oa]|me chamam|me nomeiam|vou ser chamad[oa]"
    r"|vou ser nomead[oa]|serei chamad[oa]|serei nomead[oa])\s+(?:em|por|na|pela)\s+qual\b"
    r"|\b(?:por|em) onde\b[^?.]{0,25}\b(?:chamad|nomead|convocad|classificad)"
    r"|\bonde (?:me|eu)\b[^?.]{0,15}\b(?:cham|nome|convoc|classific)"
    # Round 53 (lo53d): the list left implied after "nas duas listas" ("em qual eu sou chamado?", "por qual delas fico?")
    r"|\b(?:em|por|pra|para|na) qual (?:delas |das duas )?(?:eu )?(?:sou|serei|vou ser|fico|entro|ficarei)\b")
