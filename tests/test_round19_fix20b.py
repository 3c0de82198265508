"""Round 19 (fix20b, issue 10): journalists', students' and researchers' wordings, in the team's own sentences.

The law's reach with its field named ("a lei de cotas em concursos vale para..."); census and workforce statistics
are out of scope; "deste ano" and "antes de <ano>" are edital dates; a decree named by its year is not an edital's
date; a person "abrangido pela lei" is that person's eligibility; the law's transition or history asked inside a
calculation thread is the law's text; what the federal law says of states and cities is its reach (art. 1º).
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction.dates import extract_date

from .assistant_support import chat


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


@pytest.mark.parametrize("q", [
    "a reserva racial no serviço público se aplica às sociedades de economia mista?",
    "essa lei de cotas em concurso público vale também para empresas públicas?",
])
def test_law_reach_with_its_field_named_is_the_law_text(bot: Assistant, q: str) -> None:
    """"em concursos" or "no serviço público" between the law and "vale" still asks the law's reach (art. 1º)."""
    assert bot.ask(q).route == "retrieval"


@pytest.mark.parametrize("q", [
    "quantos pretos e pardos existem no funcionalismo federal hoje?",
    "qual a proporção de pretos na população brasileira pelo censo?",
])
def test_population_statistics_are_out_of_scope(bot: Assistant, q: str) -> None:
    """Census or workforce counts are data these laws neither hold nor compute."""
    assert bot.ask(q).route == "out_of_scope"


def test_a_reserve_count_with_existem_stays_a_calculation(bot: Assistant) -> None:
    """"quantas vagas existem para negros" with vagas given is the reserve, not a statistic."""
    ans = bot.ask("num concurso federal de 20 vagas, quantas vagas existem para negros?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 6


def test_before_a_year_reads_the_year_before() -> None:
    """"antes de 2025" (a whole year as the bound) is an edital of the year before, shown in the user's words."""
    info = extract_date("e se o edital saiu antes de 2025?", date(2026, 12, 4))
    assert info.period is not None and info.period.start == date(2024, 1, 1) and info.period.text == "antes de 2025"


def test_this_year_with_deste() -> None:
    """"deste ano" is the current year, like "este ano"."""
    info = extract_date("um edital deste ano com 12 vagas", date(2026, 12, 4))
    assert info.period is not None and info.period.start.year == 2026


def test_old_rate_follow_up_before_the_new_law(bot: Assistant) -> None:
    """"e antes de 2025?" after a count: the same vagas under the 2014 law."""
    _, ans = chat(bot, "um concurso de 150 vagas reserva quantas hoje?", "e se fosse antes de 2025?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 30
    assert ans.calculation["regime"] == "lei-12990-2014"


def test_decree_named_by_year_is_not_an_edital_date(bot: Assistant) -> None:
    """"pelo decreto de 2025" names the regulation; the split is computed, no question about the 2025 boundary."""
    ans = bot.ask("pelo decreto de 2025, como fica a reserva de um concurso com 41 vagas?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 12


def test_person_covered_by_the_law_in_the_passive_is_eligibility(bot: Assistant) -> None:
    """"um pardo num concurso estadual de 30 vagas é contemplado pela lei federal?": that person's case, "Não"."""
    ans = bot.ask("um candidato pardo num concurso do governo estadual com 30 vagas é contemplado pela lei federal?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


@pytest.mark.parametrize("follow", [
    "por que esse concurso ainda usa a lei antiga se já tem a nova?",
    "na 12.990 cargo com menos de 3 vagas ficava sem cota, isso ainda vale?",
])
def test_law_transition_in_a_calculation_thread_is_the_law_text(bot: Assistant, follow: str) -> None:
    """Why an edital follows a law, or whether an old rule carries on: the law's text, not the count again."""
    _, ans = chat(bot, "edital de março de 2025 com 20 vagas, quantas para negros?", follow)
    assert ans.route == "retrieval"


def test_recomputing_under_the_old_law_stays_a_calculation(bot: Assistant) -> None:
    """"pela 12.990, muda?" asks the count under that law, not whether a rule carries on."""
    _, ans = chat(bot, "concurso de 40 vagas aberto agora, quantas reservadas?", "e pela 12.990, muda?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 8


def test_federal_law_asked_about_states_is_its_reach(bot: Assistant) -> None:
    """"os estados precisam de lei própria? a lei federal diz algo?": art. 1º (federal administration only)."""
    ans = bot.ask("os municípios têm que fazer lei própria de cotas? a lei federal diz algo sobre isso?")
    assert ans.route == "retrieval"
