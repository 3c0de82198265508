"""Round 39 (lo39d): leftovers of issue 10, one family each.

- "com 10 vagas, os cotistas são chamados na 2ª, 5ª e 9ª posição?": the places offered are the order's, no one's rank;
- "serão reservadas 20% das vagas, são 15 vagas": "são N vagas" after a bare percentage is the total, never a claim;
- "o primeiro cotista só é chamado na 10ª nomeação..." after an order: the thread's vagas carried, never asked again;
- "sou a 4ª cotista...": the asker's own places agree with her ("você é a 1ª da reserva").
"""
from __future__ import annotations

from datetime import date

from assistant.core import Assistant
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat, rules_bot
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 6)


def _law_bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def test_cotistas_places_listed_are_the_order_not_a_rank() -> None:
    bot = rules_bot(TODAY)
    for q in ("com 10 vagas, os cotistas sao chamados na 2ª, 5ª e 9ª posição?",
              "com 10 vagas, os cotistas são chamados na 2ª, 4ª e 8ª posição?"):
        ex = extract(q, TODAY)
        assert (ex.rank, ex.general_rank, ex.reserve_rank) == (None, None, None)
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "order"
        assert ans.calculation["quota_positions"] == [2, 5, 9]
        assert "Depende" not in ans.headline and "2ª, 5ª, 9ª" in ans.headline


def test_own_ordinal_place_is_still_a_rank() -> None:
    (ans,) = chat(rules_bot(TODAY), "sou cotista, fiquei em 9ª posição, são 10 vagas, entro?")
    assert ans.route == "calculator" and _intent_of(ans) == "position"
    assert extract("fiquei em 5º lugar na geral e 2º na lista dos cotistas", TODAY).reserve_rank == 2


def test_vagas_told_after_a_percentage_are_the_total() -> None:
    ex = extract("serão reservadas 20% das vagas, são 15 vagas", TODAY)
    assert ex.vacancies == 15 and ex.claimed_counts == []
    (ans,) = chat(_law_bot(), "serão reservadas 20% das vagas, são 15 vagas")
    assert ans.route == "calculator" and _intent_of(ans) == "reserve"
    assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (15, 5)
    assert "Das 15 vagas" in ans.headline


def test_percentage_result_claims_unchanged() -> None:
    ex = extract("30% de 10 vagas são 3 vagas?", TODAY)
    assert (ex.vacancies, ex.claimed_counts) == (10, [3])
    ex = extract("o edital diz que 20% das vagas são 2 vagas, num concurso de 10", TODAY)
    assert (ex.vacancies, ex.claimed_counts) == (10, [2])


def test_claimed_place_of_the_order_carries_the_thread_vagas() -> None:
    bot = rules_bot(TODAY)
    _, ans = chat(bot, "qual a ordem de nomeação com 5 vagas?",
                  "o primeiro cotista só é chamado na 10ª nomeação. Isso fere a alternância?")
    assert ans.route == "calculator" and _intent_of(ans) == "order"
    assert ans.calculation["vacancies"] == 5 and ans.calculation["quota_positions"] == [2, 5]
    assert carried_keys_of(ans) == ["vacancies"]
    assert "Quantas vagas" not in ans.answer


def test_order_question_without_thread_still_asks_vagas() -> None:
    (ans,) = chat(rules_bot(TODAY), "o primeiro cotista só é chamado na 10ª nomeação. Isso fere a alternância?")
    assert ans.route != "calculator"


def test_asker_gender_agrees_with_her_reserve_place() -> None:
    bot = rules_bot(TODAY)
    (fem,) = chat(bot, "sou a 4ª cotista, quantas vagas precisa ter para eu ser chamada? são 10 vagas")
    assert fem.route == "calculator" and _intent_of(fem) == "position"
    assert "você é a 1ª da reserva, no pior a 4ª" in fem.headline
    (masc,) = chat(bot, "sou o 4º cotista, quantas vagas precisa ter para eu ser chamado? são 10 vagas")
    assert "você é o 1º da reserva, no pior o 4º" in masc.headline
