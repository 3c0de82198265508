"""Round 40 (f49b): held-out set 49's tables, unnamed cargos and the order.

- "se forem chamados 6, qual desses é o cotista?": the order of that many nominations (after vagas in the thread, the
  nominations in the order of those vagas, as before);
- "as vagas de 6 e 6 de dois cargos", "dois cargos com 5 e 3": a table of unnamed cargos;
- "e se juntássemos os dois cargos num só, a reserva seria a mesma?" after a table: both figures (edital operation);
- "o edital tem uns cargos, quanto de cota em cada?": the table asked for (clarify, edital).
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_which_of_those_supposed_called_is_a_cotista_is_the_order_of_that_many() -> None:
    for q, places in (("se forem chamados 6, qual desses é o cotista?", [2, 5]),
                      ("se nomearem 9, quais deles seriam cotistas?", [2, 5, 9])):
        (a,) = chat(rules_bot(TODAY), q)
        assert (a.route, a.calculation["operation"]) == ("calculator", "order"), q
        assert a.calculation["quota_positions"] == places, q
        assert "**" + ", ".join(f"{n}ª" for n in places) + "**" in a.headline, q


def test_a_supposed_call_after_vagas_stays_nominations_in_their_order() -> None:
    # neighbours: after the vagas the thread's order stands, the first nominations said; "e se chamarem 5?" alone and
    # "e se chamarem 5 cotistas?" are no vagas
    _, a2 = chat(rules_bot(TODAY), "concurso com 10 vagas, qual a ordem de nomeação?", "e se chamarem 6, quais são os cotistas?")
    assert a2.calculation["vacancies"] == 10 and "Nas 6 primeiras nomeações" in a2.headline
    assert extract("e se chamarem 5?", TODAY).vacancies is None
    assert extract("e se chamarem 5 cotistas?", TODAY).vacancies is None


def test_counts_of_unnamed_cargos_before_or_after_their_number_are_a_table() -> None:
    (a,) = chat(rules_bot(TODAY), "Se somarmos as vagas de 6 e 6 de dois cargos, a reserva muda? Quanto dá por cargo e no total?")
    assert (a.route, a.calculation["operation"]) == ("calculator", "edital")
    assert [c["reserved"] for c in a.calculation["cargos"]] == [2, 2]
    assert (a.calculation["reserved_total"], a.calculation["reserved_on_total"]) == (4, 4)
    assert [c.vacancies for c in extract("dois cargos com 5 e 3, qual a reserva?", TODAY).cargos] == [5, 3]
    # neighbours: a range, a list that runs into a reserve and a count that disagrees with the cargos are no table
    assert extract("entre 5 e 10 de dois cargos", TODAY).cargos == []
    assert extract("2 cargos com 5 e 3 reservadas", TODAY).cargos == []
    assert extract("3 cargos com 5 e 3", TODAY).cargos == []


def test_joining_the_cargos_and_asking_if_the_reserve_changes_gives_both_figures() -> None:
    first = "Nosso edital terá 13 vagas de analista e 4 de técnico. Qual a reserva por cargo?"
    for q in ("E se juntássemos os dois cargos num só, a reserva total seria a mesma?", "e se juntar os cargos, muda?"):
        _, a2 = chat(rules_bot(TODAY), first, q)
        assert (a2.route, a2.calculation["operation"]) == ("calculator", "edital"), q
        assert [c["reserved"] for c in a2.calculation["cargos"]] == [4, 1], q
        assert (a2.calculation["reserved_total"], a2.calculation["reserved_on_total"]) == (5, 5), q
        assert carried_keys_of(a2) == ["cargos"], q
        assert "17 vagas" in a2.headline and "a mesma reserva" in a2.headline, q
    # neighbours: joined with no comparison asked, or with a count written, stay the reserve of one count
    _, a2 = chat(rules_bot(TODAY), first, "e se juntasse os dois cargos num só?")
    assert (a2.calculation["operation"], a2.calculation["reserved"]) == ("reserve", 5)
    _, a2 = chat(rules_bot(TODAY), first, "somando tudo, 17 vagas, muda?")
    assert a2.calculation["operation"] == "reserve"


def test_an_edital_of_some_cargos_asking_each_reserve_asks_for_the_table() -> None:
    for q in ("o edital tem uns cargos, quanto de cota em cada?", "o edital tem alguns cargos, quanto de cota em cada?"):
        (a,) = chat(rules_bot(TODAY), q)
        assert a.route == "clarify" and a.context.get("intent") == "edital" and not a.calculation, q
        assert "quadro do edital" in a.headline, q
