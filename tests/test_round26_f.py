"""Round 26 (p26f): dates and laws across turns, in sentences of the team's own.

An edital "anterior à lei nova"; relative dates ("anteontem", "semana que vem", "desse ano" after a supposition, a month
as a bound with no year: "depois de agosto"); a month and a day with no year read in the thread's year; a date before
both laws with "tem cota?" (the law of that date, no count asked back); a bare "com N vagas, quantas?" after a dated
answer; a cargo table right after a written date; the new law a thread switched to, carried; a publication still to
come named by its month, and a drafting date that is not the publication.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def bot():
    from assistant.core import Assistant

    return Assistant(today=lambda: TODAY)


# -- an edital earlier (or later) than the new law ------------------------------------------------------------------

def test_an_edital_earlier_than_the_new_law_is_under_the_old_one() -> None:
    assert extract("esse concurso teve edital anterior a lei 15.142, com 11 vagas", TODAY).law_hint == "old"
    assert extract("nosso edital é posterior à nova lei", TODAY).law_hint == "new"


def test_an_edital_earlier_than_the_new_law_counts_under_the_old_one(bot) -> None:
    ans = bot.ask("o edital do meu concurso é anterior à lei nova; com 15 vagas quantas ficam pra cota?", [])
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"
    assert ans.calculation["reserved"] == reserved_for(15, "2025-01-10", TODAY)


# -- relative dates -----------------------------------------------------------------------------------------------

def test_relative_days_and_weeks() -> None:
    assert extract("o edital saiu anteontem", TODAY).date == date(2026, 12, 3)
    ahead = extract("a prefeitura... digo, o órgão federal publica o edital na proxima semana", TODAY).period
    assert ahead is not None and (ahead.start, ahead.end) == (date(2026, 12, 7), date(2026, 12, 13))


def test_this_year_after_a_supposition() -> None:
    period = extract("e se o concurso fosse desse ano?", TODAY).period
    assert period is not None and (period.start, period.end) == (date(2026, 1, 1), date(2026, 12, 31))


def test_a_month_as_a_bound_with_no_year() -> None:
    assert extract("e se tivesse saido depois de agosto?", TODAY).date == date(2026, 9, 1)
    # the first day after March: this year's is under the new law, last year's under the old one, so it is asked
    assert extract("e se fosse após março?", TODAY).no_year is not None


def test_a_supposed_date_after_the_old_law_switches_the_law(bot) -> None:
    first, again = chat(bot, "edital anterior à lei nova, 8 vagas, quantas de cota?", "e se o edital tivesse saído após agosto?")
    assert first.calculation["regime"] == "lei-12990-2014"
    assert again.route == "calculator" and again.calculation["regime"] == "lei-15142-2025"
    assert again.calculation["reserved"] == reserved_for(8, "2026-09-01", TODAY)
    assert carried_keys_of(again) == ["vacancies"]


def test_a_supposed_later_publication_keeps_the_table(bot) -> None:
    _, again = chat(bot, "edital de 12/03/2025: agente 6 vagas e escrivao 3, quanto reserva cada um?",
                    "e se ele saisse na semana que vem?")
    assert again.route == "calculator" and again.calculation["operation"] == "edital"
    assert again.calculation["regime"] == "lei-15142-2025"
    assert carried_keys_of(again) == ["cargos"]


# -- a month and a day with no year, in the thread's year -----------------------------------------------------------

def test_a_day_and_month_correction_takes_the_threads_year(bot) -> None:
    _, again = chat(bot, "edital de março de 2025 com 10 vagas, quantas reservadas?", "ops, me enganei: foi julho, dia 10")
    assert again.route == "calculator"
    assert "2025-07-10" in again.answer or again.calculation["regime"] == "lei-15142-2025"
    assert again.calculation["reserved"] == reserved_for(10, "2025-07-10", TODAY)
    assert carried_keys_of(again) == ["vacancies"]


# -- a date before both laws ----------------------------------------------------------------------------------------

def test_a_date_before_both_laws_answers_the_law_not_a_count(bot) -> None:
    ans = bot.ask("concurso com edital publicado em 2011, tem vaga de cota racial?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] is None


# -- a bare count after a dated answer --------------------------------------------------------------------------------

def test_a_bare_count_after_a_dated_law_answer_keeps_the_date(bot) -> None:
    _, again = chat(bot, "qual lei vale pra edital de março de 2024?", "pra 18 vagas, quantas?")
    assert again.route == "calculator" and again.calculation["operation"] == "reserve"
    assert again.calculation["regime"] == "lei-12990-2014"
    assert again.calculation["reserved"] == reserved_for(18, "2024-03-15", TODAY)
    assert carried_keys_of(again) == ["edital_date"]


def test_a_count_with_its_own_subject_still_starts_fresh(bot) -> None:
    _, again = chat(bot, "qual lei vale pra edital de março de 2024?", "num concurso da receita com 18 vagas, quantas ficam pra cotas?")
    assert again.calculation["regime"] == "lei-15142-2025"
    assert carried_keys_of(again) == []


# -- a cargo table right after a written date -----------------------------------------------------------------------

def test_a_table_after_a_written_date() -> None:
    ex = extract("edital de 10/02/2025 pra agente 6 vagas e escrivao 3, reserva por cargo?", TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("agente", 6), ("escrivao", 3)]
    assert ex.date == date(2025, 2, 10)


# -- the new law a thread switched to ---------------------------------------------------------------------------------

def test_the_new_law_switched_to_is_carried(bot) -> None:
    _, switched, pcd = chat(bot, "com 9 vagas pela lei antiga, quantas?", "e pela lei nova quanto fica?", "e com 2 vagas pcd?")
    assert switched.calculation["regime"] == "lei-15142-2025"
    assert pcd.calculation["regime"] == "lei-15142-2025"
    assert sorted(carried_keys_of(pcd)) == ["edital_date", "vacancies"]


def test_the_new_law_said_first_is_not_said_to_be_carried(bot) -> None:
    _, again = chat(bot, "com 9 vagas pela lei nova quantas sao de cota?", "e com 14?")
    assert again.calculation["regime"] == "lei-15142-2025"
    assert carried_keys_of(again) == []


# -- a publication to come, a drafting date --------------------------------------------------------------------------

def test_a_publication_to_come_by_its_month() -> None:
    period = extract("o edital vai ser publicado em fevereiro, 20 vagas", TODAY).period
    assert period is not None and (period.start, period.end) == (date(2027, 2, 1), date(2027, 2, 28))


def test_a_drafting_date_is_not_the_publication() -> None:
    ex = extract("edital assinado em abril de 2025, mas publicado so em 10/09/2025, com 14 vagas", TODAY)
    assert ex.date == date(2025, 9, 10) and ex.vacancies == 14
    ex = extract("o edital foi elaborado em maio/25 e vai sair em dezembro, 30 vagas", TODAY)
    assert ex.period is not None and ex.period.start == date(2026, 12, 1) and ex.vacancies == 30
