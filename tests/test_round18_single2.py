"""Round 18, wave 2 (issue 10), single questions: a group told with nothing about the selection asks which selection
(its body and kind decide whether the reserve exists, art. 1º); a forebear's colour said with an article and a past
verb is ancestry, not the asker's group; an admission exam or a score beside a concurso's vagas is an aside, never the
question; "qual lei vale pra ele?" with a dated edital is the regime, whoever it is for; a singular edital with no
article bounded by a month is a class of editais (art. 11); a count asked of a body's selection is the reserve; an
edital of several cargos without their vagas asks for the table; a negative count keeps the reserve it asks for.
Sentences are the team's own; figures come from the calculator."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from assistant.extraction import extract
from tests.assistant_support import chat

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(today=lambda: TODAY)


@pytest.mark.parametrize("q", [
    "sou preta, eu tenho direito a vaga de cota?",
    "me declaro indigena, posso me inscrever pela reserva?",
    "sou quilombola, consigo entrar pela cota no concurso que vou prestar?",
    "meu irmão é pardo, ele pode concorrer nas vagas reservadas?",
])
def test_a_group_without_any_selection_asks_which_selection(bot, q):
    """Whether the reserve exists depends on the body and the kind of selection (art. 1º): asked, not assumed."""
    ans = bot.ask(q)
    assert ans.route == "clarify"
    assert ans.context.get("intent") == "eligibility"
    assert "seleção" in ans.headline


@pytest.mark.parametrize("q", [
    "sou parda, concurso da anvisa, posso usar a cota?",
    "sou preto, tenho direito a cota num concurso federal?",
    "sou branco, tenho direito a cota?",
    "sou indigena, o concurso tem 1 vaga so, posso me inscrever como cotista?",
])
def test_a_selection_told_or_a_group_outside_the_reserve_is_answered(bot, q):
    """A body, a federal selection or the vagas tell enough; a white person is "Não" anywhere."""
    ans = bot.ask(q)
    assert ans.route == "calculator"
    assert ans.calculation and ans.calculation["operation"] == "eligibility"


def test_the_selection_given_after_the_question_back_completes_it(bot):
    """The reply to the question back is the same question: its group is not said to come from an earlier turn."""
    turns = chat(bot, "sou pardo, posso concorrer na cota?", "é concurso do ibama, 12 vagas")
    ans = turns[-1]
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True
    assert not [a.key for a in ans.assumptions if a.from_context]


@pytest.mark.parametrize(("q", "group"), [
    ("meu primo é branco mas a bisavó era indígena, ele pode ir pela cota?", "branca"),
    ("sou branca e o avô da minha mãe era preto, posso usar a cota?", "branca"),
    ("minha colega é parda, os avós dela eram brancos, ela tem direito?", "parda"),
])
def test_a_forebears_colour_is_not_the_group_asked_about(q, group):
    """Self-declaration decides (art. 2º): a forebear's colour in the past is ancestry."""
    assert extract(q, TODAY).groups == [group]


def test_a_white_person_with_a_black_forebear_is_not_eligible(bot):
    ans = bot.ask("o meu marido é branco, mas o avô era negro. ele pode usar a cota do concurso dos correios?")
    assert ans.route == "calculator" and ans.calculation["eligible"] is False


@pytest.mark.parametrize(("q", "reserved"), [
    ("minha filha fez 720 no enem e agora vai prestar um concurso com 20 vagas, quantas sao cotas?", 6),
    ("concurso do inss com 10 vagas, eu tirei 690 no enem. quantas reservadas?", 3),
])
def test_an_admission_exam_beside_a_concurso_is_an_aside(bot, q, reserved):
    """The concurso's count is the question; the score in the enem is the person's, no cargo and no other quota."""
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved


def test_a_vestibular_quota_is_still_out_of_scope(bot):
    assert bot.ask("o vestibular da federal tem 40 vagas, quantas sao de cota?").route == "out_of_scope"


@pytest.mark.parametrize(("q", "regime"), [
    ("a prova da minha esposa teve edital publicado em 20/02/2025 (edital 2/2025), que lei de cotas vale pra ela?",
     "lei-12990-2014"),
    ("meu amigo fez um concurso com edital de 15/09/2025, qual lei vale pra ele?", "lei-15142-2025"),
])
def test_which_law_of_a_dated_edital_is_the_regime_whoever_asks(bot, q, regime):
    """The law follows the edital's date (art. 11), not the person's group: nothing else is asked back."""
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] == regime


def test_a_generic_edital_bounded_by_a_month_is_the_transition_rule(bot):
    """"edital publicado antes de maio de 2025" names a class of editais: art. 11, not a date to ask about."""
    ans = bot.ask("edital publicado antes de maio de 2025 continua na lei velha mesmo com a posse so em 2026?")
    assert ans.route == "retrieval"


@pytest.mark.parametrize(("q", "reserved"), [
    ("pss temporario da funai com 7 vagas. tem cota? quantas?", 2),
    ("processo seletivo simplificado de um ministerio, 10 vagas: ha reserva? quantas?", 3),
])
def test_a_count_asked_of_a_bodys_selection_is_the_reserve(bot, q, reserved):
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved


@pytest.mark.parametrize("q", [
    "nosso concurso terá diversos cargos, como fazemos a distribuição das cotas?",
    "quantas cotas tem um edital com cargos diferentes?",
    "temos mais de um cargo no edital, como calcular as vagas reservadas?",
])
def test_several_cargos_without_vagas_ask_for_the_table(bot, q):
    ans = bot.ask(q)
    assert ans.route == "clarify" and ans.context.get("intent") == "edital"


def test_splitting_vagas_among_cargos_is_the_law(bot):
    """Whether the vagas may be split among cargos to avoid the reserve is art. 5º, § 1º."""
    assert bot.ask("o orgao pode fracionar as vagas em varios cargos pra escapar da reserva?").route == "retrieval"


def test_a_negative_count_keeps_the_reserve_it_asks_for(bot):
    ans = bot.ask("concurso com -8 vagas, quantas cotas?")
    assert ans.route == "clarify" and ans.context.get("intent") == "reserve"
