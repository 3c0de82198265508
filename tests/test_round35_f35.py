"""Round 35 (f35): failure families of the declassified held-out set 35 (cargos and vagas).

- "cargos vagos", "cargos efetivos vagos", "cargos a prover", "postos vagos" are the legal name of vacancies: "23 cargos
  vagos" is 23 vagas (its reserve computed), while "são 23 cargos, quantas vagas cada?" is still a count of cargos, asked;
- "N cargos (de X) com M vaga(s) cada" is M in each, the cargo's name between them ("4 cargos de professor com 1 vaga
  cada" is the table 1, 1, 1, 1, never one vaga);
- after an edital's table, one count told of another edital ("e no edital novo que vamos lançar, com 10 vagas de
  perito?") is that count's reserve, never the whole table asked for again; the earlier date does not carry.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot():
    return rules_bot(TODAY)


# --- 1. "cargos vagos" are vagas ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("q, vagas", [
    ("o certame para técnico administrativo que pretendemos lançar contará com 23 cargos vagos. Solicito informar o "
     "quantitativo a ser reservado a candidatos pretos, pardos, indígenas e quilombolas.", 23),
    ("temos 23 cargos efetivos vagos, quantas cotas?", 23),
    ("há 12 cargos a prover, qual a reserva?", 12),
    ("o concurso terá 15 postos vagos. reserva?", 15),
    ("existem 10 cargos a serem providos no edital, quantos são reservados?", 10),
])
def test_cargos_vagos_are_the_vagas(rbot, q: str, vagas: int) -> None:
    ex = extract(q, TODAY)
    assert ex.vacancies == vagas and ex.cargo_count is None and not ex.cargos
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["regime"] == "lei-15142-2025"
    assert ans.calculation["reserved"] == {23: 7, 12: 4, 15: 5, 10: 3}[vagas]
    assert f"Das {vagas} vagas" in ans.headline


@pytest.mark.parametrize("q", [
    "são 23 cargos, quantas vagas cada?",
    "o edital tem 4 cargos, qual a reserva de cada?",
])
def test_a_count_of_cargos_is_still_asked(rbot, q: str) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "clarify"
    assert "é o número de cargos, não de vagas" in ans.headline


# --- 2. "N cargos de X com M vaga(s) cada" is M in each ----------------------------------------------------------------


@pytest.mark.parametrize("q, counts", [
    ("o edital da federal tem 4 cargos de professor com 1 vaga cada. quantas cotas ao todo?", [1, 1, 1, 1]),
    ("são 3 cargos de analista de sistemas com 2 vagas cada", [2, 2, 2]),
    ("2 cargos de técnico, cada um com 5 vagas", [5, 5]),
    # neighbours (unchanged)
    ("o edital tem 4 cargos de 3 vagas. quantas cotas?", [3, 3, 3, 3]),
    ("3 cargos com 5 vagas cada", [5, 5, 5]),
    ("2 cargos de 4 e um de 9", [4, 4, 9]),
])
def test_cargos_named_with_m_vagas_each_are_m_each(q: str, counts: list[int]) -> None:
    ex = extract(q, TODAY)
    assert [c.vacancies for c in ex.cargos] == counts
    assert ex.cargos_each_or_total is None


def test_four_cargos_of_one_vaga_each_are_the_edital_table(rbot) -> None:
    (ans,) = chat(rbot, "o edital da federal tem 4 cargos de professor com 1 vaga cada. quantas cotas ao todo?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [0, 0, 0, 0]
    assert ans.calculation["reserved_total"] == 0 and ans.calculation["reserved_on_total"] == 1
    assert "(total: **0**)" in ans.headline


def test_cargos_named_with_m_vagas_without_each_are_still_asked(rbot) -> None:
    # "com" without "cada" may be M in all, as "2 cargos com 4 vagas" is (f34b): the named form is asked the same way
    q = "2 cargos de professor com 4 vagas, quantas cotas?"
    assert extract(q, TODAY).cargos_each_or_total == (2, 4)
    (ans,) = chat(rbot, q)
    assert ans.route == "clarify" and "em cada um dos **2** cargos ou 4 vagas no total" in ans.headline


# --- 3. one count of another edital after a table ----------------------------------------------------------------------

TABLE_2021 = "Edital de 2021: 10 vagas de perito e 3 de agente. Qual a reserva?"


@pytest.mark.parametrize("q", [
    "E no edital novo que vamos lançar, com 10 vagas de perito?",
    "E no edital novo, com 10 vagas?",
    "e num outro edital, com 10 vagas de perito?",
])
def test_one_count_of_a_new_edital_after_a_table_is_its_reserve(rbot, q: str) -> None:
    first, second = chat(rbot, TABLE_2021, q)
    assert first.calculation["operation"] == "edital" and [c["reserved"] for c in first.calculation["cargos"]] == [2, 1]
    assert second.route == "calculator" and second.calculation["operation"] == "reserve"
    assert second.calculation["reserved"] == 3 and second.calculation["regime"] == "lei-15142-2025"
    assert "Das 10 vagas, **3 são reservadas**" in second.headline


def test_a_cargo_of_the_table_changed_is_still_the_table(rbot) -> None:
    # neighbour: a cargo of the same table given another count recomputes the table
    _, second = chat(rbot, TABLE_2021, "e se o perito tivesse 12 vagas?")
    assert second.route == "calculator" and second.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in second.calculation["cargos"]] == [12, 3]


def test_a_count_of_another_edital_asked_per_cargo_still_asks_the_table(rbot) -> None:
    # neighbour (round 8): the message asks per cargo itself, so that edital's table is asked for
    _, second = chat(rbot, "analista 9, técnico 3: quanto reservar por cargo?",
                     "e num outro edital, de 30 vagas, quanto dá por cargo?")
    assert second.route == "clarify" and "cargo a cargo" in second.headline


@pytest.mark.parametrize("q", ["e com 40 vagas?", "e se o edital tivesse 12 vagas?"])
def test_a_bare_count_after_a_table_still_asks_for_the_table(rbot, q: str) -> None:
    # neighbour (round 18): a count naming no cargo and no other edital is not one of the table's cargos
    _, second = chat(rbot, TABLE_2021, q)
    assert second.route == "clarify"
