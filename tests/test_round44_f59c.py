"""Round 44 (f59c): failure families of the declassified held-out set 58.

- the federal law asked to reach one person's case ("sou preto, concurso da prefeitura, entra na lei federal?", "a lei
  de cotas me cobre?", "vale a lei federal?"): that person's eligibility, "Não" for a state's or a city's body; with
  no person it stays the law's reach;
- in an eligibility thread, "e se for só cadastro de reserva / pss / estadual, ainda vale?": the earlier case again
  with that condition, never the law's text;
- one's own claim with no group told ("tem um campo de opção pela reserva, posso marcar?"): the group is asked (with
  the rule in one sentence), never a "Sim" for a group assumed;
- a concurso's published data (cut-off, list of approved, classification, spreadsheet): out of scope, while a result
  to compute stays the clarification and how the law treats the cut-off stays the law's text.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize("question", [
    "concurso da prefeitura de natal, sou parda, entra na lei federal de cotas?",
    "sou preto, prefeitura de manaus, a lei federal me cobre?",
    "concurso estadual da policia civil, sou pardo, vale a lei federal?",
    "meu pai é preto, concurso da camara municipal, ele entra na lei de cotas?",
    "sou indigena, concurso do tj de sp, to coberto pela lei federal?",
    "candidato pardo, concurso da prefeitura de recife, caí na lei federal de cotas?",
    "a candidata é preta e o concurso é do estado, a lei federal a alcança?",
])
def test_a_persons_case_asked_as_the_laws_reach_is_their_eligibility(bot: Any, question: str) -> None:
    (ans,) = chat(bot, question)
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (question, ans.route, ans.headline)
    assert ans.calculation["eligible"] is False and ans.headline.startswith("**Não**"), ans.headline


@pytest.mark.parametrize("question", [
    "sou pardo, concurso do inss, entra na lei federal de cotas?",
    "sou preta, concurso do ibge, vale a lei federal?",
    "minha mae é indigena, concurso da funai, a lei de cotas cobre ela?",
])
def test_a_federal_body_told_with_the_person_is_their_yes(bot: Any, question: str) -> None:
    (ans,) = chat(bot, question)
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (question, ans.route, ans.headline)
    assert ans.calculation["eligible"] is True, ans.headline


@pytest.mark.parametrize("question", [
    "concurso da prefeitura entra na lei federal de cotas?",
    "a lei federal vale pra prefeitura?",
    "o concurso do estado entra na lei de cotas?",
    "sou preto, o que a lei federal diz sobre concurso da prefeitura?",
])
def test_a_bodys_reach_asked_with_no_person_stays_the_law(bot: Any, question: str) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "retrieval", (question, ans.route, ans.headline)


ELIGIBLE = "minha tia é parda e vai prestar concurso do ibama, pode ser cotista?"


@pytest.mark.parametrize("later, register", [
    ("e se o edital do ibama for só pra cadastro de reserva, ainda vale?", True),
    ("e caso seja só cadastro reserva, continua valendo?", True),
    ("e se for pss temporario, ainda vale?", False),
])
def test_a_condition_supposed_in_an_eligibility_thread_asks_the_case_again(bot: Any, later: str, register: bool) -> None:
    _, ans = chat(bot, ELIGIBLE, later)
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (later, ans.route, ans.headline)
    assert "groups" in carried_chips(ans) and ans.calculation["eligible"] is True, ans.headline
    assert any(a.key == "reserve_register" for a in ans.assumptions) is register, ans.assumptions


def test_a_state_body_supposed_in_the_thread_is_its_no(bot: Any) -> None:
    _, ans = chat(bot, ELIGIBLE, "e se o concurso for estadual, continua valendo?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert ans.calculation["eligible"] is False and "groups" in carried_chips(ans), ans.headline


def test_a_rule_supposed_in_the_thread_stays_the_law(bot: Any) -> None:
    # neighbour: a subject of its own after the supposition is a rule, not the case again
    _, ans = chat(bot, ELIGIBLE, "e se for pss, a heteroidentificação também vale?")
    assert ans.route == "retrieval", ans.headline


def test_a_register_only_concurso_asked_alone_stays_the_law(bot: Any) -> None:
    for q in ("concurso só com cadastro de reserva tem cota?", "concurso que é só pra cadastro reserva tem vaga de cota?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)


@pytest.mark.parametrize("question", [
    "to fazendo a inscrição do concurso do inss e aparece a opção de concorrer pela reserva, posso marcar?",
    "na inscrição da caixa tem um campo pra cota, posso marcar?",
    "tem uma caixinha de cotista na inscricao do ibge, eu marco?",
    "minha filha ta se inscrevendo no concurso do inss e tem a opção de reserva, ela pode marcar?",
])
def test_ones_own_choice_of_the_reserve_with_no_group_asks_the_group(bot: Any, question: str) -> None:
    (ans,) = chat(bot, question)
    assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility"), (question, ans.route, ans.headline)
    assert "se autodeclara" in ans.headline and "art. 1º" in ans.headline, ans.headline
    assert not ans.headline.startswith("**Sim**")


@pytest.mark.parametrize("question", [
    "na inscrição da ebserh, posso ficar com a reserva racial?",
    "to me inscrevendo no concurso dos correios, consigo ficar na reserva racial?",
])
def test_the_classifiers_eligibility_with_no_group_asks_the_group(question: str) -> None:
    # the rules read no cue of their own here: the classifier's eligibility reading asks the group, never a "Sim" assumed
    _, p = _reconsidered(question)
    assert (p.route, p.intent, p.clarify) == ("clarify", "eligibility", "groups"), (question, p.route, p.intent)


def test_the_classifiers_eligibility_with_the_group_computes() -> None:
    # neighbour: the group told, the same reading is that person's eligibility
    _, p = _reconsidered("sou parda, na inscrição da ebserh, posso ficar com a reserva racial?")
    assert (p.route, p.intent) == ("calculator", "eligibility"), (p.route, p.intent, p.clarify)


def _reconsidered(question: str) -> tuple[Any, Any]:
    from assistant.reconsider import reconsider
    from assistant.router import plan

    rules = plan(question, {}, TODAY)
    return rules, reconsider(rules, "eligibility", 0.9, TODAY)


def test_the_group_told_answers_the_choice(bot: Any) -> None:
    # neighbour: with the group told, the same choice is that person's eligibility
    (ans,) = chat(bot, "sou parda, tem uma caixinha de cotista na inscricao do ibge, eu marco?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility") and ans.calculation["eligible"] is True
    _, reply = chat(bot, "na inscrição da caixa tem um campo pra cota, posso marcar?", "sou preta")
    assert (reply.route, _intent_of(reply)) == ("calculator", "eligibility"), reply.headline


@pytest.mark.parametrize("question", [
    "a nota de corte da reserva no concurso da receita ficou em quanto? alguem tem a planilha?",
    "alguem tem a planilha com a classificação dos cotistas do concurso da caixa?",
    "saiu a lista de aprovados da cota no concurso do ibge? onde vejo?",
    "onde encontro a classificação final dos cotistas do concurso da pf?",
    "a lista dos aprovados nas vagas reservadas do cnu já saiu?",
])
def test_a_concursos_published_data_is_out_of_scope(bot: Any, question: str) -> None:
    (ans,) = chat(bot, question)
    assert (ans.route, _intent_of(ans)) == ("out_of_scope", "out_of_scope"), (question, ans.route, ans.headline)


def test_a_result_to_compute_and_the_laws_cutoff_stay(bot: Any) -> None:
    # neighbours: a result computed from a list is the clarification; the law on the cut-off is its text
    for q in ("como fica o resultado final com a reserva?", "tenho a lista de aprovados, como calculo o resultado com a reserva?"):
        (ans,) = chat(bot, q)
        assert ans.route == "clarify" and "Resultado" in ans.headline, (q, ans.headline)
    for q in ("como é calculada a nota de corte dos cotistas pela lei?", "a lei manda publicar a lista dos cotistas separada?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
