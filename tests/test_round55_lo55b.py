"""Round 55 (lo55b): PcD places told without "sou pcd", header-less tables, the decree's first day.

- a place on the PcD list implies the person competes for the PcD vagas: other phrasings of that place ("pcd: 4ª
  colocação", "classificação pcd: 3º", "2º na classificação das pessoas com deficiência", "3º lugar pcd") are read as
  such (`extraction.ranks._RANK_PCD`), never as the general rank nor as a count of PcD vagas; a place past the PcD vagas
  with no other place told is computed on that list (`calculator.position`, PcD vagas from the edital's percentage or
  the decree's 5% rounded up, Decreto 9.508 art. 1º §§ 1º, 3º), never asked again nor computed as the ampla alone; a
  PcD place told beside the general one, or earlier in the thread, counts the PcD vagas out of the ampla
  (`router._pcd_aware`). A place on the general list, a "pcd: 4" count and an article's place of the order ("o 2º
  colocado pcd") keep their readings; a cotista's PcD place still asks for the racial place;
- a pasted table with no header naming a Total column ("Analista 7 1 3 11", "Técnico | 14 | 6 | 20", a header copied
  with spaces, "Cargo AC PcD PPP Total") reads the cell that is the sum of the others as the vagas, never the first
  (AC) column; rows without such a cell and prose with two numbers stay as they were;
- one rule for "the decree reaches this edital" (`calculator.groups.decree_reach`), read by the group split, the
  eligibility, the several-reserves rule and the assistant's law answers: after 27/06/2025 reached; an edital of that
  very day (extra edition of the DOU) is not counted as reached and carries a note shown in the answer (hypothesis
  for the boundary).
"""
from __future__ import annotations

import math
from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from assistant.extraction import extract
from assistant.extraction.pasted_rows import unpaste_rows
from assistant.routing_eval import _intent_of
from calculator.groups import DECREE_DATE, covered_by_decree, decree_reach
from calculator.several_reserves import decree_reaches, several_reserves
from tests.assistant_support import chat

NEW_LAW = "lei-15142-2025"
PCD_DECREE_BASE = "urn:lex:br:federal:decreto:2018-09-24;9508"

# --------------------------------------------------------------------------- 1. PcD places

PCD_PLACES = {
    "pcd: 4ª colocação, concurso de 25 vagas, passo?": (4, 25),
    "classificação pcd: 3º, edital de 44 vagas": (3, 44),
    "sou 2º na classificação das pessoas com deficiência, 52 vagas no edital": (2, 52),
    "fiquei 3º lugar pcd num concurso de 36 vagas": (3, 36),
    "posição na lista pcd: 5, são 61 vagas": (5, 61),
    "geral 70º, pcd 2º, 33 vagas, entro?": (2, 33),
}


@pytest.mark.parametrize("said", sorted(PCD_PLACES))
def test_pcd_place_phrasings_are_the_pcd_place(said: str) -> None:
    ex = extract(said)
    place, vagas = PCD_PLACES[said]
    assert (ex.pcd_rank, ex.vacancies) == (place, vagas)
    assert ex.pcd is None  # the place is no count of PcD vagas


def test_other_readings_stay() -> None:
    # (an ordinal after the list's label is the PcD place: fails before the change)
    assert extract("44 vagas, pcd: 4º, entro?").pcd_rank == 4
    # a count after the label, a general place, a count of PcD vagas and the order's place with its article stay
    ex = extract("44 vagas, pcd: 4, quantas reservadas?")
    assert (ex.pcd_rank, ex.pcd) == (None, 4)
    ex = extract("fiquei em 6º na lista geral, 44 vagas, 5% pcd")
    assert (ex.pcd_rank, ex.general_rank) == (None, 6)
    ex = extract("edital com 18 vagas e 2 PcD, quantas pra cotistas?")
    assert (ex.pcd_rank, ex.pcd) == (None, 2)
    assert extract("o 3º colocado pcd é nomeado em que posição? 44 vagas").pcd_rank is None


def _pcd_vagas(n: int, pct: int = 5) -> int:
    """Decreto 9.508, art. 1º, § 1º (the percentage) and § 3º (a fraction rounded up)."""
    return math.ceil(n * pct / 100)


@pytest.mark.parametrize("said, place, vagas, pct", [
    ("fiquei em 4º na lista de pcd, 30 vagas, 5% pcd", 4, 30, 5),
    ("pcd: 3ª colocação, 26 vagas, tenho chance?", 3, 26, 5),
    ("na lista das pessoas com deficiência estou em 5º, edital de 50 vagas com 6% pcd", 5, 50, 6),
])
def test_a_pcd_place_past_its_vagas_is_computed_on_that_list(bot: Any, said: str, place: int, vagas: int,
                                                             pct: int) -> None:
    (ans,) = chat(bot, said)
    assert ans.route == "calculator" and _intent_of(ans) == "position"
    calc = ans.calculation
    pcd = _pcd_vagas(vagas, pct)
    assert calc["pcd"] == pcd and place > pcd
    assert calc["status"] == "depends" and calc["pcd_case"]["reserve_position"] == place
    assert calc["open"] == vagas - calc["reserved"] - pcd  # the PcD vagas are out of the ampla
    urns = {b["urn"] for b in calc["legal_basis"]}
    assert f"{PCD_DECREE_BASE}!art1_par1" in urns
    if vagas * pct % 100:
        assert f"{PCD_DECREE_BASE}!art1_par3" in urns  # the fraction rounded up


def test_a_general_place_stays_the_general_one(bot: Any) -> None:
    (ans,) = chat(bot, "fiquei em 7º na lista geral, 30 vagas, 5% pcd, entro?")
    calc = ans.calculation
    assert calc["operation"] == "position" and calc["pcd_case"] is None and calc["status"] == "inside"
    assert calc["open"] == 30 - calc["reserved"] - _pcd_vagas(30)
    # (the same place on the PcD list is that list's: this fails before the change)
    (pcd,) = chat(bot, "fiquei em 7º na lista pcd, 30 vagas, 5% pcd, entro?")
    assert pcd.calculation["pcd_case"]["reserve_position"] == 7


def test_a_cotista_with_a_pcd_place_is_still_asked_the_other_place(bot: Any) -> None:
    (ans,) = chat(bot, "sou cotista, fiquei em 4º na lista pcd, 30 vagas")
    assert ans.route == "clarify"  # both reserves: the racial place decides which counts (regulation)
    (alone,) = chat(bot, "fiquei em 4º na lista pcd, 30 vagas")
    assert alone.route == "calculator"


def test_the_general_place_after_a_pcd_place_keeps_the_pcd_vagas(bot: Any) -> None:
    first, then = chat(bot, "na lista pcd fiquei em 3º, 40 vagas", "e na geral estou em 27º")
    assert first.route == "calculator" and first.calculation["pcd"] == _pcd_vagas(40)
    calc = then.calculation
    assert calc["operation"] == "position" and calc["pcd"] == _pcd_vagas(40)
    assert calc["open"] == 40 - calc["reserved"] - _pcd_vagas(40)


@pytest.mark.parametrize("said, general, place", [
    ("fiquei em 4º na lista pcd e 12º na geral, 30 vagas, entro?", 12, 4),
    ("geral: 9º; pcd: 1º. edital de 30 vagas", 9, 1),
])
def test_both_places_count_the_pcd_vagas_out_of_the_ampla(bot: Any, said: str, general: int, place: int) -> None:
    (ans,) = chat(bot, said)
    calc = ans.calculation
    assert calc["operation"] == "position" and calc["status"] == "inside" and calc["list"] == "open"
    assert calc["pcd"] == _pcd_vagas(30) and calc["open"] == 30 - calc["reserved"] - _pcd_vagas(30)
    assert calc["pcd_case"]["reserve_position"] == place


# --------------------------------------------------------------------------- 2. header-less tables

TABLES = {
    "Analista 7 1 3 11\nTécnico 14 1 6 21\nreserva de cada cargo?": [11, 21],
    "Cargo AC PcD PPP Total\nAuditor 9 1 4 14\nEscriturário 20 2 8 30\nquantas cotas em cada?": [14, 30],
    "Engenheiro | 5 | 2 | 7\nArquiteto | 12 | 5 | 17\nqual a reserva racial de cada?": [7, 17],
    "Médico Perito 3 1 1 5\nEnfermeiro do Trabalho 16 1 7 24\nTotal 19 2 8 29\nreserva por cargo?": [5, 24],
    "Bibliotecário;11;5;16\nArquivista;6;3;9\nquantas reservadas?": [16, 9],
}


@pytest.mark.parametrize("said", sorted(TABLES))
def test_the_row_total_is_the_vagas(said: str) -> None:
    assert [c.vacancies for c in extract(said).cargos] == TABLES[said]


def test_rows_without_a_sum_and_prose_stay() -> None:
    # (a header-less row with its total read: fails before the change)
    assert [c.vacancies for c in extract("Contador 4 2 6\nEconomista 8 3 11\ncotas?").cargos] == [6, 11]
    # rows with no cell summing the others keep the first count; prose with two or three numbers is no table
    assert [c.vacancies for c in extract("Contador 4 2 9\nEconomista 8 3 13\ncotas?").cargos] == [4, 8]
    for prose in ("edital com 18 vagas e 3 pcd, quantas de cota?", "fiquei em 5 de 12 com nota 17, entro?",
                  "são 40 vagas, 12 reservadas e 28 de ampla, confere?"):
        assert unpaste_rows(prose) == prose and not extract(prose).cargos


def test_header_less_table_reaches_the_edital(bot: Any) -> None:
    (ans,) = chat(bot, "Analista Fiscal 9 1 4 14\nTécnico Fiscal 19 2 8 29\nquantas vagas reservadas em cada?")
    assert ans.route == "calculator" and _intent_of(ans) == "edital"
    got = {c["name"]: c["vacancies"] for c in ans.calculation["cargos"]}
    assert got == {"Analista Fiscal": 14, "Técnico Fiscal": 29}


# --------------------------------------------------------------------------- 3. the decree's first day

DAY_BEFORE, DAY_OF, DAY_AFTER = DECREE_DATE - timedelta(days=1), DECREE_DATE, DECREE_DATE + timedelta(days=1)


@settings(max_examples=60, deadline=None)
@given(st.dates(min_value=date(2025, 6, 4), max_value=date(2026, 12, 31)))
def test_one_rule_for_the_decree_reach(d: date) -> None:
    reach = decree_reach(d)
    assert reach.reached == (d > DECREE_DATE) == covered_by_decree(d) == decree_reaches(NEW_LAW, d)
    assert (reach.note is not None) == (d == DECREE_DATE)
    assert not decree_reaches("lei-12990-2014", d)


@pytest.mark.parametrize("day", [DAY_BEFORE, DAY_OF, DAY_AFTER])
def test_group_split_on_the_boundary(day: date) -> None:
    r = calculator.reserve({"vacancies": 20, "edital_date": day.isoformat(), "today": "2026-01-10"})
    assert bool(r.groups) == (day == DAY_AFTER)
    assert (r.decree_note is not None) == (day == DAY_OF)
    if day == DAY_OF:
        assert any(r.decree_note in s for s in r.explanation)


@pytest.mark.parametrize("day", [DAY_BEFORE, DAY_OF, DAY_AFTER])
def test_several_reserves_on_the_boundary(day: date) -> None:
    out = several_reserves({"regime": NEW_LAW, "edital_date": day.isoformat(), "vacancies": 40,
                            "pcd_percentage": "5%"})
    assert out.applies == (day == DAY_AFTER)
    assert (out.decree_note is not None) == (day == DAY_OF)
    assert out.legal_basis  # the basis on every result
    if day == DAY_OF:
        assert out.decree_note in out.explanation[0]


def test_the_decree_day_note_is_shown(bot: Any) -> None:
    (same,) = chat(bot, "edital publicado em 27/06/2025 com 24 vagas, quantas reservadas?")
    (after,) = chat(bot, "edital publicado em 28/06/2025 com 24 vagas, quantas reservadas?")
    note = decree_reach(DAY_OF).note
    assert note in same.notes and note not in after.notes
    assert after.calculation["groups"] and not same.calculation["groups"]


def test_the_decree_day_in_the_several_reserves_answer(bot: Any) -> None:
    (same,) = chat(bot, "sou preta e tenho deficiência; o edital saiu em 27/06/2025: conto em qual das reservas?")
    (before,) = chat(bot, "sou preta e tenho deficiência; o edital saiu em 26/06/2025: conto em qual das reservas?")
    note = decree_reach(DAY_OF).note
    assert note in same.notes and note not in before.notes
    assert "publicado antes da regulamentação" not in same.headline  # never said to predate the decree
    (position,) = chat(bot, "edital de 27/06/2025, 40 vagas, 10% pcd, sou cotista, 5º na lista de cotas e 2º na "
                            "lista pcd, entro?")
    assert position.calculation["several"]["decree_note"] == note and note in position.headline
