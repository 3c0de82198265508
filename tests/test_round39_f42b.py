"""Round 39 (f42b): the law-text and refusal families of holdout 42.

- A requirement asked inside a figures thread ("a confirmação também é exigida no PSS?"): law text, nothing carried.
- What becomes of reserved vagas left unfilled, asked by its noun ("qual a destinação das vagas que sobraram?"): art. 8º.
- A body's selection with only a cadastro de reserva, no group nor person ("mesmo assim dá pra marcar a opção de
  cotista?"): art. 5º, § 3º's text, not an eligibility.
- Who is called first / in what order they are called, with no vagas: the order operation asking the count.
- The exam board chosen, hired or compared (licitação, custo-benefício): out of scope; the confirming board stays in.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

OUT = "out_of_scope"



_PSS = "Processo seletivo simplificado com 11 vagas temporárias: quantas são da reserva racial?"


@pytest.mark.parametrize("follow", [
    "E a heteroidentificação também é exigida no processo seletivo simplificado?",
    "e a confirmação da autodeclaração é exigida nos temporários também?",
])
def test_requirement_asked_in_a_figures_thread_is_law_text(bot, follow: str) -> None:
    first, then = chat(bot, _PSS, follow)
    assert first.route == "calculator" and first.calculation["reserved"] == 3
    assert then.route == "retrieval" and _intent_of(then) == "law", (then.route, then.headline)
    assert carried_chips(then) == [] and not then.calculation
    assert "Lei nº 15.142/2025" in then.headline


def test_figure_fragment_after_the_count_still_carries(bot) -> None:
    _, then = chat(bot, _PSS, "e com 20 vagas?")
    assert then.route == "calculator" and then.calculation["reserved"] == 6


@pytest.mark.parametrize("question", [
    "Nosso concurso acabou com poucos cotistas aprovados. Qual a destinação das vagas reservadas que restaram?",
    "Sobraram vagas da cota no certame, qual o destino delas pela lei?",
    "o que fazer com as vagas reservadas não preenchidas?",
])
def test_leftover_reserved_vagas_asked_by_their_destination_is_art8(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and _intent_of(ans) == "law", (ans.route, ans.headline)
    assert "art. 8º" in ans.headline and "ampla concorrência" in ans.headline, ans.headline


def test_count_of_the_open_list_stays_a_calculation(bot) -> None:
    ans = bot.ask("o edital tem 10 vagas, quantas sobram pra ampla?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 3


@pytest.mark.parametrize("question", [
    "o concurso do ibge não tem vaga imediata, só CR. ainda assim dá pra optar pela cota na inscrição?",
    "edital da receita só com cadastro de reserva: mesmo assim existe inscrição como cotista?",
])
def test_body_register_only_asked_of_no_one_is_art5_par3(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and _intent_of(ans) == "law", (ans.route, ans.headline)
    assert "art. 5º, § 3º" in ans.headline, ans.headline


def test_body_register_only_with_a_group_stays_eligibility(bot) -> None:
    ans = bot.ask("sou parda, o concurso do ibge é só CR, posso me inscrever na cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


@pytest.mark.parametrize("question", [
    "como funciona a convocação dos cotistas? quem é nomeado primeiro?",
    "como funciona pra quem é cotista? em que ordem os cotistas são convocados?",
])
def test_who_is_called_first_asks_the_vagas(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "clarify" and _intent_of(ans) == "order", (ans.route, ans.headline)
    assert "Quantas vagas" in ans.headline


@pytest.mark.parametrize("question", ["o que diz a lei sobre a ordem de nomeação?", "como funciona a ordem de nomeação?"])
def test_the_order_rule_alone_stays_law_text(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and "art. 9º" in ans.headline, ans.headline


@pytest.mark.parametrize("question", [
    "Estamos licitando a banca examinadora: FCC, Vunesp ou Quadrix, qual tem melhor custo-benefício para um concurso de nível superior?",
    "Estamos licitando a banca examinadora: Cebraspe ou FGV, qual é mais vantajosa para um certame de nível médio?",
    "Estamos na licitação da banca do certame, qual delas tem melhor preço?",
])
def test_hiring_an_exam_board_is_out_of_scope(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == OUT, (ans.route, ans.headline)


@pytest.mark.parametrize("question", [
    "a banca de heteroidentificação pode me reprovar pela foto?",
    "quem compõe a comissão de heteroidentificação?",
])
def test_the_confirming_board_stays_in_scope(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval", (ans.route, ans.headline)
