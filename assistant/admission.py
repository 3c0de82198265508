"""Round 55 (g4): a quota of admission to a university or an instituto federal ("minha filha passou na cota da UFBA,
vale essa lei?", "entrei pela cota na federal, é a 15.142?"): Lei 12.711/2012's, not these norms'. Said so, with that
pointer, never a dispositivo of Lei 15.142 or 12.990 quoted as if it answered.

A university's own concurso (professor, técnico-administrativo: a cargo efetivo, art. 1º) is these laws' reach and
stays so: a selection for a cargo, a servant or an edital named beside the university keeps it in.

Texts are folded (`vocabulary.fold`) by the caller.
"""
from __future__ import annotations

import re

# A university or instituto federal by its kind or its usual acronym ("UFBA", "UFRJ", "UnB", "USP", "IFBA").
_UNIVERSITY = re.compile(r"\buniversidades?\b|\bfaculdades?\b|\binstitutos? federa(?:l|is)\b|\buf[a-z]{1,5}\b"
                         r"|\bunb\b|\busp\b|\bunicamp\b|\bunifesp\b|\bunesp\b|\buerj\b|\bif[a-z]{2,3}\b"
                         r"|\b(?:na|numa|pela) federal\b")
# Getting in as a student ("passou na cota da", "entrou pela cota", "matrícula", "calouro", "curso de medicina").
_STUDENT = re.compile(r"\b(?:passou|passei|passaram|entrou|entrei|entraram|ingress\w*|aprovad[oa]s?|classificad[oa]s?)"
                      r" (?:(?:na|pela|em) )?(?:cota|reserva|vaga|federal|universidade|faculdade|curso)\b"
                      r"|\bmatricul\w*|\bcalour\w*|\bcurso de\b|\bgraduacao\b|\bvestibular\w*|\bsisu\b|\benem\b"
                      r"|\balun[oa]s?\b|\bestudantes?\b")
# A cargo of the university (its own concurso): these laws' reach (art. 1º).
_HIRING = re.compile(r"\bconcursos?\b|\bcargos?\b|\bservidor\w*|\bprofessor\w*|\bdocente\w*|\btecnic\w*|\bedital\b"
                     r"|\bemprego\w*|\bnomea\w*|\bposse\b|\bprocesso seletivo\b|\bpss\b|\bcontrat\w*")

ADMISSION_NOTE = "admission"


def admission_quota_asked(t: str) -> bool:
    """A university admission quota asked (folded text): a university and getting in as a student, no hiring."""
    return bool(_UNIVERSITY.search(t) and _STUDENT.search(t)) and not _HIRING.search(t)


ANSWER = ("As cotas no ingresso em universidades e institutos federais (vestibular, Sisu) são de outra lei, a **Lei nº "
          "12.711/2012**, que não está na minha base; não vou responder de memória. As Leis nº 15.142/2025 e nº "
          "12.990/2014 tratam da reserva de vagas em concursos públicos e processos seletivos simplificados para "
          "cargos e empregos da administração pública federal (art. 1º da Lei nº 15.142/2025), não de matrícula em "
          "curso.")
