"""The law-vs-calculation boundary: a question about what the law says, why, or whom it reaches is law text
even with an entity, a date or a number in it; a computation for one's own edital or situation stays a
calculation, or a clarification when its one fact is missing."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.reconsider import LAW_OVER_CALC_MIN, reconsider, wants_classifier
from assistant.router import plan
from assistant.rules import date_threshold, law_reach

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("question", [
    "A Lei 15.142 se aplica também às empresas públicas?",
    "a lei de cotas abrange as fundações federais?",
    "A reserva racial vale para contratações temporárias?",
    "as cotas alcançam sociedade de economia mista?",
    "A antiga lei de cotas valia para as autarquias?",
])
def test_the_laws_reach_asked_in_general_is_law_text(question):
    p = plan(question, None, TODAY)
    assert p.route == "retrieval", (question, p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question", [
    "Sou parda e vou prestar o concurso de uma empresa pública, a cota vale pra mim?",
    "Empresa pública precisa reservar vagas no concurso dela?",
    "Sou indígena: posso concorrer pela cota num processo seletivo simplificado?",
])
def test_an_entitys_or_a_persons_situation_stays_eligibility(question):
    p = plan(question, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility"), (question, p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question", [
    "Os editais lançados depois de junho de 2025 seguem qual percentual?",
    "concursos abertos antes de 4 de junho de 2025 continuam com a lei antiga?",
])
def test_a_date_bounding_a_class_of_editais_is_the_rules_cutoff(question):
    ex = extract(question, TODAY)
    assert date_threshold(ex)
    assert plan(question, None, TODAY).route == "retrieval"


@pytest.mark.parametrize("question", [
    "Meu edital saiu depois de 10 de junho de 2025, qual lei vale?",
    "Um edital publicado em agosto de 2025 segue qual percentual?",
])
def test_the_date_of_one_edital_is_still_computed(question):
    ex = extract(question, TODAY)
    assert not date_threshold(ex)
    p = plan(question, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "regime"), (question, p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question", [
    "O que a lei fala sobre o cadastro reserva?",
    "A reserva de PcD e a racial são cumulativas?",
    "o que a legislação diz sobre a sequência de nomeação?",
])
def test_what_a_norm_says_is_law_text(question):
    p = plan(question, None, TODAY)
    assert p.route == "retrieval", (question, p.route, p.intent, p.clarify)


@pytest.mark.parametrize("question", ["o nosso certame é da lei antiga?", "esse concurso fica na regra nova?"])
def test_placing_ones_edital_under_a_law_asks_for_its_date(question):
    p = plan(question, None, TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "regime", "edital_date"), (question, p.route, p.intent)


def test_law_reach_needs_no_figures_of_ones_own():
    assert law_reach(extract("a lei nova vale para autarquias?", TODAY))
    assert not law_reach(extract("a lei nova vale pra mim, que sou pardo?", TODAY))
    assert not law_reach(extract("a lei nova vale para um edital de 12 vagas?", TODAY))


@pytest.mark.parametrize("question, route", [
    ("a lei antiga ainda se aplica a um edital de novembro de 2024?", "calculator"),
    ("por que a lei antiga deixou de se aplicar em junho de 2025?", "retrieval"),
])
def test_a_law_still_applying_to_a_dated_edital_is_its_regime(question, route):
    assert plan(question, None, TODAY).route == route


# ------------------------------------------------------------------ the classifier on eligibility/regime plans

def test_a_general_eligibility_plan_becomes_law_text_on_a_confident_law():
    p = plan("Pessoas amarelas podem usar a reserva racial pela lei?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")  # the cues read an eligibility
    assert wants_classifier(p)
    assert reconsider(p, "law", LAW_OVER_CALC_MIN, TODAY).route == "retrieval"
    unsure = reconsider(p, "law", LAW_OVER_CALC_MIN - 0.1, TODAY)
    assert (unsure.route, unsure.intent) == ("calculator", "eligibility")
    assert reconsider(p, "eligibility", 0.9, TODAY).route == "calculator"
    # The rules found it about these laws: core must not hold it to the bar of a question rescued from out of
    # scope (a dispositivo close to it); "Pessoas pardas são abrangidas pela cota racial?" was refused so.
    assert "rescued" not in reconsider(p, "law", LAW_OVER_CALC_MIN, TODAY).notes
    off = plan("Quem ganhou a Copa de 2002?", None, TODAY)
    assert "rescued" in reconsider(off, "law", 0.9, TODAY).notes


@pytest.mark.parametrize("question", [
    "Sou preta e trabalho numa estatal federal, posso entrar na cota do concurso interno?",
    "Nosso edital é de fevereiro de 2025, qual lei de cotas vale?",
    "Uma fundação federal com 12 vagas tem que ter cota para indígenas?",
    # an entity or a kind of selection: whether it must reserve is worked out from it
    "Uma empresa pública federal tem que reservar vagas para negros?",
])
def test_ones_own_case_is_never_turned_into_law_text(question):
    p = plan(question, None, TODAY)
    assert p.route in ("calculator", "clarify"), (question, p.route)
    assert reconsider(p, "law", 0.99, TODAY).route == p.route
    assert not (p.route == "calculator" and wants_classifier(p) and p.intent in ("eligibility", "regime"))


def test_a_law_question_about_no_ones_case_is_not_made_an_eligibility():
    p = plan("Com a lei de 2025, ciganos ganharam direito à reserva?", None, TODAY)
    assert p.route == "retrieval"
    assert reconsider(p, "eligibility", 0.95, TODAY).route == "retrieval"
    own = plan("Sou cigana e o edital é de agosto de 2025, ganhei direito à reserva?", None, TODAY)
    assert reconsider(own, "eligibility", 0.95, TODAY).intent == "eligibility"


def test_the_laws_reach_stays_law_text_when_the_classifier_reads_another_quota():
    # "estadual" reads like a state's own quota law to the classifier; art. 1º says whom Lei 15.142 binds.
    p = plan("A lei nova se aplica a uma autarquia estadual?", None, TODAY)
    assert p.route == "retrieval"
    assert reconsider(p, "out_of_scope", 0.9, TODAY).route == "retrieval"
    other = plan("Qual o prazo de validade da lei de cotas estadual do Paraná?", None, TODAY)
    assert reconsider(other, "out_of_scope", 0.9, TODAY).route == "out_of_scope"
