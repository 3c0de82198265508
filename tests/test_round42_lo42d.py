"""Round 42 (lo42d): leftovers of issue 10.

- "o quadro de vagas ainda não foi definido, qual a ordem?" (after the order was asked, or alone): still the nomination
  order, its vagas asked for (clarify, intent order), never the refusal;
- a dated edital asked which law governs its new vagas ("o edital é de 20/03/2024 e a validade foi prorrogada. Qual lei
  vale para as novas vagas?"): the regime of that date (Lei 12.990 for 2024, art. 11 of Lei 15.142), never § 2º;
- the order of a cargo of the table named by its place ("em qual nomeação o cotista entra nesse segundo?"): that
  cargo's order, as its name gives it.
Neighbours: the order asked bare (vagas asked), the reach of the reserve over new vagas (art. 1º, § 2º), a dated
edital in force after the new law, the order by the cargo's name, the order on the table's total.
"""
from __future__ import annotations

from datetime import date

from assistant.core import Assistant
from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
TABLE = "analista 12 vagas e técnico 6 vagas"


def test_the_order_with_the_vagas_not_set_yet_asks_the_vagas_not_refused() -> None:
    first, unset = chat(rules_bot(TODAY), "qual a ordem de nomeação dos cotistas?",
                        "O quadro de vagas ainda não foi definido, qual a ordem?")
    assert (first.route, unset.route) == ("clarify", "clarify")
    assert "Quantas vagas" in unset.headline and "ordem de nomeação" in unset.headline
    p = plan("O quadro de vagas ainda não foi definido, qual a ordem?", None, TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "order", "vacancies")


def test_neighbour_the_order_bare_and_with_a_count() -> None:
    assert plan("qual a ordem de nomeação dos cotistas?", None, TODAY).intent == "order"
    p = plan("são 10 vagas, qual a ordem?", None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "order", 10)


def test_a_dated_edital_asking_the_law_of_its_new_vagas_is_its_regime() -> None:
    (ans,) = chat(rules_bot(TODAY), "o edital é de 20/03/2024 e a validade foi prorrogada. Qual lei vale para as novas vagas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "regime")
    assert "Lei nº 12.990/2014" in ans.headline and "art. 1º, § 2º" not in ans.headline
    p = plan("o edital é de 10/08/2025. Qual lei vale para as vagas novas?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "regime")


def test_neighbour_the_reach_over_new_vagas_is_still_the_law_text() -> None:
    p = plan("a reserva vale para as vagas novas que surgirem na validade?", None, TODAY)
    assert (p.route, p.intent, "law_rule" in p.notes) == ("retrieval", None, True)


def test_a_cargo_of_the_table_by_its_place_gets_its_own_order() -> None:
    _, second = chat(rules_bot(TODAY), TABLE, "em qual nomeação o cotista entra nesse segundo?")
    assert (second.route, second.calculation["operation"], second.calculation["vacancies"]) == ("calculator", "order", 6)
    assert "2ª, 5ª" in second.headline
    _, first = chat(rules_bot(TODAY), TABLE, "e a ordem no primeiro cargo?")
    assert (first.calculation["operation"], first.calculation["vacancies"]) == ("order", 12)


def test_neighbour_the_cargo_by_name_and_the_table_total() -> None:
    _, named = chat(rules_bot(TODAY), TABLE, "qual a ordem no cargo de técnico?")
    assert (named.calculation["operation"], named.calculation["vacancies"]) == ("order", 6)
    _, total = chat(rules_bot(TODAY), TABLE, "em qual nomeação entra o primeiro cotista?")
    assert (total.calculation["operation"], total.calculation["vacancies"]) == ("order", 18)


def test_neighbour_the_old_laws_alternation_asked_of_pcd_vagas_stays_the_law(bot: Assistant) -> None:
    # the vagas spoken of widen the order only when the order itself is asked ("qual a ordem?"), never the bare word
    # "alternância" of a law question inside an order thread (holdout23 c30 t3)
    *_, law = chat(bot, "Ordem de nomeação com 14 vagas, por favor.",
                   "E caso o edital seguisse a Lei 12.990, a sequência mudaria?",
                   "Na lei antiga a alternância também considerava as vagas de pessoas com deficiência?")
    assert law.route == "retrieval" and law.calculation is None
