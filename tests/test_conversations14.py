"""Round 14 (issue 10 §1): calculation follow-ups worded without "e ...", and their neighbours that must not move.

An operation named with filler around it ("também queria a ordem", "a ordem dessas vagas fica como?") resumes the
calculation asked before a law answer; a supposition ("supondo 5% PcD, como fica?") or a law supposed to apply ("e se
valesse a lei antiga?") changes it; a friend or neighbour with a group is the eligibility again; the answer to a
place's "quantas vagas?" completes that place; "então ..." carries the thread's edital.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import fold
from assistant.law_cues import RULE_PREDICATE
from assistant.router import plan
from tests.assistant_support import chat
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 3)
LAW = "a banca de heteroidentificação pode recusar quem tem pele clara?"


@pytest.fixture()
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def order_of(n: int, edital_date: str | None = None, **pcd: object):  # noqa: ANN201
    return calculator.order({"vacancies": n, "edital_date": edital_date or TODAY, "today": TODAY, **pcd})


def reserved(n: int, edital_date: str | None = None) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": edital_date or TODAY, "today": TODAY}).reserved


def carried(ans) -> set[str]:
    return {a.key for a in ans.assumptions if a.from_context}


@pytest.mark.parametrize("then", ["também queria ver a sequência de nomeação", "agora a ordem de posse, por gentileza",
                                  "me mostra a ordem msm", "quero a ordem tbm"])
def test_an_operation_with_filler_after_a_law_answer_resumes_the_count(bot, then):
    a = chat(bot, "O edital oferece 13 vagas, quantas vão para cotistas?", LAW, then)[-1]
    assert a.route == "calculator" and a.context["intent"] == "order"
    assert a.calculation["quota_positions"] == order_of(13).quota_positions
    assert "vacancies" in carried(a)


def test_filler_around_a_question_of_its_own_stays_law_text(bot):
    a = chat(bot, "O edital oferece 13 vagas, quantas vão para cotistas?", LAW,
             "também queria saber quem julga o recurso da banca")[-1]
    assert a.route == "retrieval" and "vacancies" not in a.context


def test_an_order_pointing_at_the_dated_vagas_keeps_their_date(bot):
    a = chat(bot, "Edital publicado em 14/02/2025 com 19 vagas, quantas na reserva?", LAW,
             "e a ordem de convocação destas vagas, como ficaria?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "order"
    assert a.context["edital_date"] == "2025-02-14"
    want = order_of(19, "2025-02-14").quota_positions
    assert a.calculation["quota_positions"] == want != order_of(19).quota_positions


@pytest.mark.parametrize("then, pcd", [("supondo 5% de vagas pra deficientes, como fica?", {"pcd_percentage": "5%"}),
                                       ("Incluindo 2 vagas PcD, como ficaria?", {"pcd": 2})])
def test_a_supposition_after_an_order_is_the_order_with_it(bot, then, pcd):
    a = chat(bot, "Em quais nomeações entram os cotistas num concurso de 16 vagas?", then)[-1]
    want = order_of(16, **pcd)
    assert a.route == "calculator" and a.context["intent"] == "order"
    assert a.calculation["quota_positions"] == want.quota_positions
    assert a.calculation["pcd_positions"] == want.pcd_positions and want.pcd_positions


def test_a_pcd_rule_question_after_an_order_stays_law_text(bot):
    first = bot.ask("Em quais nomeações entram os cotistas num concurso de 16 vagas?")
    # planned only: the stand-in retriever has no text of the PcD decree
    p = plan("o candidato com deficiência pode pedir tempo extra na prova?", first.context, TODAY)
    assert p.route == "retrieval" and "vacancies" not in p.params


def test_a_rule_predicate_needs_its_word_to_end():
    assert RULE_PREDICATE.search(fold("a cota vale para estágio?"))
    assert not RULE_PREDICATE.search(fold("e se valesse a lei de 2014?"))


@pytest.mark.parametrize("law_between", [False, True])
def test_a_law_supposed_to_apply_recounts_the_earlier_vagas(bot, law_between):
    turns = ["O nosso edital saiu em 05/08/2025 com 17 vagas, quantas são reservadas?", *([LAW] if law_between else []),
             "e se valesse a lei antiga?"]
    a = chat(bot, *turns)[-1]
    assert a.route == "calculator" and a.context["intent"] == "reserve" and a.context["vacancies"] == 17
    assert a.calculation["reserved"] == reserved(17, "2025-01-01") != reserved(17, "2025-08-05")


def test_whether_a_law_reaches_a_body_stays_law_text(bot):
    a = chat(bot, "O nosso edital saiu em 05/08/2025 com 17 vagas, quantas são reservadas?",
             "a lei antiga vale pra fundação pública?")[-1]
    assert a.route == "retrieval"


@pytest.mark.parametrize("then, eligible", [("e um cunhado quilombola, pode também?", True),
                                            ("e uma vizinha branca?", False),
                                            ("e um tio meu que é preto?", True)])
def test_a_friend_or_in_law_with_a_group_is_the_eligibility_again(bot, then, eligible):
    a = chat(bot, "Sou parda, posso concorrer às vagas reservadas num concurso do IBGE?", LAW, then)[-1]
    assert a.route == "calculator" and a.context["intent"] == "eligibility"
    assert a.calculation["eligible"] is eligible


@pytest.mark.parametrize("reply, optant", [("são 9 vagas, não me inscrevi na cota", False),
                                           ("o concurso tem 9 vagas e sou cotista", True)])
def test_the_vagas_given_for_a_place_complete_that_place(bot, reply, optant):
    a1, a2 = chat(bot, "fiquei em 7º lugar na lista geral, sou aprovado?", reply)
    assert a1.route == "clarify"
    assert a2.route == "calculator" and a2.context["intent"] == "position"
    assert a2.context["vacancies"] == 9 and a2.context["general_rank"] == 7
    assert bool(a2.context.get("optant")) is optant
    want = calculator.position({"vacancies": 9, "general_rank": 7, "optant": optant, "today": TODAY})
    assert a2.calculation["status"] == want.status


def test_a_count_asked_of_its_own_after_a_place_question_is_that_count(bot):
    a = chat(bot, "fiquei em 7º lugar na lista geral, sou aprovado?", "quantas vagas são de cota com 9 vagas?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "reserve"
    assert a.calculation["reserved"] == reserved(9)


@pytest.mark.parametrize("then", ["então com 17 vagas, quantas ficam na cota?", "aí, num total de 17 vagas, quantas são reservadas?"])
def test_then_carries_the_dated_edital_into_a_count(bot, then):
    a = chat(bot, "nosso edital foi publicado em 28/02/2025, qual lei se aplica?", then)[-1]
    assert a.route == "calculator" and a.context["intent"] == "reserve"
    assert a.context["edital_date"] == "2025-02-28" and "edital_date" in carried(a)
    assert a.calculation["reserved"] == reserved(17, "2025-02-28") != reserved(17)


def test_a_complete_count_without_a_marker_starts_fresh(bot):
    a = chat(bot, "nosso edital foi publicado em 28/02/2025, qual lei se aplica?",
             "Num concurso de 17 vagas, quantas são reservadas?")[-1]
    assert "edital_date" not in a.context and not carried(a)
    assert a.calculation["reserved"] == reserved(17)


def test_then_before_a_law_question_is_still_law_text(bot):
    a = chat(bot, "Edital com 17 vagas, quantas de cota?", "então, o que acontece se eu mentir na autodeclaração?")[-1]
    assert a.route == "retrieval" and "vacancies" not in a.context
