"""Round 49 (lo49b): a person of both reserves asking to compete in the PcD reserve alone.

"sou negro e pcd, edital de abril de 2025, posso concorrer nas duas?" then "e se eu só me inscrever na pcd?": the
question is no longer both reserves but the PcD one only. It is the decree's reserve (Decreto nº 9.508/2018, art. 1º,
§ 1º), open to the candidate with a disability whatever their race; the racial reserve is taken by self-declaring
(Lei 12.990, art. 2º; Lei 15.142, art. 2º, I), so one who does not declare is simply not in it. No rule on several
reserves is needed to say so.
"""
from __future__ import annotations

import re

from vocabulary import NEW_LAW, OLD_LAW, PCD_DECREE, URN_BASE

from .intents.common import PCD_RATE

# "só na pcd", "apenas pela reserva de pessoas com deficiência", "somente como deficiente", "só na vaga pcd"
_ALONE = r"\b(?:so|somente|apenas|unicamente|exclusivamente)\b"
_PCD = r"(?:pcd|deficien\w*|pessoas? com deficiencia|pcds)\b"
PCD_ALONE = re.compile(
    # ("somente a vaga de pessoa com deficiência", "só às vagas de pcd": Round 50, lo50b)
    _ALONE + r"(?: \w+){0,3}? (?:n[ao]s?|pel[ao]s?|para|pra|como|d[aoe]s?|em|as?|aos?) (?:(?:as?|os?|uma?) )?"
    r"(?:(?:reservas?|vagas?|cotas?|listas?|concorrencia)(?: reservadas?)? )?(?:(?:de|da|das|para|pra|dos|pras) )?" + _PCD
    + r"|\b(?:sem|nao|nem)\b[^?.]{0,25}\b(?:cota|reserva|vagas?) (?:racia(?:l|is)|(?:para |pra |de |dos )?negros?)\b"
    r"[^?.]{0,30}\b(?:so|somente|apenas)\b[^?.]{0,20}" + _PCD)

# The racial reserve is taken by one's own choice: the old law's self-declaration at enrolment (art. 2º), the new law's
# optants (art. 6º) with their self-declaration (art. 2º).
_RACIAL_CHOICE = {OLD_LAW: ["!art2_cpt"], NEW_LAW: ["!art6_cpt", "!art2"]}


# One's own enrolment asked ("posso concorrer", "quero me inscrever"), not a rule of the PcD reserve ("só a pcd arredonda?")
OWN_ENROLMENT = re.compile(r"\b(?:posso|podia|poderia|quero|vou|devo|consigo|da pra|eu)\b[^?.]{0,20}?"
                           r"\b(?:concorr\w*|inscrev\w*|disput\w*|particip\w*|candidat\w*|ir|entrar|optar)\b")


def pcd_alone_asked(text: str) -> bool:
    """Whether the PcD reserve alone is what one competes in (folded text)."""
    return bool(PCD_ALONE.search(text))


def urns(law_id: str) -> list[str]:
    """The decree's reserve, its right to compete, the proof at enrolment, and the racial law's choice."""
    decree = [f"{URN_BASE[PCD_DECREE]}!art1_par1", f"{URN_BASE[PCD_DECREE]}!art1_cpt", f"{URN_BASE[PCD_DECREE]}!art3_inc4"]
    return decree + [f"{URN_BASE[law_id]}{s}" for s in _RACIAL_CHOICE[law_id]]


def headline(law_id: str) -> str:
    """The PcD reserve alone: open to the candidate with a disability; the racial one only by one's choice."""
    racial = ("às vagas reservadas aos negros pela **Lei nº 12.990/2014** só concorre quem se autodeclara preto ou pardo "
              "no ato da inscrição (art. 2º)" if law_id == OLD_LAW else
              "às vagas reservadas pela **Lei nº 15.142/2025** concorrem os optantes pela reserva (art. 6º), com a "
              "autodeclaração (art. 2º)")
    return ("**Sim**: você pode concorrer só à reserva para pessoas com deficiência do **Decreto nº 9.508/2018** (art. "
            f"1º, § 1º: no mínimo {PCD_RATE} das vagas; art. 1º, caput: o direito de concorrer em igualdade de "
            f"oportunidade). Ela não depende da reserva racial: {racial}, então quem não faz essa opção não disputa "
            "essas vagas. No ato da inscrição, o edital exige a comprovação da deficiência (Decreto nº 9.508/2018, art. 3º, IV).")
