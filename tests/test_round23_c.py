"""Round 23 (probefix23c): help desks, relatives and lawyers asking for a third person.

Each family in sentences of the team's own: a relative or a client said to be "cotista", the facts of a case told
after a general law question about a group or a body, whether a federal body's edital "tem cota" (its count), a
state's secretariat by its short name, a lawyer's "ele concorre na reserva?", a named body with only a cadastro de
reserva, and a relative's group told as a fact.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract, fold
from assistant.extraction.entities import extract_entity
from assistant.extraction.ranks import optant
from assistant.rules import _intent, _params
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)



# --- a relative or a client said to be cotista ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "minha esposa passou em 14o na ampla, e cotista, sao 20 vagas",
    "o cliente, que e optante, ficou na 31a posicao geral",
    "a minha cunhada e cotista e tirou 7o lugar",
])
def test_a_third_person_said_to_be_cotista_opted(text) -> None:
    assert optant(fold(text))


@pytest.mark.parametrize("text", [
    "meu tio ficou em 5o e nao e cotista",
    "qual a ordem, e cotista entra quando?",
    "o que e cotista pra lei?",
])
def test_no_option_is_read_without_one(text) -> None:
    assert not optant(fold(text))


def test_a_relatives_place_as_cotista_is_the_optants_position(bot) -> None:
    (ans,) = chat(bot, "minha esposa ficou em 11o na classificacao geral, e cotista, o concurso tem 12 vagas. ela passa?")
    want = calculator.position(calculator.PositionInput(general_rank=11, optant=True, vacancies=12, today=TODAY))
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == want.status and want.status != "depends"


# --- the case told after a general law question ---------------------------------------------------------------

def test_a_body_and_vagas_after_a_groups_law_question_is_that_groups_eligibility(bot) -> None:
    _, ans = chat(bot, "indigena tem direito a reserva em contratacao temporaria?",
                  "no caso e o PSS da Funai, 6 vagas")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True
    assert carried_keys_of(ans) == ["groups"]


def test_vagas_told_as_the_case_after_a_law_answer_are_counted(bot) -> None:
    _, ans = chat(bot, "a reserva vale tambem pra emprego em estatal federal?",
                  "no caso dos Correios com 28 vagas de carteiro, quanto fica?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(28, None, TODAY)


# --- whether a federal body's edital has a reserve is its count ------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("o concurso da Anatel tem 3 vagas, tem cota?", "reserve"),
    ("edital de 2018 do Inmetro com 4 vagas tinha reserva?", "reserve"),
    ("concurso da prefeitura com 3 vagas, tem cota?", "eligibility"),  # a city's body: the law's reach says "Não"
])
def test_has_a_reserve_of_an_edital_with_vagas(text, want) -> None:
    ex = extract(text, TODAY)
    assert _intent(ex, _params(ex))[0] == want


# --- a state's secretariat by its short name -------------------------------------------------------------------

@pytest.mark.parametrize("text", ["concurso da seduc do para", "edital do detran com 50 vagas", "prova da sefaz mg"])
def test_state_secretariats_are_state_bodies(text) -> None:
    assert extract_entity(text)[0] == "estadual"


def test_a_state_secretariat_is_no_federal_reserve(bot) -> None:
    (ans,) = chat(bot, "sou quilombola, concurso da Seduc com 60 vagas, tenho direito a cota?")
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"] is False


# --- a lawyer's "ele concorre na reserva?" -------------------------------------------------------------------

def test_a_third_persons_competing_in_the_reserve_is_eligibility(bot) -> None:
    (ans,) = chat(bot, "Represento candidata indígena no concurso do Inep, 15 vagas, edital de 03/03/2025. "
                       "Ela concorre na reserva?")
    assert ans.calculation["operation"] == "eligibility"
    want = calculator.eligibility(calculator.EligibilityInput(group="indigena", entity="autarquia", process="concurso",
                                                               vacancies=15, edital_date=date(2025, 3, 3), today=TODAY))
    assert ans.calculation["eligible"] is want.eligible


# --- a named body with only a cadastro de reserva ----------------------------------------------------------------

def test_a_generic_optant_at_a_named_body_with_only_the_register_is_eligibility(bot) -> None:
    (ans,) = chat(bot, "no balcão um candidato pardo quer saber se pode se inscrever na cota da Embrapa, "
                       "que abriu so cadastro de reserva")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True


# --- a relative's group told as a fact ----------------------------------------------------------------------

def test_a_relatives_group_told_in_the_present_is_the_one_asked_about() -> None:
    assert extract("concurso do INSS, 8 vagas. meu genro e preto", TODAY).groups == ["preta"]
    assert extract("meu avo era preto, o concurso do INSS tem 8 vagas", TODAY).groups == []
    assert extract("meu pai e pardo, posso usar a cota?", TODAY).groups == []
