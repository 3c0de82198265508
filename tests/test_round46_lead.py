"""Round 46 (lead): "a lei federal" names a law, not the body (lo46a's note).

After "sou pardo, concurso da PM de SP, tenho cota?", the short "e a lei federal, se aplica?" was read as a federal
body replacing the thread's state one, and answered "sim, pessoas pardas podem concorrer": a wrong answer. The law
named federal keeps the thread's body; "e se fosse federal?" still turns the thread to a federal body.
"""
from __future__ import annotations

import pytest

from tests.assistant_support import chat

STATE_CASES = (
    "sou pardo e vou fazer concurso da PM de SP, tenho cota?",
    "sou preta, concurso da prefeitura de Recife, tenho cota?",
)


@pytest.mark.parametrize("first", STATE_CASES)
@pytest.mark.parametrize("follow", ("e a lei federal, se aplica?", "e as leis federais valem pra mim?",
                                    "a lei federal vale entao?"))
def test_a_federal_law_asked_keeps_the_state_body(bot, first: str, follow: str) -> None:
    ans = chat(bot, first, follow)[-1]
    assert ans.route != "out_of_scope", ans.headline
    assert ans.headline.lstrip("*").startswith("Não") or "**não**" in ans.headline, ans.headline
    assert "podem concorrer" not in ans.headline, ans.headline


def test_a_federal_body_supposed_still_replaces_the_city(bot) -> None:
    ans = chat(bot, STATE_CASES[1], "e se fosse federal?")[-1]
    assert ans.route == "calculator" and "**sim**" in ans.headline.lower(), ans.headline
