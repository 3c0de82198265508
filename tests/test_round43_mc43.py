"""Round 43 (mc43): an earlier case of the chat named by its label resumes that case's figures, not the latest's.

- a cargo said as its own case ("voltando ao de escriturário"), a letter ("e no B"), the asker's own ("voltando ao
  meu") or a relative's: the latest earlier calculation whose question named it;
- a cargo of an earlier table named without a count ("e o de guarda, a ordem?") after the table was summed: its vagas;
- a label no earlier case has ("e no do meu primo, quantas?", "um outro, o de vigia"): the vagas are asked for.
Neighbours: a plain follow-up still continues the latest case; "voltando ao primeiro edital" stays the first.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
CLERK = "Edital de escriturário, 11 vagas, publicado em fevereiro de 2026: quantas são reservadas?"
GUARD = "E no edital de vigilante, 5 vagas, de março de 2025?"


def test_a_cargo_named_back_resumes_its_own_case() -> None:
    *_, ans = chat(rules_bot(TODAY), CLERK, GUARD, "Voltando ao de escriturário, em que posições entram os cotistas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    assert ans.calculation["vacancies"] == 11 and ans.calculation["reserved"] == 3  # not vigilante's 5 (2025: 1)
    # neighbour: a plain follow-up continues the latest case
    *_, ans = chat(rules_bot(TODAY), CLERK, GUARD, "E com 2 vagas PcD?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 5


def test_a_letter_named_back_resumes_its_own_case() -> None:
    *_, ans = chat(rules_bot(TODAY), "No concurso B, com 9 vagas e edital de outubro de 2025, quantas de cota?",
                   "No outro concurso são 4 vagas, edital de 2023. Quantas de cota?", "E no B, com 1 vaga PcD?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 9 and ans.calculation["reserved"] == 3


def test_the_askers_own_case_named_back_after_a_relatives() -> None:
    *_, ans = chat(rules_bot(TODAY), "Passei em 3º lugar num concurso de 12 vagas, edital de setembro de 2025. Estou dentro?",
                   "E no do meu primo, 7 vagas, ele ficou em 6º?", "Voltando ao meu, quantas vagas vão pra cota?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert ans.calculation["vacancies"] == 12 and ans.calculation["reserved"] == 4  # not the cousin's 7


def test_a_table_cargo_named_without_a_count_after_the_sum() -> None:
    *_, ans = chat(rules_bot(TODAY), "Edital de dezembro de 2025 com dois cargos: guarda, 8 vagas, e motorista, 4 vagas. "
                                    "Quantas reservadas em cada cargo?",
                   "E somando os dois, sobre as 12 vagas?", "E o de guarda, qual a ordem de chamada dos cotistas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    assert ans.calculation["vacancies"] == 8  # guarda's own, not the summed 12


def test_a_case_never_given_asks_for_its_vagas() -> None:
    first = "Meu edital de recepcionista tem 30 vagas e saiu em junho de 2024. Quantas de cota?"
    *_, ans = chat(rules_bot(TODAY), first, "E no do meu primo, quantas seriam?")
    assert ans.route == "clarify" and "vagas" in ans.answer.lower() and not ans.calculation
    *_, ans = chat(rules_bot(TODAY), first, "E num outro cargo, o de vigia, quantas seriam?")
    assert ans.route == "clarify" and not ans.calculation
    # neighbour: the relative's case with its own vagas is computed from them, without the asker's date
    *_, ans = chat(rules_bot(TODAY), first, "E no do meu primo, 10 vagas, edital de 2026?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 10 and ans.calculation["reserved"] == 3
    # neighbour: "voltando ao primeiro edital" is still the thread's first
    *_, ans = chat(rules_bot(TODAY), first, "No do meu primo são 10 vagas, edital de 2026.", "Voltando ao primeiro edital, "
                   "e com 2 PcD?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 30
