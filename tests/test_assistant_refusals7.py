"""Round 7 (issue 10, §2–3): no legitimate law question refused, no out-of-scope question answered.

Wordings are the team's own paraphrases. Covered: why the reserve has its percentage (the law fixes it and gives
no reason: the answer says so from art. 1º), questions naming the regulation (Decreto nº 12.536/2025: its sourced
summary on the subject asked), quotas for other beneficiaries and the calendar of a future edital (out of scope).
"""
from __future__ import annotations

import pytest

from assistant import Assistant
from assistant.intents.law import NO_FIT, NO_REASON
from assistant.reach import OTHER_QUOTAS
from assistant.rules import OFF_TOPIC, REGULATION_NAMED, WHY_FIGURE
from vocabulary import fold


@pytest.fixture(scope="module")
def assistant() -> Assistant:
    return Assistant()


@pytest.mark.parametrize("q", [
    "Por qual motivo a reserva é de 30% e não de 40%?",
    "A legislação explica de onde veio o número de trinta por cento?",
    "Por que a cota passou de 20 para 30?",
])
def test_why_the_percentage_is_answered_from_art1_with_no_reason_stated(assistant: Assistant, q: str) -> None:
    a = assistant.ask(q)
    assert a.route == "retrieval", a.headline
    assert a.citations[0].urn.endswith("lei:2025-06-03;15142!art1_cpt")
    assert "30%" in a.headline and a.headline.endswith(NO_REASON)


def test_why_the_old_percentage_leads_with_the_old_law(assistant: Assistant) -> None:
    a = assistant.ask("Por que a Lei 12.990 fixou a cota em 20%?")
    assert a.route == "retrieval" and a.citations[0].urn.endswith("12990!art1_cpt"), a.citations[0].urn
    assert NO_REASON in a.headline


@pytest.mark.parametrize("q", ["o percentual de 30% vale por que lei?", "por que existe reserva de vagas?",
                               "por que o cotista concorre também na ampla concorrência?"])
def test_other_why_questions_are_not_about_the_percentage(q: str) -> None:
    assert not WHY_FIGURE.search(fold(q))


@pytest.mark.parametrize("q, fact", [
    ("O Decreto 12.536/2025 diz o que acontece com quem se encaixa em duas reservas?", "mais-de-uma-reserva"),
    ("Pelo decreto que regulamenta a lei, como os 30% são repartidos entre os grupos?", "divisao-por-grupo"),
    ("O Decreto nº 12.536 proíbe fracionar as vagas em editais diferentes?", "fracionamento"),
])
def test_a_question_naming_the_regulation_gets_its_summary(assistant: Assistant, q: str, fact: str) -> None:
    a = assistant.ask(q)
    assert a.route == "retrieval", a.headline
    assert [r.id for r in a.regulation] == [fact]
    assert "Decreto nº 12.536/2025" in a.headline and a.citations  # the law dispositivos it regulates


def test_a_job_fact_asked_of_the_regulation_gets_no_summary(assistant: Assistant) -> None:
    # Pay is no subject of the decree: no summary is offered as its answer.
    a = assistant.ask("O Decreto 12.536 trata da remuneração dos servidores?")
    assert not (a.headline.startswith("Sobre isso, a regulamentação")), a.headline
    assert REGULATION_NAMED.search(fold("o decreto que regulamentou a lei de cotas"))


@pytest.mark.parametrize("q", [
    "O decreto 12.536 traz alguma regra sobre a pena para quem frauda a autodeclaração?",
    "Segundo o Decreto 12.536, quem acompanha a política de reserva?",
    "O Decreto 12.536 cuida da reserva de pessoas com deficiência?",
])
def test_a_question_naming_the_regulation_is_never_refused(assistant: Assistant, q: str) -> None:
    # The summary picked may be a neighbour of the one asked (see the report): what is held here is that the
    # question is answered from the law and the regulation, never refused.
    a = assistant.ask(q)
    assert a.headline != NO_FIT and a.route == "retrieval" and a.citations, a.headline


@pytest.mark.parametrize("q", [
    "Existe reserva de vagas para mulheres no concurso da Polícia Civil federal?",
    "tem vaga reservada pra idosos no concurso do INSS?",
    "Há cota para pessoas trans nos concursos federais?",
])
def test_quotas_for_other_beneficiaries_are_out_of_scope(assistant: Assistant, q: str) -> None:
    a = assistant.ask(q)
    assert a.route == "out_of_scope" and a.headline != NO_FIT, a.headline
    assert "mulheres" in a.headline  # the other-quota message names such groups


@pytest.mark.parametrize("q", ["tem cota para mulheres negras no concurso federal?",
                               "sou mulher parda, tenho direito à reserva?"])
def test_a_woman_of_the_laws_groups_is_not_another_quota(q: str) -> None:
    assert not OTHER_QUOTAS.search(fold(q))


@pytest.mark.parametrize("q", [
    "Qual a previsão para o novo edital da Receita Federal em 2027?",
    "quando abre o próximo concurso do IBGE?",
    "Tem data para o próximo edital da Polícia Federal?",
])
def test_the_calendar_of_a_future_edital_is_out_of_scope(assistant: Assistant, q: str) -> None:
    a = assistant.ask(q)
    assert a.route == "out_of_scope" and not a.calculation, a.headline


@pytest.mark.parametrize("q", ["há previsão legal de reserva no edital?", "a lei tem previsão de cota para PSS?"])
def test_a_provision_of_the_law_is_not_a_calendar(q: str) -> None:
    assert not OFF_TOPIC.search(fold(q))
