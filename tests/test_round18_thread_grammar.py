"""Round 18: follow-ups audited over a combinatorial grammar of two-turn conversations (`tests/thread_grammar.py`).

Each pair is a first question with known slots and a follow-up form; the follow-up must get the route, intent and
carried inputs the form implies, and the figure the calculator gives on the merged inputs. The full audit is
`python -m tests.thread_grammar`; here a fixed sample, plus the families the audit found, each in a sentence of its own.
"""
from __future__ import annotations

from collections import Counter
from datetime import date

import pytest

from tests.assistant_support import carried_keys_of, chat
from tests.thread_grammar import FOLLOWUPS, pairs, run_pair, sample


def test_grammar_is_deterministic_and_bounded() -> None:
    """The generator is reproducible and capped; every follow-up form applies to some first turn."""
    a, b = pairs(), pairs()
    assert [(p.first.text, p.followup) for p in a] == [(p.first.text, p.followup) for p in b]
    assert 500 <= len(a) <= 3000
    assert {p.form for p in a} == set(FOLLOWUPS)
    assert [p.followup for p in sample()] == [p.followup for p in sample()]


def test_sampled_pairs_follow_their_form(bot) -> None:
    """A fixed sample of pairs: route, intent, carried inputs and the calculator's figure as the form implies."""
    today = date.today()
    failures = [(p, w) for p in sample() if (w := run_pair(bot, p, today))]
    if failures:
        by_form = Counter(p.form for p, _ in failures)
        examples = "\n".join(f"{p.first.label} / {p.followup!r}: {w}" for p, w in failures[:10])
        pytest.fail(f"{len(failures)} pairs wrong; by form: {by_form.most_common()}\n{examples}")


def _last(bot, *turns: str):
    return chat(bot, *turns)[-1]


@pytest.mark.parametrize("followup", ["e essa regra vale pro pss também?", "isso se aplica ao processo seletivo?"])
def test_scope_of_the_rule_just_given_is_law_text(bot, followup: str) -> None:
    """Whether the rule just given reaches another selection is art. 1º, never the person's eligibility computed."""
    a = _last(bot, "Temos 40 vagas no edital, quantas ficam para cotas raciais?", followup)
    assert a.route == "retrieval"


@pytest.mark.parametrize(("followup", "reserved_claim"), [
    ("a banca separou só 3 pra cota, tá certo?", 3),
    ("aqui no edital tão 7 vagas reservadas, confere?", 7),
])
def test_claimed_reserve_checks_the_earlier_vagas(bot, followup: str, reserved_claim: int) -> None:
    """A claimed reserve count is checked against the earlier vagas; it never becomes the number of vagas."""
    a = _last(bot, "Um edital de 24 vagas, quantas são da reserva para negros?", followup)
    assert a.route == "calculator" and a.calculation["vacancies"] == 24
    assert carried_keys_of(a) == ["vacancies"]


@pytest.mark.parametrize("followup", ["e pra 9?", "ops, eram 11"])
def test_one_count_after_a_table_asks_for_the_table(bot, followup: str) -> None:
    """One count naming no cargo after a table of cargos is not silently dropped while the old table is recomputed."""
    a = _last(bot, "Cargos: enfermeiro 10 vagas, médico 6 vagas. Qual a cota de cada um?", followup)
    assert a.route == "clarify"


def test_a_named_cargo_still_changes_the_table(bot) -> None:
    """"e o médico com 8?" changes that cargo of the earlier table, the other stays."""
    a = _last(bot, "Cargos: enfermeiro 10 vagas, médico 6 vagas. Qual a cota de cada um?", "e o médico com 8?")
    assert a.route == "calculator" and a.calculation["operation"] == "edital"


def test_third_person_under_the_old_law_keeps_their_eligibility(bot) -> None:
    """"e pela lei antiga, ela teria direito?" is the same person's eligibility under Lei 12.990 (quilombola: no)."""
    a = _last(bot, "Minha vizinha é quilombola, pode concorrer às cotas no concurso da Receita?",
              "e pela lei antiga, ela teria direito?")
    assert a.route == "calculator" and a.calculation["operation"] == "eligibility"
    assert a.calculation["eligible"] is False and "groups" in carried_keys_of(a)


def test_basis_asked_right_after_a_law_answer(bot) -> None:
    """"onde fala disso na lei" after a law answer is law text, with or without the question mark."""
    a = _last(bot, "A lei exige foto na autodeclaração?", "em qual artigo fala disso")
    assert a.route == "retrieval"


def test_a_place_with_no_list_replaces_the_earlier_place_in_its_list(bot) -> None:
    """"e na colocação 11?" after a reserve-list place is that list's place, not a second (general) one beside it."""
    a = _last(bot, "Estou em 6º entre os cotistas, o certame tem 25 vagas. Sou chamado?", "e na posição 11?")
    assert a.route == "calculator" and a.calculation["operation"] == "position"
    assert carried_keys_of(a) == ["vacancies"]


def test_a_relative_place_does_not_take_the_askers_option(bot) -> None:
    """The asker's "sou cotista" is theirs: a cousin's place asked next is computed without it."""
    a = _last(bot, "Me inscrevi como cotista e fiquei em 33º na geral, com 28 vagas. Entro?",
              "e meu primo, que ficou em 5º?")
    assert a.route == "calculator" and a.calculation["operation"] == "position"
    assert carried_keys_of(a) == ["vacancies"]


def test_a_list_named_adds_a_place_beside_the_earlier_one(bot) -> None:
    """"na ampla tirei 40º" after a reserve-list place adds the general place; the reserve place is still carried."""
    a = _last(bot, "Sou a 2ª na lista de cotas, são 12 vagas. Passo?", "na ampla tirei 40º, ajuda?")
    assert a.route == "calculator" and "rank" in carried_keys_of(a)
