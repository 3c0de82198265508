"""Round 53 (lead): an internal selection's "Não" (art. 1º) also says how a servidor reaches another cargo.

- A servidor changes cargo only through a new concurso público (STF, Súmula Vinculante 43), and that concurso has the
  reserve (Lei 15.142, art. 1º, I; Lei 12.990, art. 1º for an edital before 04/06/2025): the internal selection's
  reasons say so under the regime of the date, so "concurso interno pra mudar de cargo" is never read as "no quota
  for me in any way".
- The other selections outside art. 1º (temporary military service, remoção) do not get that sentence.
"""
from __future__ import annotations

import pytest

from calculator.eligibility import eligibility


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
