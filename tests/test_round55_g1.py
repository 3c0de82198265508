"""Round 55 (g1): withdrawals ahead in the ampla list and in the PcD list (a user drive found wrong figures).

- the calculator (`calculator.withdrawals`): withdrawals in the PcD list ("pcd") move only the PcD place, the next PcD
  candidate classified taking the vaga (Decreto 9.508 art. 8º, § 2º first, then art. 1º, §§ 1º, 3º), never below 1;
  withdrawals in the general list with only a reserve place told move nothing and keep the reserve place (no general
  place invented, art. 7º caput), said in a step; `position` computes a PcD place alone on the place moved up;
- the extraction (`extraction.ahead_left`): leaving said as "saírem", "forem eliminados", "abrirem mão", "saíssem" is a
  withdrawal (its count masked: never a place, "3 da ampla" no 3rd general place), "os N primeiros da lista pcd" /
  "N pcd na minha frente" are the PcD list's; "sair" of a result, a list or vagas, one's own leaving and a count of vagas
  are none; "o 1º da lista pcd não tomar posse" names who leaves, not one's PcD place;
- in a thread: the ampla list's withdrawals move the general place (8 -> 5 style) and the reserve place stays; without a
  general place the reserve place is kept and said so; after a PcD place told alone (a position or its nomination
  order) the PcD place moves up, never read as vagas, refused or asked for the general place; new vagas keep the
  hypothesis (it is about places) while a retold place drops it;
- a PcD candidate's withdrawal asked with who takes the vaga is the decree's rule (Decreto 9.508 art. 8º, § 2º), in or
  out of a thread, never the thread's count again nor the racial list's rule; a cotista's stays the racial law's.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from assistant.extraction import extract
from assistant.extraction.ahead_left import ahead_left
from calculator import legal_basis as lb
from calculator.models import NEW_LAW
from calculator.position import PositionInput, position
from calculator.withdrawals import WithdrawalsInput, withdrawals
from tests.assistant_support import chat
from vocabulary import fold

TODAY = date(2026, 12, 7)


def _withdrawals(ans: Any) -> dict[str, Any]:
    assert ans.route == "calculator" and ans.calculation is not None
    assert ans.calculation.get("operation") == "position"
    return ans.calculation.get("withdrawals") or {}


# --------------------------------------------------------------------------- 1. calculator


@pytest.mark.parametrize("count, place, after", [(2, 3, 1), (1, 4, 3), (5, 3, 1)])
def test_pcd_list_withdrawals_move_the_pcd_place_only(count: int, place: int, after: int) -> None:
    w = withdrawals(WithdrawalsInput(count=count, list="pcd", pcd_rank=place, general_rank=40, reserve_rank=None))
    assert (w.list, w.pcd_rank, w.pcd_before, w.general_rank) == ("pcd", after, place, 40)
    assert w.legal_basis[:3] == [lb.D_ART8_PAR2, lb.D_ART1_PAR1, lb.D_ART1_PAR3]


def test_unsaid_list_with_only_a_pcd_place_is_the_pcd_list() -> None:
    w = withdrawals(WithdrawalsInput(count=1, pcd_rank=2))
    assert (w.list, w.assumed, w.pcd_rank) == ("pcd", True, 1)


@pytest.mark.parametrize("regime, rule", [(NEW_LAW, lb.N_ART7_CPT), ("lei-12990-2014", lb.O_ART3_CPT)])
def test_calculator_keeps_the_reserve_place_without_a_general_one(regime: str, rule: Any) -> None:
    w = withdrawals(WithdrawalsInput(count=3, list="open", reserve_rank=5, regime=regime))
    assert (w.reserve_rank, w.general_rank, w.moved) == (5, None, 0)
    assert w.legal_basis[0] == rule and "não muda" in " ".join(w.explanation)


def test_position_of_a_pcd_place_alone_is_computed_on_the_place_moved_up() -> None:
    base = dict(vacancies=40, pcd_percentage="5%", today=TODAY)
    supposed = position(PositionInput(pcd_rank=3, ahead_withdrawn=2, ahead_list="pcd", **base))
    moved = position(PositionInput(pcd_rank=1, **base))
    assert (supposed.status, supposed.list, supposed.appointment) == (moved.status, moved.list, moved.appointment)
    assert supposed.withdrawals is not None and supposed.withdrawals.pcd_rank == 1
    assert supposed.legal_basis[0] == lb.D_ART8_PAR2


# --------------------------------------------------------------------------- 2. extraction


@pytest.mark.parametrize("said, count, whose", [
    ("e se 4 da ampla que estão na minha frente saírem?", 4, "open"),
    ("caso 2 candidatos da cota forem eliminados", 2, "quota"),
    ("e se 3 abrirem mão?", 3, None),
    ("supondo que 2 da geral saíssem", 2, "open"),
    ("e se os 2 primeiros da lista pcd não tomarem posse?", 2, "pcd"),
    ("e se 1 pcd que está na minha frente desistir?", 1, "pcd"),
])
def test_leaving_said_other_ways_is_a_withdrawal(said: str, count: int, whose: str | None) -> None:
    found, masked = ahead_left(fold(said))
    assert found is not None and (found.count, found.list) == (count, whose)
    assert str(count) not in masked  # (the count is no place nor vagas)


@pytest.mark.parametrize("said", ["e se sair o resultado amanhã?", "se saírem 3 vagas a mais?", "quando sai a lista?",
                                  "e se eu sair da cota?", "e se fossem 25 vagas?", "se sair 2 vagas novas"])
def test_other_leaving_or_vagas_are_no_withdrawal(said: str) -> None:
    assert ahead_left(fold(said))[0] is None


def test_who_leaves_the_pcd_list_is_not_ones_pcd_place() -> None:
    ex = extract("e se a 1ª da lista pcd não assumir?")
    assert ex.pcd_rank is None and ex.ahead_left is not None and ex.ahead_left.list == "pcd"
    assert extract("fiquei em 2º na lista pcd, e se 1 desistir?").pcd_rank == 2  # (one's own place still read)


# --------------------------------------------------------------------------- 3. threads


@pytest.mark.parametrize("then", ["e se 2 da ampla na minha frente saírem?", "e se 2 da geral forem eliminados?"])
def test_ampla_withdrawals_move_the_general_place_not_replace_it(bot: Any, then: str) -> None:
    first, ans = chat(bot, "estou em 9º na ampla e 2º na cota, 12 vagas, edital de outubro de 2025", then)
    w = _withdrawals(ans)
    assert (w.get("general_rank"), w.get("general_before"), w.get("reserve_rank"), w.get("list")) == (7, 9, 2, "open")
    assert ans.context.get("general_rank") == 9  # (the place told stays; the hypothesis is apart)


def test_ampla_withdrawals_without_a_general_place_keep_the_reserve_place(bot: Any) -> None:
    _, ans = chat(bot, "fiquei em 4º na lista de cotistas, 16 vagas, edital de setembro de 2025",
                  "e se 3 da ampla à minha frente saírem?")
    w = _withdrawals(ans)
    assert (w.get("reserve_rank"), w.get("general_rank"), w.get("moved")) == (4, None, 0)
    assert ans.context.get("general_rank") is None and ans.context.get("reserve_rank") == 4
    assert "não muda" in ans.answer


@pytest.mark.parametrize("then, after", [("e se os 2 primeiros da lista pcd desistirem?", 1), ("e se 1 desistir?", 2)])
def test_pcd_place_alone_moves_up(bot: Any, then: str, after: int) -> None:
    _, ans = chat(bot, "classificação pcd: 3º lugar, 40 vagas", then)
    w = _withdrawals(ans)
    assert (w.get("pcd_rank"), w.get("pcd_before")) == (after, 3)
    assert ans.context.get("vacancies") == 40


def test_pcd_place_answered_as_its_order_moves_up(bot: Any) -> None:
    _, ans = chat(bot, "tirei 2º na lista pcd, são 40 vagas, quando me chamam?", "e se 1 pcd na minha frente desistir?")
    w = _withdrawals(ans)
    assert (w.get("pcd_rank"), w.get("list")) == (1, "pcd")


def test_new_vagas_keep_the_hypothesis_a_retold_place_drops_it(bot: Any) -> None:
    _, _, more, retold = chat(bot, "sou 13º na geral e 4º na cota, 10 vagas, edital de novembro de 2025",
                              "e se 3 da cota desistirem?", "e se fossem 24 vagas?", "e se eu fosse o 8º?")
    w = _withdrawals(more)
    assert (w.get("reserve_rank"), w.get("general_rank")) == (1, 10) and more.context.get("vacancies") == 24
    assert not _withdrawals(retold)


@pytest.mark.parametrize("then", ["e se o 1º pcd não tomar posse, quem fica com a vaga?",
                                  "e se um pcd desistir, a vaga vai pra quem?",
                                  "e se o primeiro colocado pcd não assumir, quem é chamado?"])
def test_pcd_withdrawal_rule_is_the_decrees(bot: Any, then: str) -> None:
    _, ans = chat(bot, "edital de 2022, 60 vagas, 5% pcd, quantas vagas de cada tipo?", then)
    assert ans.route == "retrieval"
    assert ans.citations and "9508" in ans.citations[0].urn and ans.citations[0].urn.endswith("art8_par2")


def test_cotista_withdrawal_rule_stays_the_racial_law(bot: Any) -> None:
    _, ans = chat(bot, "edital de 2022, 60 vagas, 5% pcd, quantas vagas de cada tipo?",
                  "e se o 1º cotista não tomar posse, quem fica com a vaga?")
    assert ans.route == "retrieval" and ans.citations and "12990" in ans.citations[0].urn
