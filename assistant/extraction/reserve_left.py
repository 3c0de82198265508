"""Round 52 (d52a): the asker supposes leaving the racial reserve: his autodeclaração not confirmed in the
heteroidentificação, or his giving the reserve up. Said in the first person only: someone else's failure or withdrawal
("se um cotista à minha frente for reprovado") only improves one's place and is no hypothesis of one's own."""
from __future__ import annotations

import re
from typing import Literal

ReserveLeft = Literal["not_confirmed", "withdrawn"]

_IF = r"(?:\bse\b|\bcaso\b|\bsupondo que\b|\bimagina que\b)\s+(?:eu\s+)?"
_CHECK = r"(?:heteroidentificacao|hetero|banca|comissao|aferi\w*|confirmacao|verificacao|autodeclaracao)"
_NOT_CONFIRMED = re.compile(
    # "se eu for reprovado na heteroidentificação", "caso eu seja indeferida pela banca", "se eu não passar na aferição"
    rf"{_IF}(?:for|fosse|ficar|seja|sair|acabar)\s+(?:reprovad[oa]|indeferid[oa]|eliminad[oa]|barrad[oa]|recusad[oa])"
    rf"(?:\s+\w+){{0,2}}\s+(?:na|no|pela|pelo|da|do)\s+{_CHECK}"
    rf"|{_IF}nao\s+(?:passar|passasse|for aprovad[oa]|for aceit[oa]|for confirmad[oa])\s+(?:\w+\s+){{0,2}}?(?:na|no|pela|pelo)\s+{_CHECK}"
    # "se a banca me reprovar", "se a heteroidentificação não me confirmar"
    rf"|{_IF}(?:a|o)\s+{_CHECK}\s+(?:me\s+(?:reprov|indefir|indefer|elimin|barr|recus)\w*|nao\s+me\s+(?:aceitar|confirmar|aprovar))"
    # "se minha autodeclaração não for confirmada / for indeferida"
    rf"|{_IF}(?:a\s+)?minha\s+autodeclaracao\s+(?:nao\s+for\s+(?:confirmada|aceita|validada)|for\s+(?:indeferida|negada|recusada|rejeitada))"
    # "se eu não for considerado pardo pela banca"
    rf"|{_IF}nao\s+(?:for|fosse)\s+(?:considerad[oa]|reconhecid[oa])\s+(?:pard[oa]|pret[oa]|negr[oa])")
_COTA = r"(?:(?:da|a|na|pela)\s+)?(?:cota|reserva|vaga reservada|lista (?:de negros|da cota|da reserva|racial))(?:\s+racial)?"
_WITHDRAWN = re.compile(
    # "e se eu desistir da cota racial?", "se eu abrir mão da reserva", "caso eu renuncie à cota"
    rf"{_IF}(?:desistir|desistisse|desisto|abrir mao|abrisse mao|abro mao|renunciar|renunciasse|renuncie|sair|saisse)"
    rf"\s+{_COTA}\b"
    rf"|\b(?:vou|quero|pretendo|posso)\s+(?:desistir|abrir mao|renunciar|sair)\s+{_COTA}\b"
    # the gerund supposes it too: "e abrindo mão da cota, entro?", "desistindo da reserva, com 20 vagas…"
    rf"|(?:^|[,;:]\s*|\be\s+|\beu\s+)(?:abrindo mao|desistindo|renunciando)\s+{_COTA}\b")


def reserve_left(folded: str) -> ReserveLeft | None:
    """The hypothesis on one's own racial reserve in a folded message, else None."""
    if _NOT_CONFIRMED.search(folded):
        return "not_confirmed"
    if _WITHDRAWN.search(folded):
        return "withdrawn"
    return None
