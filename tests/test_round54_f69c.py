"""Round 54 (f69c): what a follow-up carries from earlier turns, and what it states itself.

- the asker's own selection pointed at after their eligibility in it ("no meu cargo são 12 vagas, quantas?", "lá são
  12 vagas pro meu cargo") continues that selection although the count is complete on its own
  (`own_selection.own_selection_continued`): the edital's date goes on (Lei 15.142, art. 11 decides the law), shown as
  carried, never today's; another selection ("num concurso novo", "meu concurso de agora", a date of its own) does not;
- the edital date written year first with slashes ("2025/03/10") is that day, as with dashes, and an impossible one is
  flagged; each written form of the first turn's date is carried alike;
- a body named again after a table's reserve ("nesse concurso do IFPI") is the message's own, as after one count
  (`context.restated_after_count`); the table's date is still carried; right after an eligibility the same words still
  point back (carried);
- a case told again in full (its place and its vagas written again, `context.retold_case`) is this message's own: no
  chip, no "de 2 perguntas atrás"; the vagas pointed at alone ("com as mesmas 14 vagas", a new place) stay carried.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from assistant.extraction import extract
from assistant.routing_eval import _intent_of, find_expected
from tests.assistant_support import carried_keys_of, chat, reserved_for

# --------------------------------------------------------------------------- the edital date, however written

DATE_FORMS = {  # the first turn's edital date as written -> the day (all before 04/06/2025: Lei 12.990, art. 11)
    "2025-03-10": "2025-03-10",
    "2025/03/10": "2025-03-10",
    "10/03/2025": "2025-03-10",
    "7/2/25": "2025-02-07",
    "12 de maio de 2025": "2025-05-12",
}


@pytest.mark.parametrize("written", ["2025/03/10", "2024/11/28"])
def test_a_year_first_date_with_slashes_is_that_day(written: str) -> None:
    ex = extract(f"o edital saiu em {written}, são 9 vagas, quantas reservadas?", date(2026, 12, 7))
    y, m, d = (int(p) for p in written.split("/"))
    assert ex.date == date(y, m, d)
    assert ex.vacancies == 9


def test_an_impossible_year_first_date_is_flagged() -> None:
    assert extract("edital de 2025/02/30 com 10 vagas, quantas?", date(2026, 12, 7)).invalid_dates == ["2025/02/30"]


# --------------------------------------------------------------------------- one's own selection, pointed at

OWN_SELECTION_COUNTS = [
    "no meu cargo são 12 vagas, quantas ficam pra reserva?",
    "lá são 12 vagas pro meu cargo, quantas vão pra cota?",
    "pro meu cargo abriram 12 vagas. quantas delas são reservadas?",
    "o meu edital tem 12 vagas, quantas pra cota racial?",
]


@pytest.mark.parametrize("written", sorted(DATE_FORMS))
def test_the_eligibility_edital_date_goes_on_into_a_count_of_ones_own_cargo(bot: Any, written: str) -> None:
    first = f"sou pardo e vou fazer o concurso do Ibama, edital publicado em {written}. posso concorrer na cota?"
    ans = chat(bot, first, OWN_SELECTION_COUNTS[0])[1]
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")
    assert find_expected(ans.calculation, "reserved") == reserved_for(12, DATE_FORMS[written], bot._today())
    assert find_expected(ans.calculation, "regime") == "lei-12990-2014"
    assert "edital_date" in carried_keys_of(ans)


@pytest.mark.parametrize("question", OWN_SELECTION_COUNTS)
def test_each_pointer_at_ones_own_selection_carries_its_date(bot: Any, question: str) -> None:
    first = "me declaro preta, concurso da Eletrobras Furnas, sociedade de economia mista, edital de 02/04/2025: posso ir na reserva?"
    ans = chat(bot, first, question)[1]
    assert _intent_of(ans) == "reserve"
    assert find_expected(ans.calculation, "reserved") == reserved_for(12, "2025-04-02", bot._today())
    assert carried_keys_of(ans) == ["edital_date"]  # the body and group change no count: not named (silent_carried)


@pytest.mark.parametrize("question", [
    "quantas ficam reservadas num concurso novo com 12 vagas?",
    "meu concurso de agora tem 12 vagas, quantas de cota?",
    "no meu cargo são 12 vagas e o edital é de 2026, quantas ficam pra reserva?",
    "quantas vagas de cota tem um edital com 12 vagas?",
])
def test_another_selection_does_not_take_the_eligibility_date(bot: Any, question: str) -> None:
    first = "sou pardo e vou fazer o concurso do Ibama, edital publicado em 10/03/2025. posso concorrer na cota?"
    ans = chat(bot, first, question)[1]
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")
    assert "edital_date" not in carried_keys_of(ans)
    assert find_expected(ans.calculation, "regime") == "lei-15142-2025"


# --------------------------------------------------------------------------- the body named in the message itself

TABLES = {
    "IFPI, edital 15/10/2025: Professor de Química 5, Técnico de Laboratório 2. Quantas reservadas por cargo?":
        "Uma candidata que se declara branca pode disputar a reserva nesse concurso do IFPI?",
    "UFCA, edital de 22/09/2025 — Assistente em Administração 7, Bibliotecário 2. Reserva por cargo?":
        "um candidato indígena pode se inscrever pela cota nesse certame da UFCA?",
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_a_body_named_again_after_a_table_is_the_messages_own(bot: Any, table: str) -> None:
    ans = chat(bot, table, TABLES[table])[1]
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert "entity" not in carried_keys_of(ans)
    assert "edital_date" in carried_keys_of(ans)  # the table's date is not in the message: still carried
    assert "autarquia federal da pergunta anterior" not in ans.headline


def test_right_after_an_eligibility_the_body_named_again_still_points_back(bot: Any) -> None:
    first = "sou pardo, concurso do IFPI com edital de 15/10/2025, posso usar a cota?"
    ans = chat(bot, first, "e uma candidata indígena, nesse concurso do IFPI, pode?")[1]
    assert _intent_of(ans) == "eligibility"
    assert "entity" in carried_keys_of(ans)


# --------------------------------------------------------------------------- the case told again in full

RETOLD = [
    "e se eu desistir da reserva, ficando em 25º na geral com as mesmas 14 vagas, sou nomeado?",
    "e caso eu renuncie à cota, em 25º na lista geral e com as mesmas 14 vagas, eu passo?",
]


@pytest.mark.parametrize("question", RETOLD)
def test_a_case_told_again_in_full_carries_nothing(bot: Any, question: str) -> None:
    first = "sou cotista, 3º na reserva e 25º na geral, 14 vagas. entro?"
    law = "se a heteroidentificação me reprovar eu continuo na ampla?"
    ans = chat(bot, first, law, question)[2]
    assert (ans.route, _intent_of(ans)) == ("calculator", "position")
    assert carried_keys_of(ans) == []
    assert "perguntas atrás" not in ans.headline and "pergunta anterior" not in ans.headline


def test_the_vagas_pointed_at_alone_with_a_new_place_stay_carried(bot: Any) -> None:
    first = "sou cotista, 3º na reserva e 25º na geral, 14 vagas. entro?"
    ans = chat(bot, first, "e com as mesmas 14 vagas, se eu tivesse ficado em 9º na geral?")[1]
    assert _intent_of(ans) == "position"
    assert "vacancies" in carried_keys_of(ans)
