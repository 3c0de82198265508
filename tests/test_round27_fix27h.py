"""Round 27 (fix27h): families behind holdout24's routing failures, in sentences of the team's own.

- the whole the places are picked from, set off by commas ("quais convocações, entre 8, são da cota?"), is the vagas;
- a place told "na lista específica" is a place in the optants' list, not a question on whether the lists are apart;
- a why asked of a reserve the edital states for its vagas ("por que só 4 de cota em 15 vagas?") is that count checked;
- a count of the reserve asked of a federal body's coming concurso, no group named, asks for the vagas;
- "como deve ficar a ordem no nosso concurso?": the order of one's own selection, its vagas asked for;
- where someone told only as an optant is called ("sendo cotista, em que nomeação ela entra?") is the order;
- a PcD count among "dessas vagas efetivas" is a PcD count, not a new total;
- how a group is proved ("que documento comprova...") is the law's, also after an eligibility;
- "e eu, fiquei em 2º..." after another person's place: the asker's places, the other's do not carry.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat

TODAY = date(2026, 12, 4)


def _plan(q: str):
    return plan(q, None, TODAY)


def _calc(ans):
    return ans.calculation or {}


# --- the whole after the places asked -------------------------------------------------------------------------------

def test_places_picked_from_a_whole_set_off_by_commas() -> None:
    assert extract("Quais convocações, entre 8, vão para os cotistas?", TODAY).vacancies == 8
    assert extract("que vagas, dentre as 15, ficam com a reserva racial?", TODAY).vacancies == 15
    p = _plan("Pedimos indicar quais nomeações, dentre 9, pertencem à reserva de negros.")
    assert p.route == "calculator" and p.intent == "order" and p.params.get("vacancies") == 9


def test_the_whole_is_not_a_count_of_something_else() -> None:
    assert extract("quais vagas, entre 30 candidatos, são de cota?", TODAY).vacancies is None


# --- a place in the specific list -------------------------------------------------------------------------------------

def test_a_place_in_the_specific_list_is_a_reserve_place() -> None:
    q = "sou optante, fiquei 3º colocado na lista específica, o concurso tem 12 vagas e o edital é de 2023. entro?"
    ex = extract(q, TODAY)
    assert ex.reserve_rank == 3
    p = _plan(q)
    assert p.route == "calculator" and p.intent == "position"


def test_whether_the_lists_are_apart_is_still_the_law() -> None:
    p = _plan("o cotista concorre numa lista específica ou na mesma lista da ampla?")
    assert p.route == "retrieval"


# --- a why asked of a stated reserve --------------------------------------------------------------------------------

def test_why_of_a_stated_reserve_is_the_count_checked() -> None:
    p = _plan("por que o concurso de 15 vagas só tem 4 pra cota? não era pra ter mais?")
    assert p.route == "calculator" and p.intent == "reserve" and p.params.get("vacancies") == 15


def test_why_with_another_law_cue_stays_the_law() -> None:
    p = _plan("o que a lei diz, por que o edital de 15 vagas tem 4 de cota?")
    assert p.route == "retrieval"


# --- a count or an order asked of one's own or a body's coming concurso: its vagas are asked for ---------------------

@pytest.mark.parametrize(("question", "intent"), [
    ("o ibge vai lançar concurso, dá pra saber quantas vagas vão ser reservadas pra cota racial?", "reserve"),
    ("Como deve ser a ordem de convocação dos cotistas no nosso concurso? O total de vagas não saiu ainda.", "order"),
])
def test_a_figure_of_a_coming_concurso_asks_its_vagas(question: str, intent: str) -> None:
    p = _plan(question)
    assert p.route == "clarify" and p.intent == intent and p.clarify == "vacancies"


def test_a_group_asked_of_a_body_stays_the_eligibility() -> None:
    p = _plan("um candidato pardo pode concorrer pela cota racial no concurso do ibge?")
    assert p.intent == "eligibility"


def test_how_the_order_works_in_general_is_the_law() -> None:
    assert _plan("como funciona a ordem de nomeação dos cotistas?").route == "retrieval"


# --- in a thread ------------------------------------------------------------------------------------------------------

def test_where_an_optant_is_called_after_a_reserve_is_the_order(bot) -> None:
    _, ans = chat(bot, "minha prima vai prestar um concurso de 8 vagas, quantas são de cota?",
                  "e ela, sendo cotista, seria convocada em que nomeação?")
    assert ans.route == "calculator" and ans.context.get("intent") == "order"
    out = calculator.order(calculator.OrderInput(vacancies=8, today=TODAY))
    assert _calc(ans)["quota_positions"] == out.quota_positions
    assert "vacancies" in carried_keys_of(ans)


def test_pcd_among_these_vagas_of_a_kind_is_a_pcd_count(bot) -> None:
    _, ans = chat(bot, "num concurso com 12 vagas efetivas, quantas ficam pra cota?",
                  "e se duas dessas vagas efetivas forem para pessoas com deficiência?")
    assert ans.route == "calculator" and ans.context.get("intent") == "reserve"
    assert _calc(ans).get("vacancies") == 12 and _calc(ans).get("pcd") == 2


def test_how_a_group_is_proved_after_an_eligibility_is_the_law(bot) -> None:
    _, ans = chat(bot, "meu pai é indígena, ele pode concorrer pela cota no concurso do ibama?",
                  "e que documento ele apresenta pra comprovar a condição de indígena?")
    assert ans.route == "retrieval"


def test_my_place_after_a_colleague_does_not_take_her_place(bot) -> None:
    _, ans = chat(bot, "meu amigo ficou em 4 na geral, não é cotista, concurso com 9 vagas. ele passa?",
                  "e eu, fiquei em 2 na lista de cotas?")
    assert ans.route == "calculator" and ans.context.get("intent") == "position"
    keys = carried_keys_of(ans)
    assert "vacancies" in keys and "rank" not in keys and "general_rank" not in keys
    assert ans.context.get("reserve_rank") == 2 and "general_rank" not in ans.context
