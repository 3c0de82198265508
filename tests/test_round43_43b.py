"""Round 43 (43b): which careers and powers the quota reaches, then their figure (probe voice 43b).

- "Instituto Rio Branco" (and the city of Rio Branco, "Cabo Branco") names a place, not the group "branca": the
  diplomats' concurso asked with its vagas is that reserve, never a white person's eligibility;
- a federal body's reserve asked with its article or law ("concurso da PF tem a cota nova? 120 vagas") or as its duty
  ("a Caixa tem que reservar 30%? são 50 vagas"), or the count asked of the group it goes to ("33 vagas, quanto vai
  pra negros?"), no one's own claim: the reserve's count, not a group's eligibility "Sim";
- an age or physical requirement asked to differ for who uses the reserve ("a altura mínima é menor pra quem concorre
  pela cota?", "o TAF é mais fácil pra cotista?"): the cargo's requirement, out of scope (these laws set none).
Neighbours: a white person in Rio Branco still "Não"; one's own group with the vagas ("sou indígena, ... 30 vagas")
still eligibility; a state's body still the eligibility's "Não"; a PcD physical test still Decreto 9.508's text;
"cotista precisa atingir a nota mínima em cada fase?" still the law (art. 6º).
"""
from __future__ import annotations

from datetime import date

import pytest

from tests.assistant_support import ask_one, reserved_for, rules_bot

TODAY = date(2026, 12, 6)


@pytest.fixture(scope="module")
def bot():
    return rules_bot(TODAY)


@pytest.mark.parametrize("question, vacancies, date_", [
    ("no concurso de diplomata do Instituto Rio Branco com 50 vagas ficam 15 pra cota, confere?", 50, None),
    ("concurso da PF tem a cota nova? o edital saiu agora com 120 vagas de agente", 120, None),
    ("a Caixa tem que reservar 30% mesmo sendo empresa pública? são 50 vagas de técnico bancário", 50, None),
    ("edital dos Correios publicado em 20/11/2024 com 33 vagas de agente, quanto vai pra negros?", 33, "2024-11-20"),
    ("o Banco Central é obrigado a reservar vagas? o edital tem 40", 40, None),
    ("TRF com 25 vagas de analista, quantas ficam para pretos e pardos?", 25, None),
])
def test_a_bodys_reserve_asked_with_its_vagas_is_the_count(bot, question, vacancies, date_) -> None:
    ans = ask_one(bot, question)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert ans.calculation["vacancies"] == vacancies
    assert ans.calculation["reserved"] == reserved_for(vacancies, date_, TODAY)


def test_rio_branco_is_no_group_but_a_white_person_still_is(bot) -> None:
    from assistant.extraction import extract
    assert "branca" not in (extract("concurso do Instituto Rio Branco").groups or [])
    ans = ask_one(bot, "sou branco, moro em Rio Branco, posso usar a cota?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility")
    assert ans.calculation["eligible"] is False


@pytest.mark.parametrize("question, eligible", [
    ("sou indígena, o concurso dos Correios tem vaga reservada pra mim? são 30 vagas", True),
    ("sou parda, o concurso do IBGE com 12 vagas tem cota pra mim?", True),
    ("concurso do governo do estado, 25 vagas, tem que reservar 30%?", False),
])
def test_ones_own_case_or_a_state_body_stays_eligibility(bot, question, eligible) -> None:
    ans = ask_one(bot, question)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility")
    assert ans.calculation["eligible"] is eligible


@pytest.mark.parametrize("question", [
    "a altura mínima da PF é menor pra quem concorre pela cota?",
    "o TAF é mais fácil pra cotista?",
    "cotista tem idade máxima diferente no concurso da PRF?",
    "o teste físico muda pra quem entra pela reserva racial?",
])
def test_a_requirement_asked_to_differ_for_cotistas_is_out_of_scope(bot, question) -> None:
    ans = ask_one(bot, question)
    assert ans.route == "out_of_scope"
    assert "requisitos do cargo" in ans.answer


@pytest.mark.parametrize("question", [
    "candidato PcD faz teste físico adaptado?",
    "cotista precisa atingir a nota mínima em cada fase?",
])
def test_pcd_physical_tests_and_the_stages_stay_the_law(question) -> None:
    from assistant.core import get_assistant  # the classifier answers these (the rules leave them open)

    assert ask_one(get_assistant(), question).route == "retrieval"
