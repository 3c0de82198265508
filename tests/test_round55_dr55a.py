"""Round 55 (dr55a): withdrawals ahead of the candidate in a position thread (a user drive found wrong figures).

- the place arithmetic is the calculator's (`calculator.withdrawals`, pure, typed, with its basis): withdrawals in the
  reserve list move the reserve place and the general one up (Lei 15.142 art. 7º, § 3º; Lei 12.990 art. 3º, § 2º for
  an old-law edital), withdrawals in the general list move only the general place (art. 7º / art. 3º, caput); unsaid,
  the list the candidate is counted in is taken and said to be assumed; never a place below 1, and the vagas and the
  reserve never change (hypothesis property tests); `position(ahead_withdrawn=, ahead_list=)` computes the place on
  the places moved up, that rule first in its basis;
- the extraction reads the count and whose list ("e se três desistirem?", "se o 2º da ampla não tomar posse", "caso 4
  dos classificados desistam") with that count masked (no vagas nor place); a count of vagas ("e se fossem 3 vagas?",
  "com 3 a mais") or the rule asked ("... a vaga vai pra quem?", "se alguém na minha frente desistir eu subo?") is none;
- in a position thread the hypothesis is computed on the thread's vagas and places (never a count of vagas, never the
  law's text on unfilled vagas) and stays for the next turns (a date told, the new law supposed) with its chip;
- counts are written "da 1 vaga de ampla concorrência", never "das 1 vagas" (`calculator.models.of_the`).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from assistant.extraction import extract
from assistant.intents.position import headline
from calculator import legal_basis as lb
from calculator.models import NEW_LAW, of_the
from calculator.position import PositionInput, position
from calculator.withdrawals import WithdrawalsInput, withdrawals
from tests.assistant_support import chat

TODAY = date(2026, 12, 7)
OLD_EDITAL = "2024-03-15"

# --------------------------------------------------------------------------- 1. calculator


@pytest.mark.parametrize("regime, rule", [(NEW_LAW, lb.N_ART7_PAR3), ("lei-12990-2014", lb.O_ART3_PAR2)])
def test_reserve_list_withdrawals_move_both_places(regime: str, rule: Any) -> None:
    w = withdrawals(WithdrawalsInput(count=2, list="quota", general_rank=17, reserve_rank=4, regime=regime))
    assert (w.reserve_rank, w.general_rank, w.moved, w.assumed) == (2, 15, 2, False)
    assert w.legal_basis[0] == rule


def test_general_list_withdrawals_move_the_general_place_only() -> None:
    w = withdrawals(WithdrawalsInput(count=3, list="open", general_rank=11, reserve_rank=2, regime=NEW_LAW))
    assert (w.general_rank, w.reserve_rank) == (8, 2)
    assert w.legal_basis[0] == lb.N_ART7_CPT


@pytest.mark.parametrize("g, r, open_n, expected", [(20, 5, 8, "quota"), (6, 2, 8, "open"), (9, None, 7, "open")])
def test_unsaid_list_is_the_one_counted_in(g: int, r: int | None, open_n: int, expected: str) -> None:
    w = withdrawals(WithdrawalsInput(count=1, general_rank=g, reserve_rank=r, open_vacancies=open_n, regime=NEW_LAW))
    assert w.list == expected and w.assumed


def test_more_withdrawals_than_people_ahead_stop_at_first() -> None:
    w = withdrawals(WithdrawalsInput(count=6, list="quota", general_rank=9, reserve_rank=3, regime=NEW_LAW))
    assert (w.reserve_rank, w.general_rank, w.moved) == (1, 7, 2)


@pytest.mark.parametrize("edital_date", [OLD_EDITAL, None])
def test_position_is_computed_on_the_places_moved_up(edital_date: str | None) -> None:
    base = dict(vacancies=12, edital_date=edital_date, today=TODAY)
    supposed = position(PositionInput(general_rank=19, reserve_rank=5, ahead_withdrawn=3, ahead_list="quota", **base))
    moved = position(PositionInput(general_rank=16, reserve_rank=2, **base))
    assert (supposed.status, supposed.list, supposed.appointment, supposed.best, supposed.worst) \
        == (moved.status, moved.list, moved.appointment, moved.best, moved.worst)
    assert supposed.withdrawals is not None and supposed.withdrawals.reserve_rank == 2
    rule = lb.O_ART3_PAR2 if edital_date else lb.N_ART7_PAR3
    assert supposed.legal_basis[0] == rule


@settings(max_examples=150, deadline=None)
@given(vacancies=st.integers(1, 60), g=st.integers(1, 90), r=st.integers(1, 90), k=st.integers(1, 40),
       which=st.sampled_from(["quota", "open", None]), old=st.booleans())
def test_withdrawals_never_break_places_nor_the_reserve(vacancies: int, g: int, r: int, k: int, which: Any,
                                                        old: bool) -> None:
    r = min(r, g)  # the reserve place is never behind the general one
    base = dict(vacancies=vacancies, edital_date=OLD_EDITAL if old else None, today=TODAY)
    res = position(PositionInput(general_rank=g, reserve_rank=r, ahead_withdrawn=k, ahead_list=which, **base))
    w = res.withdrawals
    assert w is not None
    assert w.general_rank is not None and 1 <= w.general_rank <= g
    assert w.reserve_rank is not None and 1 <= w.reserve_rank <= r and w.reserve_rank <= w.general_rank
    law = calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=base["edital_date"], today=TODAY))
    assert res.reserved == law.reserved  # the vagas reserved are the law's, whatever the hypothesis
    for case in (res.best, res.worst):
        assert case.reserve_position is None or case.reserve_position >= 1


# --------------------------------------------------------------------------- 2. extraction

READ = {
    "e se três desistirem?": (3, None),
    "se 4 candidatas da cota desistirem": (4, "quota"),
    "caso 4 dos classificados desistam, muda?": (4, None),
    "3 da ampla que estavam na minha frente desistiram": (3, "open"),
    "e se o segundo da ampla não tomar posse?": (1, "open"),
    "supondo que 2 cotistas na minha frente não assumam": (2, "quota"),
}


@pytest.mark.parametrize("said", sorted(READ))
def test_withdrawals_read_with_whose_list(said: str) -> None:
    ex = extract(said)
    assert ex.ahead_left is not None and (ex.ahead_left.count, ex.ahead_left.list) == READ[said]
    assert ex.vacancies is None and ex.general_rank is None and ex.reserve_rank is None and not ex.numbers


@pytest.mark.parametrize("said", ["e se fossem 3 vagas?", "e com 3 a mais?", "se o optante desistir, a vaga vai pra quem?",
                                  "se alguém da minha frente desistir eu subo?", "e se eu desistir da reserva?",
                                  "e se 4 cotistas desistirem, o que diz a lei?"])
def test_no_withdrawals_read(said: str) -> None:
    assert extract(said).ahead_left is None


# --------------------------------------------------------------------------- 3. the thread


def _withdrawals(ans: Any) -> dict[str, Any]:
    assert ans.route == "calculator" and ans.calculation is not None
    assert ans.calculation.get("operation") == "position"
    return ans.calculation.get("withdrawals") or {}


def test_withdrawals_after_a_place_keep_the_vagas_and_move_the_places(bot: Any) -> None:
    first, supposed, dated, new = chat(bot, "fiquei 16º na geral e 4º entre os cotistas, são 12 vagas, sou chamado?",
                                       "e se três desistirem?", "o edital saiu em março de 2024",
                                       "e se fosse pela lei nova?")
    assert not _withdrawals(first)  # (the place told, no hypothesis yet)
    for ans in (supposed, dated, new):
        w = _withdrawals(ans)
        assert (w.get("reserve_rank"), w.get("general_rank"), w.get("list")) == (1, 13, "quota")
        assert ans.calculation["reserved"] + ans.calculation["open"] + ans.calculation.get("pcd", 0) == 12
        assert "hipótese" in ans.headline.lower()
    assert dated.calculation["regime"] == "lei-12990-2014" and dated.citations[0].urn == lb.O_ART3_PAR2.urn
    assert new.calculation["regime"] == NEW_LAW and new.citations[0].urn == lb.N_ART7_PAR3.urn
    assert new.calculation["reserved"] == calculator.reserve(calculator.ReserveInput(
        vacancies=12, edital_date=None, today=bot._today())).reserved
    assert any("ahead_withdrawn" in a.params and a.from_context for a in new.assumptions)


@pytest.mark.parametrize("then, reserve, general", [
    ("e se 2 concorrentes da cota que estão na minha frente desistirem?", 3, 19),
    ("e se o primeiro da reserva não tomar posse?", 4, 20),
    ("5 da ampla desistiram", 5, 16),
])
def test_whose_list_decides_which_place_moves(bot: Any, then: str, reserve: int, general: int) -> None:
    _, ans = chat(bot, "tirei 21º na geral e 5º na lista de cotas, 15 vagas, edital de junho de 2024, entro?", then)
    w = _withdrawals(ans)
    assert (w.get("reserve_rank"), w.get("general_rank")) == (reserve, general)
    assert ans.calculation["regime"] == "lei-12990-2014"


@pytest.mark.parametrize("then, vagas", [("e se fossem 4 vagas?", 4), ("e com 20?", 20)])
def test_a_count_of_vagas_stays_the_vagas(bot: Any, then: str, vagas: int) -> None:
    _, ans = chat(bot, "fiquei 16º na geral e 4º entre os cotistas, são 12 vagas, sou chamado?", then)
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert not ans.calculation.get("withdrawals")
    assert ans.calculation["reserved"] + ans.calculation["open"] + ans.calculation.get("pcd", 0) == vagas


def test_the_rule_alone_stays_the_law(bot: Any) -> None:
    (ans,) = chat(bot, "quando um optante desiste, a vaga dele passa pra ampla?")
    assert ans.route == "retrieval"


def test_the_rule_asked_in_a_position_thread_stays_the_law(bot: Any) -> None:
    # (a count beside where the vaga goes asks the rule, art. 7º § 3º: no place is moved)
    _, ans = chat(bot, "fiquei 16º na geral e 4º entre os cotistas, são 12 vagas, sou chamado?",
                  "e se 1 dos cotistas aprovados não assumir, a vaga passa pro próximo da lista?")
    assert ans.route == "retrieval"


# --------------------------------------------------------------------------- 4. one spelling of "N vaga(s)"


def test_one_vaga_is_written_in_the_singular() -> None:
    res = position(PositionInput(general_rank=5, reserve_rank=3, vacancies=2, today=TODAY))
    text = " ".join(res.explanation) + " " + headline(res)
    assert "das 1 vagas" not in text and "nas 1 vagas" not in text
    assert "da 1 vaga de ampla" in text
    assert of_the(1, "vaga", "vagas") == "da 1 vaga" and of_the(3, "vaga", "vagas") == "das 3 vagas"
