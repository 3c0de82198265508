"""Round 55 (dr55a): people ahead of the asker supposed to give up ("e se 2 desistirem?", "se o 1º da cota não tomar
posse", "caso 2 dos aprovados desistam", "dois da ampla na frente desistiram"): how many, and in whose list ("da cota":
the reserve list; "da ampla": the general list; unsaid: None, the list the asker is counted in). Read only with a
count or a place ("o 1º da cota"): "se o cotista desistir, a vaga volta pra ampla?", "se alguém na minha frente desistir
eu subo?" ask the law's rule (art. 7º, § 3º), as does any count asked with where the vaga goes or what the law says.
One's own leaving ("se eu desistir da cota") is `reserve_left`; a count of vagas ("e se fossem 2 vagas?", "com 2 a
mais") has no verb of leaving. The span read is masked, so its count is never vagas nor a place."""
from __future__ import annotations

import re

from pydantic import BaseModel

from calculator.withdrawals import AheadList  # (the calculator's own input: one spelling of whose list)

# (Round 55, g1: leaving said other ways too, "saírem", "forem eliminados", "abrirem mão")
_LEAVE = (r"(?:desist(?:ir|irem|iu|iram|e|em|a|am|isse|issem)|nao (?:tom(?:ar|arem|ou|aram|e|em|asse|assem) posse"
          r"|assum(?:ir|irem|iu|iram|a|am|isse|issem))"
          r"|sa(?:ir|irem|iu|iram|ia|iam|isse|issem)\b(?!\s+(?:o|a|os|as)?\s*(?:resultado|edital|nomeac|homologac|lista|vagas?)\b)"
          r"|(?:for|forem|foi|foram|fosse|fossem|seja|sejam) (?:eliminad|desclassificad|reprovad)[oa]s?"
          r"|abr(?:ir|irem|iu|iram|a|am|isse|issem) mao(?: da vaga)?)")
_PEOPLE = (r"(?:pcds?|candidat[oa]s?|pessoas?|colocad[oa]s?|aprovad[oa]s?|classificad[oa]s?|cotistas?|optantes?|negr[oa]s?|pret[oa]s?"
           r"|pard[oa]s?|concorrentes?|colegas?)")
_LIST = (r"(?:d[oa]s?|n[oa]s?|pel[oa]s?)\s+(?:(?:lista|fila)\s+)?(?:d[aoe]s?\s+)?(?:cotas?|reserva|ampla(?: concorrencia)?"
         r"|geral|negros|cotistas|aprovad[oa]s|classificad[oa]s|pcds?|pessoas com deficiencia|deficientes)")
_AHEAD = r"(?:(?:que (?:esta|estao|estava|estavam|ta|tao|tava|tavam|ficou|ficaram)\s+)?(?:na|a)\s+(?:minha\s+)?frente(?:\s+de mim)?)"
# the people: a count ("2", "2 candidatos da cota"), a place ("o 1o da cota") or "alguem na minha frente"
_WHO = (rf"(?:(?P<count>\d+)(?![o%\d])(?:\s+primeir[oa]s)?|(?:o|a)\s+(?P<place>\d+[oa]|primeir[oa]|segund[oa]|terceir[oa]))"
        rf"(?:\s+{_PEOPLE})?(?:\s+{_LIST})?(?:\s+{_AHEAD})?(?:\s+{_LIST})?")
_WITHDRAWALS = (
    # "se 2 desistirem", "e se 3 pessoas na minha frente desistirem", "caso 2 dos aprovados desistam",
    # "2 da ampla na frente desistiram", "se o 1o da cota nao tomar posse"
    re.compile(rf"(?:\b(?:se|caso|supondo que|imagin\w* que|e se)\s+|^|[,;:]\s*|\be\s+)(?:\w+\s+){{0,1}}?{_WHO}\s+"
               rf"{_LEAVE}\b"),
    # "e se desistirem 2 da cota na minha frente?"
    re.compile(rf"\b(?:se|caso)\s+{_LEAVE}\s+{_WHO}"))
# The law's rule asked of the withdrawal, not one's place: where the vaga goes, who takes it, what the law says
# ("e se 1 dos aprovados não tomar posse, a vaga volta pra ampla?", "quem assume?", "o que diz a lei?").
_RULE_ASKED = re.compile(r"\b(?:(?:a|as) vagas? (?:reservadas? )?(?:dele|dela|deles|delas|volta|voltam|vai|vao|passa|passam"
                         r"|fica|ficam)|vai pra quem|fica com quem|quem (?:assume|fica|pega|entra|e chamad\w*|sera chamad\w*)"
                         r"|(?:volta|voltam|vai|vao|passa|passam) (?:pra|para|pro) (?:a )?(?:ampla|proxim\w*)"
                         r"|(?:o )?que (?:acontece|diz|fala)|a lei|lei (?:diz|fala|preve|manda)|subo|sobe)\b")
_QUOTA = re.compile(r"\b(?:cotas?|reserva|cotistas?|optantes?|negr[oa]s?|pret[oa]s?|pard[oa]s?)\b")
_OPEN = re.compile(r"\b(?:ampla|geral)\b")
_PCD = re.compile(r"\b(?:pcds?|pessoas? com deficiencia|deficientes?)\b")  # (Round 55, g1: the PcD list, Decreto 9.508)
_VAGAS_NEXT = re.compile(r"^\d+\s+vagas?\b")


class AheadLeft(BaseModel):
    count: int  # people ahead supposed to give up
    list: AheadList | None  # whose list ("da cota" / "da ampla"); None: unsaid


def ahead_left(folded: str) -> tuple[AheadLeft | None, str]:
    """The withdrawals ahead supposed in a folded message, and the message with that span masked (its count is no
    vagas nor place); (None, the message) when none is supposed, or when the rule is what is asked (`_RULE_ASKED`)."""
    if _RULE_ASKED.search(folded):
        return None, folded
    for m in (m for pattern in _WITHDRAWALS for m in pattern.finditer(folded)):
        span = m.group(0)
        count, place = m.group("count"), m.group("place")
        # (Round 55, g1: a count of vagas read after the span too, "se sair 2 vagas": not people)
        if re.search(r"\beu\b", span) or (count and _VAGAS_NEXT.match(folded[m.start("count"):])):
            continue
        n = int(count) if count else 1 if place else 0
        if n <= 0 or n > 500:
            continue
        who = _PCD.search(span) and "pcd" or _QUOTA.search(span) and "quota" or _OPEN.search(span) and "open" or None
        masked = folded[:m.start()] + re.sub(r"\d+", "N", span) + folded[m.end():]
        return AheadLeft(count=n, list=who), masked
    return None, folded
