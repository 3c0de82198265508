"""Round 46 (46b): several questions in one message (`assistant.asked_parts`).

- a count asked of the message's own vagas beside a law question ("quantas vagas em 7 e a comissão pode me excluir?",
  "quantas reservadas em 18 e quando o cotista é nomeado?"): the figure is the calculator's, never dropped for the law
  clause beside it; "quantas vagas (pra negros) em N?" asks the reserve of N vagas;
- "e a segunda pergunta?", "e a outra?", "vc não respondeu sobre X" after such a message: that part of it, answered in
  the thread, never refused for the lack of a subject.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.asked_parts import split
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, reserved_for


def _count(ans: Any, vacancies: int, said: str) -> None:
    # (the order of nomination, asked beside the count, answers it too)
    assert ans.route == "calculator" and _intent_of(ans) in ("reserve", "order"), (said, ans.headline)
    assert ans.calculation["vacancies"] == vacancies, (said, ans.headline)
    assert ans.calculation["reserved"] == reserved_for(vacancies, None, date.today()), said


# --------------------------------------------------------------------------- the count asked "em N"

def test_vagas_asked_in_a_bare_count_are_that_many_vagas(bot: Any) -> None:
    for said, n in (("quantas vagas em 7?", 7), ("quantas vagas pra negros em 13?", 13),
                    ("quantas vagas para cotistas em 21?", 21), ("quantas vagas pros pardos com 8?", 8)):
        (ans,) = chat(bot, said)
        _count(ans, n, said)


def test_a_count_beside_a_law_question_is_computed(bot: Any) -> None:
    for said, n in (("quantas vagas em 7 e a comissão pode me excluir?", 7),
                    ("quantas vagas reservadas em 18 e o que acontece se ninguém se inscrever na cota?", 18),
                    ("quantas são de cota num edital de 24 vagas e quando o cotista é nomeado?", 24),
                    ("duas dúvidas: 1) quantas vagas ficam pra cota com 14? 2) a banca pode me reprovar?", 14)):
        (ans,) = chat(bot, said)
        _count(ans, n, said)


def test_neighbours_a_law_question_with_a_count_of_no_vagas_stays_law(bot: Any) -> None:
    for said in ("o que acontece se sobrar vaga de cotista?", "a banca pode me eliminar e quem faz parte dela?",
                 "qual o percentual e a partir de quantas vagas vale a reserva?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
    (ans,) = chat(bot, "quantas vagas em 2 cargos?")
    assert ans.route == "clarify", ans.headline  # cargos, not vagas


# --------------------------------------------------------------------------- the other question asked back

def test_the_second_question_asked_back_is_answered(bot: Any) -> None:
    first = "duas dúvidas: 1) quantas reservadas num concurso de 15 vagas? 2) a comissão de heteroidentificação pode me excluir?"
    for back in ("e a segunda pergunta?", "e a outra?", "vc não respondeu a segunda", "responde a outra dúvida",
                 "e quanto à segunda?"):
        calc, ans = chat(bot, first, back)
        _count(calc, 15, first)
        assert ans.route == "retrieval", (back, ans.headline)


def test_the_other_part_is_the_one_not_answered(bot: Any) -> None:
    first = "quantas vagas reservadas em 16 e o que acontece se sobrar vaga de cotista?"
    calc, ans = chat(bot, first, "e a outra?")
    _count(calc, 16, first)
    assert ans.route == "retrieval", ans.headline
    # the first part asked back is the count again
    _, again = chat(bot, "1) a banca pode me eliminar? 2) quantas vagas reservadas em 20?", "e a primeira pergunta?")
    assert again.route == "retrieval", again.headline


def test_an_unanswered_subject_is_that_part(bot: Any) -> None:
    first = "fiquei em 4º na lista de cotas e 30º na geral, com 12 vagas. passei? e como funciona se alguém desistir?"
    _, ans = chat(bot, first, "vc não respondeu sobre a desistência")
    assert ans.route == "retrieval", ans.headline


def test_neighbours_pointers_that_are_no_part(bot: Any) -> None:
    # a place of the case, not a question of the message
    calc, ans = chat(bot, "com 20 vagas, em que posições entram os cotistas?", "e a segunda vaga reservada?")
    assert calc.route == "calculator" and ans.route != "out_of_scope", ans.headline
    # a follow-up with its own subject no part holds: read as typed (the PcD count of the thread's vagas)
    _, ans = chat(bot, "quantas vagas reservadas em 16 e o que acontece se sobrar vaga de cotista?",
                  "e a outra parte, quantas pra pcd?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 16, ans.headline


def test_split_reads_numbers_bullets_and_joined_questions() -> None:
    assert split("1) quantas vagas em 10? 2) pardo pode?") == ["quantas vagas em 10?", "pardo pode?"]
    assert split("Bom dia,\n- quantas reservadas em 30?\n- e pra PcD?\nAtt., João") == \
        ["quantas reservadas em 30?", "e pra PcD?"]
    assert split("quantas reservadas em 16 e o que acontece se sobrar?") == \
        ["quantas reservadas em 16", "o que acontece se sobrar?"]
    assert split("quantas vagas reservadas em 16?") == []
    assert split("concurso com cargos de 12 e 4 vagas, quantas em cada?") == []
