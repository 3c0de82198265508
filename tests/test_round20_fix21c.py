"""Round 20 (fix21c): messy threads (forwards, pasted questions, corrections, "why did it come out so").

Each family in sentences of the team's own: a why asked of the result just computed, numbered sub-questions in a
pasted message, the PcD rate said in a clause after the PcD list, whether a law still governs any concurso, a
supposition on the earlier law subject, someone else's place in the reserve list, "a lei X vale?" for a state or
city body, "quanto fica pra cota" beside a body, the cotista enrolling where no vaga is reserved.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, reserved_for


@pytest.mark.parametrize("why", ["pq deu 7?", "mas por que ficou 7 e não 8?", "de onde veio esse 7?",
                                 "como você chegou nesse resultado?"])
def test_why_the_count_came_out_so_is_the_calculation_again(bot, why) -> None:
    """A why of the figure just given is answered by that calculation's own steps, every figure carried."""
    first, ans = chat(bot, "quantas vagas de cota num concurso de 23 vagas?", why)
    assert first.route == "calculator"
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(23, None, date.today())
    assert carried_keys_of(ans) == ["vacancies"]


def test_why_a_place_depends_keeps_the_place(bot) -> None:
    _, ans = chat(bot, "sou optante, 12º na geral, 3 optantes acima de mim, 10 vagas: entro?",
                  "pq esse resultado?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert carried_keys_of(ans) == ["rank", "vacancies"]


@pytest.mark.parametrize("law_turn", ["por que mudou de 20 pra 30%?", "de onde saiu isso?"])
def test_why_of_the_rate_or_the_basis_stays_law_text(bot, law_turn) -> None:
    """A why naming a rate asks the rule; "de onde saiu isso?" with no figure asks the dispositivos (basis)."""
    _, ans = chat(bot, "quantas de cota num edital de 14 vagas?", law_turn)
    assert ans.route == "retrieval"


def test_numbered_sub_questions_count_nothing() -> None:
    ex = extract("repassando: concurso de 9 vagas. 1) quantas reservadas? 2) e pra ampla, quantas?")
    assert ex.vacancies == 9 and ex.numbers == [9]


def test_numbered_sub_questions_are_answered(bot) -> None:
    (ans,) = chat(bot, "me mandaram isso:\n'edital federal, 13 vagas: 1) quantas vão pra cota? 2) quantas sobram?'")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(13, None, date.today())


@pytest.mark.parametrize("q, rate", [
    ("28 vagas; e pcd, quantas, se o edital fala em 10%?", "10%"),
    ("40 vagas: quantas de cota? e pra pcd, que no edital é de 8%?", "8%"),
    ("quantas pcd num edital de 20 vagas com 10% pra negros?", None),
])
def test_the_pcd_rate_said_in_a_clause_of_its_own(q, rate) -> None:
    assert extract(q).pcd_percentage == rate


@pytest.mark.parametrize("q", ["a 12.990 continua valendo pra algum edital hoje?",
                               "e essa lei de 2014, ainda se aplica a algum concurso?"])
def test_whether_a_law_still_governs_any_concurso_is_law_text(bot, q) -> None:
    _, ans = chat(bot, "edital de 2023 com 10 vagas, quantas de cota?", q)
    assert ans.route == "retrieval"


def test_a_supposition_on_the_law_subject_is_law_text(bot) -> None:
    _, ans = chat(bot, "qual a punição pra quem mente na autodeclaração?", "e se a pessoa já tiver tomado posse?")
    assert ans.route == "retrieval"


def test_someone_elses_place_in_the_reserve_list_is_a_position(bot) -> None:
    _, ans = chat(bot, "concurso com 8 vagas, quantas de cota?",
                  "meu primo ficou em 2º na lista dos cotistas, é chamado em qual nomeação?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert carried_keys_of(ans) == ["vacancies"]


def test_a_law_asked_for_a_city_body_is_the_eligibility(bot) -> None:
    (ans,) = chat(bot, "sou parda e vou prestar concurso da prefeitura de Recife, a lei 15.142 vale?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_how_much_goes_to_the_quota_beside_a_body_is_the_count(bot) -> None:
    (ans,) = chat(bot, "edital do ibama com 31 vagas, quanto fica pra cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(31, None, date.today())


def test_the_cotista_enrolling_with_one_vaga_is_law_text(bot) -> None:
    _, ans = chat(bot, "pss com 4 vagas, quantas de cota?", "e num edital de 1 vaga só, os cotistas podem concorrer?")
    assert ans.route == "retrieval"


def test_a_body_of_ones_own_state_is_a_state_body(bot) -> None:
    (ans,) = chat(bot, "sou pardo e quero prestar pro tribunal de contas do meu estado, posso ir pela cota da lei federal?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_the_optants_ahead_all_in_the_open_list_are_both_counts(bot) -> None:
    """"3 cotistas na minha frente" then "esses 3 passaram na ampla": both facts reach the calculator (1st of the reserve)."""
    import calculator
    from calculator import PositionInput

    _, ans = chat(bot, "sou cotista, 11º na geral, 3 cotistas na minha frente, 9 vagas, passo?",
                  "e se esses 3 cotistas entraram na ampla?")
    want = calculator.position(PositionInput(vacancies=9, general_rank=11, optant=True, optants_ahead=3,
                                             optants_in_open=3, today=date.today()))
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == want.status == "inside"
