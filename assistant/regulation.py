"""Regulation notes (Decreto nº 12.536/2025, IN 261/2025) for the dispositivos an answer cites."""
from __future__ import annotations

import functools
import re
from typing import Any, Iterable

import numpy as np

from vocabulary import fold

from .models import Citation, RegulationNote


def notes_for(citations: Iterable[Citation | str], person: Iterable[str] = ()) -> list[RegulationNote]:
    """The registry's notes for the cited URNs (registry order, no repeats), ordered for a person of the racial groups
    `person` (`for_person`: theirs first; none known, the registry order); [] when the registry is absent."""
    urns = [c.urn if isinstance(c, Citation) else c for c in citations]
    if not urns:
        return []
    try:
        from corpus.regulation import regulation_notes_for
    except ImportError:
        return []
    return for_person([RegulationNote.model_validate(n.model_dump()) for n in regulation_notes_for(urns)], person)


def regulation_note(fact_id: str) -> RegulationNote | None:
    """The registry's note with this id; None when the registry is absent or has no such fact."""
    try:
        from corpus.regulation import all_notes
    except ImportError:
        return None
    return next((RegulationNote.model_validate(n.model_dump()) for n in all_notes() if n.id == fact_id), None)


# How close (cosine, e5 query against passage) a question must be to a summary for that summary to answer it:
# on the team's paraphrases, questions about a registered subject land at >= 0.85, others (pay, penalties) below.
FACT_MIN = 0.845
# The norms' names and the quota's other word: the subject decides the nearest summary, not the name every one shares.
_NAMES = re.compile(r"\b(?:d?o |pelo |segundo o |no )?decreto(?: n[oº°]\.?)?(?: ?12\.?536(?:/2025)?)?"
                    r"(?: que regulament\w*(?: a lei)?)?|\bregulamenta\w*|\binstru[cç][aã]o normativa\w*", re.IGNORECASE)


def _subject(text: str) -> str:
    # Accents kept: the embeddings read the words as written.
    text = _NAMES.sub(" ", text)
    return re.sub(r"\bcotas\b", "reservas", re.sub(r"\bcota\b", "reserva", text, flags=re.I), flags=re.I)


@functools.lru_cache(maxsize=1)
def _fact_vectors() -> tuple[list[RegulationNote], Any] | None:
    """The decree's own summaries (the question names the decree) and their embeddings."""
    try:
        from corpus.embeddings import get_embeddings
        from corpus.regulation import all_notes
    except ImportError:
        return None
    notes = [RegulationNote.model_validate(n.model_dump()) for n in all_notes() if n.norm == "Decreto nº 12.536/2025"]
    if not notes:
        return None
    vectors = np.asarray(get_embeddings().embed_documents([_subject(n.text) for n in notes]), dtype=np.float32)
    return notes, vectors


def _stems(text: str) -> set[str]:
    """Content words cut to a stem ("reservas" and "reserva" alike), for the words a question shares with a summary."""
    return {w[:5] for w in re.findall(r"\w+", fold(_subject(text))) if len(w) >= 4 and not w.isdigit()}


# Each word a question shares with a summary: the subject's own words (PcD, comitê, dividir) weigh with the meaning.
_SHARED_WORD = 0.01


def nearest_fact(question: str) -> RegulationNote | None:
    """The decree's summary about the subject of `question`; None when none is (`FACT_MIN`) or no registry."""
    loaded = _fact_vectors()
    if loaded is None:
        return None
    notes, vectors = loaded
    from corpus.embeddings import get_embeddings

    query = np.asarray(get_embeddings().embed_query(_subject(question)), dtype=np.float32)
    asked = _stems(question)
    scores = vectors @ query + _SHARED_WORD * np.asarray([len(asked & _stems(n.text)) for n in notes])
    best = int(np.argmax(scores))
    return notes[best] if float(scores[best]) >= FACT_MIN else None


# Round 52 (lo52b): the groups as a fact about them names them ("pessoas pretas e pardas"); "negra" is preta or parda.
_PLURAL = {"preta": "pretas", "parda": "pardas", "negra": "negras", "indigena": "indígenas", "quilombola": "quilombolas"}
_BLACK = {"preta", "parda", "negra"}


def _widened(groups: Iterable[str]) -> set[str]:
    """A black person's group is each of preta, parda and negra (Lei nº 15.142/2025, art. 2º, I)."""
    out = set(groups)
    return out | _BLACK if out & _BLACK else out


def _people(groups: Iterable[str]) -> str:
    named = [g for g in _PLURAL if g in set(groups) and not (g == "negra" and {"preta", "parda"} <= set(groups))]
    words = [_PLURAL[g] for g in named]
    return "pessoas " + (" e ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + " e " + words[-1])


def for_person(notes: Iterable[RegulationNote], groups: Iterable[str]) -> list[RegulationNote]:
    """The notes ordered for a person of `groups` (racial; PcD is no group of this regulation): those about their
    group first, then those for everyone, then those about other groups, each marked as for those groups. Every note
    and its wording is kept; with no group known, the registry order stands."""
    notes = list(notes)
    told = [g for g in groups if g in _PLURAL]
    person = _widened(told)
    if not person or not any(n.groups for n in notes):
        return notes
    hers = [n for n in notes if n.groups and person & set(n.groups)]
    common = [n for n in notes if not n.groups]
    others = [n.model_copy(update={"others": f"só para {_people(n.groups)}, não para {_people(told)}"})
              for n in notes if n.groups and not person & set(n.groups)]
    return [*hers, *common, *others]
