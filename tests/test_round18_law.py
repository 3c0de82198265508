"""Round 18 (issue 10), law vs calculator vs out of scope: a doubt set against a declared group (looks, a document,
living outside the aldeia, the board's verdict) is the text on self-declaration; the concurrent competition in the
reserve and the ampla is art. 7º; asking for the quota where fewer than 2 vagas exist is art. 5º, § 3º; what a norm
spoke of, a question headed by a norm's name and the law's own date are law text; whether a body must reserve, asked
of it by no one in particular or by its own staff, is art. 1º; a dated edital asked whether it had the reserve is its
regime; a relative's eligibility in a state's concurso is the eligibility answer ("Não"); holding two posts and the
marks a past candidate needed are out of scope. Sentences are the team's own; figures come from the calculator."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from tests.assistant_support import carried_keys_of, chat, reserved_for

TODAY = date(2026, 12, 4)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(today=lambda: TODAY)


def _cites(ans, *suffixes: str) -> bool:
    return any(c.urn in {f"{NEW}!{s}" for s in suffixes} for c in ans.citations)


@pytest.mark.parametrize("q", [
    "sou parda mas meu cabelo é liso, ainda assim consigo a cota?",
    "tenho direito à reserva sendo indígena se vivo na capital, fora da comunidade?",
    "me considero preto, mas e se a comissão disser que não sou, perco a cota?",
    "minha carteira de identidade não diz a raça, mas sou parda, tenho direito à cota?",
])
def test_a_doubt_against_ones_declared_group_is_the_self_declaration_text(bot, q):
    """Self-declaration and its confirmation (arts. 2º, 3º) answer these, not an eligibility "Sim" for the group."""
    ans = bot.ask(q)
    assert ans.route == "retrieval"
    assert _cites(ans, "art2_inc1", "art2_inc2", "art2", "art3", "art3_cpt", "art3_par1", "art3_par2", "art4_cpt")


def test_a_doubt_with_a_body_named_stays_that_bodys_eligibility(bot):
    """A body named makes it one's case: the eligibility operation answers (it cites art. 3º's confirmation)."""
    ans = bot.ask("sou pardo de pele clara mas quero tentar a cota no concurso do INSS, posso?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


def test_competing_in_the_reserve_and_the_ampla_together_is_article_7(bot):
    ans = bot.ask("dá pra disputar pela cota e pela ampla de uma vez só?")
    assert ans.route == "retrieval" and _cites(ans, "art7", "art7_cpt", "art7_par1")


def test_asking_for_the_quota_with_a_single_vaga_is_article_5_paragraph_3(bot):
    """Fewer than 2 vagas: enrolling through the reserve is art. 5º, § 3º word for word, also for a generic candidate."""
    for q in ("se o edital só tiver 1 vaga eu consigo pedir cota mesmo assim?",
              "numa seleção de 1 vaga, um candidato pardo ainda pode se inscrever na reserva?"):
        ans = bot.ask(q)
        assert ans.route == "retrieval" and _cites(ans, "art5_par3"), q


def test_what_the_old_law_spoke_of_is_law_text(bot):
    ans = bot.ask("a lei de 2014 tratava de heteroidentificação também?")
    assert ans.route == "retrieval"


def test_a_question_headed_by_the_law_is_that_laws_text(bot):
    """"Lei 15.142: ..." asks its content; the order it names waits for no vagas."""
    ans = bot.ask("Lei 15.142: a ordem de nomeação considera também as vagas de PcD?")
    assert ans.route == "retrieval"


def test_the_laws_own_date_is_law_text_not_an_edital_year_to_ask(bot):
    """"a lei nova não é de 3 de junho?" dates the law (art. 14), not an edital whose year is missing."""
    ans = bot.ask("ué, a 15.142 não foi sancionada em 3 de junho?")
    assert ans.route == "retrieval" and _cites(ans, "art14", "art14_cpt", "art11_cpt")


def test_a_dated_edital_asked_whether_it_had_the_reserve_is_its_regime(bot):
    """Before 10/06/2014 no law reserved: the regime says so (None), whatever group is named."""
    ans = bot.ask("um concurso com edital de agosto de 2011 já tinha cota pra pardos? qual lei valia?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] is None
    ans = bot.ask("meu pai prestou concurso com edital de 2016, havia reserva naquela época?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"


@pytest.mark.parametrize("q", [
    "uma estatal como os Correios tem que seguir a cota racial nos concursos?",
    "sou do RH de uma fundação pública federal, a lei 15.142 vale pra nós?",
    "trabalho numa universidade federal que é autarquia, a reserva de 30% se aplica aqui?",
])
def test_whether_a_body_must_reserve_is_article_1(bot, q):
    """Asked of a body by no one in particular, or by its own staff: whom the law binds, art. 1º."""
    ans = bot.ask(q)
    assert ans.route == "retrieval" and _cites(ans, "art1", "art1_cpt", "art1_inc1", "art1_inc2")


def test_a_relatives_quota_in_a_state_concurso_is_the_eligibility_no(bot):
    """A person, a group and "pode usar a cota" in a state's concurso: the eligibility answer says the federal law
    does not reach it."""
    ans = bot.ask("meu primo é indígena, pode usar a cota no concurso estadual da polícia civil?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


@pytest.mark.parametrize("q", [
    "já sou servidora federal, se eu passar como cotista no outro concurso consigo acumular os dois cargos?",
    "quanto os cotistas tiveram que fazer de pontos pra passar no concurso da receita de 2022?",
    "tem limite de idade pra entrar como cotista num concurso federal?",
])
def test_posts_held_together_past_marks_and_age_are_out_of_scope(bot, q):
    assert bot.ask(q).route == "out_of_scope"


def test_the_date_of_the_law_inside_a_regime_thread(bot):
    """After a regime answer, the law's own date is its text, never a clarification of a year."""
    calc, law = chat(bot, "qual lei vale pro edital de 20/05/2025?", "mas a lei nova não é de 3 de junho?")
    assert calc.route == "calculator" and calc.calculation["operation"] == "regime"
    assert law.route == "retrieval"


def test_a_kind_of_selection_asked_whether_it_has_the_reserve_is_article_1_ii(bot):
    """"temporário tem cota?" names no one's case: the law's reach over PSS, also right after an eligibility."""
    ans = bot.ask("me disseram que seletivo temporário não tem reserva, só concurso efetivo. confere?")
    assert ans.route == "retrieval"
    calc, law = chat(bot, "sou parda e me inscrevi num pss de 2023 da funai, tinha cota pra mim?",
                     "e hoje, com a lei nova, processo seletivo simplificado tem reserva?")
    assert calc.route == "calculator" and calc.calculation["operation"] == "eligibility"
    assert law.route == "retrieval"


def test_the_reserve_over_vagas_opened_later_is_article_1_paragraph_2(bot):
    """The counts and the date are the premise; whether the reserve reaches the new vagas is the rule."""
    ans = bot.ask("edital de 02/10/2025 com 12 vagas, depois abriram mais 4 na validade. a cota se aplica nas novas também?")
    assert ans.route == "retrieval" and _cites(ans, "art1_par2", "art5_par4")


def test_then_the_count_of_the_new_vagas_keeps_the_edital_date(bot):
    """"quantas dessas 4 novas...?" after that law answer: the 4 are the vagas, the edital's date carried."""
    law, calc = chat(bot, "edital de 02/10/2025 com 12 vagas, depois abriram mais 4 na validade. a cota se aplica nas novas também?",
                     "e quantas dessas 4 novas vão pra reserva?")
    assert law.route == "retrieval"
    assert calc.route == "calculator" and calc.calculation["reserved"] == reserved_for(4, "2025-10-02", TODAY)
    assert "edital_date" in carried_keys_of(calc)


def test_no_optant_or_a_vacated_reserved_place_is_law_text(bot):
    """Art. 8º (no optants) and art. 7º, § 3º (the next optant takes a vacated place): rules, not a count again."""
    calc, law = chat(bot, "concurso com 7 vagas, quantas são de cota?", "e se faltar candidato negro pras reservadas?")
    assert calc.route == "calculator" and law.route == "retrieval"
    ans = bot.ask("se o optante classificado em 1º na lista de cotas desistir da vaga, quem fica com ela?")
    assert ans.route == "retrieval"


def test_facts_of_the_concurso_after_a_law_answer_about_a_relatives_group_are_her_eligibility(bot):
    """After "minha irmã é quilombola mas mora na cidade..." (law), "é na Funai, 9 vagas" is her eligibility there."""
    law, calc = chat(bot, "minha irmã é quilombola mas mora em Salvador, longe da comunidade, ela ainda pode usar a cota?",
                     "o concurso é da Funai, 9 vagas")
    assert law.route == "retrieval"
    assert calc.route == "calculator" and calc.calculation["operation"] == "eligibility"
    assert calc.calculation["eligible"] is True and "groups" in carried_keys_of(calc)


def test_a_count_pointed_back_after_the_law_answer_is_the_vagas_told(bot):
    """"e com as 12, quantas ficam?" after a law question that told 9 + 3 vagas: the 12 are those vagas."""
    law, calc = chat(bot, "o edital previa 9 vagas e na validade apareceram mais 3, a reserva alcança essas também?",
                     "certo, e quantas ficam reservadas com as 12?")
    assert law.route == "retrieval"
    assert calc.route == "calculator" and calc.calculation["reserved"] == reserved_for(12, None, TODAY)
