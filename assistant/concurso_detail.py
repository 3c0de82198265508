"""Round 52 (f67c): one concurso's own details asked, which no norm holds, even when a law word is in the sentence.

- when an act's result comes out, told with a near time ("o resultado da heteroidentificação sai essa semana?", "a lista
  de convocados sai amanhã?"): that concurso's calendar, published by its banca; who does the confirmation (art. 3º)
  or how its result is appealed stays the law's;
- which subjects the exam weighs or covers ("qual matéria pesa mais na prova do IBGE?", "que disciplinas caem na prova
  de técnico?"): the edital's syllabus; "IBGE" here is the body, not the quesito cor ou raça of art. 2º. The same exam
  for the reserve and the open list, or a PcD candidate's exam (Decreto 9.508), stays in.

Texts are folded (`extraction.fold`) by the caller.
"""
from __future__ import annotations

import re

# An act of the concurso whose release is asked (its result, list, answer key, call).
_ACT = (r"(?:resultados?|gabaritos?|listas?|listagens?|classificac\w*|convocac\w*|nomeac\w*|homologac\w*"
        r"|notas?|relac(?:ao|oes) de (?:aprovados|convocados|nomeados))")
_RELEASE = (r"(?:sai|saem|saira|sairao|vai sair|vao sair|deve sair|devem sair|sera divulgad[oa]s?|vai ser divulgad[oa]s?"
            r"|sera publicad[oa]s?|vai ser publicad[oa]s?|fica pronto|fica pronta|ficam prontos|e divulgad[oa]|e publicad[oa])")
# A near time ("essa semana", "hoje", "amanhã", "até sexta", "no mês que vem"): a day of the calendar, never a rule's order
# ("antes da homologação" asks when the law places the act, and stays).
_NEAR_TIME = (r"(?:(?:ainda )?(?:essa|esta|nessa|nesta|na proxima|proxima|semana que|nesse|neste|esse|este|no proximo|proximo)"
              r" (?:semana|mes|sexta|segunda|terca|quarta|quinta|sabado|domingo|ano)|hoje|amanha|logo|semana que vem"
              r"|mes que vem|ate (?:sexta|segunda|terca|quarta|quinta|o fim d[oa] (?:semana|mes))|dia \d{1,2}\b)")
ACT_RELEASE_DUE = re.compile(rf"\b{_ACT}\b[^?.!]{{0,90}}?\b{_RELEASE}\b\s+(?:ja |so )?(?:em |no |na |ate )?{_NEAR_TIME}")

# The exam's subjects and their weight ("qual disciplina pesa mais", "que matérias caem", "o peso de português").
_SUBJECT = r"(?:disciplinas?|materias?|conteudos?|assuntos?)"
_WEIGHED = r"(?:pesa|pesam|peso|pesos|cai|caem|cair|cobrad[oa]s?|cobra|cobram|vale mais|valem mais|mais importantes?|estudar)"
EXAM_SUBJECTS = re.compile(rf"\b{_SUBJECT}\b[^?.!]{{0,40}}\b{_WEIGHED}\b|\b{_WEIGHED}\b[^?.!]{{0,30}}\b{_SUBJECT}\b"
                           r"|\bo que (?:mais )?(?:cai|caem|vai cair|costuma cair)\b[^?.!]{0,20}\bprovas?\b"
                           r"|\bpeso d[ae] (?:portugues|matematica|estatistica|informatica|direito|raciocinio)")
# The same exam for the reserve and the open list, or the PcD candidate's conditions: the law's or Decreto 9.508's.
_SAME_EXAM = re.compile(r"\bmesm[oa]s?\b|\bdiferente|\bigua(?:l|is)\b|\bpcd\b|\bdeficien|\b9\.?508\b")


def act_release_due(t: str) -> bool:
    """When one concurso's result or list comes out, with a near time (`ACT_RELEASE_DUE`)."""
    return bool(ACT_RELEASE_DUE.search(t))


def exam_subjects_asked(t: str) -> bool:
    """The exam's subjects or their weight asked (`EXAM_SUBJECTS`), not the same exam for all nor a PcD condition."""
    return bool(EXAM_SUBJECTS.search(t)) and not _SAME_EXAM.search(t)


def concurso_detail_asked(t: str) -> bool:
    """One concurso's own detail asked (its calendar of results or its exam's subjects): no norm answers it."""
    return act_release_due(t) or exam_subjects_asked(t)
