"""Round 39 (f44b): single questions of the declassified holdout44 (eligibility by a past edital's date, the table asked).

- a person with a group asking whether they could have opted for the reserve under a dated edital ("dava pra eu ter
  optado pela cota naquela época?"): that date's eligibility (Lei 12.990: negros only, so "Não" for an indígena);
- "um monte de cargos ... quanto de cota vai em cada?": the edital table's operation, its cargos and vagas asked for;
- "12 vagas de analista e mais algumas de técnico: qual a reserva de cada cargo?": the missing count asked for, never
  the one count computed as the whole.
Neighbours: the present claim, a date under the new law, a single cargo, two counted cargos, the law's rule per cargo.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def _ask(question: str):  # type: ignore[no-untyped-def]
    (answer,) = chat(rules_bot(TODAY), question)
    return answer


def test_could_have_opted_under_a_dated_edital_is_that_dates_eligibility() -> None:
    a = _ask("sou quilombola, o concurso do incra que prestei saiu em 2021, dava pra eu ter optado pela cota?")
    assert (a.route, a.calculation["operation"]) == ("calculator", "eligibility")
    assert a.calculation["eligible"] is False
    assert "12.990" in a.headline and a.headline.startswith("**Não**")
    b = _ask("sou parda, o edital do inss saiu em 2022, eu poderia ter concorrido pela cota?")
    assert (b.route, b.calculation["operation"], b.calculation["eligible"]) == ("calculator", "eligibility", True)


def test_could_have_opted_under_the_new_law_is_yes_for_an_indigena() -> None:
    a = _ask("sou indígena, o edital do incra é de 2025-08-10, dava pra eu ter optado pela cota?")
    assert (a.calculation["operation"], a.calculation["eligible"]) == ("eligibility", True)
    assert "15.142" in a.headline


def test_whether_an_old_edital_had_the_reserve_stays_its_regime() -> None:
    # whether an old edital had the reserve at all, no person: still its regime
    b = _ask("um edital de 2012 tinha reserva pra negros?")
    assert (b.route, b.calculation["operation"]) == ("calculator", "regime")


def test_a_lot_of_cargos_each_asked_is_the_edital_table() -> None:
    a = _ask("o concurso do ministério tem um monte de cargos, quantas vagas de cota vão em cada?")
    assert a.route == "clarify" and a.context.get("intent") == "edital"
    assert "cargo a cargo" in a.headline
    b = _ask("nosso edital tem uma porrada de cargos, quanto de reserva fica pra cada um?")
    assert b.route == "clarify" and b.context.get("intent") == "edital"


def test_a_cargo_without_its_count_asks_for_it() -> None:
    a = _ask("concurso com 20 vagas pra auditor e outras pra agente, quantas cotas em cada cargo?")
    assert a.route == "clarify" and a.context.get("intent") == "edital" and not a.calculation
    assert "cargo a cargo" in a.headline
    b = _ask("Edital com 30 vagas de perito e mais umas de escrivão: qual a reserva de cada cargo?")
    assert b.route == "clarify" and b.context.get("intent") == "edital"


def test_counted_cargos_and_a_single_cargo_still_compute() -> None:
    a = _ask("Edital com 12 vagas de analista e 5 de técnico: qual a reserva de cada cargo?")
    assert (a.route, a.calculation["operation"]) == ("calculator", "edital")
    assert [c["reserved"] for c in a.calculation["cargos"]] == [4, 2]
    b = _ask("Edital com 12 vagas de analista: qual a reserva do cargo?")
    assert (b.route, b.calculation["operation"], b.calculation["reserved"]) == ("calculator", "reserve", 4)
    # the per-cargo count asked of PcD with vagas for another group is no cargo ("e outras pra pcd")
    c = _ask("edital de 2026 com 10 vagas, e outras pra pcd, quantas cotas?")
    assert c.route == "calculator"
