"""Worked examples for calculator.position, and a property checking its bounds against result()."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import CalculatorError, position, result
from calculator.result import Candidate

NEW = "2025-07-01"
OLD = "2020-01-15"
TODAY = "2026-12-02"


def pos(**kw):
    kw.setdefault("edital_date", NEW)
    kw.setdefault("today", TODAY)
    return position(kw)


def test_inside_ampla_with_appointment_number():
    res = pos(general_rank=3, vacancies=10)  # quota at 2, 5, 9: 3rd ampla vaga is the 4th appointment
    assert (res.status, res.list, res.appointment) == ("inside", "open", 4)


def test_optant_inside_ampla_cites_art7_par2():
    res = pos(general_rank=2, vacancies=10, reserve_rank=1)
    assert res.list == "open" and any(b.urn.endswith("art7_par2") for b in res.legal_basis)


def test_optant_exact_when_optants_in_open_known():
    res = pos(general_rank=9, vacancies=10, reserve_rank=2, optants_in_open=1)
    assert (res.status, res.list, res.appointment, res.best.reserve_position) == ("inside", "quota", 2, 1)


def test_optant_best_and_worst_case():
    res = pos(general_rank=20, vacancies=10, reserve_rank=3)
    assert res.status == "inside" and res.appointment is None
    assert res.best.appointment == 2 and res.worst.appointment == 9 and res.depends_on


def test_optant_depends():
    res = pos(general_rank=12, vacancies=10, optants_ahead=4)
    assert res.status == "depends" and res.best.inside and not res.worst.inside


def test_optant_outside_in_every_case():
    res = pos(general_rank=40, vacancies=10, reserve_rank=30)
    assert res.status == "outside" and not res.best.inside


def test_non_optant_beyond_ampla_depends_on_reversion():
    res = pos(general_rank=9, vacancies=10)
    assert res.status == "depends" and "revertidas" in res.depends_on


def test_non_optant_outside_all_vagas():
    assert pos(general_rank=11, vacancies=10).status == "outside"


def test_old_law_appointment():
    res = pos(general_rank=3, vacancies=10, edital_date=OLD)  # quota at 3, 8
    assert res.appointment == 4


@pytest.mark.parametrize(
    "kw, field",
    [
        ({"general_rank": 0, "vacancies": 3}, "posição na lista geral"),
        ({"general_rank": 2, "reserve_rank": 3, "vacancies": 3}, "posição na lista de reserva"),
        ({"general_rank": 5, "reserve_rank": 3, "optants_ahead": 1, "vacancies": 3}, "optantes à frente"),
        ({"general_rank": 9, "reserve_rank": 2, "optants_in_open": 3, "vacancies": 10}, "optantes na ampla"),
        ({"general_rank": 1, "vacancies": -1}, "vagas"),
    ],
)
def test_bad_input(kw, field):
    with pytest.raises(CalculatorError) as info:
        pos(**kw)
    assert info.value.field == field


@settings(max_examples=120, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=40), st.integers(min_value=0, max_value=25),
       st.sampled_from([NEW, OLD]), st.data())
def test_bounds_contain_the_real_outcome(optant_flags, n, d, data):
    cands = [Candidate(id=f"c{i}", rank=i, quota=q) for i, q in enumerate(optant_flags, start=1)]
    g = data.draw(st.integers(min_value=1, max_value=len(cands)))
    me = cands[g - 1]
    real = result({"candidates": cands, "vacancies": n, "edital_date": d, "today": TODAY})
    got = {c.id: c.list for c in real.classified}
    inside = me.id in got
    appt = real.nomination.index(me.id) + 1 if inside else None
    kw = {"general_rank": g, "vacancies": n, "edital_date": d, "today": TODAY}
    if me.quota:
        kw["reserve_rank"] = sum(c.quota for c in cands[:g])
    res = position(kw)
    # The real outcome must lie between the worst and the best case.
    assert res.worst.inside <= inside <= res.best.inside
    if inside and got[me.id] == "quota":
        assert res.best.appointment <= appt
        # A worst case outside the vagas has no appointment number to compare with.
        assert not res.worst.inside or appt <= res.worst.appointment
    if inside and got[me.id] == "open" and res.best == res.worst:
        assert appt <= res.best.appointment  # reversions can only bring it forward
    if me.quota and res.best == res.worst:
        assert inside == res.best.inside


@st.composite
def optant_scenarios(draw):
    """A ranked list with at least one optant, the vagas, the law, one optant ("me") and the real result."""
    flags = draw(st.lists(st.booleans(), min_size=1, max_size=40).filter(any))
    n, d = draw(st.integers(min_value=0, max_value=25)), draw(st.sampled_from([NEW, OLD]))
    cands = [Candidate(id=f"c{i}", rank=i, quota=q) for i, q in enumerate(flags, start=1)]
    optants = [c for c in cands if c.quota]
    me = draw(st.sampled_from(optants))
    real = result({"candidates": cands, "vacancies": n, "edital_date": d, "today": TODAY})
    return cands, optants, me, n, d, real


@settings(max_examples=120, deadline=None)
@given(optant_scenarios())
def test_exact_when_everything_known(scenario):
    cands, optants, me, n, d, real = scenario
    in_open = sum(c.quota for c in cands[: real.open])
    res = position({"general_rank": me.rank, "reserve_rank": optants.index(me) + 1, "optants_in_open": in_open,
                    "vacancies": n, "edital_date": d, "today": TODAY})
    got = {c.id: c.list for c in real.classified}
    assert res.status == ("inside" if me.id in got else "outside")
    if me.id in got and got[me.id] == "quota":
        assert res.appointment == real.nomination.index(me.id) + 1


def test_reserve_rank_alone_inside_when_it_fits_the_reserved_vagas():
    # 20 vagas, new law: 6 reserved. 3rd optant is inside whatever the general rank; the list is not known.
    res = pos(reserve_rank=3, vacancies=20)
    assert (res.status, res.list, res.appointment, res.reserved) == ("inside", None, None, 6)
    assert res.worst.reserve_position == 3


def test_reserve_rank_alone_depends_and_says_the_general_rank_decides():
    res = pos(reserve_rank=8, vacancies=10)  # 3 reserved, 7 ampla: inside only if optants ahead were in the ampla
    assert res.status == "depends" and "lista geral" in res.depends_on
    assert (res.best.reserve_position, res.worst.reserve_position) == (1, 8)


def test_reserve_rank_alone_outside_when_even_the_best_case_is_beyond():
    res = pos(reserve_rank=9, vacancies=6, edital_date=OLD)  # 1 reserved, 5 ampla: best case 4th of the reserve
    assert res.status == "outside" and res.best.reserve_position == 4


def test_no_rank_at_all_is_an_error():
    with pytest.raises(CalculatorError) as info:
        pos(vacancies=10)
    assert info.value.field == "posição na lista geral"


@settings(max_examples=120, deadline=None)
@given(optant_scenarios())
def test_reserve_rank_alone_bounds_contain_the_real_outcome(scenario):
    # Only the reserve-list rank known: a sure "inside"/"outside" must match the real classification.
    _, optants, me, n, d, real = scenario
    inside = me.id in {c.id for c in real.classified}
    res = position({"reserve_rank": optants.index(me) + 1, "vacancies": n, "edital_date": d, "today": TODAY})
    assert res.worst.inside <= inside <= res.best.inside
    if res.status != "depends":
        assert inside == (res.status == "inside")
