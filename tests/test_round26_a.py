"""Round 26 (probefix26a): HR staff working an edital table across turns.

Families, each in sentences of the team's own (never the probe's): a cargo of the table named by its head word ("no de
escriturário" for "escriturário judicial"); a follow-up after one cargo's operation that changes a fact of that case
(PcD vagas, the publication date) stays on that cargo, not the table; a cargo's PcD vagas told with its name ("o de
oficial tivesse 1 vaga pcd") are its PcD vagas, never its count; an edital supposed "novo" or "recente" is dated today; the
racial reserve asked after another quota of a federal concurso's vagas; "por que mudou? em que artigo?" after a
calculation is the calculation's basis; and a table's one-vaga cargo asked "fica sem cota?" is that cargo's count.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract, extract_date
from assistant.thread_cargos import cargo_fixed
from tests.assistant_support import carried_keys_of, chat

TODAY = date(2026, 12, 4)
TABLE = "quadro do concurso: escriturário judicial 14 vagas, oficial de justiça 6 vagas, arquivista 1 vaga. cota por cargo?"


def _order(vacancies: int, pcd: int | None = None, edital_date: str | None = None) -> list[int]:
    return calculator.order(calculator.OrderInput(vacancies=vacancies, pcd=pcd, edital_date=edital_date,
                                                  today=TODAY)).quota_positions


def _calc(ans):
    return ans.calculation or {}


# --- a cargo named by its head word ---------------------------------------------------------------------------------

def test_a_cargo_named_by_its_head_word_is_that_cargo(bot) -> None:
    _, ans = chat(bot, TABLE, "qual a ordem de nomeação no de escriturario?")
    assert ans.route == "calculator" and ans.context.get("intent") == "order"
    assert _calc(ans)["quota_positions"] == _order(14)
    assert "vacancies" in carried_keys_of(ans)


# --- a follow-up on one cargo stays on that cargo -------------------------------------------------------------------

def test_a_fact_changed_after_one_cargo_stays_on_that_cargo(bot) -> None:
    _, one, pcd, dated = chat(bot, TABLE, "como fica a ordem de chamada do oficial de justiça?",
                              "e com 2 vagas de pcd nele?", "e se a publicação tivesse sido em fevereiro de 2025?")
    assert one.context.get("intent") == "order" and _calc(one)["quota_positions"] == _order(6)
    assert pcd.context.get("intent") == "order" and _calc(pcd)["quota_positions"] == _order(6, 2)
    assert dated.context.get("intent") == "order"
    assert _calc(dated)["quota_positions"] == _order(6, 2, "2025-02-15")
    assert "cargos" not in carried_keys_of(pcd) and "vacancies" in carried_keys_of(pcd)


def test_the_whole_table_asked_again_is_the_table(bot) -> None:
    _, _, again = chat(bot, TABLE, "como fica a ordem de chamada do oficial de justiça?", "e no quadro todo, quantas?")
    assert again.context.get("intent") == "edital"


# --- a cargo's PcD vagas told with its name -------------------------------------------------------------------------

def test_pcd_vagas_after_a_cargo_name_are_not_its_count() -> None:
    cargos = [["oficial de justica", 6], ["arquivista", 1]]
    assert cargo_fixed(extract("e caso o de oficial de justica tenha 1 vaga pcd?", TODAY), cargos) is None
    assert cargo_fixed(extract("e se o oficial de justica tiver 2 para pessoas com deficiencia?", TODAY), cargos) is None
    assert cargo_fixed(extract("o oficial de justica na verdade tem 9", TODAY), cargos) == [["oficial de justica", 9],
                                                                                           ["arquivista", 1]]


def test_a_cargos_pcd_vagas_ask_that_cargos_reserve(bot) -> None:
    _, ans = chat(bot, TABLE, "e caso o de escriturario tenha 1 vaga pcd?")
    assert ans.route == "calculator" and ans.context.get("intent") == "reserve"
    assert ans.context.get("vacancies") == 14 and ans.context.get("pcd") == 1
    assert _calc(ans)["reserved"] == calculator.reserve(calculator.ReserveInput(vacancies=14, today=TODAY)).reserved


# --- an edital supposed new is dated today --------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["e se fosse um edital recente?", "e se o edital fosse novo?", "sendo edital recente, muda?"])
def test_an_edital_supposed_new_is_dated_today(text) -> None:
    assert extract_date(text, TODAY).date == TODAY


def test_a_new_edital_told_is_no_date() -> None:
    assert extract_date("vamos publicar um edital novo com 8 vagas", TODAY).date is None


def test_an_old_case_supposed_new_is_recounted(bot) -> None:
    _, ans = chat(bot, "edital de março de 2024 com 4 vagas, quantas reservadas?", "e se o edital fosse novo?")
    assert ans.route == "calculator" and _calc(ans)["regime"] == "lei-15142-2025"
    assert "vacancies" in carried_keys_of(ans)


# --- the racial reserve after another quota -------------------------------------------------------------------------

def test_the_racial_reserve_after_another_quota_of_a_concurso(bot) -> None:
    other, ans = chat(bot, "concurso federal com 12 vagas, tem reserva pra mulheres?", "e pros negros?")
    assert other.route == "out_of_scope"
    assert ans.route == "calculator" and ans.context.get("intent") == "reserve"
    assert _calc(ans)["reserved"] == calculator.reserve(calculator.ReserveInput(vacancies=12, today=TODAY)).reserved
    assert "vacancies" in carried_keys_of(ans)


def test_the_racial_reserve_after_a_vestibular_stays_out(bot) -> None:
    _, ans = chat(bot, "no vestibular com 30 vagas, quantas vão pra escola publica?", "e pra cota racial?")
    assert ans.route == "out_of_scope"


# --- why, with the article asked -------------------------------------------------------------------------------------

def test_why_with_the_article_asked_is_the_basis(bot) -> None:
    _, _, ans = chat(bot, "quantas de cota com 7 vagas?", "e num edital de 2022?", "ta, mas por que mudou? qual artigo fala disso?")
    assert ans.route == "retrieval"
    assert any("12.990" in c.label for c in ans.citations)


# --- a table's one-vaga cargo asked without reserve -------------------------------------------------------------------

def test_a_table_cargo_with_one_vaga_asked_without_reserve_is_counted(bot) -> None:
    _, ans = chat(bot, TABLE, "e o arquivista com 1 vaga fica sem cota nenhuma?")
    assert ans.route == "calculator" and ans.context.get("intent") == "reserve"
    assert _calc(ans)["reserved"] == 0
