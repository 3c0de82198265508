"""Worked examples for calculator.eligibility, and a property of the reserve it reports."""
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import CalculatorError, eligibility, reserve

NEW = "2025-07-01"
OLD = "2020-01-15"
N15 = "urn:lex:br:federal:lei:2025-06-03;15142!"
O12 = "urn:lex:br:federal:lei:2014-06-09;12990!"


def cites(res, expected):
    return any(b.urn == expected or b.urn.startswith(expected + "_") for b in res.legal_basis)


def elig(**kw):
    kw.setdefault("today", "2026-12-02")
    return eligibility(kw)


@pytest.mark.parametrize("entity", ["direta", "autarquia", "fundacao"])
def test_pss_new_law_covered_in_direta_autarquia_fundacao(entity):
    res = elig(group="parda", entity=entity, process="pss", edital_date=NEW, vacancies=10)
    assert res.eligible and res.reserved == 3 and cites(res, N15 + "art1_inc2")


@pytest.mark.parametrize("entity", ["empresa-publica", "sociedade-economia-mista"])
def test_pss_new_law_not_covered_in_state_companies(entity):
    res = elig(group="preta", entity=entity, process="pss", edital_date=NEW, vacancies=10)
    assert not res.eligible and cites(res, N15 + "art1_inc2")
    assert res.pending == []


@pytest.mark.parametrize("entity", ["empresa-publica", "sociedade-economia-mista", "direta"])
def test_concurso_new_law_covered_in_all_federal_entities(entity):
    res = elig(group="preta", entity=entity, process="concurso", edital_date=NEW, vacancies=5)
    assert res.eligible and cites(res, N15 + "art1_inc1")


@pytest.mark.parametrize("group", ["branca", "amarela"])
def test_non_beneficiary_groups(group):
    assert not elig(group=group, entity="direta", process="concurso", edital_date=NEW, vacancies=5).eligible
    assert not elig(group=group, entity="direta", process="concurso", edital_date=OLD, vacancies=5).eligible


@pytest.mark.parametrize("group", ["indigena", "quilombola"])
def test_indigenous_and_quilombola_new_law_pending_regulation(group):
    res = elig(group=group, entity="direta", process="concurso", edital_date=NEW, vacancies=5)
    assert res.eligible
    assert cites(res, N15 + "art1_par1") and cites(res, N15 + "art3_par4")
    assert any("regulamento" in p for p in res.pending)


@pytest.mark.parametrize("group", ["indigena", "quilombola"])
def test_indigenous_and_quilombola_old_law_not_covered(group):
    res = elig(group=group, entity="direta", process="concurso", edital_date=OLD, vacancies=5)
    assert not res.eligible and cites(res, O12 + "art2")


def test_preta_new_law_pending_confirmation():
    res = elig(group="preta", entity="direta", process="concurso", edital_date=NEW, vacancies=5)
    assert res.eligible and cites(res, N15 + "art3_cpt") and cites(res, N15 + "art3_par2")
    assert any("confirmação" in p for p in res.pending)


def test_old_law_pending_says_no_confirmation_in_law():
    res = elig(group="parda", entity="autarquia", process="concurso", edital_date=OLD, vacancies=5)
    assert res.eligible and any("não prevê procedimento de confirmação" in p for p in res.pending)


def test_old_law_excludes_pss():
    res = elig(group="parda", entity="direta", process="pss", edital_date=OLD, vacancies=10)
    assert not res.eligible and cites(res, O12 + "art1")


@pytest.mark.parametrize("entity", ["estadual", "municipal"])
@pytest.mark.parametrize("d", [NEW, OLD])
def test_state_and_municipal_outside(entity, d):
    res = elig(group="preta", entity=entity, process="concurso", edital_date=d, vacancies=10)
    assert not res.eligible and any("estado ou do município" in r for r in res.reasons)


@pytest.mark.parametrize("kw", [{"vacancies": 1}, {"vacancies": 0}, {"reserve_register": True}])
def test_new_law_few_vagas_or_register_still_enrols(kw):
    res = elig(group="parda", entity="direta", process="concurso", edital_date=NEW, **kw)
    assert res.eligible and res.reserve_applies is False
    assert cites(res, N15 + "art5_par3") and cites(res, N15 + "art5_par4")


@pytest.mark.parametrize("kw", [{"vacancies": 2}, {"reserve_register": True}])
def test_old_law_few_vagas_or_register_no_reserve(kw):
    res = elig(group="parda", entity="direta", process="concurso", edital_date=OLD, **kw)
    assert not res.eligible and res.reserve_applies is False and cites(res, O12 + "art1_par1")


def test_old_law_three_vagas_applies():
    res = elig(group="preta", entity="direta", process="concurso", edital_date=OLD, vacancies=3)
    assert res.eligible and res.reserved == 1


def test_before_2014_no_reserve():
    res = elig(group="preta", entity="direta", process="concurso", edital_date="2014-06-09", vacancies=10)
    assert not res.eligible and res.regime is None


def test_unknown_vacancies_is_pending():
    res = elig(group="preta", entity="direta", process="concurso", edital_date=NEW)
    assert res.eligible and res.reserve_applies is None
    assert any("número de vagas" in p for p in res.pending)


def test_accepts_accents_and_case():
    res = elig(group="Indígena", entity="Fundação", process="PSS", edital_date=NEW, vacancies=4)
    assert res.eligible


@pytest.mark.parametrize(
    "kw, field",
    [
        ({"group": "verde"}, "grupo"),
        ({"entity": "federal"}, "entidade"),
        ({"process": "vestibular"}, "tipo de processo"),
        ({"vacancies": -2}, "vagas"),
        ({"vacancies": 3, "reserve_register": True}, "cadastro de reserva"),
        ({"edital_date": "2025-13-01"}, "data do edital"),
    ],
)
def test_bad_input_names_field(kw, field):
    base = {"group": "preta", "entity": "direta", "process": "concurso"}
    base.update(kw)
    with pytest.raises(CalculatorError) as info:
        elig(**base)
    assert info.value.field == field and str(info.value).startswith(field)


# --- the process's own reserve beside the person's eligibility (Round 28) ---------------------------------------------
# A selection the law in force does not reach has no reserve whatever its vagas: a PSS under Lei 12.990 (art. 1º,
# caput: concursos only) once reported `reserve_applies: true, reserved: 1` beside `eligible: false`.

@pytest.mark.parametrize(("kw", "why"), [
    ({"entity": "autarquia", "process": "pss", "edital_date": OLD}, "pss under the old law"),
    ({"entity": "empresa-publica", "process": "pss", "edital_date": NEW}, "pss of a state company"),
    ({"entity": "municipal", "process": "concurso", "edital_date": NEW}, "a municipal body"),
    ({"entity": "direta", "process": "concurso", "edital_date": "2013-05-02"}, "before Lei 12.990"),
])
def test_a_selection_outside_the_law_has_no_reserve(kw, why):
    res = elig(group="parda", vacancies=12, **kw)
    assert not res.eligible and res.reserve_applies is False and res.reserved == 0, why


@pytest.mark.parametrize(("d", "reserved"), [(NEW, 3), (OLD, 2)])
def test_a_person_outside_the_groups_leaves_the_process_reserve_as_it_is(d, reserved):
    res = elig(group="branca", entity="direta", process="concurso", edital_date=d, vacancies=10)
    assert not res.eligible and res.reserve_applies is True and res.reserved == reserved


@settings(max_examples=300, deadline=None)
@given(group=st.sampled_from(["preta", "parda", "indigena", "quilombola", "branca", "amarela"]),
       entity=st.sampled_from(["direta", "autarquia", "fundacao", "empresa-publica", "sociedade-economia-mista",
                               "estadual", "municipal"]),
       process=st.sampled_from(["concurso", "pss"]),
       edital_date=st.dates(min_value=date(2013, 1, 1), max_value=date(2026, 12, 1)),
       vacancies=st.one_of(st.none(), st.integers(min_value=0, max_value=400)))
def test_the_reserve_reported_is_the_process_reserve_or_none(group, entity, process, edital_date, vacancies):
    res = elig(group=group, entity=entity, process=process, edital_date=edital_date.isoformat(), vacancies=vacancies)
    if vacancies is None:
        assert res.reserve_applies is None and res.reserved is None
        return
    assert res.reserve_applies is (res.reserved > 0) or res.reserved == 0 and res.reserve_applies is False
    if res.eligible:  # an eligible person's process is covered: its reserve is the law's count for those vagas
        assert res.reserved == reserve({"vacancies": vacancies, "edital_date": edital_date.isoformat(),
                                        "today": "2026-12-02"}).reserved
    if res.reserved:
        assert res.regime is not None and entity not in ("estadual", "municipal")
        assert not (process == "pss" and (res.regime == "lei-12990-2014" or entity in ("empresa-publica",
                                                                                       "sociedade-economia-mista")))
