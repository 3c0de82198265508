"""Rounds 14–15 (issue 10), the lead's fixes: the formal wording of a claim to the reserve ("faz jus", "está apta",
"é elegível") is the eligibility, also with vagas; "vários cargos ... em cada" asks for the table of cargos; "N% de
reserva a PcD" is a PcD percentage, added to an order without changing it; the board that confirms a race is the law's
even called "a banca do concurso"; the base of the percentage mid-thread is law text; chat shorthand (qnto, vdd) and
the HR's "quantitativo"; a disability said of a candidate; a place "nas cotas"."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract, fold
from assistant.extraction.numbers import extract_pcd

from .assistant_support import chat, rules_bot
from .test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 3)


@pytest.fixture(scope="module")
def bot():
    return rules_bot(TODAY)


@pytest.fixture(scope="module")
def law_bot():
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


@pytest.mark.parametrize("q, eligible", [
    ("Concurso de fundação federal, 16 vagas, candidato indígena. Faz jus às vagas reservadas?", True),
    ("Pelo RH da autarquia: candidata parda, edital de 2026 com 7 vagas. Está habilitada à cota?", True),
    ("candidato branco num concurso da universidade federal com 40 vagas, é elegível à reserva?", False),
])
def test_a_formal_claim_to_the_reserve_is_the_eligibility_even_with_vagas(bot, q, eligible):
    a = bot.ask(q)
    assert a.route == "calculator" and a.context["intent"] == "eligibility"
    assert a.calculation["eligible"] is eligible


def test_a_count_for_those_who_qualify_stays_a_count(bot):
    a = bot.ask("com 26 vagas, quantas ficam reservadas para quem faz jus à cota?")
    assert a.route == "calculator" and a.context["intent"] == "reserve"


@pytest.mark.parametrize("q", ["o concurso tem vários cargos: quantas vagas de cota pra cada?",
                               "são diversos cargos no nosso edital, quantas reservadas em cada?"])
def test_several_cargos_without_their_counts_ask_for_the_table(bot, q):
    a = bot.ask(q)
    assert a.route == "clarify" and a.context["intent"] == "edital"


@pytest.mark.parametrize("text, expected", [("supondo 10% de reserva para pessoas com deficiência", (None, "10%")),
                                            ("e com 5% de reserva aos PcD?", (None, "5%")),
                                            ("com 5% de reserva", (None, None))])
def test_a_pcd_percentage_written_as_a_reserve_to_pcd(text, expected):
    assert extract_pcd(fold(text)) == expected


@pytest.mark.parametrize("then", ["Considerando também 5% de reserva aos PcD, como fica?",
                                  "incluindo 2 vagas de PcD, como fica?"])
def test_pcd_vagas_added_after_an_order_give_that_order_with_their_places(bot, then):
    a = chat(bot, "Pedimos a ordem de nomeação do edital com 40 vagas de analista.", then)[-1]
    assert a.route == "calculator" and a.context["intent"] == "order"
    pcd = {"pcd_percentage": "5%"} if "5%" in then else {"pcd": 2}
    want = calculator.order({"vacancies": 40, "edital_date": TODAY, "today": TODAY, **pcd})
    assert a.calculation["pcd_positions"] == want.pcd_positions and a.calculation["quota_positions"] == want.quota_positions



@pytest.mark.parametrize("q", ["quem decide se o candidato é preto mesmo, a comissão do concurso ou ele?",
                               "a banca do concurso pode dizer que eu não sou pardo?"])
def test_the_board_that_confirms_a_race_is_the_laws_even_named_as_the_concursos(law_bot, q):
    assert law_bot.ask(q).route == "retrieval"


def test_the_company_that_runs_the_exam_stays_out_of_scope(law_bot):
    assert law_bot.ask("qual a banca do concurso da receita pros candidatos negros?").route == "out_of_scope"


def test_the_base_of_the_percentage_asked_mid_thread_is_law_text(law_bot):
    q1 = "temos um edital de 33 vagas, quantas vão pra cota?"
    first, a = chat(law_bot, q1, "e esses 30% são sobre o total do edital ou cargo por cargo?")
    assert first.route == "calculator" and a.route == "retrieval"


@pytest.mark.parametrize("q, n", [("quarenta e quatro vagas, qnto vai pra ampla e qnto pra cota?", 44),
                                  ("Solicito o quantitativo de vagas a reservar no certame de 26 vagas.", 26)])
def test_a_split_or_a_formal_count_with_vagas_is_the_reserve(bot, q, n):
    a = bot.ask(q)
    assert a.route == "calculator" and a.context["intent"] == "reserve"
    assert a.calculation["reserved"] == calculator.reserve({"vacancies": n, "edital_date": TODAY, "today": TODAY}).reserved


def test_a_formal_count_without_vagas_asks_for_them(bot):
    a = bot.ask("Prezados, qual o quantitativo de vagas a reservar para pretos e pardos no nosso edital?")
    assert a.route == "clarify" and a.context["intent"] == "reserve"


def test_a_correction_in_chat_shorthand_corrects_the_count(bot):
    q1 = "dezenove vagas, quantas reservadas?"
    a = chat(bot, q1, "ops na vdd sao 29")[-1]
    assert a.route == "calculator" and a.context["vacancies"] == 29


@pytest.mark.parametrize("text", ["um candidato surdo que é pardo", "uma pessoa cega quer fazer o concurso",
                                  "inscrito deficiente auditivo"])
def test_a_disability_said_of_someone_else_names_the_pcd_group(text):
    assert "pcd" in extract(text, TODAY).groups


def test_one_person_in_both_reserves_after_an_order_is_law_text(law_bot):
    q1 = "ordem de nomeação com 24 vagas e 2 PcD"
    first, a = chat(law_bot, q1, "e uma candidata cega que também é preta, vai por qual lista?")
    assert first.route == "calculator" and a.route == "retrieval"


@pytest.mark.parametrize("text, rank", [("fiquei em 6º nas cotas e 30º na geral", 6), ("ela é a 2ª pelas cotas", 2)])
def test_a_place_in_the_reserve_lists_in_the_plural(text, rank):
    assert extract(text, TODAY).reserve_rank == rank
