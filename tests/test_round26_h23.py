"""Round 26 (holdout23 declassified after its final blind measurement): its families, in sentences of the team's own.

"diploma legal" names a law, not a schooling certificate; chat's "rola eu me inscrever"; a body's selection asked
whether it will reserve for a group ("terão reserva?"), yes or no; cargos named by a letter with the count in brackets;
the job's pay additions are outside these laws; a reserve place supposed with "fosse"; a reserved vaga left with no
optant (art. 8º); another body's PSS said anew does not carry the kind of selection; a computation per cargo asked
for; "quem é negro" as whoever is of the group.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat

TODAY = date(2026, 12, 5)


def test_a_diploma_legal_is_the_law_of_a_dated_edital(bot) -> None:
    ans = bot.ask("Que diploma legal disciplina a reserva racial para um edital com data de publicação em 03/03/2026?", [])
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-15142-2025"


def test_rola_eu_is_ones_own_claim(bot) -> None:
    ans = bot.ask("me considero preta, rola eu me candidatar na cota do concurso da receita?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True


def test_a_bodys_selection_asked_whether_it_reserves(bot) -> None:
    ans = bot.ask("Uma sociedade de economia mista vai abrir processo seletivo simplificado. Pessoas pardas terão cota nesse processo?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_cargos_named_by_a_letter_with_the_count_in_brackets() -> None:
    ex = extract("o edital traz os cargos A (9 vagas), B (3 vagas) e C (1 vaga)", TODAY)
    assert [c.vacancies for c in ex.cargos] == [9, 3, 1]


def test_pay_additions_are_outside_these_laws(bot) -> None:
    assert bot.ask("como se calcula o adicional noturno dos servidores temporários?", []).route == "out_of_scope"


def test_a_reserve_place_supposed_with_fosse(bot) -> None:
    _, again = chat(bot, "estou em 2º na lista de cotas, edital de 14 vagas, passo?",
                    "e se a minha colocação entre os cotistas fosse a 7a?")
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert carried_keys_of(again) == ["vacancies"]


def test_a_reserved_vaga_left_with_no_optant_is_the_law(bot) -> None:
    _, again = chat(bot, "num concurso de 12 vagas quantas de cota?", "e se restar vaga de cota sem aprovado?")
    assert again.route == "retrieval" and any("art. 8º" in c.label for c in again.citations[:2])


def test_another_bodys_pss_does_not_carry_the_kind(bot) -> None:
    _, again = chat(bot, "sou parda, vai abrir pss temporario no ibge. tenho cota?", "e se fosse um pss da petrobras?")
    assert again.calculation["eligible"] is False and carried_keys_of(again) == ["groups"]


def test_a_computation_per_cargo_asked_for_asks_the_table(bot) -> None:
    ans = bot.ask("preciso fazer a conta da cota de cada cargo do edital, consegue ajudar?", [])
    assert ans.route == "clarify" and ans.context.get("intent") == "edital"


def test_whoever_is_of_the_group_is_the_rule(bot) -> None:
    _, again = chat(bot, "concurso com uma vaga só tem cota?", "quer dizer que quem é pardo não pode se inscrever na cota com 1 vaga?")
    assert again.route == "retrieval" and any("art. 5º" in c.label for c in again.citations[:1])
