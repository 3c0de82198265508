"""Round 52 (lo52e): a date reply that leaves out the year the thread already gave.

- a day and month without a year ("publicaram em 20 de maio", "acho que saiu em 2/6", "foi depois do dia 10 de junho")
  answering "2025 inclui datas com regras diferentes ... antes de 04/06/2025 ou a partir dessa data?" is that day of
  2025 (`context.told_in_year`, `router._plan`), never this year's (another law, Lei 15.142 art. 11) nor the year asked
  again; so is a month as a bound ("saiu antes de junho");
- a part of a month said alone ("foi no final de maio", "foi no começo de junho") is that month of the year asked (`extraction.dates._BARE_MONTH`); June 2025 still asks the day;
- "antes do dia 4" naming the boundary's own day is that side (`router._side_day_fits`), never a count of 4 vagas;
  another day is no side;
- unchanged: a full date told keeps its own year; a year-less reply in a thread with no year keeps today's reading.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import calculator
from assistant.context import told_in_year
from assistant.core import Assistant
from assistant.extraction import extract
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 7)  # 2025 and 2026 fall under different laws for a day before 4 June: the year matters
OLD, NEW = "lei-12990-2014", "lei-15142-2025"


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return rules_bot(TODAY)


def _law_of(day: date) -> str:
    return str(calculator.regime({"edital_date": day, "today": TODAY}).regime)


# Openers whose year (2025) straddles the change: the assistant asks which side, the year kept as asked_year.
LAW_OPENER = "meu concurso teve o edital lançado em 2025; que lei se aplica a ele?"
COUNT_OPENER = "o edital que eu prestei é de 2025 e oferece 9 vagas, quantas ficam pra cota racial?"

DAY_REPLIES = {  # reply -> the day of 2025 it names
    "publicaram em 20 de maio": date(2025, 5, 20),
    "acho que saiu em 2/6": date(2025, 6, 2),
    "foi depois do dia 10 de junho": date(2025, 6, 11),
    "saiu um pouco antes do dia 4 de junho": date(2025, 6, 3),
    "saiu antes de junho": date(2025, 5, 31),
}


def test_a_year_less_day_takes_the_year_asked() -> None:
    for said, day in DAY_REPLIES.items():
        assert told_in_year(extract(said, TODAY), 2025) == day, said
    assert told_in_year(extract("saiu em 20/05/2024", TODAY), 2025) is None  # a full date is no year-less one
    assert told_in_year(extract("foi em 29 de fevereiro", TODAY), 2025) is None  # no such day in 2025


def test_a_year_less_day_answering_the_side_asked_is_read_in_that_year(bot: Any) -> None:
    (first,) = chat(bot, LAW_OPENER)
    assert first.route == "clarify" and first.context.get("asked_year") == 2025, first.headline
    for said, day in DAY_REPLIES.items():
        _, ans = chat(bot, LAW_OPENER, said)
        assert ans.route == "calculator", (said, ans.answer[:160])
        assert ans.context.get("edital_date") == day.isoformat(), (said, ans.context)
        assert ans.law_id == _law_of(day), said
    # unchanged: a full date told keeps its own year
    _, full = chat(bot, LAW_OPENER, "na real foi em 20/05/2024")
    assert full.context.get("edital_date") == "2024-05-20" and full.law_id == OLD, full.context


def test_a_year_less_day_counts_the_vagas_by_the_law_of_that_year(bot: Any) -> None:
    for said in ("publicaram em 20 de maio", "saiu antes de junho", "foi depois do dia 10 de junho"):
        _, ans = chat(bot, COUNT_OPENER, said)
        day = DAY_REPLIES[said]
        assert ans.route == "calculator", (said, ans.answer[:160])
        assert (ans.calculation["reserved"], ans.law_id) == (reserved_for(9, day.isoformat(), TODAY), _law_of(day)), said
    # unchanged: with no year in the thread the year is asked (laws differ), or the latest day read (one law)
    _, asked = chat(bot, "que lei vale pro edital do meu concurso?", "publicaram em 20 de maio")
    assert asked.route == "clarify" and "de qual ano" in asked.answer, asked.answer[:160]
    _, latest = chat(bot, "que lei vale pro edital do meu concurso?", "saiu um pouco antes do dia 4 de junho")
    assert latest.context.get("edital_date") == "2026-06-03" and latest.law_id == NEW, latest.context


def test_a_part_of_a_month_is_that_month_of_the_year_asked(bot: Any) -> None:
    _, ans = chat(bot, COUNT_OPENER, "foi no final de maio")
    assert ans.route == "calculator" and ans.law_id == OLD, ans.answer[:160]
    assert ans.context.get("period", [None])[0] == "2025-05-01", ans.context
    # June 2025 straddles the change: its day is asked, then read in June 2025
    _, june, day = chat(bot, COUNT_OPENER, "foi no começo de junho", "dia 2")
    assert june.route == "clarify" and june.context.get("asked_month") == 6, june.answer[:160]
    assert day.context.get("edital_date") == "2025-06-02" and day.law_id == OLD, day.context


def test_the_boundary_day_said_alone_is_that_side_not_a_count(bot: Any) -> None:
    _, ans = chat(bot, COUNT_OPENER, "foi antes do dia 4")
    assert ans.route == "calculator" and ans.law_id == OLD, ans.answer[:160]
    assert ans.calculation["vacancies"] == 9, ans.calculation  # the 9 vagas kept, no count of 4
    _, after = chat(bot, COUNT_OPENER, "depois do dia 4")
    assert after.route == "calculator" and after.law_id == NEW and after.calculation["vacancies"] == 9
    # another day is no side: nothing read as before the change from it
    _, other = chat(bot, COUNT_OPENER, "antes do dia 20")
    assert other.context.get("law_hint") != "old", other.context
