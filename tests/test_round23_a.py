"""Round 23 (probefix23a): candidates who switch between the law and their own numbers inside one thread.

Each family in sentences of the team's own: a law question that names the old law or asks in the past tense ("quem
tinha direito pela 12.990?") after a calculation, "naquela época" pointing at the thread's dated edital, the
confirmation board's verdict told in chat words ("se a comissão falar que não sou parda"), a reserve asked "em 14"
with the noun left out, and "adm direta" for the federal direct administration.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.extraction.entities import extract_entity
from assistant.rules import rule_of_subject
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)



def _cites(ans, fragment: str) -> bool:
    return any(fragment in c.urn for c in ans.citations)


# --- a law question after a calculation: the law's text, and the calculation still at hand afterwards -----------

@pytest.mark.parametrize("law_turn", [
    "e pela 12.990 quem tinha direito à cota?",
    "e segundo a lei velha quem podia concorrer nas vagas reservadas?",
])
def test_a_past_tense_rule_of_the_old_law_is_law_text(bot, law_turn) -> None:
    calc, law, frag = chat(bot, "seleção com 16 vagas, quanto fica pra cota?", law_turn, "e com 1 vaga pcd?")
    assert calc.route == "calculator"
    assert law.route == "retrieval" and _cites(law, "12990")
    # the fragment after the law answer is the earlier count again, not a count under the old law
    assert frag.route == "calculator" and frag.calculation["vacancies"] == 16
    assert frag.calculation["reserved"] == reserved_for(16, None, TODAY)
    assert carried_keys_of(frag) == ["vacancies"]


@pytest.mark.parametrize("law_turn", ["e a lei de 2014 parou de valer quando?", "e a 12990 valeu até quando?"])
def test_when_a_law_stopped_governing_is_law_text(bot, law_turn) -> None:
    _, law = chat(bot, "prova com 27 vagas, qnts reservadas?", law_turn)
    assert law.route == "retrieval"


def test_ones_own_case_under_the_old_law_stays_a_calculation(bot) -> None:
    # "eu tinha direito?" asks the person's own case again, under that law
    _, ans = chat(bot, "sou preto, concurso do ibama com 8 vagas", "e pela lei antiga eu tinha direito?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["regime"] == "lei-12990-2014"


def test_past_modals_mark_a_rule_of_the_laws_subject() -> None:
    assert rule_of_subject("quem podia se autodeclarar parda antes de 2025")
    assert rule_of_subject("o cotista precisava de foto na inscricao")
    assert not rule_of_subject("quantas vagas tinha o concurso")


# --- "naquela época": the law of the thread's dated edital ----------------------------------------------------

def test_the_time_of_a_dated_edital_names_its_law(bot) -> None:
    _, law, frag = chat(bot, "edital publicado em 05/11/2019 com 11 vagas, qnts pra negros?",
                        "quem podia concorrer como cotista naquela época?", "e se fossem 17?")
    assert law.route == "retrieval" and _cites(law, "12990")
    assert frag.route == "calculator" and frag.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(frag) == ["edital_date"]


def test_the_time_of_a_new_law_edital_names_the_new_law(bot) -> None:
    _, law = chat(bot, "edital publicado em 12/09/2025 com 11 vagas, quantas cotas?",
                  "quem podia se inscrever na cota naquela época?")
    assert law.route == "retrieval" and _cites(law, "15142")


# --- the board's verdict told in chat words ---------------------------------------------------------------------

@pytest.mark.parametrize("verdict", [
    "e se a comissão falar que eu não sou parda?",
    "se a banca entender que não sou preto eu perco a vaga?",
    "a comissao pode me tirar da cota se decidir q nao sou negra?",
])
def test_the_boards_verdict_inside_a_calculation_is_the_confirmation_rule(bot, verdict) -> None:
    _, law, frag = chat(bot, "são 26 vagas com 2 pra pcd, qnts vão pra cota racial?", verdict, "e com 3 pcd?")
    assert law.route == "retrieval" and _cites(law, "15142!art3")
    assert frag.route == "calculator" and frag.calculation["vacancies"] == 26 and frag.calculation["pcd"] == 3
    assert carried_keys_of(frag) == ["vacancies"]


def test_the_exam_board_with_a_count_asked_is_not_the_verdict(bot) -> None:
    (ans,) = chat(bot, "a banca disse que são 12 vagas, quantas ficam reservadas?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 12


# --- "quantas reservadas em 14?": the bare count the reserve is asked in --------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("quantas ficam reservadas em 21?", 21),
    ("qnts de cota pra 13?", 13),
    ("e quantas cotas com 8?", 8),
    ("quantas reservadas em 5 de maio?", None),  # a date goes on past the number
    ("quantas cotas em 2024?", None),  # a year is no count
    ("quantas reservadas em 30%?", None),
])
def test_a_bare_count_after_the_reserve_asked(text, want) -> None:
    assert extract(text).vacancies == want


def test_a_bare_count_after_an_aside_is_calculated(bot) -> None:
    _, ans = chat(bot, "qual o salario inicial do cargo?", "tá, e quantas ficam reservadas em 19?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 19
    assert ans.calculation["reserved"] == reserved_for(19, None, TODAY)
    assert carried_keys_of(ans) == []


# --- "adm direta": the federal direct administration in shorthand -------------------------------------------

@pytest.mark.parametrize("text", ["concurso da adm direta", "orgao da adm. publica direta", "adm federal direta"])
def test_adm_direta_is_the_direct_administration(text) -> None:
    assert extract_entity(text)[0] == "direta"


def test_adm_direta_carries_as_the_entity(bot) -> None:
    _, ans = chat(bot, "sou quilombola, concurso na adm direta com 5 vagas, tenho direito?", "e se fossem 12 vagas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert "entity" in carried_keys_of(ans)


# --- the edital's date told beside a handed-over count, nothing asked --------------------------------------------

@pytest.mark.parametrize(("text", "day"), [
    ("edital de 22/02/2025 com 13 vagas", "2025-02-22"),
    ("tenho um concurso com 13 vagas, edital publicado em 22/02/2025.", "2025-02-22"),
    ("edital lançado 22/10/2025 com 13 vagas", "2025-10-22"),
])
def test_a_dated_count_handed_over_is_its_reserve(bot, text, day) -> None:
    (ans,) = chat(bot, text)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(13, day, TODAY)


def test_a_dated_count_with_something_else_asked_is_not_handed_over() -> None:
    from assistant.context import _params
    from assistant.router import handed_count

    ex = extract("edital de 22/02/2025 com 13 vagas e 4 etapas")
    assert not handed_count(ex, _params(ex))


def test_not_passing_the_confirmation_cites_its_outcome(bot) -> None:
    _, law = chat(bot, "concurso com 31 vagas, qnts cotas?", "e se eu nao passar pela comissao de heteroidentificacao?")
    assert law.route == "retrieval" and _cites(law, "15142!art3_par2")


# --- "why is the first cotista 3rd?": a place of the order just given, not a new count -----------------------

def test_why_a_place_of_the_order_is_that_order_again(bot) -> None:
    first, why = chat(bot, "ordem de nomeação com 11 vagas, edital de 2022", "pq o primeiro negro fica na 3?")
    assert why.route == "calculator" and why.calculation["operation"] == "order"
    assert why.calculation["vacancies"] == 11
    assert why.calculation["quota_positions"] == first.calculation["quota_positions"]
