"""Round 30 (lead): a which-law answer for a law named without a date names that law's span of editais.

"esse edital é regido pela 12.990?" after an undated count computed the regime on the stand-in date of "the old law"
(`common.law_hint_date`, 03/06/2025) and answered "Um edital publicado em 03/06/2025 é regido...", a date nobody gave.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot
from vocabulary import NEW_LAW, OLD_LAW

TODAY = date(2026, 12, 5)


def test_a_law_named_without_a_date_answers_with_its_span_not_a_stand_in_date() -> None:
    bot = rules_bot(TODAY)
    _, last = chat(bot, "edital com 12 vagas, quantas sao reservadas?", "mas esse edital é regido pela 12.990?")
    assert last.route == "calculator" and last.calculation["operation"] == "regime", last.route
    assert last.calculation["regime"] == OLD_LAW
    assert "entre 10/06/2014 e 03/06/2025" in last.headline, last.headline
    assert "em 03/06/2025" not in last.headline


def test_a_dated_edital_keeps_its_own_date_or_month_in_the_headline() -> None:
    bot = rules_bot(TODAY)
    a = bot.ask("edital publicado em 20/08/2025, qual lei se aplica?")
    assert a.calculation["regime"] == NEW_LAW and "publicado em 20/08/2025" in a.headline, a.headline
    b = bot.ask("o edital saiu em abril de 2025, qual lei vale?")
    assert b.calculation["regime"] == OLD_LAW and "publicado em abril de 2025" in b.headline, b.headline
