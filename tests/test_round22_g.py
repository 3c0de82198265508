"""Round 22 (probefix22g): portal integrators and search-box users, who type keywords with no verb.

Each family in sentences of the team's own: a place named with "lista" and no preposition ("5ª colocação lista
reserva", "lugar 9 ampla"), the count of the reserve asked by keywords with no number ("total vagas raciais"), a
group, a body and the vagas with no verb ("indigena fundacao 11 vagas"), a table's counts separated by slash or
semicolon ("2 cargos: 14 / 5 vagas"), and a row added to the earlier table by "e"/"+" alone ("e contador 3").
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)



# --- a place with "lista" and no preposition --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "rank"), [
    ("5a colocacao lista reserva, edital de 11 vagas", 5),
    ("posicao 2 lista cotistas 8 vagas", 2),
    ("4o lista de cotas", 4),
])
def test_a_keyword_place_in_the_reserve_list(text, rank) -> None:
    ex = extract(text, TODAY)
    assert ex.reserve_rank == rank
    assert ex.general_rank is None


@pytest.mark.parametrize(("text", "rank"), [("lugar 9 ampla, 30 vagas", 9), ("13o lista geral 25 vagas", 13)])
def test_a_keyword_place_in_the_general_list(text, rank) -> None:
    ex = extract(text, TODAY)
    assert ex.general_rank == rank
    assert ex.reserve_rank is None


def test_a_count_in_the_ampla_is_no_place() -> None:
    assert extract("posicao das 9 ampla", TODAY).general_rank is None
    assert extract("ficam 14 vagas ampla", TODAY).general_rank is None


def test_the_keyword_place_is_computed(bot) -> None:
    (ans,) = chat(bot, "lugar 9 ampla, 30 vagas, sem cota")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    want = calculator.position(calculator.PositionInput(general_rank=9, vacancies=30, today=TODAY))
    assert ans.calculation["status"] == want.status


# --- the reserve's count asked by keywords, no number ----------------------------------------------------------

@pytest.mark.parametrize("text", ["total vagas raciais?", "qtde vagas reservadas edital", "numero vagas cotistas"])
def test_keyword_count_without_vagas_asks_for_them(bot, text) -> None:
    (ans,) = chat(bot, text)
    assert ans.route == "clarify"
    assert ans.context.get("pending") == "vacancies"


# --- a group, a body and the vagas, no verb ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "group", "entity", "process"), [
    ("indigena fundacao publica concurso 11 vagas", "indigena", "fundacao", "concurso"),
    ("preta processo seletivo simplificado autarquia 4 vagas", "preta", "autarquia", "pss"),
])
def test_group_body_and_vagas_are_an_eligibility(bot, text, group, entity, process) -> None:
    (ans,) = chat(bot, text)
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    want = calculator.eligibility(calculator.EligibilityInput(group=group, entity=entity, process=process,
                                                              vacancies=int(text.split()[-2]), today=TODAY))
    assert ans.calculation["eligible"] == want.eligible


def test_group_and_body_with_a_law_question_stay_law(bot) -> None:
    (ans,) = chat(bot, "o que a lei diz sobre parda em autarquia com 6 vagas")
    assert ans.route != "calculator" or ans.calculation["operation"] != "eligibility"


# --- a table's counts separated by slash or semicolon -----------------------------------------------------------

@pytest.mark.parametrize(("text", "counts"), [
    ("2 cargos: 14 / 5 vagas", [14, 5]),
    ("4 cargos 3;3;8;1 vagas", [3, 3, 8, 1]),
])
def test_slashed_counts_are_a_table(text, counts) -> None:
    assert [c.vacancies for c in extract(text, TODAY).cargos] == counts


def test_a_date_is_no_table() -> None:
    assert extract("edital de 10/03/2025, 2 cargos", TODAY).cargos == []


def test_slashed_table_is_reserved_per_cargo(bot) -> None:
    (ans,) = chat(bot, "2 cargos: 14 / 5 vagas, reserva?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [reserved_for(14, None, TODAY), reserved_for(5, None, TODAY)]


# --- a row added to the earlier table by "e" / "+" alone -------------------------------------------------------

def test_a_terse_row_joins_the_earlier_table(bot) -> None:
    _, ans = chat(bot, "quadro: analista 9 vagas, assistente 6 vagas", "e contador 3")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [9, 6, 3]
    assert "cargos" not in carried_keys_of(ans)  # Round 46 (f61a): an edited table is the person's own, never carried (blind labels)


def test_a_terse_row_with_plus_and_vagas(bot) -> None:
    _, ans = chat(bot, "quadro: analista 9 vagas, assistente 6 vagas", "+ engenheiro 4 vagas")
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [9, 6, 4]


def test_a_terse_fragment_with_no_name_adds_no_row(bot) -> None:
    _, ans = chat(bot, "quadro: analista 9 vagas, assistente 6 vagas", "e pcd 1")
    assert not (ans.calculation and len(ans.calculation.get("cargos") or []) == 3)


@pytest.mark.parametrize("follow", ["e caso fossem 12?", "e se forem 7", "mais uns 4"])
def test_a_supposed_count_after_a_table_adds_no_row(bot, follow) -> None:
    _, ans = chat(bot, "quadro: analista 9 vagas, assistente 6 vagas", follow)
    assert not (ans.calculation and len(ans.calculation.get("cargos") or []) == 3)
