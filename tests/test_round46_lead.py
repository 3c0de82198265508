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


# The board's power to remove one asked (lo46c's note): "a banca pode me desclassificar?" was refused while "a banca
# pode me eliminar?" was answered; both are what the board's refusal does (Lei 15.142, art. 3º, § 2º). The exam's
# board and its rules stay out of scope.
@pytest.mark.parametrize("q", ("a banca pode me desclassificar?", "a comissão pode me excluir?",
                               "a comissao pode me desclassificar por causa da minha cor?"))
def test_the_board_removing_one_is_the_refusal_rule(bot, q: str) -> None:
    ans = chat(bot, q)[-1]
    assert ans.route == "retrieval" and ans.citations, (ans.route, ans.headline)
    assert ans.citations[0].label.endswith("art. 3º, § 2º"), [c.label for c in ans.citations]


@pytest.mark.parametrize("q", ("a banca do concurso pode me desclassificar por usar celular na prova?",
                               "a banca pode me desclassificar se eu chegar atrasado na prova?"))
def test_the_exam_board_removing_one_stays_out_of_scope(bot, q: str) -> None:
    assert chat(bot, q)[-1].route == "out_of_scope"
