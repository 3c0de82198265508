"""Round 22 (probefix22e): lawyers, defensores and HR staff citing dispositivos, retificações and tables of cargos.

Each family in sentences of the team's own: a retificação told formally ("foram acrescidas 5 vagas às 15 previstas,
totalizando 20": one total, no cargos called "acrescidas"); a dispositivo cited as the frame of a computation ("nos
termos do art. 5º, § 2º, ... com N vagas", "nos termos do art. 11, ... 12.990 ou 15.142?" of a dated edital); a
state body named before "do estado" and the law invoked to compete ("pode invocar a lei ... para concorrer");
the edital of someone the asker speaks for ("o edital do meu cliente") with no date; a cargo added by its letter
("inclui o cargo D com 3"); and "qual a cota ... com N vagas" asking the size of the quota.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.extraction.entities import extract_entity
from assistant.extraction.typos import correct_typos
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)



# --- a retificação told formally: one total, never a table ------------------------------------------------------

@pytest.mark.parametrize(("text", "total"), [
    ("o aviso de retificacao acrescentou 5 vagas as 15 iniciais, totalizando 20", 20),
    ("foram acrescidas 3 vagas as 9 previstas, perfazendo 12", 12),
    ("tinhamos 18 vagas e a portaria autorizou mais 4", 22),
    ("apos a retificacao somaram-se 3 vagas as 7 do edital, totalizando 10", 10),
])
def test_vagas_added_by_a_retificacao_make_one_total(text, total) -> None:
    ex = extract(text, TODAY)
    assert ex.cargos == []
    assert ex.vacancies == total


def test_a_retificacao_total_is_reserved_on(bot) -> None:
    (ans,) = chat(bot, "Com a retificação, foram acrescidas 5 vagas às 15 iniciais, totalizando 20. Quantas vão para a reserva?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 20
    assert ans.calculation["reserved"] == reserved_for(20, None, TODAY)


def test_a_real_table_of_cargos_is_still_a_table() -> None:
    ex = extract("escrivao 8, agente 12 e papiloscopista 2", TODAY)
    assert [c.vacancies for c in ex.cargos] == [8, 12, 2]


# --- a dispositivo cited as the frame of a computation ----------------------------------------------------------

def test_rounding_asked_of_given_vagas_is_the_count(bot) -> None:
    (ans,) = chat(bot, "À luz do art. 5º, § 2º, da Lei 15.142, como ficaria o arredondamento para um certame de 17 vagas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(17, None, TODAY)


def test_rounding_of_a_fraction_stays_the_rule(bot) -> None:
    (ans,) = chat(bot, "se o cálculo der 4,5 vagas, como fica o arredondamento?")
    assert ans.route == "retrieval"


def test_the_two_laws_offered_for_a_dated_edital_is_its_regime(bot) -> None:
    (ans,) = chat(bot, "Edital publicado em 28/05/2025: incide a 12.990 ou a 15.142, considerando o art. 11 da lei nova?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    want = calculator.regime(calculator.RegimeInput(edital_date="2025-05-28", today=TODAY))
    assert ans.calculation["regime"] == want.regime


def test_a_cited_article_asked_what_it_says_stays_law(bot) -> None:
    (ans,) = chat(bot, "o art. 11 da 15.142 diz que os editais anteriores continuam na lei antiga?")
    assert ans.route == "retrieval"


# --- a state body, and the law invoked to compete ---------------------------------------------------------------

@pytest.mark.parametrize("text", ["concurso do tribunal de justica do estado", "a defensoria publica do estado abriu edital",
                                  "pss da secretaria de educacao do estado"])
def test_a_body_of_the_state_is_estadual(text) -> None:
    assert extract_entity(text)[0] == "estadual"


def test_estado_alone_is_no_state_body() -> None:
    assert extract_entity("o estado de direito garante a cota?")[0] is None


def test_invoking_the_law_to_compete_is_eligibility(bot) -> None:
    (ans,) = chat(bot, "Concurso da Assembleia Legislativa do estado, 8 vagas: uma candidata preta poderia alegar a "
                       "lei de cotas para se inscrever na reserva?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


# --- the edital of someone the asker speaks for, undated ----------------------------------------------------------

@pytest.mark.parametrize("q", ["que norma rege o concurso da minha representada?",
                               "qual lei vale pro certame do meu constituinte? a data eu não tenho"])
def test_someones_undated_edital_asks_the_date(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "clarify"
    assert ans.context.get("intent") == "regime"


# --- a cargo added by its letter ----------------------------------------------------------------------------------

def test_a_cargo_added_by_its_letter_joins_the_table(bot) -> None:
    _, ans = chat(bot, "cargo A 6 vagas, cargo B 3 vagas e cargo C 2 vagas, reserva de cada?",
                  "adiciona o cargo D com 4 vagas")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [6, 3, 2, 4]
    assert "cargos" not in carried_keys_of(ans)  # Round 46 (f61a): an edited table is the person's own, never carried (blind labels)


# --- "qual a cota ... com N vagas": the size of the quota --------------------------------------------------------

def test_which_quota_of_given_vagas_is_the_count(bot) -> None:
    (ans,) = chat(bot, "qual a reserva no processo seletivo simplificado de 11 vagas da fundação?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(11, None, TODAY)


def test_a_person_asking_to_compete_stays_eligibility(bot) -> None:
    (ans,) = chat(bot, "sou indígena, qual a cota no pss de 11 vagas do ibge, posso concorrer?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


# --- a place or cargo named right before its vagas is no misspelt number word -----------------------------------------

def test_a_city_before_its_count_stays_a_name() -> None:
    assert correct_typos("natal 7, mossoro 3 e caico 1") == "natal 7, mossoro 3 e caico 1"


def test_a_misspelt_number_word_before_its_noun_is_still_read() -> None:
    assert extract("edital com sinco vagas, qual a cota?", TODAY).vacancies == 5


def test_a_table_by_city_keeps_every_row(bot) -> None:
    (ans,) = chat(bot, "PSS regionalizado: Caicó 2 vagas, Parnamirim 5 vagas e Macaíba 4 vagas. Reserva por município?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [2, 5, 4]
