"""Round 23, after holdout19 was measured blind and declassified: the families its failures showed, in sentences of the
team's own. Someone of a group asking whether they may compete in a state's concurso gets the eligibility "Não"; a
generic plural class below the threshold is art. 5º, § 3º; the registration fee and a law that is none of these are out
of scope; several cargos with only their total ask for each cargo's vagas; a reserve larger than the vagas is
questioned; a count asked formally ("qual o total a reservar") is the reserve; inside threads, the fact a clarification
asked for carries nothing, a count after an eligibility carries the vagas but not the group, a body written again
with another kind of selection is the earlier one, "há certames regidos pela 12.990?" is the law, and "mais 3, fica 10"
is 10 vagas."""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("q", [
    "preta pode concorrer na cota do concurso da secretaria estadual de educação?",
    "um indígena pode usar a reserva no concurso da prefeitura de Manaus?",
])
def test_a_group_competing_in_a_subnational_concurso_is_the_eligibility_no(bot, q: str) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_a_states_own_quota_is_still_another_quota(bot) -> None:
    assert bot.ask("qual a cota racial dos concursos do estado da Bahia?", []).route == "out_of_scope"


def test_a_plural_class_below_the_threshold_is_the_law(bot) -> None:
    ans = bot.ask("Seleção com apenas cadastro de reserva ou menos de 2 vagas: candidatas pardas podem optar pela reserva?", [])
    assert ans.route == "retrieval"
    assert "art. 5º" in ans.citations[0].label


@pytest.mark.parametrize("q", [
    "estou sem renda, tem como pedir isenção da taxa de inscrição do concurso?",
    "quanto custa a taxa de inscrição do concurso do INSS?",
    "O que a Lei 8.112 diz sobre estágio probatório de servidor nomeado?",
])
def test_the_fee_and_other_laws_are_out_of_scope(bot, q: str) -> None:
    assert bot.ask(q, []).route == "out_of_scope"


def test_a_law_these_laws_cite_is_not_another_law(bot) -> None:
    assert bot.ask("a reserva vale nas contratações temporárias da Lei 8.745?", []).route == "retrieval"


def test_several_cargos_with_only_their_total_ask_each_cargos_vagas(bot) -> None:
    ans = bot.ask("nosso concurso tem 4 cargos e 50 vagas somadas, qual a reserva de cada cargo?", [])
    assert ans.route == "clarify"
    assert "cargo" in ans.headline


def test_a_reserve_larger_than_the_vagas_is_questioned(bot) -> None:
    ex = extract("edital de 6 vagas com 9 reservadas pra cotistas, tá certo?")
    assert ex.vacancies == 6 and 9 in ex.claimed_counts
    ans = bot.ask("edital de 6 vagas com 9 reservadas pra cotistas, tá certo?", [])
    assert ans.route == "clarify"
    assert "**9**" in ans.headline and "**6**" in ans.headline


def test_a_smaller_claim_is_still_checked(bot) -> None:
    ans = bot.ask("edital de 20 vagas com 4 reservadas pra negros, confere?", [])
    assert ans.route == "calculator" and ans.calculation["reserved"] == 6


def test_a_count_asked_formally_is_the_reserve(bot) -> None:
    ans = bot.ask("Para um PSS de 25 vagas temporárias, informe o número de vagas a serem reservadas a pretos e pardos.", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == 8


def test_the_fact_a_clarification_asked_for_carries_nothing(bot) -> None:
    first, ans = chat(bot, "sou cotista e fiquei em 3º na lista da reserva, entro?", "o concurso tem 15 vagas")
    assert first.route == "clarify"
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert carried_keys_of(ans) == []


def test_a_count_after_an_eligibility_carries_the_vagas_not_the_group(bot) -> None:
    _, ans = chat(bot, "sou quilombola, concurso do Incra com 20 vagas, posso concorrer?",
                  "e quantas dessas 20 ficam reservadas?")
    assert ans.calculation["operation"] == "reserve" and ans.calculation["reserved"] == 6
    assert "groups" not in carried_keys_of(ans)


def test_the_same_body_with_another_kind_of_selection_is_carried(bot) -> None:
    _, ans = chat(bot, "sou preta e vou fazer o concurso do Ibama, tenho direito à cota?",
                  "e se fosse um processo seletivo simplificado do Ibama?")
    assert ans.calculation["operation"] == "eligibility"
    assert {"entity", "groups"} <= set(carried_keys_of(ans))


def test_selections_still_governed_by_the_old_law_are_the_law(bot) -> None:
    *_, ans = chat(bot, "edital com 30 vagas, quantas de cota?", "existem concursos ainda regidos pela lei 12.990?")
    assert ans.route == "retrieval"


@pytest.mark.parametrize("text, total", [
    ("se abrirem mais 4 vagas na validade, fica 12, quantas de cota?", 12),
    ("e com mais 2 vagas, ficaria 9, quanto reserva?", 9),
])
def test_the_total_after_an_addition_is_the_vagas(text: str, total: int) -> None:
    assert extract(text).vacancies == total
