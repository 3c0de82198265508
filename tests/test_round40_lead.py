"""Round 40 (lead): the era asked after a dated edital.

"então naquela época não existia cota racial em concurso federal?" after an edital of 2013 asks the quota's history in
general (Lei 12.990 began in 2014, art. 6º), not that edital's regime again; "e nessa época tinha cota?" after the
edital's count stays that edital's answer.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("era", [
    "entao naquela epoca nao existia cota racial em concurso federal?",
    "e nessa época não havia reserva pra negros em nenhum concurso?",
])
def test_the_era_asked_after_a_dated_edital_is_the_laws_start(bot, era: str) -> None:
    _, ans = chat(bot, "qual lei vale pro concurso da minha tia? o edital saiu em 2012", era)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)
    assert "Lei nº 12.990/2014" in ans.headline and "art. 6º" in ans.headline, ans.headline
    assert carried_keys_of(ans) == []


def test_that_editals_own_era_stays_its_answer(bot) -> None:
    _, ans = chat(bot, "meu edital é de 2012, 10 vagas, quantas de cota?", "e nessa época tinha cota?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 0)
    assert "edital_date" in carried_keys_of(ans)
