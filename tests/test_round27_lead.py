"""Round 27 (lead): families that the wider exemplars tipped, fixed by rule rather than by the classifier's share."""
from __future__ import annotations

from datetime import date

import pytest

from tests.assistant_support import chat

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def bot():
    from assistant.core import Assistant

    return Assistant(today=lambda: TODAY)


@pytest.mark.parametrize("q", ["sou parda, a função comissionada na receita federal tem cota?",
                               "sou indigena, cargo em comissão no ibama reserva vaga?"])
def test_a_post_outside_concurso_is_never_a_bodys_yes(bot, q) -> None:
    # Art. 1º names cargos efetivos, empregos públicos and PSS contracts only: a commissioned post is its text.
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval" and not ans.calculation


def test_a_cotistas_own_chance_without_a_place_asks_for_it(bot) -> None:
    ans = bot.ask("sou optante pela cota, o concurso tem 18 vagas, sera que sou nomeada?", [])
    assert ans.route == "clarify"


def test_the_kind_of_selection_changed_in_a_thread_is_computed(bot) -> None:
    first, then = chat(bot, "sou parda, o processo seletivo simplificado da petrobras tem cota pra mim?",
                       "e se for concurso publico da propria petrobras?")
    assert first.calculation is not None and first.calculation["eligible"] is False
    assert then.calculation is not None and then.calculation["eligible"] is True
