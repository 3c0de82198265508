"""Round 19 (fix20c): an HR desk working through an edital in long threads.

Each family in sentences of the team's own: a cargo taken out of the table, a place in the reserve list over the
thread's vagas, a contact number in a pasted request, the heteroidentification procedure asked somewhere, an appeal
against the board, vagas added ("dessas N", "total M"), the thread's date pointed at, "economia mista" said short.
"""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat


def _reserved_by_cargo(ans) -> list[int]:
    return [c["reserved"] for c in ans.calculation["cargos"]]


@pytest.mark.parametrize("edit, left", [
    ("a gente excluiu o cargo de pedreiro", [3, 5]),   # 10 -> 3, 16 -> 5
    ("cortamos o pedreiro, ficam so o porteiro e o vigia", [3, 5]),
    ("retiramos vigia do quadro", [3, 1]),
])
def test_a_cargo_taken_out_of_the_table_leaves_it(bot, edit, left) -> None:
    """A removing verb names cargos of the earlier table: they leave it, the others keep their vagas."""
    first, ans = chat(bot, "porteiro 10, vigia 16, pedreiro 4: quanto de cota em cada um?", edit)
    assert first.route == "calculator"
    assert ans.route == "calculator" and ans.context.get("intent") == "edital"
    assert _reserved_by_cargo(ans) == left
    assert "cargos" not in carried_keys_of(ans)  # Round 46 (f61a): an edited table is the person's own, never carried (blind labels)


def test_removing_every_cargo_is_no_edit(bot) -> None:
    """Never an empty table: naming all the cargos after a removing verb is not read as taking them all out."""
    from assistant.thread_cargos import removed_cargos

    ex = extract("tiramos porteiro e vigia")
    assert removed_cargos(ex, {"cargos": [["porteiro", 10], ["vigia", 16]]}) == []


def test_a_place_in_the_reserve_list_of_this_cargo_is_a_position(bot) -> None:
    """After an order with PcD vagas, "o Nº da lista de cotas desse cargo" is a position over the thread's vagas."""
    _, ans = chat(bot, "quero a ordem de convocacao: 24 vagas, 2 delas pcd",
                  "e a moca que esta em 5o na lista de cotas desse cargo, entra?")
    assert ans.route == "calculator" and ans.context.get("intent") == "position"
    assert ans.calculation["status"] == "inside"
    assert "vacancies" in carried_keys_of(ans)


def test_a_contact_number_is_no_cargo_nor_vagas() -> None:
    """A ramal or phone in a pasted request counts nothing: the table is read around it."""
    ex = extract("Bom dia. Tel 4321. Cargo de Contador 18 vagas e Economista 11. Qual a reserva?")
    assert [(c.name.lower(), c.vacancies) for c in ex.cargos] == [("contador", 18), ("economista", 11)]
    assert 4321 not in ex.numbers


@pytest.mark.parametrize("law_turn", [
    "e no processo seletivo temporario tambem existe heteroidentificacao?",
    "nesse edital de 2024 a comissao de heteroidentificacao era obrigatoria?",
])
def test_the_procedure_asked_somewhere_is_law_text(bot, law_turn) -> None:
    """Whether the confirmation procedure exists or is mandatory in a selection is its rule (art. 3º), in a thread."""
    _, ans = chat(bot, "sou pardo e vou fazer concurso da anvisa, posso usar a cota?", law_turn)
    assert ans.route == "retrieval"


@pytest.mark.parametrize("q", [
    "cabe recurso se a banca disser que eu nao sou preto?",
    "eu tenho direito de recorrer se a comissao me indeferir como parda?",
])
def test_an_appeal_against_the_board_is_law_text(bot, q) -> None:
    """An appeal against the board asked is the procedure's law, not whether the asker's group may use the reserve."""
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"


def test_how_many_of_the_added_vagas() -> None:
    """"tinha N e surgiram mais M, quantas dessas M...": the M added are the count asked."""
    assert extract("a selecao previa 4 vagas e surgiram mais 7, quantas dessas 7 sao de cota?").vacancies == 7


@pytest.mark.parametrize("q, total", [("e se criarem mais 5 vagas, total 12?", 12), ("abriram mais 2, no total 9", 9)])
def test_a_total_named_after_the_added_vagas(q, total) -> None:
    """"mais N vagas, total M": M is the new count, not the N added."""
    assert extract(q).vacancies == total


def test_the_threads_date_pointed_at_brings_its_law(bot) -> None:
    """"nessa data" takes the thread's edital date (and its law) into a new count, even after a law answer."""
    _, _, ans = chat(bot, "o aviso foi publicado em 20/05/2025, que lei vale?", "quem regulamenta a reserva para quilombolas?",
                     "e com 16 vagas nessa data, quantas de cota?")
    assert ans.route == "calculator"
    assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 3
    assert "edital_date" in carried_keys_of(ans)


def test_economia_mista_said_short(bot) -> None:
    """"(economia mista)" names the kind; a PSS there has no reserve under art. 1º, II, with "pode ir pra cota"."""
    (ans,) = chat(bot, "sou do rh de uma estatal de economia mista. indigena no nosso pss pode ir pra cota?")
    assert ans.route == "calculator" and ans.context.get("intent") == "eligibility"
    assert ans.calculation["eligible"] is False
