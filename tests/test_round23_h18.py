"""Round 23, after holdout18 was declassified: the families its failures showed, in sentences of the team's own.
A count after a percentage and "=" is a result to check, not a second total; a sum of cargos' vagas ("4 + 2 + 1")
is the table; "chamaram 3 da ampla" counts people called, not a place; "em que nomeação o cotista entra?" asks the
order; a body that "tem que ter cota" is that body's eligibility; "cargos vagos na validade" is art. 9º, § 1º, not the
concurso's calendar; "quem podia se declarar" under the old law is its text; a register-only concurso asked of anyone
is art. 5º, § 3º, while a case with a body and 1 vaga is that case's eligibility."""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("q, total, claim", [
    ("edital com 40 vagas, 30% de reserva = 12 vagas, confere?", 40, 12),
    ("são 60 vagas; 30% dão 18 vagas pra cota, né?", 60, 18),
    ("concurso de 20 vagas: 20% seriam 4 vagas reservadas?", 20, 4),
])
def test_a_count_after_a_percentage_is_the_result_to_check(q: str, total: int, claim: int) -> None:
    ex = extract(q)
    assert ex.vacancy_counts == [total]
    assert ex.claimed_reserve == claim


def test_the_checked_result_gets_the_reserve_not_a_clarification(bot) -> None:
    ans = bot.ask("nosso edital tem 50 vagas e 30% de cota = 15 vagas, tá certo?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 50 and ans.calculation["reserved"] == 15


def test_a_rate_after_vagas_colon_is_no_count() -> None:
    assert extract("vagas: 25% pra cota, o edital tem 16 vagas").vacancy_counts == [16]


@pytest.mark.parametrize("q, counts", [
    ("os cargos somam 9 vagas (4 + 3 + 2), qual a reserva de cada?", [4, 3, 2]),
    ("temos dois cargos, 6+6 vagas: quantas cotas?", [6, 6]),
])
def test_a_sum_of_cargos_vagas_is_the_table(q: str, counts: list[int]) -> None:
    assert [c.vacancies for c in extract(q).cargos] == counts


def test_the_sum_goes_to_the_edital_table_with_both_figures(bot) -> None:
    ans = bot.ask("os cargos somam 11 vagas (6 + 3 + 2); a reserva vai por cargo ou no total?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [2, 1, 1]
    assert ans.calculation["reserved_on_total"] == 3


@pytest.mark.parametrize("q", [
    "já convocaram 4 da ampla e nenhum cotista até agora, são 10 vagas, qual devia ser a ordem?",
    "nomearam 3 da ampla concorrência; o concurso tem 8 vagas, como deveria ser a ordem?",
])
def test_people_called_from_the_ampla_are_no_place(bot, q: str) -> None:
    assert extract(q).general_rank is None
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"


def test_a_place_in_the_ampla_is_still_read() -> None:
    assert extract("fiquei 7 da ampla, são 12 vagas").general_rank == 7


def test_where_the_optant_is_called_is_the_order_of_the_thread(bot) -> None:
    first, ans = chat(bot, "um cargo com 5 vagas tem quantas reservadas?", "e em qual nomeação o cotista seria convocado?")
    assert first.calculation["operation"] == "reserve"
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert "vacancies" in carried_keys_of(ans)


def test_ones_own_nomination_still_asks_the_place(bot) -> None:
    ans = bot.ask("o concurso tem 10 vagas, em que nomeação eu sou chamado?", [])
    assert ans.route == "clarify"


@pytest.mark.parametrize("q, eligible", [
    ("sou parda, o concurso da prefeitura de Salvador deveria ter cota pela lei federal?", False),
    ("sou indígena, o concurso do Incra precisa ter reserva?", True),
])
def test_a_body_that_must_have_a_quota_is_its_eligibility(bot, q: str, eligible: bool) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is eligible


def test_posts_left_open_in_the_validity_are_the_law(bot) -> None:
    ans = bot.ask("Esgotamos a lista da ampla e sobram cargos vagos no prazo de validade. É possível nomear os "
                  "aprovados da reserva?", [])
    assert ans.route == "retrieval"
    assert ans.citations and ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 9º")


def test_the_concurso_calendar_is_still_out_of_scope(bot) -> None:
    assert bot.ask("qual o prazo pra nomeação depois da homologação?", []).route == "out_of_scope"


def test_who_could_declare_under_the_old_law_leaves_the_calculation(bot) -> None:
    *_, ans = chat(bot, "sou quilombola, posso concorrer na cota do concurso da Funai?", "o edital saiu em 12/02/2025",
                   "e pela lei antiga, quem podia se autodeclarar?")
    assert ans.route == "retrieval"
    assert ans.citations[0].label.startswith("Lei nº 12.990/2014")


def test_the_old_law_as_a_fragment_still_continues(bot) -> None:
    _, ans = chat(bot, "sou preto, concurso do IBGE com 12 vagas, posso concorrer?", "e pela lei antiga?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert "groups" in carried_keys_of(ans)


def test_a_register_only_concurso_asked_of_anyone_is_the_law(bot) -> None:
    ans = bot.ask("uma pessoa preta pode se inscrever pela reserva quando o certame tiver apenas cadastro de reserva?", [])
    assert ans.route == "retrieval"
    assert "art. 5º, § 3º" in ans.citations[0].label


def test_ones_own_register_only_concurso_is_the_eligibility(bot) -> None:
    ans = bot.ask("sou pardo e o certame que vou prestar é só cadastro de reserva, posso me inscrever na cota?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


def test_a_case_with_a_body_and_one_vaga_is_its_eligibility(bot) -> None:
    ans = bot.ask("numa seleção de fundação pública com 1 vaga, uma candidata preta pode concorrer pela reserva?", [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True and ans.calculation["reserved"] == 0


def test_one_vaga_asked_of_anyone_is_still_the_law(bot) -> None:
    ans = bot.ask("com uma vaga só, o candidato negro pode se inscrever como cotista?", [])
    assert ans.route == "retrieval"


@pytest.mark.parametrize("q, total, claim", [
    ("o órgão reservou 5 vagas de 18, confere?", 18, 5),
    ("separaram 2 vagas das 9 do edital pra cota", 9, 2),
])
def test_a_reserve_claimed_before_its_total(q: str, total: int, claim: int) -> None:
    ex = extract(q)
    assert ex.vacancies == total and ex.claimed_reserve == claim


@pytest.mark.parametrize("q, vagas", [("concurso da unifesp 14 vagas", 14), ("edital do ibama: 7 vagas", 7)])
def test_a_body_and_its_vagas_handed_over_get_the_reserve(bot, q: str, vagas: int) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == vagas


@pytest.mark.parametrize("q", ["concurso da prefeitura de Belém 12 vagas", "edital do governo do estado com 30 vagas"])
def test_a_body_outside_the_federal_law_handed_over_gets_the_no(bot, q: str) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_ones_own_outcome_with_the_vagas_asks_the_place(bot) -> None:
    ans = bot.ask("concurso da Funai com 40 vagas, será que eu passo?", [])
    assert ans.route == "clarify"
    assert "posição" in ans.headline_text


def test_vagas_added_to_a_cargo_of_the_table(bot) -> None:
    _, more, fix = chat(bot, "enfermeiro 8, médico 3, motorista 2: reserva por cargo?",
                        "e se vierem mais umas 3 de motorista?", "e médico com mais 1?")
    assert more.calculation["operation"] == "edital" and fix.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in more.calculation["cargos"]] == [8, 3, 5]
    assert [c["vacancies"] for c in fix.calculation["cargos"]] == [8, 4, 5]


def test_a_cargo_corrected_is_still_replaced(bot) -> None:
    _, ans = chat(bot, "enfermeiro 8, médico 3, motorista 2: reserva por cargo?", "na verdade médico são 6")
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [8, 6, 2]


def test_may_i_compete_with_the_vagas_takes_the_threads_person(bot) -> None:
    _, ans = chat(bot, "sou indígena, concurso da Funai, tenho direito?", "são 7 vagas, posso concorrer?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert {"groups", "entity"} <= set(carried_keys_of(ans))


def test_may_i_compete_with_the_vagas_alone_asks_the_group(bot) -> None:
    ans = bot.ask("o edital tem 15 vagas, eu posso concorrer?", [])
    assert ans.route == "clarify"
    assert "autodeclara" in ans.headline
