"""Round 22 (probefix22a): candidates typing on a phone about their own case or a relative's.

Each family in sentences of the team's own: the slash of "c/" left out before a count ("prova c 9 vagas"), a WhatsApp
copy whose message stamp is no edital date, the vagas told with a verb and no subject after a dated edital ("tem 9
vagas"), the case handed over as a noun phrase ("concurso de 12 vagas"), and the option for the reserve taken back in
a supposition that restates the place.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction.envelope import strip_envelope
from assistant.extraction.typos import correct_typos
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)



# --- "c" for "com" before a count -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("selecao c 14 vagas", "selecao com 14 vagas"),
    ("prova c 3 cargos e 20 vagas", "prova com 3 cargos e 20 vagas"),
    ("edital c 5% pra pcd", "edital com 5% pra pcd"),
])
def test_a_lone_c_before_a_count_is_com(text, want) -> None:
    assert correct_typos(text) == want


@pytest.mark.parametrize("text", ["tecnico classe c 4 vagas", "ver o item c 2 do edital", "nivel c 3", "abc 3"])
def test_a_c_that_names_a_level_or_item_stays(text) -> None:
    assert correct_typos(text) == text


def test_a_count_after_c_is_read_as_the_vagas(bot) -> None:
    (ans,) = chat(bot, "meu sobrinho vai prestar uma prova c 11 vagas, qnts ficam na cota?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 11
    assert ans.calculation["reserved"] == reserved_for(11, None, TODAY)


def test_a_table_told_with_c_is_each_cargos_vagas(bot) -> None:
    (ans,) = chat(bot, "edital c 2 cargos: fiscal 9 vagas e auditor 6 vagas, qnts de cota em cada?")
    assert ans.route == "calculator"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [9, 6]


def test_a_cargo_added_with_c_joins_the_table(bot) -> None:
    _, ans = chat(bot, "o edital tem fiscal 9 vagas e auditor 6, qnts reservadas?", "ah esqueci, tem tb contador c 3 vagas")
    assert ans.route == "calculator"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [9, 6, 3]


@pytest.mark.parametrize(("text", "want"), [
    ("2 vagas p deficiente", "2 vagas para deficiente"),
    ("sobra qnto p ampla?", "sobra quanto para ampla?"),
])
def test_a_lone_p_before_a_word_is_para(text, want) -> None:
    assert correct_typos(text) == want


@pytest.mark.parametrize("text", ["cargo classe p nivel 2", "art 5 p unico", "p. 12 do edital"])
def test_a_p_that_names_a_level_or_the_paragrafo_unico_stays(text) -> None:
    assert correct_typos(text) == text


def test_pcd_vagas_told_with_p_are_read(bot) -> None:
    (ans,) = chat(bot, "sao 16 vagas e 2 p deficiente, em q ordem os cotistas sao chamados?")
    assert ans.route == "calculator" and ans.calculation["pcd"] == 2
    assert ans.calculation["quota_positions"] == calculator.order(
        calculator.OrderInput(vacancies=16, pcd=2, today=TODAY)).quota_positions


# --- a WhatsApp copy: the message stamp is no edital date --------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("[08:15, 02/04/2025] Irma: concurso com 14 vagas", "concurso com 14 vagas"),
    ("[02/04/2025, 08:15:40] +55 21 99999-0000: qnts cota em 9 vagas?", "qnts cota em 9 vagas?"),
    ("02/04/2025 08:15 - Bia: tem 9 vagas\n02/04/2025 08:16 - Bia: qnts cota?", "tem 9 vagas\nqnts cota?"),
])
def test_chat_stamps_are_stripped(text, want) -> None:
    assert strip_envelope(text) == want


def test_a_dated_edital_in_the_text_stays() -> None:
    assert strip_envelope("edital de 02/04/2025 com 9 vagas") == "edital de 02/04/2025 com 9 vagas"


def test_a_forwarded_message_is_counted_by_todays_law(bot) -> None:
    """The stamp of 2025 (before 04/06/2025) must not make the count the old law's."""
    (ans,) = chat(bot, "[08:15, 02/04/2025] Irma: gente, qnts vagas de cota num concurso de 16 vagas?")
    assert ans.route == "calculator"
    assert ans.calculation["regime"] == "lei-15142-2025"
    assert ans.calculation["reserved"] == reserved_for(16, None, TODAY)


# --- the vagas told with a verb and no subject, after a dated edital ---------------------------------------------

@pytest.mark.parametrize("follow", ["sao 11 vagas, quantas ficam pra cota?", "tem 11 vagas, qnts vao pros cotistas?"])
def test_subjectless_vagas_continue_the_dated_edital(bot, follow) -> None:
    _, ans = chat(bot, "o edital do meu concurso saiu em 15/04/2025, vale qual lei?", follow)
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 11
    assert ans.calculation["regime"] == "lei-12990-2014"
    assert ans.calculation["reserved"] == reserved_for(11, "2025-04-15", TODAY)
    assert "edital_date" in carried_keys_of(ans)


def test_a_new_concurso_named_with_its_vagas_does_not_inherit_the_date(bot) -> None:
    _, ans = chat(bot, "o edital do meu concurso saiu em 15/04/2025, vale qual lei?",
                  "tem 11 vagas num outro concurso, quantas de cota?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-15142-2025"


# --- the case handed over as a noun phrase -------------------------------------------------------------------------

@pytest.mark.parametrize("q", ["concurso de 13 vagas", "um certame com 13 vagas.", "edital: 13 vagas"])
def test_a_case_told_as_a_noun_phrase_is_its_reserve(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 13
    assert ans.calculation["reserved"] == reserved_for(13, None, TODAY)


def test_the_handed_case_feeds_the_next_operation(bot) -> None:
    _, ans = chat(bot, "concurso com 13 vagas", "e a ordem de chamada?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 13
    assert ans.calculation["quota_positions"] == calculator.order(
        calculator.OrderInput(vacancies=13, today=TODAY)).quota_positions


# --- the option for the reserve taken back, with the place restated ---------------------------------------------

def test_not_having_opted_drops_the_reserve_place(bot) -> None:
    _, ans = chat(bot, "minha prima ficou em 1 na lista de cotas, sao 6 vagas, ela entra?",
                  "e se ela nao tivesse se inscrito como cotista e ficasse em 8 lugar na geral?")
    assert ans.route == "calculator"
    want = calculator.position(calculator.PositionInput(general_rank=8, vacancies=6, today=TODAY))
    assert ans.calculation["status"] == want.status
    assert "reserve_rank" not in carried_keys_of(ans)


def test_a_relative_said_not_to_have_opted_drops_the_reserve_place(bot) -> None:
    _, ans = chat(bot, "meu cunhado ficou em 2 na cota e 11 na geral, 9 vagas", "na real ele nao se inscreveu como cotista")
    assert ans.route == "calculator"
    want = calculator.position(calculator.PositionInput(general_rank=11, vacancies=9, today=TODAY))
    assert ans.calculation["status"] == want.status
    assert "reserve_rank" not in carried_keys_of(ans)
