"""Round 9 (issue 10 §1): follow-ups whose words are ambiguous without the earlier turn.

A singular hypothetical place ("e se fosse 7?") after a position question is the rank, the plural or "vagas" the
vagas; a supposed option for the reserve replaces the earlier one; a fragment with vagas after a question about
quotas elsewhere is the reserve count; a question about how the law counts a candidate is law text; a federal body
carried into a count is not announced (it changes nothing), a state body or a PSS is.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from tests.assistant_support import chat
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 2)


@pytest.fixture()
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def reserved(n: int, when: date | None = None) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": when or TODAY, "today": TODAY}).reserved


def carried(a) -> set[str]:
    return {x.key for x in a.assumptions if x.from_context}


POSITION = "Tirei o 5º lugar entre os cotistas, o edital oferece 16 vagas. Serei convocado?"


@pytest.mark.parametrize("fragment", ["e se fosse 2?", "e se eu tivesse terminado em 2?", "e se eu ficasse em 2?"])
def test_a_singular_place_after_a_position_is_the_rank(bot, fragment):
    a1, a2 = chat(bot, POSITION, fragment)
    assert a1.context["reserve_rank"] == 5 and a1.context["vacancies"] == 16
    assert a2.route == "calculator" and a2.calculation["operation"] == "position"
    assert a2.context["reserve_rank"] == 2 and a2.context["vacancies"] == 16
    assert "vacancies" in carried(a2)


@pytest.mark.parametrize("fragment", ["e se fossem 40?", "e com 40 vagas?"])
def test_plural_or_vagas_after_a_position_is_the_vagas(bot, fragment):
    *_, a = chat(bot, POSITION, fragment)
    assert a.calculation["operation"] == "position"
    assert a.context["vacancies"] == 40 and a.context["reserve_rank"] == 5


def test_a_general_rank_stays_in_its_list(bot):
    *_, a = chat(bot, "fiquei em 14º na classificação geral, são 18 vagas, passo?", "e se fosse 3?")
    assert a.context["general_rank"] == 3 and a.context["vacancies"] == 18


def test_a_singular_number_after_a_count_is_still_the_vagas(bot):
    a1, a2, a3 = chat(bot, "Edital com 17 vagas: quantas são de cota?", "e se fosse 26?", "e pela lei de 2014?")
    assert a2.route == "calculator" and a2.calculation["operation"] == "reserve"
    assert a2.calculation["reserved"] == reserved(26)
    assert a3.calculation["operation"] == "reserve" and a3.calculation["reserved"] == reserved(26, date(2025, 1, 1))


@pytest.mark.parametrize("first,fragment,optant", [
    ("Não concorro pela reserva; fiquei em 10º na lista geral de um concurso com 13 vagas. Entro?",
     "e se eu me declarasse cotista?", True),
    ("Não sou optante, estou em 10º na ampla concorrência, edital de 13 vagas, entro?",
     "e se eu tivesse optado pela cota?", True),
    ("Sou cotista, fiquei em 10º na classificação geral num concurso de 13 vagas, entro?",
     "e se eu não fosse optante?", False),
    ("Sou cotista, fiquei em 10º na classificação geral num concurso de 13 vagas, entro?",
     "e se eu concorresse só pela ampla?", False),
])
def test_a_supposed_option_replaces_the_earlier_one(bot, first, fragment, optant):
    a1, a2 = chat(bot, first, fragment)
    assert bool(a1.context.get("optant")) is not optant
    assert a2.calculation["operation"] == "position"
    assert bool(a2.context.get("optant")) is optant
    assert a2.context["general_rank"] == 10 and a2.context["vacancies"] == 13
    assert {"rank", "vacancies"} <= carried(a2)
    assert a2.headline.split(":", 1)[1] != a1.headline.split(":", 1)[-1]  # the answer is worked out again


@pytest.mark.parametrize("elsewhere", ["Quantas vagas de cota um vestibular estadual com 60 vagas precisa ter?",
                                       "cota no vestibular da universidade estadual é de quanto?"])
def test_vagas_after_quotas_elsewhere_are_the_reserve_count(bot, elsewhere):
    a1, a2, a3 = chat(bot, elsewhere, "e num certame federal de 19 vagas?", "e se o edital saiu em 2023?")
    assert a1.route == "out_of_scope"
    assert a2.route == "calculator" and a2.calculation["operation"] == "reserve"
    assert a2.calculation["reserved"] == reserved(19) and not carried(a2)
    assert a3.calculation["reserved"] == reserved(19, date(2023, 6, 1)) and "vacancies" in carried(a3)


def test_a_standalone_fragment_without_earlier_quotas_is_not_a_count(bot):
    a = bot.ask("e num certame federal de 19 vagas?")
    assert a.route != "calculator"


@pytest.mark.parametrize("question", ["e o optante classificado na ampla conta na reserva?",
                                      "e quem entra pela ampla sendo negro, ocupa vaga reservada?",
                                      "e o cotista que passa na ampla é contado como cotista?"])
def test_how_the_law_counts_a_candidate_is_law_text(bot, question):
    a1, a2 = chat(bot, "num concurso de 21 vagas, quantas vão para negros?", question)
    assert a1.route == "calculator"
    assert a2.route == "retrieval" and a2.calculation is None


def test_a_count_with_the_same_words_is_still_a_count(bot):
    *_, a = chat(bot, "num concurso de 21 vagas, quantas vão para negros?", "e com 2 cotistas aprovados na ampla?")
    assert a.route == "calculator"


@pytest.mark.parametrize("first", ["concurso de ministério com 23 vagas, quantas cotas?",
                                   "concurso de uma fundação federal com 23 vagas: quantas reservadas?"])
def test_a_federal_body_carried_into_a_count_is_not_announced(bot, first):
    a1, a2 = chat(bot, first, "e se fossem 31?")
    assert a1.context.get("entity")
    assert a2.calculation["reserved"] == reserved(31)
    assert "entity" not in carried(a2) and "da pergunta anterior" not in a2.headline


def test_a_state_body_or_a_pss_carried_is_announced(bot):
    *_, a = chat(bot, "quantas vagas reservadas num concurso estadual de 12 vagas?", "e se fossem 30?")
    assert "entity" in carried(a)
    *_, b = chat(bot, "num PSS de uma empresa pública com 12 vagas, quantas de cota?", "e com 30?")
    assert {"entity", "process"} & carried(b)


def test_a_federal_body_is_still_carried_into_eligibility(bot):
    *_, a = chat(bot, "sou parda, posso usar a cota no concurso de uma autarquia federal?", "e se eu fosse indígena?")
    assert a.calculation["operation"] == "eligibility"
    assert "entity" in carried(a) or "process" in carried(a)


def test_vagas_alone_after_quotas_elsewhere_stay_out_of_scope(bot):
    *_, a = chat(bot, "quantas vagas de cota tem a universidade estadual no vestibular?", "e com 70 vagas?")
    assert a.route == "out_of_scope"
