"""Round 41 (lo41e): leftovers of threads and refusals (issue 10).

- "pq mudou?" right after a figure that changed with the body or the law: that change's law text (art. 1º, art. 11);
- the alternation asked as a verb with no quota word ("a convocação precisa alternar entre as listas?"): art. 9º.
"""
from __future__ import annotations

import pytest

from assistant.core import get_assistant
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


@pytest.fixture(scope="module")
def bot():  # type: ignore[no-untyped-def]
    return get_assistant()  # the retriever and the classifiers, as the eval runs


def _labels(ans) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.label for c in ans.citations]


def test_why_it_changed_after_the_body_changed_is_art_1(bot) -> None:  # type: ignore[no-untyped-def]
    first, federal, why = chat(bot, "concurso municipal com 10 vagas, quantas reservadas?", "e se for federal?",
                               "pq mudou?")
    assert federal.calculation["reserved"] == 3
    assert (why.route, _intent_of(why)) == ("retrieval", "law")
    assert any("art. 1º" in label for label in _labels(why)[:2])
    assert "3 são reservadas" not in why.answer


def test_why_it_came_out_different_after_the_law_changed_is_art_11(bot) -> None:  # type: ignore[no-untyped-def]
    *_, why = chat(bot, "edital de 2024 com 10 vagas, quantas reservadas?", "e se o edital fosse de julho de 2025?",
                   "por que deu diferente?")
    assert (why.route, _intent_of(why)) == ("retrieval", "law")
    assert _labels(why)[0].startswith("Lei nº 15.142/2025, art. 11")


def test_neighbour_why_it_changed_with_the_count_alone_is_the_calculation(bot) -> None:  # type: ignore[no-untyped-def]
    *_, why = chat(bot, "10 vagas, quantas reservadas?", "e com 20 vagas?", "pq mudou?")
    assert (why.route, why.calculation["operation"], why.calculation["reserved"]) == ("calculator", "reserve", 6)


def test_the_call_having_to_alternate_between_the_lists_is_art_9(bot) -> None:  # type: ignore[no-untyped-def]
    ans = bot.ask("a convocação precisa alternar entre as listas?", [])
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law")
    assert _labels(ans)[0].startswith("Lei nº 15.142/2025, art. 9º")


def test_neighbour_the_nomination_alternating_is_still_art_9(bot) -> None:  # type: ignore[no-untyped-def]
    ans = bot.ask("a nomeação tem que alternar?", [])
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law")
    assert _labels(ans)[0].startswith("Lei nº 15.142/2025, art. 9º")
