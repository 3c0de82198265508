"""Worked examples and properties for calculator.order."""
import re
from decimal import ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import CalculatorError, order

NEW = "2025-07-01"
OLD = "2020-01-15"
TODAY = "2026-12-02"


def run(**kw):
    kw.setdefault("today", TODAY)
    return order(kw)


def ref_reserved(k, pct, minimum):
    if k < minimum:
        return 0
    return int((Decimal(k) * pct / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def test_new_law_positions():
    res = run(vacancies=20, edital_date=NEW)
    assert res.quota_positions == [2, 5, 9, 12, 15, 19]
    assert any(b.urn.endswith("15142!art9") for b in res.legal_basis)


def test_old_law_positions():
    res = run(vacancies=20, edital_date=OLD)
    assert res.quota_positions == [3, 8, 13, 18]
    assert any(b.urn.endswith("12990!art4") for b in res.legal_basis)


@pytest.mark.parametrize("n, d, expected", [(1, NEW, []), (2, NEW, [2]), (3, NEW, [2]),
                                            (1, OLD, []), (2, OLD, []), (3, OLD, [3])])
def test_small_vacancies(n, d, expected):
    assert run(vacancies=n, edital_date=d).quota_positions == expected


def test_no_regime_no_quota_positions():
    res = run(vacancies=10, edital_date="2014-06-09")
    assert res.quota_positions == [] and res.order == ["open"] * 10
    assert not any(b.urn.endswith(("art9", "art4")) for b in res.legal_basis)


def test_pcd_percentage_first_at_fifth_by_default():
    res = run(vacancies=100, edital_date=NEW, pcd_percentage="5%")
    assert res.tie_break == "pcd_first"
    assert res.pcd_positions[:2] == [5, 21] and res.pcd == 5
    assert 6 in res.quota_positions  # quota due at 5 takes the next slot
    quota_first = run(vacancies=100, edital_date=NEW, pcd_percentage="5%", tie_break="quota_first")
    assert 5 in quota_first.quota_positions and quota_first.pcd_positions[0] == 6


def test_pcd_old_law_no_collision():
    res = run(vacancies=20, edital_date=OLD, pcd_percentage=5)
    assert res.quota_positions == [3, 8, 13, 18] and res.pcd_positions == [5]


def test_pcd_count_is_exact():
    res = run(vacancies=4, edital_date=NEW, pcd=1)
    assert res.order == ["open", "quota", "open", "pcd"]


def test_explicit_schedule_overrides():
    sched = ["quota", "open", "open", "open", "open"]
    res = run(vacancies=5, edital_date=OLD, schedule=sched)
    assert res.order == sched and res.quota_positions == [1] and res.from_edital


@pytest.mark.parametrize(
    "kw, field",
    [
        ({"vacancies": -1}, "vagas"),
        ({"vacancies": 5, "schedule": ["open"] * 4}, "ordem do edital"),
        ({"vacancies": 5, "schedule": ["open"] * 5}, "ordem do edital"),  # no quota slot, reserve is 2
        ({"vacancies": 5, "schedule": ["open", "x", "open", "open", "open"]}, "ordem do edital"),
        ({"vacancies": 5, "pcd": 4}, "vagas PcD"),
        ({"vacancies": 5, "pcd": 1, "pcd_percentage": "5%"}, "vagas PcD"),
        ({"vacancies": 5, "pcd_percentage": "cinco"}, "percentual PcD"),
        ({"vacancies": 5, "tie_break": "random"}, "desempate"),
    ],
)
def test_bad_input(kw, field):
    with pytest.raises(CalculatorError) as info:
        run(edital_date=NEW, **kw)
    assert info.value.field == field


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2000), st.sampled_from([(NEW, 30, 2), (OLD, 20, 3)]))
def test_quota_count_and_prefix_rule(n, law):
    d, pct, minimum = law
    res = run(vacancies=n, edital_date=d)
    assert len(res.order) == n
    assert len(res.quota_positions) == res.reserved == ref_reserved(n, pct, minimum)
    count = 0
    for k, slot in enumerate(res.order, start=1):
        count += slot == "quota"
        assert count == ref_reserved(k, pct, minimum)


@settings(max_examples=60, deadline=None)
@given(
    st.integers(min_value=0, max_value=500),
    st.sampled_from([NEW, OLD]),
    st.one_of(st.integers(min_value=0, max_value=100).map(lambda p: {"pcd_percentage": f"{p}%"}),
              st.integers(min_value=0, max_value=60).map(lambda c: {"pcd": c})),
    st.sampled_from(["quota_first", "pcd_first"]),
)
def test_with_pcd_totals_exact(n, d, pcd_kw, tie):
    try:
        res = run(vacancies=n, edital_date=d, tie_break=tie, **pcd_kw)
    except CalculatorError as exc:
        assert exc.field == "vagas PcD"  # more PcD than free vagas
        return
    assert len(res.order) == n
    assert res.order.count("quota") == res.reserved
    assert res.order.count("pcd") == res.pcd
    if "pcd" in pcd_kw:
        assert res.pcd == pcd_kw["pcd"]
    else:
        assert res.pcd <= n // 5


@pytest.mark.parametrize("op", ["order", "result", "position"])
def test_listing_more_vagas_than_the_cap_is_refused_by_name(op):
    import calculator
    from calculator.models import MAX_LISTED_VACANCIES

    fields = {"order": {}, "result": {"candidates": []}, "position": {"general_rank": 1}}[op]
    with pytest.raises(CalculatorError) as info:
        getattr(calculator, op)({"vacancies": MAX_LISTED_VACANCIES + 1, **fields})
    assert info.value.field == "vagas"
    assert "no máximo" in info.value.message


@pytest.mark.parametrize("d", [NEW, OLD])
@pytest.mark.parametrize("n", range(0, 8))
def test_step_texts_agree_in_number(n, d):
    import calculator

    steps = " ".join(run(vacancies=n, edital_date=d).explanation
                     + calculator.reserve({"vacancies": n, "edital_date": d}).explanation)
    assert " 1 vagas" not in steps and "demais 1 " not in steps and "demais 0 " not in steps


@given(st.integers(min_value=2, max_value=400), st.integers(min_value=5, max_value=20))
@settings(max_examples=80, deadline=None)
def test_the_explanations_last_ampla_figure_is_the_ampla_positions(n, pct):
    """With PcD vagas, the steps end on the ampla concorrência net of both reserves, as the positions show it."""
    try:
        r = order({"vacancies": n, "pcd_percentage": f"{pct}%", "edital_date": "2025-08-01", "today": "2026-12-03"})
    except CalculatorError:
        return  # the two reserves exceed the vagas: refused, nothing to explain
    figures = [int(m.group(1)) for s in r.explanation if s.startswith("Ampla concorrência")
               for m in [re.search(r"= (\d+) vagas?\.$", s)] if m]
    assert figures and figures[-1] == r.order.count("open") == n - r.reserved - r.pcd
