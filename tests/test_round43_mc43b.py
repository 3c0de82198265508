"""Round 43 (mc43b): chats with several cases.

- a new case stated with no question ("Agora o edital de X: N vagas, publicado em <mês> de 2025.") is that case's
  reserve under the law of its own date, not a law text (art. 11);
- "voltando ao primeiro edital" counts as the first case for the labels of later turns, so a cargo named after it
  ("e no de X") resumes that cargo's case.
Neighbours: the same statement as a first message; a plain count in a thread goes on with the thread's edital.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
FIRST = "Edital de fiscal: 30 vagas, publicado em outubro de 2025. Quantas vão para a cota racial?"
SECOND = "Agora o edital de motorista: 12 vagas, publicado em fevereiro de 2025."


def test_a_new_case_stated_is_its_reserve() -> None:
    *_, ans = chat(rules_bot(TODAY), FIRST, SECOND)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert ans.calculation["vacancies"] == 12 and ans.calculation["reserved"] == 2  # 20% of 12 (Lei 12.990, before 06/2025)
    assert "12.990" in ans.headline
    # neighbour: the statement alone, as a first message
    (ans,) = chat(rules_bot(TODAY), SECOND)
    assert ans.route == "calculator" and ans.calculation["reserved"] == 2
    # neighbour: a plain count in the thread keeps the thread's edital (outubro de 2025: 30%)
    *_, ans = chat(rules_bot(TODAY), FIRST, "o edital tem 10 vagas")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 3


def test_a_cargo_named_after_going_back_to_the_first_resumes_its_case() -> None:
    *_, ans = chat(rules_bot(TODAY), FIRST, SECOND, "Voltando ao primeiro edital, e com 3 PcD?",
                   "E no de motorista, com 10% de PcD?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 12  # not the fiscal's 30
    # neighbour: going back to the first is still the first case
    *_, ans = chat(rules_bot(TODAY), FIRST, SECOND, "Voltando ao primeiro edital, e com 3 PcD?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 30
