"""Round 55 (f70a): figures the product got wrong or did not compute.

- an estatal's (empresa pública, sociedade de economia mista) PcD rate written in brackets after the PcD list
  ("reserva racial e pcd (8%)", "deficientes [6 %]") is the edital's PcD percentage (`extraction.numbers._PCD_COUNT`):
  its PcD vagas are computed (fraction rounded up, Decreto 9.508 art. 1º, § 3º) beside the note on art. 1º, § 2º (art.
  93 of Lei 8.213); with no rate told the answer still gives no PcD figure and asks for it; a bracketed bare count
  ("pcd (2)") is no rate;
- a cargo the table forgot, added by its name ("esqueci a assistente social, 5 vagas", "faltava o cargo de farmacêutico
  com 6", `thread_cargos._ADDED_FORGOTTEN`), extends the earlier table: every cargo's reserve and the reserve on the
  edital's total are computed; a number that adds no cargo ("e com 13 vagas?") keeps its meaning;
- "quais" standing for the vagas with the list after the copula ("com 11 vagas, quais são da cota?", "quais ficam pros
  cotistas?") asks WHICH vagas go to the reserve: their places in the nomination order (`intents.order.ORDER_CUE`);
  "quantas são da cota?" stays the count, "quais são as cotas?" no order;
- "na vigência da lei nova" is the time an edital came out, never the law's own term asked
  (`law_cues.premise_rule`): after a 2024 edital, "e caso tivesse saído na vigência da lei nova, mudaria quanto?"
  recomputes the thread's vagas under Lei 15.142 and says the thread's edital keeps Lei 12.990 (art. 11), the figure
  being the hypothesis asked; "a lei nova vale pra esse edital?" stays that edital's law (regime).
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from assistant.intents.order import ORDER_CUE
from assistant.law_cues import premise_rule
from assistant.routing_eval import _intent_of
from assistant.thread_cargos import added_cargos
from tests.assistant_support import chat
from vocabulary import fold

# --------------------------------------------------------------------------- 1. an estatal's PcD rate in brackets

BRACKETED = {
    "sociedade de economia mista com 40 vagas: reserva racial e pcd (8%), quanto dá?": "8%",
    "deficientes [6 %] e cota racial num concurso de 25 vagas": "6%",
    "vagas pra pessoas com deficiência (10% das vagas) e negros, 33 vagas": "10%",
}


@pytest.mark.parametrize("said", sorted(BRACKETED))
def test_bracketed_pcd_rate_is_read(said: str) -> None:
    ex = extract(said)
    assert (ex.pcd, ex.pcd_percentage) == (None, BRACKETED[said])


def test_bracketed_count_is_no_rate() -> None:
    # (the rate in brackets read first: fails before the change; a bare count in brackets stays unread)
    assert extract("pcd (5%) num concurso de 40 vagas").pcd_percentage == "5%"
    ex = extract("pcd (2) num concurso de 40 vagas, quantas de cota racial?")
    assert ex.pcd_percentage is None


@pytest.mark.parametrize("said,vagas,rate", [
    ("Sou do RH de uma empresa pública federal: 52 vagas de analista. Cota racial e PcD (7%) dão quantas?", 52, "7%"),
    ("sociedade de economia mista, concurso com 31 vagas, qual a reserva racial e a pcd (9%)?", 31, "9%"),
])
def test_estatal_pcd_rate_is_computed(bot: Any, said: str, vagas: int, rate: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    expected = calculator.reserve(calculator.ReserveInput(vacancies=vagas, pcd_percentage=rate, pcd_estatal=True,
                                                          today=bot._today()))
    assert expected.pcd and ans.calculation["pcd"] == expected.pcd
    assert ans.calculation["reserved"] == expected.reserved
    # the estatal's rule stays said: art. 1º, § 2º of the decree, art. 93 of Lei 8.213
    assert "§ 2º" in ans.headline and "8.213" in ans.headline


def test_estatal_without_a_rate_keeps_asking(bot: Any) -> None:
    # (with the rate, a figure: fails before the change; with none told, no PcD figure and the rate asked)
    (ans,) = chat(bot, "empresa pública federal com 52 vagas, quantas de cota racial e de pcd (5%)?")
    assert ans.calculation["pcd"] == 3
    (ans,) = chat(bot, "empresa pública federal com 52 vagas, quantas de cota racial e de pcd?")
    assert ans.calculation["pcd"] is None
    assert "Diga o percentual" in ans.headline


# --------------------------------------------------------------------------- 2. a forgotten cargo added to the table

FIRST = "quadro do edital: analista 10, técnico 6. quanto de reserva em cada cargo?"
ADDED = {
    "esqueci a assistente social, 5 vagas": ("assistente social", 5),
    "faltava o cargo de farmacêutico com 6": ("farmaceutico", 6),
    "faltava a nutricionista, 4 vagas": ("nutricionista", 4),
    "faltou o agente administrativo, 8 vagas": ("agente administrativo", 8),
}


@pytest.mark.parametrize("said", sorted(ADDED))
def test_forgotten_cargo_is_added(said: str) -> None:
    prev = {"cargos": [["analista", 10], ["técnico", 6]]}
    rows = added_cargos(extract(said), prev)
    assert [[fold(str(r[0])), r[1]] for r in rows] == [list(ADDED[said])]


def test_forgotten_row_keeps_its_accents() -> None:
    rows = added_cargos(extract("esqueci o Farmacêutico Bioquímico, 3 vagas"), {"cargos": [["analista", 10]]})
    assert rows == [["Farmacêutico Bioquímico", 3]]


def test_no_cargo_named_adds_nothing() -> None:
    prev = {"cargos": [["analista", 10], ["técnico", 6]]}
    # (a named row added first: fails before the change; then no name, or a row the table has, adds nothing)
    assert added_cargos(extract("faltou o motorista, 3 vagas"), prev) == [["motorista", 3]]
    for said in ("esqueci, e com 13 vagas?", "faltou dizer que são 13 vagas", "faltou o técnico, 8 vagas"):
        assert added_cargos(extract(said), prev) == [], said


@pytest.mark.parametrize("said", ["esqueci a assistente social, 5 vagas", "faltou o agente administrativo, 8 vagas"])
def test_forgotten_cargo_reaches_the_table(bot: Any, said: str) -> None:
    _, ans = chat(bot, FIRST, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    sizes = [10, 6, ADDED[said][1]]
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == sizes
    expected = calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)], today=bot._today()))
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [c.reserved for c in expected.cargos]
    assert ans.calculation["reserved_total"] == expected.reserved_total
    assert ans.calculation["reserved_on_total"] == expected.reserved_on_total


def test_a_bare_count_after_the_table_keeps_its_meaning(bot: Any) -> None:
    # (the named row extends the table first: fails before the change; a bare count does not)
    _, ans = chat(bot, FIRST, "faltava a nutricionista, 4 vagas")
    assert len(ans.calculation["cargos"]) == 3, ans.headline
    _, ans = chat(bot, FIRST, "e com 13 vagas?")
    assert not (ans.route == "calculator" and _intent_of(ans) == "edital"
                and len((ans.calculation or {}).get("cargos") or []) == 3), ans.headline


# --------------------------------------------------------------------------- 3. which vagas are the reserve's

WHICH = {
    "com 11 vagas, quais são da cota?": 11,
    "num edital de 16 vagas quais vão pra cota?": 16,
    "me diz com 8 vagas quais seriam da reserva": 8,
}


def test_which_vagas_is_the_order_cue() -> None:
    for said in WHICH:
        assert ORDER_CUE.search(fold(said)), said
    for said in ("com 11 vagas, quantas são da cota?", "quais são as cotas?", "quais são os direitos dos cotistas?"):
        assert not ORDER_CUE.search(fold(said)), said


@pytest.mark.parametrize("said", sorted(WHICH))
def test_which_vagas_are_the_reserves_places(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
    expected = calculator.order(calculator.OrderInput(vacancies=WHICH[said], today=bot._today()))
    assert ans.calculation["quota_positions"] == expected.quota_positions


def test_how_many_stays_the_count(bot: Any) -> None:
    # ("quais" is the order first: fails before the change; "quantas" stays the count)
    (ans,) = chat(bot, "com 11 vagas, quais são da cota?")
    assert _intent_of(ans) == "order", ans.headline
    (ans,) = chat(bot, "com 11 vagas, quantas são da cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline


# --------------------------------------------------------------------------- 4. the new law supposed of a dated edital

DATED = "edital publicado em 20/03/2024 com 17 vagas, quantas de cota?"


def test_in_force_time_is_no_term_asked() -> None:
    assert not premise_rule(extract("e caso tivesse saído na vigência da lei nova, mudaria quanto?"), {})
    assert not premise_rule(extract("sob a vigência da lei nova, o número ficaria em quanto?"), {})
    assert premise_rule(extract("a vigência da lei nova vai até quando?"), {})


@pytest.mark.parametrize("said", [
    "e caso tivesse saído já na vigência da lei nova, mudaria quanto?",
    "e se ele fosse publicado durante a vigência da lei nova, mudaria quanto?",
])
def test_new_law_supposed_is_recomputed(bot: Any, said: str) -> None:
    first, ans = chat(bot, DATED, said)
    assert first.calculation["regime"] == "lei-12990-2014"
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    expected = calculator.reserve(calculator.ReserveInput(vacancies=17, edital_date="2025-07-01", today=bot._today()))
    assert ans.calculation["regime"] == "lei-15142-2025"
    assert ans.calculation["reserved"] == expected.reserved
    # the thread's edital keeps its law (art. 11); the figure is the hypothesis asked
    assert "art. 11" in ans.headline and "hipótese" in ans.headline


def test_the_law_asked_of_the_edital_stays_its_regime(bot: Any) -> None:
    # (the hypothesis recomputed first: fails before the change; the law asked of the real edital stays its regime)
    _, ans = chat(bot, DATED, "e caso tivesse saído na vigência da lei nova, daria quanto?")
    assert ans.calculation and ans.calculation["regime"] == "lei-15142-2025", ans.headline
    _, ans = chat(bot, DATED, "a lei nova vale pra esse edital?")
    assert _intent_of(ans) == "regime" and ans.calculation["regime"] == "lei-12990-2014", ans.headline
