"""Round 40 (f46a): failure families of holdout46, one test each.

- a count of the reserve asked with the vagas ("quantas ela pode disputar pela reserva", "quanto disso é cota") is the
  reserve, whoever it is for, never the eligibility's "Sim";
- "dá pra me inscrever na reserva?" with one's group and vagas is that person's eligibility (the count beside it);
- "será que eu me encaixo pra me inscrever como cotista?" with no group told: eligibility, the group asked for;
- a topic of the law ("a heteroidentificação segue qual regra?") in a dated thread is its text, never the regime.
"""
from __future__ import annotations

from datetime import date

from assistant.core import Assistant
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, reserved_for, rules_bot
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 6)


def _law_bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def test_count_of_the_reserve_asked_with_vagas_is_the_reserve() -> None:
    bot = rules_bot(TODAY)
    for q, n in (("meu primo vai prestar o concurso do ibge, são 15 vagas de analista. quantas ele pode disputar pela "
                  "reserva racial?", 15),
                 ("30 vagas no concurso do banco do brasil, quanto disso é cota racial?", 30),
                 ("concurso do inss com 10 vagas, quantas ela pode disputar pela cota?", 10)):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "reserve", q
        reserved = reserved_for(n, None, TODAY)
        assert ans.calculation["reserved"] == reserved
        assert f"**{reserved} são reservadas**" in ans.headline and "Sim" not in ans.headline


def test_claim_with_count_still_eligibility_when_group_told() -> None:
    # (neighbour: one's own group told with the count asked stays that person's eligibility, which gives the count)
    (ans,) = chat(rules_bot(TODAY), "sou parda, 12 vagas no ibge, quantas posso disputar pela cota?")
    assert _intent_of(ans) == "eligibility" and ans.calculation["eligible"] is True


def test_da_pra_me_inscrever_with_group_and_vagas_is_eligibility() -> None:
    bot = rules_bot(TODAY)
    for q, group in (("sou indigena, da pra me inscrever na reserva do concurso de 10 vagas do ibama?", "indígenas"),
                     ("sou quilombola, dá pra concorrer na reserva do pss de 9 vagas da funai?", "quilombolas")):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "eligibility", q
        assert ans.calculation["eligible"] is True
        assert ans.headline.startswith("**Sim**") and group in ans.headline
    (ans,) = chat(bot, "sou indigena, da pra me inscrever na reserva do concurso de 10 vagas do ibama?")
    assert f"{reserved_for(10, None, TODAY)} vagas reservadas" in ans.answer
    # (neighbour: the group's share asked stays the reserve)
    (ans,) = chat(bot, "quantas vagas de quilombola num pss de 8 vagas do ministerio da saude?")
    assert _intent_of(ans) == "reserve"


def test_do_i_fit_as_cotista_without_group_asks_the_group() -> None:
    bot = _law_bot()
    for q in ("bom dia, será que eu me enquadro pra me inscrever como cotista?",
              "queria entender se me encaixo na reserva racial"):
        (ans,) = chat(bot, q)
        assert ans.route == "clarify" and _intent_of(ans) == "eligibility", q
        assert "autodeclara" in ans.headline
    # (neighbour: who may enrol, asked in general, is the law's text)
    (ans,) = chat(bot, "quem pode se inscrever como cotista?")
    assert ans.route == "retrieval" and _intent_of(ans) == "law"


def test_law_topic_rule_in_dated_thread_is_law_text() -> None:
    bot = _law_bot()
    start = ("o edital saiu em 10/03/2025, qual lei se aplica?", "são 20 vagas, quantas reservadas?")
    for q in ("e a banca de heteroidentificação, segue qual lei?", "e a autodeclaração nesse caso segue qual regra?",
              "e a fraude segue qual norma?"):
        *_, ans = chat(bot, *start, q)
        assert ans.route == "retrieval" and _intent_of(ans) == "law", q
        assert carried_chips(ans) == []
    # (neighbour: "segue qual lei?" alone in the thread stays the regime of the dated edital)
    *_, ans = chat(bot, *start, "segue qual lei?")
    assert ans.route == "calculator" and _intent_of(ans) == "regime"
    assert "12.990" in ans.headline
