"""Round 52 (f67a): wrong figures in conversations (declassified held-out set 66).

- a quadro of unnamed cargos typed as a list of counts with commas only, or with the verb of the cargos before it
  ("cargos: 3, 6, 6 vagas", "os cargos têm 5, 5, 5 e 8 vagas"), is the edital's table (`extraction.cargos._COUNT_LIST`),
  each cargo's reserve, their sum and the figure on the totality (Lei 15.142, art. 1º, § 2º) — never the last count's
  reserve alone; a decimal ("4,5 vagas") or a reserve listed ("10, 2 vagas reservadas") stays no table;
- a correction of one row by its place alone, "cargo" left out ("o último é 10, não 6", "o segundo na verdade tem
  9"), changes that row only (`thread_cargos._PLACE_ALONE`); a place in a list ("o primeiro colocado tem 8") does not;
- "e se o total fosse N?" supposes the vagas (`extraction.numbers.TOTAL_SUPPOSED`): N is the count, never a place the
  verb gives someone ("fosse 28" read as rank 28 turned a reserve follow-up into a position answer with the old
  vagas); "e se eu fosse o 28?" is still a place, and a place told beside the total supposed is kept.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, find_expected
from assistant.thread_cargos import cargo_fixed
from tests.assistant_support import carried_keys_of, chat


def _table(counts: list[int]) -> calculator.EditalResult:
    """The calculator's own table for unnamed cargos: the expected figures, never written by hand."""
    return calculator.edital(calculator.EditalInput(cargos=[{"name": f"Cargo {i}", "vacancies": n}
                                                            for i, n in enumerate(counts, 1)]))


# --------------------------------------------------------------------------- a comma list of unnamed cargos

COMMA_LISTS = {
    "cargos: 3, 6, 6 vagas, quanto fica reservado?": [3, 6, 6],
    "temos cargos de 2, 4, 6 vagas; qual a cota de cada?": [2, 4, 6],
    "cargos 10, 3, 3 vagas qual a reserva?": [10, 3, 3],
    "tenho 5 cargos: 2, 2, 2, 2, 2 vagas": [2, 2, 2, 2, 2],
    "os cargos têm 5, 5, 5 e 8 vagas": [5, 5, 5, 8],
    "cargos: 6, 9 vagas": [6, 9],
    "os cargos são de 4, 6 e 2 vagas": [4, 6, 2],
}


def test_a_comma_list_after_cargos_is_one_row_per_count() -> None:
    for said, counts in COMMA_LISTS.items():
        assert [c.vacancies for c in extract(said).cargos] == counts, said
    # no table: a decimal count, a reserve or PcD count listed after the vagas
    for said in ("o concurso tem 3 cargos e 4,5 vagas", "dos cargos, 10, 2 vagas reservadas",
                 "tenho 2 cargos, 10, 2 vagas pcd"):
        assert extract(said).cargos == [], said


def test_a_comma_list_of_cargos_is_the_edital_table(bot: Any) -> None:
    said = "cargos: 7, 7, 7, 7 vagas. quantas reservadas em cada e no total?"
    (ans,) = chat(bot, said)
    table = _table([7, 7, 7, 7])
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    assert find_expected(ans.calculation, "cargos_reserved") == [c.reserved for c in table.cargos]
    assert find_expected(ans.calculation, "reserved_total") == table.reserved_total
    assert find_expected(ans.calculation, "reserved_on_total") == table.reserved_on_total


# --------------------------------------------------------------------------- a row corrected by its place alone

def test_a_row_corrected_by_its_place_alone() -> None:
    rows = [["Cargo 1", 3], ["Cargo 2", 6], ["Cargo 3", 6]]
    for said, fixed in (("corrigindo: o último é 10, não 6", [3, 6, 10]), ("o segundo na verdade tem 9", [3, 9, 6]),
                        ("ops, o primeiro é 5", [5, 6, 6]), ("o terceiro seria 2", [3, 6, 2])):
        out = cargo_fixed(extract(said), rows)
        assert out is not None and [c[1] for c in out] == fixed, said
    for said in ("o primeiro colocado tem 8 pontos a mais, entra?", "o segundo lugar é 3?", "e o primeiro?"):
        assert cargo_fixed(extract(said), rows) is None, said


def test_a_comma_table_then_a_row_fixed_by_its_place(bot: Any) -> None:
    _, ans = chat(bot, "cargos: 5, 5, 5 vagas, reserva de cada um?", "desculpa, o último é 12 e não 5")
    table = _table([5, 5, 12])
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    assert find_expected(ans.calculation, "cargos_reserved") == [c.reserved for c in table.cargos]
    assert find_expected(ans.calculation, "reserved_on_total") == table.reserved_on_total


# --------------------------------------------------------------------------- the total supposed

def test_the_total_supposed_is_the_vagas_never_a_place() -> None:
    for said, n in (("e se o total fosse 28?", 28), ("e se o total for 40?", 40), ("e se o total passasse a 50?", 50),
                    ("e se esse total fosse de 16?", 16)):
        ex = extract(said)
        assert (ex.vacancies, ex.rank) == (n, None), said
    # a place stays a place, beside the total supposed or alone
    assert extract("e se eu fosse o 28?").rank == 28
    ex = extract("se o total fosse 10 e eu fosse o 3o?")
    assert (ex.vacancies, ex.rank) == (10, 3)


def test_the_total_supposed_after_a_law_turn_redoes_the_reserve(bot: Any) -> None:
    for law_turn, supposed, n in (("a lei fala algo sobre arredondamento?", "e se o total fosse 40?", 40),
                                  ("em que artigo está o percentual?", "e se o total for 9?", 9)):
        _, _, ans = chat(bot, "num concurso com 14 vagas, quantas vão pra cota?", law_turn, supposed)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (supposed, ans.headline)
        assert ans.calculation["reserved"] == calculator.reserve(calculator.ReserveInput(vacancies=n)).reserved
        assert "vacancies" not in carried_keys_of(ans), supposed
