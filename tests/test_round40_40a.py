"""Round 40 (40a): long chats of one person (probe voice 40a).

- a year denied beside a corrected date ("aquele edital era de 10/02/2026, não de 2025") is no count of vagas;
- a count replaced by a supposition ("e se fossem 21 no lugar de 20?") is not the vagas: the new count is;
- a closing question about the job or the concurso ("quanto tempo dura o contrato temporário?", "como faço pra
  publicar o edital no DOU?", "e a nota de corte da reserva, você tem?") is out of scope, never a law answer;
- "por que o que importa é a data do edital e não a data da prova?" asks which date decides the law (art. 11);
- a cargo of the earlier table named ("qual a ordem de nomeação no cargo de auditor?", "e a ordem do auditor com 16?")
  is that cargo's vagas; "refaz a tabela dos dois cargos" is the cargos table again, not a list of candidates.
Neighbours: a date correction with a count of its own, "21 vagas" alone, the exam's date and the cut-off of a past
concurso still out of scope, a cargo named with another count, a candidates' table still the result panel.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
RH_2025 = ("Trabalho no RH de uma universidade federal, que é autarquia. Abrimos edital com 18 vagas de técnico em "
           "10/02/2025. Quantas são reservadas?")
TABLE = "Preciso calcular a reserva de um edital com dois cargos: 14 de auditor e 6 de agente."


def _order(vacancies: int) -> calculator.OrderResult:
    return calculator.order({"vacancies": vacancies, "today": TODAY})


def test_a_denied_year_beside_the_corrected_date_is_no_count() -> None:
    bot = rules_bot(TODAY)
    first, fixed, order = chat(bot, RH_2025, "Espera, me enganei: aquele edital era de 10/02/2026, não de 2025.",
                               "Então muda a ordem de chamada também?")
    assert first.calculation["reserved"] == 4  # Lei 12.990: 20% of 18
    assert (fixed.route, fixed.calculation["operation"]) == ("calculator", "reserve")
    assert (fixed.calculation["vacancies"], fixed.calculation["reserved"]) == (18, 5)
    assert fixed.calculation["regime"] == "lei-15142-2025"
    assert carried_keys_of(fixed) == ["vacancies"]
    assert (order.calculation["operation"], order.calculation["vacancies"]) == ("order", 18)
    assert order.calculation["quota_positions"] == _order(18).quota_positions
    assert 2025 not in extract("o edital era de 10/02/2026, e não de 2025").numbers


def test_neighbour_a_correction_with_its_own_count_still_counts() -> None:
    ex = extract("na verdade são 2025 vagas")  # no date told: the count stands
    assert ex.vacancies == 2025
    bot = rules_bot(TODAY)
    _, fixed = chat(bot, RH_2025, "na verdade são 20 vagas")
    assert (fixed.calculation["vacancies"], fixed.calculation["reserved"]) == (20, 4)


def test_a_replaced_count_is_not_the_vagas() -> None:
    bot = rules_bot(TODAY)
    _, instead, other = chat(bot, "quantos reservados dá com 20 vagas?", "e se fossem 21 no lugar de 20?",
                             "e 25 em vez de 21 vagas?")
    assert (instead.route, instead.calculation["operation"], instead.calculation["vacancies"]) == ("calculator", "reserve", 21)
    assert instead.calculation["reserved"] == 6
    assert (other.calculation["vacancies"], other.calculation["reserved"]) == (25, 8)
    assert extract("e se fossem 21 no lugar de 20?").numbers == [21]


def test_neighbour_a_bare_count_still_reads_as_vagas() -> None:
    bot = rules_bot(TODAY)
    _, bare = chat(bot, "quantos reservados dá com 20 vagas?", "e se fossem 21?")
    assert (bare.calculation["vacancies"], bare.calculation["reserved"]) == (21, 6)


def test_closing_questions_of_the_job_are_out_of_scope() -> None:
    prev = {"intent": "reserve", "vacancies": 6}
    for q in ("quanto tempo dura o contrato temporário?", "valeu! como faço pra publicar o edital no DOU?",
              "Muito obrigada! E a nota de corte da reserva, você tem?"):
        p = plan(q, prev, today=TODAY)
        assert p.route == "out_of_scope", q


def test_which_date_decides_is_a_law_question() -> None:
    p = plan("Por que o que importa é a data do edital e não a data da prova?", {"intent": "reserve", "vacancies": 11},
             today=TODAY)
    assert p.route == "retrieval"


def test_neighbour_exam_date_and_past_cutoff_stay_out_of_scope() -> None:
    for q in ("qual a data da prova do INSS?", "qual foi a nota de corte dos cotistas no último concurso do INSS?",
              "quanto tempo vale esse concurso?"):
        assert plan(q, None, today=TODAY).route == "out_of_scope", q


def test_a_cargo_of_the_table_named_is_its_vagas() -> None:
    bot = rules_bot(TODAY)
    table, order = chat(bot, TABLE, "Qual a ordem de nomeação no cargo de auditor?")
    assert table.calculation["operation"] == "edital"
    assert (order.route, order.calculation["operation"], order.calculation["vacancies"]) == ("calculator", "order", 14)
    assert order.calculation["quota_positions"] == _order(14).quota_positions
    assert carried_keys_of(order) == ["vacancies"]


def test_the_table_redone_then_its_cargo_with_its_count() -> None:
    bot = rules_bot(TODAY)
    *_, redone, order = chat(bot, TABLE, "Qual a ordem de nomeação no cargo de auditor?",
                             "Corrigindo lá do início: auditor são 16, não 14. Refaz a tabela dos dois cargos.",
                             "E a ordem do auditor com 16?")
    assert (redone.route, redone.calculation["operation"]) == ("calculator", "edital")
    assert [c["reserved"] for c in redone.calculation["cargos"]] == [5, 2]
    assert (order.calculation["operation"], order.calculation["vacancies"]) == ("order", 16)
    assert order.calculation["quota_positions"] == _order(16).quota_positions


def test_neighbour_a_cargo_named_with_another_count_and_a_candidates_table() -> None:
    prev = {"intent": "edital", "cargos": [["auditor", 14], ["agente", 6]]}
    p = plan("e a ordem do auditor com 20?", prev, today=TODAY)
    assert p.params.get("vacancies") != 14  # another count is no longer the table's cargo
    assert plan("envia a tabela de aprovados?", prev, today=TODAY).clarify == "result"
