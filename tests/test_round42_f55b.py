"""Round 42 (f55b): the nomination order asked by its other words and over the thread's vagas, the old law's recompute
asked with no "e".

Paraphrases of the declassified held-out families (sets 51 and 54), not their sentences.
"""
from __future__ import annotations

import pytest

from assistant.core import get_assistant
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat


@pytest.fixture(scope="module")
def bot():  # type: ignore[no-untyped-def]
    return get_assistant()  # the retriever and the classifiers, as the eval runs


def test_order_over_the_threads_vagas_and_pcd(bot) -> None:  # type: ignore[no-untyped-def]
    # Round 42 (f55b): the order asked with no vagas of its own after a count: those vagas and PcD, never asked again.
    *_, order = chat(bot, "Teremos 25 vagas, quantas ficam para a reserva racial?",
                     "E se duas das 25 forem para pessoas com deficiência?",
                     "Como fica então a sequência das nomeações entre ampla, cota racial e PcD?")
    assert (order.route, _intent_of(order)) == ("calculator", "order")
    assert order.calculation["quota_positions"] == [2, 6, 9, 12, 15, 19, 22, 25]
    assert order.calculation["pcd_positions"] == [5, 13]
    assert set(carried_chips(order)) == {"vacancies", "pcd"}
    assert "2ª, 6ª, 9ª" in order.headline


def test_neighbour_order_without_any_vagas_still_asks_them(bot) -> None:  # type: ignore[no-untyped-def]
    ans = chat(bot, "Como fica a sequência de nomeações entre ampla e cota racial?")[0]
    assert (ans.route, _intent_of(ans)) == ("clarify", "order")


def test_turn_of_number_is_the_order(bot) -> None:  # type: ignore[no-untyped-def]
    # Round 42 (f55b): "na vez de número quanto" asks which nominations go to the reserve, not the count.
    ans = chat(bot, "com 10 vagas, o cotista é chamado na vez de número quanto?")[0]
    assert (ans.route, _intent_of(ans)) == ("calculator", "order")
    assert ans.calculation["quota_positions"] == [2, 5, 9]


def test_queue_after_a_count_is_the_order_with_its_pcd(bot) -> None:  # type: ignore[no-untyped-def]
    # Round 42 (f55b): "como fica a fila?" after the vagas: the order of those vagas (a queue named as the order is).
    *_, queue = chat(bot, "edital com 10 vagas, quantas são reservadas?",
                     "e se uma for pra pessoa com deficiência, como fica a fila?")
    assert (queue.route, _intent_of(queue)) == ("calculator", "order")
    assert queue.calculation["quota_positions"] == [2, 6, 9]
    assert queue.calculation["pcd_positions"] == [5]


def test_order_with_table_not_closed_is_the_order_missing_vagas(bot) -> None:  # type: ignore[no-untyped-def]
    # Round 42 (f55b): "ainda não definimos o quadro de vagas" told before the table is named: the vagas are missing.
    ans = chat(bot, "Qual a ordem de alternância das nomeações entre ampla e cotistas? Ainda não definimos o quadro "
                    "de vagas.")[0]
    assert (ans.route, _intent_of(ans)) == ("clarify", "order")
    assert "Quantas vagas" in ans.headline


def test_neighbour_table_named_still_asks_the_table(bot) -> None:  # type: ignore[no-untyped-def]
    ans = chat(bot, "Quero a reserva do quadro de vagas por cargo do edital.")[0]
    assert _intent_of(ans) == "edital"


def test_old_law_recompute_without_e(bot) -> None:  # type: ignore[no-untyped-def]
    # Round 42 (f55b): "com a lei da dilma esse número seria outro?" after a count: that count under Lei 12.990.
    first, old = chat(bot, "São 10 vagas no edital, qual a reserva racial?",
                      "só pra saber, pela lei da dilma esse número seria diferente?")
    assert first.calculation["reserved"] == 3
    assert (old.route, _intent_of(old)) == ("calculator", "reserve")
    assert old.calculation["reserved"] == 2
    assert "Lei nº 12.990/2014" in old.headline
    assert carried_chips(old) == ["vacancies"]


def test_neighbour_old_law_text_stays_law(bot) -> None:  # type: ignore[no-untyped-def]
    *_, law = chat(bot, "São 10 vagas no edital, qual a reserva racial?", "o que a lei antiga dizia sobre isso?")
    assert law.route == "retrieval"
