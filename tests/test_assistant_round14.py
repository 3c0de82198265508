"""Round 14 (issue 10): the formal wording of a claim to the reserve ("faz jus", "está apta", "é elegível") is the
eligibility operation, also with the vagas given; "vários cargos ... em cada" asks for the table of cargos."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import fold
from assistant.extraction.numbers import extract_pcd
from assistant.models import Turn

from .assistant_support import rules_bot

TODAY = date(2026, 12, 3)


@pytest.fixture(scope="module")
def bot():
    return rules_bot(TODAY)


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
    first = bot.ask("Pedimos a ordem de nomeação do edital com 40 vagas de analista.")
    a = bot.ask(then, [*_turns(first, "Pedimos a ordem de nomeação do edital com 40 vagas de analista.")])
    assert a.route == "calculator" and a.context["intent"] == "order"
    pcd = {"pcd_percentage": "5%"} if "5%" in then else {"pcd": 2}
    want = calculator.order({"vacancies": 40, "edital_date": TODAY, "today": TODAY, **pcd})
    assert a.calculation["pcd_positions"] == want.pcd_positions and a.calculation["quota_positions"] == want.quota_positions


def _turns(answer, question):
    return [Turn(role="user", content=question), Turn(role="assistant", content=answer.answer, answer=answer)]
