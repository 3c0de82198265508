"""Round 28 (p28b), HR staff and legal advisers of federal bodies, by family:

- a law follow-up pointing at the law just quoted by a pronoun ("a vigência dela", "nessa lei") is searched in that law
  and answered with its doubt said, never refused for want of a domain word of its own;
- the legal basis asked for a document after a calculation ("que artigo cito na minuta?") is that calculation's basis;
- the places of the order asked with a modal in a calculation thread ("em quais posições os cotistas precisam ser
  convocados?") are the order of the thread's vagas, not the law's rule;
- an amending act named by its noun ("retificador", plural "retificações foram publicadas") keeps the edital's date;
- a PcD rate without the article ("8% de vagas para PcD") is the PcD share, and the reserves' split asked of the vagas
  ("como ficam distribuídas as cotas?") is their count, a body named beside them or not;
- "vaga única" is one vaga.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.reconsider import _POINTS_AT_LAW
from assistant.router import plan
from tests.assistant_support import FixedReading, FixedTurnReading

TODAY = date(2026, 12, 5)


# --- the law pointed at by a pronoun in a law thread -------------------------------------------------------------------

@pytest.mark.parametrize("text", ["e a vigencia dessa lei comecou quando?", "nela tem algum prazo de revisao?",
                                  "e ela entrou em vigor em que dia?", "isso esta na mesma lei?"])
def test_the_law_pointed_at(text: str) -> None:
    assert _POINTS_AT_LAW.search(text)


@pytest.mark.parametrize("text", ["e a candidata pode recorrer?", "qual o prazo do recurso?"])
def test_no_law_pointed_at(text: str) -> None:
    assert not _POINTS_AT_LAW.search(text)


def test_a_law_follow_up_through_a_pronoun_is_answered_in_that_law(bot) -> None:
    from assistant.core import Assistant
    from assistant.models import Turn
    from assistant.writer import NO_FIT

    first = "o que o art. 1º da Lei 15.142 diz sobre as fundações públicas?"
    ans = bot.ask(first)
    assert ans.route == "retrieval"
    history = [Turn(role="user", content=first), Turn(role="assistant", content=ans.answer, answer=ans)]
    # the sentence classifier far from law (an exam date's words), the turn classifier sure it is the law's
    reads = Assistant(retriever=bot.retriever, classifier=FixedReading("out_of_scope", 0.6), turns=FixedTurnReading("law", 0.75))
    got = reads.ask("e a vigência dela começou em que dia?", history)
    assert got.route == "retrieval" and got.headline != NO_FIT, got.headline
    assert any("15142" in c.urn for c in got.citations)


# --- the basis asked for a document after a calculation --------------------------------------------------------------

CALC = {"intent": "reserve", "vacancies": 14, "route": "calculator"}


@pytest.mark.parametrize("question", ["que artigo cito na minuta do edital?", "qual fundamento legal devemos mencionar no oficio?",
                                      "e qual dispositivo vai no parecer?"])
def test_the_basis_for_a_document_is_the_calculations(question: str) -> None:
    p = plan(question, CALC, TODAY)
    assert p.route == "retrieval" and "basis" in p.notes


def test_a_basis_of_a_subject_of_its_own_is_not_the_calculations() -> None:
    p = plan("que artigo trata da comissao de heteroidentificacao?", CALC, TODAY)
    assert "basis" not in p.notes


# --- the order's places asked with a modal in a calculation thread ---------------------------------------------------

@pytest.mark.parametrize("question", ["e em quais posições os cotistas precisam ser convocados?",
                                      "E em que posição os candidatos da reserva devem ser nomeados?"])
def test_the_orders_places_with_a_modal_continue_the_thread(question: str) -> None:
    p = plan(question, CALC, TODAY)
    assert p.route == "calculator" and p.intent == "order" and p.params.get("vacancies") == 14
    assert "vacancies" in p.carried


def test_why_the_places_is_still_the_law() -> None:
    assert plan("por que os cotistas devem ser nomeados nessas posições?", CALC, TODAY).route == "retrieval"


# --- an amending act named by its noun ---------------------------------------------------------------------------------

@pytest.mark.parametrize("question", [
    "o edital saiu em 02/06/2025 e teve um retificador em 15/07/2025, qual lei vale?",
    "retificações foram publicadas em 10/08/2025 e o edital é de 02/06/2025, qual lei?",
])
def test_the_amendments_date_is_not_the_editals(question: str) -> None:
    p = plan(question, None, TODAY)
    assert p.route == "calculator" and p.params.get("edital_date") == "2025-06-02"


def test_a_retificador_after_a_dated_edital_keeps_its_date() -> None:
    prev = {"intent": "regime", "edital_date": "2025-05-20", "route": "calculator"}
    p = plan("e o retificador saiu em 01/07/2025, isso muda a lei?", prev, TODAY)
    assert p.route == "calculator" and p.params.get("edital_date") == "2025-05-20"


# --- a PcD rate without its article; the reserves' split as a count ----------------------------------------------------

def test_a_pcd_rate_of_vagas_without_the_article() -> None:
    ex = extract("certame com 60 vagas e 8% de vagas destinadas a pessoas com deficiencia", TODAY)
    assert ex.vacancies == 60 and ex.pcd_percentage == "8%"


def test_a_count_before_de_stays_a_count() -> None:
    ex = extract("2 de 10 vagas para pcd", TODAY)
    assert ex.pcd_percentage is None


@pytest.mark.parametrize("question", [
    "No concurso da autarquia, 26 vagas e 2 para PcD: como ficam distribuídas as cotas?",
    "sociedade de economia mista, 33 vagas com 8% de vagas pra pcd, qual a divisão das reservas?",
])
def test_the_split_of_the_reserves_is_their_count(question: str) -> None:
    p = plan(question, None, TODAY)
    assert p.route == "calculator" and p.intent == "reserve"


# --- "vaga única" ----------------------------------------------------------------------------------------------------

def test_a_sole_vaga_is_one() -> None:
    assert extract("cargo de analista com vaga unica, cabe reserva?", TODAY).vacancies == 1
    assert extract("sao 3 vagas unicas por regiao", TODAY).vacancies != 1
    p = plan("o cargo de contador tem vaga única no edital; há cota?", None, TODAY)
    assert p.route == "calculator" and p.params.get("vacancies") == 1


# --- the law itself asked a subject of its own, after a law answer ---------------------------------------------------

LAW_ANSWER = {"route": "retrieval", "query": "o que o art. 5º da lei 15.142 diz sobre o mínimo de vagas?",
              "law_id": "lei-15142-2025"}


@pytest.mark.parametrize("question", ["e essa lei revogou a 12.990?", "ela revoga a lei de 2014?",
                                      "e nela existe previsao de revisao do programa?"])
def test_the_law_pointed_at_is_searched_alone_in_that_law(question: str) -> None:
    p = plan(question, LAW_ANSWER, TODAY)
    assert p.route == "retrieval" and p.law_id == "lei-15142-2025" and p.query == question
    assert "law_pointed" in p.notes and not p.query_followup


def test_another_law_asked_still_switches() -> None:
    p = plan("e na lei antiga, como era?", LAW_ANSWER, TODAY)
    assert p.route == "retrieval" and p.law_id == "lei-12990-2014"
