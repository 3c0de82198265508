"""Round 14 (issue 10, §2–3): law questions asked inside a calculation thread, and law questions that were refused.

Wordings are this round's own. After a reserve was computed, whether a group takes part in the reserve or how the
reserve is split among the groups, and what base the percentage is taken on, are the law's text (never the group's
share of the earlier count, never the reserve again); a count for a group ("e quantas ficariam pra indígenas?") stays
a calculation. A comparison of the two laws is answered with both laws' key dispositivos, never "Não encontrei…". A
legal basis asked of a subject of these laws ("qual o fundamento legal da exclusão por fraude?") is law text, in or out
of a thread; a legal basis of something these laws do not rule stays out of scope.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction import extract
from assistant.intents.law import NO_FIT
from assistant.law_cues import base_question, group_rule, subject_basis
from assistant.rules import _params, law_comparison
from vocabulary import fold

from .assistant_support import chat, reserved_for

DAY = date(2026, 2, 2)


@pytest.fixture(scope="module")
def assistant() -> Assistant:
    return Assistant()



# ---------------------------------------------------------------- predicates (no index needed)

@pytest.mark.parametrize("q", [
    "os quilombolas tambem disputam essas vagas?",
    "indigena fica dentro dessa reserva ou tem cota propria?",
    "pessoas indigenas concorrem na mesma lista dos pardos?",
    "como e feita a divisao da reserva entre pretos, pardos, indigenas e quilombolas?",
])
def test_a_group_taking_part_in_the_reserve_is_a_rule(q: str) -> None:
    assert group_rule(extract(q, DAY))


@pytest.mark.parametrize("q", [
    "e quantas ficariam pra indigenas?",          # a count for the group
    "sou quilombola, posso disputar essas vagas?",  # the person's own case
    "e pra quilombola?",                            # a fragment: the group's share
    "com 12 vagas, indigena entra na reserva?",    # a figure of its own
])
def test_a_count_own_case_or_fragment_is_not_a_group_rule(q: str) -> None:
    assert not group_rule(extract(q, DAY))


@pytest.mark.parametrize("q", [
    "o percentual incide sobre todas as vagas do edital ou cargo a cargo?",
    "a cota e calculada por cargo ou sobre o total de vagas?",
    "e os 30% valem para cada especialidade separadamente?",
])
def test_the_base_of_the_percentage_is_a_rule(q: str) -> None:
    assert base_question(extract(q, DAY))


@pytest.mark.parametrize("q, yes", [
    ("o que a 15.142 mudou em relacao a 12.990?", True),
    ("quais diferencas existem entre as duas leis de cotas?", True),
    ("compare a lei anterior com a lei atual", True),
    ("e se fosse pela lei antiga, muda?", False),       # the law as the condition of a calculation
    ("quantas vagas muda pela lei nova?", False),        # a count
    ("o que mudou nas cotas do vestibular?", False),     # no two laws named, another quota
])
def test_a_comparison_of_the_laws(q: str, yes: bool) -> None:
    assert law_comparison(fold(q)) is yes


@pytest.mark.parametrize("q, yes", [
    ("E quanto a exclusao do candidato por fraude, qual o fundamento legal?", True),
    ("qual artigo se aplica a heteroidentificacao feita por video?", True),
    ("qual a base legal para anular a nomeacao de quem mentiu na autodeclaracao?", True),
    ("qual o artigo que define o piso salarial do cargo?", False),
    ("qual o fundamento legal disso com 12 vagas?", False),
])
def test_a_legal_basis_of_a_subject_of_these_laws(q: str, yes: bool) -> None:
    ex = extract(q, DAY)
    assert subject_basis(ex, _params(ex)) is yes


# ---------------------------------------------------------------- end to end

def test_a_group_question_after_a_reserve_is_law_and_the_thread_goes_on(assistant: Assistant) -> None:
    calc, law, again = chat(assistant, "edital com 22 vagas, quantas ficam pra cota?",
                               "e os indigenas tambem disputam essas vagas?", "e se fossem 30?")
    assert calc.route == "calculator"
    assert law.route == "retrieval" and law.citations
    assert "art. 1º" in law.citations[0].label and "15.142" in law.citations[0].label
    assert "parcela" not in law.headline  # never the group's decimal share of the earlier vagas
    assert again.route == "calculator" and again.calculation["reserved"] == reserved_for(30, None, date.today())


def test_a_group_question_under_the_old_law_leads_with_the_old_law(assistant: Assistant) -> None:
    _, law = chat(assistant, "edital publicado em fevereiro de 2024 com 10 vagas, quantas reservadas?",
                     "os quilombolas participam dessa reserva?")
    assert law.route == "retrieval" and "12.990" in law.citations[0].label


def test_a_count_for_a_group_stays_a_calculation(assistant: Assistant) -> None:
    _, count = chat(assistant, "concurso de 20 vagas, quantas reservadas?", "e quantas ficariam pra indigenas?")
    assert count.route == "calculator"


def test_the_base_of_the_percentage_after_a_reserve_is_law(assistant: Assistant) -> None:
    _, law = chat(assistant, "temos 26 vagas, quantas reservamos?",
                     "esse percentual e aplicado a cada carreira separadamente?")
    assert law.route == "retrieval" and law.headline != NO_FIT
    assert any("art. 1º, § 2º" in c.label for c in law.citations)


@pytest.mark.parametrize("q", [
    "o que a lei de 2025 trouxe de diferente em relacao a de 2014?",
    "me explica as diferencas entre as duas leis de cotas",
])
def test_a_comparison_is_answered_with_both_laws(assistant: Assistant, q: str) -> None:
    ans = assistant.ask(q)
    assert ans.route == "retrieval" and ans.headline != NO_FIT
    labels = " ".join(c.label for c in ans.citations)
    assert "15.142" in labels and "12.990" in labels


def test_a_comparison_mid_thread_is_not_the_calculation(assistant: Assistant) -> None:
    calc, law, again = chat(assistant, "edital de abril de 2024 com 10 vagas, quantas cotas?",
                               "quais as diferencas entre a lei velha e a nova fora o percentual?",
                               "e se o edital fosse de setembro de 2025?")
    assert calc.calculation["reserved"] == reserved_for(10, "2024-04-15", date.today())
    assert law.route == "retrieval" and "Comparando" in law.headline
    assert again.route == "calculator" and again.calculation["reserved"] == reserved_for(10, "2025-09-15", date.today())


def test_a_legal_basis_mid_thread_is_law(assistant: Assistant) -> None:
    _, law = chat(assistant, "minha cliente ficou em 3º na lista de cotistas, com 14 vagas; ela entra?",
                     "E quanto a exclusao por declaracao falsa, qual o dispositivo aplicavel?")
    assert law.route == "retrieval" and law.headline != NO_FIT
    assert any("art. 4º" in c.label or "art. 3º" in c.label for c in law.citations)


def test_a_legal_basis_of_a_job_fact_stays_out_of_scope(assistant: Assistant) -> None:
    _, off = chat(assistant, "edital com 10 vagas, quantas cotas?", "qual o artigo que fixa o salario do cargo?")
    assert off.route == "out_of_scope"
