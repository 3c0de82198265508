"""Round 54 (lo54a): a person in more than one reserve (racial and PcD) is classified only in the reserve with the
higher percentage; the other classification is informative (Decreto nº 12.536/2025, as a sourced summary).

- calculator (`calculator.several_reserves`, pure): under Lei 15.142 with the decree in force (editais after 27/06/2025;
  round 55: that day itself with a note)
  the reserve counted is the higher percentage (the racial 30% against the edital's PcD percentage, stated or from its
  count), never both; a tie picks none; before the decree, or under Lei 12.990, the rule does not apply and says so;
  legal basis = the law's articles (art. 1º, art. 9º), Decreto 9.508 art. 1º § 1º; the regulation is an id of the
  registry's summary, never a URN of the decree;
- `position` with both reserve places (`reserve_rank` + `pcd_rank`): properties (hypothesis): one counted reserve, the
  informative place never makes the standing; with the racial reserve counted the standing is the racial one's alone;
  with PcD counted (an estatal's PcD percentage above 30%) the racial place is informative; worked examples;
- extraction: a list named first and the place after it ("na de cotas fiquei em 7º", "na lista pcd estou em 2º"); a
  count after the list's name is no place;
- assistant: both places in one message, and the PcD place then the racial one in a follow-up (after an order answer,
  and after the question for the other place), answer which list counts and why, the PcD place as information, the
  regulation's summary first; an old edital says the decree's rule does not apply; "se eu passar nas duas listas, em
  qual sou chamado?" with nothing told explains the rule of each reading of "the two lists", never asks the vagas, while
  ranks, a count asked or the person's reserves told keep their routes.
"""
from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from assistant.extraction import extract
from calculator import legal_basis as lb
from calculator.several_reserves import REGULATION_FACT, SeveralReservesInput, several_reserves
from tests.assistant_support import chat

TODAY = "2026-12-07"
AFTER_DECREE, BEFORE_DECREE, OLD_DATE = "2025-09-15", "2025-06-16", "2023-08-21"
NEW_URN = "urn:lex:br:federal:lei:2025-06-03;15142"
PCD_URN = "urn:lex:br:federal:decreto:2018-09-24;9508"


# --------------------------------------------------------------------------- calculator: the rule


def _rule(regime: str, when: str, **pcd: Any) -> Any:
    return several_reserves(SeveralReservesInput(regime=regime, edital_date=when, vacancies=40, **pcd))


@pytest.mark.parametrize("pcd", [{"pcd_percentage": "5%"}, {"pcd_percentage": "20%"}, {"pcd": 3}, {"pcd": 0}, {}])
def test_the_racial_30_percent_counts_over_a_smaller_pcd_reserve(pcd: dict[str, Any]) -> None:
    out = _rule("lei-15142-2025", AFTER_DECREE, **pcd)
    assert (out.applies, out.counted, out.informative, out.regulation) == (True, "quota", "pcd", REGULATION_FACT)
    assert out.racial_percentage == 30
    assert lb.N_ART1_CPT in out.legal_basis and lb.D_ART1_PAR1 in out.legal_basis
    assert all("12536" not in b.urn for b in out.legal_basis)  # the decree's text is not ours to cite


def test_a_pcd_reserve_above_30_percent_counts_and_a_tie_picks_none() -> None:
    above = _rule("lei-15142-2025", AFTER_DECREE, pcd_percentage="40%")
    assert (above.counted, above.informative, above.pcd_percentage) == ("pcd", "quota", "40")
    by_count = _rule("lei-15142-2025", AFTER_DECREE, pcd=13)  # 13/40 = 32,5%
    assert (by_count.counted, by_count.pcd_percentage) == ("pcd", "32,5")
    tie = _rule("lei-15142-2025", AFTER_DECREE, pcd_percentage="30%")
    assert tie.applies and tie.counted is None and tie.informative is None


@pytest.mark.parametrize(("regime", "when"), [("lei-15142-2025", BEFORE_DECREE), ("lei-15142-2025", "2025-06-26"),
                                              ("lei-12990-2014", OLD_DATE)])
def test_the_rule_does_not_reach_editais_before_the_decree_nor_the_old_law(regime: str, when: str) -> None:
    out = _rule(regime, when, pcd_percentage="5%")
    assert (out.applies, out.counted, out.regulation) == (False, None, None)
    assert "não se aplica" in out.explanation[0]
    # (Round 55, lo55b: the decree's own day is not surely reached (extra edition): noted; the day after is reached)
    same_day = _rule("lei-15142-2025", "2025-06-27", pcd_percentage="5%")
    assert not same_day.applies and same_day.decree_note
    assert _rule("lei-15142-2025", "2025-06-28", pcd_percentage="5%").applies


# --------------------------------------------------------------------------- calculator: the position


def _pair(n: int, g: int | None, r: int, k: int, pct: str, when: str, estatal: bool = False) -> dict[str, Any]:
    base: dict[str, Any] = {"vacancies": n, "reserve_rank": r, "pcd_rank": k, "pcd_percentage": pct,
                            "edital_date": when, "today": TODAY, "pcd_estatal": estatal}
    if g is not None:
        base["general_rank"] = g
    return base


@settings(max_examples=200, deadline=None)
@given(n=st.integers(2, 90), g=st.one_of(st.none(), st.integers(1, 120)), r=st.integers(1, 60),
       k=st.integers(1, 8), pct=st.sampled_from(["5%", "8%", "10%", "20%"]))
def test_under_the_decree_the_pcd_place_never_makes_the_standing(n: int, g: int | None, r: int, k: int,
                                                                  pct: str) -> None:
    r = min(r, g) if g is not None else r
    both = calculator.position(_pair(n, g, r, k, pct, AFTER_DECREE))
    alone = calculator.position({k_: v for k_, v in _pair(n, g, r, k, pct, AFTER_DECREE).items() if k_ != "pcd_rank"})
    s = both.several
    assert s is not None and s.applies and s.counted == "quota"  # 30% against at most 20%
    # one counted reserve: the racial place alone decides, the PcD place is information
    assert (both.status, both.list, both.appointment) == (alone.status, alone.list, alone.appointment)
    assert both.list != "pcd" and both.informative_case == both.pcd_case


@settings(max_examples=150, deadline=None)
@given(n=st.integers(2, 90), g=st.integers(1, 120), r=st.integers(1, 60), k=st.integers(1, 8),
       pct=st.sampled_from(["5%", "10%"]), when=st.sampled_from([BEFORE_DECREE, OLD_DATE]))
def test_before_the_decree_each_list_keeps_its_own_place(n: int, g: int, r: int, k: int, pct: str,
                                                        when: str) -> None:
    r = min(r, g)
    out = calculator.position(_pair(n, g, r, k, pct, when))
    assert out.several is not None and not out.several.applies and out.informative_case is None
    case = out.pcd_case
    assert case is not None
    if case.inside:
        assert out.status == "inside"  # today's behaviour: the PcD place inside calls the person


@settings(max_examples=150, deadline=None)
@given(n=st.integers(5, 90), g=st.one_of(st.none(), st.integers(1, 120)), r=st.integers(1, 60), k=st.integers(1, 30),
       pct=st.sampled_from(["35%", "40%", "50%"]))
def test_a_higher_pcd_percentage_counts_the_pcd_list_and_never_the_quota(n: int, g: int | None, r: int, k: int,
                                                                         pct: str) -> None:
    r = min(r, g) if g is not None else r
    out = calculator.position(_pair(n, g, r, k, pct, AFTER_DECREE, estatal=True))
    s = out.several
    assert s is not None and s.counted == "pcd" and s.informative == "quota"
    assert Fraction(s.pcd_percentage or "0") > s.racial_percentage  # the counted one is the higher percentage
    assert out.list != "quota"  # the racial place is information only
    assert out.best.list != "quota" and out.worst.list != "quota"
    if out.pcd_case is not None and out.pcd_case.inside:
        assert out.status == "inside"


def test_worked_examples() -> None:
    # 40 vagas, 5% PcD: 12 reserved, 2 PcD. 1st in the PcD list, 40th in the reserve and general lists: outside,
    # the PcD place (inside its 2 vagas) is information only under the decree.
    out = calculator.position(_pair(40, 40, 40, 1, "5%", AFTER_DECREE))
    assert (out.status, out.several.counted if out.several else None) == ("outside", "quota")
    assert out.informative_case is not None and out.informative_case.inside
    # the same places in an edital of 20/06/2025 (before the decree): inside by the PcD list, as before
    before = calculator.position(_pair(40, 40, 40, 1, "5%", "2025-06-20"))
    assert (before.status, before.list) == ("inside", "pcd")
    # an estatal's 40% PcD reserve counts: 1st there is inside (5th nomination), the racial place informative
    estatal = calculator.position(_pair(40, 30, 20, 1, "40%", AFTER_DECREE, estatal=True))
    assert (estatal.status, estatal.list, estatal.appointment) == ("inside", "pcd", 5)


# --------------------------------------------------------------------------- extraction: the list named first


@pytest.mark.parametrize(("text", "reserve", "pcd"), [
    ("na de cotas fiquei em 7º", 7, None),
    ("e na das cotas raciais, 11ª", 11, None),
    ("na lista pcd estou em 2º e na de cotas em 9º", 9, 2),
    ("pela lista de pessoas com deficiência fiquei em 3º", None, 3),
])
def test_a_list_named_first_then_the_place(text: str, reserve: int | None, pcd: int | None) -> None:
    ex = extract(text, date(2026, 12, 7))
    assert (ex.reserve_rank, ex.pcd_rank) == (reserve, pcd)


@pytest.mark.parametrize("text", ["na de cotas 10 vagas e na pcd 2 vagas", "na lista pcd, 50 vagas",
                                  "na de cotas ficaram 6 vagas"])
def test_a_count_after_the_list_is_no_place(text: str) -> None:
    ex = extract(text, date(2026, 12, 7))
    assert ex.reserve_rank is None and ex.pcd_rank is None


# --------------------------------------------------------------------------- assistant


def _regs(ans: Any) -> list[str]:
    return [n.id for n in ans.regulation]


BOTH_PLACES = (
    "sou preto e tenho deficiência: 2º na lista pcd e 5º na lista de cotas, concurso com 30 vagas",
    "sou indígena e pcd, estou em 1º na lista de pcd e em 4º na lista reservada, 50 vagas, edital com 5% pcd",
    "tenho deficiência e sou parda, na lista pcd estou em 3º e na de cotas em 8º, 60 vagas",
)


@pytest.mark.parametrize("question", BOTH_PLACES)
def test_both_places_in_one_message_count_the_racial_list(bot: Any, question: str) -> None:
    ans = bot.ask(question, [])
    calc = ans.calculation or {}
    assert ans.route == "calculator" and calc.get("operation") == "position"
    assert (calc.get("several") or {}).get("counted") == "quota"
    assert _regs(ans)[:1] == [REGULATION_FACT]  # the rule applied, as the registry's summary, first
    assert "Conta a lista da reserva racial" in ans.headline and "só informação" in ans.headline


def test_an_old_edital_says_the_decree_rule_does_not_apply(bot: Any) -> None:
    ans = bot.ask("sou negra e pcd, 1ª na lista pcd e 20ª na lista de cotas, 40 vagas, edital de agosto de 2023", [])
    calc = ans.calculation or {}
    assert (calc.get("several") or {}).get("applies") is False
    assert "não se aplica" in ans.headline and REGULATION_FACT not in _regs(ans)


@pytest.mark.parametrize("turns", [
    ("sou preta e pcd, fiquei em 2º na lista pcd, 50 vagas", "e na lista de cotas fiquei em 9º"),
    ("tenho deficiência e sou pardo, passei em 1º na lista de pcd num concurso de 30 vagas",
     "na de cotas raciais fiquei em 7º"),
    ("sou pcd e preta, na lista pcd fiquei em 4º, 60 vagas", "e na de cotas, 3ª"),
])
def test_the_pcd_place_then_the_racial_one_in_a_follow_up(bot: Any, turns: tuple[str, str]) -> None:
    ans = chat(bot, *turns)[-1]
    calc = ans.calculation or {}
    assert calc.get("operation") == "position"
    assert (calc.get("several") or {}).get("counted") == "quota"
    assert (calc.get("pcd_case") or {}).get("reserve_position") == extract(turns[0], date(2026, 12, 7)).pcd_rank
    assert "Conta a lista da reserva racial" in ans.headline


TWO_LISTS = ("se eu passar nas duas listas, em qual sou chamado?",
             "caso eu seja aprovada em ambas as listas, por qual delas sou nomeada?",
             "passei nas 2 listas, em qual lista vou ser chamado?")


@pytest.mark.parametrize("question", TWO_LISTS)
def test_both_lists_with_nothing_told_get_the_rules(bot: Any, question: str) -> None:
    ans = bot.ask(question, [])
    assert ans.route == "retrieval"
    urns = [c.urn for c in ans.citations]
    assert f"{NEW_URN}!art7_par2" in urns and f"{PCD_URN}!art1_par1" in urns
    assert _regs(ans) == [REGULATION_FACT]


def test_both_lists_under_an_old_edital_do_not_get_the_decree_rule(bot: Any) -> None:
    ans = bot.ask("edital de 2022: se eu passar nas duas listas, em qual sou chamado?", [])
    assert ans.route == "retrieval" and _regs(ans) == []
    assert "urn:lex:br:federal:lei:2014-06-09;12990!art3_par1" in [c.urn for c in ans.citations]


@pytest.mark.parametrize(("question", "route", "operation"), [
    ("fiquei em 3º na geral e 2º na de cotas, 20 vagas, passei nas duas listas, em qual sou chamado?",
     "calculator", "position"),
    ("quantas vagas tem nas duas listas com 40 vagas?", "calculator", "reserve"),
])
def test_both_lists_with_figures_keep_their_routes(bot: Any, question: str, route: str, operation: str) -> None:
    ans = bot.ask(question, [])
    assert ans.route == route and (ans.calculation or {}).get("operation") == operation


def test_both_reserves_told_keep_the_person_answer(bot: Any) -> None:
    ans = bot.ask("sou parda e pcd. se eu passar nas duas listas, em qual sou chamada?", [])
    assert ans.route == "retrieval" and "concorrer às duas reservas" in ans.headline
    assert f"{NEW_URN}!art7_par2" not in [c.urn for c in ans.citations]
