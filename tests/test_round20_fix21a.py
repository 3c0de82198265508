"""Round 20 (fix21a): candidates on a phone, asking for themselves and their relatives.

Each family in sentences of the team's own: one's own group in doubt, living away from one's own land, one's own
standing named with no figure yet, "qual lei vale" in a dated thread, a rule asked to be explained, a law follow-up
pointing at the earlier subject, "pode pela cota" with the verb left out, an impossible date with a law asked, a default
group never carried, a bare place whose list comes in the reply, a count of vagas handed over with no question.
"""
from __future__ import annotations

import pytest

from tests.assistant_support import carried_keys_of, chat


def _cites(ans, fragment: str) -> bool:
    return any(fragment in c.urn for c in ans.citations)


@pytest.mark.parametrize("q", [
    "to em duvida se sou preta ou parda, da pra entrar na reserva assim?",
    "como vou saber se sou parda pra lei de cotas?",
    "sera que eu conto como negro? meu avo era preto e minha avo branca",
])
def test_ones_own_group_in_doubt_is_the_law_of_self_declaration(bot, q) -> None:
    """Unsure of one's own group: self-declaration (art. 2º, I) answers, no group is assumed for an eligibility."""
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"
    assert _cites(ans, "art2")


@pytest.mark.parametrize("q", [
    "minha esposa e indigena mas vive longe da sua aldeia faz anos, ainda tem cota?",
    "sou quilombola e moro longe do meu quilombo, perco o direito a reserva?",
])
def test_living_away_from_ones_own_land_is_the_law(bot, q) -> None:
    """"longe da minha aldeia" (a possessive between) is the same doubt art. 2º, II and III answer."""
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"


@pytest.mark.parametrize("q", ["gostaria de ver a minha classificacao", "e a minha posicao, como fica?"])
def test_ones_own_standing_without_figures_asks_for_them(bot, q) -> None:
    """One's own place named with no rank or vagas: a position question, its figures asked (never out of scope)."""
    (ans,) = chat(bot, q)
    assert ans.route == "clarify" and ans.context.get("intent") == "position"


def test_a_standing_in_a_game_stays_out(bot) -> None:
    (ans,) = chat(bot, "qual minha colocacao no torneio de volei?")
    assert ans.route == "out_of_scope"


@pytest.mark.parametrize("q", ["e que lei vale nesse caso?", "entao qual lei que vale pra ele"])
def test_which_law_holds_in_a_dated_thread_is_its_regime(bot, q) -> None:
    """"qual lei vale" after a dated edital asks that date's law (regime), not whether a law reaches someone."""
    _, ans = chat(bot, "edital publicado em 20/02/2025, 16 vagas, quantas sao de cota?", q)
    assert ans.route == "calculator" and ans.context.get("intent") == "regime"
    assert ans.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(ans) == ["edital_date"]


@pytest.mark.parametrize("q", ["pode me explicar a alternancia na hora de nomear?",
                               "explica pra mim como e a proporcionalidade na convocacao"])
def test_a_rule_asked_to_be_explained_is_law_text(bot, q) -> None:
    """"me explica a alternância" without vagas: the rule (art. 9º), not an order awaiting its vagas."""
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"
    assert _cites(ans, "art9")


def test_a_law_followup_pointing_at_its_subject_keeps_it(bot) -> None:
    """"e quem fica com a vaga no lugar dela?" after the vacated-vaga rule: that rule again (art. 7º, § 3º)."""
    _, ans = chat(bot, "se a candidata cotista nao tomar posse, oq acontece?", "e quem fica com a vaga no lugar dela?")
    assert ans.route == "retrieval"
    assert _cites(ans, "art7_par3")


def test_a_law_followup_nesse_caso_is_not_refused(bot) -> None:
    _, ans = chat(bot, "a comissao pode nao aceitar minha autodeclaracao?",
                  "e nesse caso eu continuo concorrendo na ampla ou saio do concurso")
    assert ans.route == "retrieval"
    assert _cites(ans, "art3_par2")


@pytest.mark.parametrize("q", [
    "meu primo e pardo, o concurso do ibama tem 11 vagas, ele pode pela cota?",
    "sou indigena, pss da funai (fundacao) com 6 vagas, posso pela reserva?",
])
def test_pode_pela_cota_with_the_verb_left_out_is_eligibility(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator" and ans.context.get("intent") == "eligibility"
    assert ans.calculation["eligible"] is True


def test_an_impossible_date_with_the_law_asked_is_a_regime_clarification(bot) -> None:
    (ans,) = chat(bot, "o edital saiu 30/02/2025, vale a lei nova?")
    assert ans.route == "clarify" and ans.context.get("intent") == "regime"


def test_a_default_group_is_never_carried(bot) -> None:
    """PcD vagas counted, then the old law: the group chip is a default ("sem grupo informado"), not an earlier fact."""
    *_, ans = chat(bot, "concurso da funasa com 22 vagas, quantas de cota?", "e se 2 forem pcd?", "e na lei de 2014?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(ans) == ["pcd", "vacancies"]


def test_a_bare_place_then_its_list_is_that_list(bot) -> None:
    """"passei em 2" (vagas asked), then "na lista dos cotistas, 9 vagas": the place is in the reserve list."""
    first, ans = chat(bot, "passei em 2", "na lista dos cotistas, sao 9 vagas")
    assert first.route == "clarify"
    assert ans.route == "calculator" and ans.context.get("intent") == "position"
    assert ans.calculation["status"] == "inside" and ans.calculation["best"]["list"] == "quota"
    assert carried_keys_of(ans) == []  # round 23: the clarified question completed, nothing carried


def test_a_bare_place_then_the_general_list(bot) -> None:
    _, ans = chat(bot, "fiquei em 9", "na ampla, 20 vagas")
    assert ans.calculation["list"] == "open"


def test_a_count_handed_over_is_its_reserve_and_carries(bot) -> None:
    """"o concurso tem 17 vagas" with no question: the reserve of those vagas; the next question carries them."""
    first, ans = chat(bot, "meu concurso tem 17 vagas", "quantas dessas sao reservadas?")
    assert first.route == "calculator" and first.context.get("intent") == "reserve"
    assert ans.route == "calculator" and "vacancies" in carried_keys_of(ans)
