"""Round 39 (f44a): figure families of the declassified holdout44 (threads and counts).

- "6 vagas, 1 é pcd, to dentro?": the PcD count told in a clause of its own reaches the position; "e se não tivesse
  vaga pcd?" drops it;
- "e se duas delas forem separadas pra pcd": a PcD count of the thread's vagas, never the vagas;
- "e no mínimo quantas tem que ir pra deficientes?" after a count: the PcD minimum of those vagas, a figure;
- "quanto daria sobre as 23 vagas?" after a table of 20 + 3: the reserve of the summed count.
"""
from __future__ import annotations

from datetime import date

from calculator.position import position
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


def test_calculator_position_with_pcd() -> None:
    assert position({"general_rank": 4, "vacancies": 6, "pcd": 1}).status == "depends"  # 2 reserved, 1 PcD, 3 ampla
    got = position({"general_rank": 4, "vacancies": 6, "pcd": 0})
    assert (got.status, got.open, got.appointment) == ("inside", 4, 6)


def test_pcd_count_in_its_own_clause_reaches_the_position_and_is_dropped() -> None:
    bot = rules_bot(TODAY)
    first, again = chat(bot, "passei em 6º na ampla, 9 vagas, 1 é pcd, to dentro?", "e se não tivesse vaga pcd?")
    assert first.route == "calculator" and first.calculation["operation"] == "position"
    assert (first.calculation["reserved"], first.calculation["open"]) == (3, 5)  # 9 - 3 reserved - 1 PcD
    assert first.calculation["status"] == "depends" and "**Depende**" in first.headline
    assert again.calculation["operation"] == "position" and again.calculation["open"] == 6  # no PcD vaga any more
    assert again.calculation["status"] == "inside" and "**sim**" in again.headline
    assert set(carried_keys_of(again)) >= {"vacancies"}
    two = chat(bot, "fiquei em 3º, 10 vagas, 2 são pra pcd, to dentro?")[0]
    assert (two.calculation["reserved"], two.calculation["open"]) == (3, 5)  # 10 - 3 reserved - 2 PcD
    # neighbours: no PcD said, the count stays the vagas
    plain = chat(bot, "fiquei em 4º na ampla, 6 vagas, to dentro?")[0]
    assert plain.calculation["status"] == "inside" and not plain.calculation.get("pcd")


def test_pcd_share_of_the_thread_vagas_separated() -> None:
    bot = rules_bot(TODAY)
    *_, fixed = chat(bot, "o concurso tem 20 vagas, quantas de cota?", "e se três delas forem separadas pra pcd?")
    assert fixed.route == "calculator" and fixed.calculation["vacancies"] == 20
    assert fixed.calculation["pcd"] == 3 and fixed.calculation["reserved"] == 6
    assert "vacancies" in carried_keys_of(fixed)
    assert "Das 3 vagas" not in fixed.headline


def test_pcd_minimum_of_the_thread_is_a_figure() -> None:
    bot = rules_bot(TODAY)
    *_, least = chat(bot, "edital de 40 vagas, quantas pra cota?", "e no minimo quantas tem que ir pra pcd nesse caso?")
    assert least.route == "calculator" and least.calculation["operation"] == "reserve"
    assert (least.calculation["vacancies"], least.calculation["pcd"]) == (40, 2)  # 5% of 40 = 2
    assert "vacancies" in carried_keys_of(least)
    *_, ups = chat(bot, "edital de 50 vagas, quantas pra cota?", "e quantas vão ter que ir pra deficientes?")
    assert ups.route == "calculator" and ups.calculation["pcd"] == 3  # 2,5 rounded up


def test_count_over_the_summed_table() -> None:
    bot = rules_bot(TODAY)
    *_, summed = chat(bot, "quadro: 12 vagas de analista e 4 de técnico, quanto reservar em cada cargo?",
                      "e quanto dá sobre as 16 vagas?")
    assert summed.route == "calculator" and summed.calculation["operation"] == "reserve"
    assert (summed.calculation["vacancies"], summed.calculation["reserved"]) == (16, 5)
