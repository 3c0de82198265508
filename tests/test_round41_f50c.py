"""Round 41 (f50c): law questions and follow-ups that were refused.

The policy's review asked ("em quanto tempo o programa será revisto?") is Lei 15.142 art. 12; a false self-declaration
asked again once in office ("e se já tiver tomado posse?") is the same fraud rule (art. 4º, § 1º, II; Lei 12.990 art.
2º, parágrafo único); "refaz a conta das vagas reservadas" is the reserve (its vagas asked for when none are told);
"e quando vão me chamar?" alone is one's own position, its facts asked for.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


@pytest.mark.parametrize("question", [
    "Em quanto tempo a política de cotas raciais será revista pelo governo?",
    "Quando o Executivo vai revisar o programa de cotas nos concursos?",
])
def test_the_policys_review_is_article_12(bot, question: str) -> None:
    ans = bot.ask(question)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)
    assert "Lei nº 15.142/2025" in ans.headline and "art. 12" in ans.headline, ans.headline


def test_the_confirmation_procedures_review_stays_article_3(bot) -> None:
    ans = bot.ask("a lei prevê reavaliação do procedimento de heteroidentificação?")
    assert ans.route == "retrieval" and "art. 3º" in ans.headline, ans.headline


@pytest.mark.parametrize("follow", [
    "e se ja tivesse sido nomeado quando descobrissem?",
    "e se já tiver tomado posse quando pegarem?",
])
def test_fraud_once_in_office_follows_the_fraud_answer(bot, follow: str) -> None:
    _, ans = chat(bot, "a fraude na cota elimina o candidato?", follow)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)
    assert "Lei nº 15.142/2025" in ans.headline and "art. 4º" in ans.headline, ans.headline
    assert "anulad" in ans.headline, ans.headline


def test_fraud_once_in_office_in_an_old_law_thread_is_lei_12990(bot) -> None:
    _, ans = chat(bot, "Na lei 12.990, qual a consequência da declaração falsa de cor?",
                  "e se já tivesse tomado posse?")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)
    assert "Lei nº 12.990/2014" in ans.headline and "art. 2º" in ans.headline, ans.headline


def test_recount_first_asks_the_vagas_and_after_a_reserve_recomputes(bot) -> None:
    ans = bot.ask("refaça a conta das vagas reservadas")
    assert (ans.route, _intent_of(ans)) == ("clarify", "reserve"), (ans.route, ans.headline)
    _, ans = chat(bot, "concurso com 20 vagas", "refaça a conta das vagas reservadas")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (ans.route, ans.headline)
    assert "**6 são reservadas**" in ans.headline, ans.headline


def test_the_optant_counted_in_the_reserve_stays_the_law(bot) -> None:
    # neighbour: "conta" the verb is the rule of counting (art. 7º), never a recount
    ans = bot.ask("o cotista aprovado pela ampla conta nas vagas reservadas?")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (ans.route, ans.headline)


@pytest.mark.parametrize("question", ["e quando vão me chamar?", "quando eles vão me nomear?"])
def test_own_call_asked_alone_asks_the_positions_facts(bot, question: str) -> None:
    ans = bot.ask(question)
    assert (ans.route, _intent_of(ans)) == ("clarify", "position"), (ans.route, ans.headline)
