"""Worked examples and properties for calculator.result and the pure table parser."""
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import CalculatorError
from calculator.result import Candidate, result
from calculator.table import parse_csv, parse_table

NEW = "2025-07-01"
OLD = "2020-01-15"
TODAY = "2026-12-02"


def cands(spec):
    """spec: list of flags strings per rank, e.g. ["", "q", "qu", "p", "w"] (q optant, u unconfirmed,
    p PcD, w withdrawn); ids are c<rank>."""
    return [Candidate(id=f"c{i}", rank=i, quota="q" in s, pcd="p" in s, confirmed="u" not in s,
                      withdrawn="w" in s) for i, s in enumerate(spec, start=1)]


def run(spec, n, d=NEW, **kw):
    return result({"candidates": cands(spec), "vacancies": n, "edital_date": d, "today": TODAY, **kw})


def lists(res):
    return {c.id: c.list for c in res.classified}


def cites(res, suffix):
    return any(b.urn.endswith(suffix) or b.urn.split("!")[1].startswith(suffix.split("!")[1] + "_")
               for b in res.legal_basis)


def test_basic_new_law_10_vagas():
    # 10 vagas: 3 reserved, 7 ampla. Optants at 3, 6 (inside ampla), 9, 12, 15, 18.
    spec = ["q" if i % 3 == 0 else "" for i in range(1, 21)]
    res = run(spec, 10)
    got = lists(res)
    assert [k for k, v in got.items() if v == "open"] == [f"c{i}" for i in range(1, 8)]
    assert [k for k, v in got.items() if v == "quota"] == ["c9", "c12", "c15"]
    assert res.reverted == 0
    # Quota appointments at positions 2, 5 and 9.
    assert res.nomination == ["c1", "c9", "c2", "c3", "c12", "c4", "c5", "c6", "c15", "c7"]


def test_optant_classified_in_ampla_does_not_count():
    spec = ["q", "q", "", "", "", "", "", "", "", "q"]  # 5 vagas: 2 reserved, 3 ampla
    res = run(spec, 5)
    got = lists(res)
    assert got["c1"] == got["c2"] == "open"
    assert got["c10"] == "quota"
    assert res.reverted == 1  # only one optant left for 2 reserved vagas
    assert cites(res, "15142!art7_par2") and cites(res, "15142!art8")


def test_reversion_goes_to_next_in_general_order():
    spec = [""] * 10
    res = run(spec, 5)
    assert res.reverted == 2
    assert [c.id for c in res.classified] == ["c1", "c2", "c3", "c4", "c5"]
    assert set(lists(res).values()) == {"open"}
    assert res.nomination == ["c1", "c2", "c3", "c4", "c5"]


def test_unconfirmed_self_declaration_general_list_only():
    spec = ["", "", "", "qu", "q", "", ""]  # 3 vagas: 1 reserved, 2 ampla
    res = run(spec, 3)
    got = lists(res)
    assert got["c5"] == "quota" and "c4" not in got
    assert cites(res, "15142!art3_par2")


def test_unconfirmed_in_ampla_keeps_ampla():
    spec = ["qu", "", "", "q"]
    got = lists(run(spec, 3))
    assert got["c1"] == "open" and got["c4"] == "quota"


def test_withdrawn_optant_replaced_by_next():
    spec = ["", "", "qw", "q", ""]
    res = run(spec, 3)
    got = lists(res)
    assert "c3" not in got and got["c4"] == "quota"
    assert cites(res, "15142!art7_par3")


def test_old_law_articles():
    spec = ["q", "", "", "", "", "", "", "", "", ""]
    res = run(spec, 5, d=OLD)  # 1 reserved, 4 ampla, the only optant is in ampla
    assert res.reverted == 1
    assert cites(res, "12990!art3_par1") and cites(res, "12990!art3_par3") and cites(res, "12990!art4")


def test_pcd_list():
    spec = ["", "", "", "", "", "", "p", "q", "", "", "", "p"]
    res = run(spec, 10, pcd=1)  # 10 vagas: 3 quota, 1 pcd, 6 ampla
    got = lists(res)
    assert got["c7"] == "pcd" and got["c8"] == "quota"
    assert res.reverted == 2 and res.pcd_reverted == 0
    assert len(res.classified) == 10


def test_fewer_candidates_than_vacancies():
    res = run(["", "q"], 5)
    assert len(res.classified) == 2 and len(res.nomination) == 2


@pytest.mark.parametrize(
    "cs, field",
    [
        ([Candidate(id="a", rank=1), Candidate(id="a", rank=2)], "id"),
        ([Candidate(id="a", rank=1), Candidate(id="b", rank=3)], "rank"),
        ([Candidate(id="a", rank=2), Candidate(id="b", rank=2)], "rank"),
    ],
)
def test_bad_candidates(cs, field):
    with pytest.raises(CalculatorError) as info:
        result({"candidates": cs, "vacancies": 1, "edital_date": NEW})
    assert info.value.field == field


def test_bad_candidate_dict_names_item():
    with pytest.raises(CalculatorError) as info:
        result({"candidates": [{"id": "a", "rank": 0}], "vacancies": 1})
    assert info.value.field == "rank" and "item nº 1" in str(info.value)


def test_parse_csv_defaults_and_semicolon():
    cs = parse_csv("id;rank;quota;pcd\nx;2;1;0\ny;1;0;1\n")
    assert [(c.id, c.rank, c.quota, c.pcd, c.confirmed) for c in cs] == [("x", 2, True, False, True),
                                                                         ("y", 1, False, True, True)]


@pytest.mark.parametrize(
    "text, field, fragment",
    [
        ("id,rank,quota\na,1,1\n", "colunas", "pcd"),
        ("id,rank,quota,pcd\na,1,1,0\na,2,0,0\n", "id", "linha 3"),
        ("id,rank,quota,pcd\na,1,1,0\nb,3,0,0\n", "rank", "linha 3"),
        ("id,rank,quota,pcd\na,1,sim?,0\n", "quota", "linha 2"),
        ("id,rank,quota,pcd,confirmed\na,1,1,0,2\n", "confirmed", "linha 2"),
        ("", "colunas", "vazia"),
    ],
)
def test_parse_csv_errors(text, field, fragment):
    with pytest.raises(CalculatorError) as info:
        parse_csv(text)
    assert info.value.field == field and fragment in str(info.value)


def test_parse_xlsx_roundtrip():
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    ws.append(["id", "rank", "quota", "pcd", "confirmed"])
    ws.append(["a", 1, 1, 0, 1])
    ws.append(["b", 2.0, 0, 1, None])
    buf = io.BytesIO()
    wb.save(buf)
    cs = parse_table(buf.getvalue(), "lista.xlsx")
    assert [(c.id, c.rank, c.quota, c.pcd, c.confirmed) for c in cs] == [("a", 1, True, False, True),
                                                                         ("b", 2, False, True, True)]
    with pytest.raises(CalculatorError):
        parse_table(b"not a zip", "x.xlsx")


flags = st.sampled_from(["", "", "q", "qu", "p", "qp", "w", "qw"])


@settings(max_examples=80, deadline=None)
@given(st.lists(flags, min_size=0, max_size=60), st.integers(min_value=0, max_value=40),
       st.sampled_from([NEW, OLD]), st.permutations(list(range(60))), st.booleans())
def test_result_invariants(spec, n, d, perm, with_pcd):
    # Shuffle the input order: the result must depend only on ranks.
    base = cands(spec)
    shuffled = [base[i] for i in perm if i < len(base)]
    kw = {"pcd_percentage": "5%"} if with_pcd else {}
    res = result({"candidates": shuffled, "vacancies": n, "edital_date": d, "today": TODAY, **kw})
    active = [c for c in base if not c.withdrawn]
    ids = [c.id for c in res.classified]
    assert len(ids) == len(set(ids))  # nobody twice
    assert len(ids) == min(n, len(active))  # exactly N when there are enough
    assert sorted(res.nomination) == sorted(ids)
    by_id = {c.id: c for c in base}
    for c in res.classified:
        assert not by_id[c.id].withdrawn
        if c.list == "quota":
            assert by_id[c.id].quota and by_id[c.id].confirmed
        if c.list == "pcd":
            assert by_id[c.id].pcd
    quota_count = sum(c.list == "quota" for c in res.classified)
    assert quota_count + res.reverted == res.reserved
    if len(active) >= n:
        # non-optants only hold ampla vagas, the reverted ones included
        open_count = sum(c.list == "open" for c in res.classified)
        assert open_count == res.open + res.reverted + res.pcd_reverted
