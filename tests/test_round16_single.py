"""Round 16 (issue 10): single questions whose route the rules read wrong.

Wordings are this round's own. The two laws offered as alternatives for one dated edital is that edital's regime; one
edital told as having several cargos asks for its table; spending "uma vaga" of the reserve is no count of vagas, and
a pronoun between the law and its verb ("a lei nos obriga") still asks the law; a state's or a city's own quota (one
it creates, or the one its concurso has, asked with no federal law, claim or vagas) is another law's; the percentage
turned into a count ("os 30% dão quanto?") with vagas is the reserve; the law's reach over a kind of body leads with
the art. 1º inciso that names whom it binds.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant

from .assistant_support import reserved_for


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


@pytest.mark.parametrize("q, regime", [
    ("publicamos o edital do nosso certame em 20/05/2025. fica na 12.990 ou na 15.142?", "lei-12990-2014"),
    ("edital de 3 de junho de 2025: lei antiga ou lei nova?", "lei-12990-2014"),
    ("o edital saiu em 10 de agosto de 2025, vale a 15.142 ou a 12.990?", "lei-15142-2025"),
    ("o aviso do certame saiu no dia 4/6/2025; 12.990 ou 15.142?", "lei-15142-2025"),
])
def test_dated_edital_with_both_laws_offered_is_its_regime(bot: Assistant, q: str, regime: str) -> None:
    """Which of the two laws, for an edital whose date is given, is the calculator's regime (4 June 2025 is the new law's)."""
    ans = bot.ask(q)
    assert ans.route == "calculator" and (ans.calculation or {}).get("operation") == "regime"
    assert ans.calculation["regime"] == regime


def test_a_class_of_editais_bounded_by_a_date_stays_law_text(bot: Assistant) -> None:
    """"editais anteriores a junho de 2025" bound a class: the transition rule's text, not one edital's regime."""
    assert bot.ask("editais publicados antes de junho de 2025 seguem a 12.990 ou a 15.142?").route == "retrieval"


def test_one_edital_with_several_cargos_asks_the_table(bot: Assistant) -> None:
    """An edital told as having several cargos, the reserve asked in each: its table is asked, never the rule's text."""
    ans = bot.ask("o concurso traz diversos cargos, como fica a reserva em cada um deles?")
    assert ans.route == "clarify" and ans.context.get("intent") == "edital"


def test_the_rule_of_the_base_per_cargo_stays_law_text(bot: Assistant) -> None:
    """Asked of the rule ("é calculada em cada cargo ou no total?"), the base of the percentage is art. 1º, § 2º."""
    ans = bot.ask("a reserva é calculada em cada cargo ou no total do edital?")
    assert ans.route == "retrieval"


@pytest.mark.parametrize("q", [
    "ja passei pela ampla, eu consumo uma vaga reservada mesmo sendo cotista?",
    "Trabalho no RH de uma autarquia: a lei nos obriga a divulgar no edital o total da reserva em cada cargo?",
])
def test_law_questions_with_a_person_or_a_pronoun_are_law_text(bot: Assistant, q: str) -> None:
    """"uma vaga" spent is no count; "a lei nos obriga" asks the law: neither is a calculation nor a clarification."""
    assert bot.ask(q).route == "retrieval"


def test_a_one_vaga_concurso_still_counts(bot: Assistant) -> None:
    """"um concurso de uma vaga só" is a count of vagas: the calculator says none is reserved."""
    ans = bot.ask("um concurso de uma vaga so tem cota?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(1, None, date.today()) == 0


@pytest.mark.parametrize("q", [
    "o estado de Minas pode ter cota propria maior que a federal?",
    "o municipio pode adotar reserva de 50% pra pretos e pardos?",
    "qual é a cota racial nos concursos do governo da bahia? é estadual",
])
def test_a_state_or_city_quota_is_another_law(bot: Assistant, q: str) -> None:
    """A state's or a city's own quota, or its concurso's quota asked with no federal law or claim: other norms."""
    ans = bot.ask(q)
    assert ans.route == "out_of_scope" and "estaduais e municipais" in ans.headline


@pytest.mark.parametrize("q, route", [
    ("a lei de cotas se aplica a concurso da prefeitura?", "retrieval"),
    ("a reserva vale para empresa pública estadual?", "retrieval"),
    ("Concurso da prefeitura tem cota pela lei 15.142?", "calculator"),
    ("sou parda, concurso estadual tem cota pra mim?", "calculator"),
    # Round 52 (lo52d): the city's duty to reserve asked, yes or no, is the eligibility's "Não" (art. 1º), no refusal
    ("a prefeitura de Fortaleza tem que reservar vagas pra negros no concurso dela?", "calculator"),
])
def test_the_federal_law_asked_of_a_state_stays_in(bot: Assistant, q: str, route: str) -> None:
    """The federal law named, its reach asked, or a person's claim: art. 1º or the eligibility's "Não"."""
    assert bot.ask(q).route == route


def test_percentage_as_a_count_with_vagas_is_the_reserve(bot: Assistant) -> None:
    """"os 30% dão quanto?" with the vagas given: the count, not the text of art. 1º."""
    ans = bot.ask("somos empresa pública federal e o edital tem 47 vagas. os 30% dao quantas?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(47, None, date.today())


@pytest.mark.parametrize("q", [
    "a lei nova vale pra autarquia tipo o INSS?",
    "a cota nova se aplica a fundação pública?",
])
def test_reach_over_a_kind_of_body_leads_with_art1_inciso(bot: Assistant, q: str) -> None:
    """Whom the law binds (art. 1º, I) answers "vale pra autarquia?", not its vigência (art. 14)."""
    ans = bot.ask(q)
    assert ans.route == "retrieval" and ans.citations[0].urn.endswith("!art1_inc1")
