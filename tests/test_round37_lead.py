"""Round 36 (lead): two leftovers the helpers reported.

- A list whose later rows drop "com … vagas" ("analista com 20 vagas, técnico com 10 vagas, motorista 3, contador 2")
  lost those rows, and the table's total with them (a wrong figure: 9 instead of 11).
- "sou optante, em que nomeação eu entro?" was refused: "optante" (the laws' own word) with a word of the selection
  is in scope; "optante pelo Simples" stays out.
"""
from __future__ import annotations

import pytest

from assistant.extraction.cargos import extract_cargos
from assistant.routing_eval import _intent_of
from vocabulary import fold


@pytest.mark.parametrize("question", [
    "Analista com 20 vagas, técnico com 10 vagas, motorista 3, contador 2, quantas reservadas em cada?",
    "edital com analista 20 vagas, técnico 10 vagas, motorista 3 e contador 2: reserva por cargo?",
])
def test_elided_rows_after_full_ones_stay_in_the_table(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital", ans.headline
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [6, 3, 1, 1]
    assert ans.calculation["reserved_total"] == 11


def test_full_rows_alone_and_a_place_are_unchanged() -> None:
    assert [(c.name, c.vacancies) for c in extract_cargos(fold("analista com 20 vagas e técnico com 10 vagas"))] == \
        [("analista", 20), ("tecnico", 10)]
    # a place after the table is no row
    rows = extract_cargos(fold("analista com 20 vagas e técnico com 10 vagas; fiquei em 5 lugar"))
    assert [c.vacancies for c in rows] == [20, 10]


def test_an_optant_asking_the_call_is_asked_the_missing_facts(bot) -> None:
    ans = bot.ask("sou optante, em que nomeação eu entro?")
    assert ans.route == "clarify" and _intent_of(ans) == "position", (ans.route, ans.headline)


def test_the_optants_nomination_in_general_is_the_law(bot) -> None:
    ans = bot.ask("em que momento os optantes são nomeados?")
    assert ans.route == "retrieval" and "art. 9º" in ans.citations[0].label


@pytest.mark.parametrize("question", [
    "a empresa é optante do simples, isso muda algo?",
    "sou optante pelo simples nacional, posso abrir concurso?",
])
def test_an_optant_of_the_tax_regime_stays_out(bot, question: str) -> None:
    assert bot.ask(question).route == "out_of_scope"
