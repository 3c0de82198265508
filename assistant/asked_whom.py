"""Round 54 (f69b): whom a question about the reserve asks of: a person's own claim, or what the vagas leave it.

"sou negra, concorro na reserva?" asks whether that person may compete through the reserve (eligibility, the reserve's
figure beside it); "só 2 vagas, sobra alguma reservada pra negro?" asks what those vagas leave the reserve (its count:
none, or the law's minimum: Lei 15.142, art. 5º; Lei 12.990, art. 1º, § 1º), whoever it is for. The verb says which:
one's own competing asked in the present, or the vagas said to be left (folded text, as `rules` reads it).

`rules` and `intents.eligibility` read these cues; this module imports neither.
"""
from __future__ import annotations

import re

_RESERVE_NOUN = r"(?:cotas?|reserva|vagas? reservadas?|vagas? (?:de|da|pra|para) (?:cota|reserva)|cota racial)"

# One's own (or one named person's) competing through the reserve asked in the present tense, the question ending there:
# "concorro na reserva?", "eu entro pela cota?", "me inscrevo nas vagas reservadas?", "ela entra na cota mesmo?". A place
# or a list told after it ("concorro na reserva e fiquei em 3º, entro?", "concorro na cota ou na ampla?") is not this.
OWN_CLAIM_ASKED = (r"\b(?:(?:eu|ele|ela)\s+)?(?:concorro|entro|disputo|participo|me inscrevo|me candidato"
                   r"|(?:ele|ela) (?:entra|concorre|disputa|participa))\s+(?:na|nas|pela|pelas|a|as|em|pra|para)\s+"
                   + _RESERVE_NOUN + r"(?:\s+(?:racia(?:l|is)|mesmo|tambem|entao|ou nao|ne))*"
                   # (the selection it is in may follow: "concorro na cota do concurso da Funai?")
                   r"(?:\s+(?:d|n)[oa]s?\s+(?:concurso|edital|certame|pss|processo seletivo|selecao)\b[^?.;,]{0,30})?\s*\?")
_OWN_CLAIM = re.compile(OWN_CLAIM_ASKED)

# What the vagas leave the reserve, said of the vagas ("sobra alguma vaga reservada?", "fica alguma pra cota?", "resta
# vaga de cota?", "ainda assim tem reserva?"): its count, the group named only as whom it would go to.
_LEFT = re.compile(r"\b(?:sobra|sobram|sobraria|sobrariam|resta|restam|restaria|fica|ficaria|sai|sairia)\s+"
                   r"(?:ainda\s+)?(?:alguma\s+|algum\s+|uma\s+|nenhuma\s+)?(?:vagas?\s+)?"
                   r"(?:reservadas?|(?:de|da|pra|para)\s+(?:a\s+)?(?:cotas?|cotistas?|reserva))\b"
                   r"|\bainda assim (?:tem|ha|existe|teria|haveria|tera|havera|fica|sobra)\b[^?]{0,20}?\b(?:cotas?|reserva"
                   r"|reservadas?)\b")


def own_claim_asked(t: str) -> bool:
    """One's own (or one person's) competing through the reserve asked in the present: their eligibility."""
    return bool(_OWN_CLAIM.search(t))


def reserve_left_asked(t: str) -> bool:
    """What the vagas leave the reserve asked of the vagas ("sobra alguma reservada?"): the reserve's count."""
    return bool(_LEFT.search(t))
