"""The routing exemplars (assistant/intents/exemplars/<intent>.txt) are well-formed and unambiguous."""
import itertools
import re
from pathlib import Path

import pytest

from vocabulary import fold

EXEMPLARS = Path(__file__).resolve().parents[1] / "assistant" / "intents" / "exemplars"
INTENTS = ("reserve", "regime", "eligibility", "order", "position", "edital", "law", "out_of_scope")


def _questions(intent: str) -> list[str]:
    raw = (EXEMPLARS / f"{intent}.txt").read_bytes()
    text = raw.decode("utf-8")  # strict: a bad byte fails here
    return [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def _tokens(question: str) -> tuple[str, ...]:
    return tuple(re.findall(r"\w+", fold(question)))


def test_one_file_per_intent_and_nothing_else():
    assert {p.stem for p in EXEMPLARS.glob("*.txt")} == set(INTENTS)


@pytest.mark.parametrize("intent", INTENTS)
def test_file_is_well_formed(intent):
    raw = (EXEMPLARS / f"{intent}.txt").read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf") and "\ufffd" not in raw.decode("utf-8")
    questions = _questions(intent)
    # About a hundred or more per intent: eligibility has fewer since the law's reach asked in general
    # ("a reserva vale para fundações?") is labelled law, leaving it the person's or entity's own case.
    assert 100 <= len(questions) <= 600, f"{intent}: {len(questions)} exemplos"
    for q in questions:
        assert q == q.strip() and "\t" not in q and len(q) <= 300, repr(q)
        assert len(_tokens(q)) >= 1 and len(q) >= 5, repr(q)


def test_no_duplicate_within_or_across_intents():
    seen: dict[tuple[str, ...], str] = {}
    for intent in INTENTS:
        for q in _questions(intent):
            key = _tokens(q)
            assert key not in seen, f"{q!r} em {intent} e em {seen.get(key)}"
            seen[key] = intent


def test_no_near_duplicate_across_intents():
    # Same words in two intents would teach the classifier two answers for one question.
    sets = {intent: [(q, set(_tokens(q))) for q in _questions(intent)] for intent in INTENTS}
    for a, b in itertools.combinations(INTENTS, 2):
        for (qa, ta), (qb, tb) in itertools.product(sets[a], sets[b]):
            jaccard = len(ta & tb) / len(ta | tb)
            assert jaccard < 0.8, f"{qa!r} ({a}) ~ {qb!r} ({b})"


@pytest.mark.parametrize("intent", INTENTS)
def test_not_templated(intent):
    # Varied structure, not one sentence with the numbers swapped: few share their first three words.
    starts = [_tokens(q)[:3] for q in _questions(intent)]
    most = max(starts.count(s) for s in set(starts))
    assert most <= 3, f"{intent}: {most} exemplos começam igual"
