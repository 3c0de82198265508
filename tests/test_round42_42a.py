"""Round 42 (42a): HR and candidates during the certame's validity (probe voice 42a).

- more called from the cadastro de reserva after the edital's count or the appointments made ("o edital tinha 10 vagas
  e vão chamar mais 5", "já nomearam 10 e vão chamar mais 5"): the whole is the count (art. 1º, § 2º of Lei 15.142);
- "com 8 vagas originais e mais 4 novas": the edital's count and the new vagas make the whole.
Neighbours: the vagas that arose told with "surgiram", a call of those told alone ("quando chega a vez"), a count of
people called with no vagas, the new vagas asked on their own.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def _reserved(n: int) -> int:
    return calculator.reserve({"vacancies": n, "today": TODAY}).reserved


def test_more_called_from_the_register_join_the_edital_count() -> None:
    (ans,) = chat(rules_bot(TODAY), "O edital tinha 10 vagas e vão chamar mais 5 do cadastro. Quantas de cota?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["vacancies"]) == ("calculator", "reserve", 15)
    assert ans.calculation["reserved"] == _reserved(15) == 5
    assert extract("tínhamos 12 vagas e vamos nomear mais 3 do cadastro de reserva", TODAY).vacancies == 15


def test_appointments_made_and_more_called_are_the_order_of_the_whole() -> None:
    (ans,) = chat(rules_bot(TODAY), "Já nomearam 10 pelo concurso e vão chamar mais 5. Em qual nomeação entra o "
                                    "próximo cotista?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["vacancies"]) == ("calculator", "order", 15)
    want = calculator.order({"vacancies": 15, "today": TODAY})
    assert ans.calculation["quota_positions"] == want.quota_positions == [2, 5, 9, 12, 15]


def test_original_and_new_vagas_make_the_whole() -> None:
    (ans,) = chat(rules_bot(TODAY), "Com 8 vagas originais e mais 4 novas, quantas ficam reservadas no total?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["vacancies"]) == ("calculator", "reserve", 12)
    assert ans.calculation["reserved"] == _reserved(12) == 4


def test_neighbours_do_not_change() -> None:
    assert extract("o edital tinha 10 e surgiram mais 7, quantas de cota?", TODAY).vacancies == 17
    ex = extract("Já nomearam 7 candidatos, quando chega a vez do cotista?", TODAY)
    assert ex.vacancies is None and ex.called == [7]
    assert extract("o órgão convocou 9 aprovados, quantos deveriam ser cotistas?", TODAY).vacancies == 9
    assert extract("tinha 10 vagas, surgiram mais 6, quantas dessas 6 novas são de cota?", TODAY).vacancies == 6
