"""Worked examples and properties for calculator.regime and calculator.reserve."""
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import CalculatorError, ReserveInput, regime, reserve

TODAY = "2026-12-02"
NEW = "2025-07-01"
OLD = "2020-01-15"


def urns(res):
    return [b.urn for b in res.legal_basis]


def cites(res, expected):
    return any(u == expected or u.startswith(expected + "_") for u in urns(res))


@pytest.mark.parametrize(
    "d, expected",
    [
        ("2014-06-09", None),
        ("2014-06-10", "lei-12990-2014"),
        ("2024-06-09", "lei-12990-2014"),
        ("2024-06-10", "lei-12990-2014"),
        ("2025-06-03", "lei-12990-2014"),
        ("2025-06-04", "lei-15142-2025"),
        ("2030-01-01", "lei-15142-2025"),
    ],
)
def test_regime_boundaries(d, expected):
    res = regime({"edital_date": d, "today": TODAY})
    assert res.regime == expected
    assert res.edital_date == date.fromisoformat(d)


def test_regime_adi_7654_explained_from_2024_06_10_only():
    after = regime({"edital_date": "2024-06-10", "today": TODAY})
    before = regime({"edital_date": "2024-06-09", "today": TODAY})
    assert any("ADI 7654" in s for s in after.explanation)
    assert not any("ADI 7654" in s for s in before.explanation)
    assert cites(after, "urn:lex:br:federal:lei:2025-06-03;15142!art11")
    assert cites(after, "urn:lex:br:federal:lei:2014-06-09;12990!art6_par1u")


def test_regime_new_law_cites_art11_and_art14():
    res = regime({"edital_date": "2025-06-04", "today": TODAY})
    assert cites(res, "urn:lex:br:federal:lei:2025-06-03;15142!art14")
    assert cites(res, "urn:lex:br:federal:lei:2025-06-03;15142!art11")


def test_regime_defaults_to_injected_today():
    res = regime({"today": "2025-01-01"})
    assert res.regime == "lei-12990-2014" and res.assumed_today
    assert regime({"today": "2025-06-04"}).regime == "lei-15142-2025"


def test_regime_future_edital_is_flagged():
    res = regime({"edital_date": "2027-03-01", "today": TODAY})
    assert res.future and res.regime == "lei-15142-2025"
    assert any("posterior a hoje" in s for s in res.explanation)
    # Injected "today" before the new law: a future edital still follows its own date.
    early = regime({"edital_date": "2025-03-01", "today": "2025-01-01"})
    assert early.future and early.regime == "lei-12990-2014"
    assert not regime({"edital_date": "2026-01-01", "today": TODAY}).future


@pytest.mark.parametrize(
    "n, d, applies, reserved",
    [
        (0, NEW, False, 0), (1, NEW, False, 0), (2, NEW, True, 1), (3, NEW, True, 1),
        (5, NEW, True, 2),    # 1,5 -> 2
        (15, NEW, True, 5),   # 4,5 -> 5 (banker's rounding would give 4)
        (25, NEW, True, 8),   # 7,5 -> 8
        (35, NEW, True, 11),  # 10,5 -> 11
        (10, NEW, True, 3), (11, NEW, True, 3), (12, NEW, True, 4),
        (1, OLD, False, 0), (2, OLD, False, 0), (3, OLD, True, 1),
        (5, OLD, True, 1), (15, OLD, True, 3), (25, OLD, True, 5), (35, OLD, True, 7),
        (8, OLD, True, 2),    # 1,6 -> 2
        (12, OLD, True, 2),   # 2,4 -> 2
        (100, "2014-06-09", False, 0),
    ],
)
def test_reserve_worked_examples(n, d, applies, reserved):
    res = reserve({"vacancies": n, "edital_date": d, "today": TODAY})
    assert (res.applies, res.reserved, res.open) == (applies, reserved, n - reserved)


def test_reserve_15_new_law_explanation_and_basis():
    res = reserve(ReserveInput(vacancies=15, edital_date=NEW, today=TODAY))
    assert res.fraction == "9/2" and res.percentage == 30 and res.regime == "lei-15142-2025"
    assert any("30% de 15 vagas = 4,5" in s and "art. 5º, § 2º, I" in s for s in res.explanation)
    for u in ["art1_cpt", "art5_cpt", "art5_par2_inc1", "art11", "art14"]:
        assert cites(res, f"urn:lex:br:federal:lei:2025-06-03;15142!{u}")


def test_reserve_rounds_down_below_half_new_law():
    res = reserve({"vacancies": 11, "edital_date": NEW, "today": TODAY})  # 3,3
    assert res.reserved == 3 and res.fraction == "33/10"
    assert cites(res, "urn:lex:br:federal:lei:2025-06-03;15142!art5_par2_inc2")


def test_reserve_10_new_law_cites_rounding_rule():
    res = reserve({"vacancies": 10, "edital_date": NEW, "today": TODAY})
    assert res.reserved == 3 and cites(res, "urn:lex:br:federal:lei:2025-06-03;15142!art5_par2")


def test_reserve_one_vaga_new_law_allows_enrolment():
    res = reserve({"vacancies": 1, "edital_date": NEW, "today": TODAY})
    assert not res.applies and res.enrol_through_reserve
    for u in ["art5_cpt", "art5_par3", "art5_par4"]:
        assert cites(res, f"urn:lex:br:federal:lei:2025-06-03;15142!{u}")


def test_reserve_two_vagas_old_law_has_no_reserve_nor_enrolment():
    res = reserve({"vacancies": 2, "edital_date": OLD, "today": TODAY})
    assert not res.applies and not res.enrol_through_reserve
    assert cites(res, "urn:lex:br:federal:lei:2014-06-09;12990!art1_par1")


def test_reserve_2024_11_20_cites_old_law_and_art11():
    res = reserve({"vacancies": 10, "edital_date": "2024-11-20", "today": TODAY})
    assert res.regime == "lei-12990-2014" and res.reserved == 2 and res.percentage == 20
    assert cites(res, "urn:lex:br:federal:lei:2025-06-03;15142!art11")
    for u in ["art1_cpt", "art1_par1", "art1_par2", "art6"]:
        assert cites(res, f"urn:lex:br:federal:lei:2014-06-09;12990!{u}")


def test_reserve_during_validity_mentions_art1_par2():
    res = reserve({"vacancies": 12, "edital_date": NEW, "today": TODAY, "during_validity": True})
    assert res.reserved == 4
    assert any("validade" in s and "novo total" in s for s in res.explanation)
    assert cites(res, "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2")


def test_reserve_before_old_law_not_applicable():
    res = reserve({"vacancies": 10, "edital_date": "2010-01-01", "today": TODAY})
    assert res.regime is None and not res.applies and res.percentage is None
    assert any("não há reserva" in s for s in res.explanation)


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"vacancies": -1}, "vagas"),
        ({"vacancies": 2.5}, "vagas"),
        ({"vacancies": True}, "vagas"),
        ({"vacancies": "dez"}, "vagas"),
        ({}, "vagas"),
        ({"vacancies": 3, "edital_date": "2025-02-30"}, "data do edital"),
        ({"vacancies": 3, "edital_date": "03/06/2025"}, "data do edital"),
    ],
)
def test_reserve_bad_input_names_field(payload, field):
    with pytest.raises(CalculatorError) as info:
        reserve(payload)
    assert info.value.field == field
    assert str(info.value).startswith(field + ":")


def test_reserve_input_constructor_raises_calculator_error():
    with pytest.raises(CalculatorError):
        ReserveInput(vacancies=-5)


def _reference(n: int, pct: int, minimum: int) -> int:
    # Independent check: Decimal with ROUND_HALF_UP.
    if n < minimum:
        return 0
    return int((Decimal(n) * Decimal(pct) / Decimal(100)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


@settings(deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_reserve_equals_exact_rounded_fraction(n):
    new = reserve({"vacancies": n, "edital_date": NEW, "today": TODAY})
    old = reserve({"vacancies": n, "edital_date": OLD, "today": TODAY})
    assert new.reserved == _reference(n, 30, 2)
    assert old.reserved == _reference(n, 20, 3)
    assert new.reserved + new.open == n == old.reserved + old.open
