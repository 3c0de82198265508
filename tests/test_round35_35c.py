"""Round 35 (35c): failure families of a teachers' and students' voice (exercises, quiz items, dispositivos named).

- the reserve's candidate answers written as counts ("a reserva fica com 13 ou 14 vagas?", "são 13 ou 14 vagas
  reservadas?", "arredonda para 7 ou 8 vagas?") are the result asked about, never more totals of vagas to clarify;
  two alternative totals ("o edital tem 12 ou 14 vagas") are still asked;
- a dispositivo asked to be explained, commented or summarised after a calculation ("Explique o art. 4º da lei
  12.990.") is its text, never the thread's figures recomputed under the law it names; "e pela lei nova?" still is.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot():
    return rules_bot(TODAY)


@pytest.fixture(scope="module")
def law_bot():
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


# --- 1. the reserve's candidate answers are no totals ---------------------------------------------------------------


@pytest.mark.parametrize("q, vagas", [
    ("Um aluno do cursinho perguntou: com 45 vagas, 30% dá 13,5. A reserva fica com 13 ou 14 vagas?", 45),
    ("Num concurso de 45 vagas, a cota fica com 13 ou com 14 vagas?", 45),
    ("Com 45 vagas, são 13 ou 14 vagas reservadas?", 45),
    ("Com 45 vagas, a reserva é de 13 ou de 14 vagas?", 45),
    ("Com 45 vagas, ficam 13 ou 14 vagas para a cota?", 45),
    ("Edital de 45 vagas: a reserva vai ficar com 13 ou 14 vagas?", 45),
    ("Com 45 vagas, a reserva fica com 13 vagas?", 45),
])
def test_the_reserves_candidate_answers_are_no_totals(rbot, q: str, vagas: int) -> None:
    assert extract(q, TODAY).vacancy_counts == [vagas]
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == vagas
    assert ans.calculation["reserved"] == reserved_for(vagas, None, TODAY)
    assert ans.calculation["regime"] == "lei-15142-2025"


def test_a_roundings_candidates_are_no_totals() -> None:
    # (the rules alone read "arredonda" as the rounding rule, art. 5º, § 2º; the classifier computes it)
    assert extract("Com 25 vagas, 30% dá 7,5. Arredonda para 7 ou 8 vagas?", TODAY).vacancy_counts == [25]


def test_a_reserve_said_in_the_present_is_checked(rbot) -> None:
    (ans,) = chat(rbot, "Com 45 vagas, a reserva fica com 13 vagas, tá certo?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 14
    assert ans.headline.startswith("**Não está certo**")
    # neighbour: the past tense (Round 34, 34f) unchanged
    (past,) = chat(rbot, "Com 45 vagas, a lista de cotas ficou com 13 vagas, tá certo?")
    assert past.headline.startswith("**Não está certo**") and past.calculation["reserved"] == 14


@pytest.mark.parametrize("q", [
    "O edital tem 12 ou 14 vagas, não sei ao certo. Quantas reservadas?",
    "São 12 ou 14 vagas, quantas reservadas?",
    "Concurso de 12 vagas ou 14 vagas, não lembro. Quantas de cota?",
])
def test_two_alternative_totals_are_still_asked(rbot, q: str) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "clarify" and "duas possibilidades de vagas" in ans.headline


def test_two_totals_are_still_asked(rbot) -> None:
    (ans,) = chat(rbot, "Tenho 30 vagas no edital e 5 vagas no cadastro, quantas reservadas?")
    assert ans.route == "clarify" and "dois números de vagas" in ans.headline


# --- 2. a dispositivo asked to be explained is its text --------------------------------------------------------------

_THREAD = "Sou pesquisadora: um edital de 2018 com 30 vagas reservava quantas para negros?"


@pytest.mark.parametrize("q", [
    "Explique o art. 4º da lei 12.990.",
    "explica o art. 9º da lei nova",
    "Comente o art. 3º da lei 12.990",
    "Resuma o art. 6º da Lei 12.990.",
    "Fale sobre o art. 4º da lei 12.990",
])
def test_a_dispositivo_asked_to_be_explained_is_its_text(law_bot, q: str) -> None:
    first, ans = chat(law_bot, _THREAD, q)
    assert first.route == "calculator" and first.calculation["reserved"] == 6
    assert ans.route == "retrieval" and ans.calculation is None and _intent_of(ans) == "law"
    assert carried_keys_of(ans) == []


@pytest.mark.parametrize("q, reserved", [
    ("e pela lei nova?", 9),
    ("e pela lei 15.142, quantas seriam?", 9),
])
def test_a_law_named_alone_still_recomputes(rbot, q: str, reserved: int) -> None:
    _, ans = chat(rbot, _THREAD, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved and ans.calculation["regime"] == "lei-15142-2025"
    assert carried_keys_of(ans) == ["vacancies"]
