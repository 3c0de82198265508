"""Round 40 (f49c): failure families of holdout49 (duties, law text and clarifications), one test each.

- a duty asked of the edital's reserve per cargo ("somos obrigados a discriminar...", "basta citar o percentual?") is
  the law's text, never the edital clarify (which stays for requests: "preciso da reserva de cada cargo");
- a permission asked of the reserve of the edital ("o órgão pode fazer a reserva só no total?", "é permitido") is the
  law's text, never the vagas asked for ("qual a reserva do edital?" still asks them);
- the count one needs to know ("precisamos saber quantas vagas reservar. O que considerar?") is the reserve, vagas missing;
- how a group's condition is confirmed, after an eligibility, is the law's text (art. 3º, § 4º), nothing carried.
"""
from __future__ import annotations

from datetime import date

from assistant.core import Assistant
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, rules_bot
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 6)


def _law_bot() -> Assistant:
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def test_duty_asked_of_the_reserve_per_cargo_is_law_text() -> None:
    bot = _law_bot()
    for q in ("Estamos obrigados a informar no edital quantas vagas reservadas tem cada cargo ou basta o percentual?",
              "Somos obrigados a detalhar a reserva por cargo no edital?",
              "No edital basta citar o percentual ou a gente tem que discriminar a cota de cada cargo?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval" and _intent_of(ans) == "law", q
        assert "Envie o quadro" not in ans.answer, q


def test_request_of_the_reserve_per_cargo_still_asks_the_table() -> None:
    # (neighbours: the reserve per cargo requested with no table is the edital missing its cargos and vagas)
    bot = rules_bot(TODAY)
    for q in ("preciso da reserva de cada cargo do edital", "calcula a reserva por cargo",
              "quantas cotas em cada cargo do nosso edital?"):
        (ans,) = chat(bot, q)
        assert ans.route == "clarify" and _intent_of(ans) == "edital", q
        assert "Envie o quadro do edital" in ans.answer, q


def test_permission_asked_of_the_edital_reserve_is_law_text() -> None:
    bot = _law_bot()
    for q in ("A universidade pode fazer a reserva só sobre o total do edital, sem separar por cargo?",
              "a reserva do edital pode ser feita no total?",
              "é permitido calcular a reserva só no total do edital?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval" and _intent_of(ans) == "law", q
        assert "Quantas vagas o edital oferece" not in ans.answer, q


def test_reserve_of_the_edital_asked_still_asks_its_vagas() -> None:
    # (neighbour, Round 40 f48b: the reserve of "the" edital asked with no vagas asks them)
    (ans,) = chat(rules_bot(TODAY), "qual a reserva de vagas do edital?")
    assert ans.route == "clarify" and _intent_of(ans) == "reserve"
    assert "Quantas vagas o edital oferece" in ans.answer


def test_count_needed_with_what_to_consider_is_the_reserve_missing_its_vagas() -> None:
    bot = rules_bot(TODAY)
    for q in ("Precisamos saber quantas vagas reservar no concurso. O que precisa ser considerado?",
              "quero saber quantas vagas reservar pra cota, o que conta?"):
        (ans,) = chat(bot, q)
        assert ans.route == "clarify" and _intent_of(ans) == "reserve", q
        assert "Quantas vagas o edital oferece" in ans.answer, q


def test_what_the_quota_words_mean_stays_law_text() -> None:
    # (neighbour: a count cue beside "o que" with no need of one's own stays as before)
    (ans,) = chat(_law_bot(), "o que significa vagas reservadas?")
    assert ans.route == "retrieval" and _intent_of(ans) == "law"


def test_confirmation_of_a_group_after_eligibility_is_law_text() -> None:
    bot = _law_bot()
    start = "minha prima é quilombola, pode concorrer pela cota no concurso do inss?"
    for q in ("e como é a confirmação da condição de quilombola?", "como funciona a comprovação de ser indígena?",
              "e como vai ser a verificação da condição dela?"):
        first, ans = chat(bot, start, q)
        assert first.route == "calculator" and _intent_of(first) == "eligibility"
        assert ans.route == "retrieval" and _intent_of(ans) == "law", q
        assert carried_chips(ans) == [], q
        assert "art. 3º" in ans.answer, q
