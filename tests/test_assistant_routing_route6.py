"""Routing gaps of round 6 (issue 10), checked on the rules (no model).

General readings: a reserve-list place written before its number ("minha colocação entre os cotistas foi
a 5ª") is the reserve rank; the edital being prepared ("o próximo edital", "o futuro concurso") is one's own,
so a count asked without its vagas asks for them; leave, allowances, transfer, how long until the next act of
the concurso and the competition among the quota's own candidates are facts of the concurso or the job, out
of scope even with quota words. Law questions on the same words stay law text.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.router import plan

TODAY = date(2026, 12, 3)


@pytest.mark.parametrize("question, rank", [
    ("minha colocação entre os cotistas foi a 5ª, e agora?", 5),
    ("Posição na lista de reserva: 11º. O que isso quer dizer?", 11),
    ("a minha classificação pelas cotas ficou em 2º", 2),
])
def test_reserve_place_named_before_its_number(question: str, rank: int) -> None:
    ex = extract(question, TODAY)
    assert ex.reserve_rank == rank and ex.general_rank is None


def test_reserve_place_before_number_with_vagas_is_position() -> None:
    p = plan("Minha colocação entre os optantes foi a 6ª e são 25 vagas no cargo. Serei chamada?", today=TODAY)
    assert (p.route, p.intent, p.params.get("reserve_rank"), p.params.get("vacancies")) == ("calculator", "position", 6, 25)


def test_a_count_of_vagas_after_the_place_is_not_the_place() -> None:
    ex = extract("classificação entre os cotistas: 12 vagas ao todo, fiquei em 3º", TODAY)
    assert ex.reserve_rank != 12


@pytest.mark.parametrize("question", [
    "Quantas vagas a reserva racial terá no futuro concurso?",
    "No próximo certame, quantos cotistas reservaremos?",
    "Quanto vamos reservar para pretos e pardos na nossa próxima seleção?",
])
def test_the_edital_being_prepared_is_ones_own(question: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "reserve", "vacancies"), (question, p.route, p.intent)


def test_another_bodys_next_concurso_is_not_ones_own() -> None:
    p = plan("Quantas vagas terá o próximo concurso do INSS?", today=TODAY)
    assert p.route == "out_of_scope"


@pytest.mark.parametrize("question", [
    "Servidor cotista pode tirar férias antes de um ano?",
    "Os nomeados pela cota racial ganham auxílio-saúde?",
    "Aprovado pela reserva consegue pedir remoção depois da posse?",
    "Cotista aprovado pode escolher a lotação primeiro?",
    "Quantos meses até a nomeação dos cotistas do concurso do Ibama?",
    "Em que prazo a banca homologa o resultado das cotas?",
    "A concorrência entre os cotistas é grande?",
    "Pela cota é mais fácil ser aprovado?",
    "Quantas pessoas negras se inscreveram na reserva do concurso da PF?",
    "Quantos optantes disputam por vaga reservada?",
    # Allowances named with "vale", which is also the law's verb ("a lei vale para...").
    "Quem entra pelas cotas recebe vale-refeição?",
    "servidor cotista tem vale transporte igual aos outros?",
    "Qual é o horário de expediente de quem passa pela reserva racial?",
    "Cotista nomeado pode pedir folga no primeiro mês?",
])
def test_job_facts_calendar_and_competition_are_out_of_scope(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "out_of_scope", (question, p.route, p.intent, p.params)


@pytest.mark.parametrize("question, route", [
    # The law on the same words: how the reserve is split by location, the law's term, the order of calls.
    ("Como a reserva é aplicada quando as vagas são divididas por lotação?", "retrieval"),
    ("Qual o prazo de vigência da lei de cotas?", "retrieval"),
    ("Como funciona a convocação dos cotistas pela lei?", "retrieval"),
    # The law made the subject: what it says about a job fact (or that nothing does), not the concurso's fact.
    ("A lei de cotas traz algum benefício para quem é quilombola?", "retrieval"),
    ("Pela legislação, cotista tem prioridade na escolha de lotação?", "retrieval"),
    # A calculation for the edital being prepared, with its vagas.
    ("No próximo edital teremos 16 vagas: quantas reservamos para negros?", "calculator"),
])
def test_neighbours_keep_their_route(question: str, route: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == route, (question, p.route, p.intent, p.params)
