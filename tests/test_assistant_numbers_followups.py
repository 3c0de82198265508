"""Issue 10 §1, round 3: numbers read with their meaning or questioned by name, in single questions and in
follow-ups (a year completing an asked date, two different totals, chat abbreviations, a bare cargo table,
a PcD-list rank, negative or decimal fragments). Expected figures come from the calculator."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from tests.assistant_support import chat, reserved_for, rules_bot
from tests.test_assistant_conversations_context import LawRetriever
from vocabulary import NEW_LAW, OLD_LAW

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return rules_bot(TODAY)


def reserved(v: int, d: str | None = None) -> int:
    return reserved_for(v, d, TODAY)


# ------------------------------------------------------------------ a year completes the asked day and month

@pytest.mark.parametrize("reply, iso", [("2025", "2025-03-10"), ("em 2026", "2026-03-10"), ("de 2025.", "2025-03-10")])
def test_year_reply_keeps_day_month_and_vagas(bot, reply, iso):
    a1, a2 = chat(bot, "Edital publicado em 10 de março, 12 vagas: quantas são reservadas?", reply)
    assert a1.route == "clarify" and "10 de março" in a1.answer
    assert a2.route == "calculator" and a2.calculation["operation"] == "reserve"
    assert a2.calculation["reserved"] == reserved(12, iso)
    assert a2.calculation["regime"] == (OLD_LAW if iso < "2025-06-04" else NEW_LAW)


def test_year_reply_to_which_law_question(bot):
    _, a2 = chat(bot, "qual lei vale para um edital de 15 de maio?", "2025")
    assert a2.calculation["operation"] == "regime" and a2.calculation["regime"] == OLD_LAW
    assert "15/05/2025" in a2.answer


# ------------------------------------------------------------------ two totals with different meanings

@pytest.mark.parametrize("q, a, b", [
    ("vamos contratar 5 pessoas e o edital tem 10 vagas, quantas reservadas?", 5, 10),
    ("o edital previu 20 vagas mas vamos nomear 8 agora, quantas são da cota?", 20, 8),
])
def test_two_different_totals_are_questioned_by_name(bot, q, a, b):
    ans = bot.ask(q)
    assert ans.route == "clarify" and ans.calculation is None
    assert f"**{a}**" in ans.answer and f"**{b}**" in ans.answer


def test_calling_part_of_the_vagas_is_a_second_total():
    ex = extract("o edital tem 30 vagas e vamos chamar só 10 agora, quantas cotas?", TODAY)
    assert ex.vacancy_counts == [30, 10]
    assert extract("vamos convocar 12 aprovados, quantos cotistas?", TODAY).vacancies == 12


def test_same_total_said_twice_is_not_a_conflict():
    assert extract("edital com 10 vagas, vamos nomear 10 aprovados", TODAY).vacancy_counts == [10]


# ------------------------------------------------------------------ chat spellings of the slot words

@pytest.mark.parametrize("text, vacancies", [
    ("quantas reservadas com 12 vgas?", 12), ("12 vags", 12), ("12 vaga s", 12), ("12 vgs", 12), ("12 vg", 12),
    ("qts vagas reservadas com 16 vagas", 16), ("concurso c/ 10 vagas", 10),
])
def test_vagas_misspellings_and_abbreviations(text, vacancies):
    assert extract(text, TODAY).vacancies == vacancies


def test_pcd_abbreviated_preposition():
    ex = extract("10 vagas, 2 p/ PcD", TODAY)
    assert (ex.vacancies, ex.pcd) == (10, 2)


# ------------------------------------------------------------------ a bare cargo table

@pytest.mark.parametrize("q", ["analista 10, tecnico 4, motorista 1", "professor 12 e pedagogo 3"])
def test_bare_cargo_table_is_the_edital_operation(bot, q):
    a = bot.ask(q)
    assert a.route == "calculator" and a.calculation["operation"] == "edital"
    pairs = [(c.name, c.vacancies) for c in extract(q, TODAY).cargos]
    expected = {n: reserved(v) for n, v in pairs}
    got = {c["name"]: c["reserved"] for c in a.calculation["cargos"]}
    assert got == expected


# ------------------------------------------------------------------ ranks: general list, PcD list

def test_general_rank_without_vagas_asks_for_them(bot):
    a1, a2 = chat(bot, "fiquei em 7º lugar na geral, passo?", "o concurso tem 10 vagas")
    assert a1.route == "clarify"
    assert a2.calculation["operation"] == "position"
    pos = calculator.position(calculator.PositionInput(vacancies=10, general_rank=7, today=TODAY))
    assert a2.calculation["status"] == pos.status


def test_pcd_rank_with_general_rank_is_named_and_both_lists_in_the_answer(bot):
    # Inside the ampla by the general place: the position, the PcD place named and both lists' places in the order
    a = bot.ask("sou o 2º na lista PcD e 3º na geral, concurso com 10 vagas e 2 PcD, passo?")
    assert a.calculation["operation"] == "position"
    order = calculator.order(calculator.OrderInput(vacancies=10, pcd=2, today=TODAY))
    assert order.pcd_positions and order.quota_positions
    for p in order.pcd_positions + order.quota_positions:
        assert f"{p}ª" in a.headline
    assert "PcD" in a.headline and "reserva racial" in a.headline
    # Round 50 (50a): outside the ampla by the general place (8º of 5), the PcD place within the 2 PcD vagas calls the
    # person: the PcD list's nomination (the 2nd PcD place of the order), never a "Depende" of the general list alone
    a = bot.ask("sou o 2º na lista PcD e 8º na geral, concurso com 10 vagas e 2 PcD, passo?")
    assert a.calculation["operation"] == "order"
    assert f"**{order.pcd_positions[1]}ª** nomeação" in a.headline and "lista PcD" in a.headline, a.headline
    for p in order.pcd_positions + order.quota_positions:
        assert f"{p}ª" in a.headline


def test_pcd_rank_alone_is_asked_and_the_vagas_wait_for_the_reply(bot):
    a1, a2 = chat(bot, "sou o 3º na lista PcD num concurso de 20 vagas, passo?", "fiquei em 25º na geral")
    # (Round 55, lo55b: the PcD place past its vagas is computed on that list, depending on the general place)
    assert a1.route == "calculator" and a1.calculation["status"] == "depends" and "3ª posição" in a1.answer
    assert a2.route == "calculator" and a2.calculation["operation"] == "position"
    assert "20 vagas" in a2.answer


def test_position_follow_up_with_pcd_names_both_lists(bot):
    _, a2 = chat(bot, "concurso com 20 vagas, fiquei em 12º na ampla, passo?", "e com 2 PcD?")
    order = calculator.order(calculator.OrderInput(vacancies=20, pcd=2, today=TODAY))
    assert a2.calculation["operation"] == "position"
    assert all(f"{p}ª" in a2.headline for p in order.pcd_positions)


# ------------------------------------------------------------------ impossible numbers in fragments

def test_negative_fragment_is_questioned_and_context_kept(bot):
    a1, a2, a3 = chat(bot, "Qual a ordem de nomeação num edital de março de 2025 com 12 vagas?", "e se fossem -2?", "15")
    assert a2.route == "clarify" and "**-2**" in a2.answer
    assert a3.route == "calculator" and a3.calculation["vacancies"] == 15
    assert a3.calculation["regime"] == OLD_LAW  # the date of the first turn is still there


def test_decimal_fragment_is_questioned_not_read_as_a_rank(bot):
    _, a2 = chat(bot, "quantas reservadas com 12 vagas?", "e se fosse 4,5?")
    assert a2.route == "clarify" and "4,5" in a2.answer and a2.calculation is None


# ------------------------------------------------------------------ a law fragment after a law answer

def test_short_fragment_after_law_answer_continues_the_law_question():
    law = LawRetriever()
    b = Assistant(retriever=law, today=lambda: TODAY, classifier=False)
    _, a2 = chat(b, "a reserva vale pra cargo em comissão?", "e pra estágio?")
    assert a2.route == "retrieval"
    assert "comiss" in law.queries[-1][0] and "estagio" in law.queries[-1][0].replace("á", "a")
    _, a3 = chat(b, "a reserva vale pra cargo em comissão?", "e qual a capital da França?")
    assert a3.route == "out_of_scope"


# ------------------------------------------------------------------ a day relative to the earlier date; a percentage

@pytest.mark.parametrize("reply, iso", [("e se tivesse saído no dia seguinte?", "2025-06-04"),
                                        ("e se fosse um dia antes?", "2025-06-02")])
def test_relative_day_moves_the_earlier_date(bot, reply, iso):
    _, a2 = chat(bot, "Publicamos o edital em 03/06/2025. Qual lei vale?", reply)
    regime = calculator.regime(calculator.RegimeInput(edital_date=iso, today=TODAY)).regime
    assert a2.route == "calculator" and a2.calculation["regime"] == regime


def test_percentage_fragment_recomputes_and_names_the_law_percentage(bot):
    _, a2 = chat(bot, "quantas reservadas com 10 vagas?", "mas não era 20%?")
    assert a2.route == "calculator" and a2.calculation["reserved"] == reserved(10)
    assert any("30%" in n and "Lei nº 12.990/2014" in n for n in a2.notes)
    assert a2.headline.startswith("Com as 10 vagas da pergunta anterior")
