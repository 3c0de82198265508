"""A table of cargos told beside a question of the law ("O certame terá Analista (16), Técnico (9) e Auxiliar (3).
Qual artigo trata da reserva por cargo?"): the question after the table, when it asks the law and no figure.

Round 44 (lo44b): such a message is the law's (which article, who does it, what happens if, may or must the body...);
the table is its premise, kept for the next turn (`router.plan` plans the question alone, `core` keeps the table as the
thread's calculation). A figure asked of the table ("quantas de cota em cada?", "qual a reserva?", "está certo reservar
5, 3 e 1?") stays the table. This module reads the message only; it imports `extraction`, `law_cues` and `rules`.
"""
from __future__ import annotations

import re
from datetime import date

from .extraction import Extraction, extract
from .law_cues import COUNT_ASKED, where_written, who_or_what
from .rules import DUTY_ASKED

# Where a sentence ends: the table is told in the sentences before the question.
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\s*\n+\s*")
# The law asked: who does it (`who_or_what`), where it is written (`where_written`), a duty or a permission
# (`DUTY_ASKED`), or these.
_LAW_ASKED = re.compile(r"\b(?:o que|oq|oque) (?:acontece|ocorre)\b|\bquem\b|\bartigos?\b|\bdispositivos?\b"
                        r"|\bpode(?:m|ria|riam)?\b|\be (?:permitido|proibido|vedado|obrigatorio|possivel)\b")
# A figure asked of the table, however worded: its count, its check, a request for its numbers.
_FIGURE_ASKED = re.compile(r"\bquanto|\bnumeros?\b|\bcalcul|\bconfer|\bfavor\b|\bsolicit|\bpeco\b|\binform(?:ar|e|em)\b"
                           r"|\b(?:esta|ta|estao|e) (?:certo|correto|errado)|\bcomo fica|\bdistribu"
                           # the table's reserve asked beside the law ("qual a reserva e quem faz a heteroidentificação?")
                           r"|\bqual (?:e |seria |sera |fica )?(?:a |as )?reservas?\b"
                           r"|\b(?:reservas?|cotas?) (?:de|em|pra|para) cada\b"
                           # Round 49 (f64a): whether any of its vagas or cargos must get the reserve ("alguma delas
                           # precisa ser reservada?", "algum cargo tem que ter reserva?"), and its total ("e no total?")
                           r"|\balgu(?:m|ma|ns|mas)(?: (?:delas|deles|dessas|desses|vagas?|cargos?))?\s+(?:precisa(?:m|ria)?"
                           r"|deve(?:m|ria)?|tem (?:que|de)|teria(?:m)? (?:que|de)|vai|vao|fica(?:m|ria)?|seria(?:m)?|sera)\s+"
                           r"(?:ser |ter |ficar )?(?:(?:vagas? )?reservad[ao]s?|reserva|cota)\b"
                           r"|^(?:e )?no total\b|[?.!]\s*(?:e )?no total\b")


def question_beside_table(question: str, ex: Extraction, today: date) -> str | None:
    """The question told after a table of two or more cargos (the message's text after the sentence that completes the
    table) when it asks the law and no figure; None otherwise."""
    if len(ex.cargos) < 2:
        return None
    parts = [s for s in _SENTENCE_END.split(question.strip()) if s]
    told = [(c.name, c.vacancies) for c in ex.cargos]
    for k in range(1, len(parts)):
        head = extract(" ".join(parts[:k]), today)
        if [(c.name, c.vacancies) for c in head.cargos] != told:
            continue
        asked = " ".join(parts[k:])
        rest = extract(asked, today)
        if re.search(r"\d", asked) or rest.cargos or COUNT_ASKED.search(rest.text) or _FIGURE_ASKED.search(rest.text):
            return None
        law = _LAW_ASKED.search(rest.text) or who_or_what(rest) or where_written(rest) or DUTY_ASKED.search(rest.text)
        return asked if law else None
    return None
