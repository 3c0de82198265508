"""Round 24 (probefix24a): candidates and HR staff who doubt the previous answer inside a thread.

Each family in sentences of the team's own: a bare doubt ("tem certeza?", "explica melhor") after a calculation, the
thread's own arithmetic restated ("30% de 20 dá 6 mesmo?"), another rate set against the answer ("meu chefe diz que
é 20%"), the edital's own reserve checked (of a table's total, beside an order or a place, none reserved, "quem
errou?", with no vagas), a PcD count the edital "pôs", the edital's place for the reserve in the order, thanks that
close the thread, a doubt before a supposed change, and a day without a year after a law answer on a dated edital.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot():
    from assistant.cli import _assistant

    return _assistant()


# --- a bare doubt of the answer: that calculation again, every figure carried ------------------------------------

@pytest.mark.parametrize("doubt", ["certeza?", "hmm, explica de novo", "vc tem ctz disso?", "é só 7 mesmo?"])
def test_a_bare_doubt_repeats_the_calculation(bot, doubt) -> None:
    calc, again = chat(bot, "num concurso de 23 vagas quantas ficam pra cota?", doubt)
    assert calc.route == "calculator"
    assert again.route == "calculator" and again.calculation["operation"] == "reserve"
    assert again.calculation["reserved"] == reserved_for(23, None, TODAY)
    assert carried_keys_of(again) == ["vacancies"]


def test_a_bare_doubt_after_an_order_keeps_the_order(bot) -> None:
    _, again = chat(bot, "qual a sequencia de nomeação com 7 vagas?", "nao entendi, explica melhor")
    assert again.route == "calculator" and again.calculation["operation"] == "order"
    assert again.calculation["vacancies"] == 7


def test_a_doubt_with_a_new_figure_is_a_change_not_a_doubt() -> None:
    p = plan("sério? e com 31?", {"intent": "reserve", "vacancies": 23})
    assert p.route == "calculator" and p.params["vacancies"] == 31 and "why" not in p.notes


# --- the thread's own arithmetic restated: its rounding, the same case --------------------------------------------

def test_the_rate_of_the_thread_count_restated_is_the_same_case(bot) -> None:
    _, again = chat(bot, "tenho 13 vagas, quantas de cota?", "mas 30% de 13 é 3,9, nao vira 4?")
    assert again.route == "calculator" and again.calculation["vacancies"] == 13
    assert again.calculation["reserved"] == reserved_for(13, None, TODAY)


def test_the_rate_of_a_table_total_restated_keeps_the_table() -> None:
    prev = {"intent": "edital", "cargos": [["medico", 7], ["enfermeiro", 5]]}
    p = plan("juntando da 12, e 30% de 12 nao seria 4?", prev)
    assert p.route == "calculator" and p.intent == "edital" and p.params["cargos"] == prev["cargos"]


# --- another rate set against the answer ---------------------------------------------------------------------------

@pytest.mark.parametrize("claim", ["a coordenadora falou que tem que ser 20%", "nao devia ser 20% isso?"])
def test_another_rate_claimed_repeats_the_calculation(claim) -> None:
    p = plan(claim, {"intent": "reserve", "vacancies": 17})
    assert p.route == "calculator" and p.intent == "reserve" and p.params == {"vacancies": 17}


def test_the_why_of_the_other_law_stays_law_text() -> None:
    assert plan("pq nao é 30%?", {"intent": "reserve", "vacancies": 17}).route == "retrieval"


# --- the edital's own reserve checked ------------------------------------------------------------------------------

def test_a_table_total_claimed_is_checked_on_the_table(bot) -> None:
    _, check = chat(bot, "cargos: medico 7 vagas e enfermeiro 5 vagas. quanto reservar?",
                    "a banca separou 4 no total, ta errado?")
    assert check.route == "calculator" and check.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in check.calculation["cargos"]] == [7, 5]
    assert carried_keys_of(check) == ["cargos"]


def test_a_reserve_claimed_after_a_place_keeps_the_vagas() -> None:
    prev = {"intent": "position", "vacancies": 20, "general_rank": 30, "reserve_rank": 3, "optant": True}
    p = plan("ctz? no edital so tem 6 vagas pra cotista", prev)
    assert p.route == "calculator" and p.params["vacancies"] == 20


@pytest.mark.parametrize("q, vagas", [
    ("o concurso tem 4 vagas e nao separou nenhuma pra cota, isso pode?", 4),
    ("no meu edital sao 21 vagas e colocaram 7 de cota, eu fiz 6. quem ta certo?", 21),
])
def test_an_edital_reserve_checked_alone_is_a_calculation(q, vagas) -> None:
    p = plan(q, {})
    assert p.route == "calculator" and p.intent == "reserve" and p.params["vacancies"] == vagas


def test_a_reserve_claimed_beyond_the_vagas_is_questioned() -> None:
    assert plan("sao 6 vagas e 9 pra cotistas, isso pode?", {}).route == "clarify"


def test_a_reserve_claimed_without_vagas_asks_the_vagas() -> None:
    p = plan("separaram 2 pra cotistas, confere?", {})
    assert p.route == "clarify" and p.intent == "reserve" and p.clarify == "vacancies"


# --- a PcD count the edital put --------------------------------------------------------------------------------------

@pytest.mark.parametrize("q, n", [("e os pcd, eles colocaram 3, confere?", 3), ("pcd a banca reservou so 1", 1)])
def test_the_pcd_count_the_edital_put_is_pcd_not_vagas(q, n) -> None:
    ex = extract(q)
    assert ex.pcd == n and ex.vacancies is None


def test_pcd_followed_by_vagas_is_not_read_as_pcd() -> None:
    assert extract("pcd, o edital colocou 40 vagas").pcd is None


# --- the edital's place for the reserve in the order ----------------------------------------------------------------

def test_the_reserve_place_the_edital_gave_is_the_order() -> None:
    p = plan("com 8 vagas, o edital jogou o primeiro cotista pra 6a convocação, ta certo?", {})
    assert p.route == "calculator" and p.intent == "order" and p.params["vacancies"] == 8


# --- thanks that close the thread -------------------------------------------------------------------------------------

@pytest.mark.parametrize("q", ["ah ok, ta certo entao. valeu", "entendi, brigada!", "show, obg"])
def test_closing_thanks_are_not_a_claim_to_check(q) -> None:
    assert plan(q, {"intent": "reserve", "vacancies": 12}).route == "out_of_scope"


# --- a doubt before a supposed change ---------------------------------------------------------------------------------

def test_a_doubt_before_a_supposed_change_is_the_change() -> None:
    prev = {"intent": "eligibility", "groups": ["indigena"], "entity": "autarquia", "process": "concurso", "vacancies": 9}
    p = plan("serio? e se fosse pss?", prev)
    assert p.route == "calculator" and p.intent == "eligibility" and p.params["process"] == "pss"


# --- a day with no year after a law answer on a dated edital --------------------------------------------------------

def test_a_day_without_year_after_a_law_answer_takes_the_earlier_edital_year(bot) -> None:
    _, law, day = chat(bot, "o edital saiu em 5 de junho de 2025, vale qual lei?", "a lei entrou em vigor quando?",
                       "e se tivesse saido em 2 de junho?")
    assert law.route == "retrieval"
    assert day.route == "calculator" and day.calculation["regime"] == "lei-12990-2014"


def test_the_thread_own_rate_with_a_duty_stays_a_law_question() -> None:
    prev = {"intent": "edital", "cargos": [["medico", 7], ["enfermeiro", 5]]}
    assert "why" not in plan("a soma dos cargos precisa chegar a 30% tambem?", prev).notes


def test_the_new_rate_claimed_against_an_old_law_answer_repeats_it() -> None:
    p = plan("minha amiga disse que tem que ser 30%", {"intent": "reserve", "vacancies": 17, "edital_date": "2024-02-01"})
    assert p.route == "calculator" and p.params == {"vacancies": 17, "edital_date": "2024-02-01"} and "why" in p.notes
