"""Round 21: a selection's vagas told in a sentence of one's own, nothing asked ("tenho um concurso com N vagas"), is the
count handed over: its reserve is answered and the thread keeps the vagas for the next question."""
from __future__ import annotations

import pytest

from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("told, vagas, reserved", [
    ("temos um edital de 20 vagas", 20, 6),
    ("boa tarde, vamos abrir um concurso com 11 vagas", 11, 3),
    ("eu to com um certame de 7 vagas pra tecnico", 7, 2),
])
def test_vagas_told_are_the_reserve_and_carry(bot, told, vagas, reserved) -> None:
    first, nxt = chat(bot, told, "e como fica a ordem de nomeação?")
    assert first.route == "calculator" and first.calculation["operation"] == "reserve"
    assert first.calculation["reserved"] == reserved
    assert nxt.route == "calculator" and nxt.calculation["operation"] == "order"
    assert carried_keys_of(nxt) == ["vacancies"]
    assert nxt.calculation["vacancies"] == vagas


def test_a_told_selection_with_a_question_is_not_a_handed_count(bot) -> None:
    (ans,) = chat(bot, "tenho um concurso com 12 vagas, como funciona a heteroidentificação?")
    assert ans.route == "retrieval"


def test_an_edital_table_headline_shows_both_figures(bot) -> None:
    """Lei 15.142 takes the edital's total as base (art. 1º, § 2º): when the per-cargo sum rounds above it, the headline
    still gives the figure on the total (17 vagas: 30% = 5,1 -> 5), next to the sum per cargo (3 + 2 + 1 = 6)."""
    (ans,) = chat(bot, "quadro: agente 10 vagas, escrivao 5 vagas, perito 2 vagas. quantas reservadas?")
    assert ans.calculation["reserved_total"] == 6 and ans.calculation["reserved_on_total"] == 5
    assert "**6**" in ans.headline and "**5**" in ans.headline and "§ 2º" in ans.headline
