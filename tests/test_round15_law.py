"""Round 15 (issue 10): law questions that were still computed or asked back for the vagas.

Wordings are this round's own. A norm made the subject of what it guarantees ("a legislação assegura que...") is the
law's text when the operation its clause names has no figures; one person in both reserves (PcD and a racial group)
after an order is Decreto 9.508 and the law, not the order again; whether a group takes part, asked with the reserve
left implicit ("e quilombola também entra?"), is the law's text; a hypothetical about a third person's outcome under
the rules ("e se a cotista for aprovada na ampla, sai da reserva?") is the law's text, while a place or a figure of
its own stays a calculation.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction import extract
from assistant.law_cues import group_rule, law_assures, third_party_outcome
from assistant.rules import _params

from .assistant_support import chat

DAY = date(2026, 2, 2)


@pytest.fixture(scope="module")
def assistant() -> Assistant:
    return Assistant()



@pytest.mark.parametrize("q, expected", [
    ("a legislação assegura que o negro aprovado seja convocado alternando com a ampla?", True),
    ("o decreto obriga que a nomeação intercale cotistas e não cotistas?", True),
    ("a lei garante que com 18 vagas tenha quantas para cotistas?", False),
    ("qual a ordem de convocação num concurso de 9 vagas?", False),
])
def test_law_assures_unit(q: str, expected: bool) -> None:
    ex = extract(q, DAY)
    assert law_assures(ex, _params(ex)) is expected


def test_law_assures_fresh_is_law_text(assistant: Assistant) -> None:
    ans = assistant.ask("Caros, a norma garante que os aprovados pela reserva sejam nomeados de forma intercalada?")
    assert ans.route == "retrieval"
    assert ans.citations


def test_order_with_figures_still_computed(assistant: Assistant) -> None:
    ans = assistant.ask("a lei garante que ordem de nomeação num concurso com 14 vagas?")
    assert ans.route == "calculator"


@pytest.mark.parametrize("q", [
    "e se uma candidata com deficiência for também indígena, vai pra qual reserva?",
    "e o cadeirante que é pardo fica na lista PcD ou na racial?",
])
def test_one_person_in_both_reserves_after_order(assistant: Assistant, q: str) -> None:
    first, ans = chat(assistant, "num concurso de 24 vagas com 5% para PcD, em que ordem são nomeados?", q)
    assert first.route == "calculator"
    assert ans.route == "retrieval"


def test_figure_after_order_with_pcd_stays_order(assistant: Assistant) -> None:
    _, ans = chat(assistant, "num concurso de 24 vagas com 5% para PcD, em que ordem são nomeados?",
                     "e com 32 vagas?")
    assert ans.route == "calculator"


@pytest.mark.parametrize("q, expected", [
    ("e quilombola tbm entra?", True),
    ("indígena também participa?", True),
    ("e os pardos estão incluídos?", True),
    ("e pra indígena?", False),
    ("quantos indígenas entram?", False),
])
def test_group_rule_implicit_reserve(q: str, expected: bool) -> None:
    assert group_rule(extract(q, DAY)) is expected


@pytest.mark.parametrize("q, route", [
    ("e quilombola tbm entra?", "retrieval"),
    ("e os pardos estão incluídos?", "retrieval"),
    ("e quantos ficariam para quilombolas?", "calculator"),
])
def test_group_taking_part_after_reserve(assistant: Assistant, q: str, route: str) -> None:
    _, ans = chat(assistant, "um edital com 16 vagas reserva quantas para negros?", q)
    assert ans.route == route


@pytest.mark.parametrize("q, expected", [
    ("e se a cotista tirar nota suficiente pra ampla, continua na reserva?", True),
    ("e se o optante desistir da vaga, quem assume?", True),
    ("e se ela estiver em 5º na lista reservada?", False),
    ("e se ele fosse cotista?", False),
    ("e se eu passar na ampla, sai da reserva?", False),
    ("e se fossem 28?", False),
])
def test_third_party_outcome_unit(q: str, expected: bool) -> None:
    assert third_party_outcome(extract(q, DAY)) is expected


@pytest.mark.parametrize("q, route", [
    ("e se a cotista tirar nota suficiente pra ampla, continua na reserva?", "retrieval"),
    ("e se o optante desistir da vaga, quem assume?", "retrieval"),
    ("e se fossem 28?", "calculator"),
])
def test_third_party_outcome_after_reserve(assistant: Assistant, q: str, route: str) -> None:
    _, ans = chat(assistant, "concurso de 11 vagas, quantas vão pra cota?", q)
    assert ans.route == route


@pytest.mark.parametrize("q", ["e se ela estiver em 5º na lista reservada?", "e se eu fosse o 2º?"])
def test_place_after_position_stays_position(assistant: Assistant, q: str) -> None:
    _, ans = chat(assistant, "são 12 vagas, sou cotista e estou em 4º na lista de cotas, sou nomeado?", q)
    assert ans.route == "calculator"
