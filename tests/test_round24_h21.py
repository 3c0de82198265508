"""Round 24, after holdout21 was measured blind (baseline and end) and then declassified: the families its conversation
failures showed, in sentences of the team's own. Inside a calculation thread, who a law counts in a group, who may
enrol in the reserve and what the confirmation board does are the law's text; "quem é chamado quando" with the order
named is the order; a month said as a bound before ("antes de junho de 2025") is the month before it; cargos named by
a bare letter after "cargos" are a table."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from tests.assistant_support import chat


def test_who_a_law_counted_asked_in_a_thread_is_the_law(bot) -> None:
    _, a2 = chat(bot, "edital de março de 2024 com 9 vagas, quantas de cota?", "e quem era considerado pardo pela 12.990?")
    assert a2.route == "retrieval"


def test_who_may_enrol_asked_in_a_thread_is_the_law(bot) -> None:
    _, a2 = chat(bot, "com 7 vagas quantas vão pra reserva?", "e quem pode concorrer nessas vagas reservadas?")
    assert a2.route == "retrieval"


def test_what_the_board_does_asked_in_a_thread_is_the_law(bot) -> None:
    _, a2 = chat(bot, "concurso com 15 vagas, quantas reservadas?",
                 "e a comissão de heteroidentificação analisa quem foi aprovado na ampla também?")
    assert a2.route == "retrieval"


def test_when_each_is_called_with_the_order_named_is_the_order(bot) -> None:
    _, a2 = chat(bot, "PSS com 16 vagas, qual a reserva?", "e a ordem de chamada, quem é convocado quando?")
    expect = calculator.order({"vacancies": 16})
    assert a2.calculation["operation"] == "order" and a2.calculation["quota_positions"] == expect.quota_positions


def test_a_month_said_as_a_bound_before_is_the_month_before() -> None:
    ex = extract("e se o edital fosse de antes de junho de 2025?")
    assert ex.period is not None and (ex.period.start.month, ex.period.end.day) == (5, 31)
    assert "2025" not in [str(n) for n in ex.numbers]


def test_an_old_law_bound_in_a_thread_switches_the_law(bot) -> None:
    _, a2 = chat(bot, "concurso de 20 vagas, quantas de cota?", "e num edital publicado antes de junho de 2025?")
    assert a2.calculation["operation"] == "reserve" and a2.calculation["regime"] == "lei-12990-2014"
    assert a2.calculation["reserved"] == calculator.reserve({"vacancies": 20, "edital_date": date(2025, 5, 15)}).reserved


@pytest.mark.parametrize("q, names", [
    ("quadro do edital, cargos: A com 8 vagas, B com 3 vagas e C com 2 vagas. reserva de cada?", ["Cargo A", "Cargo B", "Cargo C"]),
    ("os cargos são: D - 6 vagas; E - 5 vagas. quanto fica a cota por cargo?", ["Cargo D", "Cargo E"]),
])
def test_cargos_named_by_a_letter_are_a_table(q: str, names: list[str]) -> None:
    assert [c.name for c in extract(q).cargos] == names


def test_the_article_a_alone_is_no_cargo() -> None:
    assert extract("a com 10 vagas fica quantas reservadas?").cargos == []
