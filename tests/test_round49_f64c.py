"""Round 49 (f64c): the mark a concurso's list members made, asked (declassified held-out set 63).

- the mark someone of a list made or needed ("quanto tirou o último convocado da cota?", "quanto precisou tirar o
  último aprovado da lista de negros?", "quanto o último cotista fez?") is that concurso's result: out of scope, alone or
  after a count (nothing of the thread carried), and the refusal says the rules are covered, not the results;
- neighbours: how many cotistas are called (a count), whether the cotista in the ampla counts in the reserve (the law),
  in which position the last cotista is appointed (the order), a mark the law is asked to set.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of, carried_chips
from assistant.rules import CONCURSO_FACT, concurso_result
from tests.assistant_support import chat
from vocabulary import fold

COUNT = "o edital do meu cargo tem 7 vagas, quantas vão pra cota?"
MARKS_MADE = (
    "alguem aí sabe quanto teve que tirar o último aprovado da lista dos negros no concurso da Caixa de 2022?",
    "quanto o último cotista chamado tirou na edição anterior?",
    "vocês sabem quanto fez o último convocado da reserva no TRF ano passado?",
    "quanto os cotistas precisaram tirar pra passar no concurso do INSS?",
    "quanto marcou o penúltimo aprovado da lista de pardos?",
)


def test_the_mark_a_list_member_made_is_a_concurso_fact() -> None:
    for q in MARKS_MADE:
        assert CONCURSO_FACT.search(fold(q)) and concurso_result(fold(q)), q


def test_the_mark_a_list_member_made_is_out_of_scope_alone(bot: Any) -> None:
    for q in MARKS_MADE:
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("out_of_scope", "out_of_scope"), (q, ans.headline)
        assert "regras da reserva" in ans.headline and "resultados" in ans.headline, (q, ans.headline)
        assert not ans.citations and not ans.calculation, q


def test_the_mark_a_list_member_made_after_a_count_carries_nothing(bot: Any) -> None:
    for q in ("e quanto tirou o último chamado da cota no concurso passado?",
              "quanto fez o último cotista nomeado na edição anterior desse concurso?",
              "sabe quanto precisou tirar o último aprovado da lista de negros?"):
        count, ans = chat(bot, COUNT, q)
        assert count.route == "calculator", count.headline
        assert ans.route == "out_of_scope" and carried_chips(ans) == [] and not ans.calculation, (q, ans.headline)


def test_neighbours_counts_law_and_order_stay(bot: Any) -> None:
    want = calculator.reserve(calculator.ReserveInput(vacancies=7)).reserved
    _, ans = chat(bot, COUNT, "quantos cotistas vão ser convocados?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == want, ans.headline
    _, ans = chat(bot, COUNT, "em que posição é nomeado o último cotista?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
    (ans,) = chat(bot, "o cotista aprovado pela ampla concorrência conta na reserva?")
    assert ans.route == "retrieval", ans.headline
    for q in ("quanto a lei manda o cotista tirar pra passar?", "quantos cotistas serão convocados?",
              "quanto fica a reserva com 10 vagas?"):
        assert not concurso_result(fold(q)), q


# --------------------------------------------------------------------------- a count restated "também": the turn's own


def test_a_count_restated_with_tambem_for_another_edital_is_the_turns_own(bot: Any) -> None:
    # The labels' majority (38 of 42 declassified rows): "também com 12 vagas" writes the count again, so it is this
    # message's figure, not one carried from the earlier turn.
    first = "edital X, publicado em 10/02/2025, tem 12 vagas: quantas são reservadas?"
    for later in ("e o edital Y, de 15/09/2025, também com 12 vagas?", "e outro edital, de 03/10/2025, 12 vagas tbm?",
                  "num concurso que abre agora, com 12 vagas também, quantas?"):
        _, ans = chat(bot, first, later)
        assert ans.route == "calculator" and ans.calculation["vacancies"] == 12, (later, ans.headline)
        assert carried_chips(ans) == [], (later, carried_chips(ans))
    # neighbour: a count pointed back to ("nessas 12") is the earlier turn's
    _, ans = chat(bot, first, "e a ordem de nomeação nessas 12?")
    assert ans.route == "calculator" and "vacancies" in carried_chips(ans), ans.headline
