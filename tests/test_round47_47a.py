"""Round 47 (47a): messages dictated to a phone (numbers and dates in words, no punctuation).

- a year said in two words after the month ("edital de agosto de vinte e quatro") is that month of 2024, as
  "3 de junho de 25" already was; a count's noun after it ("maio de 25 vagas") keeps it a count;
- a day told before a month of a year said relative to today ("dia quatro de junho do ano passado", "ano passado, dia
  4 de junho") is that day, never the whole month (June 2025 straddles the two laws);
- a place supposed with "fosse em" / "tivesse ficado em" and an ordinal word ("e se fosse em quarto") is the new place;
  a stage named by its ordinal ("segunda chamada") is nobody's place;
- "não são vinte e uma" alone after a count ("no, they are 21", no comma when dictated) corrects the count.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract, extract_date, normalize
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, reserved_for

TODAY = date(2026, 12, 2)


def _date_of(said: str) -> Any:
    info = extract_date(normalize(said)[0], TODAY)
    return info.date or info.period


# --------------------------------------------------------------------------- a two-digit year said after the month


def test_a_spoken_two_digit_year_after_the_month_is_the_year() -> None:
    for said, year, month in (("edital de agosto de vinte e quatro com quinze vagas", 2024, 8),
                              ("o concurso saiu em setembro de vinte e cinco tem trinta e duas vagas", 2025, 9),
                              ("qual lei vale pro edital de maio de vinte e cinco", 2025, 5),
                              ("edital publicado em janeiro de 26", 2026, 1),
                              ("edital de outubro de vinte e três com dez vagas quantas cotas", 2023, 10)):
        got = _date_of(said)
        assert got is not None and (got.start.year, got.start.month) == (year, month), (said, got)


def test_a_count_after_the_month_stays_a_count() -> None:
    for said, vacancies in (("edital de maio de 25 vagas quantas cotas", 25),
                            ("concurso de junho de vinte vagas quantas ficam pra cota", 20)):
        assert _date_of(said) is None, said
        assert extract(said).vacancies == vacancies, said


def test_the_spoken_year_decides_the_law_and_is_no_second_count(bot: Any) -> None:
    for said, vacancies, when in (("edital de agosto de vinte e quatro com quinze vagas quantas são pra negros", 15, "2024-08-31"),
                                  ("trinta e duas vagas edital de setembro de vinte e cinco quantas cotas", 32, "2025-09-01"),
                                  ("edital de janeiro de vinte e cinco com oito vagas quantas pra cota", 8, "2025-01-31")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["reserved"] == reserved_for(vacancies, when, TODAY), (said, ans.headline)
    (ans,) = chat(bot, "qual regime vale pra um edital de maio de vinte e cinco")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014", ans.headline


# --------------------------------------------------------------------------- a day of a month said relative to today


def test_a_day_before_a_relative_month_is_that_day() -> None:
    for said, day in (("o edital saiu dia quatro de junho do ano passado", date(2025, 6, 4)),
                      ("edital publicado em 3 de junho do ano passado com 10 vagas", date(2025, 6, 3)),
                      ("saiu dia dez de março deste ano", date(2026, 3, 10)),
                      ("foi no ano passado dia quatro de junho", date(2025, 6, 4))):
        assert _date_of(said) == day, said


def test_neighbours_a_relative_month_alone_stays_the_month() -> None:
    for said in ("edital de junho do ano passado", "saiu ano passado em junho"):
        got = _date_of(said)
        assert (got.start, got.end) == (date(2025, 6, 1), date(2025, 6, 30)), said


def test_the_day_of_last_year_is_answered_not_asked(bot: Any) -> None:
    for said, law in (("o edital saiu dia quatro de junho do ano passado qual lei de cota vale", "lei-15142-2025"),
                      ("edital publicado dia três de junho do ano passado qual lei vale", "lei-12990-2014")):
        (ans,) = chat(bot, said)
        assert ans.route == "calculator" and ans.calculation["regime"] == law, (said, ans.headline)


# --------------------------------------------------------------------------- a place supposed with an ordinal word


def test_an_ordinal_place_supposed_is_the_rank() -> None:
    for said, rank in (("e se fosse em quarto", 4), ("e se eu tivesse ficado em terceiro", 3),
                       ("e se eu estivesse em sétimo", 7), ("e se for em décimo segundo", 12)):
        t = normalize(said)[0]
        assert f"{rank}o" in t.split(), (said, t)
    for said in ("e se fosse em segunda chamada", "e se for em terceira fase"):
        assert not any(w.endswith("o") and w[:-1].isdigit() for w in normalize(said)[0].split()), said


def test_the_supposed_place_replaces_the_threads(bot: Any) -> None:
    for follow in ("e se fosse em quarto", "e se eu tivesse ficado em terceiro"):
        first, ans = chat(bot, "fiquei em oitavo na lista de cotas e são quinze vagas eu entro", follow)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (follow, ans.headline)
        want = calculator.position(calculator.PositionInput(vacancies=15, reserve_rank=extract(follow).reserve_rank
                                                            or int(normalize(follow)[0].split()[-1][:-1]), optant=True))
        assert ans.calculation["status"] == want.status == "inside", (follow, ans.headline)
        assert first.calculation["status"] != "inside"


# --------------------------------------------------------------------------- "não são N" alone corrects the count


def test_no_they_are_n_corrects_the_count(bot: Any) -> None:
    for fix, vacancies in (("não são vinte e uma", 21), ("não é dezesseis vagas", 16), ("nao nao sao 30", 30),
                           ("não, são 14", 14)):
        _, ans = chat(bot, "doze vagas quantas cotas", fix)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (fix, ans.headline)
        assert ans.calculation["reserved"] == reserved_for(vacancies, None, TODAY), (fix, ans.headline)


def test_neighbours_a_denial_with_more_to_say_is_not_a_bare_fix(bot: Any) -> None:
    # a percentage denied asks about the rate; a count that is not alone is a question of its own
    _, ans = chat(bot, "doze vagas quantas cotas", "não são 30% de cota na lei nova")
    assert ans.route != "calculator" or ans.calculation.get("vacancies", 12) == 12, ans.headline
