"""Round 25 (probefix25a): follow-ups written as whole sentences that still lean on the earlier turn, with no "e".

Each family in sentences of the team's own: a place supposed in a compound tense ("se eu tivesse ficado em 8º"); a
whole sentence that supposes a change to the case at hand ("se o edital tivesse 40 vagas", "seriam ... com 12 vagas")
against a new case named as such; one's chance asked with no subject after an eligibility ("pela lei de 2014
poderia?", "sendo indígena, muda algo?", "só com cadastro de reserva, ainda consigo?"); "então" after the operation
("e minha colocação, então?") with the clarified reply keeping what the question took from before; and the two lists
named ampla-first ("na ampla e nas cotas ao mesmo tempo"), the law's art. 7º.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot():
    from assistant.cli import _assistant

    return _assistant()


# --- a place supposed in a compound tense -------------------------------------------------------------------------

@pytest.mark.parametrize("text, place", [("e se eu tivesse ficado em 8º?", 8), ("caso eu tenha passado em 14º na geral", 14),
                                         ("se ela tivesse terminado em 3", 3)])
def test_a_place_in_a_compound_tense_is_read(text, place) -> None:
    ex = extract(text, TODAY)
    assert place in (ex.general_rank, ex.rank)


def test_a_year_after_passado_is_no_place() -> None:
    ex = extract("no ano passado em 2024 saiu o edital", TODAY)
    assert ex.general_rank is None and ex.rank is None


def test_a_supposed_place_keeps_the_threads_vagas(bot) -> None:
    _, _, again = chat(bot, "fiquei em 6º na classificação geral, sou optante, edital com 18 vagas. entro?",
                       "qual a ordem de chamada dos cotistas?", "Como ficaria minha situação se eu tivesse ficado em 15º?")
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert again.calculation["reserved"] == reserved_for(18, None, TODAY)
    assert "vacancies" in carried_keys_of(again)


# --- a whole sentence supposing a change to the case at hand --------------------------------------------------------

def test_supposed_vagas_keep_the_threads_edital_date(bot) -> None:
    _, again = chat(bot, "Que lei rege um edital publicado em 20/02/2025?",
                    "Quantas cotas haveria se o edital tivesse 40 vagas?")
    assert again.route == "calculator" and again.calculation["operation"] == "reserve"
    assert again.calculation["reserved"] == reserved_for(40, "2025-02-20", TODAY)
    assert carried_keys_of(again) == ["edital_date"]


def test_a_conditional_count_with_vagas_keeps_the_threads_date(bot) -> None:
    _, again = chat(bot, "edital de 10/10/2024, 9 vagas: quantas de cota?", "E quantas ficariam reservadas com 12 vagas?")
    assert again.calculation["reserved"] == reserved_for(12, "2024-10-10", TODAY)
    _, plain = chat(bot, "edital de 10/10/2024, 9 vagas: quantas de cota?", "Quantas ficariam reservadas com 12 vagas?")
    assert plain.calculation["reserved"] == reserved_for(12, "2024-10-10", TODAY)
    assert carried_keys_of(plain) == ["edital_date"]


def test_a_supposed_place_count_keeps_the_reserve_place(bot) -> None:
    _, again = chat(bot, "sou o 4º da lista de cotistas num concurso de 12 vagas, serei nomeado?",
                    "Qual seria minha situação se o concurso tivesse 25 vagas?")
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert again.calculation["reserved"] == reserved_for(25, None, TODAY)
    assert carried_keys_of(again) == ["rank"]


def test_a_new_case_named_as_such_starts_fresh(bot) -> None:
    _, fresh = chat(bot, "edital de 10/10/2024, 9 vagas: quantas de cota?",
                    "Num outro concurso, se o edital tivesse 40 vagas, quantas seriam?")
    assert fresh.calculation["reserved"] == reserved_for(40, None, TODAY)
    assert carried_keys_of(fresh) == []


def test_a_supposition_needs_a_thread() -> None:
    p = plan("Quantas cotas haveria se o edital tivesse 40 vagas?", {}, TODAY)
    assert p.route == "calculator" and p.carried == set()


# --- one's chance asked with no subject, after an eligibility -------------------------------------------------------

def test_a_law_switch_with_a_bare_chance_verb_is_the_same_person(bot) -> None:
    _, old = chat(bot, "sou indígena, concurso da Funai (autarquia) com 20 vagas, tenho direito à cota?",
                  "E pela lei de 2014, teria direito?")
    assert old.route == "calculator" and old.calculation["operation"] == "eligibility"
    _, bare = chat(bot, "sou indígena, concurso da Funai (autarquia) com 20 vagas, tenho direito à cota?",
                   "Pela regra antiga poderia?")
    assert bare.route == "calculator" and bare.calculation["operation"] == "eligibility"
    assert bare.calculation["regime"] == "lei-12990-2014"
    assert bare.calculation["eligible"] is False  # the old law named pretos e pardos only
    assert set(carried_keys_of(bare)) >= {"groups", "entity", "process", "vacancies"}


def test_another_group_with_muda_algo_is_the_same_selection_under_the_same_law(bot) -> None:
    _, old, other = chat(bot, "sou amarela, posso disputar a reserva no concurso do ministério da saúde com 30 vagas?",
                         "Pela regra antiga poderia?", "Sendo parda, muda algo?")
    assert old.route == "calculator" and old.calculation["eligible"] is False
    assert other.route == "calculator" and other.calculation["operation"] == "eligibility"
    assert other.calculation["eligible"] is True and other.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(other) == ["edital_date", "entity", "process", "vacancies"]


def test_a_register_only_with_a_bare_chance_is_the_same_person(bot) -> None:
    _, reg = chat(bot, "Sou quilombola, concurso de autarquia federal, 6 vagas. Tenho direito a cota?",
                  "Com só cadastro reserva, posso?")
    assert reg.route == "calculator" and reg.calculation["operation"] == "eligibility"
    assert set(carried_keys_of(reg)) == {"groups", "entity", "process"}


def test_who_may_under_the_old_law_stays_law_text() -> None:
    prev = {"intent": "eligibility", "groups": ["indigena"], "entity": "autarquia", "process": "concurso"}
    p = plan("pela lei antiga quem poderia?", prev, TODAY)
    assert p.route == "retrieval"


# --- "então" after the operation; the clarified reply keeps what the question took from before ----------------------

def test_then_after_the_operation_takes_the_threads_vagas_and_the_reply_keeps_them(bot) -> None:
    count, asked, placed = chat(bot, "são 28 vagas no edital, quantas reservadas?", "E minha colocação, então?",
                                "fui o 10º da ampla e sou optante")
    assert asked.route == "clarify" and asked.context.get("vacancies") == 28
    assert placed.route == "calculator" and placed.calculation["operation"] == "position"
    expected = calculator.position(calculator.PositionInput(vacancies=28, general_rank=10, optant=True, today=TODAY))
    assert placed.calculation["status"] == expected.status and placed.calculation["appointment"] == expected.appointment
    assert carried_keys_of(placed) == ["vacancies"]


def test_a_clarified_reply_of_a_fresh_question_still_carries_nothing(bot) -> None:
    _, placed = chat(bot, "passei em 5º na lista dos cotistas, sou chamado?", "o edital tem 16 vagas")
    assert placed.route == "calculator" and carried_keys_of(placed) == []


# --- the two lists named ampla-first: art. 7º ------------------------------------------------------------------------

@pytest.mark.parametrize("q", ["quem é pardo disputa na ampla e nas cotas?",
                               "a pessoa preta concorre simultaneamente pela ampla concorrência?"])
def test_both_lists_named_ampla_first_is_law_text(q) -> None:
    assert plan(q, {}, TODAY).route == "retrieval"
