"""Round 55 (f70b): a reserved candidate's withdrawal asked — who takes the vaga ("o 1º da lista de cotas desistiu antes
da posse, a vaga vai pro próximo cotista ou pra ampla?", "cotista que não toma posse: quem é chamado?").

That is the law's rule, never a count awaiting vagas: Lei 15.142, art. 7º, § 3º (a reserved vaga not filled goes to the
optant next on the reserve list, by classification) and, for the old law's editais, Lei 12.990, art. 3º, § 2º (which
names the withdrawal itself). Reversion to the ampla concorrência is only for want of optants (Lei 15.142, art. 8º),
which the search's words keep apart. A place of the reserve named ("o primeiro colocado da reserva") is the one who
withdrew, not the asker's place; one's own place told ("sou o 4º da lista de cotas e o 1º desistiu, sou chamado?")
or a count asked stays the calculator's.

Texts are folded (`vocabulary.fold`) by the caller.
"""
from __future__ import annotations

import re

# Giving the vaga up: withdrawing, not taking office, refusing the nomination, being left out of the posse.
# ("abrir mão da cota" gives up the option, not the vaga: one's place on the ampla list, the calculator's)
_WITHDREW = (r"\b(?:desist\w*|desiste|abri\w* mao(?! da cota| da reserva| de concorrer)|renunci\w*|recus\w*|declin\w*"
             r"|(?:nao|nem) (?:tom\w*|assum\w*|compare\w*|apresent\w*|aceit\w*)\b[^?.;]{0,15}?\b(?:posse|vaga|cargo|nomeac\w*)"
             r"|(?:nao|nem) (?:tom\w*|assum\w*) posse|perd\w* (?:o prazo d[ae] |a )?posse|sem tomar posse"
             # (Round 55, g1: "se o 1º pcd não assumir": not taking the vaga up, said alone)
             r"|(?:nao|nem) assum(?:ir|irem|iu|iram|a|am|isse|issem)\b)")
# Someone of the reserve: a cotista, an optant, a place on the reserve's list, a candidate approved in a reserved vaga.
_OF_RESERVE = (r"\b(?:cotistas?|optantes?|candidat[oa]s? (?:negr|pret|pard|indigen|quilombol|cotist)\w*"
               r"|(?:da|na|pela) (?:lista d[ae] )?(?:reserva|cotas?)\b|vagas? (?:reservadas?|d[ae] cotas?)"
               r"|aprovad[oa]s? (?:na|pela|em vaga) (?:reserva|cotas?|reservada))")
WITHDRAWAL = re.compile(rf"{_WITHDREW}[^?]{{0,80}}?{_OF_RESERVE}|{_OF_RESERVE}[^?]{{0,80}}?{_WITHDREW}")
# What becomes of the vaga, or who is called: the rule asked.
_WHO_TAKES = re.compile(r"\bquem\b|\bvaga\b|\bvagas\b|\bampla\b|\bproxim\w*|\bseguinte\b|\bchamad\w*|\bconvocad\w*"
                        r"|\bsubstitu\w*|\bassum\w*")
# One's own place told ("sou o 4º", "estou em 3º", "fiquei em 2º"), a count asked or vagas told: a figure, not this rule.
_OWN_PLACE = re.compile(r"\b(?:sou|estou|to|fiquei|ficar|ficando|passei|fui) (?:o |a |em |so na ampla em |na ampla em )?\d{1,3}"
                        r"\s*(?:o|a|º|ª)?\b"
                        r"|\b(?:minha|meu) (?:posicao|colocacao|lugar|classificacao)\b")
_COUNT = re.compile(r"\bquant[ao]s?\b|\bqnt\w*|\b\d+ vagas?\b")  # (vagas told: the order's figure, art. 9º)

# The search's words, each law's own: the new law's § 3º of art. 7º, the old law's § 2º of art. 3º (its "desistência").
WITHDRAWAL_TOPIC = ("vaga reservada não preenchida ocupada pela pessoa aprovada na posição imediatamente subsequente na "
                    "lista de reserva de vagas; desistência de candidato negro aprovado em vaga reservada, preenchida pelo "
                    "candidato negro posteriormente classificado")


# Round 55 (g1): someone of the PcD list ("o 1º pcd", "um candidato com deficiência", "o primeiro da lista pcd"): the
# decree's own rule, the next PcD candidate classified (Decreto 9.508, art. 8º, § 2º), never the racial list's.
_OF_PCD = (r"\b(?:pcds?|pessoas? com deficiencia|candidat[oa]s? com deficiencia|deficientes?"
           r"|(?:da|na|pela) lista (?:pcd|das pessoas com deficiencia))\b")
PCD_WITHDRAWAL = re.compile(rf"{_WITHDREW}[^?]{{0,80}}?{_OF_PCD}|{_OF_PCD}[^?]{{0,80}}?{_WITHDREW}")
PCD_WITHDRAWAL_TOPIC = ("desclassificação, desistência ou impedimento de candidato ocupante de vaga reservada a pessoa com "
                        "deficiência: substituição pelo próximo candidato com deficiência classificado ou aprovado em "
                        "cadastro reserva")


def pcd_withdrawal_asked(t: str) -> bool:
    """Round 55 (g1): a PcD candidate's withdrawal asked with what becomes of the vaga (folded), no own place nor count."""
    return bool(PCD_WITHDRAWAL.search(t) and _WHO_TAKES.search(t)) and not _OWN_PLACE.search(t) \
        and not _COUNT.search(t)


def withdrawal_asked(t: str) -> bool:
    """A reserved candidate's withdrawal asked with what becomes of the vaga (folded text), no own place nor count
    (Round 55, g1: of the racial reserve or of the PcD list, `withdrawal_topic` tells the search which)."""
    return (bool(WITHDRAWAL.search(t) and _WHO_TAKES.search(t)) or pcd_withdrawal_asked(t)) \
        and not _OWN_PLACE.search(t) and not _COUNT.search(t)


def withdrawal_topic(t: str) -> str:
    """The search's words for the withdrawal asked: the PcD list's (Decreto 9.508, art. 8º, § 2º) when a PcD candidate
    is who leaves and no one of the racial reserve is named, else the racial reserve's (`WITHDRAWAL_TOPIC`)."""
    return PCD_WITHDRAWAL_TOPIC if pcd_withdrawal_asked(t) and not WITHDRAWAL.search(t) else WITHDRAWAL_TOPIC
