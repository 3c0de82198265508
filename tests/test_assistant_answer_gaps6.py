"""Round 6 answer gaps: headlines name the law of the dispositivo they cite, the reserve headline answers the count
(the decree's split is a note), questions about a law's reach or the reserve's purpose are answered from art. 1º,
and "quantas vagas" questions are not pulled towards the rounding rule."""
from __future__ import annotations

import re
from datetime import date

import pytest

from assistant.core import Assistant, get_assistant
from assistant.intents.common import name_law
from corpus.retrieval import expand_query, open_engine
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"
# A dispositivo reference ("art. 8º", "art. 7º, § 2º") and a norm's label.
REF = re.compile(r"\bart\. \d+")
NORM = re.compile(r"\b(?:Lei|Decreto) nº \d")


@pytest.fixture(scope="module")
def calc_bot() -> Assistant:
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)


@pytest.fixture(scope="module")
def real_bot() -> Assistant:
    return get_assistant().warm()


# ---------------------------------------------------------------- 1. the law of a cited dispositivo

def test_name_law_adds_the_law_once_and_only_when_none_is_named():
    assert name_law("Só entra se sobrarem (art. 8º).", "lei-15142-2025") == \
        "Só entra se sobrarem (art. 8º da Lei nº 15.142/2025)."
    assert name_law("Não ocupam (art. 3º, § 1º). Ver art. 4º.", "lei-12990-2014") == \
        "Não ocupam (art. 3º, § 1º, da Lei nº 12.990/2014). Ver art. 4º."
    named = "Pela Lei nº 15.142/2025, a reserva (art. 5º, § 3º)."
    assert name_law(named, "lei-15142-2025") == named
    assert name_law("Sem referência.", "lei-15142-2025") == "Sem referência."


@pytest.mark.parametrize("question", [
    "Tenho 10 vagas e fiquei em 9º na lista geral, não sou cotista, passo?",
    "Fiquei em 4º na lista de cotistas, concurso com 10 vagas, sou nomeado?",
    "Fiquei em 9º na lista geral num concurso de 2020 com 10 vagas, não sou cotista, entro?",
    "Quantas vagas reservadas com 1 vaga?",
])
def test_a_calculator_headline_citing_a_dispositivo_names_its_law(calc_bot, question):
    a = calc_bot.ask(question)
    assert a.route == "calculator", (question, a.route)
    if REF.search(a.headline):
        assert NORM.search(a.headline), a.headline
        law = a.calculation["regime"]
        assert {"lei-15142-2025": "Lei nº 15.142/2025", "lei-12990-2014": "Lei nº 12.990/2014"}[law] in a.headline


def test_depends_headline_names_the_law_of_its_article(calc_bot):
    a = calc_bot.ask("Tenho 10 vagas e fiquei em 9º na lista geral, não sou cotista, passo?")
    assert a.headline.startswith("**Depende**") and "(art. 8º da Lei nº 15.142/2025)" in a.headline


# ---------------------------------------------------------------- 2. the reserve headline answers the count

@pytest.mark.parametrize("n", [10, 20, 50, 100])
def test_reserve_headline_is_the_count_and_the_split_is_a_note(calc_bot, n):
    a = calc_bot.ask(f"Quantas vagas são reservadas num concurso com {n} vagas?")
    reserved = a.calculation["reserved"]
    assert f"**{reserved} são reservadas**" in a.headline
    assert "12.536" not in a.headline and "25%" not in a.headline
    split = [x for x in a.notes if x.startswith("Pelo Decreto nº 12.536/2025")]
    assert len(split) == 1
    for g in a.calculation["groups"]:  # every figure of the note is the calculator's
        assert f"{g['group']} {g['percentage']}% = " in split[0]
    assert a.answer.index(a.headline) < a.answer.index(split[0])


def test_old_law_reserve_has_no_split_note(calc_bot):
    a = calc_bot.ask("Quantas vagas são reservadas num concurso com 10 vagas com edital de 2020?")
    assert a.calculation["regime"] == "lei-12990-2014"
    assert not any("12.536" in x for x in a.notes)


def test_no_reserve_no_split_note(calc_bot):
    a = calc_bot.ask("Quantas vagas reservadas com 1 vaga?")
    assert a.calculation["reserved"] == 0 and not any("12.536" in x for x in a.notes)


# ---------------------------------------------------------------- 3/4. law questions, real retriever

def test_quantas_does_not_expand_to_the_rounding_rules_word():
    # "quantitativo" occurs only in the rounding rules ("quantitativo fracionado").
    assert "quantitativo" not in expand_query("quantas vagas precisa ter?")
    # "vale pra" asks whom the law binds, not since when it is in force.
    assert "vigor" not in expand_query("a lei vale pra empresas públicas?")
    assert "vigor" in expand_query("a lei vale desde quando?")


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    "a partir de quantas vagas tem cota?",
    "quantas vagas o edital tem que oferecer pra ter reserva racial?",
])
def test_minimum_vagas_question_ranks_art5_caput_first(question):
    docs = open_engine().search(question, k=3)
    assert docs[0].metadata["urn"] == f"{NEW}!art5_cpt", [d.metadata["urn"] for d in docs]


@pytest.mark.slow
@pytest.mark.parametrize("question, law", [
    ("a lei vale pra estados e municípios?", NEW),
    ("a lei de cotas se aplica a concurso da prefeitura?", NEW),
    ("a lei 12.990 se aplicava a empresas públicas?", OLD),
])
def test_reach_questions_are_answered_from_article_1(real_bot, question, law):
    a = real_bot.ask(question)
    assert a.route == "retrieval" and a.citations, (question, a.route, a.headline)
    top = a.citations[0].urn
    assert top.startswith(f"{law}!art1_"), top
    assert "Segundo a **Lei nº" in a.headline and "federa" in a.headline
    # Round 26: a state's or a city's bodies asked of: the calculator's plain "Não" opens the answer.
    subnational = "estados" in question or "prefeitura" in question
    assert a.headline.startswith("**Não**" if subnational else "Segundo a **Lei nº"), a.headline


@pytest.mark.slow
@pytest.mark.parametrize("question", ["por que existem cotas raciais?", "pra que serve a cota racial?"])
def test_purpose_questions_get_article_1_with_the_doubt_said(real_bot, question):
    a = real_bot.ask(question)
    assert a.route == "retrieval" and a.citations[0].urn == f"{NEW}!art1_cpt", (a.route, a.headline)
    if question.startswith("por que"):  # no dispositivo is close to it: the answer says so
        assert any("Nenhum dispositivo trata exatamente disso" in n for n in a.notes)


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    "O que a lei diz sobre o horário de almoço dos cotistas?",
    "Quem ganhou a Copa do Mundo de 2002?",
    "Qual o salário de analista do INSS?",
])
def test_unrelated_questions_stay_refused(real_bot, question):
    a = real_bot.ask(question)
    assert a.route == "out_of_scope" and not a.citations, (question, a.route, a.headline)
