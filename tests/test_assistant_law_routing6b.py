"""Law questions routed and ranked right (round 6b, issue 10 §2-3).

General readings: a rule's threshold asked in general (how many vagas a concurso needs for the reserve), who
counts as a group ("o que conta como..."), which law took effect when (the laws' own vigência) are law text;
one's own claim to the reserve however worded ("a lei me dá cota?", "tenho cota?") is an eligibility. The
ranking ones use the real retriever (slow).
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import get_assistant
from assistant.extraction import extract
from assistant.router import plan
from assistant.rules import in_domain

TODAY = date(2026, 12, 3)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142!"


@pytest.mark.parametrize("question", [
    "Precisa ter quantas vagas no edital pra reserva de negros valer?",
    "quantas vagas no minimo o certame deve ter pra ter cota?",
    "o edital tem de oferecer quantas vagas pra haver reserva racial?",
    "O que conta como pessoa indígena pra essa lei?",
    "que lei entrou em vigor em junho de 2025 sobre reserva de vagas?",
    "Qual norma começou a valer no dia 4 de junho de 2025?",
])
def test_rule_terms_asked_in_general_are_law_text(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "retrieval", (question, p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question", [
    "A comissão de validação é composta de que profissionais?",
    "o que a lei fala da data 3 de junho de 2025?",
])
def test_the_laws_own_names_and_dates_are_in_domain(question: str) -> None:
    assert in_domain(extract(question, TODAY))


@pytest.mark.parametrize("question", [
    "Sou preto, a lei de 2025 me dá direito a cota no concurso do IBAMA?",
    "sou indigena, tenho cota no concurso da Funai?",
    "Sou quilombola: a reserva me cabe no concurso da Anvisa?",
    "sou pardo, cabe cota pra mim no concurso do INSS?",
])
def test_own_claim_to_the_reserve_is_eligibility(question: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility"), (question, p.route, p.intent)


@pytest.mark.parametrize("question", [
    "Concurso com 9 vagas, quantas ficam reservadas?",
    "edital de 5 vagas de julho de 2025, quantos cotistas?",
])
def test_counts_with_vagas_stay_calculations(question: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent) == ("calculator", "reserve")


@pytest.fixture(scope="module")
def real_bot():
    return get_assistant().warm()


@pytest.mark.slow
@pytest.mark.parametrize("question, first", [
    # Art. 3º § 2º: an indeferida self-declaration leaves the person in the ampla concorrência.
    ("A banca de aferição concluiu que não sou parda: estou fora da seleção?", "art3_par2"),
    # Art. 7º § 2º: optantes approved within the ampla vagas are not counted in the reserve.
    ("quem é cotista e passou dentro das vagas gerais usa uma das vagas reservadas?", "art7_par2"),
    # Art. 3º, II: specialists take part in the procedure.
    ("Quem compõe a comissão de heteroidentificação?", "art3_inc2"),
    # Art. 5º caput: from 2 vagas.
    ("a partir de quantas vagas a lei de cotas vale?", "art5_cpt"),
    # Art. 9º § 2º: the order from the alternância counts for the whole career (remoção, lotação): a job word
    # asked of the law is the law's, not a concurso fact.
    ("Segundo a lei, a classificação do cotista conta na hora de pedir remoção?", "art9_par2"),
])
def test_the_dispositivo_that_answers_comes_first(real_bot, question: str, first: str) -> None:
    ans = real_bot.ask(question)
    assert ans.route == "retrieval" and ans.citations
    assert ans.citations[0].urn == NEW + first, (question, [c.urn for c in ans.citations])
