"""Round 13 (issue 10, §2–3): the confirmation board named plainly, and rule questions about these laws' own subjects.

Wordings are this round's own paraphrases. "a banca"/"a comissão" that judges looks, ancestry or the interview, or
whose decision is appealed, is the board that confirms the self-declaration (in scope); the board that runs the exam
(its questions, marks, syllabus, the one a concurso hired) is not. A rule question about the reserve, the
self-declaration, nomination or PcD whose retrieval is unsure is answered with the doubt said (LOW_FIT_NOTE) when the
classifier reads law or abstains, never "Não encontrei…"; job facts and other quotas stay refused.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction import extract
from assistant.intents.law import NO_FIT
from assistant.rules import board_sense, in_domain, rule_of_subject
from vocabulary import fold


@pytest.fixture(scope="module")
def assistant() -> Assistant:
    return Assistant()


@pytest.mark.parametrize("q", [
    "a comissão pode me barrar por causa do formato do nariz?",
    "Dá para recorrer do parecer da banca que me avaliou?",
    "a banca vai querer ver fotos da minha família?",
    "A entrevista com a comissão pode ser por vídeo chamada?",
    "a comisao pode julgar pela cor da minha mae?",
])
def test_the_confirmation_board_named_plainly_is_in_scope(q: str) -> None:
    ex = extract(q, date(2026, 1, 10))
    assert board_sense(ex.text) and in_domain(ex)


@pytest.mark.parametrize("q", [
    "qual banca vai organizar o concurso do IBAMA?",
    "a banca pode anular uma questão depois do gabarito?",
    "a banca pode cobrar matéria fora do edital?",
    "a banca errou a nota da minha redação, cabe recurso?",
    "a comissão pode mudar a data da prova?",
])
def test_the_exam_board_is_not_the_confirmation_board(q: str) -> None:
    assert not board_sense(fold(q))


@pytest.mark.parametrize("q", [
    "a banca consegue me eliminar por eu ser moreno claro?",
    "a comissão pode exigir a certidão dos meus avós?",
    "tem como contestar a decisão da comissão?",
])
def test_board_questions_are_answered_with_law_text(assistant: Assistant, q: str) -> None:
    a = assistant.ask(q)
    assert a.route == "retrieval" and a.headline != NO_FIT, a.headline
    assert a.citations


@pytest.mark.parametrize("q", [
    "a banca do concurso da ANVISA já foi escolhida?",
    "a banca pode anular questão da prova objetiva?",
    "o cotista recebe diária pra ir fazer a prova?",
    "qual a escolaridade exigida pra agente da PF?",
])
def test_exam_board_and_job_facts_stay_out_of_scope(assistant: Assistant, q: str) -> None:
    assert assistant.ask(q).route == "out_of_scope"


@pytest.mark.parametrize("q", [
    "quem escolhe em quais cargos vai ter reserva?",
    "a administração pode reservar acima do percentual da lei?",
    "cabe recurso contra a comissão que não confirmou a autodeclaração?",
    "a comissão tem que gravar a entrevista?",
])
def test_rule_questions_about_the_laws_subjects(q: str) -> None:
    assert rule_of_subject(fold(q))


@pytest.mark.parametrize("q", [
    "quem define o salário do cotista?",          # a job fact
    "a universidade pode reservar vagas pra negros no vestibular?",  # another quota
    "como funciona a reserva?",                  # no modal: the law's text answers it anyway
    "a banca pode anular questão da prova?",     # the exam board
])
def test_not_rule_questions_about_the_laws_subjects(q: str) -> None:
    assert not rule_of_subject(fold(q))


@pytest.mark.parametrize("q", [
    "quem escolhe em quais cargos vai ter reserva?",
    "a administração pode reservar acima do percentual da lei?",
])
def test_unsure_rule_questions_are_answered_with_the_doubt_said(assistant: Assistant, q: str) -> None:
    a = assistant.ask(q)
    assert a.route == "retrieval" and a.headline != NO_FIT, a.headline
    assert a.citations
