"""Routing principles of round 3 (issue 10), checked on the rules' plan (no model, no retriever).

Each case states a general reading, not a question from an evaluation set:
- a count of vagas written as a comparison is the threshold of a rule, not this concurso's vagas;
- a law question that merely mentions a figure (a fraction, the laws' percentages, a year) is law text;
- a concurso's calendar (exam, result, registration) is out of scope even with a year in it;
- admission to education and a state's own law are other quotas; a professor's concurso is not;
- a count asked for "my edital" without its vagas (or its date) asks for the missing fact.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.reach import other_quota
from assistant.router import plan
from assistant.rules import threshold_only

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("question", [
    "Edital com menos de 2 vagas precisa ter reserva?",
    "A partir de 3 vagas a reserva é obrigatória?",
    "Concursos de 5 vagas ou mais têm cota racial?",
    "Quando há mais de 4 vagas a lei manda reservar?",
])
def test_threshold_of_vagas_is_a_law_question(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "retrieval", (question, p.route, p.intent)
    assert "vacancies" not in p.params


def test_a_real_count_is_not_a_threshold() -> None:
    ex = extract("Concurso com 12 vagas, quantas ficam para cotistas?", TODAY)
    assert not threshold_only(ex)
    p = plan("Concurso com 12 vagas, quantas ficam para cotistas?", today=TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 12)


@pytest.mark.parametrize("question", [
    "O que acontece quando a conta da reserva dá 1,5 vaga?",
    "O que mudou da reserva de 20% para 30%?",
    "Em 2025 houve mudanças na lei de cotas dos concursos federais?",
    "A porcentagem de 30% pode ser ultrapassada pelo edital?",
])
def test_law_question_with_a_figure_is_law_text(question: str) -> None:
    assert plan(question, today=TODAY).route == "retrieval", question


def test_a_fraction_of_vagas_without_a_law_question_is_still_questioned() -> None:
    p = plan("Concurso com 4,5 vagas, quantas reservadas?", today=TODAY)
    assert p.route == "clarify" and p.clarify == "numbers"


@pytest.mark.parametrize("question", [
    "Quando sai o resultado da prova objetiva do concurso do Ibama 2025?",
    "Quando começam as inscrições do concurso da Funai de 2026?",
])
def test_concurso_calendar_is_out_of_scope(question: str) -> None:
    p = plan(question, today=TODAY)
    assert p.route == "out_of_scope" and p.notes == ["concurso_topic"], (question, p.route)


@pytest.mark.parametrize("text, expected", [
    ("qual a cota para negros no mestrado da universidade federal", True),
    ("vagas de cota na faculdade publica para aluno negro", True),
    ("a lei de cotas de sao paulo reserva quantas vagas", True),
    ("concurso para professor de universidade federal tem cota", False),
    ("uma universidade estadual com 10 vagas precisa reservar", False),
    ("a lei 15.142 vale para concursos federais em sao paulo", False),
])
def test_other_quota(text: str, expected: bool) -> None:
    assert other_quota(text) is expected, text


@pytest.mark.parametrize("question, intent, missing", [
    ("Qual percentual de cota vale para o nosso edital?", "regime", "edital_date"),
    # (Round 39, f42a: "Que lei rege o concurso que vamos abrir?" is an edital still to be published, the law in force:
    # tests/test_round39_f42a.py)
    ("Vai ter vaga de cota no concurso? Quantas?", "reserve", "vacancies"),
    ("Qual o número de vagas para cotistas no meu cargo?", "reserve", "vacancies"),
    ("Quantas vagas para PcD terá o nosso concurso?", "reserve", "vacancies"),
])
def test_missing_fact_for_my_edital_is_asked(question: str, intent: str, missing: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", intent, missing), (question, p.route, p.intent, p.clarify)


def test_cadastro_de_reserva_is_not_a_quota_count() -> None:
    # "reserva" in "cadastro de reserva" is not the racial reserve: how many vagas a concurso offers is
    # the concurso's business, not a count these laws make.
    p = plan("O concurso da Anatel terá cadastro de reserva? Quantas vagas?", today=TODAY)
    assert (p.route, p.notes) == ("out_of_scope", ["concurso_topic"]), (p.route, p.intent)


@pytest.mark.parametrize("question, intent, missing", [
    ("Quero conferir a reserva de vagas do nosso concurso", "reserve", "vacancies"),
    ("Neste edital a cota racial é de 20%?", "regime", "edital_date"),
    ("Na vez de quem o cotista é nomeado?", "order", "vacancies"),
])
def test_my_edital_without_its_figure(question: str, intent: str, missing: str) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", intent, missing), (question, p.route, p.intent, p.clarify)


def test_how_the_rounding_works_is_law_text() -> None:
    assert plan("Quando a conta dá 2,5 vagas, arredonda pra que lado?", today=TODAY).route == "retrieval"


def test_my_edital_percentage_with_its_date_is_computed() -> None:
    p = plan("Nosso edital foi publicado em março de 2025: a cota é de 20% ou 30%?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "regime"), (p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question, route, intent", [
    ("A lei de 2025 vai passar por revisão em algum momento?", "retrieval", None),
    ("Quantos pardos e pretos o concurso precisa reservar?", "clarify", "reserve"),
    ("Nosso certame segue a lei nova ou a antiga?", "clarify", "regime"),
])
def test_law_itself_and_counts_without_vagas(question: str, route: str, intent: str | None) -> None:
    p = plan(question, today=TODAY)
    assert (p.route, p.intent) == (route, intent), (question, p.route, p.intent)


@pytest.mark.parametrize("question", [
    "quem conta como quilombola pra cota?",
    "Quem é considerado pardo para a lei de cotas?",
    "a partir de quantas vagas tem cota?",
    "Com quantas vagas já se aplica a reserva?",
    "o edital precisa informar quantas vagas são reservadas?",
    "O órgão é obrigado a divulgar o número de vagas para cotistas no edital?",
    "deu 4,5 vagas reservadas, arredonda pra cima?",
])
def test_questions_about_a_rules_terms_are_law_text(question):
    # Who counts as a group, the minimum of vagas, what an edital must state, the rounding: the rule's text
    # answers, even with a group, a count word or a fraction in the question.
    p = plan(question, None, TODAY)
    assert p.route == "retrieval", (question, p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question, intent", [
    ("Concurso com 2 vagas tem cota?", "reserve"),
    ("Sou quilombola, posso concorrer pela cota no concurso do incra?", "eligibility"),
])
def test_the_same_words_with_the_figures_still_compute(question, intent):
    p = plan(question, None, TODAY)
    assert p.route == "calculator" and p.intent == intent


@pytest.mark.parametrize("question", ["a cota abrange pardos?", "tem cota pra quilombola na lei nova?",
                                      "Os indígenas estão incluídos na reserva?"])
def test_whether_the_law_covers_a_group_is_law_text(question):
    assert plan(question, None, TODAY).route == "retrieval"


@pytest.mark.parametrize("question", ["sou pardo, posso concorrer?", "Sou quilombola: tem cota pra mim?"])
def test_a_persons_own_situation_stays_eligibility(question):
    # Round 18: with no selection named, the selection is asked back (clarify), still as the person's eligibility.
    p = plan(question, None, TODAY)
    assert p.route == "clarify" and p.intent == "eligibility"


@pytest.mark.parametrize("question, route", [
    ("passei em 6º, tô dentro?", "clarify"),  # a place in a concurso's list: the vagas are asked
    ("fiquei em 6º lugar, vou ser chamado?", "clarify"),
    ("fiquei em 6º no campeonato de xadrez, to dentro da final?", "out_of_scope"),
])
def test_a_bare_place_is_a_concurso_ranking_unless_it_is_another_competition(question, route):
    assert plan(question, None, TODAY).route == route
