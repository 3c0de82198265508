"""Round 46 (f61c): the order asked as law or as a figure, and a score that is no count (declassified held-out set 60).

- the order's place asked of the list's member named by their group ("o negro aprovado entra em qual nomeação?", "a
  candidata parda aprovada é chamada em que posição?"), with the vagas and the law by its year or number ("pela lei de
  2014", "pela lei antiga", "pela 12.990"): the calculator's order under that law, never the law's text;
- a reserved vaga its optant left, asked where it goes ("a vaga passa pro próximo cotista ou pra ampla?"): Lei nº
  15.142/2025, art. 7º, § 3º (Lei nº 12.990/2014, art. 3º, § 2º), never the vagas asked for an order;
- the meaning of the order's rule named, asked in the chat's words ("que diabos é isso?", "como é isso na prática?"):
  the alternation's text (art. 9º), never the vagas asked; a count told next still computes the order;
- the marks a concurso asked ("quantos pontos os cotistas fizeram...", "qual nota o cotista precisa pra passar?") are
  the concurso's, out of scope; a number that names a part of it ("bloco 4", "área 3", "turma 2", "CNU 2") is no count.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, urns_of

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"


def _order(vacancies: int, edital_date: str | None) -> tuple[list[int], int]:
    r = calculator.order(calculator.OrderInput(vacancies=vacancies, edital_date=edital_date, today=date.today()))
    return r.quota_positions, r.reserved


def _is_order(ans: Any, vacancies: int, edital_date: str | None, said: str) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.route, ans.headline)
    assert ans.calculation["vacancies"] == vacancies, (said, ans.headline)
    assert (ans.calculation["quota_positions"], ans.calculation["reserved"]) == _order(vacancies, edital_date), said


# --------------------------------------------------------------------------- the order with its law

def test_the_order_of_a_group_member_under_the_old_law_named(bot: Any) -> None:
    for said, n in (("com 3 vagas pela lei de 2014, o pardo aprovado é chamado em qual nomeação?", 3),
                    ("pela lei antiga, com 4 vagas, o negro aprovado entra em que nomeação?", 4),
                    ("pela 12.990, num concurso de 5 vagas, a candidata preta aprovada entra em qual posição?", 5),
                    ("edital com 3 vagas pela lei de 2014: os negros aprovados entram em quais nomeações?", 3)):
        (ans,) = chat(bot, said)
        _is_order(ans, n, "2020-01-01", said)
        assert ans.calculation["regime"] == "lei-12990-2014", said


def test_the_order_of_a_group_member_with_no_law_named_is_the_new_laws(bot: Any) -> None:
    for said, n in (("com 6 vagas, o pardo aprovado entra em qual nomeação?", 6),
                    ("num concurso de 4 vagas a candidata negra aprovada é chamada em que posição?", 4)):
        (ans,) = chat(bot, said)
        _is_order(ans, n, None, said)


def test_neighbours_ones_own_or_a_relatives_place_stays_a_position(bot: Any) -> None:
    for said in ("sou negro, passei em 5º na geral, com 10 vagas em qual nomeação eu entro?",
                 "minha prima parda ficou em 2º na lista de cotas, 8 vagas, em que posição ela é chamada?"):
        (ans,) = chat(bot, said)
        assert _intent_of(ans) == "position", (said, ans.headline)
    # how the alternation works, with no vagas, stays the law's text
    (ans,) = chat(bot, "como funciona a alternância na nomeação dos negros aprovados?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- a reserved vaga left

def test_a_reserved_vaga_left_asked_where_it_goes_is_the_laws_rule(bot: Any) -> None:
    for said in ("o cotista nomeado desistiu antes de tomar posse. a vaga dele vai pro próximo da lista de cotas ou pra "
                 "ampla?",
                 "o primeiro cotista abriu mão da vaga reservada. essa vaga passa pro seguinte da reserva ou volta pra "
                 "ampla concorrência?",
                 "se um aprovado pela cota desistir da vaga, ela fica com o próximo cotista?",
                 "a candidata negra aprovada desistiu da nomeação; a vaga segue pra outra cotista ou vai pra ampla?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.route, ans.headline)
        assert urns_of(ans)[0] == f"{NEW}!art7_par3", (said, urns_of(ans))


def test_neighbours_a_vaga_left_beside_a_count_or_a_place_is_still_computed(bot: Any) -> None:
    # the reversion of vagas with no optant, asked with its count, stays a count
    (ans,) = chat(bot, "com 10 vagas, quantas são de cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")
    # the order asked outright of one's own vagas is still the order
    (ans,) = chat(bot, "no nosso concurso com 7 vagas, qual a ordem de nomeação dos cotistas?")
    _is_order(ans, 7, None, "ordem")


# --------------------------------------------------------------------------- the rule's name asked in the chat's words

def test_the_rule_of_alternation_asked_colloquially_is_its_text(bot: Any) -> None:
    for said in ("no edital tá escrito 'critérios de alternância e proporcionalidade' na nomeação. que diabos é isso?",
                 "o edital fala em alternância e proporcionalidade na convocação dos aprovados, como é isso na prática?",
                 "li 'alternância e proporcionalidade' na parte de nomeação do edital. na prática, o que significa?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.route, ans.headline)
        assert urns_of(ans)[0].startswith(f"{NEW}!art9"), (said, urns_of(ans))


def test_a_count_told_after_the_rules_text_computes_the_order(bot: Any) -> None:
    one, two = chat(bot, "o edital fala em alternância e proporcionalidade na convocação, que diabos é isso?",
                    "me mostra isso num concurso de 8 vagas com edital de 2019")
    assert one.route == "retrieval", one.headline
    _is_order(two, 8, "2019-01-01", "me mostra")


# --------------------------------------------------------------------------- marks and names that are numbers

def test_the_marks_a_concurso_asked_are_out_of_scope(bot: Any) -> None:
    for said in ("quantos pontos os cotistas pardos precisaram fazer pra passar na área 3 do concurso unificado?",
                 "quantos pontos precisa pra passar como cotista no bloco 2 do CNU?",
                 "quantos pontos o último cotista aprovado fez na turma 2?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.route, ans.headline)


def test_a_number_naming_a_part_of_the_concurso_is_no_count(bot: Any) -> None:
    for said in ("no bloco 4 do concurso unificado, quantas vagas são de cota?", "qual a reserva na área 3 do cnu?",
                 "a turma 2 do curso de formação tem cotistas?", "no CNU 2 quantas vagas reservadas?",
                 "na fase 2 quantos cotistas passam?", "o grupo 5 do edital tem reserva?"):
        ex = extract(said)
        assert ex.vacancies is None and ex.numbers == [], (said, ex.vacancies, ex.numbers)
    (ans,) = chat(bot, "no bloco 4 do concurso unificado, quantas vagas são de cota?")
    assert ans.route == "clarify" and "**4**" not in ans.headline, ans.headline


def test_neighbours_counts_beside_a_name_and_the_laws_own_rule_on_marks(bot: Any) -> None:
    assert extract("bloco 4 com 20 vagas, quantas de cota?").vacancies == 20
    assert extract("área 3 tem 12 vagas").vacancies == 12
    assert extract("são 3 vagas, qual a reserva?").vacancies == 3
    # whether the law sets a different mark for the cotistas is the law's
    (ans,) = chat(bot, "a lei 15.142 exige quantos pontos a menos do cotista?")
    assert ans.route != "clarify", ans.headline
