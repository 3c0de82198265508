"""Round 50 (review of f65a): a pointer back to an earlier case with nothing else asked ("volta pro primeiro edital",
"e aquele de abril?", "voltando ao primeiro", "e o de março?") is the thread's question asked of that case
(`message_cases.back_again`), never refused as out of scope; with a question of its own it stays that question.
The side of 04/06/2025 answering the date asked ("antes") is the edital's own date, no other law supposed (`core`).
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

FIRST = "concurso com 12 vagas, edital publicado em 10 de março de 2025: quantas são reservadas?"
SECOND = "e outro com 12 vagas, de setembro de 2025?"


def test_a_pointer_back_alone_is_the_first_case_again(bot: Any) -> None:
    for said in ("volta pro primeiro edital", "voltando ao primeiro", "e aquele de março?", "e o de março?",
                 "retomando o primeiro concurso", "e naquele de março, então?"):
        _, second, ans = chat(bot, FIRST, SECOND, said)
        assert second.calculation["reserved"] == 4  # 30% of 12 = 3,6 -> 4 (the new law)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-12990-2014", 2), said  # 20% of 12


def test_a_pointer_back_alone_after_a_regime_asks_the_regime(bot: Any) -> None:
    _, _, ans = chat(bot, "edital de 2 de maio de 2025, qual lei vale?", "e um de outubro de 2025?",
                     "volta pro primeiro edital")
    assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), ans.headline
    assert ans.calculation["regime"] == "lei-12990-2014"


def test_neighbours_a_pointer_with_its_own_question_or_figure(bot: Any) -> None:
    _, _, ans = chat(bot, FIRST, SECOND, "volta pro primeiro edital, e se fossem 30 vagas?")
    assert (ans.calculation["regime"], ans.calculation["vacancies"], ans.calculation["reserved"]) \
        == ("lei-12990-2014", 30, 6), ans.headline
    _, _, ans = chat(bot, FIRST, SECOND, "e esse último, quantas mesmo?")
    assert (ans.calculation or {}).get("regime") != "lei-12990-2014", ans.headline
    _, _, ans = chat(bot, FIRST, SECOND, "e o primeiro colocado, entra na cota?")
    assert (ans.calculation or {}).get("regime") != "lei-12990-2014", ans.headline


# The side of 04/06/2025 given as the answer to the date asked ("antes", "depois") is the edital's own date: the answer
# never adds "o edital desta conversa, sem data informada, segue a Lei nº 15.142/2025" (a law supposed of an undated
# edital, round 42); a law supposed after an undated count still does.
def test_the_side_answering_the_date_asked_is_no_law_supposed(bot: Any) -> None:
    for first in ("edital 2024-2025 com 10 vagas, quantas cotas?", "concurso de 2025 com 10 vagas, quantas cotas?"):
        asked, ans = chat(bot, first, "antes")
        assert asked.route == "clarify" and asked.context.get("pending") == "edital_date", asked.headline
        assert (ans.route, ans.calculation["regime"], ans.calculation["reserved"]) == ("calculator", "lei-12990-2014", 2)
        assert "sem data informada" not in ans.headline, ans.headline


def test_neighbour_a_law_supposed_after_an_undated_count_says_the_threads_law(bot: Any) -> None:
    _, ans = chat(bot, "10 vagas, quantas cotas?", "e pela lei antiga?")
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-12990-2014", 2)
    assert "sem data informada, segue a Lei nº 15.142/2025" in ans.headline, ans.headline
