"""A claimed reserve checked in a thread: the verdict opens the answer, before the earlier figures it used."""
from __future__ import annotations

import pytest

from assistant.core import Assistant
from tests.assistant_support import chat


@pytest.fixture(scope="module")
def bot() -> Assistant:
    from assistant.cli import _assistant
    return _assistant()


def _thread(bot: Assistant, *turns: str):
    return chat(bot, *turns)[-1]


@pytest.mark.parametrize("turns, verdict", [
    (("nosso edital tem 20 vagas, quantas vão pra reserva?", "a comissão separou 4, confere?"), "**Não está certo**"),
    (("edital com 20 vagas: qual a reserva?", "então 6 reservadas está correto?"), "**Está certo**"),
])
def test_the_verdict_comes_before_the_carried_vagas(bot: Assistant, turns, verdict) -> None:
    ans = _thread(bot, *turns)
    assert ans.calculation["reserved"] == 6
    assert ans.headline.startswith(verdict), ans.headline
    assert "20 vagas da pergunta anterior" in ans.headline
