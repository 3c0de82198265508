"""Round 24 (p24b): whether the reserve reaches one's kind of selection or body, then counting.

Families, each in sentences of the team's own (never the probe's): selections that fill no cargo efetivo, emprego
público nor PSS contract (internships, trainee programmes, outsourced staff) are art. 1º's text, not a concurso's
"Sim"; the body as the subject and the law its place ("X entra na lei?") is the law's reach; "e de cota racial?"
after a count is that count's racial share; an impossible date beside a body still asks the law of the date; a law
question that told its own vagas lends them to the count asked next.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.reach import NON_CONCURSO_SELECTION
from assistant.rules import _intent, _params, law_reach
from tests.assistant_support import carried_keys_of, chat, reserved_for


@pytest.fixture(scope="module")
def bot():
    from assistant.cli import _assistant

    return _assistant()


# --- selections outside art. 1º: internships, trainee programmes, outsourced staff ---------------------------------

@pytest.mark.parametrize("q", [
    "minha filha quer ser estagiaria na receita federal, ela tem vaga reservada por ser parda?",
    "os estagios da policia federal reservam vaga pra pretos?",
    "o trainee do banco do brasil separa vagas pra negros?",
    "empresa terceirizada que presta servico pro ibama tem que ter cota racial?",
])
def test_internship_trainee_and_outsourcing_are_no_calculation(q) -> None:
    ex = extract(q)
    assert _intent(ex, _params(ex)) == (None, None)


@pytest.mark.parametrize("q", ["cotista em estagio probatorio pode ser exonerado?",
                               "a comissao de heteroidentificacao pode rever minha nota?"])
def test_probation_and_the_confirming_board_are_no_such_selection(q) -> None:
    assert not NON_CONCURSO_SELECTION.search(extract(q).text)


def test_commissioned_post_of_a_body_is_no_concurso_yes(bot) -> None:
    """"concurso pra cargo em comissão" still fills no cargo efetivo: art. 1º, not the body's eligibility."""
    (ans,) = chat(bot, "sou preto, o cargo comissionado no incra tem vaga reservada?")
    assert ans.route == "retrieval" and not ans.calculation


@pytest.mark.parametrize("q", ["os estagios da policia federal reservam vaga pra pretos?",
                               "programa trainee dos correios tem reserva pra pardos?"])
def test_internship_or_trainee_is_answered_by_art_1(bot, q) -> None:
    """Never the body's concurso "Sim": art. 1º, naming the selections the reserve reaches, leads."""
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval" and not ans.calculation
    assert "15142!art1_" in ans.citations[0].urn


def test_a_real_concurso_of_the_same_body_is_still_counted(bot) -> None:
    _, ans = chat(bot, "os estagios da policia federal reservam vaga pra pretos?", "e no concurso da pf com 11 vagas?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(11, None, date.today())


# --- the body as subject, the law its place ------------------------------------------------------------------------

@pytest.mark.parametrize("q", ["o inmetro entra na lei 15.142?", "autarquia federal esta incluida na lei de cotas?",
                               "as fundacoes publicas ficam dentro da lei de cotas raciais?"])
def test_body_entering_the_law_is_its_reach(q) -> None:
    assert law_reach(extract(q))


def test_body_entering_the_law_is_answered_with_law_text(bot) -> None:
    (ans,) = chat(bot, "as fundacoes publicas ficam dentro da lei de cotas raciais?")
    assert ans.route == "retrieval"


def test_a_person_entering_the_law_is_no_reach() -> None:
    assert not law_reach(extract("eu entro na lei de cotas sendo parda?"))


# --- "e de cota racial?" after a count --------------------------------------------------------------------------------

@pytest.mark.parametrize("fragment", ["e de cota racial?", "e quantas de reserva racial?"])
def test_racial_share_after_a_pcd_count_in_a_named_body(bot, fragment) -> None:
    """A body named in the count does not turn the share asked next into that body's eligibility."""
    _, ans = chat(bot, "no concurso do inmetro sao 36 vagas com 2 pra pcd, quantas sao pcd?", fragment)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(36, None, date.today())
    assert carried_keys_of(ans) == ["pcd", "vacancies"]


# --- an impossible date beside a body -------------------------------------------------------------------------------

def test_impossible_date_beside_a_body_asks_the_date_for_the_regime(bot) -> None:
    (ans,) = chat(bot, "o edital do dnit saiu em 31/04/2025, segue qual lei de cotas?")
    assert ans.route == "clarify" and ans.context.get("intent") == "regime"


def test_impossible_date_with_a_person_stays_eligibility(bot) -> None:
    (ans,) = chat(bot, "sou preto, edital do dnit de 31/04/2025, posso concorrer na cota?")
    assert ans.route == "clarify" and ans.context.get("intent") == "eligibility"


# --- a law question that told its vagas, then a count ---------------------------------------------------------------

@pytest.mark.parametrize("count", ["quantas vagas sao de cada uma?", "e quantas ficam pra cota racial?"])
def test_count_after_a_law_question_that_told_its_vagas(bot, count) -> None:
    first, ans = chat(bot, "no edital de 28 vagas do dnit, quem e pcd tambem pode disputar a cota racial?",
                      count)
    assert first.route == "retrieval"
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(28, None, date.today())
    assert carried_keys_of(ans) == ["vacancies"]


def test_a_threshold_told_is_no_case_to_count(bot) -> None:
    """"menos de 3 vagas" in a law question is the rule's threshold, never the vagas of a concurso."""
    _, ans = chat(bot, "a reserva existe em concurso com menos de 3 vagas?", "quantas sao reservadas?")
    assert ans.route == "clarify"


def test_a_law_question_without_vagas_lends_none(bot) -> None:
    _, ans = chat(bot, "pessoa com deficiencia pode concorrer tambem na cota racial?", "quantas sao reservadas?")
    assert ans.route == "clarify"
