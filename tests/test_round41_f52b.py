"""Round 41 (f52b): law text against a clarification, and concurso news out of scope (declassified holdout 52).

- a complaint of fraud against someone, with the person named between ("denunciaram um colega ... por fraude"), is
  art. 4º (procedure, contraditório e ampla defesa), never that person's eligibility;
- whether the alternation existed under a law, in the past ("na lei antiga ... tinha alternância?"), is that law's
  text (Lei 12.990, art. 4º), never an order awaiting its vagas;
- a past concurso's cut-off "na ampla e na cota" is that concurso's fact: the two lists only label the figure;
- whether a date is out for an edital, or the edital is only a rumour, is news of a concurso (out of scope);
- a count asked with the method beside it ("não sei direito como calcula") is the reserve missing its vagas, the
  clarification saying the method in one sentence.
Neighbours: the fraud asked plainly, the alternation asked now, art. 7º's concurrent competition, the regime of a
future edital, the method asked alone, a count asked alone.
"""
from __future__ import annotations

from assistant.routing_eval import _intent_of
from tests.assistant_support import ask_one, urns_of
from vocabulary import NEW_URN, OLD_URN

# (`bot`: the session fixture of conftest, the assistant as the page builds it)


def test_a_complaint_of_fraud_against_a_colleague_is_art4(bot) -> None:
    ans = ask_one(bot, "denunciaram um amigo do cursinho por fraude na cota, ele pode se defender?")
    assert ans.route == "retrieval"
    assert urns_of(ans)[0].startswith(f"{NEW_URN}!art4")
    assert "ampla defesa" in ans.headline


def test_neighbour_an_accusation_of_fraud_said_plainly_is_still_art4(bot) -> None:
    ans = ask_one(bot, "e se me acusarem de fraude na cota?")
    assert ans.route == "retrieval"
    assert urns_of(ans)[0].startswith(f"{NEW_URN}!art4")


def test_the_alternation_of_the_old_law_asked_in_the_past_is_its_text(bot) -> None:
    ans = ask_one(bot, "pela lei de 2014 a convocação seguia a alternância?")
    assert ans.route == "retrieval" and ans.calculation is None
    assert urns_of(ans)[0].startswith(f"{OLD_URN}!art4")


def test_neighbour_the_alternation_with_vagas_is_the_order(bot) -> None:
    ans = ask_one(bot, "num concurso de 10 vagas tinha alternância? em que posições entram os cotistas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"


def test_a_past_cutoff_in_both_lists_is_out_of_scope(bot) -> None:
    ans = ask_one(bot, "qual foi a nota de corte do concurso anterior do inss na ampla e na cota?")
    assert ans.route == "out_of_scope"


def test_neighbour_competing_in_both_lists_is_art7(bot) -> None:
    ans = ask_one(bot, "o cotista concorre na ampla e na cota ao mesmo tempo?")
    assert ans.route == "retrieval"
    assert urns_of(ans)[0].startswith(f"{NEW_URN}!art7")


def test_whether_an_edital_has_a_date_or_is_a_rumour_is_out_of_scope(bot) -> None:
    assert ask_one(bot, "tem data pro edital do ibge 2027?").route == "out_of_scope"
    assert ask_one(bot, "o concurso da receita ainda é só boato?").route == "out_of_scope"


def test_neighbour_the_law_of_a_future_edital_is_its_regime(bot) -> None:
    ans = ask_one(bot, "o edital do ibge 2027 vai seguir qual lei?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert "15.142" in ans.headline


def test_a_count_with_the_method_beside_it_asks_the_vagas_and_says_the_method(bot) -> None:
    ans = ask_one(bot, "quantas vagas de cota vai ter no meu concurso? nao sei como se calcula")
    assert ans.route == "clarify" and _intent_of(ans) == "reserve"
    assert "Quantas vagas o edital oferece" in ans.headline
    assert "30% das vagas" in ans.headline and "art. 5º, § 2º" in ans.headline


def test_neighbour_the_method_alone_is_the_law_and_a_count_alone_asks_no_method(bot) -> None:
    assert ask_one(bot, "como se calcula a cota?").route == "retrieval"
    count = ask_one(bot, "quantas vagas de cota vai ter no meu concurso?")
    assert count.route == "clarify" and "30%" not in count.headline
