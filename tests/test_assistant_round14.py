"""Round 14 (issue 10): the formal wording of a claim to the reserve ("faz jus", "está apta", "é elegível") is the
eligibility operation, also with the vagas given; "vários cargos ... em cada" asks for the table of cargos."""
from __future__ import annotations

from datetime import date

import pytest

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
