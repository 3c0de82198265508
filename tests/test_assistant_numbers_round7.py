"""Issue 10 §1, round 7: numbers written inside a sentence read with their meaning — a PcD count after a chain
of verbs, a count supposed in a condition, two alternative counts, an edital published now, a year that names
the law, posts of one cargo. Expected figures come from the calculator."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from tests.assistant_support import chat, reserved_for, rules_bot
from vocabulary import NEW_LAW, OLD_LAW

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return rules_bot(TODAY)


def reserved(v: int, d: str | None = None) -> int:
    return reserved_for(v, d, TODAY)


def order_of(v: int, pcd: int) -> calculator.OrderResult:
    return calculator.order(calculator.OrderInput(vacancies=v, pcd=pcd, today=TODAY))


# ------------------------------------------------------------------ PcD counts told in a sentence

@pytest.mark.parametrize("q, vagas, pcd", [
    ("O concurso abre 14 vagas e 2 delas vão ser para PcD. Como fica a ordem de nomeação?", 14, 2),
    ("Edital com 11 vagas; se 1 das vagas for de pessoa com deficiência, qual a ordem?", 11, 1),
    ("São 13 vagas e uma delas vai ser destinada a pessoas com deficiência: qual a ordem?", 13, 1),
    ("Temos 21 vagas, 3 dessas serão reservadas a PcD; qual a ordem de nomeação?", 21, 3),
])
def test_pcd_count_in_a_sentence_reaches_order(bot, q, vagas, pcd):
    ex = extract(q)
    assert (ex.vacancies, ex.pcd) == (vagas, pcd)
    a = bot.ask(q)
    assert a.route == "calculator" and a.calculation["operation"] == "order"
    want = order_of(vagas, pcd)
    assert a.calculation["pcd"] == pcd and a.calculation["pcd_positions"] == want.pcd_positions
    assert a.calculation["quota_positions"] == want.quota_positions


def test_pcd_count_after_a_condition_reaches_reserve(bot):
    a = bot.ask("Com 16 vagas, se 2 forem para PcD, quantas vão para a cota racial?")
    assert a.route == "calculator" and a.calculation["pcd"] == 2 and a.calculation["pcd_given"]
    assert a.calculation["reserved"] == reserved(16)


def test_pcd_follow_up_is_never_the_total(bot):
    a1, a2 = chat(bot, "Quantas são reservadas num edital de 18 vagas?", "e com mais 4 vagas pra pcd?")
    assert a1.calculation["vacancies"] == 18
    assert a2.route == "calculator" and a2.calculation["vacancies"] == 18 and a2.calculation["pcd"] == 4


def test_part_of_a_whole_names_both(bot):
    # "N das M vagas ... PcD": N is the PcD count and M the total, never M PcD vagas.
    ex = extract("Caso 2 das 26 vagas fiquem reservadas a pessoas com deficiência, quantas são da cota racial?")
    assert (ex.vacancies, ex.pcd) == (26, 2)


def test_one_vaga_only_for_pcd_is_a_part_not_a_second_total():
    ex = extract("edital de 9 vagas e uma vaga só para pessoas com deficiência")
    assert ex.vacancy_counts == [9] and ex.pcd == 1


# ------------------------------------------------------------------ "um cargo só" is not a count of vagas

@pytest.mark.parametrize("q, vagas", [
    ("Seleção de um único cargo, 8 vagas: quantas reservadas?", 8),
    ("É cargo único, com 5 vagas; quantas para cotistas?", 5),
    ("O concurso tem só uma vaga, tem reserva?", 1),
])
def test_one_cargo_or_one_vaga(bot, q, vagas):
    a = bot.ask(q)
    assert a.route == "calculator" and a.calculation["vacancies"] == vagas
    assert a.calculation["reserved"] == reserved(vagas)


# ------------------------------------------------------------------ a count supposed in a condition

@pytest.mark.parametrize("q, vagas", [
    ("Quantos cotistas entram se forem 50?", 50),
    ("Caso sejam 13, quantas ficam reservadas?", 13),
    ("E quantas seriam da cota se fossem 7?", 7),
])
def test_count_in_a_condition_is_the_vagas(bot, q, vagas):
    a = bot.ask(q)
    assert a.route == "calculator" and a.calculation["reserved"] == reserved(vagas)


def test_condition_on_another_noun_is_not_the_vagas():
    assert extract("se forem 4 candidatos aprovados na ampla").vacancies is None


# ------------------------------------------------------------------ two alternative counts are asked

@pytest.mark.parametrize("q, a, b", [
    ("Não tenho certeza se são 16 ou 18 vagas; quantas reservadas?", 16, 18),
    ("O edital terá entre 6 e 9 vagas, qual a cota?", 6, 9),
])
def test_alternative_counts_are_asked(bot, q, a, b):
    ans = bot.ask(q)
    assert ans.route == "clarify" and f"**{a}**" in ans.headline and f"**{b}**" in ans.headline
    assert ans.calculation is None


# ------------------------------------------------------------------ an edital published now is dated today

@pytest.mark.parametrize("q", [
    "Publicamos agora um edital com 10 vagas, quantas reservadas?",
    "O concurso que a gente vai abrir neste mês tem 10 vagas: quantas são da cota?",
])
def test_edital_published_now_is_today(bot, q):
    ex = extract(q, TODAY)
    assert ex.date == TODAY
    a = bot.ask(q)
    assert a.calculation["regime"] == NEW_LAW and a.calculation["reserved"] == reserved(10, TODAY.isoformat())


def test_now_alone_is_no_date():
    assert extract("e agora, quantas ficam?", TODAY).date is None


# ------------------------------------------------------------------ a year that names the law

@pytest.mark.parametrize("q", [
    "Com 15 vagas, quantas reservadas segundo a lei velha, de 2014?",
    "Quantas cotas em 15 vagas usando a lei anterior (de 2014)?",
])
def test_year_of_the_law_is_a_hint_not_a_date(bot, q):
    ex = extract(q, TODAY)
    assert ex.law_hint == "old" and ex.date is None and ex.period is None
    a = bot.ask(q)
    assert a.route == "calculator" and a.calculation["regime"] == OLD_LAW
    assert a.calculation["reserved"] == reserved(15, "2020-01-01")


def test_elliptic_law_year_in_a_follow_up(bot):
    a1, a2 = chat(bot, "Num edital de 15 vagas, quantas ficam reservadas?", "e usando a de 2014?")
    assert a2.route == "calculator" and a2.calculation["regime"] == OLD_LAW and a2.calculation["vacancies"] == 15


def test_edital_year_2014_is_still_a_date():
    ex = extract("Um concurso de 2014 com 15 vagas reservou quantas?", TODAY)
    assert ex.period is not None and ex.law_hint is None


# ------------------------------------------------------------------ posts of one cargo are its vagas

@pytest.mark.parametrize("q, vagas", [
    ("Abriremos concurso para provimento de 12 cargos efetivos de agente administrativo. Quantos reservados?", 12),
    ("Vão ser 5 cargos de enfermeiro, qual a reserva?", 5),
])
def test_posts_of_one_cargo_are_vagas(bot, q, vagas):
    a = bot.ask(q)
    assert a.route == "calculator" and a.calculation["vacancies"] == vagas
    assert a.calculation["reserved"] == reserved(vagas)


def test_cargos_that_sort_or_list_are_not_vagas():
    assert extract("Há 4 cargos de nível médio, quantas reservadas?").vacancies is None
    table = extract("São 2 cargos: engenheiro com 6 vagas e arquiteto com 3 vagas.")
    assert [(c.name, c.vacancies) for c in table.cargos] == [("engenheiro", 6), ("arquiteto", 3)]
