"""Round 44 (f59b): failure families of the declassified held-out set 58 (h58-c28).

- a table's first row after a verb saying what the edital has ("o certame terá Analista (16), ...", "contempla",
  "disponibiliza", "trará") or written count first with a dash ("14 - Enfermeiro; 8 - Médico"): every row read;
- the table's vagas summed with a count written ("e se somarmos, quanto daria nas 28 vagas?", "e no total das 28
  vagas?") or its sum pointed at ("quanto dá nas 28?"): the reserve of that count (Lei 15.142, art. 1º, § 2º); a count
  that is not the table's sum is the person's own; "e por cargo?" after it is the table again.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips, find_expected
from tests.assistant_support import chat, reserved_for


def _per_cargo(counts: list[int]) -> list[int]:
    """The calculator's reserve of each count (an undated edital: today's law)."""
    return [reserved_for(n, None, date.today()) for n in counts]


def _rows(question: str) -> list[tuple[str, int]]:
    return [(c.name.lower(), c.vacancies) for c in extract(question).cargos]


TABLES = [
    ("Bom dia! O concurso contemplará Enfermeiro (11), Médico (7) e Farmacêutico (2). Quantas reservadas em cada?",
     [11, 7, 2], ["enfermeiro", "médico", "farmacêutico"]),
    ("Prezada equipe, a seleção trará Engenheiro: 13; Arquiteto: 6; Geólogo: 1. Qual a cota de cada cargo?", [13, 6, 1],
     ["engenheiro", "arquiteto", "geólogo"]),
    ("Saudações. O certame disponibiliza Professores – 12 vagas, Pedagogos – 5 vagas e Secretário – 1 vaga. Reserva por "
     "cargo?", [12, 5, 1], ["professores", "pedagogos", "secretário"]),
    ("o processo seletivo possui 14 - Enfermeiro; 8 - Médico; 3 - Farmacêutico. qual a reserva por cargo?", [14, 8, 3],
     ["enfermeiro", "médico", "farmacêutico"]),
    ("Olá, o edital terá:\n20 - Analista\n10 - Técnico\n4 - Motorista\nQuanto reservar em cada cargo?", [20, 10, 4],
     ["analista", "técnico", "motorista"]),
]


def test_every_row_of_a_table_after_a_verb_or_a_greeting_is_read(bot: Any) -> None:
    for question, counts, names in TABLES:
        (ans,) = chat(bot, question)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (question, ans.headline)
        assert [c["vacancies"] for c in ans.calculation["cargos"]] == counts, (question, ans.headline)
        assert [c["name"].lower() for c in ans.calculation["cargos"]] == names, (question, ans.headline)
        assert [c["reserved"] for c in ans.calculation["cargos"]] == _per_cargo(counts), question
        whole = calculator.reserve(calculator.ReserveInput(vacancies=sum(counts), today=date.today())).reserved
        assert ans.calculation["reserved_on_total"] == whole, question


def test_rows_written_count_first_with_a_dash_name_the_cargo_after_the_count() -> None:
    assert _rows("Cargos: 9 - Analista de Sistemas; 4 - Técnico em Enfermagem; 2 - Auxiliar") == [
        ("analista de sistemas", 9), ("técnico em enfermagem", 4), ("auxiliar", 2)]
    assert _rows("o concurso oferta 6 - Contador, 3 - Economista e 1 - Estatístico") == [
        ("contador", 6), ("economista", 3), ("estatístico", 1)]


def test_dashes_that_are_no_count_first_rows_keep_their_reading() -> None:
    # neighbours: a dash between name-first rows, a split of the vagas among lists, a range
    assert _rows("Analista 12 - Técnico 5 - Auxiliar 2") == [("analista", 12), ("técnico", 5), ("auxiliar", 2)]
    assert _rows("o edital terá 18 vagas: 12 - ampla, 5 - cotas e 1 - pcd") == []
    assert _rows("das 20 vagas - 6 para negros e 14 ampla") == []
    assert _rows("entre 10 - 15 vagas, quantas de cota?") == []


TABLE = "Nosso edital terá Escrivão (11), Agente (6) e Papiloscopista (2). Qual a reserva por cargo?"
LAW = "a reserva tem que ser feita por cargo ou sobre o total de vagas do edital?"


def test_the_table_summed_with_a_count_written_is_the_reserve_of_that_count(bot: Any) -> None:
    whole = reserved_for(19, None, date.today())
    for summed in ("E se a gente somar, quanto fica nas 19 vagas?", "e no total das 19 vagas?", "quanto dá nas 19?",
                   "somando os cargos, 19 vagas, quantas de cota?"):
        for turns in ((TABLE, summed), (TABLE, LAW, summed)):
            *_, ans = chat(bot, *turns)
            assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (turns, ans.headline)
            assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (19, whole), (turns, ans.headline)
            assert carried_chips(ans) == [], (turns, carried_chips(ans))
    # a count of the person's own, not the table's sum, is that count's reserve
    _, ans = chat(bot, TABLE, "e se fossem 25 vagas no total?")
    assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (25, reserved_for(25, None, date.today()))


def test_the_sum_asked_without_a_count_or_of_the_law_keeps_its_reading(bot: Any) -> None:
    # neighbours: no count written keeps the table (its total line); a bare count asks the table; the law asked stays law
    for same in ("e se somarmos?", "e no total?"):
        _, ans = chat(bot, TABLE, same)
        assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "edital", ["cargos"]), same
    _, ans = chat(bot, TABLE, "e com 30 vagas?")
    assert ans.route == "clarify", ans.headline
    _, ans = chat(bot, TABLE, "o órgão pode somar as 19 vagas e reservar no total?")
    assert ans.route == "retrieval", ans.headline
    _, ans = chat(bot, TABLE, LAW)
    assert ans.route == "retrieval", ans.headline


def test_per_cargo_after_the_summed_reserve_is_the_table_again(bot: Any) -> None:
    for summed in ("somando tudo, quantas?", "quanto dá nas 19?"):
        _, total, ans = chat(bot, TABLE, summed, "e por cargo?")
        # (Round 48, f63a: "somando tudo" with no count keeps the table, its reserve on the total beside it)
        assert find_expected(total.calculation, "reserved_on_total" if _intent_of(total) == "edital" else "reserved") \
            == reserved_for(19, None, date.today()), total.headline
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (summed, ans.headline)
        assert [c["reserved"] for c in ans.calculation["cargos"]] == _per_cargo([11, 6, 2]), ans.headline
    # neighbour: a reserve of its own (no table before) asked per cargo asks for the table
    _, ans = chat(bot, "qual a reserva de 19 vagas?", "e por cargo?")
    assert ans.route != "calculator" or _intent_of(ans) != "edital", ans.headline
