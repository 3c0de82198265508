"""Round 28 (fix28r): families behind holdout26's single-question failures and the probes' refusals, in sentences of the
team's own.

- a PcD count told with an adverb before its verb ("3 delas já reservadas a PcD") is the PcD list, and the split of
  the vagas among the lists asked ("como fica a divisão?") is their count;
- a selection of one's body with a word between ("o concurso anterior do nosso órgão"), asked which law rules it,
  is the regime, its date asked;
- an edital table whose first row says "vagas" and the next rows leave it out ("30 vagas analista, 8 técnico");
- a candidate's plan to sit the exams ("vou prestar X") is no claim of one's own: a kind of body asked whether it must
  reserve is whom the law binds;
- core's "no dispositivo fits" gate counts a calculator intent read at the classifier's minimum as in-domain;
- a question passed on by someone ("meu tio quer saber se indígena tem cota") is read without who passed it;
- after a law answer, a short question whose object is a pronoun ("e quem conduz ela?") continues its subject.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.intents.law import NO_FIT
from assistant.router import plan
from tests.assistant_support import FixedReading, chat

TODAY = date(2026, 12, 5)


def _plan(q: str):
    return plan(q, None, TODAY)


# --- a PcD count with "já", and the split asked ----------------------------------------------------------------------

def test_pcd_count_with_an_adverb_before_its_verb() -> None:
    ex = extract("o edital tem 25 vagas e 3 delas já reservadas a PcD", TODAY)
    assert ex.pcd == 3 and ex.vacancies == 25


def test_split_among_the_lists_is_their_count() -> None:
    p = _plan("são 40 vagas, 2 delas já são pra pcd. como fica a distribuição entre cotistas, pcd e ampla?")
    assert p.route == "calculator" and p.intent == "reserve"
    assert p.params.get("vacancies") == 40 and p.params.get("pcd") == 2
    # one's own claim to both lists is still asked as such
    p = _plan("sou parda e pcd, 40 vagas e 2 pra pcd, posso concorrer nas duas?")
    assert p.intent == "eligibility"


# --- one's body's selection, with a word between -------------------------------------------------------------------

@pytest.mark.parametrize("q", [
    "Um certame anterior da nossa autarquia continua válido. Qual lei de cotas rege ele?",
    "o certame antigo do nosso instituto segue valendo, que lei rege ele?",
])
def test_ones_bodys_selection_asks_its_date(q: str) -> None:
    p = _plan(q)
    assert p.route == "clarify" and p.intent == "regime" and p.clarify == "edital_date"


# --- a table with "vagas" elided after the first row --------------------------------------------------------------

def test_table_rows_after_the_first_may_leave_vagas_out() -> None:
    ex = extract("pss do hospital: 30 vagas analista, 8 tecnico e 3 motorista. quantas de cota em cada?", TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("analista", 30), ("tecnico", 8), ("motorista", 3)]
    p = _plan("pss do hospital: 30 vagas analista, 8 tecnico e 3 motorista. quantas de cota em cada?")
    assert p.route == "calculator" and p.intent == "edital"


def test_an_elided_row_alone_is_no_table() -> None:
    assert extract("edital com 12 vagas, 5 anos de validade", TODAY).cargos == []
    assert extract("30 vagas analista, 2 pcd", TODAY).cargos == []


# --- a candidate's plan is no claim of one's own -------------------------------------------------------------------

def test_a_kind_of_body_asked_beside_a_plan_to_sit_the_exam_is_the_law(bot) -> None:
    a = bot.ask("pretendo fazer banco do brasil e caixa, empresa pública é obrigada a ter cota pra pretos?")
    assert a.route == "retrieval" and a.headline != NO_FIT, a.headline


def test_a_claim_of_ones_own_stays_the_eligibility() -> None:
    p = _plan("sou preta e vou prestar o banco do brasil, empresa pública é obrigada a ter cota pra mim?")
    assert p.route != "retrieval" or "law_rule" not in p.notes


# --- a question passed on by someone -------------------------------------------------------------------------------

def test_a_question_passed_on_is_read_without_its_messenger(bot) -> None:
    a = bot.ask("meu tio quer saber se indígena tem cota em concurso federal")
    assert a.route == "retrieval" and a.headline != NO_FIT, a.headline


def test_the_messengers_own_case_stays_theirs(bot) -> None:
    a = bot.ask("minha mãe quer saber se ela, sendo indígena, pode usar a cota num concurso federal")
    assert a.route in ("calculator", "clarify")


# --- core's gate: a calculator reading is in-domain ----------------------------------------------------------------

@pytest.mark.parametrize("q", ["quem entra pela reserva faz as mesmas provas?",
                               "a prova de títulos conta pra quem entra pela reserva?"])
def test_a_calculator_reading_at_the_minimum_is_in_domain(bot, q: str) -> None:
    from assistant.core import Assistant

    sure = Assistant(retriever=bot.retriever, classifier=FixedReading("eligibility", 0.6), turns=False).ask(q)
    assert sure.route == "retrieval" and sure.headline != NO_FIT, sure.headline
    # under the classifier's minimum the gate still wants a dispositivo about it
    unsure = Assistant(retriever=bot.retriever, classifier=FixedReading("eligibility", 0.45), turns=False).ask(q)
    assert unsure.headline == NO_FIT


@pytest.mark.parametrize("q", [
    "o conselho regional de nutrição faz concurso, ele tem que seguir cota racial?",
    "a OAB faz concurso pros funcionários, ela tem que seguir cota racial?",
])
def test_a_bodys_duty_is_answered_by_whom_the_law_binds(bot, q: str) -> None:
    a = bot.ask(q)
    assert a.route == "retrieval" and a.headline != NO_FIT, a.headline
    # the reach is art. 1º: its caput, or (round 43) its inciso I, which names the bodies bound
    assert a.citations[0].urn.endswith(("!art1_cpt", "!art1_inc1")), a.citations[0].urn


def test_off_domain_questions_are_still_refused(bot) -> None:
    for q in ("Quem ganhou a Copa de 2002?", "qual a capital da Austrália?"):
        assert bot.ask(q).route == "out_of_scope", q


# --- a pronoun object after a law answer ---------------------------------------------------------------------------

@pytest.mark.parametrize("follow", ["e quem conduz ela?", "e quem organiza ela", "e quem aplica ela", "e quem realiza ele"])
def test_a_pronoun_object_continues_the_law_answer(bot, follow: str) -> None:
    first, second = chat(bot, "o que é a heteroidentificação?", follow)
    assert first.route == "retrieval"
    assert second.route == "retrieval" and second.headline != NO_FIT, second.headline
    # the subject of the answer before (the confirmation procedure, art. 3º), not whatever the bare words match
    assert "!art3_" in second.citations[0].urn, second.citations[0].urn


def test_a_pronoun_question_outside_a_law_thread_is_not_continued() -> None:
    assert _plan("e quem faz ela").route == "out_of_scope"
