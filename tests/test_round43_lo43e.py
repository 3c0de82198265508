"""Round 43 (lo43e): leftovers seen on the page.

- a reserve claimed under a law after an order ("pela lei antiga seriam só 2?", "não eram 2?"): the claim is answered
  first, against the calculator's reserve, not only the order shown;
- "com 10 vagas, quanto tempo até o cotista ser nomeado?": no law sets the time; the order (the nominations the
  cotistas take) is given and the time said to be the body's, not the reserve alone.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
ORDER_Q = "tinha 10 vagas e vão chamar mais 5 do cadastro, qual a vez do próximo cotista?"


def test_a_reserve_claimed_under_the_old_law_after_an_order_is_answered() -> None:
    for claim in ("pela lei antiga seriam só 2?", "pela lei antiga não eram 2?"):
        _, ans = chat(rules_bot(TODAY), ORDER_Q, claim)
        assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "order", 3), claim
        assert ans.headline.startswith("**Não está certo**"), (claim, ans.headline)
        assert "3 vagas reservadas, Lei nº 12.990/2014" in ans.headline


def test_neighbour_a_right_claim_and_a_plain_law_switch_after_an_order() -> None:
    _, ans = chat(rules_bot(TODAY), ORDER_Q, "pela lei antiga seriam só 3?")
    assert ans.headline.startswith("**Está certo**") and ans.calculation["reserved"] == 3
    _, ans = chat(rules_bot(TODAY), ORDER_Q, "e pela lei antiga?")
    assert ans.calculation["operation"] == "order" and "certo" not in ans.headline


def test_time_to_nomination_with_vagas_gives_the_order_and_says_the_time_is_the_bodys() -> None:
    (ans,) = chat(rules_bot(TODAY), "com 10 vagas, quanto tempo até o cotista ser nomeado?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    assert ans.calculation["quota_positions"] == [2, 5, 9]
    assert "não está na lei" in ans.headline and "órgão" in ans.headline


def test_neighbour_when_nominated_after_a_position_stays_the_position() -> None:
    _, ans = chat(rules_bot(TODAY), "sou cotista, passei em 3º na reserva, são 10 vagas", "quando serei nomeado?")
    assert ans.calculation["operation"] == "position"
    (ans,) = chat(rules_bot(TODAY), "com 10 vagas, quantas são reservadas?")
    assert ans.calculation["operation"] == "reserve" and "não está na lei" not in ans.headline
