"""Round 24 (probefix24c): HR desks and portal agents whose messages carry numbers that are not vagas.

Each family in sentences of the team's own: an edital's identifier "Edital N/AAAA" written without "nº" beside its
real publication date (the identifier is never the date), the PcD places of an order named with no PcD figure (the
decree's minimum, as a PcD count gets), a candidate's option listed bare among the facts ("12º geral, optante"), and
"qual lei vale pra esse edital?" after a dated calculation (that edital's regime, not the answer's legal basis).
Expected figures come from the calculator, never from hand.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot():
    from assistant.cli import _assistant

    return _assistant()


# --- "Edital N/AAAA" is an identifier: the publication date is the one written beside it ---------------------------

@pytest.mark.parametrize("text, published", [
    ("Edital 4/2025, publicado no DOU em 22/09/2025, 17 vagas de técnico", date(2025, 9, 22)),
    ("concurso 8/2025 com edital divulgado em 1º de abril de 2025 e 6 vagas", date(2025, 4, 1)),
    ("edital 12/2024, saiu em 30/06/2025", date(2025, 6, 30)),
])
def test_an_edital_number_without_no_is_not_its_date(text, published) -> None:
    ex = extract(text, TODAY)
    assert ex.date == published and ex.period is None


def test_an_edital_number_alone_gives_its_year_only() -> None:
    ex = extract("o edital 9/2024 abriu 14 vagas", TODAY)
    assert ex.date is None and ex.period is not None
    assert (ex.period.start, ex.period.end) == (date(2024, 1, 1), date(2024, 12, 31))


@pytest.mark.parametrize("text, cargos", [
    ("tabela das vagas do edital 3/2026: professor 6, técnico 2, quanto reservar em cada?", [6, 2]),
    ("vagas do concurso 5/2023 - auditor 12 e analista 7", [12, 7]),
])
def test_an_edital_number_is_no_count_of_vagas(text, cargos) -> None:
    ex = extract(text, TODAY)
    assert [c.vacancies for c in ex.cargos] == cargos and ex.cargos_total is None and ex.vacancy_counts == []


def test_an_edital_number_of_the_straddling_year_asks_the_date(bot) -> None:
    ans = bot.ask("no edital 8/2025 são 14 vagas, quanto vai para a reserva racial?")
    assert ans.route == "clarify"


def test_the_date_beside_the_number_decides_the_law(bot) -> None:
    ans = bot.ask("Edital 2/2025 publicado em 18/09/2025: quinze vagas de agente, quantas ficam pra cota?")
    assert ans.route == "calculator"
    assert ans.calculation["reserved"] == reserved_for(15, "2025-09-18", TODAY)
    assert ans.calculation["regime"] == "lei-15142-2025"


# --- an order that names the PcD places with no PcD figure: the decree's minimum --------------------------------------

@pytest.mark.parametrize("question, vagas", [
    ("preciso da sequência de nomeação de cotistas e pessoas com deficiência para 18 vagas", 18),
    ("em que posição entram negros e PcD na ordem de chamada de vinte e quatro vagas?", 24),
])
def test_an_order_naming_the_pcd_places_uses_the_minimum(bot, question, vagas) -> None:
    ans = bot.ask(question)
    want = calculator.order(calculator.OrderInput(vacancies=vagas, pcd_percentage="5%", today=TODAY))
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["quota_positions"] == want.quota_positions
    assert ans.calculation["pcd_positions"] == want.pcd_positions and want.pcd_positions


def test_an_order_without_pcd_stays_without(bot) -> None:
    ans = bot.ask("ordem de nomeação dos cotistas num concurso de 18 vagas")
    want = calculator.order(calculator.OrderInput(vacancies=18, today=TODAY))
    assert ans.calculation["quota_positions"] == want.quota_positions and not ans.calculation["pcd_positions"]


# --- the option listed bare among the candidate's facts ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "candidata em 11º na classificação geral, optante, 12 vagas. entra?",
    "inscrito 4455, 7º lugar geral, optante. edital com 8 vagas",
])
def test_a_bare_optante_in_a_list_of_facts_is_the_option(text) -> None:
    assert extract(text, TODAY).optant is True


def test_a_schedule_listing_places_is_no_option() -> None:
    assert not extract("a ordem do edital é ampla, cotista, ampla, pcd; com 10 vagas como fica?", TODAY).optant


def test_the_bare_option_decides_the_place(bot) -> None:
    ans = bot.ask("candidata em 11º na classificação geral, optante, 12 vagas. entra?")
    want = calculator.position(calculator.PositionInput(general_rank=11, optant=True, vacancies=12, today=TODAY))
    assert ans.calculation["status"] == want.status and ans.calculation["list"] == want.list


# --- "qual lei vale pra esse edital?" after a dated calculation: that edital's regime -----------------------------

@pytest.mark.parametrize("ask", ["e esse concurso segue qual lei?", "qual norma se aplica a esse edital entao?"])
def test_which_law_for_that_edital_is_its_regime(bot, ask) -> None:
    calc, law = chat(bot, "edital de 12/02/2025 com 9 vagas para fiscal, quanto de cota?", ask)
    assert law.route == "calculator" and law.calculation["operation"] == "regime"
    assert law.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(law) == ["edital_date"]


def test_where_the_law_says_that_is_still_its_basis(bot) -> None:
    calc, basis = chat(bot, "edital de 12/02/2025 com 9 vagas para fiscal, quanto de cota?", "em que lei está isso?")
    assert basis.route == "retrieval"
