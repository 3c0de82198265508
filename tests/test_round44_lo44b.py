"""Round 44 (lo44b): leftovers noticed by this round's helpers.

- a table of cargos told beside a question of the law ("Agente (12), Escrivão (5). Quem realiza a
  heteroidentificação?"): the law (retrieval), the table kept for the next turn; a figure asked of the table stays it;
- "e por cargo?" after a count with no table: the table is asked for (the edital's clarification), never a refusal;
- the concurso's calendar asked after a count ("e qual o prazo final de inscrição pra pcd?"): out of scope, never the
  count again; a date of the edital supposed is still that count;
- whether the vagas may be summed ("pode somar as 30 vagas pra calcular a cota?"): the base (art. 1º, § 2º), while the
  sum's count asked ("quanto dá somando as 28?") stays the reserve.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, urns_of

ART1_PAR2 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2"
TABLE = "Nosso concurso terá Agente (12), Escrivão (5) e Perito (2)."


def _edital_reserved(table: list[tuple[str, int]]) -> list[int]:
    """The calculator's own per-cargo reserve (the expected figures, never written by hand)."""
    import calculator

    res = calculator.edital({"cargos": [{"name": n, "vacancies": v} for n, v in table]})
    return [c.reserved for c in res.cargos]


def _reserved(vacancies: int) -> int:
    import calculator

    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, today=date.today())).reserved


# --- 1. a table beside a law question --------------------------------------------------------------------------------

def test_a_law_question_beside_a_table_is_the_law(bot: Any) -> None:
    for asked in ("Quem realiza a heteroidentificação dos candidatos?",
                  "O que acontece se sobrar vaga reservada sem candidato aprovado?",
                  "O órgão pode reservar todas as vagas num cargo só?"):
        (ans,) = chat(bot, f"{TABLE} {asked}")
        assert ans.route == "retrieval", (asked, ans.route, ans.headline)
    (ans,) = chat(bot, "Quadro: Auditor 20; Analista 8. Em que artigo está a reserva por cargo?")
    assert ans.route == "retrieval" and urns_of(ans)[0] == ART1_PAR2, (ans.headline, urns_of(ans))


def test_the_table_beside_a_law_question_stays_for_the_next_turn(bot: Any) -> None:
    for then in ("quantas de cota em cada?", "e a reserva de cada cargo?"):
        law, ans = chat(bot, f"{TABLE} Quem realiza a heteroidentificação dos candidatos?", then)
        assert law.route == "retrieval", law.headline
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (then, ans.headline)
        assert "cargos" in carried_chips(ans), carried_chips(ans)
        assert [c["reserved"] for c in ans.calculation["cargos"]] == _edital_reserved([("a", 12), ("e", 5), ("p", 2)])


def test_a_dated_table_beside_a_law_question_says_its_law(bot: Any) -> None:
    # the edital told with the table is older than the new law: the answer says that edital follows Lei 12.990 (art. 11)
    (ans,) = chat(bot, "Edital de março de 2024: agente 12 vagas, escrivão 5 vagas. Quem confirma a autodeclaração?")
    assert ans.route == "retrieval" and any("Lei nº 12.990/2014" in n for n in ans.notes), (ans.headline, ans.notes)


def test_a_figure_asked_of_the_table_stays_the_table(bot: Any) -> None:
    # neighbours: the count, the reserve and a check of the table, asked in the same message
    for asked in ("quantas de cota em cada?", "qual a reserva?", "está certo reservar 3, 1 e 0?",
                  "a cota é por cargo ou no total? quanto dá?", "qual a reserva e quem faz a heteroidentificação?"):
        (ans,) = chat(bot, f"{TABLE} {asked}")
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (asked, ans.headline)


def test_the_reserve_of_each_cargo_after_a_table_is_that_table(bot: Any) -> None:
    _, ans = chat(bot, TABLE, "qual a reserva de cada cargo?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital") and "cargos" in carried_chips(ans), ans.headline
    # neighbour: another edital named asks its own table
    _, ans = chat(bot, TABLE, "e num outro edital, qual a reserva de cada cargo?")
    assert ans.route == "clarify", ans.headline


# --- 2. "e por cargo?" with no table ---------------------------------------------------------------------------------

def test_per_cargo_after_a_count_with_no_table_asks_the_table(bot: Any) -> None:
    for then in ("e por cargo?", "e em cada cargo, como fica?", "quanto fica por cargo?"):
        _, ans = chat(bot, "qual a reserva de 23 vagas?", then)
        assert (ans.route, _intent_of(ans)) == ("clarify", "edital"), (then, ans.route, ans.headline)
        assert ans.context.get("pending") == "cargos", ans.context


def test_per_cargo_after_the_tables_sum_is_the_table_again(bot: Any) -> None:
    # neighbour (f59b): the table summed, then per cargo: the table itself
    _, _, ans = chat(bot, TABLE, "quanto dá somando as 19?", "e por cargo?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    # neighbour: the base asked of the law after a count stays the law
    _, ans = chat(bot, "qual a reserva de 23 vagas?", "a reserva pode ser feita por cargo?")
    assert ans.route == "retrieval", ans.headline


# --- 3. the concurso's calendar after a count ------------------------------------------------------------------------

def test_the_calendar_after_a_count_is_out_of_scope(bot: Any) -> None:
    for then in ("e qual o prazo final de inscrição pra pcd?", "e até quando ficam abertas as inscrições pra pcd?",
                 "e a data da prova pra pcd?", "e o prazo de inscrição dos cotistas, qual é?"):
        _, ans = chat(bot, "qual a reserva de 23 vagas?", then)
        assert ans.route == "out_of_scope", (then, ans.route, ans.headline)


def test_a_date_supposed_after_a_count_is_still_the_count(bot: Any) -> None:
    _, ans = chat(bot, "qual a reserva de 23 vagas?", "e se o edital sair em abril de 2027?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve") and "vacancies" in carried_chips(ans)
    assert ans.calculation["reserved"] == _reserved(23)
    # neighbours: the PcD count asked and the decree's own term stay in
    _, ans = chat(bot, "qual a reserva de 23 vagas?", "e com pcd?")
    assert ans.route == "calculator", ans.headline
    _, ans = chat(bot, "qual a reserva de 23 vagas?", "e o candidato pcd tem prazo pra pedir tempo adicional?")
    assert ans.route == "retrieval", ans.headline


# --- 4. whether the vagas may be summed ------------------------------------------------------------------------------

def test_whether_the_vagas_may_be_summed_is_the_law(bot: Any) -> None:
    for asked in ("pode somar as 30 vagas pra calcular a cota?",
                  "é permitido juntar as 40 vagas dos cargos na conta da reserva?",
                  "o órgão pode agrupar as 22 vagas pra fazer a reserva?"):
        (ans,) = chat(bot, asked)
        assert ans.route == "retrieval" and urns_of(ans)[0] == ART1_PAR2, (asked, ans.route, urns_of(ans))
    _, ans = chat(bot, TABLE, "pode somar as 19 vagas pra calcular a cota?")
    assert ans.route == "retrieval" and urns_of(ans)[0] == ART1_PAR2, (ans.route, ans.headline)


def test_the_sums_count_asked_stays_the_reserve(bot: Any) -> None:
    _, ans = chat(bot, TABLE, "quanto dá somando as 19?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve") and ans.calculation["reserved"] == _reserved(19)
    (ans,) = chat(bot, "pode somar as 30 vagas e me dizer quantas dá de cota?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == _reserved(30), ans.headline
