"""Round 19 refactor (issue 10): the cues that recognise a question about the law live in `assistant/law_cues.py`.

`context` keeps how a conversation's context is kept and merged (fragments, carried parameters, corrections, the
thread's law); `law_cues` reads whether a message asks the law's text (rounding, a revoked law, both lists, the scope
of a rule, what a law assures, the legal basis...). Dependencies point one way: law_cues <- context <- router.
"""
from __future__ import annotations

import ast
from datetime import date
from pathlib import Path

import pytest

from assistant import law_cues
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.rules import _params

from .assistant_support import carried_keys_of, chat
from .test_assistant_conversations_context import LawRetriever

_ROOT = Path(__file__).resolve().parents[1] / "assistant"
# The law-question cue family: none of these is defined in context.py any more.
_LAW_CUES = ("law_in_thread", "scope_of_that", "_ROUNDING_ASKED", "_REVOKED_ASKED", "_BOTH_LISTS", "_PERMITTED",
             "_LATER_CALL", "_CALL_MOMENT", "_DOCUMENT_RACE", "_DECLARATION_DOUBT", "RULE_PREDICATE", "LAW_SAYS",
             "_LAW_ASSURES", "law_assures", "basis_question", "basis_of_law_answer", "subject_basis", "rule_question",
             "group_rule", "law_reach_question", "who_or_what", "law_question", "law_rule_topic", "_LAW_DATED",
             "_PROCEDURE_RULE", "enrols_below_threshold", "declaration_doubt")


def _tree(name: str) -> ast.Module:
    return ast.parse((_ROOT / name).read_text())


def _defined(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def _imported_from(tree: ast.Module, module: str) -> list[str]:
    return [a.name for node in tree.body if isinstance(node, ast.ImportFrom) and node.module == module
            for a in node.names]


def test_context_defines_no_law_question_cue() -> None:
    """The cue family moved whole: context.py defines none of it (with or without the leading underscore)."""
    defined = _defined(_tree("context.py"))
    assert not {n for n in _LAW_CUES if n in defined or n.lstrip("_") in defined or f"_{n}" in defined}
    assert set(_LAW_CUES) <= _defined(_tree("law_cues.py"))


def test_router_and_context_use_law_cues_public_names() -> None:
    """router and context import the cues from law_cues, by public names only; law_cues imports neither (no cycle)."""
    public = {n for n in _defined(_tree("law_cues.py")) if not n.startswith("_")}
    for name in ("router.py", "context.py", "core.py"):
        imported = _imported_from(_tree(name), "law_cues")
        assert imported and set(imported) <= public, name
    router_uses = set(_imported_from(_tree("router.py"), "law_cues"))
    assert {"law_in_thread", "scope_of_that", "law_assures", "basis_question", "rule_question", "RULE_PREDICATE"} \
        <= router_uses
    assert not set(_imported_from(_tree("router.py"), "context")) & public
    own = {node.module for node in _tree("law_cues.py").body if isinstance(node, ast.ImportFrom)}
    assert not own & {"context", "router", "core"}


def test_no_private_name_is_imported_from_law_cues() -> None:
    """No module of the package or the tests reaches into law_cues for a `_private` name."""
    for path in [*_ROOT.rglob("*.py"), *Path(__file__).parent.glob("*.py")]:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("law_cues"):
                assert not [a.name for a in node.names if a.name.startswith("_")], path


@pytest.mark.parametrize(("question", "cue", "expected"), [
    # a fraction of a vaga is the premise of the rounding rule; a count asked over vagas of one's own is not
    ("quando sobra meia vaga, a regra manda arredondar pra cima?", "law_in_thread", True),
    ("com 13 vagas, arredonda pra quantas?", "law_in_thread", False),
    # whether the rule just given reaches another body
    ("e isso se aplica pra autarquia estadual?", "scope_of_that", True),
    # what an old law spoke of
    ("a lei de 2014 previa alguma coisa sobre quilombolas?", "law_assures", True),
])
def test_law_cues_read_as_before(question: str, cue: str, expected: bool) -> None:
    """The public cues keep their readings (the team's own sentences)."""
    ex = extract(question)
    assert getattr(law_cues, cue)(ex, _params(ex)) is expected


def test_basis_of_the_answer_just_given() -> None:
    """"em que artigo está isso?" after a calculation asks the basis of that answer; after nothing, it does not."""
    ex = extract("em que artigo está isso?")
    assert law_cues.basis_question(ex, {"intent": "reserve"})
    assert not law_cues.basis_question(ex, {})


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: date(2026, 12, 3), classifier=False)


def test_rounding_rule_inside_a_count_thread_is_law_text(bot: Assistant) -> None:
    """After a count, a rounding question with a fraction as its premise is answered by the law, not recomputed."""
    first, last = chat(bot, "concurso federal com 17 vagas, quantas vão pra cota?",
                       "quando sobra meia vaga, a regra manda arredondar pra cima?")
    assert first.route == "calculator"
    assert last.route == "retrieval"


def _placed() -> list[tuple[str, str]]:
    from assistant.extraction.kinship import KIN

    return [(k.word, k.gender or "ele") for k in KIN if "G" in k.roles]


@pytest.mark.parametrize(("word", "gender"), _placed())
def test_thread_person_is_any_placed_kin_word(bot: Assistant, word: str, gender: str) -> None:
    """The person a position thread is about is read from the kin list (role G), not a list of context's own: "em que
    nomeação a minha sogra vai ser chamada?" goes on with the thread's place and vagas (it was refused before)."""
    det, pron, end = ("minha", "ela", "a") if gender == "ela" else ("meu", "ele", "o")
    first, last = chat(bot, f"{det} {word} tirou 2º na lista dos cotistas num concurso de 15 vagas, {pron} passa?",
                       f"em que nomeação {det} {word} vai ser chamad{end}?")
    assert first.context.get("intent") == "position"
    assert (last.route, last.context.get("intent")) == ("calculator", "position")
    assert {"rank", "vacancies"} <= set(carried_keys_of(last))
