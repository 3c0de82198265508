"""Round 43 (lo43f): leftovers of the round's probes.

- inside a thread with figures, a percentage or a law told as someone's claim or disputed ("um colega disse que ...
  fica nos 20% da lei antiga", "a lei nova não é 30%? então seriam 10"): the thread's calculation checked (its vagas
  and date carried, the count drawn judged), never the law's text alone; a why asked, or the claim with no thread,
  stays the law's;
- a place corrected with "errei" ("40º na geral, errei, em 14º"), "quer dizer", "ou melhor", "corrigindo": the place
  after the correction, as "digo" does for a count of vagas;
- a law question opening with the question itself corrected ("Errei a pergunta: ... A lei nova define quem é
  quilombola?"): the question after the correction decides (art. 2º, III), never a count whose vagas are asked.
"""
from __future__ import annotations

from typing import Any

import calculator
from tests.assistant_support import chat

BC = "concurso do Banco Central, edital de 2026, 30 vagas, quantas de cota?"


def _reserved(vacancies: int, edital_date: str) -> int:
    from datetime import date

    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=edital_date,
                                                      today=date(2026, 12, 6))).reserved


def test_a_claim_of_the_old_laws_rate_inside_a_thread_is_the_threads_count_checked(bot: Any) -> None:
    _, ans = chat(bot, BC, "um colega disse que como o BC é autarquia fica nos 20% da lei antiga")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.context["vacancies"] == 30
    # the claim's law computed, and the thread's edital (2026) said to follow the new law with its own count
    assert "Lei nº 12.990/2014" in ans.headline and "Lei nº 15.142/2025" in ans.headline
    assert f"**{_reserved(30, '2026-01-01')}**" in ans.headline


def test_a_disputed_rate_and_the_count_drawn_from_it_are_checked_against_the_thread(bot: Any) -> None:
    _, ans = chat(bot, BC, "mas a lei nova não é 30%? então seriam 10")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.context["vacancies"] == 30  # the 10 is the claimed reserve, never a new count of vagas
    assert ans.headline.startswith("**Não está certo**")
    assert f"**{_reserved(30, '2026-01-01')} são reservadas**" in ans.headline
    # a 2026 edital is never said to be older than the new law
    assert "anterior a" not in ans.headline
    _, ans = chat(bot, BC, "então seriam 9?")
    assert ans.headline.startswith("**Está certo**") and ans.context["vacancies"] == 30


def test_claim_neighbours_stay_law(bot: Any) -> None:
    (ans,) = chat(bot, "um colega disse que a lei antiga ainda vale, é verdade?")
    assert ans.route == "retrieval"
    _, ans = chat(bot, BC, "por que a lei nova é 30%?")
    assert ans.route == "retrieval"


def test_a_place_corrected_with_errei_is_the_place_after_it(bot: Any) -> None:
    for q in ("Passei em 40º na geral, errei, em 14º, 20 vagas, entro?",
              "Passei em 40º na geral, quer dizer, 14º, 20 vagas, entro?",
              "fiquei em 40º, ou melhor, 14º na geral, 20 vagas, entro?"):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and ans.calculation["operation"] == "position", q
        assert ans.headline.startswith("**Sim**"), (q, ans.headline)
    # neighbour: no correction, the 40º stays (out of the 14 ampla vagas)
    (ans,) = chat(bot, "Passei em 40º na geral, 20 vagas, entro?")
    assert ans.headline.startswith("**Não**")


def test_a_count_of_vagas_corrected_with_errei_is_the_count_after_it() -> None:
    from assistant.extraction import extract

    assert extract("são 20 vagas, errei, 25 vagas, quantas de cota?").vacancies == 25


def test_a_law_question_after_the_question_corrected_is_the_law(bot: Any) -> None:
    (ans,) = chat(bot, "Errei a pergunta: não é sobre a cota de negros, é sobre quilombolas. "
                       "A lei nova define quem é quilombola?")
    assert ans.route == "retrieval"
    assert "art. 2º, III" in ans.headline
    # neighbour: the count said to be wrong is still the count, its vagas asked
    (ans,) = chat(bot, "vc errou a conta da cota, refaz aí")
    assert ans.route == "clarify"
