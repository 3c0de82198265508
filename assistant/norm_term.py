"""Round 52 (f67c): a term ("prazo") asked of one covered norm named explicitly ("o decreto 9508 fala do laudo, qual o
prazo de emissão?", "a lei 15.142 diz em quanto tempo…?").

The question is about that norm's text: it is answered with the norm's nearest dispositivos, never refused for want of
a dispositivo that fixes the term. When that norm fixes no term of its own (every "prazo" in its text is the one the
edital determines, as in Decreto 9.508, art. 4º, §§ 1º-2º), the answer says so plainly, citing where the norm leaves
it to the edital; the statement is read from the norm's text, never assumed.
"""
from __future__ import annotations

import re
from functools import lru_cache

from corpus import load_corpus
from vocabulary import LABEL, PCD_DECREE, PCD_DECREE_NAME, laws_named

# A term asked ("qual o prazo", "em quanto tempo", "quantos dias", "até quando").
TERM_ASKED = re.compile(r"\bprazos?\b|\bem quanto tempo\b|\bdentro de quanto tempo\b|\bquantos dias\b|\bate quando\b")
_PRAZO = re.compile(r"\bprazo\b", re.IGNORECASE)
_EDITAL = re.compile(r"\bedital\b", re.IGNORECASE)


def norms_named(t: str) -> list[str]:
    """The covered norms named in a folded text (the two laws, Decreto 9.508), in reading order."""
    named = laws_named(t)
    if PCD_DECREE_NAME.search(t):
        named.append(PCD_DECREE)
    return named


def term_of_named_norm(t: str) -> str | None:
    """The norm id when exactly one covered norm is named and a term is asked of it (folded text), else None."""
    named = norms_named(t)
    return named[0] if len(named) == 1 and TERM_ASKED.search(t) else None


@lru_cache(maxsize=None)
def edital_terms(norm: str) -> tuple[str, ...] | None:
    """Labels of the norm's dispositivos that name a "prazo", when every one of them leaves it to the edital (the norm
    fixes no term of its own); None when the norm fixes some term itself or names none."""
    c = load_corpus()
    law = c.law(norm)
    # The smallest parts only: an artigo's text repeats its paragraphs'.
    hits = [d for d in law.dispositivos if d.kind != "artigo" and not d.vetoed and _PRAZO.search(d.text)]
    if not hits or not all(_EDITAL.search(d.text) for d in hits):
        return None
    return tuple(d.label for d in hits)


def edital_term_note(norm: str) -> str | None:
    """"O Decreto nº 9.508/2018 não fixa esse prazo: ..." when the norm leaves every term to the edital, else None."""
    labels = edital_terms(norm)
    if not labels:
        return None
    label = LABEL[norm]
    article = "O" if label.startswith("Decreto") else "A"
    where = "; ".join(lb.removeprefix(f"{label}, ") for lb in labels)
    return (f"{article} **{label}** não fixa esse prazo: os prazos que ele menciona são os determinados no edital "
            f"({where}). Confira o edital do concurso.")
