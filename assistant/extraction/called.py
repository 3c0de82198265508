"""Appointments already made: "chamaram 5 da ampla e nenhum cotista", "já nomearam 4", "convocaram o 1º, o 2º e o 3º".

A candidate telling how far the nominations went gives counts of people already called, never a place of their own
in a list nor the vagas of the edital; the calculator has no input for them (the order is the edital's, whatever
was done so far). The counts are masked ("N") before ranks, vagas and cargos are read, and reported so the router
knows the message is about the order of the nominations.
"""
from __future__ import annotations

import re

# Who was called: the third person plural or the passive ("foram chamados"), never "fui chamado" (one's own call).
# (Round 36, lo36: or supposed, "e se chamarem 5?", "se nomeassem 4", "se forem convocados 3": nominations, never vagas)
# (Round 46, 46c: or told by the body that calls, "já nomeamos 7 de 20"; "nomeamos 4 agora" is a batch planned, `_PLANNED`)
_VERB = (r"(?:ja\s+)?(?:chamaram|chamou|nomearam|nomeou|convocaram|convocou|empossaram|empossou"
         r"|(?<=ja )(?:nomeamos|chamamos|convocamos|empossamos)"
         r"|(?:cham|nome|convoc|emposs)(?:arem|assem|armos|assemos)"
         r"|(?:foram|ja foram|forem|fossem)\s+(?:chamad|nomead|convocad|empossad)\w*)")
# One count or a list of ordinals after the verb ("5 da ampla", "o 1º, o 2º e o 3º", "8 da ampla e 1 cotista").
_COUNT = r"(?:(?:o|a|os|as)\s+)?\d+o?(?!\s*(?:vagas?\b|%|cargos?\b|anos\b|meses\b|dias\b))"
_CALLED = re.compile(
    rf"\b{_VERB}\s+(?:(?:ate agora|ate hoje|so|apenas|somente|ja|mais|uns|umas|ate)\s+)*"
    rf"(?P<list>{_COUNT}(?:\s*(?:,|e)\s*{_COUNT})*)"
    # what follows the count, up to the clause's end: another count of the same story ("e 1 cotista", "e nenhum")
    r"(?P<rest>(?:\s+(?:da|de|na|pela)\s+(?:ampla(?: concorrencia)?|cotas?|reserva|lista \w+))?"
    r"(?:\s+(?:pessoas|candidatos|aprovados|cotistas?|negros?|da ampla))?"
    r"(?:\s*,?\s*e\s+(?:so\s+|apenas\s+)?(?:o\s+|a\s+)?\d+o?\s+(?:cotistas?|negros?|d[ao] (?:cota|reserva|ampla)|pcd))?)"
)
# "5 da ampla já foram chamados", "já tem 4 nomeados": the count before the verb.
_CALLED_BEFORE = re.compile(
    r"\b(\d+)\s+(?:da ampla\s+|de ampla\s+|cotistas?\s+|pessoas\s+|candidatos\s+|aprovados\s+)?(?:ja\s+)?(?:foram|sao|estao)\s+"
    r"(?:chamad|nomead|convocad|empossad)\w*"
    r"|\b(?:ja\s+)?(?:tem|teve|houve|temos)\s+(\d+)\s+(?:nomead|chamad|convocad|empossad)\w*"
)
# "só 1 era cotista": the same story's count of optants among those called (only read when a call is told).
_WERE_OPTANTS = re.compile(r"\b(?:so\s+|apenas\s+)?(\d+)\s+(?:era|eram|foi|foram)\s+(?:cotistas?|negros?|d[ao] (?:cota|reserva))\b")
# Round 41 (41b): nominations planned in batches ("vamos nomear 4 agora e 6 no ano que vem", "nomeamos 4 agora",
# "vamos chamar os 3 primeiros agora"): counts of people to call, never the vagas; only with the batch's time said.
_PLANNED = re.compile(
    r"\b(?:(?:vamos|vou|iremos|vai|vao|pretendemos|queremos|devemos|podemos|planejamos|precisamos)\s+"
    r"(?:so\s+|apenas\s+)?(?:nomear|chamar|convocar|empossar)|nomeamos|chamamos|convocamos|nomearemos|chamaremos"
    r"|convocaremos|nomeia|nomeiam)\s+(?:em\s+(?:\d+\s+)?(?:lotes|etapas|levas)\s*[:,]?\s*)?(?:(?:so|apenas|somente)\s+)?(?:(?:os|as)\s+)?\d+(?:\s+primeir[oa]s)?"
    r"(?:\s+(?:aprovados|candidatos|pessoas|servidores|docentes|professores|tecnicos))?"
    r"\s+(?:agora|ja|de imediato|imediatamente|neste ano|este ano|nesse ano|esse ano|no primeiro lote|(?:em\s+|no\s+)?DATA|em\s+(?:19|20)\d{2})\b"
    r"(?:\s*,?\s*e\s+(?:os\s+|as\s+)?(?:outros\s+|outras\s+|demais\s+|mais\s+)?\d+(?:\s+restantes)?"
    r"\s+(?:no ano que vem|ano que vem|no proximo ano|depois|em seguida|mais tarde|no segundo semestre|(?:no\s+|em\s+)?DATA|em\s+(?:19|20)\d{2})\b)?")
_NUMBER = re.compile(r"\d+")
# The order of the nominations asked ("em que posições vão os cotistas?", "em quais nomeações entram?", "algum cotista
# entra nesse lote?"): the batches planned are then turns of that order, never a second total.
_ORDER_ASKED = re.compile(r"\bposic|\bordem\b|\bnomeacoes\b|\bem qua(?:l|is) nomeac|\blotes?\b|\bentra(?:m)?\b")
_BATCH_COUNT = re.compile(r"(?<!\d)(?!(?:19|20)\d{2}\b)\d+\b")
# Round 36 (lo36): a supposed call ("e se chamarem 5?") counts nominations; of a group ("5 cotistas") it stays the
# premise of a rule, never nominations to place in the order.
_SUPPOSED = re.compile(r"(?:ja\s+)?(?:(?:cham|nome|convoc|emposs)(?:arem|assem|armos|assemos)|forem|fossem)\b")
# Round 40 (f49b): which of those supposed called is a cotista ("se forem chamados 6, qual desses é o cotista?", "se
# nomearem 4, quais são os cotistas?"): the places of the cotistas in that many nominations, the order of as many vagas.
_WHICH_COTISTA = re.compile(r"\bqua(?:l|is)\s+(?:(?:deles|delas|desses|dessas|destes|destas|entre eles)\s+)?(?:e|sao|seria|seriam|sera"
                            r"|serao|vai ser|vao ser)\s+(?:o\s+|os\s+|a\s+|as\s+)?(?:cotistas?|optantes?)\b"
                            r"|\bqua(?:l|is)\s+(?:o\s+|os\s+)?(?:cotistas?|optantes?)\b"
                            # Round 50 (f65b): the vaga or the call named as the reserve's ("qual delas é a vaga da cota?",
                            # "qual é a vaga do cotista?", "quais vão pra reserva?", "em que vez entra o cotista?")
                            r"|\bqua(?:l|is)\s+(?:(?:deles|delas|desses|dessas|destes|destas|entre eles)\s+)?"
                            r"(?:vagas?\s+|nomeac\w*\s+|chamadas?\s+)?(?:e|sao|seria|seriam|sera|serao|vai ser|vao ser|vai|vao"
                            r"|fica|ficam|entra|entram)\s+(?:a\s+|as\s+|o\s+|os\s+)?(?:vagas?\s+|pessoas?\s+)?"
                            r"(?:d[aeo]s?\s+|pra\s+|para\s+)(?:a\s+|o\s+)?(?:cotas?|reserva|cotistas?|optantes?)\b"
                            r"|\b(?:em que|em qual|qual a|qual e a)\s+(?:vez|posicao|lugar|nomeacao|chamada)\b[^?.]{0,25}"
                            r"\b(?:cotistas?|optantes?)\b")
_OF_GROUP = re.compile(r"\d+o?\s+(?:cotistas?|negr|pret|pard|indigen|quilombol|pcd|deficien)")


def _masked(span: str) -> str:
    return _NUMBER.sub("N", span)


# Round 46 (46c): "já nomearam 7 de 20", "nomeamos 3 das 10", "7 dos 20 aprovados dentro das vagas": the whole the calls
# are counted in is the vagas (masked "N" is the count called); never people who compete ("3 de 40 inscritos").
_CALLED_OF = re.compile(r"\bN\s+(?:de|dos|das)\s+(\d+)\b(?![.,/]\d|\s*(?:%|anos|meses|dias|candidat|inscrit|pessoas"
                        r"|cotistas|optantes|negros|pcd|aprovados(?!\s+dentro)|classificados(?!\s+dentro)))")


def called_of_total(masked: str, called: list[int]) -> int | None:
    """The vagas a count of calls is told out of ("já nomearam 7 de 20": 20), or None."""
    m = _CALLED_OF.search(masked)
    return int(m.group(1)) if m and len(called) == 1 and int(m.group(1)) > called[0] else None


def planned_batch_date(text: str) -> bool:
    """Round 41 (41b): the date (masked "DATA") is the time of a planned batch of nominations ("vamos nomear 4 agora e
    6 no ano que vem"), never the edital's publication."""
    return any("DATA" in m.group(0) for m in _PLANNED.finditer(text))


def mask_called(text: str) -> tuple[str, list[int]]:
    """The text with the counts of people already called masked, and those counts (in the order written)."""
    counts: list[int] = []

    def sub(m: re.Match[str]) -> str:
        if _SUPPOSED.match(m.group(0)) and _OF_GROUP.search(m.group(0)):
            return m.group(0)  # "e se chamarem 5 cotistas?": cotistas supposed called, a rule's premise (round 33, lo2)
        counts.extend(int(n) for n in _NUMBER.findall(m.group(0)))
        return _masked(m.group(0))

    text = _CALLED.sub(sub, text)
    text = _CALLED_BEFORE.sub(sub, text)
    def planned(m: re.Match[str]) -> str:
        # the batch's counts, never the years that date it ("nomeamos 3 em 2025 e 7 em 2026")
        counts.extend(int(n) for n in _BATCH_COUNT.findall(m.group(0)))
        return _BATCH_COUNT.sub("N", m.group(0))

    if _ORDER_ASKED.search(text):  # "vamos nomear 8 agora, quantas são da cota?": the batch's own reserve, asked
        text = _PLANNED.sub(planned, text)
    if counts:
        text = _WERE_OPTANTS.sub(sub, text)
    return text, counts


def supposed_call_of_cotistas(text: str, called: list[int]) -> bool:
    """Round 40 (f49b): one count supposed called ("se forem chamados 6") and which of them is a cotista asked: the
    nominations are the vagas whose order is asked (no vagas told beside them)."""
    return len(called) == 1 and bool(_SUPPOSED.search(text)) and bool(_WHICH_COTISTA.search(text))
