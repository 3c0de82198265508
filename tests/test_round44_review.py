"""Round 44 (review): the military police and firefighters by their short names are state bodies.

"PM de SP", "PMMG", "corpo de bombeiros" were read as the federal default (administração direta) and a person's
eligibility was answered "Sim"; they are state forces (the DF's too), outside the federal laws (Lei 15.142, art. 1º).
"""
from __future__ import annotations

from typing import Any

from assistant.extraction.entities import extract_entity
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def test_the_military_police_by_its_short_name_is_a_state_body(bot: Any) -> None:
    for q in ("sou pardo, posso usar a cota no concurso da PM?", "sou preta, vou prestar PM-MG, tenho cota federal?",
              "meu filho é preto e vai fazer o concurso do corpo de bombeiros, tem cota?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (q, ans.route, ans.headline)
        assert ans.calculation["eligible"] is False, (q, ans.headline)


def test_short_names_of_state_forces_and_their_neighbours() -> None:
    for text in ("concurso da pm de sp", "edital da pmmg", "concurso da pmerj", "concurso do corpo de bombeiros"):
        assert extract_entity(text)[0] == "estadual", text
    # neighbours: the Federal Police and the PRF stay the Union's
    assert extract_entity("concurso da policia federal")[0] == "direta"
    assert extract_entity("concurso da prf")[0] == "direta"
