"""Round 55 (g2): pasted tables with declared reserves, PcD columns, several editais — wrong verdicts fixed.

- a table whose header names a PcD column beside the reserve ("Cargo AC PcD PPP Total", ";"- or "|"-separated) carries
  each cargo's declared PcD count to the calculator (`declared_pcd`, Decreto 9.508 art. 1º, §§ 1º, 3º): a wrong PcD
  count makes the verdict "Não confere" with the decree's rule; a right one (or one the 20% cap allows) still
  "Confere"; no PcD minimum is supposed beside declared counts (a higher percentage is lawful);
- rows pasted with no header whose parts cannot be told apart ("Analista 14 1 4 19") keep the sum as the vagas and,
  when a check is asked, ask which column is which instead of a guessed verdict; asked for the reserve alone, no such
  request; with a header the check is done;
- rows with their declared reserve on lines of their own ("Agente 20 vagas (6 reservadas)" line by line, or "..., sendo
  1 para cotas" line by line) are the same table as on one line, each row's reserve checked;
- several editais told by a bare list of counts ("3 editais: 2, 5 e 10 vagas") are each their own base, as the
  "um de N" form was; "e se fossem 2 editais de N vagas?" after a pasted table is computed, not "Envie o quadro";
  named cargos in "N editais: analista 10, técnico 5" and a plain table of cargos stay one edital's table.
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from tests.assistant_support import chat

# --------------------------------------------------------------------------- 1. PcD column checked


def _pcd_bounds_ok(n: int, declared: int) -> bool:
    """Whether the calculator accepts `declared` PcD of `n` vagas (its own check, never a figure written here)."""
    r = calculator.edital(calculator.EditalInput.model_validate(
        {"cargos": [{"name": "A", "vacancies": n, "declared_pcd": declared}], "edital_date": "2025-09-10"}))
    return bool(r.cargos[0].matches)


WRONG_PCD = [
    "Cargo AC PcD PPP Total\nFiscal 13 1 6 20\nAuxiliar 7 0 2 9\nedital de 2025-10-02, esta certo?",
    "Cargo;AC;PcD;Cotas;Total\nFiscal;13;1;6;20\nAuxiliar;7;0;2;9\nedital publicado em 02/10/2025, confere?",
    "| Cargo | AC | PcD | Reservadas | Total |\n|---|---|---|---|---|\n| Fiscal | 13 | 1 | 6 | 20 |\n"
    "| Auxiliar | 7 | 0 | 2 | 9 |\nedital de outubro de 2025, tá correto?",
]


@pytest.mark.parametrize("q", WRONG_PCD)
def test_wrong_pcd_column_is_not_confere(bot: Any, q: str) -> None:
    assert not _pcd_bounds_ok(9, 0)  # the decree's own check: 0 PcD of 9 vagas is wrong
    ans = bot.ask(q, [])
    assert ans.route == "calculator"
    assert ans.headline.startswith("**Não confere**"), ans.headline
    assert "Decreto nº 9.508/2018" in ans.headline and "PcD" in ans.headline
    ex = extract(q)
    assert dict(ex.declared_pcd) == {"fiscal": 1, "auxiliar": 0}


RIGHT_PCD = [
    # 2 PcD of 20 (10%) is lawful: the edital may set more than the minimum
    "Cargo AC PcD PPP Total\nFiscal 12 2 6 20\nAuxiliar 5 1 2 8\nedital de 2025-10-02, ta certo?",
    # 0 PcD of 4: 5% gives 1 but the 20% cap gives 0
    "Cargo | AC | PcD | PPP | Total\nFiscal | 13 | 1 | 6 | 20\nAuxiliar | 3 | 0 | 1 | 4\nedital de 2025-10-02, confere?",
]


@pytest.mark.parametrize("q", RIGHT_PCD)
def test_lawful_pcd_column_still_confere(bot: Any, q: str) -> None:
    assert _pcd_bounds_ok(20, 2) and _pcd_bounds_ok(4, 0)
    ans = bot.ask(q, [])
    assert ans.headline.startswith("**Confere**"), ans.headline
    assert "PcD" in ans.headline  # the PcD figure was read and checked, not dropped


def test_table_without_pcd_column_unchanged(bot: Any) -> None:
    ex = extract("Cargo AC PPP Total\nFiscal 14 6 20\nAuxiliar 7 2 9\nedital de 2025-10-02, ta certo?")
    assert ex.declared_pcd == [] and dict(ex.declared_reserved) == {"fiscal": 6, "auxiliar": 2}


# --------------------------------------------------------------------------- 2. columns without a header

def test_headerless_parts_check_asks_which_column(bot: Any) -> None:
    q = "Fiscal 14 1 4 19\nAuxiliar 7 0 2 9\nedital de outubro 2025, confere?"
    ans = bot.ask(q, [])
    assert ans.route == "calculator"
    assert "qual coluna é qual" in ans.headline
    assert not ans.headline.startswith("**Confere**")
    assert [c.vacancies for c in extract(q).cargos] == [19, 9]  # the sum is still the vagas


@pytest.mark.parametrize("q", [
    "Fiscal 14 1 4 19\nAuxiliar 7 0 2 9\nedital de outubro 2025, quantas vagas reservadas?",  # no check asked
    "Cargo AC PcD PPP Total\nFiscal 14 1 4 19\nAuxiliar 7 0 2 9\nedital de outubro 2025, confere?",  # header given
])
def test_headerless_request_only_when_needed(bot: Any, q: str) -> None:
    assert "qual coluna é qual" not in bot.ask(q, []).headline


# --------------------------------------------------------------------------- 3. declared reserve, rows on lines

@pytest.mark.parametrize("q", [
    "edital de 02/10/2025:\nFiscal 20 vagas (6 reservadas)\nAuxiliar 9 vagas (2 reservadas)\nMotorista 3 vagas "
    "(1 reservada)\nconfere?",
    "Fiscal - 20 vagas, sendo 6 para cotas\nAuxiliar - 9 vagas, sendo 2 para cotas\nedital de 02/10/2025, ta certo?",
])
def test_declared_reserve_rows_on_their_own_lines(bot: Any, q: str) -> None:
    ex = extract(q)
    assert [c.name.lower() for c in ex.cargos][:2] == ["fiscal", "auxiliar"]
    assert dict(ex.declared_reserved)["auxiliar"] == 2
    ans = bot.ask(q, [])
    assert ans.route == "calculator"
    assert ans.headline.startswith("**Não confere**")  # 30% of 9 = 2,7 -> 3, not 2
    assert "Auxiliar: o edital declara 2" in ans.headline


def test_declared_reserve_one_line_unchanged(bot: Any) -> None:
    q = "edital de 02/10/2025: Fiscal 20 vagas (6 reservadas), Motorista 3 vagas (1 reservada), confere?"
    ans = bot.ask(q, [])
    assert ans.headline.startswith("**Confere**")


# --------------------------------------------------------------------------- 4. several editais

@pytest.mark.parametrize("q, counts", [
    ("tenho 3 editais: 2, 5 e 10 vagas", [2, 5, 10]),
    ("são dois editais com 4 e 7 vagas, quantas cotas?", [4, 7]),
    ("temos 3 editais de 3, 6 e 12 vagas", [3, 6, 12]),
])
def test_several_editais_as_a_bare_list(bot: Any, q: str, counts: list[int]) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator", ans.headline
    assert ans.headline.startswith("Cada edital é contado à parte")
    assert [v for _, v in ans.context["cargos"]] == counts


@pytest.mark.parametrize("first", [
    "Cargo | Vagas\nFiscal | 12\nAuxiliar | 5",
    "Fiscal: 12; Auxiliar: 5",
    "quantas vagas reservadas com 12 vagas?",
])
def test_several_editais_after_a_table_or_a_count(bot: Any, first: str) -> None:
    ans = chat(bot, first, "e se fossem 2 editais de 4 vagas?")[-1]
    assert ans.route == "calculator", ans.headline
    assert ans.headline.startswith("Cada edital é contado à parte")
    assert [v for _, v in ans.context["cargos"]] == [4, 4]


@pytest.mark.parametrize("q", [
    "2 editais: fiscal 10, auxiliar 5",  # cargos with names: one edital's table
    "Fiscal: 12; Auxiliar: 5",
])
def test_named_cargos_stay_a_table(bot: Any, q: str) -> None:
    ans = bot.ask(q, [])
    assert not ans.headline.startswith("Cada edital é contado à parte")
