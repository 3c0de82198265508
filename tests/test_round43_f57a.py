"""Round 43 (f57a): a law question asked as a follow-up in a thread that has vagas (failure family of the
declassified holdout56).

- who confirms the self-declaration ("e quem vai checar se a candidata é parda, existe banca?") after a reserve count is
  the procedure's text (Lei 15.142, art. 3º), a group told being whom it reaches, never the count again;
- whether the old law's optant competed in the general list too, asked after a dated count, is the law's text
  (concorrência concomitante), the law named and the group being its subject;
- the candidate's own giving up with who is called in the place asked, after a position, is the vaga left
  (art. 7º, § 3º), never that position again.
Neighbours: a count asked with the giving up ("quantas sobram"), a new count of vagas, a group's count.
"""
from __future__ import annotations

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

_RESERVE = "o concurso do ibge vai ter 26 vagas, quantas ficam pra cota?"
_DATED = "edital publicado em 20/05/2025 com 11 vagas, qual a reserva pra negros?"
_PLACE = "sou o 1º da lista dos cotistas e o edital tem 3 vagas, em que nomeação eu entro?"


def _law(ans) -> None:
    assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("retrieval", "law", []), ans.headline
    assert not ans.calculation


def test_who_confirms_the_self_declaration_after_a_count_is_the_procedure(bot) -> None:
    for q in ("e quem vai checar se a candidata é parda mesmo, existe banca?",
              "e quem vai avaliar se a pessoa é preta de fato, tem comissão?"):
        _, ans = chat(bot, _RESERVE, q)
        _law(ans)
        assert "art. 3º" in ans.headline and "autodeclaração" in ans.headline, q
    # (neighbours: a group's count and a new count of vagas stay the calculation with the thread's figures)
    _, count = chat(bot, _RESERVE, "e com 40 vagas?")
    assert (count.route, count.calculation["vacancies"], count.calculation["reserved"]) == ("calculator", 40, 12)
    _, group = chat(bot, _RESERVE, "e quantas seriam para pardos?")
    assert group.route == "calculator" and group.calculation["vacancies"] == 26


def test_old_laws_optant_in_the_general_list_after_a_dated_count_is_the_law(bot) -> None:
    _, ans = chat(bot, _DATED, "e na lei de 2014 o candidato negro da reserva concorria também com todos na lista geral?")
    _law(ans)
    assert "12.990" in ans.headline and "art. 3º" in ans.headline and "ao mesmo tempo" in ans.headline
    # (neighbour: the old law's count asked again stays the calculation, its date and vagas carried)
    _, count = chat(bot, _DATED, "e pela lei de 2014 quantas ficam na ampla?")
    assert count.route == "calculator" and count.calculation["vacancies"] == 11
    assert "12.990" in count.headline


def test_giving_up_with_who_is_called_in_the_place_is_the_vaga_left(bot) -> None:
    _, ans = chat(bot, _PLACE, "e caso eu desista, quem da lista da reserva é chamado no meu lugar?")
    _law(ans)
    assert "art. 7º, § 3º" in ans.headline
    # (neighbours: a count asked with the giving up, and other vagas, stay the calculation of the thread's vagas)
    _, left = chat(bot, _PLACE, "e se eu desistir, quantas vagas sobram pra cota?")
    assert left.route == "calculator" and left.calculation["vacancies"] == 3
    _, more = chat(bot, _PLACE, "e se fossem 30 vagas?")
    assert more.route == "calculator" and "9 vagas reservadas" in more.headline
