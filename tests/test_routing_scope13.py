"""Round 13 routing (issue 10, section 2): single questions at the boundary between law text, out of scope,
the calculator and a clarification. Each case states a general reading, checked on both sides:
- help to take part (fee waiver, grants, prep courses), who organises the exam, figures about quotas at large and
  opinions on quotas are no rule of these laws, even with a quota word;
- the competition ("candidatos por vaga") is the concurso's ratio, even asked of the quota;
- a private employer named by its trade or boss is not a public body's hiring;
- "nosso PSS" is one's own selection: its figures are asked for;
- splitting vagas across editais is the rule against it, even with counts written;
- "oq" is written for "o que";
- a quota-holder who is also PcD asks about both reserves.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.router import plan

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("question", [
    "Quem se inscreve pela reserva racial paga a taxa de inscrição ou fica isento?",
    "Existe alguma bolsa para pessoa parda estudar para concurso federal?",
    "Candidato cotista tem direito a cursinho preparatório gratuito?",
    "Qual vai ser a banca do concurso do IBAMA que terá vagas reservadas?",
    "Quantos cotistas foram nomeados no governo federal no ano passado?",
    "Que órgão teve mais vagas reservadas para negros em 2025?",
    "As cotas em geral funcionam para diminuir o racismo?",
])
def test_things_these_laws_do_not_regulate_are_out_of_scope(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "out_of_scope", (question, p.route, p.intent)


@pytest.mark.parametrize("question", [
    "A banca de heteroidentificação pode reprovar quem já tem nota da ampla?",
    "Quem decide se a pessoa é quilombola, a comissão ou o órgão?",
    "Se o edital tiver 12 vagas, quantas ficam na cota?",
])
def test_the_same_words_in_a_law_or_calculator_question_stay(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route != "out_of_scope", (question, p.route)


def test_candidates_per_vaga_of_the_quota_is_the_concursos_ratio() -> None:
    p = plan("qts inscritos por vaga na reserva racial do concurso da receita?", today=TODAY)
    assert p.route == "out_of_scope" and "concurso_topic" in p.notes
    p = plan("Quantos candidatos disputam cada vaga da cota no concurso da PRF?", today=TODAY)
    assert p.route == "out_of_scope"


def test_a_private_employer_is_another_quota() -> None:
    p = plan("o dono da fabrica disse que nao contrata negro, isso pode?", today=TODAY)
    assert p.route == "out_of_scope" and "other_quota" in p.notes
    # A public body's own hiring stays these laws' question.
    p = plan("A empresa pública onde trabalho pode abrir seleção sem cota para negros?", today=TODAY)
    assert p.route != "out_of_scope"


def test_our_pss_is_ones_own_selection() -> None:
    p = plan("preciso calcular a cota do nosso PSS", today=TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "reserve", "vacancies")
    p = plan("preciso calcular a cota do nosso PSS de 9 vagas", today=TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 9)


def test_splitting_vagas_across_editais_is_the_rule() -> None:
    p = plan("da pra repartir as 12 vagas em varios certames pequenos e nao reservar nenhuma?", today=TODAY)
    assert p.route == "retrieval" and p.intent is None
    p = plan("Temos 12 vagas, quantas são reservadas?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "reserve")


def test_oq_is_o_que() -> None:
    p = plan("oq mudou pra quem prestou concurso em 2023 com a chegada da lei nova?", today=TODAY)
    assert p.route == "retrieval", (p.route, p.intent)


# ------------------------------------------------------------------ whole assistant (classifier + retriever)

@pytest.fixture(scope="module")
def bot():  # type: ignore[no-untyped-def]
    from assistant import Assistant
    return Assistant(today=lambda: TODAY)


def test_a_quota_holder_who_is_also_pcd_gets_both_reserves(bot) -> None:  # type: ignore[no-untyped-def]
    a = bot.ask("um analista cotista e pcd pode concorrer nas duas listas?")
    assert a.route == "retrieval" and a.citations, (a.route, a.headline)
    a = bot.ask("o agente administrativo pode ser cotista e PcD na mesma seleção?")
    assert a.route == "retrieval" and a.citations, (a.route, a.headline)


@pytest.mark.parametrize("question", [
    "vcs sabem se negro tem isencao da taxa no concurso da caixa?",
    "qual concurso federal vai oferecer mais vagas pra cotista em 2027?",
])
def test_out_of_scope_on_the_whole_assistant(bot, question: str) -> None:  # type: ignore[no-untyped-def]
    assert bot.ask(question).route == "out_of_scope"
