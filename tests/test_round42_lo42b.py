"""Round 42 (lo42b): leftovers of issue 10 seen on the real product.

- A reserve claimed with no vagas ("a reserva é 12, certo?"): the vagas asked to check the claim, never whether 12 is vagas.
- A claim relayed from someone ("a banca organizadora disse que ..."): the law question is the clause said.
- How long the board takes, the board named before the duration word: out of scope, as after it (lo42).
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def test_a_reserve_claimed_without_vagas_asks_the_vagas_to_check_it() -> None:
    (claim,) = chat(rules_bot(TODAY), "a reserva é 12, certo?")
    assert (claim.route, claim.context.get("intent")) == ("clarify", "reserve")
    assert "**12** como a reserva" in claim.headline
    assert "é de vagas?" not in claim.headline


def test_neighbour_an_unread_number_is_still_asked_as_vagas() -> None:
    (unread,) = chat(rules_bot(TODAY), "12 aprovados serão chamados, quantos cotistas?")
    assert unread.route == "clarify"
    assert "**12** é de vagas?" in unread.headline


def test_a_relayed_claim_is_the_law_question_inside_it() -> None:
    from assistant.core import get_assistant

    bot = get_assistant()
    (relayed,) = chat(bot, "a banca organizadora disse que cotista aprovado na ampla não conta na reserva, é isso?")
    (plain,) = chat(bot, "cotista aprovado na ampla conta na reserva?")
    assert relayed.route == plain.route == "retrieval"
    assert "art. 7º, § 2º" in relayed.headline and "art. 7º, § 2º" in plain.headline


def test_the_board_named_before_its_duration_is_out_of_scope() -> None:
    for question in ("a banca de heteroidentificação demora quanto tempo?",
                     "quanto tempo demora o resultado do recurso da banca de heteroidentificação?"):
        (asked,) = chat(rules_bot(TODAY), question)
        assert asked.route == "out_of_scope", question


def test_neighbour_the_review_period_and_the_appeal_stay_the_laws() -> None:
    from assistant.core import get_assistant

    bot = get_assistant()
    (period,) = chat(bot, "de quanto em quanto tempo o procedimento deve ser reavaliado?")
    assert period.route == "retrieval" and "art. 3º, § 3º" in period.headline
    (appeal,) = chat(bot, "tem direito a recurso?")
    assert appeal.route == "retrieval"
