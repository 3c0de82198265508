"""Round 51 (f66b): edital tables — a table asked back, a table lost, a date dropped (declassified held-out set 65).

- N cargos with an adjective and the count said per cargo after "e" or a comma ("quatro cargos diferentes e 1 vaga em
  cada um", "3 cargos distintos, 2 vagas pra cada") are a table of N equal rows, never the table asked back
  (`extraction.cargos._MULTI`);
- the thread's table named again ("como ficariam os dois cargos?", "e cada cargo?", "e o quadro?"), a date changed or
  not, after its sum was answered as one count, is that table again (`thread_cargos.table_named_again`);
- the cargos merged into one ("e se juntasse as 40 num cargo só?") are the thread's selection reshaped, its date kept,
  never another concurso (`context.other_selection`); and asked after a law answer they resume the table
  (`context.resumes_calculation`), never a refusal.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat, reserved_for


def _edital(sizes: list[int], edital_date: str | None = None) -> Any:
    return calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)], edital_date=edital_date))


def _assert_table(ans: Any, sizes: list[int], edital_date: str | None = None) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    calc = ans.calculation
    want = _edital(sizes, edital_date)
    assert [c["vacancies"] for c in calc["cargos"]] == sizes, ans.headline
    assert [c["reserved"] for c in calc["cargos"]] == [c.reserved for c in want.cargos], ans.headline
    assert (calc["reserved_total"], calc["reserved_on_total"]) == (want.reserved_total, want.reserved_on_total)


# --------------------------------------------------------------------------- N cargos (adjective) and M each

def test_n_cargos_with_an_adjective_and_m_each_are_a_table() -> None:
    for said, n, m in (("no edital há quatro cargos distintos e uma vaga em cada um, sobra alguma para cota?", 4, 1),
                       ("tenho três cargos diferentes e duas vagas pra cada um", 3, 2),
                       ("são 5 cargos diversos, 1 vaga por cargo: tem reserva?", 5, 1),
                       ("2 funções distintas e 3 vagas em cada uma, quantas de cota?", 2, 3),
                       ("concurso com seis cargos diferentes, uma vaga para cada, reserva alguma?", 6, 1)):
        assert [c.vacancies for c in extract(said).cargos] == [m] * n, said


def test_neighbours_counts_not_said_per_cargo_stay_unread() -> None:
    for said in ("4 cargos diferentes e 10 vagas, quantas em cada?", "tenho 4 cargos e 10 vagas, quantas em cada?",
                 "4 cargos, 10 vagas no total, como fica?"):
        assert extract(said).cargos == [], said
    assert [c.vacancies for c in extract("3 cargos diferentes com 2 vagas cada").cargos] == [2, 2, 2]


def test_a_table_of_equal_rows_is_computed_never_asked_back(bot: Any) -> None:
    for said, sizes in (("no edital há quatro cargos distintos e uma vaga em cada um, sobra alguma para cota?", [1] * 4),
                        ("tenho três cargos diferentes e duas vagas pra cada um, quantas reservadas?", [2] * 3),
                        ("são 5 cargos diversos, 1 vaga por cargo: tem reserva?", [1] * 5)):
        (ans,) = chat(bot, said)
        _assert_table(ans, sizes)
        assert "§ 2º" in ans.headline, ans.headline  # the figure on the totality is said beside the per-cargo one


def test_neighbours_per_cargo_counts_untold_are_asked(bot: Any) -> None:
    (ans,) = chat(bot, "tenho 4 cargos e 10 vagas, quantas reservadas em cada?")
    assert ans.route == "clarify", ans.headline
    (ans,) = chat(bot, "4 cargos, 10 vagas no total, como fica?")
    assert ans.route != "calculator", ans.headline


# --------------------------------------------------------------------------- the table named after its sum

TABLE = "Quadro: Médico 9, Enfermeiro 6, Técnico 5. Quanto de reserva?"
SUMMED = "somando tudo, 20 vagas, quanto dá?"
PAIR = "Analista 14 e Técnico 6, qual a cota?"
PAIR_JOINED = "e se juntar os dois cargos num só, com as 20 vagas, quanto fica?"


def test_the_table_named_after_its_sum_is_the_table_again(bot: Any) -> None:
    for turns, sizes, day in (
            ((TABLE, SUMMED, "e com edital de março de 2025, como fica cada cargo?"), [9, 6, 5], "2025-03-15"),
            ((TABLE, SUMMED, "e se fosse de 2024, como fica o quadro?"), [9, 6, 5], "2024-06-01"),
            ((PAIR, PAIR_JOINED, "e se o edital fosse de abril de 2025, como ficariam os dois cargos?"), [14, 6],
             "2025-04-15"),
            ((PAIR, PAIR_JOINED, "e por cargo, com edital de fevereiro de 2025?"), [14, 6], "2025-02-10")):
        *_, ans = chat(bot, *turns)
        _assert_table(ans, sizes, day)
        assert ans.calculation["regime"] == "lei-12990-2014", turns
        assert "cargos" in carried_keys_of(ans), turns


def test_neighbours_another_table_or_a_law_question_after_the_sum(bot: Any) -> None:
    *_, ans = chat(bot, TABLE, SUMMED, "e os 3 cargos com 30 vagas?")
    assert ans.route == "clarify", ans.headline  # 30 each or in all: asked, never the thread's table
    *_, ans = chat(bot, TABLE, SUMMED, "a lei permite somar os cargos?")
    assert ans.route == "retrieval", ans.headline
    *_, ans = chat(bot, TABLE, SUMMED, "e se fossem 30 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    # the one count named as a "quadro único" is that count, not the table
    *_, ans = chat(bot, PAIR, "e se juntássemos os dois num quadro único de 20 vagas?",
                   "nesse quadro único, uma candidata indígena pode concorrer à reserva?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert "vacancies" in carried_keys_of(ans), ans.headline
    # right after the table (no sum between) it was already the table
    _, ans = chat(bot, PAIR, "e se o edital fosse de abril de 2025, como ficariam os dois cargos?")
    _assert_table(ans, [14, 6], "2025-04-15")


# --------------------------------------------------------------------------- the date kept when the cargos merge

DATED = "Analista (30), Técnico (10), edital de março/2025, quanto de reserva?"
LAW = "quem faz a heteroidentificação?"


def test_cargos_merged_into_one_keep_the_thread_date(bot: Any) -> None:
    for turns in ((DATED, "e se juntasse as 40 num cargo só?"),
                  (DATED, LAW, "e se juntasse as 40 num cargo só?"),
                  (DATED, "e se juntar tudo num cargo de 40, quantas?"),
                  (DATED, LAW, "e se fosse tudo num cargo único com as 40?")):
        *_, ans = chat(bot, *turns)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (turns, ans.headline)
        assert ans.calculation["reserved"] == reserved_for(40, "2025-03-15", date.today()), turns
        assert "edital_date" in carried_keys_of(ans), turns


def test_cargos_joined_after_a_law_answer_resume_the_table(bot: Any) -> None:
    for said in ("e se juntasse os cargos num só?", "e se juntar tudo num cargo único?"):
        *_, ans = chat(bot, DATED, LAW, said)
        _assert_table(ans, [30, 10], "2025-03-15")
        assert {"cargos", "edital_date"} <= set(carried_keys_of(ans)), said


def test_neighbours_another_edital_merged_keeps_nothing(bot: Any) -> None:
    _, ans = chat(bot, DATED, "e num outro edital com 40 vagas num cargo só?")
    assert "edital_date" not in carried_keys_of(ans), ans.headline
    assert ans.calculation["reserved"] == reserved_for(40, None, date.today())
    *_, ans = chat(bot, DATED, LAW, "a lei permite juntar os cargos num só?")
    assert ans.route == "retrieval", ans.headline
