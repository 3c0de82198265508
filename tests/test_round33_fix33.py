"""Round 33 (fix33): holdout33's failures, by family.

- the quota law asked of one's own concurso with "vale pro/para o/no" ("a lei de cota vale pro meu concurso?"): which
  law governs it, so the edital's date is asked (as "se aplica ao meu concurso?" already did), and the date given
  next answers the regime;
- a day told after its month and year in brackets or after a dash ("março de 2024 (dia 4)"): that day;
- the thread's edital pointed back at with its year only ("nesse mesmo edital de 2024") after a month or a day of
  that year: the earlier, finer date is kept and said to come from the earlier turn.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_the_quota_law_asked_of_ones_own_concurso_asks_its_date() -> None:
    for q in ("a lei de cota vale pro meu concurso?", "a lei de cotas vale para o meu concurso?",
              "a lei de cotas vale no meu concurso?", "a cota vale pro nosso edital?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "regime", "edital_date"), q
    # the law's reach over a kind of selection or a group is still its text
    for q in ("a lei de cotas vale pra PSS?", "a lei de cotas vale pra quilombola?"):
        assert plan(q, None, TODAY).route == "retrieval", q
    bot = rules_bot(TODAY)
    _, regime, count = chat(bot, "a lei de cota vale pro meu concurso?", "o edital saiu em 28/05/2025",
                            "e com 12 vagas quantas reservadas entao?")
    assert regime.route == "calculator" and regime.calculation["regime"] == "lei-12990-2014"
    assert count.calculation["reserved"] == 2 and carried_keys_of(count) == ["edital_date"]


def test_a_day_told_after_its_month_and_year() -> None:
    assert extract("edital de março de 2024 (dia 4) com 10 vagas").date == date(2024, 3, 4)
    assert extract("saiu em março de 2024 - dia 4").date == date(2024, 3, 4)
    assert extract("junho de 2025 dia 40").date is None  # a day the month does not have is questioned, not read


def test_the_threads_edital_pointed_back_at_by_its_year_keeps_the_finer_date() -> None:
    bot = rules_bot(TODAY)
    for first in ("edital de março de 2024 com 10 vagas, quantas cotas?",
                  "edital de 4 de março de 2024 com 10 vagas, quantas cotas?"):
        _, order = chat(bot, first, "nesse mesmo edital de 2024, em que nomeações entram os cotistas?")
        assert order.calculation["quota_positions"] == [3, 8]
        assert carried_keys_of(order) == ["edital_date", "vacancies"], first
        assert "01/01/2024" not in " ".join(order.calculation["explanation"])
    # another year is another edital: its own year, not carried
    _, other = chat(bot, "edital de março de 2024 com 10 vagas, quantas cotas?",
                    "e num edital de 2026 com as mesmas vagas?")
    assert "edital_date" not in carried_keys_of(other)
