"""Round 26 (probefix26d): conversations that leave the topic and come back.

Families, each in sentences of the team's own (never the probe's): a supposed "só cadastro de reserva" after a law
answer continues the eligibility before it; whether a law named is still in force, asked bare in a calculation thread,
is the law's text (arts. 11 and 13), not the count redone under that law; disagreeing with the confirmation board is
these laws' subject; vagas added with "mais N" to the thread's count are a new total (art. 1º, § 2º); "quem tem
direito?" is searched in art. 1º's words; "quem define a ordem / a porcentagem?" after a place or a count is the rule
of the thread's subject.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.extraction.numbers import added_count
from assistant.law_cues import entitled_topic, law_history
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)


# --- a cadastro de reserva supposed after a law answer ------------------------------------------------------------

def test_register_only_after_a_law_answer_continues_the_eligibility(bot) -> None:
    _, law, again = chat(bot, "me declaro preto, vou prestar o concurso da Anvisa (autarquia) com 6 vagas, entro na cota?",
                         "a comissão de heteroidentificação pode me eliminar?",
                         "e caso o edital tivesse só cadastro reserva?")
    assert law.route == "retrieval"
    assert again.route == "calculator" and again.calculation["operation"] == "eligibility"
    assert again.calculation["eligible"] is True and again.calculation["reserved"] == 0
    assert {"groups", "entity", "process"} <= set(carried_keys_of(again))


# --- a law's force asked bare in a calculation thread -------------------------------------------------------------

@pytest.mark.parametrize("text", ["a lei de 2014 ainda esta em vigor?", "e a 12990 segue valendo hoje?",
                                  "essa lei velha continua vigente?"])
def test_a_law_still_in_force_is_the_laws_text(text) -> None:
    assert law_history(extract(text, TODAY))
    p = plan(text, {"intent": "reserve", "vacancies": 14}, TODAY)
    assert p.route == "retrieval"


def test_a_supposed_law_and_a_dated_edital_stay_calculations() -> None:
    p = plan("e se ainda valesse a lei antiga?", {"intent": "reserve", "vacancies": 14}, TODAY)
    assert p.route == "calculator" and p.intent == "reserve"
    p = plan("nosso edital saiu em abril de 2025, a lei antiga ainda vale?", None, TODAY)
    assert p.route == "calculator" and p.intent == "regime"


# --- disagreeing with the confirmation board ----------------------------------------------------------------------

def test_disagreeing_with_the_board_is_these_laws_subject() -> None:
    assert plan("nao concordei com o resultado da comissao, e agora?", None, TODAY).route == "retrieval"
    assert plan("discordo da comissao que avaliou minha autodeclaracao", None, TODAY).route == "retrieval"
    # the exam board's own matters stay out
    assert plan("discordo da banca, o gabarito da prova veio errado", None, TODAY).route == "out_of_scope"


# --- vagas added to the thread's count ----------------------------------------------------------------------------

@pytest.mark.parametrize("text, more", [("e se liberarem mais 6 vagas?", 6), ("caso abram mais 3 vagas na validade", 3),
                                        ("vieram mais 2 vagas, como fica?", 2)])
def test_more_vagas_are_an_addition(text, more) -> None:
    assert added_count(text) == more


@pytest.mark.parametrize("text", ["e se surgirem mais 3, ficando 15 no total?", "abriram mais 5, quantas dessas 5 sao cota?",
                                  "e com mais 2 pcd?", "e se fossem mais de 30 vagas?", "e se tiver mais 3 vagas de pcd?"])
def test_no_addition_where_a_total_or_the_new_ones_are_named(text) -> None:
    assert added_count(text) is None


def test_more_vagas_add_to_the_earlier_count(bot) -> None:
    first, again = chat(bot, "temos 12 vagas no edital, qual a reserva?", "e se liberarem mais 6 vagas?")
    assert again.route == "calculator" and again.calculation["operation"] == "reserve"
    assert again.calculation["vacancies"] == 18
    assert again.calculation["reserved"] == reserved_for(18, None, TODAY)


def test_more_vagas_after_an_aside_and_a_law_answer(bot) -> None:
    *_, again = chat(bot, "edital com 14 vagas, quantas de cota?", "e o salário inicial?",
                     "a cota alcança as vagas abertas durante a validade?", "então se abrirem mais 7 vagas?")
    assert again.route == "calculator" and again.calculation["vacancies"] == 21
    assert again.calculation["reserved"] == reserved_for(21, None, TODAY)


def test_the_new_ones_asked_alone_stay_alone(bot) -> None:
    _, again = chat(bot, "concurso de 9 vagas, quantas vão pra cota?",
                    "e se surgirem mais 5 vagas, quantas dessas 5 são reservadas?")
    assert again.calculation["vacancies"] == 5


# --- whom the reserve is for --------------------------------------------------------------------------------------

def test_who_is_entitled_is_searched_in_art_1s_words() -> None:
    assert entitled_topic(extract("afinal, quem tem direito a essa reserva?", TODAY))
    assert entitled_topic(extract("quem consegue usar as vagas de cota?", TODAY))
    assert entitled_topic(extract("quem tem direito a recurso?", TODAY)) is None
    assert entitled_topic(extract("quem tem direito sendo quilombola?", TODAY)) is None  # a group named: art. 2º


def test_who_is_entitled_after_a_count_cites_art_1(bot) -> None:
    _, law = chat(bot, "quantas reservadas num edital de 16 vagas?", "e afinal quem tem direito?")
    assert law.route == "retrieval"
    assert law.citations and law.citations[0].urn.endswith("15142!art1_cpt")


# --- who sets the thread's rule -----------------------------------------------------------------------------------

def test_who_sets_the_order_after_a_place() -> None:
    prev = {"intent": "position", "vacancies": 12, "general_rank": 9, "optant": True}
    assert plan("e quem estabelece essa ordem?", prev, TODAY).route == "retrieval"


def test_who_sets_the_rate_after_a_count() -> None:
    prev = {"intent": "reserve", "vacancies": 12}
    assert plan("quem estabeleceu esse percentual?", prev, TODAY).route == "retrieval"
    assert plan("quem estabeleceu esse percentual?", None, TODAY).route == "out_of_scope"


# --- a selection pointed at by its count, the noun left out -------------------------------------------------------

@pytest.mark.parametrize("text, vagas", [("e com 2 vagas pcd naquele de 30?", 30), ("noutro de 18, quanto fica?", 18),
                                         ("desse de 9, quantos sao cota?", 9)])
def test_a_selection_of_n_is_its_vagas(text, vagas) -> None:
    assert extract(text, TODAY).vacancies == vagas


@pytest.mark.parametrize("text", ["naquele de 05/06, qual lei?", "fiquei em 2 num de 30 candidatos", "nesse de 4 etapas"])
def test_a_date_or_another_noun_after_de_is_no_count(text) -> None:
    assert extract(text, TODAY).vacancies is None


def test_pcd_with_another_selections_count_uses_that_count(bot) -> None:
    _, again = chat(bot, "edital de 36 vagas, quanto fica pra cota?", "e com 2 pcd num de 24?")
    assert again.route == "calculator" and again.calculation["vacancies"] == 24
    assert again.calculation["reserved"] == reserved_for(24, None, TODAY) and again.calculation["pcd"] == 2
    assert carried_keys_of(again) == []
