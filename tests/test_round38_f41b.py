"""Round 38 (f41b): the law-text and refusal families of holdout 41.

- A law question naming Decreto 9.508 by its bare number ("oq diz o decreto 9508 sobre ...") was refused.
- A cotista who did not take posse / gave up, asked as where the vaga goes: art. 7º, § 3º, not an order to count.
- Women's (and other groups') share asked as a percentage or vagas guaranteed: out of scope ("mulheres negras" stays in).
- A concurso's minimum score asked ("qual a pontuação mínima que os cotistas precisaram ..."): the edital's, out of scope.
- A homologation deadline in days beside "resultado final": the concurso's calendar, not the Resultado operation.
"""
from __future__ import annotations

import pytest

from assistant.routing_eval import _intent_of

OUT = "out_of_scope"


@pytest.mark.parametrize("question", [
    "oq diz o decreto 9508 sobre reserva de vagas pra pcd?",
    "oq o decreto 9508 fala sobre a reserva de vagas pra pessoa com deficiência?",
    "oq diz o dec. 9508 sobre reserva de vagas pra pcd?",
])
def test_pcd_decree_named_by_number_is_answered_from_its_text(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and _intent_of(ans) == "law", (ans.route, ans.headline)
    assert "Decreto nº 9.508/2018" in ans.headline and "art. 1º" in ans.headline, ans.headline
    assert "Não encontrei" not in ans.headline


def test_pcd_decree_named_about_something_else_is_still_refused(bot) -> None:
    ans = bot.ask("oq diz o decreto 9508 sobre a copa do mundo?")
    assert ans.route == OUT, ans.headline


@pytest.mark.parametrize("question", [
    "o cotista convocado nao tomou posse e abriu mao. a vaga reservada vai pra quem na sequencia?",
    "a optante chamada não assumiu e renunciou; a vaga dela fica com quem?",
])
def test_vacated_reserved_vaga_told_in_the_past_is_the_law_text(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and _intent_of(ans) == "law", (ans.route, ans.headline)
    assert "art. 7º, § 3º" in ans.headline, ans.headline


@pytest.mark.parametrize("question", [
    "se o cotista desistir antes da posse, quem assume?",
    "e se o cotista na minha frente desistir?",
])
def test_vacated_vaga_neighbours_unchanged(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and "art. 7º, § 3º" in ans.headline, ans.headline


@pytest.mark.parametrize("question", [
    "as mulheres tem alguma porcentagem de vagas garantida nos concursos da policia federal?",
    "mulheres têm percentual reservado no concurso do INSS?",
    "idosos tem vagas garantidas em concurso?",
])
def test_other_groups_share_is_out_of_scope(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == OUT, (ans.route, ans.headline)
    assert "outros grupos" in ans.headline


@pytest.mark.parametrize("question", [
    "as mulheres negras tem alguma porcentagem de vagas garantida nos concursos?",
    "mulheres tem alguma porcentagem das vagas para negros?",
])
def test_racial_share_of_women_stays_in(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and "Lei nº 15.142/2025" in ans.headline and "30%" in ans.headline, ans.headline


@pytest.mark.parametrize("question", [
    "qual a pontuacao minima que os cotistas precisaram pra passar no cnu bloco 4?",
    "qual foi a pontuação mínima dos cotistas no último concurso da receita?",
])
def test_a_concurso_minimum_score_is_out_of_scope(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == OUT, (ans.route, ans.headline)


@pytest.mark.parametrize("question", [
    "a lei exige nota mínima para cotista?",
    "a lei exige pontuação mínima para cotista?",
    "qual a pontuação mínima que a lei exige do cotista?",
])
def test_the_laws_minimum_mark_rule_stays_law_text(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "retrieval" and "art. 6º" in ans.headline, ans.headline


@pytest.mark.parametrize("question", [
    "Após a divulgação do resultado final, em quantos dias a autoridade deve homologar o certame?",
    "depois do resultado final, em quantos meses o órgão homologa o concurso?",
])
def test_homologation_deadline_is_out_of_scope_not_the_result(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == OUT, (ans.route, ans.headline)
    assert "Resultado" not in ans.headline


@pytest.mark.parametrize("question", ["como monto o resultado final do concurso com os cotistas?",
                                      "vc pode gerar o resultado final com a lista de aprovados?"])
def test_result_request_still_points_to_the_result_panel(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "clarify" and "Resultado" in ans.headline, (ans.route, ans.headline)
