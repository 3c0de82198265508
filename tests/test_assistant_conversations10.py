"""Round 10 (issue 10 §1): conversations that switch between law and calculation.

A law question inside a calculation thread keeps that calculation at hand: a fragment after the law answer that
changes its figures continues it, a new law question or a law-only fragment does not. A relative named with a group
and no verb is asked about. "Where does the law say that?" after a calculation is that calculation's own basis, as
law text. A correction with chatter fixes the figure; who sets a rule is law text, not a clarification.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from tests.assistant_support import chat
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 3)


@pytest.fixture()
def bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def reserved(n: int) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": TODAY, "today": TODAY}).reserved


LAW = "a banca pode anular a minha autodeclaração depois da prova?"


def test_a_rank_fragment_after_a_law_answer_continues_the_position(bot):
    a1, a2, a3 = chat(bot, "Estou em 3º na lista dos cotistas de um concurso com 13 vagas, sou chamado?", LAW,
                      "e se eu ficasse em 6º?")
    assert a1.route == "calculator" and a2.route == "retrieval"
    assert a3.route == "calculator" and a3.context["intent"] == "position"
    assert a3.context["vacancies"] == 13 and a3.context["reserve_rank"] == 6


def test_a_count_fragment_after_a_law_answer_continues_the_order(bot):
    a = chat(bot, "Em que nomeações entram os cotistas num concurso de 9 vagas?", LAW, "e com 17?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "order" and a.context["vacancies"] == 17


@pytest.mark.parametrize("then", ["e pela lei antiga?", "o que é a comissão de heteroidentificação?"])
def test_law_questions_after_the_law_answer_stay_law(bot, then):
    a = chat(bot, "Quantas vagas reservadas com 22 vagas?", LAW, then)[-1]
    assert a.route == "retrieval" and "vacancies" not in a.context


def test_a_new_complete_calculation_after_a_law_answer_inherits_nothing(bot):
    a = chat(bot, "Edital de fevereiro de 2024 com 22 vagas: quantas reservadas?", LAW,
             "Quantas vagas são reservadas num concurso de 10 vagas?")[-1]
    assert a.route == "calculator" and a.calculation["reserved"] == reserved(10)
    assert not any(x.from_context for x in a.assumptions)


@pytest.mark.parametrize("relative, group", [("e o meu genro, indígena?", "indigena"),
                                             ("e minha sobrinha que é quilombola?", "quilombola"),
                                             ("e a minha mãe que é indígena?", "indigena")])
def test_a_relative_named_with_a_group_and_no_verb_is_asked_about(bot, relative, group):
    a = chat(bot, "Sou parda, posso usar a reserva num concurso do Incra?", relative)[-1]
    assert a.route == "calculator" and a.context["intent"] == "eligibility" and a.context["groups"] == [group]


def test_a_relative_fragment_after_a_law_answer_continues_the_eligibility(bot):
    a = chat(bot, "Sou preto, tenho direito à cota num concurso da Funai?", LAW, "e minha avó que é quilombola?")[-1]
    assert a.route == "calculator" and a.context["intent"] == "eligibility" and a.context["groups"] == ["quilombola"]


@pytest.mark.parametrize("ask", ["de que artigo vem isso?", "qual a base legal dessa conta?", "onde a lei fala isso?"])
def test_the_basis_of_a_calculation_is_its_own_dispositivos(bot, ask):
    a1, a2 = chat(bot, "Num edital com 27 vagas, quantas ficam reservadas?", ask)
    assert a2.route == "retrieval"
    assert [c.urn for c in a2.citations] == [c.urn for c in a1.citations][:3]
    assert str(reserved(27)) not in a2.headline  # the law, not the figure again
    a3 = chat(bot, "Num edital com 27 vagas, quantas ficam reservadas?", ask, "e com 31?")[-1]
    assert a3.route == "calculator" and a3.calculation["reserved"] == reserved(31)


def test_a_basis_question_with_a_subject_of_its_own_is_a_law_question(bot):
    a = chat(bot, "Num edital com 27 vagas, quantas ficam reservadas?",
             "em que artigo está a regra da comissão de heteroidentificação?")[-1]
    assert a.route == "retrieval" and not a.headline.startswith("Essa resposta se apoia")


@pytest.mark.parametrize("fix, n", [("ih, digitei errado, são 37", 37), ("erro meu, é 19 e não 17", 19),
                                    ("corrigindo: 23 vagas", 23), ("me confundi, são 29", 29)])
def test_a_correction_with_chatter_fixes_the_count(bot, fix, n):
    a2, a3 = chat(bot, "Quantas vagas reservadas com 17 vagas?", fix, "e a ordem de nomeação nesse caso?")[1:]
    assert a2.route == "calculator" and a2.calculation["reserved"] == reserved(n)
    assert a3.route == "calculator" and a3.context["intent"] == "order" and a3.context["vacancies"] == n


@pytest.mark.parametrize("who", ["quem estabelece a ordem das nomeações, o edital ou a lei?",
                                 "quem determina que vagas são da reserva?"])
def test_who_sets_a_rule_is_law_text_in_a_calculation_thread(bot, who):
    a = chat(bot, "Quantas vagas reservadas com 12 vagas?", who)[-1]
    assert a.route == "retrieval"
