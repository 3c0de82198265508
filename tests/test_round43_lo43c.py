"""Round 43 (lo43c): leftovers seen on the page.

- vagas told as an addition with nothing asked ("tinha 10 vagas e vão chamar mais 5 do cadastro"): the reserve of the
  whole, as "o edital tem 15 vagas" (it went to the law's text, art. 5º, § 4º);
- "e num processo seletivo da prefeitura?" after a federal concurso's eligibility: the selection the message states is
  not shown as the thread's carried process;
- a figure the latest answer showed (carried there too) is "da pergunta anterior", not "de 2 perguntas atrás".
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


def test_vagas_added_with_nothing_asked_are_the_reserve_of_the_whole() -> None:
    for q in ("tinha 10 vagas e vão chamar mais 5 do cadastro", "tinha 10 vagas e surgiram mais 5"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 15), q
    (ans,) = chat(rules_bot(TODAY), "tinha 10 vagas e vão chamar mais 5 do cadastro")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 5)
    assert "Das 15 vagas, **5 são reservadas**" in ans.headline


def test_neighbour_added_vagas_with_a_law_question_and_a_plain_count_unchanged() -> None:
    assert plan("tinha 10 vagas e surgiram mais 5, seguem a lei?", None, TODAY).route == "retrieval"
    p = plan("o edital tem 15 vagas", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "reserve")
    (ans,) = chat(rules_bot(TODAY), "tinha 10 vagas e vão chamar mais 5 do cadastro, qual a vez do próximo cotista?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")


def test_a_selection_stated_is_not_the_carried_process() -> None:
    _, ans = chat(rules_bot(TODAY), "sou pardo, posso concorrer num concurso federal?",
                  "e num processo seletivo da prefeitura?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility")
    assert "process" not in carried_keys_of(ans) and "groups" in carried_keys_of(ans)
    assert "concurso público da pergunta anterior" not in ans.headline and "**não**" in ans.headline


def test_neighbour_a_bare_sphere_keeps_the_concurso() -> None:
    _, ans = chat(rules_bot(TODAY), "sou pardo, posso concorrer num concurso federal?", "e na prefeitura?")
    assert "process" in carried_keys_of(ans)


def test_figure_shown_by_the_latest_answer_is_the_previous_questions() -> None:
    *_, a3 = chat(rules_bot(TODAY), "quantas vagas reservadas em 25 vagas?", "e pela lei antiga?", "e pela lei nova?")
    assert a3.calculation["reserved"] == 8
    assert a3.headline.startswith("Com as 25 vagas da pergunta anterior:"), a3.headline


def test_neighbour_figure_told_before_a_turn_without_it_says_how_far_back(bot) -> None:
    *_, ans = chat(bot, "o instituto tem 8 vagas de técnico, quantas reservadas?",
                   "vagas que abrirem no prazo de validade entram na cota?", "e se abrirem mais 6, quantas de cota?")
    assert ans.headline.startswith("Com as 8 vagas de 2 perguntas atrás"), ans.headline
