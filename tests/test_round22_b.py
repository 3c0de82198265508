"""Round 22 (probe 22b, HR staff and bancas checking an edital): families in the team's own sentences.

An impossible date corrected in the next message (the vagas wait for it); an enumerated list whose last count ends
a sentence ("2) contador: 3."); a reserve claimed cargo by cargo ("reservamos 5, 1 e 1"); a ranked person's call
asked in a follow-up ("em que nomeação?"); a person's eligibility asked "com base na lei federal"; a state's concurso named "do estado" with no state.
Figures from `python -m calculator`.
"""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from assistant.problems import numbers_problem
from tests.assistant_support import chat

# --- an impossible date, corrected in the reply: the other figures wait for it --------------------------------------

def test_only_the_date_is_questioned() -> None:
    assert numbers_problem(extract("quantos cotistas com 25 vagas, edital de 30/02/2025?"))[0] == "date"
    # a negative count besides it questions the figures themselves
    assert numbers_problem(extract("edital de 30/02/2025 com -4 vagas, quantos cotistas?"))[0] == "numbers"


@pytest.mark.parametrize("reply", ["perdão, era 28/02/2025", "o certo é 28/02/2025", "28/02/2025"])
def test_the_corrected_date_keeps_the_vagas(bot, reply) -> None:
    first, ans = chat(bot, "quantos cotistas num concurso com 25 vagas, edital de 30/02/2025?", reply)
    assert first.route == "clarify"
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 25
    assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 5  # 20% de 25


def test_the_corrected_date_keeps_the_operation(bot) -> None:
    _, ans = chat(bot, "edital de 31/04/2025, 12 vagas e 1 pcd, me passa a ordem de nomeação", "a data certa é 30/04/2025")
    assert ans.route == "calculator"
    assert ans.calculation["quota_positions"] == [3, 8] and ans.calculation["pcd_positions"] == [5]


def test_the_corrected_date_answers_the_law_asked(bot) -> None:
    first, ans = chat(bot, "que lei de cotas rege o edital de 29/02/2025?", "foi 27/02/2025, me confundi")
    assert first.route == "clarify" and first.context.get("intent") == "regime"
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"


# --- an enumerated list: only the marks that go on counting are masked ------------------------------------------------

def test_the_last_row_of_a_numbered_list_keeps_its_count() -> None:
    ex = extract("Vagas do edital: 1) Escriturário: 12; 2) Contador: 3. Qual a cota de cada?")
    assert [c.vacancies for c in ex.cargos] == [12, 3]


def test_numbered_sub_questions_are_still_masked() -> None:
    ex = extract("8 vagas: 1) quantas reservadas? 2) quantas na ampla?")
    assert ex.vacancies == 8 and ex.numbers == [8]


def test_a_numbered_table_answered_per_cargo(bot) -> None:
    ans = bot.ask("Quadro: 1) Escriturário: 12; 2) Contador: 3. Qual a cota de cada?")
    assert ans.route == "calculator" and [c["reserved"] for c in ans.calculation["cargos"]] == [4, 1]


# --- a reserve claimed cargo by cargo is a claim, not a total of vagas ----------------------------------------------

@pytest.mark.parametrize("claim", ["Destinamos 3, 2 e 1 aos cotistas, confere?",
                                   "Foram reservadas 3, 2 e 1 vagas, respectivamente. Está certo?"])
def test_claimed_reserve_per_cargo(bot, claim) -> None:
    question = f"Cargos: revisor com 9 vagas, editor com 6 e diagramador com 2. {claim}"
    ex = extract(question)
    assert ex.cargos_total is None and ex.claimed_counts == [3, 2, 1]
    ans = bot.ask(question)
    assert ans.route == "calculator"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [3, 2, 1] and ans.calculation["reserved_total"] == 6


# --- a ranked person's call asked in a follow-up is that person's position ------------------------------------------

@pytest.mark.parametrize("follow", ["e a 3ª colocada da lista de cotistas é chamada em que nomeação?",
                                    "e quem ficou em 3º na reserva, entra em qual convocação?"])
def test_a_place_called_in_a_follow_up(bot, follow) -> None:
    _, ans = chat(bot, "concurso com 14 vagas, quantas de cota?", follow)
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == "inside"


# --- a person's case asked "com base na lei federal" is that person's eligibility -----------------------------------

@pytest.mark.parametrize("question", [
    "Servidora quilombola vai prestar concurso do município (18 vagas); com base na lei federal ela pode optar pela reserva?",
    "candidato preto, concurso da prefeitura com 9 vagas, pela base da lei 15.142 ele pode se inscrever na cota?",
])
def test_a_persons_case_with_the_basis_named(bot, question) -> None:
    ans = bot.ask(question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


# --- "o concurso do estado", no state named: a state's selection, outside the federal law ----------------------------

def test_a_state_selection_without_its_name(bot) -> None:
    assert extract("o processo seletivo do estado tem 6 vagas").entity == "estadual"
    assert extract("trabalho numa empresa do estado").entity is None
    ans = bot.ask("Uma candidata parda perguntou se pode usar a cota federal no certame do Estado, que tem 22 vagas.")
    assert ans.route == "calculator" and ans.calculation["eligible"] is False
