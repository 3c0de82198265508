"""Round 39 (f43b): the refusal and law-text families of holdout 43.

- "diploma" as the norm that governs the reserve ("a reserva racial segue qual diploma?"): the regime, not a degree.
- How a group is confirmed, asked in the plural after an eligibility ("e como eles confirmam que eu sou indígena?"):
  the confirmation procedure (Lei 15.142, art. 3º), nothing carried.
- The vaga a cotista left, with vagas told as the premise: art. 7º, § 3º's text, not art. 9º's nomination.
- Someone ahead in the list leaving, with no quota word: in the domain, art. 7º, § 3º.
- A regional or origin quota, the concurso's schedule: out of scope, in a figures thread too.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

OUT = "out_of_scope"



@pytest.mark.parametrize("question, law", [
    ("O edital do concurso para bibliotecário saiu no DOU em 20 de agosto de 2025; a cota racial segue qual diploma?",
     "Lei nº 15.142/2025"),
    ("qual diploma rege a reserva de vagas do meu edital de 2019?", "Lei nº 12.990/2014"),
])
def test_diploma_as_the_governing_norm_is_the_regime(bot, question: str, law: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "calculator" and _intent_of(ans) == "regime", (ans.route, ans.headline)
    assert law in ans.headline


@pytest.mark.parametrize("question", [
    "preciso de diploma de nível superior para o cargo?",
    "qual diploma eu preciso pra esse cargo?",
    "o diploma de técnico serve pra esse concurso?",
])
def test_diploma_as_a_degree_stays_out_of_scope(bot, question: str) -> None:
    assert bot.ask(question).route == OUT


@pytest.mark.parametrize("follow", [
    "e como eles confirmam que eu sou indigena?",
    "e como verificam que eu sou quilombola?",
])
def test_how_the_group_is_confirmed_after_eligibility_is_the_procedure(bot, follow: str) -> None:
    first, then = chat(bot, "sou indígena, posso concorrer na cota de uma fundação pública federal?", follow)
    assert first.route == "calculator" and _intent_of(first) == "eligibility"
    assert then.route == "retrieval" and _intent_of(then) == "law", (then.route, then.headline)
    assert carried_chips(then) == [] and not then.calculation
    assert "art. 3º" in then.headline, then.headline


def test_eligibility_follow_up_with_a_new_group_still_carries(bot) -> None:
    _, then = chat(bot, "sou indígena, posso concorrer na cota de uma fundação pública federal?", "e se eu fosse quilombola?")
    assert then.route == "calculator" and _intent_of(then) == "eligibility"


@pytest.mark.parametrize("question", [
    "o edital tem 10 vagas. o cotista convocado desistiu, a vaga vai pra quem?",
    "concurso de 8 vagas: o optante nomeado não tomou posse, quem assume?",
])
def test_vacated_reserved_vaga_with_vagas_told_is_art7_par3(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and _intent_of(ans) == "law", (ans.route, ans.headline)
    assert "art. 7º, § 3º" in ans.headline, ans.headline


@pytest.mark.parametrize("question", [
    "se alguém na minha frente desistir, muda algo?",
    "e se a pessoa na minha frente abrir mão?",
])
def test_someone_ahead_leaving_is_in_domain_art7_par3(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and _intent_of(ans) == "law", (ans.route, ans.headline)
    assert "art. 7º, § 3º" in ans.headline, ans.headline


@pytest.mark.parametrize("question", [
    "tem cota regional nesse concurso?",
    "existe reserva de vagas para naturais do estado no concurso?",
])
def test_regional_quota_is_out_of_scope(bot, question: str) -> None:
    assert bot.ask(question).route == OUT


def test_reserve_by_localidade_stays_in(bot) -> None:
    assert bot.ask("tem reserva de vagas por localidade?").route != OUT


_PLACE = "fiquei em 3º na lista de cotas num concurso com 20 vagas, sou nomeado?"


@pytest.mark.parametrize("follow", ["qual o cronograma de provas?", "e o cronograma do concurso?", "vai ter prova discursiva?"])
def test_exam_schedule_after_a_place_is_out_of_scope(bot, follow: str) -> None:
    first, then = chat(bot, _PLACE, follow)
    assert first.route == "calculator"
    assert then.route == OUT, (then.route, then.headline)
    assert not then.calculation


def test_quota_question_naming_the_prova_stays_in(bot) -> None:
    ans = bot.ask("a prova discursiva vale pra cotista também?")
    assert ans.route == "retrieval" and _intent_of(ans) == "law"


def test_figure_fragment_after_a_place_still_carries(bot) -> None:
    _, then = chat(bot, _PLACE, "e com 30 vagas?")
    assert then.route == "calculator" and then.calculation
