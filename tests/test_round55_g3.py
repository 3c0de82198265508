"""Round 55 (g3): quadro follow-ups that gave another cargo's figure, and a cargo of the quadro asked alone.

- after the quadro (its own figures, one cargo's order or one cargo's reserve), a terse follow-up naming a cargo the
  quadro lacks ("e do cardiologista?", "e pro contador, qual a ordem?", "e o cargo fisioterapeuta?") is said not to be
  in the quadro, its cargos listed and its vagas asked (`thread_cargos.cargo_outside_table`); never the earlier cargo's
  figure relabelled; words that name no occupation ("e do resultado?", "e da ampla?", "e do pardo?", "e da lei
  antiga?", "e no total?") and the quadro's own cargos keep their earlier routes;
- one cargo of the quadro asked with its count or its presence ("o técnico consta no quadro? e quantas cotas?",
  "quantas cotas tem o motorista?"), or the next cargo after one cargo's reserve ("e do analista?"), is that cargo's
  reserve over its vagas (Lei 15.142/2025 by the edital's date), the quadro kept at hand; the whole quadro asked ("e no
  quadro todo, quantas cotas?"), several cargos named or a count of its own ("com 6") stay the quadro.
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from assistant.intents.eligibility import DEFAULT_GROUP_TEXT
from tests.assistant_support import chat

QUADRO = "edital de fev/2026, quadro: Analista 10 vagas, Tecnico 4 vagas, Motorista 7 vagas"
TABLE = {"analista": 10, "tecnico": 4, "motorista": 7}


def _reserved(vagas: int, bot: Any) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vagas, edital_date="2026-02-01",
                                                      today=bot._today())).reserved


def _positions(vagas: int, bot: Any) -> list[int]:
    return calculator.order(calculator.OrderInput(vacancies=vagas, edital_date="2026-02-01",
                                                  today=bot._today())).quota_positions


# --------------------------------------------------------------------------- 1. a cargo outside the quadro

OUTSIDE = {
    "e do cardiologista?": "cardiologista",
    "e pro contador, qual a ordem?": "contador",
    "e o cargo fisioterapeuta?": "fisioterapeuta",
    "e da enfermeira?": "enfermeira",
    "mas e o agente de saude?": "agente de saude",
}


@pytest.mark.parametrize("said", sorted(OUTSIDE))
def test_other_cargo_after_one_cargos_order_is_not_in_the_quadro(bot: Any, said: str) -> None:
    *_, ans = chat(bot, QUADRO, "em que posições são nomeados os cotistas do Motorista?", said)
    assert ans.route == "clarify"
    assert "não está no quadro" in ans.answer
    assert all(name in ans.answer.lower() for name in ("analista", "tecnico", "motorista"))
    # never Motorista's positions relabelled as that cargo's
    assert ", ".join(f"{p}ª" for p in _positions(7, bot)) not in ans.answer
    assert ans.context.get("cargos") == [["Analista", 10], ["Tecnico", 4], ["Motorista", 7]]


@pytest.mark.parametrize("said", ["e o cargo cardiologista?", "e do contador, quantas de cota?"])
def test_other_cargo_after_the_quadro_is_not_in_it(bot: Any, said: str) -> None:
    *_, ans = chat(bot, QUADRO, said)
    assert ans.route == "clarify" and "não está no quadro" in ans.answer
    assert "reserva" in ans.answer and "| Cargo |" not in ans.answer  # the quadro's operation named, not repeated


def test_other_cargo_after_a_quadro_built_over_turns(bot: Any) -> None:
    *_, ans = chat(bot, "edital de fev/2026, analista 10 vagas e tecnico 4 vagas", "esqueci o motorista, 7 vagas",
                   "e o cargo cardiologista?")
    assert ans.route == "clarify" and "não está no quadro" in ans.answer and "motorista (7 vagas)" in ans.answer


def test_other_cargo_after_one_cargos_reserve(bot: Any) -> None:
    *_, ans = chat(bot, QUADRO, "quantas cotas tem o motorista?", "e do cardiologista?")
    assert ans.route == "clarify" and "não está no quadro" in ans.answer


@pytest.mark.parametrize("said", ["e do resultado?", "e da ampla?", "e do pardo?", "e da lei antiga?",
                                  "e do edital de 2024?", "e do segundo?"])
def test_words_that_name_no_occupation_are_no_cargo_outside(bot: Any, said: str) -> None:
    *_, ans = chat(bot, QUADRO, "em que posições são nomeados os cotistas do Motorista?", said)
    assert "não está no quadro" not in ans.answer


@pytest.mark.parametrize("said", ["e no total?", "e nos outros cargos?", "e o cargo unico?"])
def test_the_quadro_itself_asked_is_no_cargo_outside(bot: Any, said: str) -> None:
    *_, ans = chat(bot, QUADRO, said)
    assert ans.route == "calculator" and "não está no quadro" not in ans.answer


# --------------------------------------------------------------------------- 2. one cargo of the quadro asked

@pytest.mark.parametrize("said, cargo", [
    ("o Tecnico consta no quadro? e quantas cotas?", "tecnico"),
    ("quantas cotas tem o motorista?", "motorista"),
    ("e o analista, quanto de reserva?", "analista"),
])
def test_one_cargo_of_the_quadro_is_its_reserve(bot: Any, said: str, cargo: str) -> None:
    *_, ans = chat(bot, QUADRO, said)
    assert ans.route == "calculator" and ans.table is None  # that cargo alone, never the quadro again
    assert ans.calculation is not None and ans.calculation.get("reserved") == _reserved(TABLE[cargo], bot)
    assert ans.calculation.get("vacancies") == TABLE[cargo]
    assert "15.142" in ans.answer  # its legal basis
    assert ans.context.get("cargos")  # the quadro stays at hand


def test_next_cargo_after_one_cargos_reserve(bot: Any) -> None:
    *_, ans = chat(bot, QUADRO, "quantas cotas tem o motorista?", "e do analista?")
    assert ans.table is None and ans.calculation is not None
    assert ans.calculation.get("vacancies") == 10 and ans.calculation.get("reserved") == _reserved(10, bot)


@pytest.mark.parametrize("said", ["e no quadro todo, quantas cotas?", "o analista e o tecnico, quantas cotas?",
                                  "quantas cotas o tecnico teria com 6?"])
def test_the_whole_quadro_or_a_new_count_stays_the_quadro(bot: Any, said: str) -> None:
    *_, ans = chat(bot, QUADRO, said)
    assert ans.table is not None


# --------------------------------------------------------------------------- 3. a PcD place kept by a date follow-up

@pytest.mark.parametrize("first, then, law", [
    ("estou em 3º na lista de pcd, são 40 vagas", "o edital é de outubro de 2025", "15.142"),
    ("fiquei na 4ª posição da lista pcd, 50 vagas", "e se o edital for de 2024?", "12.990"),
])
def test_a_date_follow_up_keeps_the_pcd_place(bot: Any, first: str, then: str, law: str) -> None:
    alone, ans = chat(bot, first, then)
    assert alone.route == "calculator"
    assert ans.route == "calculator"  # never the general place asked instead
    assert ans.context.get("pcd_rank") == alone.context.get("pcd_rank")
    assert "lista PcD" in ans.headline and law in ans.answer and "9.508" in ans.answer


def test_a_general_place_told_after_the_pcd_place_is_still_used(bot: Any) -> None:
    *_, ans = chat(bot, "fiquei na 4ª posição da lista pcd, 50 vagas", "e na geral fiquei em 30º")
    assert ans.route == "calculator" and ans.context.get("general_rank") == 30 and ans.context.get("pcd_rank") == 4


@pytest.mark.parametrize("said", ["e se juntar tudo num cargo de 21, quantas?", "e se fosse um cargo só?"])
def test_cargos_joined_into_one_are_no_cargo_outside(bot: Any, said: str) -> None:
    *_, ans = chat(bot, QUADRO, said)
    assert "não está no quadro" not in ans.answer


# --------------------------------------------------------------------------- 4. "com N" after the share asked

@pytest.mark.parametrize("said, vagas", [
    ("quantas são da reserva com 14?", 14),
    ("que vagas ficam da cota com 9?", 9),
    ("quantas vagas da cota com 11, edital de 2026?", 11),
    ("quais vagas são da reserva com 16?", 16),
])
def test_count_after_the_share_asked_is_the_vagas(said: str, vagas: int) -> None:
    assert extract(said).vacancies == vagas


@pytest.mark.parametrize("said", ["quais são da cota com 12?", "quantas são da cota com 2 pcd?",
                                  "quais vagas são da cota com 12 candidatos?", "quantas são da cota com 12 de junho?"])
def test_a_count_of_something_else_stays_no_vagas(said: str) -> None:
    assert extract(said).vacancies is None


def test_places_asked_with_com_n_then_the_new_law(bot: Any) -> None:
    first, ans = chat(bot, "quais vagas são da reserva com 13? edital de 2023", "e se fosse já pela lei nova?")
    assert first.route == "calculator" and first.calculation is not None and first.calculation.get("vacancies") == 13
    assert "12.990" in first.headline
    assert ans.route == "calculator" and "15.142" in ans.headline and "vacancies" in ans.context
    assert ans.context["vacancies"] == 13


# --------------------------------------------------------------------------- 5. a count for a body asks nobody's eligibility

@pytest.mark.parametrize("said", [
    "aqui é do RH de uma empresa pública, abrimos 15 vagas: quantas ficam para cota?",
    "somos uma sociedade de economia mista federal, 22 vagas, qual a reserva racial?",
    "na autarquia onde trabalho vão abrir 9 vagas, quantas de cota?",
])
def test_a_count_for_a_body_has_no_person_chip(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert ans.route == "calculator" and ans.context.get("intent") == "reserve"
    assert ans.headline.startswith("Das ")  # the racial reserve leads
    assert DEFAULT_GROUP_TEXT not in [a.text for a in ans.assumptions]
    assert any(a.key == "entity" for a in ans.assumptions)  # the body checked is still said


def test_a_persons_eligibility_keeps_its_group_chip(bot: Any) -> None:
    (ans,) = chat(bot, "numa empresa pública com 15 vagas, sendo indígena eu posso concorrer?")
    assert ans.context.get("intent") == "eligibility"
    assert "pessoa indígena" in [a.text for a in ans.assumptions]
