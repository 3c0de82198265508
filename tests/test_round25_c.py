"""Round 25 (probefix25c): candidates telling their eligibility case piecemeal across turns.

Families, each in sentences of the team's own: a bare "posso?" after the case told, the body corrected to a state's university in the next turn (read as
a student's admission before), a state's own bank named, the armed forces as the Union's direct administration, the
board's verdict already given told beside the person's case (a law question, not the eligibility again), the concurso
of a count or table told with the group kept for "e eu posso?" next, and a conversation opened by the group alone.
"""
from __future__ import annotations

import pytest

from assistant.extraction.entities import extract_entity
from assistant.router import plan
from assistant.routing_eval import find_expected
from tests.assistant_support import carried_keys_of, chat


@pytest.fixture(scope="module")
def bot():
    from assistant.cli import _assistant

    return _assistant()


def _eligible(ans) -> bool | None:
    return find_expected(ans.calculation, "eligible")


# --- the body corrected to a state's university: the case again, not a student's admission ----------------------

@pytest.mark.parametrize("fix", ["corrigindo: é a universidade do estado", "me enganei, universidade estadual",
                                 "nao, é na faculdade estadual"])
def test_a_state_university_named_after_an_eligibility_corrects_the_body(bot, fix) -> None:
    first, again = chat(bot, "me declaro preto, vou prestar concurso do ICMBio, da pra usar a reserva?", fix)
    assert first.route == "calculator" and _eligible(first) is True
    assert again.route == "calculator" and again.calculation["operation"] == "eligibility"
    assert _eligible(again) is False
    assert carried_keys_of(again) == ["groups", "process"]


def test_a_student_admission_at_a_state_university_is_still_another_quota() -> None:
    assert plan("quero ingressar na universidade estadual pela cota, sou indigena").route == "out_of_scope"


def test_a_university_named_with_no_eligibility_before_is_not_a_correction() -> None:
    p = plan("e a universidade estadual?", {"intent": "reserve", "vacancies": 12})
    # Round 53 (lo53c): after a count, a body named is that selection's body (`router._body_corrected`): a state
    # university's is the state body's "Não" (art. 1º: federal only), never a student's admission
    assert p.route == "out_of_scope" or (p.route, p.params.get("entity")) == ("calculator", "estadual")


# --- a state's own bank, the armed forces ---------------------------------------------------------------------------

@pytest.mark.parametrize("text,kind", [("concurso do banco do estado do para", "estadual"), ("selecao do brb", "estadual"),
                                       ("edital do banestes", "estadual"), ("concurso do exercito brasileiro", "direta"),
                                       ("concurso da aeronautica", "direta"), ("marinha do brasil abriu concurso", "direta")])
def test_state_banks_and_armed_forces_are_read(text, kind) -> None:
    assert extract_entity(text)[0] == kind


def test_a_relative_after_an_armed_forces_case_keeps_its_body(bot) -> None:
    _, other = chat(bot, "sou amarelo, concurso do exército, tem cota pra mim?", "e a minha esposa, que é parda?")
    assert other.route == "calculator" and _eligible(other) is True
    assert carried_keys_of(other) == ["entity", "process"]


# --- the board's verdict told beside the case: what follows from it is the law's ----------------------------------

@pytest.mark.parametrize("q", ["sou preta, fiz o concurso do IBGE e a comissao me reprovou, e agora?",
                               "me declaro pardo, PSS da Funasa, a heteroidentificação não me validou. o que acontece?",
                               "sou pardo, concurso da anvisa, fui indeferido pela banca, perco tudo?"])
def test_a_verdict_told_with_the_case_is_a_law_question(bot, q) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "retrieval"


def test_a_verdict_told_inside_an_eligibility_thread_is_a_law_question(bot) -> None:
    _, law = chat(bot, "sou parda, concurso do incra, tenho cota?", "a banca me barrou, sigo concorrendo?")
    assert law.route == "retrieval"


def test_a_count_asked_beside_a_verdict_is_still_counted(bot) -> None:
    ans = bot.ask("sou pardo, concurso do inss com 20 vagas, a banca me indeferiu, quantas vagas de cota tinha?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"


# --- the concurso told with a count or a table: kept for "e eu posso?" next ----------------------------------------

def test_the_concurso_of_a_table_told_with_the_group_is_kept(bot) -> None:
    _, mine = chat(bot, "sou indigena, concurso da PRF: agente 9 vagas, escrivão 4 vagas. cota de cada?",
                   "posso me inscrever na reserva?")
    assert mine.route == "calculator" and mine.calculation["operation"] == "eligibility"
    assert carried_keys_of(mine) == ["entity", "groups", "process"]


def test_a_count_follow_up_does_not_say_the_concurso_was_carried(bot) -> None:
    _, more = chat(bot, "sou preto, concurso do incra com 9 vagas, quantas de cota?", "e se fossem 14?")
    assert more.route == "calculator" and more.calculation["operation"] == "reserve"
    assert "process" not in carried_keys_of(more) and more.calculation["reserved"] == 4


# --- a conversation opened by the group alone -------------------------------------------------------------------

@pytest.mark.parametrize("opener", ["me considero parda", "Sou preto.", "eu sou quilombola", "boa noite, sou indigena"])
def test_the_group_alone_opens_the_case(opener) -> None:
    p = plan(opener)
    assert p.route == "clarify" and p.intent == "eligibility"


def test_the_group_alone_then_the_selection_answers_it(bot) -> None:
    _, case = chat(bot, "me autodeclaro negra", "concurso da ebserh")
    assert case.route == "calculator" and _eligible(case) is True
    assert carried_keys_of(case) == []


def test_the_group_alone_mid_thread_changes_the_group(bot) -> None:
    _, other = chat(bot, "sou parda, pss do ibama, posso?", "me declaro indigena")
    assert other.route == "calculator" and other.calculation["operation"] == "eligibility"
    assert carried_keys_of(other) == ["entity", "process"]


# --- the case told, then a bare "posso?": the person's eligibility, not the law's reach ---------------------------

@pytest.mark.parametrize("q", ["me declaro parda, processo seletivo da funasa, posso?",
                               "minha irmã é indigena, concurso do banco central, ela pode?",
                               "sou negro. concurso da dataprev. consigo?"])
def test_a_bare_claim_after_the_case_is_eligibility(bot, q) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
