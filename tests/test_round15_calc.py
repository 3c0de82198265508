"""Round 15 (issue 10): no PcD places said in words ("nenhuma PcD", "sem PcD") are a PcD count of 0; a "does it change"
question with another edital date after an eligibility answer is that eligibility on the date; another number of vagas
asked of the same candidate keeps their places; a question asking for the article is law text, not an operation."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.models import Turn

from .assistant_support import rules_bot
from .test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 3)


@pytest.fixture(scope="module")
def bot():
    return rules_bot(TODAY)


@pytest.fixture(scope="module")
def law_bot():
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def _thread(bot, *questions):
    history: list[Turn] = []
    answers = []
    for q in questions:
        a = bot.ask(q, history)
        history += [Turn(role="user", content=q), Turn(role="assistant", content=a.answer, answer=a)]
        answers.append(a)
    return answers


@pytest.mark.parametrize("text", ["edital de 21 vagas, nenhuma para pcd", "17 vagas sem vagas pcd",
                                  "zero vagas para deficientes, 30 no total", "são 11 vagas e nenhuma delas para PcD"])
def test_no_pcd_places_said_in_words_is_a_count_of_zero(text):
    ex = extract(text, TODAY)
    assert ex.pcd == 0 and "pcd" not in ex.groups


@pytest.mark.parametrize("text, pcd", [("21 vagas, 3 para pcd", 3), ("sou pcd, 21 vagas", None)])
def test_a_pcd_count_or_the_pcd_group_is_not_read_as_none(text, pcd):
    ex = extract(text, TODAY)
    assert ex.pcd == pcd and "pcd" in ex.groups


def test_an_order_answered_with_its_vagas_and_no_pcd_has_no_pcd_place(bot):
    _, a = _thread(bot, "preciso da ordem de nomeação", "o edital tem 19 vagas, nenhuma de pcd")
    want = calculator.order({"vacancies": 19, "edital_date": TODAY, "today": TODAY, "pcd": 0})
    assert a.route == "calculator" and a.context["intent"] == "order"
    assert a.calculation["pcd_positions"] == [] and a.calculation["quota_positions"] == want.quota_positions


def test_pcd_places_said_in_the_answer_still_count(bot):
    _, a = _thread(bot, "preciso da ordem de nomeação", "o edital tem 19 vagas, 2 de pcd")
    assert a.context["intent"] == "order" and len(a.calculation["pcd_positions"]) == 2


@pytest.mark.parametrize("then, eligible, regime", [
    ("mudaria algo se o edital fosse de março de 2025?", False, "lei-12990-2014"),
    ("faria diferença com um edital publicado em 2026?", True, "lei-15142-2025"),
])
def test_does_it_change_with_another_date_after_eligibility_is_eligibility(bot, then, eligible, regime):
    first, a = _thread(bot, "sou quilombola, a reserva vale pra mim no concurso do Incra?", then)
    assert first.context["intent"] == "eligibility"
    assert a.route == "calculator" and a.context["intent"] == "eligibility"
    assert a.calculation["eligible"] is eligible and a.calculation["regime"] == regime


def test_does_it_change_for_a_black_person_stays_eligible_under_the_old_law(bot):
    _, a = _thread(bot, "sou preto, posso concorrer na cota?", "muda alguma coisa se o edital saiu em 2023?")
    assert a.context["intent"] == "eligibility" and a.calculation["eligible"] is True


def test_a_which_law_question_with_a_date_and_no_group_is_the_regime(bot):
    a = bot.ask("a abertura do concurso foi publicada em 28 de maio de 2025: aplica-se a cota antiga ou a nova?")
    assert a.context["intent"] == "regime" and a.calculation["regime"] == "lei-12990-2014"


@pytest.mark.parametrize("then", ["e num edital de só 8 vagas, ela entraria?", "e num concurso de 6 vagas, eu ficaria dentro?"])
def test_another_number_of_vagas_asked_of_the_same_candidate_keeps_the_places(bot, then):
    _, a = _thread(bot, "6º na lista de cotas, 27º na ampla, 26 vagas: como fico?", then)
    assert a.route == "calculator" and a.context["intent"] == "position"
    assert a.context["general_rank"] == 27 and a.context["reserve_rank"] == 6
    vac = 8 if "8" in then else 6
    want = calculator.position({"vacancies": vac, "general_rank": 27, "reserve_rank": 6, "edital_date": TODAY,
                                "today": TODAY})
    assert a.calculation["status"] == want.status


def test_another_concurso_asked_a_count_does_not_keep_the_places(bot):
    _, a = _thread(bot, "6º na lista de cotas, 27º na ampla, 26 vagas: como fico?",
                   "e num outro concurso com 13 vagas, quantas vão pra cota?")
    assert a.context["intent"] == "reserve" and "general_rank" not in a.context


def test_the_article_asked_after_a_count_is_law_text(law_bot):
    _, a = _thread(law_bot, "com 27 vagas, quantas reservadas?", "qual artigo trata da alternância?")
    assert a.route == "retrieval"


def test_the_order_asked_after_a_count_still_resumes_it(bot):
    _, a = _thread(bot, "com 27 vagas, quantas reservadas?", "e a ordem?")
    assert a.route == "calculator" and a.context["intent"] == "order" and a.context["vacancies"] == 27
