"""A conversation opened with the case before its question (Round 45, 45b).

"é sobre um edital de 2023", "sou do RH de um hospital universitário federal", "passei num concurso da Receita Federal",
"queria tirar uma dúvida sobre o concurso da PM de SP": who asks and which selection, nothing asked yet. Like a greeting
(`extraction.envelope.bare_opening`) the question is asked for, never refused nor answered by a dispositivo picked for
words that ask nothing; unlike it, the facts told (the edital's date, the body) stay for the question that follows, which
takes them as the reply to a clarification does (`told_context`): not said to be carried, and never over its own.
"""
from __future__ import annotations

import re
from typing import Any

from vocabulary import fold

from .extraction import Extraction
from .extraction.envelope import bare_opening
from .intents import INTENTS
from .intents.regime import REGIME_CUE
from .rules import _params

# The facts a told case gives the question after it: the selection's date and law, its body and kind, the person's group.
TOLD_KEYS = ("edital_date", "period", "law_hint", "entity", "process", "groups")

_SELECTION = r"(?:concursos?|editais|edital|certames?|selecao|processo seletivo|pss|vestibular)"
# Words of a tail that still only name the selection ("da Receita Federal", "de 2022 do TRF", "federal"): never a word
# that asks, a figure or a place in a list (those make a question or a case to compute, which the rules read).
_ASKING = re.compile(r"\b(?:quant\w*|qual|quais|como|quando|onde|quem|porque|pq|por\s*que|o que|oq|se|pode\w*|posso"
                     r"|consigo|devo|deve\w*|vale\w*|direito|saber|entender|explica\w*|calcul\w*|chance|dentro|chamad\w*"
                     r"|nomead\w*|nomeac\w*|reservad\w*|vagas?|lugar|colocad\w*|classificad\w*|lista|posicao|ajuda\w*"
                     r"|duvida|pergunta|preciso|queria|quero|gostaria|ver|mostra\w*|nao|sei)\b")
_TAIL = r"(?:\s+[\w.-]+){0,8}"
# One clause of a case told: who asks, the selection it is about, one's part in it, its date.
_CLAUSES = [
    # "sou do RH (de uma autarquia)", "trabalho na gestão de pessoas da universidade"
    re.compile(r"(?:eu\s+)?(?:sou|trabalho|atuo|estou)\s+(?:d[oa]|n[oa])\s+(?:setor\s+de\s+|area\s+de\s+|departamento\s+de\s+)?"
               r"(?:rh|recursos humanos|gestao de pessoas|pessoal|dp|gente e gestao|comissao (?:d[eo]|organizadora d[eo]) "
               r"(?:concursos?|selecao)|coordenacao de concursos?)" + _TAIL),
    # "sou servidora da UFPE", "sou candidato do concurso do INSS"
    re.compile(r"(?:eu\s+)?sou\s+(?:servidor[a]?|candidat[oa]|concurseir[oa]|gestor[a]?)" + _TAIL),
    # "é sobre um concurso da UFPE", "a dúvida é sobre o edital de 2023"
    re.compile(r"(?:(?:a|minha)\s+(?:duvida|pergunta)\s+)?(?:e|eh)\s+(?:sobre|de|do|da|referente a|em relacao a)\s+"
               r"(?:(?:um|uma|o|a|meu|minha|nosso|nossa|esse|essa|este|esta)\s+)?" + _SELECTION + _TAIL),
    # "passei num concurso da Receita", "fiz concurso pra um instituto federal", "vou prestar o do IBGE"
    re.compile(r"(?:eu\s+)?(?:passei|fui aprovad[oa]|fui classificad[oa]|fiz|prestei|vou prestar|vou fazer|to fazendo"
               r"|estou fazendo|me inscrevi|estou inscrit[oa]|to inscrit[oa]|vou concorrer|concorri)\s+"
               r"(?:(?:em|no|na|nos|nas|num|numa|pro|pra|para o|para a|para|o|a|um|uma)\s+)?" + _SELECTION + _TAIL),
    # "e passei pelas cotas", "passei na reserva"
    re.compile(r"(?:eu\s+)?(?:passei|entrei|fui aprovad[oa]|me inscrevi|concorri)\s+(?:pelas?|nas?)\s+(?:cotas?|reserva)"),
    # "meu concurso é de uma agência reguladora", "o edital é de 2023", "nosso processo seletivo é do ministério"
    re.compile(r"(?:(?:o|a)\s+)?(?:meu|minha|nosso|nossa|o|esse|este)?\s*" + _SELECTION
               + r"\s+(?:e|eh|foi|sera|vai ser)\s+(?:de|da|do|das|dos|pra|para|n[oa])" + _TAIL),
    # "queria tirar uma dúvida sobre o concurso da PM de SP": the announcement, of one selection named
    re.compile(r"(?:(?:eu\s+)?(?:queria|quero|gostaria de|precisava|preciso|tenho|to com|estou com)\s+)?(?:tirar\s+|fazer\s+)?"
               r"(?:uma\s+)?(?:duvida|pergunta)\s+(?:sobre|d[oa]|n[oa])\s+(?:(?:o|a|um|uma|meu|minha|nosso|nossa)\s+)?"
               + _SELECTION + _TAIL),
]
# "o edital saiu em agosto de 2024", "foi publicado em 2022": the date beside the case told (alone, it is the edital's
# date told, whose law the rules answer).
_DATED = re.compile(r"(?:(?:o|a)\s+)?(?:edital\s+)?(?:saiu|foi publicad[oa]|publicaram|lancaram|abriu)\s+(?:em|no|na|dia)"
                    + _TAIL)
_CLAUSE_SPLIT = re.compile(r"\s*[,.;!]+\s*|\s+e\s+(?=(?:eu\s+)?(?:sou|tenho|queria|quero|preciso|passei|fiz|fui|o\s+edital"
                           r"|saiu|meu|minha|nosso|nossa|a\s+duvida|vou|to|estou|trabalho)\b)")


# "é da UFPE", "foi no TRF de 2022": the body or date alone, told of the selection the talk is about (only when one is read).
# Its words only name (a predicate or a verb after the body makes it a question asked without "?": "nas fundações
# federais a reserva é obrigatória", "da pra acumular dois cargos").
_NAMING_WORD = r"(?!(?:e|eh|sao|tem|tinha|ha|existe|pra|pro|para|pode\w*|precis\w*|obrigatori\w*|acumul\w*|reserva\w*"\
               r"|cotas?|aplica\w*|vale\w*)\b)[\w.-]+"
_OF_BODY = re.compile(r"(?:(?:o\s+concurso\s+)?(?:e|eh|foi|era)\s+)?(?:d[aoe]s?|n[oa]s?|pel[oa])\s+" + _NAMING_WORD
                      + r"(?:\s+" + _NAMING_WORD + r"){0,8}")


def case_told(message: str, ex: Extraction, told_before: bool = False) -> bool:
    """A message that only opens the conversation with its case (who asks, the selection, its date), nothing asked:
    no "?", no figure of the case to compute (vagas, a place in a list), no word that asks. Each clause is a greeting or
    announcement (`bare_opening`), a date (`_DATED`) or one of the `_CLAUSES`, and one clause tells the case (or one
    was told before: "é da UFPE", then "saiu em agosto de 2024")."""
    if "?" in message:
        return False
    text = " ".join(fold(message).split())
    clauses = [c.strip() for c in _CLAUSE_SPLIT.split(text) if c and c.strip()]
    named = any(k in _params(ex) for k in ("entity", "edital_date", "period"))
    told = told_before and any(_DATED.fullmatch(c) for c in clauses)
    for clause in clauses:
        if bare_opening(clause) or _DATED.fullmatch(clause) and not _ASKING.search(clause):
            continue
        if _VESTIBULAR.search(clause) or not (any(rx.fullmatch(clause) for rx in _CLAUSES)
                                              or named and _OF_BODY.fullmatch(clause)):
            return False
        body = _ANNOUNCEMENT.sub(" ", clause)
        if _ASKING.search(body):
            return False
        told = True
    return told


_VESTIBULAR = re.compile(r"\b(?:vestibular|sisu|enem|faculdade|universidade particular|empresa privada)\b")
# The announcement's own words ("queria tirar uma dúvida sobre ..."), which ask nothing of the case told after them.
_ANNOUNCEMENT = re.compile(r"^(?:(?:eu\s+)?(?:queria|quero|gostaria de|precisava|preciso|tenho|to com|estou com)\s+)?"
                           r"(?:tirar\s+|fazer\s+)?(?:uma\s+)?(?:duvida|pergunta)\b|^(?:a|minha)\s+(?:duvida|pergunta)\b")


def told_facts(ex: Extraction, earlier: dict[str, Any] | None) -> dict[str, Any]:
    """The facts of a case told (`TOLD_KEYS` of the message's parameters) over those an earlier told turn gave."""
    kept = dict((earlier or {}).get("told") or {})
    return {**kept, **{k: v for k, v in _params(ex).items() if k in TOLD_KEYS}}


def told_context(told: dict[str, Any], intent: str | None, question: str) -> dict[str, Any]:
    """The context the question after a told case is planned with: that case as the reply to a clarification of the
    question's own operation (its facts merged, none said to be carried); the law asked with no edital of its own ("vale
    a lei nova ou a antiga?") is the told edital's regime; nothing when it asks no operation (a law question, an aside),
    which the told facts do not change."""
    if intent is None and any(k in told for k in ("edital_date", "period")) and REGIME_CUE.search(fold(question)):
        intent = "regime"
    if intent not in INTENTS or not told:
        return {}
    return {"intent": intent, **told, "pending": "case"}


# Round 47 (lo47a): the case told as whose it is and where, nothing asked ("sou parda, concurso do INSS", "meu primo é
# pardo, concurso da Caixa", "sou da PM de SP"): enough to answer that person's eligibility, so it is answered (a state
# or city body: the federal laws do not reach it), never refused nor only asked for.
_GROUP_WORDS = r"(?:pret[oa]s?|pard[oa]s?|negr[oa]s?|indigenas?|quilombolas?)"
_OWN_GROUP = re.compile(rf"(?:eu\s+)?sou\s+(?:(?:uma?|a|o)\s+)?(?:(?:pessoa|mulher|homem|candidat[oa])\s+)?{_GROUP_WORDS}")
_KIN_GROUP = re.compile(rf"(?:(?:o|a)\s+)?(?:meu|minha)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:e|eh)\s+(?:uma?\s+)?{_GROUP_WORDS}")
_SELECTION_OF = re.compile(r"(?:(?:e|eh|o|um|uma|no|na|num|numa|pro|pra|para o|para a)\s+)?" + _SELECTION
                           + r"\s+(?:d[aoe]s?|n[oa]s?|pr[oa]|para\s+[oa])\s+[\w.-]+" + _TAIL)
_MEMBER_OF = re.compile(r"(?:eu\s+)?(?:sou|trabalho|atuo)\s+(?:d[ao]s?|n[ao]s?)\s+(?!rh\b|recursos\b|gestao\b|pessoal\b|dp\b"
                        r"|setor\b|area\b|departamento\b|comissao\b|coordenacao\b)[\w.-]+" + _TAIL)
_ELIGIBILITY_CLAUSES = (_OWN_GROUP, _KIN_GROUP, _SELECTION_OF, _MEMBER_OF, *_CLAUSES[1:])


def eligibility_told(message: str, ex: Extraction) -> bool:
    """A first message with no "?" that tells a person's group and the body of the selection (or only one's state or
    city body), each clause a greeting, the group told (`_OWN_GROUP`, `_KIN_GROUP`) or the selection or body named."""
    groups = [g for g in ex.groups if g != "pcd"]
    if "?" in message or ex.entity is None or not (groups or ex.entity in ("estadual", "municipal")):
        return False
    text = " ".join(fold(message).split())
    clauses = [c.strip() for c in _CLAUSE_SPLIT.split(text) if c and c.strip()]
    for clause in clauses:
        if bare_opening(clause):
            continue
        if _VESTIBULAR.search(clause) or not any(rx.fullmatch(clause) for rx in _ELIGIBILITY_CLAUSES) \
                or _ASKING.search(_ANNOUNCEMENT.sub(" ", clause)):
            return False
    return bool(clauses)


# Round 48 (lo48b): one's group and the federal body one already works at, nothing asked ("sou negro, trabalho no INSS",
# "sou parda e sou servidora do IBGE"): no selection is named, so no question is obvious; what the person wants to know
# is asked, the facts kept for it. A selection named ("sou parda, concurso do INSS") stays that eligibility (lo47a).
_EMPLOYED_AT = re.compile(r"(?:eu\s+)?(?:trabalho|atuo|sou\s+(?:servidor|servidora|funcionari[oa]|empregad[oa]|concursad[oa])"
                          r"(?:\s+publico|\s+publica)?)\s+(?:d[ao]s?|n[ao]s?)\s+(?!rh\b|recursos\b|gestao\b|pessoal\b|dp\b"
                          r"|setor\b|area\b|departamento\b|comissao\b|coordenacao\b)[\w.-]+" + _TAIL)


def employment_told(message: str, ex: Extraction) -> bool:
    """A first message with no "?" that tells one's racial group and a federal body one works at, each clause a
    greeting, the group told or that employment, no selection named and nothing asked."""
    groups = [g for g in ex.groups if g != "pcd"]
    if "?" in message or not groups or ex.entity in (None, "estadual", "municipal") or ex.numbers:
        return False
    text = " ".join(fold(message).split())
    if re.search(rf"\b{_SELECTION}\b|\bcotas?\b|\breserva\b", text):
        return False
    clauses = [c.strip() for c in _CLAUSE_SPLIT.split(text) if c and c.strip()]
    employed = False
    for clause in clauses:
        if bare_opening(clause):
            continue
        if _ASKING.search(_ANNOUNCEMENT.sub(" ", clause)):
            return False
        if _EMPLOYED_AT.fullmatch(clause):
            employed = True
        elif not (_OWN_GROUP.fullmatch(clause) or _KIN_GROUP.fullmatch(clause)):
            return False
    return employed
