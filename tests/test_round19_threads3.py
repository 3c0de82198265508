"""Round 19: three-turn threads (`tests/thread_grammar.py`, `python -m tests.thread_grammar --three`).

A law question between a calculation and its follow-up, a calculation between two law questions, or an out-of-scope
aside between a calculation and its follow-up: the middle turn gets its own route, and the last turn still gets the
route, intent, carried inputs and calculator figure its form implies. Here a fixed sample of the generated threads,
plus the families the audit found, each in a sentence of its own.
"""
from __future__ import annotations

from collections import Counter
from datetime import date

import pytest

from tests.assistant_support import carried_keys_of, chat
from tests.thread_grammar import run_triple, sample3, triples


def test_three_turn_grammar_is_deterministic_and_covers_each_family() -> None:
    """The generator is reproducible and every family is present in the sample."""
    a, b = triples(), triples()
    assert [t.turns for t in a] == [t.turns for t in b]
    assert {t.family for t in a} == {"calc_law_calc", "law_calc_law", "calc_oos_calc"}
    assert [t.turns for t in sample3()] == [t.turns for t in sample3()]
    assert {t.family for t in sample3()} == {"calc_law_calc", "law_calc_law", "calc_oos_calc"}


def test_sampled_three_turn_threads_follow_their_form(bot) -> None:
    """A fixed sample of three-turn threads: the middle's route, and the last turn's route/intent/carried/figure."""
    today = date.today()
    failures = [(t, w) for t in sample3() if (w := run_triple(bot, t, today))]
    if failures:
        by_form = Counter(f"{t.family}:{t.form}" for t, _ in failures)
        examples = "\n".join(f"{t.turns!r}: {w}" for t, w in failures[:10])
        pytest.fail(f"{len(failures)} threads wrong; by form: {by_form.most_common()}\n{examples}")


_RESERVE = "Tenho um edital com 36 vagas pra publicar, quantas ficam pra reserva racial?"
_PLACE = "Passei em 8º na listagem dos cotistas, o certame oferece 25 vagas. Sou chamada?"


@pytest.mark.parametrize("question", [
    "quilombola também passa por comissão de verificação?",
    "e os indígenas, passam por heteroidentificação?",
])
def test_a_group_asked_of_the_confirmation_is_law_text(bot, question: str) -> None:
    """Whether a group goes through the confirmation procedure is art. 3º (§ 4º), not that group's eligibility."""
    for first in (_RESERVE, "Sou parda, posso usar a cota num concurso federal?"):
        assert chat(bot, first, question)[-1].route == "retrieval"


@pytest.mark.parametrize("question", ["os optantes concorrem também na ampla?", "cotista disputa ao mesmo tempo a ampla?"])
def test_the_optants_concurrent_competition_is_law_text(bot, question: str) -> None:
    """An optant also competing for the open vagas is art. 7º, even inside a calculation thread."""
    assert chat(bot, _RESERVE, question)[-1].route == "retrieval"


@pytest.mark.parametrize("question", ["o art. 8º fala disso?", "o artigo 3 trata da banca?", "isso está no art. 9º?"])
def test_a_named_article_is_never_a_place(bot, question: str) -> None:
    """"o art. 8º fala disso?" after a place in a list: that article's text, its number never read as a new place."""
    assert chat(bot, _PLACE, question)[-1].route == "retrieval"


def test_a_place_after_an_article_question_still_changes_the_place(bot) -> None:
    """After the article's answer, "e se eu fosse a 2ª?" is the earlier position with that place, vagas carried."""
    a = chat(bot, _PLACE, "o art. 8º fala disso?", "e se eu fosse a 2ª?")[-1]
    assert a.route == "calculator" and a.calculation["operation"] == "position"
    assert carried_keys_of(a) == ["vacancies"]


@pytest.mark.parametrize("aside", ["qual o valor da inscrição?", "quanto custa a inscricao desse concurso?"])
def test_the_enrolment_fee_is_out_of_scope_and_the_count_resumes(bot, aside: str) -> None:
    """The enrolment fee is the edital's, never a figure of the thread; "e com 50 vagas?" then resumes the position
    (the place carried, the vagas changed)."""
    answers = chat(bot, _PLACE, aside, "e com 50 vagas?")
    assert answers[1].route == "out_of_scope"
    assert answers[2].route == "calculator" and answers[2].calculation["operation"] == "position"
    assert carried_keys_of(answers[2]) == ["rank"]
