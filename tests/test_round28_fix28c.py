"""Round 28 (fix28c): families behind holdout26's conversation failures, in sentences of the team's own.

- one law picked among the two ("qual das duas leis", "qual dessas normas") for a dated edital is its regime;
- a feminine ordinal after a supposed or compound placing verb ("se tivesse passado em 4a") is a place;
- the meaning of a term asked with the term pointed at ("o que isso quer dizer?") is the law's text;
- "uma das 12 for para PcD": one of the vagas counted, not an article;
- the number of the call asked ("é chamado em qual número?") is the order of nomination.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat

TODAY = date(2026, 12, 5)


def _plan(q: str):
    return plan(q, None, TODAY)


# --- one of the two laws picked for a dated edital ------------------------------------------------------------------

def test_which_of_the_two_laws_for_a_dated_edital_is_its_regime() -> None:
    for q in ("o aviso do certame saiu em 02/03/2025; qual das duas leis de cota racial se aplica a ele?",
              "edital publicado em 10/07/2025: qual dessas normas de reserva racial vale?",
              "concurso com edital de 15/01/2024, qual das leis de cotas vale nesse caso?"):
        p = _plan(q)
        assert (p.route, p.intent) == ("calculator", "regime"), q


def test_the_dated_regime_carries_into_the_count(bot) -> None:
    first, last = chat(bot, "o edital saiu no diário oficial em 11/04/2025, qual das duas leis de reserva racial incide nele?",
                       "e com 15 vagas, quantas ficam na reserva?")
    assert first.calculation["operation"] == "regime" and first.calculation["regime"] == "lei-12990-2014"
    assert last.calculation["operation"] == "reserve" and last.calculation["reserved"] == 3
    assert "edital_date" in carried_keys_of(last)


# --- a feminine ordinal after a supposed placing ---------------------------------------------------------------------

def test_feminine_ordinal_after_a_supposed_placing_is_a_place() -> None:
    assert extract("e se a minha filha tivesse passado em 4a?", TODAY).rank == 4
    assert extract("e caso ela ficasse em 9a?", TODAY).rank == 9
    # a phase or a call numbered is no place
    assert extract("e se ela tivesse passado em 2a fase?", TODAY).rank is None
    assert extract("se ele tivesse ficado em 3a chamada", TODAY).rank is None


def test_feminine_place_in_the_reserve_thread_replaces_the_earlier_one(bot) -> None:
    _, last = chat(bot, "minha irmã ficou em 3a na lista de cotistas, concurso de 12 vagas, ela passa?",
                   "e se ela tivesse terminado em 6a?")
    assert last.calculation["operation"] == "position"
    assert last.calculation["status"] == "depends"  # 6th of the reserve list, 4 reserved (30% of 12)


# --- the meaning of a term pointed at --------------------------------------------------------------------------------

def test_meaning_of_a_pointed_term_is_the_law_text() -> None:
    for q in ("vi no edital a expressão 'nomeação alternada' para os cotistas, o que isso quer dizer?",
              "o edital fala em proporcionalidade na chamada dos aprovados, o que essa expressão significa?"):
        p = _plan(q)
        assert p.route == "retrieval", q


# --- "uma das N" as a count of one -----------------------------------------------------------------------------------

def test_one_of_the_vagas_becoming_pcd_is_a_count_of_one() -> None:
    assert extract("e se uma das 12 ficar para pessoa com deficiência?", TODAY).pcd == 1
    assert extract("e se uma das 10 vagas for destinada a pcd?", TODAY).pcd == 1
    # an article before the optants counted
    assert extract("sou uma das 5 cotistas aprovadas", TODAY).rank is None


def test_one_pcd_vaga_supposed_in_an_order_thread(bot) -> None:
    _, last = chat(bot, "qual a ordem de nomeação com 10 vagas?", "e se uma das 10 for para pcd, muda a ordem?")
    assert last.calculation["operation"] == "order"
    assert last.calculation["pcd_positions"] == [5]
    assert "vacancies" in carried_keys_of(last)


# --- the number of the call ------------------------------------------------------------------------------------------

def test_number_of_the_call_asked_is_the_order() -> None:
    p = _plan("o primeiro cotista é convocado em qual número da lista de nomeações?")
    assert (p.route, p.intent) == ("clarify", "order")
    p = _plan("com 12 vagas, o segundo negro aprovado é chamado em que número?")
    assert (p.route, p.intent) == ("calculator", "order")


def test_number_of_the_call_then_the_vagas(bot) -> None:
    first, last = chat(bot, "o cotista mais bem colocado é nomeado em que número da fila?",
                       "são 11 vagas")
    assert first.route == "clarify"
    assert last.calculation["operation"] == "order"
    assert last.calculation["quota_positions"][0] == 2
