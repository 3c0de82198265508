"""Quadro de vagas (calculator.edital): worked examples for both laws, properties against `reserve`,
declared figures checked, validation messages naming the cargo."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import CalculatorError, EditalInput, edital, reserve

TODAY = "2026-12-02"
NEW = "2025-07-01"
OLD = "2020-01-15"
THREE = [{"name": "Analista", "vacancies": 10}, {"name": "Técnico", "vacancies": 4},
         {"name": "Motorista", "vacancies": 1}]


def run(cargos, date=NEW, **kw):
    return edital({"cargos": cargos, "edital_date": date, "today": TODAY, **kw})


def urns(res):
    return {b.urn for b in res.legal_basis}


def test_three_cargos_new_law():
    res = run(THREE)
    assert [c.reserved for c in res.cargos] == [3, 1, 0]
    assert [c.open for c in res.cargos] == [7, 3, 1]
    assert [c.applies for c in res.cargos] == [True, True, False]
    assert (res.vacancies_total, res.reserved_total, res.reserved_on_total) == (15, 4, 5)
    assert res.below_minimum == ["Motorista"]
    assert res.regime == "lei-15142-2025" and res.percentage == 30 and res.minimum == 2
    note = res.split_note
    assert note and "art. 1º, § 2º" in note and "art. 5º, § 1º" in note and "sorteio" in note
    assert "edital deve dizer" in note
    assert not any(c["name"] in note for c in THREE), "the note never picks cargos"
    assert {"urn:lex:br:federal:lei:2025-06-03;15142!art1_par2",
            "urn:lex:br:federal:lei:2025-06-03;15142!art5_par1",
            "urn:lex:br:federal:lei:2025-06-03;15142!art5_par3"} <= urns(res)
    assert any("art. 5º, § 3º" in s and "Motorista" in s for s in res.explanation)
    assert any("4,5" in s and "15 vagas" in s for s in res.explanation)
    assert all(c.matches is None and c.issue is None and c.pcd is None for c in res.cargos)
    assert res.pcd_total is None and res.mismatches == []


def test_three_cargos_old_law_per_cargo_rule():
    res = run(THREE, date=OLD)
    assert [c.reserved for c in res.cargos] == [2, 1, 0]  # 2; 0,8 -> 1; 1 < 3
    assert (res.reserved_total, res.reserved_on_total) == (3, 3)
    assert res.split_note is None and res.below_minimum == ["Motorista"]
    assert res.regime == "lei-12990-2014" and res.percentage == 20 and res.minimum == 3
    assert "urn:lex:br:federal:lei:2014-06-09;12990!art1_par3" in urns(res)
    assert any("art. 1º, § 3º" in s for s in res.explanation)


def test_old_law_split_note_cites_its_own_rule():
    res = run([{"name": f"Cargo {i}", "vacancies": 2} for i in range(5)], date=OLD)
    assert (res.reserved_total, res.reserved_on_total) == (0, 2)
    assert res.split_note and "art. 1º, § 3º" in res.split_note and "art. 5º" not in res.split_note


def test_no_regime_before_2014():
    res = run(THREE, date="2013-01-01")
    assert res.regime is None and res.percentage is None
    assert res.reserved_total == res.reserved_on_total == 0 and res.split_note is None
    assert res.below_minimum == [] and all(not c.applies for c in res.cargos)


def test_declared_figures_checked_with_right_figure_and_rule():
    cargos = [{"name": "Analista", "vacancies": 10, "declared_reserved": 2},
              {"name": "Técnico", "vacancies": 4, "declared_reserved": 1},
              {"name": "Motorista", "vacancies": 1, "declared_reserved": 1}]
    res = run(cargos)
    analista, tecnico, motorista = res.cargos
    assert analista.matches is False and "correto por cargo é 3" in analista.issue and "30% de 10" in analista.issue
    assert tecnico.matches is True and tecnico.issue is None
    # Above the per-cargo figure: wrong per cargo, but the issue explains the distribution on the total.
    assert motorista.matches is False and "abaixo do mínimo de 2" in motorista.issue
    assert "totalidade" in motorista.issue
    assert res.mismatches == ["Analista", "Motorista"] and res.declared_reserved_total == 4


def test_pcd_rounds_up_and_is_capped_at_20_percent():
    res = run([{"name": "A", "vacancies": 10}, {"name": "B", "vacancies": 4},
               {"name": "C", "vacancies": 30, "pcd_percentage": "10%"}], pcd_percentage="5%")
    assert [c.pcd for c in res.cargos] == [1, 0, 3]  # ceil(0,5)=1; ceil(0,2)=1 but 20% of 4 = 0; 10% of 30
    assert res.pcd_total == 4
    assert [c.open for c in res.cargos] == [6, 3, 18]
    assert "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par3" in urns(res)


def test_declared_pcd_without_percentage_checked_against_the_decree_range():
    res = run([{"name": "A", "vacancies": 20, "declared_pcd": 0},
               {"name": "B", "vacancies": 20, "declared_pcd": 2},
               {"name": "C", "vacancies": 20, "declared_pcd": 5}])
    assert [c.matches for c in res.cargos] == [False, True, False]
    assert "entre 1 e 4" in res.cargos[0].issue and "Decreto nº 9.508/2018" in res.cargos[0].issue


@pytest.mark.parametrize("cargos, field, fragment", [
    ([], "cargos", "pelo menos um cargo"),
    ([{"name": "  ", "vacancies": 3}], "cargo", "cargo nº 1"),
    ([{"vacancies": 3}], "cargo", "cargo nº 1"),
    ([{"name": "A", "vacancies": 1}, {"name": "Motorista", "vacancies": -1}], "vagas", "cargo nº 2 (Motorista)"),
    ([{"name": "A", "vacancies": 2.5}], "vagas", "cargo nº 1 (A)"),
    ([{"name": "Técnico", "vacancies": 1}, {"name": " TECNICO ", "vacancies": 2}], "cargo", "aparece duas vezes"),
    ([{"name": "A", "vacancies": 1, "declared_reserved": -2}], "reservadas no edital", "cargo nº 1 (A)"),
    ([{"name": f"C{i}", "vacancies": 1} for i in range(2001)], "cargos", "no máximo 2.000"),
    (["Analista"], "cargos", "cargo nº 1"),
])
def test_bad_input_names_the_cargo(cargos, field, fragment):
    with pytest.raises(CalculatorError) as info:
        run(cargos)
    assert info.value.field == field
    assert fragment in info.value.message
    assert "Error" not in info.value.message and "Traceback" not in info.value.message


def test_input_model_raises_calculator_error_directly():
    with pytest.raises(CalculatorError) as info:
        EditalInput(cargos=[{"name": "A", "vacancies": "x"}])
    assert info.value.param == "cargos[0].vacancies"


def test_2000_cargos_accepted():
    res = run([{"name": f"Cargo {i}", "vacancies": i % 7} for i in range(2000)])
    assert len(res.cargos) == 2000 and len(res.explanation) < 60


cargo_tables = st.lists(st.integers(0, 500), min_size=1, max_size=25)
dates = st.sampled_from([NEW, OLD, "2013-01-01"])


@settings(max_examples=60, deadline=None)
@given(cargo_tables, dates)
def test_totals_equal_reserve_per_cargo_and_on_total(vacancies, date):
    res = run([{"name": f"Cargo {i}", "vacancies": v} for i, v in enumerate(vacancies)], date=date)
    per = [reserve({"vacancies": v, "edital_date": date, "today": TODAY}) for v in vacancies]
    assert [c.reserved for c in res.cargos] == [r.reserved for r in per]
    assert [c.applies for c in res.cargos] == [r.applies for r in per]
    assert res.reserved_total == sum(r.reserved for r in per)
    assert res.reserved_on_total == reserve({"vacancies": sum(vacancies), "edital_date": date,
                                             "today": TODAY}).reserved
    assert (res.split_note is not None) == (res.reserved_total < res.reserved_on_total)
    assert res.below_minimum == [c.name for c, r in zip(res.cargos, per) if res.regime and not r.applies]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 100_000), dates)
def test_one_cargo_table_equals_reserve(n, date):
    res = run([{"name": "Único", "vacancies": n}], date=date)
    one = reserve({"vacancies": n, "edital_date": date, "today": TODAY})
    c = res.cargos[0]
    assert (c.reserved, c.open, c.applies, c.fraction) == (one.reserved, one.open, one.applies, one.fraction)
    assert res.reserved_total == res.reserved_on_total == one.reserved
    assert (res.regime, res.percentage, res.minimum) == (one.regime, one.percentage, one.minimum)
    assert res.split_note is None


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2000), st.integers(1, 100))
def test_pcd_at_least_p_rounded_up_never_above_a_fifth(n, pct):
    c = run([{"name": "A", "vacancies": n, "pcd_percentage": f"{pct}%"}]).cargos[0]
    assert c.pcd == min(-(-pct * n // 100), n // 5)  # integer ceil
    assert c.reserved + c.pcd + c.open == n and c.open >= 0


def test_pcd_percentage_on_some_cargos_only():
    res = run([{"name": "A", "vacancies": 40, "pcd_percentage": "2%"}, {"name": "B", "vacancies": 10}])
    assert [c.pcd for c in res.cargos] == [1, None] and res.pcd_total == 1
    assert any("abaixo do mínimo de 5%" in s and ": A." in s for s in res.explanation)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 300), st.integers(0, 100)), min_size=1, max_size=10), dates)
def test_declared_reserved_matches_iff_equal_and_issue_gives_the_right_figure(pairs, date):
    res = run([{"name": f"C{i}", "vacancies": v, "declared_reserved": d} for i, (v, d) in enumerate(pairs)],
              date=date)
    for c in res.cargos:
        assert c.matches is (c.declared_reserved == c.reserved)
        assert (c.issue is None) == c.matches
        if not c.matches:
            assert f"correto por cargo é {c.reserved}" in c.issue
    assert res.mismatches == [c.name for c in res.cargos if not c.matches]
    assert res.declared_reserved_total == sum(d for _, d in pairs)
