"""Round 20, after holdout16's end measurement (declassified then): families in the team's own sentences.

The old/new law named as a "regime"; a follow-up opened by "agora", "refaz a conta" or "mesmo caso"; a diminutive
"vaguinha" and a supposition opened by "acrescenta/coloca"; a cargo of the table named by its place; "onde na lei
está escrito"; a month beside the only year written; a table pasted in single quotes; the fraud procedure's result.
"""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import chat


@pytest.mark.parametrize("text, hint", [("pelo regime antigo fica quanto?", "old"), ("no regime novo, quantas?", "new"),
                                        ("e no regime anterior?", "old")])
def test_a_regime_names_a_law(text, hint) -> None:
    assert extract(text).law_hint == hint


@pytest.mark.parametrize("follow", [
    "agora refaz a conta no regime antigo, quantas ficam?",
    "refaz isso pela lei de 2014",
    "o mesmo caso, porém pela 12.990: quantas reservadas?",
])
def test_the_earlier_count_under_the_old_law(bot, follow) -> None:
    first, ans = chat(bot, "seleção com 16 vagas, quantas de cota?", follow)
    assert first.calculation["reserved"] == 5
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"
    assert ans.calculation["reserved"] == 3  # 16 x 20% = 3,2


def test_a_new_question_opened_by_agora_is_not_a_follow_up(bot) -> None:
    _, ans = chat(bot, "seleção com 16 vagas, quantas de cota?", "agora, num concurso de 2023 com 25 vagas, quantas?")
    assert ans.calculation["reserved"] == 5 and ans.calculation["regime"] == "lei-12990-2014"


@pytest.mark.parametrize("follow, pcd", [("coloca uma vaguinha pra pcd nessa conta, como fica a ordem?", [5]),
                                         ("adiciona 2 vagas de deficiente, muda a ordem?", [5, 10])])
def test_a_pcd_supposition_opened_by_a_verb(bot, follow, pcd) -> None:
    _, ans = chat(bot, "ordem de nomeação com 12 vagas?", follow)
    assert ans.route == "calculator" and ans.calculation["pcd_positions"] == pcd


@pytest.mark.parametrize("fix, reserved", [("ops, o segundo cargo tem 10 vagas, não 5", [2, 3, 1]),
                                           ("o último cargo na verdade tem 7", [2, 2, 2]),
                                           ("o cargo 1 tem 9 vagas", [3, 2, 1])])
def test_a_cargo_corrected_by_its_place(bot, fix, reserved) -> None:
    _, ans = chat(bot, "o edital tem três cargos, com 8, 5 e 3 vagas. Reserva de cada?", fix)
    assert ans.route == "calculator" and ans.context.get("intent") == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == reserved


def test_where_the_law_writes_it_cites_the_calculation(bot) -> None:
    _, ans = chat(bot, "edital com 9 vagas, quantas de cota?", "onde na norma está escrito isso?")
    assert ans.route == "retrieval" and ans.citations


def test_a_month_beside_the_only_year() -> None:
    ex = extract("certame de 2025, edital publicado em outubro, 12 vagas")
    assert ex.period is not None and (ex.period.start.month, ex.period.start.year) == (10, 2025)


def test_a_month_beside_the_year_decides_the_law(bot) -> None:
    (ans,) = chat(bot, "seleção de 2025 com edital de março, 12 vagas, quanto de cota?")
    assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 2


def test_a_table_in_single_quotes(bot) -> None:
    (ans,) = chat(bot, "o anexo diz: 'Cargo X - 9 vagas; Cargo Y - 4 vagas'. Reserva por cargo?")
    assert ans.context.get("intent") == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [3, 1]


def test_the_fraud_procedures_result_is_art_4(bot) -> None:
    (ans,) = chat(bot, "comprovada a má-fé no procedimento, pra quem vai o resultado?")
    assert ans.route == "retrieval"
    assert "15142!art4" in ans.citations[0].urn


@pytest.mark.parametrize("ask", ["e quais seriam as posições de convocação dos cotistas?",
                                 "quais seriam então as posições de chamada dos cotistas e da PcD?"])
def test_the_order_asked_at_length_takes_the_threads_figures(bot, ask) -> None:
    _, ans = chat(bot, "edital com 20 vagas e 2 para pcd, quanto de cota?", ask)
    assert ans.route == "calculator" and ans.context.get("intent") == "order"
    assert len(ans.calculation["pcd_positions"]) == 2  # the thread's 2 PcD vagas
    assert len(ans.calculation["quota_positions"]) == 6


@pytest.mark.parametrize("told, eligible", [("Ela se declara parda, concurso do ICMBio com 15 vagas.", True),
                                            ("O servidor se declara branco.", False)])
def test_the_group_an_eligibility_answer_assumed_told_next(bot, told, eligible) -> None:
    """After an eligibility answer that had to assume the group, a statement giving it continues that question."""
    first, ans = chat(bot, "uma candidata quer saber se pode entrar na reserva, a seleção é de uma autarquia", told)
    assert first.route == "calculator" and not first.context.get("groups")
    assert ans.route == "calculator" and ans.context.get("intent") == "eligibility"
    assert ans.calculation["eligible"] is eligible
