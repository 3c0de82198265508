"""Round 41 (lo41c): thread leftovers of probe 41b.

- the order asked after a table with no cargo named ("E em qual nomeação entra o primeiro cotista?" after 6 áreas of 1
  vaga) is the order on the edital's total (art. 1º, § 2º), one sentence saying so, never the table again;
- "Candidato quilombola pode concorrer nessa seleção?" after a PSS's reserve in a fundação federal: "nessa seleção"
  points at the thread's selection, so its process, body and vagas are carried and the eligibility says their reserve.
Neighbours: a cargo of the table named keeps that cargo's vagas (round 40, 40a); a concurso named back ("nesse
concurso") after a count; an eligibility with no reference stays a fresh question.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
AREAS = "Edital com 6 áreas, 1 vaga em cada uma."
PSS = "processo seletivo simplificado da fundação Palmares, federal, 8 vagas, quantas reservadas?"


def test_the_order_after_a_table_is_on_the_editals_total() -> None:
    table, order = chat(rules_bot(TODAY), AREAS, "E em qual nomeação entra o primeiro cotista?")
    assert table.calculation["operation"] == "edital"
    assert (order.route, order.calculation["operation"]) == ("calculator", "order")
    assert order.calculation["vacancies"] == 6
    assert "**2ª, 5ª**" in order.headline
    assert "total de 6 vagas do edital (art. 1º, § 2º" in order.headline
    assert "Em cada um dos 6 cargos" not in order.headline
    assert carried_keys_of(order) == ["vacancies"]


def test_neighbour_a_cargo_of_the_table_named_keeps_its_vagas() -> None:
    _, order = chat(rules_bot(TODAY), "Edital: auditor 16 vagas, analista 5 vagas.", "qual a ordem no cargo de auditor?")
    assert (order.calculation["operation"], order.calculation["vacancies"]) == ("order", 16)
    assert "**2ª, 5ª, 9ª, 12ª, 15ª**" in order.headline
    assert "total de" not in order.headline


def test_neighbour_the_order_after_a_count_says_no_table_total() -> None:
    _, order = chat(rules_bot(TODAY), "Concurso com 6 vagas.", "E em qual nomeação entra o primeiro cotista?")
    assert (order.calculation["operation"], order.calculation["vacancies"]) == ("order", 6)
    assert "total de 6 vagas do edital" not in order.headline


def test_eligibility_in_that_selection_carries_the_pss_body_and_vagas() -> None:
    _, elig = chat(rules_bot(TODAY), PSS, "Candidato quilombola pode concorrer nessa seleção?")
    assert (elig.route, elig.calculation["operation"]) == ("calculator", "eligibility")
    assert set(carried_keys_of(elig)) >= {"entity", "process", "vacancies"}
    assert "Processo seletivo simplificado na fundação pública federal" in elig.answer
    assert "2 vagas reservadas" in elig.answer
    assert "Concurso público na administração pública federal direta" not in elig.answer


def test_neighbour_that_concurso_after_a_count_still_carries() -> None:
    _, elig = chat(rules_bot(TODAY), "concurso do IBAMA, 10 vagas, quantas reservadas?",
                   "Candidato quilombola pode concorrer nesse concurso?")
    assert set(carried_keys_of(elig)) >= {"entity", "vacancies"}
    assert "3 vagas reservadas" in elig.answer


def test_neighbour_an_eligibility_of_its_own_after_a_count_starts_fresh() -> None:
    _, elig = chat(rules_bot(TODAY), PSS, "Uma amiga de outro estado é indígena. Ela pode usar a cota num concurso federal?")
    assert elig.calculation["operation"] == "eligibility"
    assert "vacancies" not in carried_keys_of(elig)
