"""PcD reserve (Decreto nº 9.508/2018) and the group split of Decreto nº 12.536/2025 in the calculator."""
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator.legal_basis as lb
from calculator import CalculatorError, eligibility, order, position, reserve, result
from calculator.cli import main as cli_main
from calculator.reserve import reserved_count
from corpus import load_corpus
from vocabulary import PCD_URN

TODAY = "2026-12-02"
NEW = "2026-01-10"  # after Decreto nº 12.536/2025
BETWEEN = "2025-06-20"  # Lei 15.142 in force, decree not yet published
OLD = "2020-01-15"


def urns(res):
    return [b.urn for b in res.legal_basis]


def decree_urns(res):
    return [u for u in urns(res) if u.startswith(PCD_URN + "!")]


def test_every_calculator_citation_exists_in_the_corpus_with_the_same_label():
    c = load_corpus()
    consts = [v for k, v in vars(lb).items() if k.isupper() and hasattr(v, "urn")]
    assert any(b.urn.startswith(PCD_URN) for b in consts)
    for b in consts:
        assert c.get(b.urn).label == b.label


# --------------------------------------------------------------------------- PcD in reserve
def test_thirty_vagas_five_percent_gives_two_pcd_vagas():
    res = reserve({"vacancies": 30, "edital_date": NEW, "pcd_percentage": "5%", "today": TODAY})
    assert res.pcd == 2 and res.reserved == 9 and res.open == 30 - 9 - 2
    assert {lb.D_ART1_PAR1.urn, lb.D_ART1_PAR3.urn} <= set(urns(res))
    text = "\n".join(res.explanation)
    assert "5% de 30 = 1,5" in text and "Lei nº 8.112/1990, art. 5º, § 2º" in text
    assert not any("8112" in u or "8.112" in u for u in urns(res))  # a reference, never a citation


def test_without_pcd_percentage_no_pcd_and_no_decree_citation():
    res = reserve({"vacancies": 30, "edital_date": NEW, "today": TODAY})
    assert res.pcd is None and res.open == 21 and decree_urns(res) == []


def test_a_pcd_count_given_by_the_edital_is_taken_away_from_the_ampla_concorrencia():
    res = reserve({"vacancies": 20, "edital_date": NEW, "pcd": 3, "today": TODAY})
    assert (res.reserved, res.pcd, res.open, res.pcd_given) == (6, 3, 11, True)
    assert lb.D_ART1_PAR1.urn in urns(res)
    assert "Vagas PcD informadas pelo edital: 3 de 20" in "\n".join(res.explanation)
    # A count below 5% rounded up is flagged, not changed (the edital decides; the decree sets the minimum).
    low = reserve({"vacancies": 40, "edital_date": NEW, "pcd": 1, "today": TODAY})
    assert low.pcd == 1 and any("abaixo de 5%" in s for s in low.explanation)


def test_a_pcd_count_and_percentage_together_or_beyond_the_vagas_are_refused():
    with pytest.raises(CalculatorError, match="não os dois"):
        reserve({"vacancies": 20, "edital_date": NEW, "pcd": 1, "pcd_percentage": "5%", "today": TODAY})
    with pytest.raises(CalculatorError, match="excedem"):
        reserve({"vacancies": 2, "edital_date": NEW, "pcd": 2, "today": TODAY})  # 1 reserved + 2 PcD > 2


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 500), k=st.integers(0, 500))
def test_with_a_pcd_count_the_three_lists_add_up_to_the_vagas(n, k):
    base = reserve({"vacancies": n, "edital_date": NEW, "today": TODAY})
    if base.reserved + k > n:
        with pytest.raises(CalculatorError):
            reserve({"vacancies": n, "edital_date": NEW, "pcd": k, "today": TODAY})
        return
    res = reserve({"vacancies": n, "edital_date": NEW, "pcd": k, "today": TODAY})
    assert res.reserved == base.reserved  # the racial reserve is on all the vagas, PcD or not
    assert res.reserved + res.pcd + res.open == n and res.pcd == k


@pytest.mark.parametrize("n, pct, expected", [(4, "5%", 0), (5, "5%", 1), (20, "5%", 1), (21, "5%", 2),
                                              (100, "5%", 5), (10, "50%", 2), (0, "5%", 0), (30, "10%", 3)])
def test_pcd_counts(n, pct, expected):
    assert reserve({"vacancies": n, "edital_date": NEW, "pcd_percentage": pct, "today": TODAY}).pcd == expected


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 2000), p=st.integers(0, 100))
def test_pcd_is_the_least_integer_covering_the_percentage_within_the_20_percent_cap(n, p):
    res = reserve({"vacancies": n, "edital_date": NEW, "pcd_percentage": f"{p}%", "today": TODAY})
    cap = n // 5
    assert 0 <= res.pcd <= cap
    assert res.pcd * 100 >= p * n or res.pcd == cap  # at least the percentage, unless capped
    assert res.pcd == 0 or (res.pcd - 1) * 100 < p * n  # rounded up, not more
    assert res.open == n - res.reserved - res.pcd


def test_pcd_below_five_percent_is_flagged():
    res = reserve({"vacancies": 100, "edital_date": NEW, "pcd_percentage": "2%", "today": TODAY})
    assert res.pcd == 2 and lb.D_ART1_PAR2.urn in urns(res)
    assert any("mínimo de 5%" in s for s in res.explanation)


def test_bad_pcd_percentage_names_the_field():
    with pytest.raises(CalculatorError) as e:
        reserve({"vacancies": 30, "pcd_percentage": "cinco"})
    assert e.value.field == "percentual PcD" and e.value.message.startswith("percentual PcD")


# --------------------------------------------------------------------------- group split
def test_hundred_vagas_split_25_3_2():
    res = reserve({"vacancies": 100, "edital_date": NEW, "today": TODAY})
    assert [(g.group, g.percentage, g.fraction, g.integer) for g in res.groups] == [
        ("pretas e pardas", 25, "25", 25), ("indígenas", 3, "3", 3), ("quilombolas", 2, "2", 2)]
    assert res.reserved == 30


def test_fifty_vagas_shares_stay_fractions():
    res = reserve({"vacancies": 50, "edital_date": NEW, "today": TODAY})
    ind = next(g for g in res.groups if g.group == "indígenas")
    assert (ind.fraction, ind.integer) == ("3/2", None)
    assert next(g for g in res.groups if g.group == "quilombolas").integer == 1
    text = "\n".join(res.explanation)
    assert "3/2 (1,5)" in text and "definido pelo regulamento e pelo edital" in text
    assert "não é o texto oficial" in text
    assert res.reserved == 15


@settings(max_examples=80, deadline=None)
@given(n=st.integers(2, 5000))
def test_group_shares_exact_sum_and_integers_only_when_divisible(n):
    res = reserve({"vacancies": n, "edital_date": NEW, "today": TODAY})
    assert sum(Fraction(g.fraction) for g in res.groups) == Fraction(30 * n, 100)
    for g in res.groups:
        exact = Fraction(g.percentage * n, 100)
        assert Fraction(g.fraction) == exact
        assert (g.integer is not None) == (g.percentage * n % 100 == 0)
        if g.integer is not None:
            assert g.integer == exact
    assert res.reserved == reserved_count("lei-15142-2025", n)  # the total stays the law's rule


@pytest.mark.parametrize("kw", [{"vacancies": 100, "edital_date": OLD}, {"vacancies": 1, "edital_date": NEW},
                                {"vacancies": 100, "edital_date": BETWEEN}])
def test_no_split_outside_the_decree(kw):
    res = reserve({**kw, "today": TODAY})
    assert res.groups == []


def test_edital_before_the_decree_says_so():
    res = reserve({"vacancies": 100, "edital_date": BETWEEN, "today": TODAY})
    assert any("não alcança editais já publicados" in s for s in res.explanation)


# --------------------------------------------------------------------------- order / position / result
def test_order_with_pcd_cites_the_decree():
    res = order({"vacancies": 30, "edital_date": NEW, "pcd_percentage": "5%", "today": TODAY})
    assert res.pcd == 2 and res.pcd_positions[0] == 5
    assert {lb.D_ART1_PAR1.urn, lb.D_ART1_PAR3.urn, lb.D_ART8_PAR1.urn} <= set(urns(res))
    assert any("art. 8º, § 1º" in s for s in res.explanation)
    counted = order({"vacancies": 30, "edital_date": NEW, "pcd": 2, "today": TODAY})
    assert lb.D_ART8_PAR1.urn in urns(counted) and lb.D_ART1_PAR3.urn not in urns(counted)
    assert decree_urns(order({"vacancies": 30, "edital_date": NEW, "today": TODAY})) == []


def test_position_with_pcd_cites_the_decree():
    res = position({"general_rank": 3, "vacancies": 30, "edital_date": NEW, "pcd_percentage": "5%",
                    "today": TODAY})
    assert lb.D_ART8_PAR1.urn in urns(res)


def _cands(rows):
    return [{"id": i, "rank": r, "quota": q, "pcd": p, "withdrawn": w} for i, r, q, p, w in rows]


def test_result_pcd_reversion_and_substitution_cite_the_decree():
    # 10 vagas, 5% -> 1 PcD vaga; no PcD candidate: it goes to a candidate without disability.
    rows = [(f"c{r}", r, False, False, False) for r in range(1, 13)]
    res = result({"candidates": _cands(rows), "vacancies": 10, "edital_date": NEW, "pcd_percentage": "5%",
                  "today": TODAY})
    assert res.pcd == 1 and res.pcd_reverted == 1 and lb.D_ART1_PAR5.urn in urns(res)
    assert lb.D_ART8_CPT.urn in urns(res)
    # A PcD candidate withdraws: the next PcD candidate takes the vaga.
    rows = [(f"c{r}", r, False, r in (11, 12), r == 11) for r in range(1, 13)]
    res = result({"candidates": _cands(rows), "vacancies": 10, "edital_date": NEW, "pcd_percentage": "5%",
                  "today": TODAY})
    assert res.pcd_reverted == 0 and {"id": "c12", "list": "pcd"} in [c.model_dump() for c in res.classified]
    assert lb.D_ART8_PAR2.urn in urns(res) and lb.D_ART1_PAR5.urn not in urns(res)


# --------------------------------------------------------------------------- eligibility, CLI
@pytest.mark.parametrize("group, pct", [("indigena", "3%"), ("quilombola", "2%")])
def test_eligibility_no_longer_says_regulation_pending(group, pct):
    res = eligibility({"group": group, "entity": "direta", "process": "concurso", "vacancies": 100,
                       "edital_date": NEW, "today": TODAY})
    text = " ".join(res.pending)
    assert "Decreto nº 12.536/2025" in text and pct in text and "não é o texto oficial" in text
    assert "dependem de regulamento" not in text
    assert {lb.N_ART1_PAR1.urn, lb.N_ART3_PAR4.urn} <= set(urns(res))


def test_cli_reserve_pcd_percentage(capsys):
    assert cli_main(["reserve", "--vacancies", "30", "--pcd-percentage", "5%", "--edital-date", NEW,
                     "--today", TODAY]) == 0
    out = capsys.readouterr().out
    assert "vagas PcD: 2" in out and "Decreto nº 9.508/2018, art. 1º, § 3º" in out
    assert cli_main(["reserve", "--vacancies", "50", "--edital-date", NEW, "--today", TODAY]) == 0
    assert "indígenas: 3% = 3/2" in capsys.readouterr().out


@given(st.integers(min_value=1, max_value=400), st.integers(min_value=0, max_value=400))
@settings(max_examples=200, deadline=None)
def test_an_edital_pcd_count_above_the_20_percent_ceiling_is_kept_and_flagged(n, k):
    """The edital's own PcD count is taken as given; above floor(20% of the vagas) the explanation says so."""
    from calculator import ReserveInput
    k = min(k, n - reserved_count("lei-15142-2025", n))
    r = reserve(ReserveInput(vacancies=n, pcd=k))
    assert r.pcd == k
    assert any("passa do limite de 20%" in s for s in r.explanation) == (k > n // 5)
