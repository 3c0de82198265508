"""Who a position question is about: the person asking, or someone else ("minha irmã ficou em 12º").

The answer's sentence names that person ("ela fica dentro das vagas"), instead of "você" for a sister. Only the
grammar of the answer depends on it: the figures are the same whoever holds the place.
"""
from __future__ import annotations

import re
from typing import Literal

from .kinship import alternation, kin_words

Subject = Literal["ela", "ele", "a pessoa"]

# First person (folded text): a claim or a place of one's own ("fiquei", "to", "minha posição", "eu").
# ("fiquei sabendo que o candidato 41º..." is hearsay about someone else, not one's own place.)
_FIRST = re.compile(r"\b(?:eu|mim|fiquei(?! sabendo)|passei|estou|to|sou|tirei|consegui|entrei|fico|minha (?:posicao"
                    r"|colocacao|classificacao|nota)|meu (?:lugar|resultado))\b")
# A third person named as the one placed: a relative or friend, "o candidato", "ela"/"ele"; HR shorthand opens on
# the bare noun ("Candidato pode se inscrever na cota?").
# People named by their role, not kin: gendered like the kin words of `kinship` (role G).
_ROLE_FEM = ["candidata", "servidora", "aluna"]
_ROLE_MASC = ["candidato", "servidor", "aluno"]
# Round 33 (33b): the one a lawyer or a defensoria speaks for ("minha cliente", "o assistido", "nossa representada"):
# a third person too; "cliente" takes its gender from the article or possessive.
_SPOKEN_FOR_FEM = ["cliente", "assistida", "representada"]
_SPOKEN_FOR_MASC = ["cliente", "assistido", "representado"]
_ROLE_FEM += _SPOKEN_FOR_FEM
_ROLE_MASC += _SPOKEN_FOR_MASC
# Round 39 (lo39): the one placed named by the list or the result they are in ("a 4ª cotista entra?", "o aprovado em 3º",
# "a optante em 4º lugar"): a third person too, gendered by the article; an ordinal may sit between ("a 2ª colocada").
_PLACED_FEM = ["cotista", "optante", "colocada", "aprovada", "classificada", "inscrita", "nomeada", "convocada"]
_PLACED_MASC = ["cotista", "optante", "colocado", "aprovado", "classificado", "inscrito", "nomeado", "convocado"]
_ORDINAL = r"(?:\d+o )?"
# Round 54 (f69a): HR's shorthand opens a sentence on the bare noun, not only the message ("RH aqui: 10 vagas.
# Candidato cotista, 15º na geral, entra?"); "outro"/"outra" names a further person of that gender ("e outro candidato").
_OPENS = r"(?:^|(?<=[.:;!?] ))"
# "um colega meu", "uma amiga": someone the asker knows, so their gender is said (unlike "um candidato"): role K.
_FEMININE = re.compile(rf"\b(?:minha|sua|a|nossa|outra) {alternation(kin_words('G', 'ela') + _ROLE_FEM)}\b|\bela\b"
                       rf"|\b(?:minha|sua|a|nossa|essa|uma|outra) {_ORDINAL}{alternation(_PLACED_FEM)}\b"
                       rf"|{_OPENS}(?:candidata|assistida|representada)\b"
                       rf"|\buma {alternation(kin_words('K', 'ela'))}\b")
_MASCULINE = re.compile(rf"\b(?:meu|seu|o|nosso|outro) {alternation(kin_words('G', 'ele') + _ROLE_MASC)}\b|\bele\b"
                        rf"|\b(?:meu|seu|o|nosso|esse|um|outro) {_ORDINAL}{alternation(_PLACED_MASC)}\b"
                        rf"|{_OPENS}(?:candidato|assistido|representado)\b"
                        rf"|\bum {alternation(kin_words('K', 'ele'))}\b")
_NEUTRAL = re.compile(r"\b(?:a|essa|uma) pessoa\b|\bum candidato\b|\buma candidata\b|\besse candidato\b"
                      rf"|{_OPENS}(?:cotista|optante)\b")  # (Round 39, lo39: HR's bare "Cotista em 5º lugar, entra?")
# The third person's place or outcome: "ficou", "passou", "está em", "entra".
_THIRD_VERB = re.compile(r"\b(?:ficou|passou|passa|passaria|entraria|terminou|esta (?:em|na|no)|ta (?:em|na|no)|entra|fica|ficaria|tirou|foi|seria"
                         r"|classificou|conseguiu|sera)\b"
                         # Round 45 (lo45a): the place supposed ("e se ela ficar em 2º?", "se minha irmã fosse a 3ª", "e se
                         # ele tivesse ficado em 7º?"): that person's place too, as "ela ficou em 2º" is
                         r"|\b(?:ficar|ficasse|for|fosse|estiver|estivesse|passar|passasse|entrar|entrasse|tirar|tirasse"
                         r"|(?:tiver|tivesse) (?:ficado|passado|entrado|tirado))\b"
                         # Round 33 (33b): the place told as a participle ("assistido aprovado em 3º", "classificada na 5ª")
                         r"|\b(?:aprovad|classificad)[oa] (?:em|na|no)\b"
                         # "meu irmão é o 5º cotista": the place said with "é" (folded "e") before an ordinal
                         r"|\be (?:o|a) \d+[oa]\b"
                         # Round 54 (f69a): the outcome asked in the passive ("ela é nomeada?", "ele vai ser chamado?")
                         r"|\b(?:e|sera|seria|vai ser|iria ser) (?:nomead|chamad|convocad|aprovad|classificad|empossad)[oa]s?\b")


# Round 44 (44b): the asker introduced as someone's relative before the story ("eu sou a mãe do joão, ele ficou em 2º",
# "sou tia da candidata"): who is speaking, not the one placed; left out when reading who the question is about.
_SELF_AS_KIN = re.compile(r"\b(?:eu\s+)?sou\s+(?:a\s+|o\s+)?"
                          + alternation(sorted({*kin_words("G"), *kin_words("R"), "madrinha", "padrinho", "responsavel"}))
                          + r"\s+d[oa]s?\s+[a-z]+")


# Round 54 (f69a): the asker introduced by the desk they work at ("sou do RH do IFPB", "trabalho na gestão de pessoas"):
# who is speaking for the body, not the one placed (the candidate named after is).
_SELF_AS_DESK = re.compile(r"\b(?:eu\s+)?(?:sou|trabalho|estou|to|atuo)\s+(?:(?:servidor|servidora|analista|tecnico|tecnica"
                           r"|chefe|coordenador|coordenadora)\s+)?(?:d[oa]|n[oa]|em|com)\s+(?:setor\s+de\s+|area\s+de\s+)?"
                           r"(?:rh|recursos humanos|gestao de pessoas|departamento de pessoal|dp|pessoal|comissao do concurso"
                           r"|banca)\b")


def _about(text: str) -> str:
    return _SELF_AS_DESK.sub(" ", _SELF_AS_KIN.sub(" ", text))


# Round 54 (f69a): a further person brought into a thread ("e outro candidato", "outra candidata", "um outro", "mais uma
# aprovada", "uma amiga minha"): someone other than the one the earlier places were told of, whose places are their own.
_ANOTHER = re.compile(rf"\b(?:outr[oa]|mais uma?)\s+{alternation(sorted({*_ROLE_FEM, *_ROLE_MASC, *_PLACED_FEM, *_PLACED_MASC, 'pessoa'}))}\b"
                      r"|\b(?:um|uma)\s+outr[oa]\b"
                      rf"|\b(?:um|uma)\s+{alternation(kin_words('K'))}\b")


def another_person(text: str) -> bool:
    """The folded `text` brings in a person other than the thread's ("e outro candidato, em 8º?"), not the asker."""
    return bool(_ANOTHER.search(_about(text))) and not _FIRST.search(_about(text))


def first_person(text: str) -> bool:
    """The folded `text` speaks of the asker ("e eu, fiquei em 3º?")."""
    return bool(_FIRST.search(text))


# Round 39 (lo39d): the asker speaking of herself in the feminine ("sou a 4ª cotista", "fui aprovada", "estou
# classificada"), read from the ORIGINAL text: the normalised one turns "ª" into "o".
_ASKER_FEMININE = re.compile(r"\b(?:sou|fui|fiquei|estou|tô|to|eu)\b(?:\s+\S+){0,3}?\s+(?:a\s+\d+\s*ª|a\s+\d+a\b"
                             r"|(?:aprovada|classificada|colocada|chamada|nomeada|convocada|inscrita|candidata|optante negra)\b)",
                             re.IGNORECASE)


def asker_feminine(original: str) -> bool:
    """Whether the asker (first person) speaks of herself in the feminine, in the unnormalised `original`."""
    return bool(_ASKER_FEMININE.search(original))


# Round 47 (lo47a): the place supposed with its subject left out ("e se fosse o 3º cotista?", "se fosse a 2ª colocada"):
# the place is the predicate, whoever the thread is about holds it; the article there names no third person.
_PLACE_PREDICATE = re.compile(rf"\b(?:fosse|for|seria|ficasse|ficar|estivesse|estiver)\s+(?:o|a)\s+{_ORDINAL}"
                              rf"{alternation(sorted({*_PLACED_FEM, *_PLACED_MASC}))}\b")


def _people(text: str) -> tuple[re.Match[str] | None, re.Match[str] | None]:
    text = _PLACE_PREDICATE.sub(" ", text)
    return _FEMININE.search(text), _MASCULINE.search(text)


def subject(text: str) -> Subject | None:
    """"ela", "ele" or "a pessoa" when the folded `text` places someone other than the asker; None otherwise."""
    text = _about(text)
    if _FIRST.search(text) or not _THIRD_VERB.search(text):
        return None
    fem, masc = _people(text)
    if fem and masc:  # "minha irmã e o namorado dela": the first named is the one placed
        return "ela" if fem.start() < masc.start() else "ele"
    if fem:
        return "ela"
    if masc:
        return "ele"
    return "a pessoa" if _NEUTRAL.search(text) else None


def named(text: str) -> Subject | None:
    """The third person a question names, whatever it asks of them ("meu namorado pode usar a cota?" → "ele")."""
    text = _about(text)
    if _FIRST.search(text):
        return None
    fem, masc = _people(text)
    if fem and masc:
        return "ela" if fem.start() < masc.start() else "ele"
    return "ela" if fem else "ele" if masc else "a pessoa" if _NEUTRAL.search(text) else None


def kept(text: str, earlier: Subject | None) -> Subject | None:
    """Round 18: who a follow-up in a thread about someone else is about. The thread's person stays ("em qual nomeação
    ele é chamado?", "e se forem 4 cotistas na frente?"), unless the message speaks of the asker ("e se eu fosse o
    3º?") or names another person."""
    if _FIRST.search(_about(text)):
        return None
    if earlier is None:  # Round 54 (f69a): a further person brought in is the one asked about, not the asker
        return named(text) if another_person(text) else None
    return named(text) or earlier
