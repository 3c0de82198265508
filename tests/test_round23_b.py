"""Round 23 (probefix23b): HR staff and exam boards checking an edital over several turns.

Each family in sentences of the team's own: vagas added up as they are typed ("4+4 vagas"), a group of cargos
counted after another ("3 cargos de 2 e outro de 7"), a slashed list said to be per cargo ("8/3/2"), the law's rate
taken of a count to be checked ("20% de 45 = 9"), results worked out by someone else checked against the table or
the case at hand ("o RH chegou a 3 e 2", "o edital prevê 2 PcD, tá correto?"), the table's reserve asked on its
total ("pela totalidade"), a board that only passes on the question ("a comissão quer saber a ordem"), and a cargo
named after Libras that is no candidate's disability.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)



def _per_cargo(counts: list[int]) -> list[int]:
    """The calculator's own reserve per cargo (never written by hand)."""
    inp = calculator.EditalInput(cargos=[{"name": f"C{i}", "vacancies": n} for i, n in enumerate(counts)], today=TODAY)
    return [c.reserved for c in calculator.edital(inp).cargos]


# --- vagas added up as typed ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("o cargo de agente tem 4+4 vagas (manha e tarde), qual a reserva?", 8),
    ("total: 10 + 5 + 2 vagas. quantas pra cotas?", 17),
    ("sao 6 + 6 vagas no edital inteiro", 12),
])
def test_a_typed_sum_is_the_count_of_vagas(text, want) -> None:
    assert extract(text, TODAY).vacancies == want


@pytest.mark.parametrize("text", ["sao 20 vagas, 18 + 2 pcd", "ligue +55 61 3333 4444", "30% + 5% de pcd"])
def test_a_sum_ending_on_a_list_or_no_sum_is_left_alone(text) -> None:
    assert "+" in extract(text, TODAY).text


def test_a_part_added_to_the_open_vagas_is_no_total() -> None:
    assert extract("sao 20 vagas, 18 + 2 pcd", TODAY).vacancies == 20


def test_a_typed_sum_answers_its_reserve(bot) -> None:
    ans = bot.ask("o cargo de agente tem 4+4 vagas (manha e tarde), qual a reserva?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(8, None, TODAY)


# --- several groups of cargos counted one after the other ------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("tres cargos de 2 vagas e outro de 7, reserva de cada?", [2, 2, 2, 7]),
    ("2 cargos com 3 vagas e 1 com 8, reserva por cargo", [3, 3, 8]),
    ("quatro cargos de 1, um de 5 e dois de 3", [1, 1, 1, 1, 5, 3, 3]),
])
def test_groups_of_cargos_after_one_another_are_a_table(text, want) -> None:
    ex = extract(text, TODAY)
    assert [c.vacancies for c in ex.cargos] == want
    assert ex.cargos_each_or_total is None


def test_one_group_alone_still_asks_each_or_total() -> None:
    assert extract("2 cargos com 6 vagas, quanto reserva?", TODAY).cargos_each_or_total == (2, 6)


def test_groups_of_cargos_answer_the_table(bot) -> None:
    ans = bot.ask("tres cargos de 2 vagas e outro de 7, reserva de cada?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == _per_cargo([2, 2, 2, 7])


# --- a slashed list said to be per cargo ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("vagas dos cargos: 8/3/2, qual a cota racial em cada?", [8, 3, 2]),
    ("distribuicao por cargo 12 / 5 / 1", [12, 5, 1]),
])
def test_a_slashed_list_per_cargo_is_a_table(text, want) -> None:
    assert [c.vacancies for c in extract(text, TODAY).cargos] == want


def test_a_date_per_cargo_is_no_list() -> None:
    assert extract("edital de 10/4/2025 com reserva por cargo", TODAY).cargos == []


# --- the law's rate of a count, checked ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "vagas", "claim"), [
    ("30% de 40 = 12, ta certo?", 40, 12),
    ("20% de 45 vagas da 9, confere?", 45, 9),
])
def test_the_law_rate_of_a_count_reads_vagas_and_claim(text, vagas, claim) -> None:
    ex = extract(text, TODAY)
    assert ex.vacancies == vagas and claim in ex.claimed_counts


def test_a_rate_check_is_answered_by_the_calculator(bot) -> None:
    ans = bot.ask("30% de 40 = 12, ta certo?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(40, None, TODAY)
    wrong = bot.ask("30% de 23 = 6, confere?")
    assert wrong.route == "calculator" and "Não está certo" in wrong.answer


# --- results worked out elsewhere, checked in the thread -----------------------------------------------------------

def test_claims_per_cargo_check_the_earlier_table(bot) -> None:
    first, right, wrong = chat(bot, "Quadro: Agente 8 / Escrivão 5. reserva por cargo?", "o rh chegou a 3 e 2, confere?",
                               "e a organizadora calculou 2 e 2, bate?")
    want = _per_cargo([8, 5])
    assert [c["reserved"] for c in first.calculation["cargos"]] == want
    for ans in (right, wrong):
        assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
        assert [c["vacancies"] for c in ans.calculation["cargos"]] == [8, 5]  # the claims are not new vagas
        assert "cargos" in carried_keys_of(ans)
    # (round 53, f68d: the verdict is lower-cased after the carried lead, "…da pergunta anterior, **confere**")
    assert ("**confere**" in right.answer.lower()) == (want == [3, 2])
    assert ("**confere**" in wrong.answer.lower()) == (want == [2, 2])


def test_a_pcd_figure_checked_keeps_the_earlier_vagas(bot) -> None:
    _, ans = chat(bot, "concurso com 30 vagas, quantas reservadas?", "o edital preve 2 vagas pcd, ta correto?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 30 and ans.calculation["pcd"] == 2
    assert carried_keys_of(ans) == ["vacancies"]


# --- the table's reserve asked on its total ----------------------------------------------------------------------

@pytest.mark.parametrize("followup", ["e pela totalidade das 13 vagas?", "e com base no total de 13 vagas?"])
def test_the_table_on_its_total_is_one_count(bot, followup) -> None:
    # (Round 47, f62b: the base named by the table's own sum keeps the table, its figure on the total beside the
    # per-cargo ones; that figure is still the one count's reserve)
    _, ans = chat(bot, "Quadro: Agente 8 / Escrivão 5. reserva por cargo?", followup)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert ans.calculation["reserved_on_total"] == reserved_for(13, None, TODAY)


# --- a board passing the question on --------------------------------------------------------------------------------

def test_a_board_asking_for_the_order_gets_the_order(bot) -> None:
    _, ans = chat(bot, "Cargo de perito, 9 vagas e 1 PcD, qual a reserva?",
                  "a comissao tambem quer saber a ordem de convocacao desse cargo")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert "vacancies" in carried_keys_of(ans)


def test_the_confirmation_board_is_still_no_order() -> None:
    from assistant.intents.order import NOT_ORDER

    assert NOT_ORDER.search("a banca de heteroidentificacao chama em que ordem?")
    assert NOT_ORDER.search("em que ordem a comissao avalia os candidatos?")
    assert not NOT_ORDER.search("a banca tambem pergunta a ordem de nomeacao")


# --- Libras in a cargo's name ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Tabela: Tradutor Intérprete de Libras 3; Pedagogo 5", "professor de libras com 2 vagas"])
def test_a_cargo_named_after_libras_is_no_pcd(text) -> None:
    assert "pcd" not in extract(text, TODAY).groups


def test_a_person_using_libras_is_still_pcd() -> None:
    assert "pcd" in extract("sou surda e uso libras, tenho direito a interprete na prova?", TODAY).groups


def test_a_libras_cargo_adds_no_pcd_to_the_next_order(bot) -> None:
    _, ans = chat(bot, "Tabela: Tradutor Intérprete de Libras 3; Pedagogo 5. Reserva?", "e a ordem de nomeacao do pedagogo?")
    assert ans.calculation["operation"] == "order" and ans.calculation["pcd_positions"] == []
