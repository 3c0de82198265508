"""People in the racial reserve and in the PcD reserve, and reach questions: answered, never refused (issue 10)."""
from __future__ import annotations

from datetime import date

import pytest

from assistant import core
from assistant.core import Assistant
from assistant.extraction import extract
from corpus.regulation import all_notes
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
PCD = "urn:lex:br:federal:decreto:2018-09-24;9508"
RULE = next(n.text for n in all_notes() if n.id == "mais-de-uma-reserva")


@pytest.fixture(scope="module")
def bot() -> Assistant:
    # No retriever: the answer for a person in both reserves must not depend on the retriever's confidence.
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)


@pytest.mark.parametrize("question, who", [
    ("Tenho deficiência visual e sou preto, posso me inscrever como cotista e como PcD?", "pessoa preta"),
    ("quilombola com deficiencia pode usar as duas reservas no mesmo concurso?", None),
    ("sou cadeirante e parda, em qual lista eu fico?", "pessoa parda"),
    ("Dá pra concorrer na cota racial e na de pessoa com deficiência ao mesmo tempo?", None),
])
def test_both_reserves_cite_both_norms_and_the_regulation_rule(bot, question, who):
    a = bot.ask(question)
    assert a.route == "retrieval"
    assert [c.urn for c in a.citations] == [f"{NEW}!art1_cpt", f"{PCD}!art1_par1"]
    assert "Lei nº 15.142/2025" in a.headline and "Decreto nº 9.508/2018" in a.headline
    # The regulation's rule in the registry's own words, shown as a summary with its source, never invented.
    assert "Decreto nº 12.536/2025" in a.headline and RULE[1:].rstrip(".") in a.headline
    assert [n.id for n in a.regulation] == ["mais-de-uma-reserva"]
    assert (who is None) or a.headline.startswith(f"Como {who} com deficiência, você pode")


@pytest.mark.parametrize("question", ["sou pcd, posso concorrer?", "sou pardo, posso concorrer à cota?"])
def test_one_reserve_is_not_the_several_reserves_answer(bot, question):
    a = bot.ask(question)
    assert "mais de uma reserva" not in a.headline
    assert "mais-de-uma-reserva" not in [n.id for n in a.regulation]


def test_without_the_registry_no_rule_is_stated(bot, monkeypatch):
    monkeypatch.setattr(core, "regulation_note", lambda fact_id: None)
    a = bot.ask("sou indígena e pessoa com deficiência, valem as duas reservas?")
    assert "maior percentual" not in a.headline


@pytest.mark.parametrize("text", ["sou cadeirante", "sou surda e parda", "candidatos cadeirantes",
                                  "com deficiencia fisica", "candidata com autismo", "deficiência visual"])
def test_naming_ones_disability_reads_the_pcd_group(text):
    assert "pcd" in extract(text).groups


def test_surdo_in_the_third_person_is_not_read_as_a_group():
    assert "pcd" not in extract("o que diz a lei sobre o intérprete de surdos?").groups


@pytest.fixture(scope="module")
def real() -> Assistant:
    return Assistant(today=lambda: TODAY)


@pytest.mark.parametrize("question", [
    "a reserva se aplica a uma empresa pública do governo estadual?",
    "concurso de fundação municipal tem que seguir essa lei de cotas?",
])
def test_reach_outside_the_union_is_answered_by_art1(real, question):
    a = real.ask(question)
    assert a.route != "out_of_scope" and "Não encontrei" not in a.headline
    assert any(c.urn.startswith(f"{NEW}!art1") for c in a.citations[:1]) or "federal" in a.headline.lower()


def test_third_person_is_not_addressed_as_you(bot):
    a = bot.ask("Um candidato indígena e com deficiência fica em qual das reservas?")
    assert a.headline.startswith("Uma pessoa indígena com deficiência pode")


@pytest.mark.parametrize("question", [
    "essa lei se aplica aos bombeiros militares?",   # bare "a lei": the quota law asked of this assistant
    "se aplica a concurso de câmara municipal?",     # the verb alone with a kind of entity
])
def test_bare_reach_questions_are_answered_with_art1(real, question):
    a = real.ask(question)
    # Law text or the eligibility operation ("Não: só a administração federal"), both from art. 1º.
    assert a.route in ("retrieval", "calculator") and "Não encontrei" not in a.headline
    assert a.citations and a.citations[0].urn.startswith(f"{NEW}!art1")


@pytest.mark.parametrize("question", ["a lei do inquilinato vale para loja?", "a lei maria da penha se aplica a ex?"])
def test_other_laws_reach_stays_out_of_scope(real, question):
    assert real.ask(question).route == "out_of_scope"


@pytest.mark.parametrize("question", [
    "A legislação obriga reserva nos concursos das universidades federais?",
    "a lei exige cota em seleção de conselho de fiscalização profissional?",
])
def test_the_law_obliging_a_kind_of_body_is_its_reach(question: str) -> None:
    from assistant.router import plan
    from assistant.rules import law_reach

    p = plan(question)
    assert p.route == "retrieval" and p.extraction is not None and law_reach(p.extraction), (question, p.route)
