"""Issue 10 §1 end to end: numbers read by extraction reach the calculator through `Assistant.ask`.

Every expected figure comes from the calculator itself, called with the inputs the question states.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from calculator import EditalInput, OrderInput, PositionInput
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)


def ordinals(positions: list[int]) -> str:
    return ", ".join(f"{p}ª" for p in positions)


@pytest.mark.parametrize("q, vacancies, pcd", [
    ("Tenho 10 vagas e 2 para PcD, qual a ordem?", 10, {"pcd": 2}),
    ("Concurso com 20 vagas, sendo duas PcD. Qual a ordem de nomeação dos cotistas?", 20, {"pcd": 2}),
    ("Edital com 12 vagas, uma para pessoa com deficiência: qual a ordem de convocação?", 12, {"pcd": 1}),
    ("ordem de nomeaçao pra 16 vagas, reserva PcD de 10%", 16, {"pcd_percentage": "10%"}),
    ("Se 3 dessas vagas forem de PcD, qual a ordem de nomeação com quinze vagas?", 15, {"pcd": 3}),
])
def test_order_with_pcd_names_both_lists(bot, q, vacancies, pcd):
    a = bot.ask(q, [])
    expected = calculator.order(OrderInput(vacancies=vacancies, today=TODAY, **pcd))
    assert a.route == "calculator" and a.calculation and a.calculation["operation"] == "order"
    assert a.calculation["quota_positions"] == expected.quota_positions
    assert a.calculation["pcd_positions"] == expected.pcd_positions and expected.pcd_positions
    # Both lists are named, each with its own positions: a PcD slot is never called a quota slot.
    assert ordinals(expected.quota_positions) in a.headline and ordinals(expected.pcd_positions) in a.headline
    assert "lista PcD" in a.headline
    assert any(x.key == "pcd" for x in a.assumptions)


@pytest.mark.parametrize("q, args", [
    ("Fiquei em 12º na lista geral, 20 vagas, 2 para PcD: estou dentro?", {"general_rank": 12, "pcd": 2}),
    ("fiquei em 14º, sou cotista, 20 vagas, 2 cotistas à minha frente foram aprovados na ampla. serei nomeado?",
     {"general_rank": 14, "optant": True, "optants_in_open": 2}),
    ("Estou em 17º na geral e 3º na reserva, 20 vagas com 5% PcD, passei?",
     {"general_rank": 17, "reserve_rank": 3, "pcd_percentage": "5%"}),
    ("fiquei em 16º, sou cotista, 20 vagas, 1 cotista foi aprovado na ampla, serei chamado?",
     {"general_rank": 16, "optant": True, "optants_in_open": 1}),
    ("Passei em décimo sétimo lugar, concorro pelas cotas, 4 cotistas à minha frente, 20 vagas. Sou nomeado?",
     {"general_rank": 17, "optant": True, "optants_ahead": 4}),
])
def test_position_gets_pcd_and_optants(bot, q, args):
    a = bot.ask(q, [])
    expected = calculator.position(PositionInput(vacancies=20, today=TODAY, **args))
    assert a.route == "calculator" and a.calculation["operation"] == "position"
    for key in ("status", "list", "appointment", "reserved", "open"):
        assert a.calculation[key] == getattr(expected, key)
    assert a.calculation["best"] == expected.best.model_dump(mode="json")
    assert a.calculation["worst"] == expected.worst.model_dump(mode="json")


@pytest.mark.parametrize("q, pairs", [
    ("Temos 3 cargos: analista com 10 vagas, técnico com 4 vagas e motorista com 1 vaga. Quantas reservadas em cada?",
     [("analista", 10), ("técnico", 4), ("motorista", 1)]),
    ("O edital tem doze vagas de agente administrativo, 5 de contador e 3 de motorista: quantas para negros?",
     [("agente administrativo", 12), ("contador", 5), ("motorista", 3)]),
    ("Quantas vagas reservadas com 3 cargos de 1 vaga cada e 1 cargo de 10 vagas?",
     [("Cargo 1", 1), ("Cargo 2", 1), ("Cargo 3", 1), ("Cargo 4", 10)]),
    ("Dois cargos, um com 8 vagas e outro com 3 vagas: quantas cotas em cada?", [("Cargo 1", 8), ("Cargo 2", 3)]),
])
def test_cargo_pairs_go_to_the_edital_operation(bot, q, pairs):
    a = bot.ask(q, [])
    expected = calculator.edital(EditalInput.model_validate(
        {"cargos": [{"name": n, "vacancies": v} for n, v in pairs], "today": TODAY}))
    assert a.route == "calculator" and a.calculation["operation"] == "edital"
    got = [(c["name"], c["vacancies"], c["reserved"], c["open"]) for c in a.calculation["cargos"]]
    assert got == [(c.name, c.vacancies, c.reserved, c.open) for c in expected.cargos]
    assert a.calculation["reserved_total"] == expected.reserved_total
    # Per-cargo and total figures in the answer.
    for c in expected.cargos:
        assert f"| {c.name} | {c.vacancies} | {c.reserved} |" in a.answer
    assert f"| **Total** | {expected.vacancies_total} | {expected.reserved_total} |" in a.answer
    assert f"total: **{expected.reserved_total}**" in a.headline


def test_edital_takes_the_pcd_percentage(bot):
    a = bot.ask("Analista com 20 vagas e técnico com 10 vagas, reserva PcD de 5%: quantas reservadas por cargo?", [])
    expected = calculator.edital(EditalInput.model_validate(
        {"cargos": [{"name": "analista", "vacancies": 20}, {"name": "técnico", "vacancies": 10}], "today": TODAY,
         "pcd_percentage": "5%"}))
    assert a.calculation["operation"] == "edital"
    assert [c["pcd"] for c in a.calculation["cargos"]] == [c.pcd for c in expected.cargos]


@pytest.mark.parametrize("q, shown", [
    ("Edital publicado em 31/02/2025 com 10 vagas, quantas reservadas?", "31/02/2025"),
    ("meu edital saiu em 30 de fevereiro de 2025, com 12 vagas. quantas cotas?", "30 de fevereiro de 2025"),
    ("Concurso com -8 vagas, qual a ordem de nomeação?", "-8"),
    ("4,5 vagas: quantas para negros?", "4,5"),
    ("10 vagas, das quais 2,5 para ampla: quantas reservadas?", "2,5"),
    ("São 3 cargos com 4 vagas. Quantas reservadas?", "4"),
    ("Temos 3 cargos: quantas vagas reservadas?", "3 cargos"),
])
def test_impossible_or_ambiguous_numbers_get_a_clarification_naming_them(bot, q, shown):
    a = bot.ask(q, [])
    assert a.route == "clarify" and a.calculation is None
    assert shown in a.headline


def test_number_words_reach_the_calculator(bot):
    a = bot.ask("Num concurso de trinta e cinco vagas, quantas são reservadas?", [])
    assert a.calculation["vacancies"] == 35
    assert a.calculation["reserved"] == calculator.reserve({"vacancies": 35, "today": TODAY}).reserved


def test_unused_number_is_said(bot):
    a = bot.ask("Para 45 candidatos inscritos e 10 vagas, quantas reservadas?", [])
    assert a.calculation["vacancies"] == 10
    assert any("não entrou no cálculo" in n for n in a.notes)


def test_optants_in_a_followup_keep_the_vagas(bot):
    from assistant.models import Turn

    first = "Fiquei em 12º na lista geral e 4º na lista de cotas, 10 vagas: estou dentro?"
    a = bot.ask(first, [])
    history = [Turn(role="user", content=first), Turn(role="assistant", content=a.answer, answer=a)]
    b = bot.ask("e se 2 cotistas à minha frente passassem na ampla?", history)
    expected = calculator.position(PositionInput(vacancies=10, general_rank=12, reserve_rank=4, optants_in_open=2,
                                                 today=TODAY))
    assert b.route == "calculator" and b.calculation["operation"] == "position"
    assert b.calculation["best"] == expected.best.model_dump(mode="json")
    assert b.calculation["status"] == expected.status
