"""Round 7 routing (issue 10, section 2), checked on the rules' plan and, where the classifier decides, on the
whole assistant. Each case states a general reading:
- which places of the nomination list go to the reserve or a group, asked with the vagas, is the order;
- what a law requires (any tense, any name of the law), asked without one's own figures, is its text;
- a kind of selection or the reserve register alone ("temporários", "cadastro") is the law's reach;
- a person's own claim to the quota with no group asks how the person declares themself; with one it computes;
- the reserve asked cargo by cargo without the table asks for the table of cargos and vagas.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.router import plan

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("question, vacancies", [
    ("O edital tem 11 vagas: que convocações vão para os candidatos pardos?", 11),
    ("Com 16 vagas, em quais chamadas entram as pessoas indígenas da reserva?", 16),
    ("Temos 13 vagas e 1 PcD; quais nomeações cabem à cota racial e qual à pessoa com deficiência?", 13),
])
def test_which_places_go_to_the_reserve_is_the_order(question: str, vacancies: int) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "order", vacancies), (question, p.route, p.intent)


def test_a_count_of_the_reserve_stays_the_reserve() -> None:
    p = plan("Num edital de 11 vagas, quantas convocações são da cota?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "reserve")


@pytest.mark.parametrize("question", [
    "A legislação de 2014 obrigava o órgão a publicar quantas vagas ficavam para negros?",
    "A 15.142 determina que o edital traga o número de vagas reservadas em cada cargo?",
    "O decreto exige que o edital mostre quantas vagas da cota existem?",
])
def test_what_the_law_requires_is_its_text(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "retrieval", (question, p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question", [
    "Posso disputar as vagas de cota no concurso do IBAMA?",
    "Consigo me inscrever na reserva racial do concurso da Funai?",
    "Dá pra eu usar a cota no processo seletivo do Ministério da Saúde?",
])
def test_own_claim_without_a_group_asks_how_one_declares(question: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "eligibility", "groups"), (question, p.route, p.clarify)


@pytest.mark.parametrize("question", [
    "Me declaro parda, posso disputar as vagas de cota no concurso do IBAMA?",
    "Sou quilombola, concurso com 7 vagas, posso ir pela cota?",
])
def test_own_claim_with_a_group_computes(question: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility"), (question, p.route, p.intent, p.clarify)


def test_a_city_body_needs_no_group_to_answer() -> None:
    # A city's concurso is outside these federal laws for anyone: no need to ask the group.
    p = plan("Posso concorrer pela cota no concurso da prefeitura?", today=TODAY)
    assert p.clarify != "groups"


@pytest.mark.parametrize("question", [
    "Ainda não tenho a tabela, mas quanto dá a reserva por cargo no nosso concurso?",
    "Quantas vagas reservadas fica em cada cargo do edital que estamos preparando?",
])
def test_per_cargo_reserve_without_the_table_asks_for_it(question: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "edital", "cargos"), (question, p.route, p.intent, p.clarify)


def test_the_reserve_per_cargo_asked_in_general_is_not_a_table() -> None:
    p = plan("A reserva é aplicada por cargo ou sobre o total de vagas do edital?", today=TODAY)
    assert p.clarify != "cargos"


# ------------------------------------------------------------------ whole assistant (classifier + retriever)

@pytest.fixture(scope="module")
def bot():  # type: ignore[no-untyped-def]
    from assistant import Assistant
    return Assistant(today=lambda: TODAY)


@pytest.mark.parametrize("question", [
    "Seleção de temporários tem que ter reserva racial?",
    "As vagas do cadastro de reserva também entram na cota?",
])
def test_a_kind_of_selection_alone_is_the_laws_reach(bot, question: str) -> None:  # type: ignore[no-untyped-def]
    a = bot.ask(question)
    assert a.route == "retrieval" and a.citations, (question, a.route, a.headline)


def test_per_cargo_clarification_names_the_table(bot) -> None:  # type: ignore[no-untyped-def]
    a = bot.ask("Quanto de cota cabe em cada cargo do nosso edital?")
    assert a.route == "clarify" and a.context.get("pending") == "cargos" and "vagas" in a.headline


def test_group_reply_after_the_claim_computes_for_the_body_named(bot) -> None:  # type: ignore[no-untyped-def]
    from assistant.models import Turn
    a1 = bot.ask("Posso disputar a cota no concurso do IBAMA?")
    assert a1.route == "clarify" and a1.context.get("pending") == "groups"
    a2 = bot.ask("sou indígena", [Turn(role="user", content="Posso disputar a cota no concurso do IBAMA?"),
                                 Turn(role="assistant", content=a1.answer, answer=a1)])
    assert a2.route == "calculator" and a2.calculation and a2.calculation.get("eligible") is True


def test_a_concession_on_the_rule_is_not_the_vagas() -> None:
    # "mesmo quando só N vagas": the rule's reach at that count, not a concurso's vagas to compute with.
    p = plan("Precisa reservar para pardos mesmo se o cargo tiver apenas 2 vagas?", today=TODAY)
    assert "vacancies" not in p.params
    p = plan("Mesmo com 12 vagas, quantas ficam para cotistas?", today=TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 12)
