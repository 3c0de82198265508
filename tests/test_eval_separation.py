"""What the product is measured on never appears in what it learns from, verbatim or nearly so.

Eval side: the evaluation files (three dev sets, nine held-out sets). Learning side, read at run time
(their authors and the eval's author never read each other's files): the annotations (`perguntas`,
`resumo`), the intent exemplars (`assistant/intents/exemplars/*.txt`, one question a line; `followups.jsonl`,
turns and previous messages) and the string
literals of `tests/test_assistant_paraphrases.py`. Near copy: token Jaccard >= 0.8 on `vocabulary.fold`-ed
word sets. A missing learning source makes its test pass vacuously; the eval side is always asserted
non-empty. Failure messages name the eval question and the source file, never the learning text.
"""
from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from tests.near_copy import NearCopyIndex
from vocabulary import fold

ROOT = Path(__file__).resolve().parents[1]
EVAL_FILES = (
    ROOT / "corpus" / "eval" / "questions.jsonl",
    ROOT / "assistant" / "eval" / "routing.jsonl",
    ROOT / "assistant" / "eval" / "conversations.jsonl",
    # held-out sets, written after the learning data and never tuned on
    ROOT / "corpus" / "eval" / "holdout-questions.jsonl",
    ROOT / "assistant" / "eval" / "holdout-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout-conversations.jsonl",
    # second held-out set (issue 10), written before the router was changed
    ROOT / "assistant" / "eval" / "holdout2-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout2-conversations.jsonl",
    # third held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout3-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout3-conversations.jsonl",
    # fourth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout4-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout4-conversations.jsonl",
    # fifth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout5-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout5-conversations.jsonl",
    # sixth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout6-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout6-conversations.jsonl",
    # seventh held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout7-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout7-conversations.jsonl",
    # eighth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout8-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout8-conversations.jsonl",
    # ninth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout9-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout9-conversations.jsonl",
    # tenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout10-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout10-conversations.jsonl",
    # eleventh held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout11-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout11-conversations.jsonl",
    # twelfth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout12-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout12-conversations.jsonl",
    # thirteenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout13-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout13-conversations.jsonl",
    # fourteenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout14-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout14-conversations.jsonl",
    # fifteenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout15-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout15-conversations.jsonl",
    # sixteenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout16-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout16-conversations.jsonl",
    # seventeenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout17-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout17-conversations.jsonl",
    # eighteenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout18-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout18-conversations.jsonl",
    # nineteenth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout19-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout19-conversations.jsonl",
    # twentieth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout20-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout20-conversations.jsonl",
    # twenty-first held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout21-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout21-conversations.jsonl",
    # twenty-second held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout22-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout22-conversations.jsonl",
    # twenty-third held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout23-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout23-conversations.jsonl",
    # twenty-fourth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout24-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout24-conversations.jsonl",
    # twenty-fifth held-out set (issue 10), written before the next router change
    ROOT / "assistant" / "eval" / "holdout25-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout25-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout26-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout26-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout27-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout27-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout28-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout28-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout29-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout29-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout30-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout30-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout31-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout31-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout32-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout32-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout33-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout33-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout34-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout34-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout35-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout35-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout36-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout36-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout37-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout37-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout38-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout38-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout39-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout39-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout40-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout40-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout41-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout41-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout42-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout42-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout43-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout43-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout44-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout44-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout45-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout45-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout46-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout46-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout47-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout47-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout48-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout48-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout49-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout49-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout50-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout50-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout51-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout51-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout52-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout52-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout53-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout53-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout54-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout54-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout55-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout55-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout56-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout56-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout57-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout57-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout58-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout58-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout59-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout59-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout60-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout60-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout61-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout61-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout62-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout62-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout63-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout63-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout64-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout64-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout65-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout65-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout66-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout66-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout67-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout67-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout68-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout68-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout69-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout69-conversations.jsonl",
    ROOT / "assistant" / "eval" / "holdout70-routing.jsonl",
    ROOT / "assistant" / "eval" / "holdout70-conversations.jsonl",
)
EXEMPLARS_DIR = ROOT / "assistant" / "intents" / "exemplars"
PARAPHRASE_TESTS = ROOT / "tests" / "test_assistant_paraphrases.py"
THRESHOLD = 0.8
# A bare number or a two-word fragment ("20", "e 25?") is no one's question to copy; Jaccard on it is noise.
MIN_WORDS = 3


def words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"\w+", fold(text)))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def near_copies(evals: Iterable[tuple[str, str]], learned: Iterable[str]) -> list[str]:
    """Eval ids/questions that have a near copy among `learned` (the learning text is not reported)."""
    learned_sets = NearCopyIndex(w for w in map(words, learned) if w)
    hits = []
    for ident, question in evals:
        q = words(question)
        if len(q) < MIN_WORDS:
            continue
        # Jaccard >= t needs t*|q| <= |w| <= |q|/t: only those sizes can match; and (the index) a share of q's words
        lo, hi = int(THRESHOLD * len(q)), int(len(q) / THRESHOLD) + 1
        if learned_sets.any(q, lambda w: lo <= len(w) <= hi and jaccard(q, w) >= THRESHOLD):
            hits.append(f"{ident}: {question}")
    return hits


def eval_questions() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for path in EVAL_FILES:
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                row = json.loads(line)
                if "turns" in row:
                    out += [(f"{row['id']}#{i}", t["user"]) for i, t in enumerate(row["turns"])]
                else:
                    out.append((row["id"], row["question"]))
    return out


@pytest.fixture(scope="module")
def evals() -> list[tuple[str, str]]:
    qs = eval_questions()
    assert len(qs) >= 400  # the eval side is never vacuous
    return qs


# --------------------------------------------------------------------------- the detector itself
def test_detector_flags_near_copies_and_spares_other_questions():
    q = [("x1", "Minha autodeclaração foi indeferida: posso seguir pela ampla concorrência?")]
    assert near_copies(q, ["minha autodeclaracao foi indeferida, posso seguir pela ampla concorrencia"])
    assert near_copies(q, ["Minha autodeclaração foi indeferida; posso seguir pela ampla concorrência agora?"])
    assert not near_copies(q, ["A autodeclaração indeferida elimina o candidato do concurso?"])
    assert not near_copies([("x2", "20")], ["20"])  # fragments are not compared


# --------------------------------------------------------------------------- the learning sources
def test_eval_questions_are_not_in_the_annotations(evals):
    from corpus.annotations import load_annotations

    learned = []
    for ann in load_annotations().values():
        learned += [*ann.perguntas, ann.resumo]
    hits = near_copies(evals, learned)
    assert not hits, f"eval questions near-copied in corpus/annotations: {hits}"


def test_eval_questions_are_not_in_the_intent_exemplars(evals):
    learned = []
    if EXEMPLARS_DIR.is_dir():
        for path in sorted(EXEMPLARS_DIR.glob("*.txt")):
            learned += [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
                        if line.strip() and not line.lstrip().startswith("#")]
    hits = near_copies(evals, learned)
    assert not hits, f"eval questions near-copied in {EXEMPLARS_DIR.relative_to(ROOT)}: {hits}"


def test_eval_questions_are_not_in_the_paraphrase_tests(evals):
    learned = []
    if PARAPHRASE_TESTS.exists():
        tree = ast.parse(PARAPHRASE_TESTS.read_text(encoding="utf-8"))
        learned = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    hits = near_copies(evals, learned)
    assert not hits, f"eval questions near-copied in {PARAPHRASE_TESTS.relative_to(ROOT)}: {hits}"


FOLLOWUPS = EXEMPLARS_DIR / "followups.jsonl"


def test_eval_questions_are_not_in_the_followup_exemplars(evals):
    """The turn classifier's learning data (`intents/turns.py`): both the turns and the previous messages."""
    learned = []
    if FOLLOWUPS.exists():
        for line in FOLLOWUPS.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                learned += [row["turn"], row["prev"]]
    hits = near_copies(evals, learned)
    assert not hits, f"eval questions near-copied in {FOLLOWUPS.relative_to(ROOT)}: {hits}"
