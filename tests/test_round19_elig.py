"""Round 19 (issue 10): eligibility with bodies, selections and groups switched in threads, in the team's own wording.

"tem essa cota?" and "quer entrar pela reserva ... pode?" ask a person's eligibility; pay or allowances after taking
office are out of scope; "e se o PSS fosse de <body>?" after a law answer resumes the earlier eligibility; the group a
person declared in a law question goes on to their eligibility (not a group only weighed); institutos federais ("IFCE") are autarquias; "não tivesse marcado a cota" supposes no option.
"""
from __future__ import annotations

import pytest

from assistant import Assistant
from assistant.extraction.entities import extract_entity

from .assistant_support import carried_keys_of, chat


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


def test_city_concurso_having_that_quota_is_eligibility_no(bot: Assistant) -> None:
    """"a prefeitura tem essa cota?" with a group: eligibility "Não" (the federal law does not bind a city)."""
    ans = bot.ask("sou indígena, a prefeitura de recife tem essa reserva de 30% no concurso dela?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_wanting_the_reserve_then_asking_permission_is_eligibility(bot: Assistant) -> None:
    """A third person who "quer entrar pela reserva" in a company's concurso, "pode?": her eligibility."""
    ans = bot.ask("atendimento: o rapaz se declara amarelo e quer entrar pela reserva no concurso da Petrobras, pode?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_allowance_after_office_is_out_of_scope(bot: Assistant) -> None:
    """What a servant receives once in office is the career's statute, even asked of a group."""
    ans = bot.ask("depois da posse o servidor pardo recebe alguma gratificação especial?")
    assert ans.route == "out_of_scope"


def test_extra_vagas_are_not_an_allowance(bot: Assistant) -> None:
    """"vagas adicionais" stays the law's (vagas that open during validity), not pay."""
    ans = bot.ask("cotista tem direito a alguma vaga adicional se abrirem mais vagas durante a validade?")
    assert ans.route != "out_of_scope"


def test_pss_of_a_company_after_a_law_answer_resumes_eligibility(bot: Assistant) -> None:
    """"e se o PSS fosse de uma empresa pública?" after a law answer: the earlier eligibility, "Não" (art. 1º, II)."""
    _, _, ans = chat(bot, "minha cliente é parda, PSS temporário do IBAMA com 5 vagas, ela pode concorrer na cota?",
                     "e quem confere a autodeclaração dela?",
                     "e se o PSS fosse de uma empresa pública federal?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False
    assert "groups" in carried_keys_of(ans)


def test_declared_group_of_a_law_question_goes_on(bot: Assistant) -> None:
    """"sou quilombola, preciso morar no quilombo?" answered by the law, then the concurso: the declared group's eligibility."""
    _, ans = chat(bot, "sou quilombola mas moro em sao paulo capital, preciso morar no quilombo pra ter a cota?",
                  "o concurso e do ibama tem doze vagas, posso entrar na reserva?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True and ans.calculation["reserved"] == 4
    assert carried_keys_of(ans) == ["groups"]


def test_group_weighed_against_the_own_is_not_the_persons() -> None:
    """"sou indígena, ou a cota é só pra pretos e pardos?": the person's group is the declared one."""
    from assistant.extraction.entities import extract_groups

    assert extract_groups("sou indigena terena, vale pra mim ou e so pra pretos e pardos?") == ["indigena"]
    assert extract_groups("a cota e pra indigena ou so pra pretos e pardos?") == ["preta", "parda", "indigena"]


def test_federal_body_after_a_city_keeps_the_group(bot: Assistant) -> None:
    """"e pro concurso da UFPE?" after a city's concurso: the group comes from before, the answer is "Sim"."""
    _, ans = chat(bot, "sou preta, o concurso da prefeitura de olinda tem a cota federal?",
                  "e pro concurso da ufpe, posso?")
    assert ans.calculation["eligible"] is True
    assert "groups" in carried_keys_of(ans)


def test_instituto_federal_short_names_are_autarquias() -> None:
    """IFCE, IF Baiano, IFSP: institutos federais; "ifood" is no body."""
    assert extract_entity("concurso do ifsp")[0] == "autarquia"
    assert extract_entity("o if baiano abriu edital")[0] == "autarquia"
    assert extract_entity("trabalho no ifood")[0] is None


def test_city_then_instituto_federal_counts_the_reserve(bot: Assistant) -> None:
    """After a city's concurso, "e no do IFRN, que é federal, 13 vagas?" counts that reserve (4), nothing municipal."""
    _, ans = chat(bot, "sou pardo, o concurso da prefeitura de natal tem a cota federal?",
                  "e no concurso do ifrn que e federal com treze vagas quantas sao de cota")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 4
    assert "entity" not in carried_keys_of(ans)


def test_guarantee_for_her_is_eligibility(bot: Assistant) -> None:
    """"a lei garante cota pra ela?" with a state body: her eligibility "Não"; then "e numa autarquia?" is "Sim"."""
    first, ans = chat(bot, "concurso do tribunal estadual com 15 vagas, ela é parda. a lei federal garante cota pra ela?",
                      "e numa autarquia federal, mesmas 15 vagas?")
    assert first.calculation["operation"] == "eligibility" and first.calculation["eligible"] is False
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"] is True
    assert "groups" in carried_keys_of(ans)


def test_not_ticking_the_quota_supposes_no_option(bot: Assistant) -> None:
    """"e se eu não tivesse marcado a cota?" after a position: no option, no place in the reserve list."""
    _, ans = chat(bot, "fiquei em 3º na lista de cotas e 15º na geral, são 16 vagas, to dentro?",
                  "e se eu não tivesse marcado a cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation.get("list") != "quota"
