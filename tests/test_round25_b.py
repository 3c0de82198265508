"""Round 25 (probefix25b): candidates, relatives and HR staff following a place or a nomination sequence over turns.

Each family in sentences of the team's own: "quando vou ser chamado?" after one's place or an order asks which
nomination (a calendar word makes it the date, out of scope); a day of the nomination asked ("qual a data prevista da
convocação?"); the n-th cotista named in digits ("o 4º cotista"); an order asked beside the count ("quantas são de
cota e em que posições são convocados?"); the asker's department or the operation read as a cargo ("rh da
autarquia: 11 vagas, ordem de nomeação com 1 vaga pcd"); a count of vagas replaced in the same message ("eram 9
vagas, agora são 14"); the feminine ordinal ("a 3ª cotista") never a count.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.context import when_called
from assistant.extraction import extract
from assistant.intents.order import ORDER_CUE
from assistant.rules import CALENDAR
from calculator import OrderInput, order
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot():
    from assistant.cli import _assistant

    return _assistant()


def quota_positions(vacancies: int, pcd: int | None = None) -> list[int]:
    return list(order(OrderInput(vacancies=vacancies, pcd=pcd)).quota_positions)


# --- "quando vou ser chamado?" after a place or an order: which nomination, with the thread's figures --------------

@pytest.mark.parametrize("when", ["e ai, quando eu sou nomeado?", "quando serei convocada entao?",
                                  "vou ser chamado quando?"])
def test_when_called_after_a_place_is_that_place_again(bot, when) -> None:
    first, again = chat(bot, "passei em 3º na relacao dos cotistas, o edital oferece 16 vagas", when)
    assert first.calculation["operation"] == "position"
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert again.calculation["reserved"] + again.calculation["open"] == 16
    assert carried_keys_of(again) == ["rank", "vacancies"]


def test_when_a_relative_is_called_keeps_the_relative(bot) -> None:
    _, again = chat(bot, "meu sobrinho ficou em 2º na ampla, sao 6 vagas", "e ele e convocado quando?")
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert again.calculation["reserved"] + again.calculation["open"] == 6


def test_when_the_nth_cotista_is_called_after_an_order_is_that_order(bot) -> None:
    _, again = chat(bot, "somos do rh: 13 vagas e 1 pra pcd, como fica a ordem de chamada?",
                    "o 4º cotista e nomeado quando?")
    assert again.route == "calculator" and again.calculation["operation"] == "order"
    assert again.calculation["quota_positions"] == quota_positions(13, 1)
    assert carried_keys_of(again) == ["pcd", "vacancies"]


@pytest.mark.parametrize("when", ["tem previsao de quando vao me chamar?", "qual a data prevista da minha convocacao?",
                                  "em que mes sai a nomeacao?"])
def test_the_day_of_the_call_is_out_of_scope(bot, when) -> None:
    _, again = chat(bot, "to em 5º na lista de reserva racial, 20 vagas no edital", when)
    assert again.route == "out_of_scope"


def test_when_called_reads_the_turn_not_the_calendar() -> None:
    assert when_called("quando eu vou ser nomeada?")
    assert when_called("a cotista e chamada quando?")
    assert not when_called("quanto tempo demora pra eu ser chamado?")
    assert not when_called("qual o dia que vou ser convocado?")
    assert CALENDAR.search("o cotista e nomeado em que dia?")
    assert not CALENDAR.search("a previsao legal da nomeacao do cotista")
    assert not CALENDAR.search("em que nomeacao eu entro?")


# --- the n-th cotista in digits, and the order asked beside the count ---------------------------------------------

@pytest.mark.parametrize("q", ["o 5º cotista entra em qual nomeacao?", "a 2a cotista e convocada quando?"])
def test_the_nth_cotista_in_digits_cues_the_order(q) -> None:
    assert ORDER_CUE.search(extract(q).text)


def test_the_feminine_ordinal_is_no_count() -> None:
    assert extract("e a 3ª cotista entra em que nomeacao?").numbers == []
    assert extract("a 4a colocada da cota").numbers == []


def test_count_and_places_asked_together_is_the_order(bot) -> None:
    (ans,) = chat(bot, "edital com 27 vagas, quantas sao de cota e em que lugares elas sao convocadas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["quota_positions"] == quota_positions(27)


# --- the asker's department and the operation are no cargos ---------------------------------------------------------

def test_department_and_operation_are_no_cargos(bot) -> None:
    (ans,) = chat(bot, "rh da autarquia: 11 vagas, sequencia de nomeacao com 1 vaga pcd?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["vacancies"] == 11
    assert ans.calculation["quota_positions"] == quota_positions(11, 1)


# --- a count replaced in the same message: the later figure is the total ------------------------------------------

@pytest.mark.parametrize("q, total", [("eram 9 vagas, agora sao 14. quantas reservadas pra cota?", 14),
                                      ("o edital previa 30 vagas mas com a retificacao passou pra 24, qnts pra negros?", 24),
                                      ("tinha 8 vagas e hoje tem 12, quantas vao pra reserva?", 12)])
def test_a_replaced_count_is_the_total(bot, q, total) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(total, None, TODAY)
    assert "não entrou no cálculo" not in ans.answer


def test_an_added_count_still_adds() -> None:
    assert extract("o edital tinha 10 e surgiram mais 7, quantas de cota?").vacancies == 17
