"""Round 54 (dr54b): dates and counts in follow-ups.

- the day of a date said in a follow-up ("e se fosse doze de maio de 2025 o edital", "e se fosse 1º de março de
  2025?") is never a place: the follow-up's place readers read `Extraction.dateless` (the message with its dates'
  words masked, as the extraction's own counts do), so the earlier places carry and the nomination is the
  calculator's for them; a place supposed alone ("e se fosse o 3º?", "e se eu tivesse ficado em doze?") still replaces;
- the first day of a month said as an ordinal ("primeiro de junho de 2025", "dia primeiro de junho", "junho de 2025,
  dia primeiro") is day 1 (`extraction.numbers._FIRST_DAY`), so 01/06/2025 is the old law's (Lei 15.142, art. 11),
  never "junho de 2025 inclui datas..."; "em primeiro lugar" stays a place;
- the order of one cargo of a table that computed each cargo's PcD vagas by the decree's minimum keeps that minimum
  (the PcD count the table gave the cargo) and says so (`router`, note `pcd_of_table`);
- "e no total do edital?" after a table leads with the whole edital's figures (art. 1º, § 2º; PcD on the total,
  Decreto 9.508, art. 1º, § 4º, I), the per-cargo figures after (`intents.edital.whole_edital_headline`);
- a place below the law's minimum of vagas says the rule ("não há vaga reservada: a reserva só se aplica a partir de
  3 vagas (Lei nº 12.990/2014, art. 1º, § 1º)"), never "há nenhuma vaga reservada"; "…, mudaria?" after a place says
  whether the verdict changes (`intents.position.change_verdict`), both verdicts from the calculator.
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from assistant.routing_eval import find_expected
from assistant.thread_cargos import whole_edital_asked
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW


def _appointment(vacancies: int, edital_date: str, **ranks: Any) -> int | None:
    return calculator.position({"vacancies": vacancies, "edital_date": edital_date, **ranks}).appointment


# --------------------------------------------------------------------------- a date's day is no place

@pytest.mark.parametrize("text, day", [
    ("e se fosse 12 de maio de 2025 o edital", "12 de maio de 2025"),
    ("e se fosse 1º de março de 2025?", "1o de marco de 2025"),
])
def test_dateless_masks_the_dates_words(text: str, day: str) -> None:
    ex = extract(text)
    assert day in ex.text and day not in ex.dateless


DATE_FOLLOW_UPS = {
    "e se fosse nove de abril de dois mil e vinte e cinco o edital": "2025-04-09",
    "e se o edital tivesse saído em 1º de março de 2025?": "2025-03-01",
    "e se fosse 14 de fevereiro de 2025?": "2025-02-14",
}


@pytest.mark.parametrize("follow_up", sorted(DATE_FOLLOW_UPS))
def test_a_date_in_a_follow_up_keeps_the_earlier_place(bot: Any, follow_up: str) -> None:
    first, second, third = chat(bot, "são vinte e oito vagas, edital publicado em 15 de agosto de 2025",
                                "fiquei em décimo nono na ampla e em quarto na cota, passo?", follow_up)
    when = DATE_FOLLOW_UPS[follow_up]
    assert third.context.get("edital_date") == when
    assert third.context.get("general_rank") == 19 and third.context.get("reserve_rank") == 4
    assert find_expected(third.calculation, "appointment") == _appointment(
        28, when, general_rank=19, reserve_rank=4, optant=True)


@pytest.mark.parametrize("follow_up, rank", [("e se fosse o 3º?", 3), ("e se eu tivesse ficado em doze?", 12)])
def test_a_place_supposed_alone_still_replaces(bot: Any, follow_up: str, rank: int) -> None:
    # (after a dated follow-up that kept the place, a place supposed alone is the new place)
    dated, ans = chat(bot, "edital de 10/08/2025 com 40 vagas, fiquei em 20º na ampla, entro?",
                      "e se fosse 1º de março de 2025?", follow_up)[1:]
    assert dated.context.get("general_rank") == 20
    assert ans.context.get("general_rank") == rank
    assert find_expected(ans.calculation, "appointment") == _appointment(40, "2025-03-01", general_rank=rank)


# --------------------------------------------------------------------------- "primeiro de junho" is day 1

@pytest.mark.parametrize("question", [
    "o edital saiu em primeiro de junho de dois mil e vinte e cinco, são 14 vagas, quantas de cota?",
    "edital publicado no dia primeiro de junho de 2025, 14 vagas: qual a reserva?",
    "edital de junho de 2025, dia primeiro, com 14 vagas, quantas cotistas?",
])
def test_first_of_june_is_day_one_and_the_old_law(bot: Any, question: str) -> None:
    assert extract(question).date is not None and extract(question).date.isoformat() == "2025-06-01"
    ans = chat(bot, question)[0]
    assert ans.route == "calculator" and ans.law_id == OLD_LAW
    assert find_expected(ans.calculation, "reserved") == calculator.reserve(
        {"vacancies": 14, "edital_date": "2025-06-01"}).reserved


def test_days_in_words_around_the_change() -> None:
    # the first day said as an ordinal reads as the other days said in words do
    for question, when in [("edital de primeiro de junho de 2025 com 9 vagas", "2025-06-01"),
                           ("edital de trinta de junho de 2025 com 9 vagas", "2025-06-30"),
                           ("edital de dois de junho de 2025 com 9 vagas", "2025-06-02"),
                           ("edital de quatro de junho de 2025 com 9 vagas", "2025-06-04")]:
        d = extract(question).date
        assert d is not None and d.isoformat() == when, question


def test_first_place_stays_a_place_beside_the_first_day() -> None:
    ex = extract("fiquei em primeiro lugar na ampla, edital de primeiro de julho de 2025 com 10 vagas")
    assert ex.general_rank == 1 and ex.date is not None and ex.date.isoformat() == "2025-07-01"


# --------------------------------------------------------------------------- a table's cargo keeps its PcD count

TABLE = "edital de 2025-09-02: Unidade Leste 16 vagas, Unidade Oeste 9 vagas, Unidade Sede 6 vagas, quantas pra cota e pra pcd?"


@pytest.mark.parametrize("follow_up, vagas", [
    ("como fica a ordem de nomeação na unidade leste?", 16),
    ("e a ordem de chamada da unidade oeste?", 9),
])
def test_order_of_a_table_cargo_keeps_its_pcd(bot: Any, follow_up: str, vagas: int) -> None:
    table, order = chat(bot, TABLE, follow_up)
    expected = calculator.order({"vacancies": vagas, "edital_date": "2025-09-02", "pcd_percentage": "5%"})
    assert find_expected(order.calculation, "pcd_positions") == expected.pcd_positions
    assert expected.pcd_positions  # (the table gave this cargo PcD vagas)
    assert "quadro anterior" in order.headline and "diga quantas vagas PcD" not in order.headline


def test_order_with_a_new_count_after_a_table_is_not_the_tables(bot: Any) -> None:
    cargo, other = chat(bot, TABLE, "qual a ordem de nomeação na unidade sede?", "e a ordem de nomeação com 30 vagas?")[1:]
    assert "quadro anterior" in cargo.headline  # (the cargo's order said whose PcD count it used)
    assert other.context.get("vacancies") == 30 and "quadro anterior" not in other.headline


# --------------------------------------------------------------------------- the whole edital leads

@pytest.mark.parametrize("text", ["e no total do edital?", "e no edital inteiro, quanto fica?",
                                  "e considerando todo o edital?"])
def test_whole_edital_asked(text: str) -> None:
    assert whole_edital_asked(extract(text))


@pytest.mark.parametrize("text", ["e na unidade leste?", "e se fossem 40 no total do edital?", "e no total, 30?"])
def test_whole_edital_not_asked(text: str) -> None:
    assert whole_edital_asked(extract("e no total do edital?"))  # (the same words without a count or a cargo are)
    assert not whole_edital_asked(extract(text))


@pytest.mark.parametrize("follow_up", ["e no total do edital?", "e no edital inteiro?"])
def test_whole_edital_figures_lead(bot: Any, follow_up: str) -> None:
    ans = chat(bot, TABLE, follow_up)[-1]
    whole = calculator.edital({"cargos": [{"name": "a", "vacancies": 16}, {"name": "b", "vacancies": 9},
                                          {"name": "c", "vacancies": 6}],
                               "edital_date": "2025-09-02", "pcd_percentage": "5%"})
    head = ans.headline
    lead = head.index("o total do edital")
    assert f"**{whole.reserved_on_total} vagas reservadas**" in head[lead:]
    assert f"**{whole.pcd_on_total} vagas PcD**" in head[lead:] or f"**{whole.pcd_on_total} vaga PcD**" in head[lead:]
    assert lead < head.index("Por cargo") < head.index("Unidade Leste: **")  # per-cargo figures kept, after
    assert "art. 1º, § 2º" in head[lead:head.index("Por cargo")]


# --------------------------------------------------------------------------- below the minimum; "mudaria?"

@pytest.mark.parametrize("follow_up", ["e se fossem 2 vagas?", "e com duas vagas?"])
def test_no_reserve_below_the_minimum_says_the_rule(bot: Any, follow_up: str) -> None:
    ans = chat(bot, "edital de 2023-11-20 com 6 vagas, fiquei em 5º na ampla e 1º na cota, entro?", follow_up)[-1]
    assert ans.context.get("vacancies") == 2
    assert "há nenhuma" not in ans.headline
    assert "não há vaga reservada: a reserva só se aplica a partir de 3 vagas (Lei nº 12.990/2014, art. 1º, § 1º)" \
        in ans.headline


def test_no_reserve_new_law_minimum() -> None:
    from assistant.intents.position import headline

    r = calculator.position({"vacancies": 1, "edital_date": "2025-08-10", "general_rank": 3, "reserve_rank": 1,
                             "optant": True})
    assert r.regime == NEW_LAW and r.reserved == 0
    assert "a partir de 2 vagas (Lei nº 15.142/2025, art. 5º, caput)" in headline(r)


def test_change_asked_says_whether_the_verdict_changes(bot: Any) -> None:
    first, second = chat(bot, "edital de 2025-09-01 com 20 vagas, fiquei em 15º na ampla, entro?",
                         "e se o edital fosse de 2023, pela lei antiga, mudaria?")
    was = calculator.position({"vacancies": 20, "edital_date": "2025-09-01", "general_rank": 15})
    now = calculator.position({"vacancies": 20, "edital_date": "2023-01-01", "general_rank": 15})
    assert was.status != now.status
    assert second.headline.startswith("**Sim, muda**")
    # the same supposition with no change asked: no verdict of a change
    plain = chat(bot, "edital de 2025-09-01 com 20 vagas, fiquei em 15º na ampla, entro?", "e se o edital fosse de 2023?")
    assert "muda" not in plain[-1].headline.split(".")[0]


def test_change_asked_same_verdict(bot: Any) -> None:
    second = chat(bot, "edital de 2025-09-01 com 20 vagas, fiquei em 1º na ampla, entro?",
                  "e pela lei antiga, muda alguma coisa?")[-1]
    was = calculator.position({"vacancies": 20, "edital_date": "2025-09-01", "general_rank": 1})
    now = calculator.position({"vacancies": 20, "edital_date": "2024-01-01", "general_rank": 1})
    assert (was.status, was.appointment) == (now.status, now.appointment)
    assert second.headline.startswith("**Não muda o resultado**")
