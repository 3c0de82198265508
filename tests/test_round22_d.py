"""Round 22 (probefix22d): people writing the way they speak (speech-to-text, no punctuation, family members asking).

Each family in sentences of the team's own: one share of the thread's vagas named by its list alone ("e a racial?",
"e pra ampla?"), the thread's person supposed of a group ("e se ela for indígena, pode?") in the earlier concurso,
a first-time candidate asking what the quota words mean ("cota e reserva é a mesma coisa?"), and one count asked
under both laws in one message ("quantas pela lei velha e quantas pela nova?").
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.rules import WORDS_MEANING, both_laws_counted
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)



# --- a share of the thread's vagas named by its list alone ------------------------------------------------------

@pytest.mark.parametrize("follow", ["e a racial", "e as raciais desse", "mas e pra ampla", "e na ampla concorrencia"])
def test_a_share_named_alone_after_a_pcd_count_is_the_reserve(bot, follow) -> None:
    first, ans = chat(bot, "prova federal com 36 vagas quantas ficam pros deficientes", follow)
    assert first.route == "calculator" and first.calculation["vacancies"] == 36
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 36 and carried_keys_of(ans) == ["vacancies"]
    assert ans.calculation["reserved"] == reserved_for(36, None, TODAY)


def test_a_racial_word_in_a_question_of_its_own_is_not_a_share(bot) -> None:
    _, ans = chat(bot, "edital com 18 vagas quantas de cota", "e quem fiscaliza a cota racial")
    assert ans.route == "retrieval"


# --- the thread's person supposed of a group ----------------------------------------------------------------------

@pytest.mark.parametrize(("follow", "group"), [
    ("e se ela for indigena ela pode entrar", "indigena"),
    ("e ele, que e preto, pode concorrer", "preta"),
    ("ela sendo quilombola consegue usar a reserva", "quilombola"),
])
def test_the_thread_person_of_a_group_is_eligibility_in_that_concurso(bot, follow, group) -> None:
    _, ans = chat(bot, "meu cunhado vai tentar o concurso do ibge que tem 16 vagas quantas sao de cota", follow)
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert set(carried_keys_of(ans)) == {"entity", "vacancies"}
    want = calculator.eligibility(calculator.EligibilityInput(group=group, entity="autarquia", process="concurso",
                                                              vacancies=16, today=TODAY))
    assert ans.calculation["eligible"] is want.eligible and ans.calculation["reserved"] == want.reserved


def test_a_rule_asked_of_a_person_stays_the_law(bot) -> None:
    _, ans = chat(bot, "concurso com 14 vagas quantas de cota", "ele precisa levar algum papel pra provar que e pardo")
    assert ans.route == "retrieval"


# --- what the quota words mean ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "reserva de vagas e cota e igual",
    "tem diferenca entre cotista e reserva",
    "o que significa essa tal de ampla",
    "qual e a diferenca da cota pra ampla concorrencia",
])
def test_the_meaning_of_the_quota_words_is_recognised(text) -> None:
    assert WORDS_MEANING.search(text)


@pytest.mark.parametrize("text", ["quanto e a cota num concurso de 10 vagas", "a cota vale pra prefeitura",
                                  "o que e heteroidentificacao"])
def test_other_questions_are_not_the_words_meaning(text) -> None:
    assert not WORDS_MEANING.search(text)


@pytest.mark.parametrize("q", ["reserva de vagas e cota e igual", "eu nao sei o que quer dizer essa tal de ampla"])
def test_the_words_meaning_is_answered_by_art1(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"
    assert ans.citations and ans.citations[0].urn.endswith("15142!art1_cpt")


# --- one count asked under both laws --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "quantas ficam pra cota na regra velha e quantas na regra nova com 13 vagas",
    "numa selecao de 13 vagas quantas pela 12.990 e quantas pela 15.142",
])
def test_both_laws_with_one_count_compare(bot, text) -> None:
    assert both_laws_counted(extract(text, TODAY))
    (ans,) = chat(bot, text)
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 13
    assert ans.calculation["reserved"] == reserved_for(13, None, TODAY)  # the law in force leads
    assert ans.comparison and {f.law_id for f in ans.comparison} == {"lei-15142-2025", "lei-12990-2014"}


def test_a_dated_edital_with_both_laws_named_keeps_its_date() -> None:
    assert not both_laws_counted(extract("edital de maio de 2024 com 13 vagas quantas pela lei nova e pela velha", TODAY))


# --- one optant's place said with an ordinal word and a supposing or past verb -------------------------------------

@pytest.mark.parametrize(("text", "rank"), [
    ("e se ele fosse o terceiro cotista", 3),
    ("fui a quarta optante chamada", 4),
    ("e se eu for a 6a cotista", 6),
])
def test_an_optants_own_place_is_the_reserve_rank(text, rank) -> None:
    assert extract(text, TODAY).reserve_rank == rank


@pytest.mark.parametrize("text", ["em que nomeacao entra o segundo cotista com 20 vagas", "segundo cotistas antigos a lei mudou"])
def test_an_ordinal_asked_of_the_order_or_meaning_according_to_is_no_place(text) -> None:
    assert extract(text, TODAY).reserve_rank is None


def test_a_supposed_optant_place_after_an_order_is_the_position(bot) -> None:
    *_, ans = chat(bot, "concurso federal de 15 vagas quantas sao da cota", "e a ordem de chamada", "e se eu fosse o quarto cotista")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert carried_keys_of(ans) == ["vacancies"]
    want = calculator.position(calculator.PositionInput(reserve_rank=4, optant=True, vacancies=15, today=TODAY))
    assert ans.calculation["status"] == want.status


# --- the rate asked in words, with no vagas ------------------------------------------------------------------------

@pytest.mark.parametrize("q", ["sao quantos por cento as vagas de deficiente", "a reserva pros negros e de quantos por cento"])
def test_the_rate_asked_without_vagas_is_the_law(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"


def test_the_rate_asked_of_a_count_is_still_the_count(bot) -> None:
    (ans,) = chat(bot, "quantos por cento de 26 vagas ficam pra cota")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(26, None, TODAY)
