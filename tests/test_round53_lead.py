"""Round 53 (lead): an internal selection's "Não" (art. 1º) also says how a servidor reaches another cargo.

- A servidor changes cargo only through a new concurso público (STF, Súmula Vinculante 43), and that concurso has the
  reserve (Lei 15.142, art. 1º, I; Lei 12.990, art. 1º for an edital before 04/06/2025): the internal selection's
  reasons say so under the regime of the date, so "concurso interno pra mudar de cargo" is never read as "no quota
  for me in any way".
- The other selections outside art. 1º (temporary military service, remoção) do not get that sentence.
- (drive d53b) A table's cargo corrected with the count before its name by a verb of being ("é 14 no analista",
  "são 9 na técnica") or with the denied figure after it ("é 14 pro analista e não 12") takes the new count; the
  figures are the calculator's for the corrected table.
- (drive d53b) The appeal's term asked right after the old law answered for an edital before 04/06/2025 is answered
  under that law (Lei 12.990, art. 2º, parágrafo único, and Lei 15.142, art. 11), never the new law's art. 3º.
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.routing_eval import find_expected
from calculator.eligibility import eligibility
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE


@pytest.mark.parametrize(("date", "law"), [("2026-03-01", "Lei nº 15.142/2025 (art. 1º, I)"),
                                            ("2024-05-10", "Lei nº 12.990/2014 (art. 1º, caput)")])
def test_internal_selection_names_the_new_concurso(date: str, law: str) -> None:
    res = eligibility({"group": "parda", "entity": "autarquia", "process": "interno", "edital_date": date})
    assert not res.eligible
    said = " ".join(res.reasons)
    assert "Súmula Vinculante 43" in said and "novo concurso público" in said and law in said


@pytest.mark.parametrize("process", ["militar-temporario", "movimentacao"])
def test_other_outside_selections_do_not(process: str) -> None:
    res = eligibility({"group": "preta", "entity": "direta", "process": process, "edital_date": "2026-03-01"})
    assert not res.eligible
    assert "Súmula Vinculante" not in " ".join(res.reasons)


@pytest.mark.parametrize(("table", "fix", "cargos"), [
    ("analista 12, tecnico 7, motorista 3, qual a reserva?", "é 14 no analista", [14, 7, 3]),
    ("analista 12, tecnico 7, motorista 3, qual a reserva?", "errei, é 14 pro analista e nao 12", [14, 7, 3]),
    ("Contador -> 10 | Técnica de laboratório -> 6, quanto reservar?", "nao é 6, são 9 na técnica", [10, 9]),
])
def test_a_cargo_corrected_with_its_count_before_the_name(bot: Any, table: str, fix: str, cargos: list[int]) -> None:
    _, ans = chat(bot, table, fix)
    assert ans.route == "calculator"
    want = calculator.edital(calculator.EditalInput(cargos=[{"name": f"c{i}", "vacancies": n}
                                                            for i, n in enumerate(cargos)]))
    assert [c["vacancies"] for c in find_expected(ans.calculation, "cargos")] == cargos
    assert find_expected(ans.calculation, "cargos_reserved") == [c.reserved for c in want.cargos]


def test_a_place_said_with_no_verb_is_not_a_correction(bot: Any) -> None:
    _, ans = chat(bot, "analista 12, tecnico 7, motorista 3, qual a reserva?", "fiquei em 14 no analista, entro?")
    assert 14 not in [c["vacancies"] for c in find_expected(ans.calculation, "cargos") or []]


def test_the_appeal_term_after_the_old_law_answered_stays_under_it(bot: Any) -> None:
    first, term = chat(bot, "edital de 2020, a candidata foi eliminada na heteroidentificacao, a lei nova ajuda ela?",
                       "e qual o prazo de recurso?")
    assert first.law_id == OLD_LAW or any(c.urn.startswith(URN_BASE[OLD_LAW]) for c in first.citations)
    urns = [c.urn for c in term.citations]
    assert f"{URN_BASE[OLD_LAW]}!art2_par1u" in urns and f"{URN_BASE[NEW_LAW]}!art3_cpt" not in urns
