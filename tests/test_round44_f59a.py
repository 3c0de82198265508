"""Round 44 (f59a): a thread's case asked again under another date or law (declassified held-out set 58).

- the case imagined otherwise ("agora imagine que ...", "digamos que ...", "vamos supor que ..."): a supposition on the
  thread's case, its vagas carried, never a question out of scope;
- the edital dated by the time a law was in force ("da época em que valia a 12.990", "saído quando ainda vigorava a lei
  antiga"): that law's count of the thread's vagas, never the law's start or revocation as text, never that law asked
  of the thread's dated edital;
- a law named by its rate ("sob a lei dos 20%", "pela regra dos 30 por cento", "aplicando os 20%"): that law, the rate
  no figure of the question (no rate asked of the edital, so the thread's operation runs again).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

COUNT = "quantas vagas ficam pra cota num concurso de 25 vagas?"
ORDER = "edital de 2017 com 16 vagas, em que ordem entram os cotistas?"
OLD_DAY = "2023-03-01"  # any day of the old law's span: its figure is the same


def _reserved(vacancies: int, edital_date: str | None) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=edital_date,
                                                      today=date.today())).reserved


def _quota_positions(vacancies: int, edital_date: str | None) -> list[int]:
    return calculator.order(calculator.OrderInput(vacancies=vacancies, edital_date=edital_date,
                                                  today=date.today())).quota_positions


def _old_law_count(ans: Any, said: str) -> None:
    assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "reserve", ["vacancies"]), (said, ans.headline)
    assert ans.calculation["reserved"] == _reserved(25, OLD_DAY), (said, ans.headline)
    assert ans.calculation["regime"] == "lei-12990-2014" and "Lei nº 12.990/2014" in ans.headline, (said, ans.headline)


def test_the_case_imagined_under_another_date_is_the_threads_count(bot: Any) -> None:
    # (the first two were refused as out of scope: no domain word of their own)
    for said in ("agora imagina que o ministerio tivesse soltado isso em 2023 com a norma antiga. quantas?",
                 "imagina que a gente tivesse publicado isso la em 2022 pela regra antiga, quantas?",
                 "digamos que o edital seja de 2021, quanto daria?",
                 "vamos supor que ele saiu em 2020, quantas?",
                 "imagina isso com um edital de 2022"):
        _, ans = chat(bot, COUNT, said)
        _old_law_count(ans, said)


def test_an_edital_dated_by_the_time_a_law_was_in_force(bot: Any) -> None:
    for said in ("e se o edital fosse da época em que valia a 12.990?",
                 "e se tivesse saído quando ainda vigorava a lei antiga?",
                 "e se fosse publicado enquanto a 12.990 estava em vigor?",
                 "e no período em que valia a lei velha?"):
        _, ans = chat(bot, COUNT, said)
        _old_law_count(ans, said)
    # the new law's time, after an old edital's order: that order under Lei nº 15.142/2025, never that law asked of
    # the thread's dated edital (which would answer the old law)
    for said in ("e se o edital fosse de quando já valia a 15.142?", "e se tivesse saído quando já vigorava a lei nova?"):
        _, ans = chat(bot, ORDER, said)
        assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "order", ["vacancies"]), (said, ans.headline)
        assert ans.calculation["quota_positions"] == _quota_positions(16, None), (said, ans.headline)


def test_a_law_named_by_its_rate(bot: Any) -> None:
    for said in ("e sob a lei dos 20%?", "e se fosse pela regra dos 20 por cento, quantas?", "e aplicando os 20%?"):
        _, ans = chat(bot, COUNT, said)
        _old_law_count(ans, said)
    for said in ("e se esse certame abrisse agora, sob a lei dos 30%?", "e se fosse hoje, pela lei de 30%?"):
        _, ans = chat(bot, ORDER, said)
        assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "order", ["vacancies"]), (said, ans.headline)
        assert ans.calculation["quota_positions"] == _quota_positions(16, None), (said, ans.headline)
        assert ans.calculation["regime"] == "lei-15142-2025", (said, ans.headline)


def test_the_law_time_and_the_law_by_rate_as_read() -> None:
    from assistant.extraction.dates import LAW_IN_FORCE_TIME

    # the clause dates an edital; a bare "quando valia ...?" asks the time, and is not it
    assert LAW_IN_FORCE_TIME.search("e se o edital fosse de quando valia a 12990?")
    assert not LAW_IN_FORCE_TIME.search("quando valia a lei antiga?")
    assert not LAW_IN_FORCE_TIME.search("desde quando vale a lei nova?")
    assert (extract("e sob a lei dos 20%?").law_hint, extract("e sob a lei dos 20%?").percentages) == ("old", [])
    assert extract("pela regra dos 30 por cento").law_hint == "new"
    assert extract("e com 20% de pcd?").law_hint is None  # a PcD share is no law


def test_neighbours_law_questions_and_fresh_cases_stay(bot: Any) -> None:
    # a real law question in the thread stays law text
    for said in ("e o que a lei antiga dizia sobre a comissão de heteroidentificação?", "quando valia a lei antiga?",
                 "até quando valeu a 12.990?", "desde quando vale a lei nova?"):
        _, ans = chat(bot, COUNT, said)
        assert ans.route == "retrieval", (said, ans.headline)
    # which law governs a dated edital, alone or of the thread's dated edital, stays the regime
    (ans,) = chat(bot, "qual lei vale pra edital de 2023?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), ans.headline
    _, ans = chat(bot, "edital publicado em 10/04/2024 com 20 vagas, quantas ficam pra cota?",
                  "a lei nova não vale pra esse edital?")
    assert (ans.route, _intent_of(ans), ans.calculation["regime"]) == ("calculator", "regime", "lei-12990-2014")
    # a case imagined with its own figures is a new case: nothing carried
    _, ans = chat(bot, COUNT, "imagine um concurso com 10 vagas, quantas de cota?")
    assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "reserve", []), ans.headline
    assert ans.calculation["reserved"] == _reserved(10, None)
    # the thread's own law unchanged when only a rate is disputed
    _, ans = chat(bot, COUNT, "mas não seria 20%?")
    assert ans.calculation["regime"] == "lei-15142-2025", ans.headline
