"""Round 41 (41c): people checking what they read or heard on social media and in the news (probe voice 41c).

- the news story a rumour came from ("li numa matéria que a banca pode eliminar quem se declarar pardo sem ser") is
  not the exam's subject matter, and "que a banca pode eliminar" is a clause told, not "which banca": the law (art. 4º);
- the exam said to be postponed ("tão dizendo que a prova vai ser adiada pra março") is the concurso's calendar,
  out of scope, and the edital dated after it is its own regime;
- "sendo cotista" tells the one placed opted for the reserve, as "sou cotista" does.
Neighbours: which banca runs a concurso, a reserve count, the place with no option told.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def test_a_news_story_about_the_board_eliminating_false_declarants_is_the_law() -> None:
    for q in ("li numa matéria que a banca pode eliminar quem se declarar pardo sem ser, é verdade?",
              "li numa reportagem que a banca pode eliminar quem se declarar pardo sem ser"):
        assert plan(q, today=TODAY).route == "retrieval", q


def test_neighbour_which_banca_runs_the_concurso_stays_out_of_scope() -> None:
    for q in ("qual a banca do concurso do INSS?", "que banca vai ser a do próximo concurso?"):
        assert plan(q, today=TODAY).route == "out_of_scope", q


def test_a_postponed_exam_rumour_is_out_of_scope_and_the_next_edital_dated_its_regime() -> None:
    from assistant.core import get_assistant
    rumour, dated = chat(get_assistant(), "no zap tão dizendo que a prova do concurso vai ser adiada pra março",
                         "e um edital que saiu em 10 de junho de 2025, já é pela lei nova?")
    assert rumour.route == "out_of_scope"
    assert (dated.route, dated.calculation["operation"], dated.calculation["regime"]) == \
        ("calculator", "regime", "lei-15142-2025")
    for q in ("vi no insta que a prova vai ser remarcada, é verdade?", "adiaram a prova do concurso da receita?"):
        assert plan(q, today=TODAY).route == "out_of_scope", q


def test_neighbour_a_reserve_count_is_still_computed() -> None:
    (ans,) = chat(rules_bot(TODAY), "vi no insta que um edital de 20 vagas tem 6 de cota, confere?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 6)


def test_sendo_cotista_is_the_option_told() -> None:
    (ans,) = chat(rules_bot(TODAY), "quem ficou em 30º na geral, sendo cotista, entra num concurso de 40 vagas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "position")
    assert (ans.calculation["status"], ans.calculation["list"]) == ("inside", "quota")


def test_neighbour_the_place_with_no_option_told_depends_on_reversal() -> None:
    (ans,) = chat(rules_bot(TODAY), "quem ficou em 30º na geral entra num concurso de 40 vagas?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["status"]) == ("calculator", "position", "depends")
