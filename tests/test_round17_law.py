"""Round 17 (issue 10), law questions: a rule asked with a number or "o cotista" only as its premise stays law text, in a
calculation thread or alone (the rounding of a fraction, a revoked law, an optant in the ampla list too, "isso é
permitido?", people called later from the register or vagas opened during the validity, when cotistas are called,
documents against one's self-declaration); enrolling as cotista where no vaga is reserved (fewer than 2 vagas or only
the register), with no group or body of one's own, is art. 5º, § 3º's text, while the same question with a group is
that person's eligibility; "qual lei manda X" after a calculation is its basis; an article asked outranks a numbers
clarification. Sentences are the team's own; figures come from the calculator, the retriever and classifiers are real."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from tests.assistant_support import chat, reserved_for

TODAY = date(2026, 12, 4)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(today=lambda: TODAY)


def _cites(ans, *suffixes: str) -> bool:
    return any(c.urn in {f"{NEW}!{s}" for s in suffixes} for c in ans.citations)


def test_the_count_comes_first_then_the_rounding_rule_with_a_fraction_is_law(bot):
    """"se der 4,5 certinho, sobe ou desce?" asks the rounding rule; the fraction is no count of vagas."""
    calc, law = chat(bot, "concurso com 15 vagas, quantas ficam pra cota?",
                     "e quando der 4,5 certinho, arredonda pra cima ou pra baixo?")
    assert calc.route == "calculator" and calc.calculation["reserved"] == reserved_for(15, None, TODAY)
    assert law.route == "retrieval"


def test_rounding_with_vagas_of_its_own_stays_the_count(bot):
    """"com 25 vagas dá 7,5, arredonda pra quanto?": the vagas are given, the count is asked."""
    ans = bot.ask("com 25 vagas os 30% dão 7,5, arredonda pra quanto a cota?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(25, None, TODAY)


def test_rounding_rule_alone_is_in_the_domain(bot):
    """The law's rounding asked with a half as example: its text, never a refusal or a numbers question."""
    ans = bot.ask("quando a conta da cota fica com meia vaga, tipo 0,5, o que a lei manda fazer com a fração?")
    assert ans.route == "retrieval"


def test_a_revoked_law_still_holding_after_a_regime(bot):
    """After a dated regime answer, whether the revoked law still holds is arts. 11/13, not the regime again."""
    calc, law = chat(bot, "meu edital é de março de 2025, qual lei se aplica?",
                     "mas a lei antiga não tinha sido revogada? como ainda vale?")
    assert calc.route == "calculator" and calc.calculation["operation"] == "regime"
    assert law.route == "retrieval" and _cites(law, "art11", "art13", "art13_cpt")


def test_an_optant_also_in_the_ampla_list_after_a_count(bot):
    calc, law = chat(bot, "são 40 vagas, quantas da reserva?", "o cotista também consta na lista geral ou só na da cota?")
    assert calc.route == "calculator"
    assert law.route == "retrieval"


def test_permission_asked_of_a_cargo_of_one_vaga_after_a_table(bot):
    """"isso é permitido?" with the cargo's single vaga as premise: art. 5º, not the reserve of 1 vaga again."""
    table, law = chat(bot, "cargos: engenheiro 8 vagas, arquivista 1 vaga. quanto de cota em cada?",
                      "o arquivista ficou sem nenhuma reserva, isso é permitido pela lei?")
    assert table.route == "calculator"
    assert law.route == "retrieval"


def test_people_called_later_from_the_register(bot):
    _, law = chat(bot, "sou parda e a seleção da funai é só cadastro de reserva, posso me inscrever na cota?",
                  "e quando convocarem o pessoal do cadastro mais pra frente, a cota vale?")
    assert law.route == "retrieval"


def test_vagas_opened_during_validity_and_the_cotista_called(bot):
    """The earlier count pointed at ("naquele de 1 vaga") is the premise of art. 5º, § 4º, not vagas to compute."""
    _, law = chat(bot, "com 1 vaga só tem cota?", "se durante a validade surgirem mais vagas, o cotista daquele de 1 vaga é convocado?")
    assert law.route == "retrieval" and _cites(law, "art5_par4", "art1_par2")


def test_when_cotistas_are_called_after_a_count(bot):
    _, law = chat(bot, "concurso do incra com 20 vagas, quanto é reservado?", "e a partir de quando são convocados os cotistas?")
    assert law.route == "retrieval"


def test_career_tie_break_of_the_order_alone_is_law(bot):
    """No vagas and no thread: the career rule (art. 9º, § 2º), never an order awaiting its vagas."""
    ans = bot.ask("essa sequência de nomeação serve também pra desempate de antiguidade na carreira?")
    assert ans.route == "retrieval"


def test_which_law_commands_the_alternation_after_an_order(bot):
    order, basis = chat(bot, "com 10 vagas, em que ordem nomeia os cotistas?", "e que lei determina essa alternância?")
    assert order.route == "calculator" and order.calculation["operation"] == "order"
    assert basis.route == "retrieval" and _cites(basis, "art9", "art9_cpt")


def test_article_asked_with_two_counts_as_examples(bot):
    """"tipo 2 ou 3 vagas" illustrates the threshold asked; the article asked outranks a numbers clarification."""
    ans = bot.ask("em que artigo está a regra do mínimo de vagas pra ter reserva, tipo quando são 2 ou 3 vagas?")
    assert ans.route == "retrieval" and _cites(ans, "art5", "art5_cpt")


@pytest.mark.parametrize("question", [
    "num processo seletivo de uma vaga só eu consigo me inscrever como cotista?",
    "edital apenas com cadastro de reserva: dá pra concorrer pelas cotas?",
    "seleção que só tem cadastro de reserva tem cota?",
])
def test_enrolling_below_the_threshold_without_a_group_is_art5_par3(bot, question):
    ans = bot.ask(question)
    assert ans.route == "retrieval" and _cites(ans, "art5_par3")


def test_enrolling_below_the_threshold_with_a_group_is_eligibility(bot):
    """Told who enrols ("sou indígena"), it is that person's case: the eligibility, which cites the same paragraph."""
    ans = bot.ask("sou indígena e o concurso da ufpa tem apenas cadastro de reserva, posso me inscrever na cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"]


def test_register_only_cargo_asked_if_it_keeps_the_quota_after_a_table(bot):
    _, law = chat(bot, "analista 9 vagas, técnico 4 vagas: reserva de cada?",
                  "e um cargo que só tenha cadastro de reserva, perde a cota?")
    assert law.route == "retrieval" and _cites(law, "art5_par3")


def test_documents_against_self_declaration(bot):
    """Self-declaration is the criterion (art. 2º): the documents' race is a rule question, not an eligibility run."""
    ans = bot.ask("minha certidão de nascimento diz branca mas eu me vejo parda, posso usar a cota?")
    assert ans.route == "retrieval"


def test_a_named_laws_rate_inside_a_count_thread(bot):
    """A terse line asking a named law's percentage is that law's text, not the earlier count again."""
    calc, law = chat(bot, "reserva 18 vagas edital 10/10/2016", "percentual da reserva na lei 12.990")
    assert calc.route == "calculator"
    assert law.route == "retrieval" and law.citations[0].urn.startswith("urn:lex:br:federal:lei:2014-06-09;12990!art1")


def test_new_vagas_counted_stay_a_calculation(bot):
    """A count of the new vagas asked ("quantas vão pra cota?") is still the calculation."""
    _, calc = chat(bot, "concurso com 10 vagas, quantas reservadas?", "se surgirem mais 10 vagas durante a validade, quantas vão pra cota?")
    assert calc.route == "calculator"


def test_a_term_asked_of_the_heteroidentification_is_the_laws_procedure(bot):
    """The confirmation procedure named by its name is the law's (art. 3º), even asked as a term ("tem prazo?"):
    answered from its text, not refused as the concurso's calendar."""
    ans = bot.ask("a lei fixa prazo pro órgão chamar o candidato pra heteroidentificação?")
    assert ans.route == "retrieval" and any(c.urn.startswith(f"{NEW}!art3") for c in ans.citations)


def test_another_group_in_the_same_concurso_after_a_law_answer_resumes_the_eligibility(bot):
    """A law answer between does not end the eligibility: "e uma candidata indígena, nesse mesmo certame?" asks it
    again for that group (the selection pointed at is the earlier one's)."""
    *_, last = chat(bot, "empresa pública federal, concurso efetivo, candidato pardo: pode usar a cota?",
                    "a lei fixa prazo pro órgão chamar o candidato pra heteroidentificação?",
                    "e uma candidata amarela, no mesmo concurso?")
    assert last.route == "calculator" and last.calculation["operation"] == "eligibility"
    assert last.calculation["eligible"] is False
