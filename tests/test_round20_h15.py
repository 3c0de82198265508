"""Round 20 (from the declassified holdout15): families in the team's own sentences.

A table pasted inside quotes keeps its first row; a correction of one cargo's count with words between the name and
the new count; whether a rule (alternância, the confirmation procedure) is the law's, asked by "por lei" or by a norm
that "previa"/"exige" the rule's noun, alone or after a count.
"""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat


@pytest.fixture(scope="module")
def bot():
    from assistant.cli import _assistant

    return _assistant()


@pytest.mark.parametrize("text, rows", [
    ('conforme o anexo I: "Cargo X: 21 vagas; Cargo Y: 6 vagas". Quanto reservar?', [21, 6]),
    ("o quadro diz “contador: 11 vagas, arquivista: 3 vagas”, e a cota?", [11, 3]),
])
def test_a_quoted_table_keeps_its_first_row(text, rows) -> None:
    assert [c.vacancies for c in extract(text).cargos] == rows


def test_quoted_table_reaches_the_edital_operation(bot) -> None:
    (ans,) = chat(bot, 'edital, item 4: "Cargo X: 21 vagas; Cargo Y: 6 vagas". Reserva por cargo?')
    assert ans.route == "calculator" and ans.context.get("intent") == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [6, 2]


@pytest.mark.parametrize("fix, rows", [
    ("desculpa, pro fiscal na verdade sao 12", [4, 2]),     # 12 -> 4, perito 5 -> 2
    ("errei: o perito no fim das contas tem 9", [3, 3]),    # fiscal 9 -> 3, perito 9 -> 3
])
def test_a_cargo_corrected_with_words_between(bot, fix, rows) -> None:
    _, ans = chat(bot, "fiscal 9 vagas, perito 5 vagas: quantas reservadas?", fix)
    assert ans.route == "calculator" and ans.context.get("intent") == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == rows
    assert "cargos" in carried_keys_of(ans)


@pytest.mark.parametrize("question", [
    "a convocação dos cotistas é alternada por lei?",
    "a nomeação intercalada segue alternância por lei?",
    "a lei nova exige heteroidentificação?",
    "a norma de 2014 estabelecia alternância entre as listas?",
])
def test_whether_a_rule_is_the_laws_is_law_text(bot, question) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "retrieval"


def test_rule_by_law_after_a_count_is_law_text_and_the_count_stays(bot) -> None:
    first, ans, again = chat(bot, "concurso com 17 vagas, quantas de cota?",
                             "e a convocação segue alternância por lei?", "e se fossem 20?")
    assert first.calculation["reserved"] == 5
    assert ans.route == "retrieval"
    assert again.route == "calculator" and again.calculation["reserved"] == 6


def test_a_count_asked_by_law_stays_a_calculation(bot) -> None:
    (ans,) = chat(bot, "quantas vagas reservadas tem por lei num edital de 20?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 6
