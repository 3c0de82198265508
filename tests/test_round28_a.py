"""Round 28 (p28a): families behind a probe of candidates and relatives asking right after a figure or a law answer.

- a law question with no figure of its own after an answer (the law's start or force, paying back after a fraud, vagas
  opening later, enrolling as cotista where nothing is reserved) is law text, never the calculation again nor refused;
- "isso vale na lei antiga também?" after a law answer: the same question, under the law the hint or the date names;
- a why of a result named by its subject ("pq o pcd deu 2?", "pq o de motorista ficou sem reserva?"), the order's
  lists set against each other, a count of the reserve named in the why, the thread's own PcD rate quoted back:
  that calculation again;
- a figure doubted with its vagas told and no answer before it ("por que deram 2 se são 9 vagas?"): their reserve;
- a relative's place told in the third person with no vagas: the position, its vagas asked for;
- the body not following the reserve or the order just given ("e se o órgão não respeitar isso?"): law text;
- "ela vale pra cargo comissionado?", "ela vale pra mim?": "ela" is the law, its reach or whom it is for (law text).
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.router import plan
from vocabulary import NEW_LAW, OLD_LAW

TODAY = date(2026, 12, 4)
RESERVE_9 = {"intent": "reserve", "vacancies": 9}
LAW_ANSWER = {"route": "retrieval", "query": "o que acontece se a comissão não confirmar a autodeclaração?"}


def _plan(q: str, prev: dict | None = None):
    return plan(q, prev, TODAY)


# --- law questions with no figure of their own, after an answer ---------------------------------------------------

def test_the_laws_start_or_force_asked_mid_thread_is_law_text() -> None:
    for q in ("desde quando a lei nova vale?", "a 12.990 ainda se aplica?", "a lei velha foi revogada?",
              "e a lei de 2014 ainda serve pra algo?"):
        p = _plan(q, RESERVE_9)
        assert p.route == "retrieval" and "law_rule" in p.notes, q
        assert p.law_id == NEW_LAW, q  # arts. 11, 13 and 14 of the new law


def test_paying_back_after_a_fraud_is_the_laws_not_a_pay_question() -> None:
    prev = {"route": "retrieval", "query": "o que acontece com quem fraudou a cota depois de nomeado?"}
    for q in ("ele vai precisar ressarcir o dinheiro?", "tem que devolver os salarios que recebeu?"):
        p = _plan(q, prev)
        assert p.route == "retrieval" and "ressarcimento" in (p.query or ""), q
    assert "law_rule" not in _plan("qual o salario inicial do cargo?").notes  # the pay itself stays the job's


def test_vagas_opening_later_is_the_validity_rule() -> None:
    for q in ("e se surgirem novas vagas?", "mas e se criarem mais vagas?"):
        p = _plan(q, RESERVE_9)
        assert p.route == "retrieval" and "validade" in (p.query or ""), q


def test_enrolling_as_cotista_where_nothing_is_reserved() -> None:
    p = _plan("mesmo assim da pra concorrer pela reserva?", {"intent": "reserve", "vacancies": 1})
    assert p.route == "retrieval" and "cadastro de reserva" in (p.query or "")
    # with the reserve applying, the same words are no such question
    assert "law_rule" not in _plan("posso concorrer pela reserva?", {"intent": "reserve", "vacancies": 12}).notes


def test_that_rule_under_the_law_a_date_or_hint_names() -> None:
    p = _plan("e isso se aplicava no meu concurso de 2023?", LAW_ANSWER)
    assert p.route == "retrieval" and p.law_id == OLD_LAW and LAW_ANSWER["query"] in (p.query or "")
    p = _plan("isso vale na lei nova tambem?", LAW_ANSWER)
    assert p.route == "retrieval" and p.law_id == NEW_LAW


# --- a why of the result just given --------------------------------------------------------------------------------

def test_a_why_naming_the_results_subject_recomputes() -> None:
    prev = {"intent": "edital", "cargos": [["analista", 9], ["motorista", 1]]}
    p = _plan("pq o de motorista ficou sem reserva?", prev)
    assert p.route == "calculator" and p.intent == "edital" and "why" in p.notes


def test_the_orders_lists_set_against_each_other_recompute_the_order() -> None:
    prev = {"intent": "order", "vacancies": 20, "groups": ["pcd"], "pcd": 1}
    p = _plan("por que o cotista vem depois do pcd nessa lista toda que voce mandou?", prev)
    assert p.route == "calculator" and p.intent == "order" and p.params.get("pcd") == 1


def test_a_count_of_the_reserve_in_the_why_is_not_new_vagas() -> None:
    prev = {"intent": "reserve", "vacancies": 5}
    p = _plan("pq so 2 vagas reservadas?", prev)
    assert p.route == "calculator" and p.params.get("vacancies") == 5 and "why" in p.notes


def test_the_threads_pcd_rate_quoted_back_is_that_rounding() -> None:
    prev = {"intent": "reserve", "vacancies": 50, "groups": ["pcd"], "pcd_percentage": "5%"}
    p = _plan("ue, 5% de 50 nao da 2,5? pq o pcd deu 3?", prev)
    assert p.route == "calculator" and p.intent == "reserve" and p.params.get("pcd_percentage") == "5%"
    expected = calculator.reserve(calculator.ReserveInput(vacancies=50, pcd_percentage="5%", today=TODAY))
    assert expected.pcd == 3


# --- a figure doubted with its vagas told ----------------------------------------------------------------------------

def test_a_figure_doubted_with_its_vagas_is_their_reserve() -> None:
    p = _plan("por que deram 2 se sao 9 vagas no edital?")
    assert p.route == "calculator" and p.intent == "reserve" and p.params.get("vacancies") == 9
    # the count of vagas itself asked why is no figure doubted
    assert "why" not in _plan("pq 9 vagas no edital?").notes


# --- a relative's place told in the third person -----------------------------------------------------------------------

def test_a_relatives_place_without_vagas_asks_for_them() -> None:
    for q in ("meu marido ta em 6 na lista dos cotistas, sera que chamam?", "minha sobrinha ficou no 2o lugar da reserva, passa?"):
        p = _plan(q)
        assert p.route == "clarify" and p.intent == "position" and p.clarify == "vacancies", q


def test_a_count_told_with_ficou_is_no_place() -> None:
    assert _plan("ficou em 3 vagas o concurso, quantas de cota?").intent != "position"


# --- the body not following what was just computed --------------------------------------------------------------------

def test_the_body_not_following_the_reserve_is_the_laws() -> None:
    for q in ("mas e se o ministerio nao cumprir?", "e se eles desrespeitarem essa reserva?"):
        p = _plan(q, RESERVE_9)
        assert p.route == "retrieval" and "monitoramento" in (p.query or ""), q
    p = _plan("e se nao obedecerem essa sequencia?", {"intent": "order", "vacancies": 12})
    assert p.route == "retrieval" and "alternância" in (p.query or "")
    # a count asked of it stays a count
    assert "law_rule" not in _plan("se o orgao nao reservar, quantas ficam na ampla?", RESERVE_9).notes


# --- "ela" standing for the law ------------------------------------------------------------------------------------------

def test_she_standing_for_the_law_asked_of_a_kind_of_post() -> None:
    for q in ("e ela serve pra emprego em comissao?", "ela tbm vale pra residencia medica?"):
        p = _plan(q, RESERVE_9)
        assert p.route == "retrieval" and "cargos efetivos" in (p.query or ""), q


def test_she_standing_for_the_law_asked_of_the_asker() -> None:
    p = _plan("mas ela se aplica pra mim tambem?", RESERVE_9)
    assert p.route == "retrieval" and "pretas e pardas" in (p.query or "")
    # a person or a group of one's own is an eligibility, not this rule
    for q in ("ela vale pra minha prima?", "ela vale pra quilombola?"):
        assert "law_rule" not in _plan(q, RESERVE_9).notes, q
