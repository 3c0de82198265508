"""Edital tables as editais and people paste them (issue 10, section 1, round 9).

Checked on the extraction and the rules' plan (no model, no retriever); each case states a general reading:
- digits followed by the same amount in words in parentheses ("40 (quarenta) vagas") are ONE count;
- a table in any shape ("A 7 / B 3", "A: 7 | B: 3", one cargo per line, any job noun before its count, a year or a
  date before the table) is the edital operation; a lone named count stays the reserve;
- counts listed after the number of cargos ("5 cargos: 2, 2, 4, 1 e 6 vagas") are unnamed cargos; a list that does
  not match that number is asked;
- a follow-up that merges the earlier table into one cargo is the reserve of that single count.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.router import plan

TODAY = date(2026, 12, 2)


def _counts(question: str) -> list[int]:
    return [c.vacancies for c in extract(question, TODAY).cargos]


@pytest.mark.parametrize("text, n", [
    ("O certame oferecerá 40 (quarenta) vagas para escriturário.", 40),
    ("ficam abertas 7 (sete) vagas efetivas", 7),
    ("total de 1.500 (mil e quinhentas) vagas", 1500),
])
def test_digits_with_words_in_parentheses_are_one_count(text, n):
    ex = extract(text, TODAY)
    assert ex.vacancies == n
    assert ex.vacancy_counts == [n]
    assert ex.numbers == [n]


def test_different_amount_in_words_is_not_collapsed():
    assert extract("ficam abertas 7 (oito) vagas", TODAY).numbers == [7, 8]


@pytest.mark.parametrize("text, counts", [
    ("Perito 11 / Escrevente 4 / Oficial 6", [11, 4, 6]),
    ("Perito: 11 | Escrevente: 4", [11, 4]),
    ("Vagas do edital:\nEstatístico 9\nGeógrafo 2\nDemógrafo 5", [9, 2, 5]),
    ("Concurso de 2023 com revisor 12 vagas e tradutor 8 vagas", [12, 8]),
    ("Edital de maio de 2025 com ourives 5 e joalheiro 3: quanto reservar?", [5, 3]),
])
def test_pasted_tables_in_other_shapes(text, counts):
    assert _counts(text) == counts


@pytest.mark.parametrize("text, counts", [
    ("O concurso terá 5 cargos: 2, 2, 4, 1 e 6 vagas.", [2, 2, 4, 1, 6]),
    ("2 cargos com 9 e 4 vagas", [9, 4]),
    ("São 3 cargos, com 7, 7 e 2 vagas respectivamente", [7, 7, 2]),
])
def test_counts_listed_after_the_number_of_cargos(text, counts):
    ex = extract(text, TODAY)
    assert [c.vacancies for c in ex.cargos] == counts
    assert ex.cargos_each_or_total is None
    p = plan(f"{text} Quantas reservadas em cada?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "edital")


@pytest.mark.parametrize("text", ["Serão 4 cargos: 8 e 2 vagas. Quantas cotas?", "3 cargos com 6, 6, 1 e 1 vagas, reserva?"])
def test_a_list_that_disagrees_with_the_number_of_cargos_is_asked(text):
    p = plan(text, None, TODAY)
    assert p.route == "clarify" and p.clarify == "numbers"


def test_counts_of_other_units_are_no_table():
    assert extract("idade mínima 18 anos e prática 3 anos, posso concorrer?", TODAY).cargos == []


def test_a_dated_table_reaches_the_edital_operation_with_its_date():
    p = plan("Edital de 2023 com revisor 12 vagas e tradutor 8 vagas, quantas reservadas por cargo?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "edital")
    assert p.params["cargos"] == [["revisor", 12], ["tradutor", 8]]
    assert p.calc is not None and p.calc.input.edital_date.year == 2023  # the regime by the edital's date


@pytest.mark.parametrize("text, n", [("escrivão com 12 vagas, quantas para cotistas?", 12),
                                     ("Cargo B - 7 vagas, quantas reservadas?", 7)])
def test_a_single_named_count_stays_the_reserve(text, n):
    p = plan(text, None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", n)


def _after_table(followup: str):
    first = plan("revisor 12 vagas, tradutor 8 vagas: reserva de cada cargo?", None, TODAY)
    assert first.intent == "edital"
    prev = {**first.params, "intent": first.intent, "route": first.route}
    return plan(followup, prev, TODAY)


@pytest.mark.parametrize("followup, n", [
    ("e se virasse tudo um cargo só com 20 vagas?", 20),
    ("e se agrupasse tudo num cargo de 21?", 21),
    ("e se fosse um cargo único de 22 vagas?", 22),
    ("e se juntasse os dois cargos num só?", 20),  # no count written: the earlier table's sum
])
def test_merging_the_table_into_one_cargo_is_the_reserve_of_that_count(followup, n):
    p = _after_table(followup)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", n)
    assert "cargos" not in p.params
    assert "rank" not in p.params


def test_changing_one_cargo_keeps_the_table():
    p = _after_table("e o tradutor com 10?")
    assert p.intent == "edital" and p.params["cargos"] == [["revisor", 12], ["tradutor", 10]]
