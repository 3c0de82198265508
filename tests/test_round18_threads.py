"""Round 18 (issue 10): what a follow-up means is decided by the thread before it.

Wordings are this round's own. A place asked in the first person ("em que vaga serei chamada?") is one's own position,
and its answer keeps that intent; "ele"/"ela" in a position or eligibility thread is the thread's person (the figures
carry, the answer keeps the third person); a figure added with "isso muda a reserva?" recalculates; an edital's own
reserve ("só separaram 2") is a count to check, never the vagas; "N cotistas na frente", "um concurso desses", "nesse de
dd/mm" and a cargo named by its head word read against the thread.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant

from .assistant_support import carried_keys_of, chat
from .assistant_support import reserved_for as _reserved_for


def reserved_for(n: int, edital_date: str | None = None) -> int:
    return _reserved_for(n, edital_date, date.today())


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


@pytest.mark.parametrize("q", ["em qual vaga eu serei chamada?", "sou nomeado em que posição?"])
def test_own_nomination_place_is_the_position(bot: Assistant, q: str) -> None:
    """Where I am called is my own position (place and vagas asked for), not the order of all cotistas."""
    ans = bot.ask(q)
    assert ans.route == "clarify" and ans.context["intent"] == "position"


def test_the_clarified_position_survives_its_answer(bot: Assistant) -> None:
    """The reply to the clarification (a reserve-list place and the vagas) answers the position asked, not an order."""
    _, ans = chat(bot, "em qual vaga eu serei chamada?", "sou a 3ª da lista de cotas e são 15 vagas")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == "inside"


def test_a_place_asked_of_the_threads_person_is_their_position(bot: Assistant) -> None:
    """"em que chamada ela deve entrar?" after a friend's position: the same friend and figures, never the law's text."""
    first, ans = chat(bot, "minha amiga ficou em 18º na geral, não concorre pela cota, o edital tem 22 vagas. ela passa?",
                      "em que chamada ela deve entrar?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert carried_keys_of(ans) == ["rank", "vacancies"]
    assert ans.calculation["status"] == first.calculation["status"]
    assert "você" not in ans.headline


def test_third_person_survives_a_follow_up(bot: Assistant) -> None:
    """A follow-up that only changes the vagas keeps talking about "ele", not "você"."""
    first, ans = chat(bot, "soube que o candidato 33º geral e 4º da lista de cotistas, num concurso de 26 vagas, ele entra?",
                      "e se fossem 14 vagas?")
    assert "ele" in first.headline and "você" not in first.headline
    assert ans.calculation["operation"] == "position" and "você" not in ans.headline and "ele" in ans.headline


def test_a_new_figure_with_does_it_change_the_reserve_recalculates(bot: Assistant) -> None:
    """"o edital prevê também 2 vagas PcD, isso muda a reserva?": the reserve again with the PcD vagas, vagas carried."""
    _, ans = chat(bot, "concurso de 22 vagas, quantas ficam pra cota?", "o edital prevê também 2 vagas PcD, isso muda a reserva?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["pcd"] == 2 and ans.calculation["reserved"] == reserved_for(22)
    assert carried_keys_of(ans) == ["vacancies"]


@pytest.mark.parametrize("claim", ["mas só separaram 3 vagas pra cota, tá certo?", "o edital reservou apenas 3, confere?"])
def test_an_editals_claimed_reserve_is_not_the_vagas(bot: Assistant, claim: str) -> None:
    """The edital's own reserve said after a count is checked against the calculator's, over the thread's vagas."""
    _, ans = chat(bot, "são 17 vagas no edital, quantas vão pra reserva racial?", claim)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 17 and ans.calculation["reserved"] == reserved_for(17)
    assert carried_keys_of(ans) == ["vacancies"]


def test_the_threads_person_with_another_group_after_a_law_answer(bot: Assistant) -> None:
    """"e se ela se declarar preta?" after a law answer: the eligibility again, for the same person and selection."""
    *_, ans = chat(bot, "minha colega é amarela, ela pode concorrer na cota do concurso do IBAMA?",
                   "quem faz a heteroidentificação?", "e se ela se declarar preta?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True and carried_keys_of(ans) == ["entity", "process"]


def test_optants_ahead_without_possessive_are_not_vagas(bot: Assistant) -> None:
    """"e se tiver 5 cotistas na frente?" changes the optants ahead; the thread's 12 vagas stay."""
    _, ans, count = chat(bot, "o edital tem 12 vagas, sou cotista, 16º na geral, com 1 cotista na minha frente. entro?",
                         "e se tiver 5 cotistas na frente?", "e quantas são de cota nesse concurso?")
    assert ans.calculation["operation"] == "position" and carried_keys_of(ans) == ["rank", "vacancies"]
    assert count.calculation["vacancies"] == 12 and count.calculation["reserved"] == reserved_for(12)


def test_a_concurso_like_that_one_keeps_its_date(bot: Assistant) -> None:
    """"e num edital desses com 20 vagas?" after a 2016 edital's law: the same date (old law), with these vagas."""
    *_, ans = chat(bot, "qual lei valia pra edital de março de 2016?", "e num edital desses com 20 vagas, quantas de cota?")
    assert ans.calculation["operation"] == "reserve" and ans.calculation["regime"] == "lei-12990-2014"
    assert ans.calculation["reserved"] == reserved_for(20, "2016-03-01") and "edital_date" in carried_keys_of(ans)


def test_a_day_and_month_of_the_threads_edital_keep_its_year(bot: Assistant) -> None:
    """"nesse de 10/07 com 9 vagas" after the edital of 10/07/2025: that edital, its year carried."""
    *_, ans = chat(bot, "edital publicado em 10/07/2025, qual lei vale?", "nesse de 10/07 com 9 vagas, quantas cotas?")
    assert ans.calculation["reserved"] == reserved_for(9, "2025-07-10") and carried_keys_of(ans) == ["edital_date"]


def test_a_cargo_corrected_by_its_head_word(bot: Assistant) -> None:
    """"corrigindo: analista tem 10, não 7" fixes that cargo of the earlier table; the corrected table is the person's
    own statement, not said to be carried (round 24: the blind writers' convention)."""
    _, ans = chat(bot, "quadro de vagas: Analista Ambiental 7 vagas; Motorista Oficial 2; Agente Administrativo 6. Reserva por cargo?",
                  "corrigindo: analista tem 10, não 7")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [10, 2, 6]
    assert carried_keys_of(ans) == []


def test_the_askers_group_is_not_said_to_change_a_count(bot: Assistant) -> None:
    """"e quantas são de cota nesse?" after "sou preta, posso?": the count uses the vagas; the asker's group changes no
    figure, so it is not named as carried."""
    _, ans = chat(bot, "sou preta e vou prestar o concurso dos Correios, 40 vagas, posso usar a cota?",
                  "e quantas são de cota nesse?")
    assert ans.calculation["operation"] == "reserve" and ans.calculation["reserved"] == reserved_for(40)
    assert "groups" not in carried_keys_of(ans) and "vacancies" in carried_keys_of(ans)


@pytest.mark.parametrize("follow", ["beleza e em que ordem os cotistas são nomeados", "show e a ordem de chamada?"])
def test_an_acknowledgement_without_comma_still_continues(bot: Assistant, follow: str) -> None:
    """"beleza e ..." with no comma is the same continuation as "beleza, e ...": the order of the thread's vagas."""
    _, ans = chat(bot, "edital com 24 vagas, qual a reserva?", follow)
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["vacancies"] == 24 and carried_keys_of(ans) == ["vacancies"]


def test_the_steps_speak_of_the_third_person_too(bot: Assistant) -> None:
    """A position about a sister: neither the headline nor the calculator's steps say "você" or "sua posição"."""
    ans = bot.ask("minha prima é cotista, 40ª na geral, 15 vagas, ela passa?")
    assert ans.calculation["operation"] == "position"
    assert not any("você" in s or "sua posição" in s or "sua frente" in s for s in [ans.headline, *ans.steps])


def test_a_covered_pss_carried_into_a_count_is_not_named(bot: Assistant) -> None:
    """A PSS of an autarquia reserves the same count as its concurso (art. 1º, II): carried into "e com 1 vaga só?"
    it changes no figure, so no chip; the same PSS moved to a sociedade de economia mista changes the answer and is."""
    _, one, other = chat(bot, "processo seletivo simplificado do ICMBio, 6 vagas, quantas são de cota?",
                         "e com 1 vaga só?", "e se fosse do Banco do Brasil?")
    assert one.calculation["reserved"] == 0 and carried_keys_of(one) == []
    assert "process" in carried_keys_of(other)
