"""Round 40 (f46b): PcD counts the user stated versus the decree's minimum the assistant computed.

- an order after "quantas de PcD no mínimo?" leaves the PcD list out (that minimum is the assistant's figure, not a
  count of the edital) and names it in one sentence; a PcD count the user gave stays in the order;
- "o edital destina N vagas às pessoas com deficiência" is the PcD count, never the total of vagas (the crase).
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


def test_order_after_a_computed_pcd_minimum_leaves_the_pcd_list_out() -> None:
    bot = rules_bot(TODAY)
    a1, a2 = chat(bot, "o ministério abriu 60 vagas; quantas vão pra cota racial e quantas pra pcd no mínimo?",
                  "e qual a ordem de chamada delas?")
    assert a1.calculation["pcd"] == 3  # the decree's minimum, computed
    want = calculator.order({"vacancies": 60, "today": TODAY})
    assert (a2.route, a2.calculation["operation"]) == ("calculator", "order")
    assert a2.calculation["quota_positions"] == want.quota_positions
    assert not a2.calculation.get("pcd_positions")
    assert "ao menos 3 vagas" in a2.headline and "PcD" in a2.headline
    assert "pcd" not in carried_keys_of(a2) and "vacancies" in carried_keys_of(a2)


def test_order_keeps_a_pcd_count_the_user_gave() -> None:
    bot = rules_bot(TODAY)
    _, a2 = chat(bot, "edital com 60 vagas, 4 para pcd. quantas reservadas?", "e a ordem de nomeação?")
    want = calculator.order({"vacancies": 60, "pcd": 4, "today": TODAY})
    assert (a2.calculation["quota_positions"], a2.calculation["pcd_positions"]) == \
        (want.quota_positions, want.pcd_positions)
    assert "ao menos" not in a2.headline


def test_vagas_given_to_the_pcd_with_a_crase_are_the_pcd_count() -> None:
    ex = extract("o edital destina 2 vagas às pessoas com deficiência")
    assert (ex.vacancies, ex.pcd) == (None, 2)
    bot = rules_bot(TODAY)
    a1, a2 = chat(bot, "Edital de 10/03/2025 com 40 vagas. Quantas reservadas?",
                  "E se o edital destinar 2 vagas às pessoas com deficiência?")
    assert a2.route == "calculator" and a2.calculation["operation"] == "reserve"
    want = calculator.reserve({"vacancies": 40, "pcd": 2, "edital_date": "2025-03-10", "today": TODAY})
    assert (a2.calculation["vacancies"], a2.calculation["reserved"], a2.calculation["pcd"]) == (40, want.reserved, 2)
    assert a2.calculation["regime"] == want.regime
    assert set(carried_keys_of(a2)) >= {"vacancies", "edital_date"}


def test_a_total_of_vagas_before_the_pcd_part_is_still_the_total() -> None:
    ex = extract("edital com 40 vagas, sendo 2 vagas às pessoas com deficiência")
    assert (ex.vacancies, ex.pcd) == (40, 2)
