"""Round 23 (probefix23d): candidates telling what happened in their concurso, with numbers that are not vagas.

Each family in sentences of the team's own: the appointments already made ("chamaram 5 da ampla") are no place and
no vagas, and checked against the order; a place told in passing beside a count or a claim asked; a date of another
event (the result, the exam) beside the edital's; an amendment of the edital asked in a thread; a bare month answering
which part of a year; when the reserve's turn comes; the public-school quota; a law rule asked of "essa reserva"; "nesse
segundo" after two editais; the total that vagas added reach.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot():
    return rules_bot(TODAY)


def _order(vacancies: int, edital_date: str | None = None) -> list[int]:
    return calculator.order(calculator.OrderInput(vacancies=vacancies, edital_date=edital_date, today=TODAY)).quota_positions


# --- appointments already made ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "nomearam 3 da ampla até agora e nenhum negro, o edital tem 12 vagas",
    "foram chamados o 1º e o 2º da ampla concorrência, edital de 12 vagas",
    "já convocaram 7 e só 2 eram cotistas, concurso de 12 vagas",
])
def test_appointments_made_are_no_place_and_no_vagas(text) -> None:
    ex = extract(text, TODAY)
    assert ex.called and ex.vacancies == 12
    assert ex.rank is None and ex.general_rank is None and ex.reserve_rank is None


def test_appointments_made_are_checked_against_the_order(bot) -> None:
    (ans,) = chat(bot, "edital de 12 vagas, já convocaram 4 da ampla e nenhum cotista, isso tá correto?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["quota_positions"] == _order(12)


def test_appointments_made_in_a_thread_take_its_vagas(bot) -> None:
    _, ans = chat(bot, "qual a reserva num concurso de 9 vagas?", "já nomearam 3 da ampla, quando vem o cotista?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["quota_positions"] == _order(9)
    assert carried_keys_of(ans) == ["vacancies"]


def test_a_count_of_cotistas_asked_beside_the_calls_is_the_reserve(bot) -> None:
    (ans,) = chat(bot, "edital com 16 vagas, já nomearam 6, quantas vagas ao todo são dos cotistas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 16


# --- a place told in passing ---------------------------------------------------------------------------------------

def test_a_place_beside_a_count_asked_is_the_reserve(bot) -> None:
    (ans,) = chat(bot, "passei em 40º na geral, o edital tem 15 vagas, quantas delas são de cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 15


def test_a_place_beside_a_claim_asked_is_eligibility(bot) -> None:
    (ans,) = chat(bot, "fiquei em 8º na ampla num concurso do ministério com 20 vagas, sou parda, posso concorrer pela cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True


def test_a_place_asked_stays_the_position(bot) -> None:
    (ans,) = chat(bot, "fiquei em 8º na ampla, são 20 vagas, quantas são de cota e eu tô dentro?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"


def test_a_place_beside_a_table_asked_per_cargo_is_the_edital(bot) -> None:
    (ans,) = chat(bot, "passei em 2º pra agente; o edital tem agente 12 vagas e escrivão 4 vagas, quantas cotas em cada?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [12, 4]


# --- another event's date ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("a homologação saiu em 2026, mas o edital foi publicado em 1º de março de 2025", date(2025, 3, 1)),
    ("a prova foi em 2026 e o edital saiu em 10/05/2025", date(2025, 5, 10)),
])
def test_another_events_date_is_not_the_editals(text, want) -> None:
    assert extract(text, TODAY).date == want


# --- an amendment asked in a thread --------------------------------------------------------------------------------

def test_an_amendment_keeps_the_editals_date(bot) -> None:
    first, ans = chat(bot, "edital publicado em fevereiro de 2025, qual lei vale?", "e se ele foi retificado em agosto, muda?")
    assert first.calculation["regime"] == "lei-12990-2014"
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(ans) == ["edital_date"]


# --- a bare month answers which part of the year -------------------------------------------------------------------

@pytest.mark.parametrize(("month", "law"), [("saiu em março", "lei-12990-2014"), ("outubro", "lei-15142-2025")])
def test_a_bare_month_answers_the_year_asked(bot, month, law) -> None:
    first, ans = chat(bot, "o edital é de 2025, vale a lei nova?", month)
    assert first.route == "clarify"
    assert ans.route == "calculator" and ans.calculation["regime"] == law


# --- when the reserve's turn comes ---------------------------------------------------------------------------------

def test_when_the_reserves_turn_comes_is_the_order() -> None:
    p = plan("com 12 vagas, quando chega a vez dos pretos e pardos?", None, TODAY)
    assert p.route == "calculator" and p.intent == "order"


# --- the public-school quota ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["existe cota para egressos de escola pública em concurso federal?",
                                  "quem fez o ensino médio em escola pública tem vaga reservada no concurso?"])
def test_the_public_school_quota_is_another_quota(text) -> None:
    assert plan(text, None, TODAY).route == "out_of_scope"


# --- a law rule asked of "essa reserva" ----------------------------------------------------------------------------

def test_an_optant_in_the_open_list_counted_in_that_reserve_is_the_law() -> None:
    p = plan("e quem entrou pela ampla sendo cotista conta nessa reserva?", {"intent": "order", "vacancies": 14}, TODAY)
    assert p.route == "retrieval"


# --- "nesse segundo" after two editais -----------------------------------------------------------------------------

def test_the_second_edital_named_back_keeps_its_date() -> None:
    p = plan("nesse segundo com 9 vagas quantas ficam reservadas?", {"intent": "regime", "edital_date": "2025-03-02"}, TODAY)
    assert p.route == "calculator" and "edital_date" in p.carried and p.params["vacancies"] == 9


# --- the total that added vagas reach ------------------------------------------------------------------------------

def test_the_total_reached_is_the_vagas_not_a_place() -> None:
    ex = extract("e se abrirem mais vagas e passar pra 18?", TODAY)
    assert ex.vacancies == 18 and ex.rank is None
    prev = {"intent": "position", "vacancies": 10, "reserve_rank": 3, "optant": True}
    p = plan("e se abrirem mais vagas e ficar 18?", prev, TODAY)
    assert p.params["vacancies"] == 18 and p.params["reserve_rank"] == 3


def test_calls_answered_by_the_law_then_the_vagas_given_are_the_order() -> None:
    prev = {"route": "retrieval", "query": "nomearam 4 da ampla e nenhum negro ainda, pode isso?"}
    p = plan("o edital tem 14 vagas", prev, TODAY)
    assert p.route == "calculator" and p.intent == "order" and p.params["vacancies"] == 14
    assert plan("o edital tem 14 vagas", {"route": "retrieval", "query": "o que é heteroidentificação?"}, TODAY).intent \
        == "reserve"
