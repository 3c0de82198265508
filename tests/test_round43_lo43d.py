"""Round 43 (lo43d): leftovers.

- the old law named as a rule or norm of 2014 ("naquela regra de 2014", "a regra velha") inside a law question cites
  Lei 12.990/2014, as "na lei de 2014" does;
- groups that describe a law offered in a choice ("vale a cota de 30% com indígenas e quilombolas ou a lei antiga?") are
  no one's self-declaration: the dated edital's regime, no groups carried;
- a reserve count asked of an edital still to come, with no vagas, asks the vagas back.
"""
from __future__ import annotations

from typing import Any

from tests.assistant_support import chat


def _one(bot: Any, question: str) -> Any:
    (ans,) = chat(bot, question)
    return ans


def test_old_law_named_as_the_rule_of_2014_cites_it(bot: Any) -> None:
    for q in ("e naquela regra de 2014, o negro inscrito na reserva disputava junto com todo mundo na lista geral?",
              "na norma velha o negro concorria também na ampla?"):
        ans = _one(bot, q)
        assert ans.route == "retrieval", q
        assert "Lei nº 12.990/2014" in ans.headline and "art. 3º" in ans.headline, q


def test_old_law_named_as_the_rule_of_2014_after_a_thread(bot: Any) -> None:
    *_, ans = chat(bot, "quantas vagas reservadas com 10 vagas?",
                   "e naquela regra de 2014, o negro inscrito na reserva disputava junto com todo mundo na lista geral?")
    assert ans.route == "retrieval"
    assert "Lei nº 12.990/2014" in ans.headline


def test_neighbour_the_new_law_question_stays_the_new_law(bot: Any) -> None:
    ans = _one(bot, "o negro inscrito na reserva disputa junto com todo mundo na lista geral?")
    assert ans.route == "retrieval"
    assert "Lei nº 15.142/2025" in ans.headline


def test_groups_describing_the_law_in_a_choice_are_the_regime(bot: Any) -> None:
    first, second = chat(bot, "O edital da UFRR saiu em 20/05/2025. Vale a cota de 30% com indígenas e quilombolas "
                              "ou a lei antiga?", "e se forem 10 vagas?")
    assert (first.route, first.context.get("intent")) == ("calculator", "regime")
    assert "Lei nº 12.990/2014" in first.headline and "indígena" not in first.headline.split("regido")[0]
    assert "Não" not in first.headline
    assert second.calculation["operation"] == "reserve" and second.calculation["reserved"] == 2
    assert "groups" not in (second.context.get("carried") or [])


def test_neighbour_ones_own_group_with_a_dated_edital_stays_eligibility(bot: Any) -> None:
    ans = _one(bot, "sou indígena, o edital saiu em 20/05/2025, posso concorrer?")
    assert (ans.route, ans.context.get("intent")) == ("calculator", "eligibility")
    assert ans.headline.startswith("**Não**")


def test_reserve_count_of_an_edital_to_come_asks_the_vagas(bot: Any) -> None:
    ans = _one(bot, "quero saber o número da reserva no concurso que vai abrir")
    assert (ans.route, ans.context.get("intent")) == ("clarify", "reserve")
    assert "vagas" in ans.headline.lower() and "Segundo a" not in ans.headline


def test_neighbour_reserve_count_of_an_edital_to_come_with_vagas_is_the_new_law(bot: Any) -> None:
    ans = _one(bot, "o número da reserva no edital que será publicado, com 10 vagas?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 3)
