"""Round 20 (from the declassified holdout15): families in the team's own sentences.

A table pasted inside quotes keeps its first row; a correction of one cargo's count with words between the name and
the new count; whether a rule (alternância, the confirmation procedure) is the law's, asked by "por lei" or by a norm
that "previa"/"exige" the rule's noun, alone or after a count.
"""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat


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
    # round 24: a corrected table is the person's own statement, not carried (the blind writers' convention)
    assert "cargos" not in carried_keys_of(ans)


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


# ------------------------------------------------------------------ from the route20a/conv20a probes (round 20)

def test_a_percentage_equal_to_the_threads_pcd_share_asks_the_pcd_rounding(bot) -> None:
    """"o 5% arredonda...?" after a reserve with 5% PcD: Decreto 9.508 (round up), not the racial rounding."""
    _, ans = chat(bot, "edital de 27 vagas e 5% para pcd, quanto vai pra cota?", "esse 5% sobe pra cima mesmo dando 1,35?")
    assert ans.route == "retrieval"
    assert ans.citations and "decreto:2018-09-24;9508" in ans.citations[0].urn


@pytest.mark.parametrize("law_between", [False, True])
def test_another_pcd_share_as_a_bare_percentage(bot, law_between) -> None:
    turns = ["edital de 27 vagas e 5% para pcd, quanto vai pra cota?"]
    if law_between:
        turns.append("a fração da pcd arredonda pra cima?")
    turns.append("e se for 15%?")
    *_, ans = chat(bot, *turns)
    assert ans.route == "calculator"
    assert ans.calculation["pcd"] == 5  # 15% of 27 = 4.05, rounded up
    assert ans.calculation["reserved"] == 8


def test_a_racial_rate_questioned_is_not_a_pcd_share(bot) -> None:
    _, ans = chat(bot, "edital de 27 vagas e 5% para pcd, quanto vai pra cota?", "mas não era 20%?")
    assert ans.calculation is None or ans.calculation.get("pcd") == 2


def test_a_day_and_month_take_the_threads_year(bot) -> None:
    _, ans = chat(bot, "o edital saiu em 5 de junho de 2025, qual lei?", "e um de 2 de junho?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"


def test_why_one_day_changes_the_law_is_art_11(bot) -> None:
    *_, ans = chat(bot, "o edital saiu em 5 de junho de 2025, qual lei?", "e um de 2 de junho de 2025?",
                   "por que um dia só muda o percentual?")
    assert ans.route == "retrieval"
    assert "15142!art11" in ans.citations[0].urn


@pytest.mark.parametrize("text", ["por que deu 3 e não 4?", "ficou 2, não seria 3?"])
def test_a_figure_questioned_is_no_table(text) -> None:
    assert extract(text).cargos == []


def test_the_pcd_base_per_cargo_is_decreto_9508(bot) -> None:
    _, ans = chat(bot, "quadro: contador 12, arquivista 8, pcd 5%. cota por cargo?", "e a de pcd fica por cargo tambem?")
    assert ans.route == "retrieval"
    assert "decreto:2018-09-24;9508" in ans.citations[0].urn


@pytest.mark.parametrize("question", ["tenho como pedir recurso se a banca me indeferir como preta?",
                                      "como apresentar recurso se a comissão de heteroidentificação não me aceitar?"])
def test_an_appeal_against_the_board_is_law_text(bot, question) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "retrieval"


def test_a_count_of_cargos_with_the_noun_singular(bot) -> None:
    (ans,) = chat(bot, "edital com 2 cargo: 14 vagas e 5 vagas, reserva de cada?")
    assert ans.route == "calculator" and ans.context.get("intent") == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [4, 2]


@pytest.mark.parametrize("question, eligible", [
    ("sou quilombola, a seleção temporária do incra serve pra reserva?", True),
    ("sou branca, esse concurso da caixa serve pra cota?", False),
])
def test_whether_a_selection_serves_for_the_reserve_is_eligibility(bot, question, eligible) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "calculator" and ans.context.get("intent") == "eligibility"
    assert ans.calculation["eligible"] is eligible


@pytest.mark.parametrize("text, vacancies, pcd", [
    ("quanto fica de cota e de pcd com 60 vagas?", 60, None),
    ("e quantas vão pra pcd com 25 vagas?", 25, None),
    ("concurso de 60 vagas, pcd com 3 vagas, quanto de cota?", 60, 3),
])
def test_with_n_vagas_after_the_pcd_list_asked_is_the_total(text, vacancies, pcd) -> None:
    ex = extract(text)
    assert (ex.vacancies, ex.pcd) == (vacancies, pcd)


def test_pcd_and_racial_counts_asked_with_the_total(bot) -> None:
    (ans,) = chat(bot, "quanto fica de cota e de pcd com 60 vagas?")
    assert ans.route == "calculator"
    assert ans.calculation["reserved"] == 18 and ans.calculation["pcd"] == 3
