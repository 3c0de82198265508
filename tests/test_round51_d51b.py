"""Round 51 (d51b): the PcD reserve on the edital's total vagas (Decreto nº 9.508/2018, art. 1º, § 4º, I).

- the edital result gives `pcd_on_total` (the percentage on the total vagas, rounded up, within the cap) beside the
  per-cargo sum `pcd_total`, and `pcd_note` when the sum is lower (`calculator.pcd_edital`); it never picks a cargo;
- the assistant's edital answer states the PcD figures in its text (per cargo and on the total), not only in the table.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from calculator.pcd import ceil_fraction
from tests.assistant_support import chat


def _edital(sizes: list[int], pct: str | None = "5%", estatal: bool = False) -> Any:
    return calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)], edital_date="2025-08-01",
        pcd_percentage=pct, pcd_estatal=estatal))


# --------------------------------------------------------------------------- calculator

def test_small_cargos_give_no_pcd_each_but_one_on_the_total() -> None:
    r = _edital([4, 4, 4, 4, 4])
    assert [c.pcd for c in r.cargos] == [0] * 5
    assert r.pcd_total == 0 and r.pcd_on_total == 1
    assert r.pcd_note and "art. 1º, § 4º, I" in r.pcd_note and "não escolhe" in r.pcd_note
    assert any(b.label.endswith("art. 1º, § 4º, I") for b in r.legal_basis)
    assert any("5% de 20 = 1" in s for s in r.explanation)


def test_per_cargo_rounding_above_the_total_has_no_note() -> None:
    r = _edital([10, 10])
    assert r.pcd_total == 2 and r.pcd_on_total == 1 and r.pcd_note is None


def test_neighbours_without_pcd_or_with_mixed_percentages() -> None:
    r = _edital([10, 4], pct=None)
    assert r.pcd_total is None and r.pcd_on_total is None and r.pcd_note is None
    mixed = calculator.edital(calculator.EditalInput(cargos=[
        {"name": "a", "vacancies": 10, "pcd_percentage": "10%"}, {"name": "b", "vacancies": 10}],
        pcd_percentage="5%"))
    assert mixed.pcd_total == 2 and mixed.pcd_on_total is None  # no single percentage for the total
    # the racial figures do not change
    assert _edital([4, 4, 4, 4, 4]).reserved_on_total == _edital([4, 4, 4, 4, 4], pct=None).reserved_on_total


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=60), min_size=1, max_size=8), st.integers(min_value=5, max_value=20))
def test_total_figure_is_the_ceiling_within_the_cap(sizes: list[int], pct: int) -> None:
    r = _edital(sizes, pct=f"{pct}%")
    total = sum(sizes)
    assert r.pcd_on_total == min(ceil_fraction(Fraction(pct, 100) * total), total // 5)
    assert r.pcd_total == sum(c.pcd or 0 for c in r.cargos)
    assert (r.pcd_note is not None) == (r.pcd_total < r.pcd_on_total)


# --------------------------------------------------------------------------- assistant

def test_pcd_follow_up_states_both_pcd_figures_in_the_text(bot: Any) -> None:
    for table, follow in (
            ("Edital de agosto de 2025: Analista 4, Técnico 4, Auxiliar 4, Agente 4, Motorista 4. Quantas cotas?",
             "e com pcd 5%?"),
            ("quadro do concurso (edital 2025-09-10): Professor 4 / Pedagogo 4 / Psicólogo 4 / Nutricionista 4 / "
             "Bibliotecário 4. reserva racial?", "e se tiver reserva de deficientes de 5%?"),
    ):
        ans = chat(bot, table, follow)[-1]
        assert "Vagas PcD: **0**" in ans.answer, ans.answer
        assert "**1**" in ans.answer and "§ 4º, I" in ans.answer, ans.answer


def test_neighbour_table_without_pcd_has_no_pcd_sentence(bot: Any) -> None:
    ans = chat(bot, "Edital de agosto de 2025: Analista 10, Técnico 6. Quantas vagas reservadas?")[-1]
    assert "Vagas PcD" not in ans.answer


def test_pcd_working_is_shown_for_a_whole_figure_too() -> None:
    from assistant.intents.reserve import _pcd_sentence

    for n, pct, want in ((20, "5%", "5% de 20 = 1, número inteiro"), (40, "10%", "10% de 40 = 4, número inteiro"),
                         (12, "5%", "5% de 12 = 0,6, fração arredondada para cima: 1")):
        r = calculator.reserve(calculator.ReserveInput(vacancies=n, edital_date="2025-08-01", pcd_percentage=pct))
        text = _pcd_sentence(r)
        assert want in text, text
        assert "ao menos o percentual" not in text
