"""Round 26 (probefix26b): candidates telling their own case across turns.

Each family in sentences of the team's own: vagas added to a count ("de 8 vagas que surgiram mais 2", "e se abrirem
mais 3?"); one's places told after a count, an order or a table of cargos, in a long sentence or with the cargo named;
a place in the open list alone ("só pela ampla", "sem cota"), also after a law answer on a failed confirmation; "dá pra
usar a cota?" as whether one may; what one must be to count as a group ("pra ser considerada indígena") as the law's
definition; a year bounded by a month after it ("em 2025, depois de junho").
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.extraction.dates import extract_date
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)


def _status(vacancies: int, **kw) -> str:
    return calculator.position({"vacancies": vacancies, "today": TODAY, **kw}).status


# --- vagas added to a count ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, total", [("um edital de 8 vagas que depois surgiram mais 2, quantas de cota?", 10),
                                         ("concurso com 15 vagas e abriram mais 5", 20)])
def test_vagas_added_in_the_same_sentence_make_the_total(text, total) -> None:
    assert extract(text, TODAY).vacancies == total


def test_vagas_added_in_a_followup_are_summed_with_the_threads(bot) -> None:
    _, again = chat(bot, "edital com 7 vagas, quantas ficam pra cota?", "e se abrirem mais 3 durante a validade?")
    assert again.route == "calculator" and again.calculation["operation"] == "reserve"
    assert again.calculation["vacancies"] == 10
    assert again.calculation["reserved"] == reserved_for(10, None, TODAY)


def test_one_more_vaga_in_a_position_thread(bot) -> None:
    _, again = chat(bot, "sou o 2º da lista de cotistas e 40º na geral, o edital tem 4 vagas. entro?",
                    "e se chamarem mais uma?")
    assert again.calculation["operation"] == "position"
    assert again.calculation["status"] == _status(5, general_rank=40, reserve_rank=2, optant=True)
    assert carried_keys_of(again) == ["rank"]


# --- one's places told after a count, an order or a table ---------------------------------------------------------

def test_a_long_sentence_with_ones_places_keeps_the_threads_vagas(bot) -> None:
    _, again = chat(bot, "qual a sequencia de nomeacao num concurso de 16 vagas?",
                    "no meu caso eu fiquei na 4a posicao entre os cotistas e 61 na lista geral, vou ser nomeado em qual?")
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert again.calculation["status"] == _status(16, general_rank=61, reserve_rank=4, optant=True)
    assert carried_keys_of(again) == ["vacancies"]


def test_places_told_for_a_cargo_of_the_table_use_its_vagas(bot) -> None:
    _, again = chat(bot, "o edital tem analista com 9 vagas e agente com 4. quantas reservadas?",
                    "fiquei pra agente em 1o na cota e 12o na geral, to dentro?")
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert again.calculation["status"] == _status(4, general_rank=12, reserve_rank=1, optant=True)
    assert carried_keys_of(again) == ["vacancies"]


# --- a place in the open list alone ---------------------------------------------------------------------------------

def test_only_the_open_list_drops_the_reserve_place(bot) -> None:
    _, again = chat(bot, "fiquei 7 na geral e 1 na cota, sao 6 vagas", "e contando so pela ampla, eu passo?")
    assert again.calculation["operation"] == "position"
    assert again.calculation["status"] == _status(6, general_rank=7)
    assert carried_keys_of(again) == ["rank", "vacancies"]


def test_no_option_supposed_after_a_law_answer_resumes_the_place(bot) -> None:
    _, law, again = chat(bot, "tirei 8 na ampla e 2 na lista de cotas, edital com 6 vagas",
                         "minha autodeclaracao foi indeferida pela comissao, o que acontece?",
                         "e se eu nao tivesse optado pela cota, entraria?")
    assert law.route == "retrieval"
    assert again.route == "calculator" and again.calculation["operation"] == "position"
    assert again.calculation["status"] == _status(6, general_rank=8)


def test_a_relatives_reserve_place_is_not_the_askers_without_quota(bot) -> None:
    *_, mine = chat(bot, "meu irmao ta em 5 na lista dos cotistas e 50 na geral, 20 vagas, ele passa?",
                    "e eu, que passei em 11 na geral sem cota, nesse mesmo?")
    assert mine.calculation["operation"] == "position"
    assert mine.calculation["status"] == _status(20, general_rank=11)
    assert "reserve_rank" not in str(mine.calculation.get("inputs") or "")
    assert carried_keys_of(mine) == ["vacancies"]


# --- "dá pra usar a cota?" is whether one may -----------------------------------------------------------------------

@pytest.mark.parametrize("text", ["sou parda, daria pra pegar a reserva no pss de uma autarquia federal com 1 vaga?",
                                  "meu filho e indigena, da pra ele usar a cota no concurso do ibge com 3 vagas?"])
def test_da_pra_usar_a_cota_asks_eligibility(bot, text) -> None:
    ans = bot.ask(text)
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


# --- what one must be to count as a group ---------------------------------------------------------------------------

def test_condition_to_count_as_a_group_is_law_text_inside_a_thread(bot) -> None:
    _, law = chat(bot, "sou indigena, vou prestar o pss da funai (autarquia) com 6 vagas, posso concorrer na reserva?",
                  "e pra ser considerada indigena eu tenho que viver na aldeia?")
    assert law.route == "retrieval"


# --- a year bounded by a month after it -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, start, end", [("o edital saiu em 2025, depois de agosto", date(2025, 9, 1), date(2025, 12, 31)),
                                              ("publicado em 2025 antes de abril", date(2025, 1, 1), date(2025, 3, 31)),
                                              ("saiu depois de julho de 2025", date(2025, 8, 1), date(2025, 8, 31))])
def test_a_year_bounded_by_a_month(text, start, end) -> None:
    p = extract_date(text, TODAY).period
    assert p is not None and (p.start, p.end) == (start, end)


def test_a_bounded_year_decides_the_law_in_a_position(bot) -> None:
    ans = bot.ask("estou em 3 na lista de cotas e 25 na geral, 10 vagas, edital de 2025 depois de setembro. entro?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-15142-2025"
