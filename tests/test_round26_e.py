"""Round 26 (probefix26e): law threads that turn into figures and back.

Families, each in sentences of the team's own: a law follow-up whose only subject is a pronoun (its time, its term, what
it reaches later, whether it is lawful, what changed) refused for want of a domain word; a rule just answered applied to
a case told with its vagas ("mostra isso num edital de 8"), and a PcD count told after the whole ("concurso de 12 com 2
pcd"); a count asked in the old law's frame after a law answer about that law; one's own count asked after a law answer
(its vagas asked); the reversion asked by who takes the vagas; chat's "tô em N" as one's place; a federal selection named
after another quota; a dated edital after "desde quando vale?"; the law's rate asked since when.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.law_cues import lawful_that, rule_of_that
from assistant.routing_eval import find_expected
from tests.assistant_support import carried_keys_of, chat

TODAY = date(2026, 12, 2)


def _op(ans) -> str | None:
    return (ans.calculation or {}).get("operation")


# --- a pronoun-led law follow-up: the rule just answered, not out of scope ------------------------------------------

@pytest.mark.parametrize("first, then", [
    ("o que a lei diz sobre a comissão que confirma a autodeclaração?", "e ela é reavaliada a cada quanto tempo?"),
    ("o que a lei fala da alternância na nomeação dos aprovados?", "e essa ordem continua valendo depois na carreira?"),
    ("o que diz a lei sobre o percentual reservado?", "isso vigora a partir de quando?"),
])
def test_a_pronoun_law_followup_after_a_law_answer_is_law_text(bot, first, then) -> None:
    a, b = chat(bot, first, then)
    assert a.route == "retrieval"
    assert b.route == "retrieval" and b.citations


def test_the_term_of_the_confirmation_board_is_its_review_clause(bot) -> None:
    _, b = chat(bot, "quem compõe a banca que confere a autodeclaração?", "e ela é reavaliada a cada quanto tempo?")
    assert any("15142!art3_par3" in c.urn for c in b.citations)


def test_lawfulness_of_a_figure_just_computed_shows_its_dispositivos(bot) -> None:
    a, b = chat(bot, "edital com 14 vagas, quantas vão pra reserva?", "e isso está correto segundo a lei?")
    assert a.route == "calculator"
    assert b.route == "retrieval" and any("15142!art1" in c.urn or "15142!art5" in c.urn for c in b.citations)


def test_what_changed_in_the_rate_after_a_regime_answer_is_law_text(bot) -> None:
    a, b = chat(bot, "edital publicado em 20/08/2025 segue que lei?", "e o que muda na porcentagem?")
    assert a.route == "calculator" and _op(a) == "regime"
    assert b.route == "retrieval"


def test_rule_of_that_needs_a_pronoun_subject_and_no_figure() -> None:
    assert rule_of_that(extract("e isso continua valendo depois?", TODAY), {})
    assert not rule_of_that(extract("e isso com 12 vagas?", TODAY), {"vacancies": 12})
    assert not rule_of_that(extract("a lei vale desde quando?", TODAY), {})  # a subject of its own: the rules' already
    assert lawful_that(extract("e isso está certo pela lei?", TODAY), {})
    assert not lawful_that(extract("e isso vale desde quando?", TODAY), {})


# --- a rule applied to a case told with its vagas ---------------------------------------------------------------------

def test_the_order_rule_shown_on_a_case_is_the_order(bot) -> None:
    _, b = chat(bot, "como funciona a alternância na convocação dos cotistas?", "mostra isso num edital de 8 vagas")
    assert b.route == "calculator" and _op(b) == "order"
    assert find_expected(b.calculation, "quota_positions") == [2, 5]


def test_a_pcd_count_after_an_order_answer_keeps_the_order(bot) -> None:
    _, _, c = chat(bot, "como funciona a alternância na convocação dos cotistas?", "e a pessoa com deficiência, entra onde nessa ordem?",
                   "num certame de 12 com 2 vagas pra pcd, como fica?")
    assert c.route == "calculator" and _op(c) == "order"
    assert find_expected(c.calculation, "pcd_positions")  # PcD places named


@pytest.mark.parametrize("text, vagas, pcd", [
    ("num certame de 12 com 2 vagas pra pcd", 12, 2),
    ("seleção de 20 com 1 pcd, qual a ordem", 20, 1),
])
def test_a_pcd_count_told_after_the_whole_leaves_the_whole_as_vagas(text, vagas, pcd) -> None:
    ex = extract(text, TODAY)
    assert ex.vacancies == vagas and ex.pcd == pcd


def test_a_count_of_stages_is_still_no_vagas() -> None:
    assert extract("concurso de 3 etapas com 2 pcd", TODAY).vacancies is None


# --- the old law's frame carried into a count asked after it -------------------------------------------------------

def test_a_count_after_an_old_law_answer_is_counted_under_that_law(bot) -> None:
    _, b = chat(bot, "pela lei 12.990 quem tinha direito à reserva?", "e num concurso de 15, quantas seriam?")
    assert b.route == "calculator" and _op(b) == "reserve"
    assert find_expected(b.calculation, "regime") == "lei-12990-2014"
    assert find_expected(b.calculation, "reserved") == 3
    assert carried_keys_of(b) == ["edital_date"]


def test_a_new_concurso_after_an_old_law_answer_is_counted_today(bot) -> None:
    _, b = chat(bot, "pela lei 12.990 quem tinha direito à reserva?", "e num concurso novo de 15, quantas seriam?")
    assert find_expected(b.calculation, "regime") == "lei-15142-2025"
    assert carried_keys_of(b) == []


def test_a_count_after_a_new_law_answer_carries_nothing(bot) -> None:
    _, b = chat(bot, "a lei 15.142 vale pra autarquia?", "e num concurso de 15, quantas seriam?")
    assert find_expected(b.calculation, "reserved") == 5 and carried_keys_of(b) == []


# --- one's own count asked after a law answer: its vagas asked ------------------------------------------------------

def test_ones_own_count_after_a_law_answer_asks_the_vagas(bot) -> None:
    _, b, c = chat(bot, "a reserva incide sobre quais vagas?", "e no meu edital, quantas ficariam?", "são 9")
    assert b.route == "clarify" and b.context.get("intent") == "reserve"
    assert c.route == "calculator" and find_expected(c.calculation, "reserved") == 3


# --- single questions: the reversion by its taker, chat's "tô em", the rate since when -------------------------------

def test_vagas_left_unfilled_asked_by_who_takes_them_is_the_reversion(bot) -> None:
    ans = bot.ask("as vagas de cota não preenchidas ficam com quem?")
    assert ans.route == "retrieval" and any("15142!art8" in c.urn for c in ans.citations)


def test_chat_to_em_is_ones_place(bot) -> None:
    ans = bot.ask("tô em 15 na ampla, entro?")
    assert ans.route == "clarify" and ans.context.get("intent") == "position"


def test_the_laws_rate_asked_since_when_is_law_text(bot) -> None:
    assert bot.ask("esses 30% valem a partir de quando?").route == "retrieval"


# --- a federal selection after another quota; a dated edital after "desde quando" ------------------------------------

def test_a_federal_selection_after_another_quota_is_the_laws_reach(bot) -> None:
    a, b = chat(bot, "tem cota racial pra entrar na faculdade pelo enem?", "e pra concurso de técnico de universidade federal?")
    assert a.route == "out_of_scope"
    assert b.route == "retrieval"


def test_a_dated_edital_after_since_when_is_its_regime(bot) -> None:
    _, b = chat(bot, "a partir de quando vale a lei nova?", "e pra um edital que saiu em março de 2025?")
    assert b.route == "calculator" and _op(b) == "regime"
    assert find_expected(b.calculation, "regime") == "lei-12990-2014"
