"""Round 40 (f46c): vagas corrected or told after the question.

- a correction that names where the wrong figure came from ("me confundi com outro edital: são 30 vagas, não 18")
  redoes the earlier operation with the new count; that source is no new selection (its date carries), however
  long the sentence; "e num outro edital com 30 vagas?" is still another selection;
- "quantas vagas ... ? eram N" (the total told right after a question about the vagas) gives the vagas.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


def test_correction_naming_another_edital_as_its_source_redoes_the_count() -> None:
    bot = rules_bot(TODAY)
    a1, a2 = chat(bot, "vou tentar um concurso federal com 18 vagas de analista, quantas vão pra cota racial?",
                  "ops, me confundi com outro edital: o concurso oferece 30 vagas de analista, não 18")
    assert a1.calculation["reserved"] == calculator.reserve({"vacancies": 18, "today": TODAY}).reserved
    want = calculator.reserve({"vacancies": 30, "today": TODAY})
    assert (a2.route, _intent_of(a2), a2.calculation["operation"]) == ("calculator", "reserve", "reserve")
    assert (a2.calculation["vacancies"], a2.calculation["reserved"], a2.calculation["regime"]) == \
        (30, want.reserved, "lei-15142-2025") == (30, 9, "lei-15142-2025")
    assert "**9 são reservadas**" in a2.headline


def test_correction_naming_its_source_keeps_the_threads_edital_date() -> None:
    bot = rules_bot(TODAY)
    _, a2 = chat(bot, "edital publicado em fevereiro de 2024 com 18 vagas, quantas ficam para negros?",
                 "errei, me enganei com outro concurso: o certame tem 30 vagas e não 18")
    want = calculator.reserve({"vacancies": 30, "edital_date": "2024-02-01", "today": TODAY})
    assert (a2.route, a2.calculation["vacancies"], a2.calculation["reserved"]) == ("calculator", 30, want.reserved)
    assert a2.calculation["regime"] == "lei-12990-2014"
    assert "edital_date" in carried_keys_of(a2)


def test_another_edital_asked_is_still_another_selection() -> None:
    # neighbour: no slip named, "outro edital" is a new selection, the earlier date does not carry
    bot = rules_bot(TODAY)
    _, a2 = chat(bot, "edital publicado em fevereiro de 2024 com 18 vagas, quantas ficam para negros?",
                 "e num outro edital com 30 vagas?")
    assert (a2.route, a2.calculation["vacancies"], a2.calculation["regime"]) == ("calculator", 30, "lei-15142-2025")
    assert "edital_date" not in carried_keys_of(a2)


def test_total_told_after_a_question_about_the_vagas() -> None:
    assert extract("e quantas vagas reservadas teve aquele certame? foram 50").vacancies == 50
    assert extract("quantas vagas vão pra reserva? são 40 no total").vacancies == 40
    # neighbour: a count of the reserve itself told after the question is no total
    assert extract("quantas vagas de cota teve? foram 3 de cota").vacancies is None
    bot = rules_bot(TODAY)
    _, a2 = chat(bot, "qual foi a nota de corte de técnico no último concurso do ibge?",
                 "e quantas vagas reservadas teve aquele certame? foram 50")
    want = calculator.reserve({"vacancies": 50, "today": TODAY})
    assert (a2.route, _intent_of(a2)) == ("calculator", "reserve")
    assert (a2.calculation["vacancies"], a2.calculation["reserved"], a2.calculation["regime"]) == \
        (50, want.reserved, "lei-15142-2025") == (50, 15, "lei-15142-2025")
