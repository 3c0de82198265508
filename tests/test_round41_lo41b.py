"""Round 41 (lo41b): thread leftovers of issue 10.

- "minha mãe pode?" after "quantas vagas pra pretos num edital de 10 vagas?" (or after "sou preto"): the earlier group
  named whom the reserve is for, or the asker, never the mother; her own group is asked (clarify, eligibility). A
  relative's group told earlier ("minha mãe é parda") stays hers, and "e minha irmã, que também é parda?" is parda.
- "E no de 5 de junho, 11 vagas também?" after a dated count: the thread's reserve on the new figures (the new law's 3),
  never a broad cue the classifier may read as the order.
"""
from __future__ import annotations

from datetime import date

from assistant.core import Assistant
from tests.assistant_support import FixedReading, FixedTurnReading, NoRetriever, carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
FOR_PRETOS = "quantas vagas pra pretos num edital de 10 vagas?"


def test_a_relative_after_a_reserve_for_a_group_is_asked_her_group() -> None:
    count, mother = chat(rules_bot(TODAY), FOR_PRETOS, "minha mãe pode?")
    assert count.calculation["reserved"] == 3
    assert (mother.route, mother.context.get("intent")) == ("clarify", "eligibility")
    assert "como ela se autodeclara" in mother.headline
    assert "groups" not in carried_keys_of(mother)


def test_a_relative_after_the_askers_own_group_is_asked_her_group() -> None:
    _, brother = chat(rules_bot(TODAY), "sou indígena, edital de 10 vagas, posso concorrer?", "e meu irmão pode?")
    assert brother.route == "clarify"
    assert "como ele se autodeclara" in brother.headline


def test_neighbour_a_relative_with_her_group_told_is_that_group() -> None:
    _, sister = chat(rules_bot(TODAY), FOR_PRETOS, "e minha irmã, que também é parda?")
    assert (sister.route, sister.calculation["operation"]) == ("calculator", "eligibility")
    assert "pessoas pardas" in sister.headline
    assert carried_keys_of(sister) == ["vacancies"]


def test_neighbour_the_relatives_own_group_told_before_carries() -> None:
    _, again = chat(rules_bot(TODAY), "minha mãe é parda, edital de 10 vagas, ela pode concorrer?", "e no concurso do INSS, minha mãe pode?")
    assert (again.route, again.calculation["operation"]) == ("calculator", "eligibility")
    assert "pessoas pardas" in again.headline and "groups" in carried_keys_of(again)


def test_neighbour_the_askers_chance_keeps_the_askers_group() -> None:
    _, own = chat(rules_bot(TODAY), "sou indígena, edital de 10 vagas, posso concorrer?", "e no concurso do INSS, posso?")
    assert (own.route, own.calculation["operation"]) == ("calculator", "eligibility")
    assert "indígenas" in own.headline


def _order_reader() -> Assistant:
    """The classifier reading the order confidently: only a weak reserve would let it overrule the rules."""
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=FixedReading("order", 0.95),
                     turns=FixedTurnReading("calculation", 0.9))


def test_another_dated_edital_with_its_vagas_keeps_the_threads_reserve() -> None:
    first, other = chat(_order_reader(), "edital de 10 vagas publicado em 01/06/2025, quantas reservadas?",
                        "E no de 5 de junho, 11 vagas também?")
    assert (first.calculation["operation"], first.calculation["reserved"]) == ("reserve", 2)
    assert (other.route, other.calculation["operation"]) == ("calculator", "reserve")
    assert (other.calculation["vacancies"], other.calculation["reserved"]) == (11, 3)
    assert "15.142" in other.headline


def test_neighbour_another_dated_edital_after_an_order_keeps_the_order() -> None:
    _, other = chat(_order_reader(), "edital de 10 vagas publicado em 01/06/2025, qual a ordem?",
                    "E no de 5 de junho, 11 vagas também?")
    assert other.calculation["operation"] == "order"
