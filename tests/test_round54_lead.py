"""Round 54 (lead): three gaps the fixers noticed and left, closed after the merges.

- Leaving the reserve said with a gerund ("e abrindo mão da cota, entro?", "desistindo da reserva, ...") is the
  asker's own withdrawal: the place is computed on the ampla concorrência only (Lei 15.142, art. 7º, caput), never as
  a reserved place kept from the turn before. Someone else's withdrawal ("um cotista desistindo da cota") is not.
- How the reserve works asked of a named federal body's selection ("como funciona a cota no concurso do INSS / da
  UFPE?") is answered from art. 1º: the classifier's out-of-scope reading does not refuse it, and a body's own name,
  which means nothing to the norms, does not pull every hit below the fit. A result of that selection (its nota de
  corte) stays out of scope.
- A PSS of a university is a hire (art. 1º, II), not a university admission quota: answered, while the vestibular's
  quota stays refused.
"""
from __future__ import annotations

from typing import Any

import pytest

from assistant.extraction.reserve_left import reserve_left
from assistant.routing_eval import find_expected
from calculator.position import position
from tests.assistant_support import chat


@pytest.mark.parametrize("text", [
    "e abrindo mao da cota, fico em 30o na ampla, entro?",
    "desistindo da reserva, com 20 vagas e 12o na geral, entro?",
    "renunciando a cota racial eu passo?",
])
def test_a_gerund_supposes_leaving_the_reserve(text: str) -> None:
    assert reserve_left(text) == "withdrawn"


@pytest.mark.parametrize("text", ["um cotista desistindo da cota me ajuda?", "se um colega for desistindo da cota"])
def test_someone_elses_withdrawal_is_not_ones_own(text: str) -> None:
    assert reserve_left(text) is None


def test_abrindo_mao_after_a_reserved_place_computes_the_ampla_only(bot: Any) -> None:
    first, after = chat(bot, "sao 12 vagas, fiquei em 4o na lista de cotas e 30o na geral. to dentro?",
                        "e abrindo mão da cota, fico em 30º na ampla, entro?")
    assert find_expected(first.calculation, "status") == "inside"
    expected = position({"vacancies": 12, "general_rank": 30, "optant": False, "edital_date": "2026-01-10"})
    assert find_expected(after.calculation, "status") == expected.status
    assert "art. 7º, caput" in after.headline


@pytest.mark.parametrize("q", ["como funciona a cota no concurso do INSS?",
                               "como funciona a cota no concurso da UFPE?",
                               "o que diz a lei sobre cota no concurso da Caixa?"])
def test_how_the_reserve_works_at_a_named_federal_body_is_answered(bot: Any, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"
    assert ans.citations and ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 1º")


def test_a_selections_result_stays_out_of_scope(bot: Any) -> None:
    (ans,) = chat(bot, "qual a nota de corte da cota no concurso do INSS?")
    assert ans.route == "out_of_scope" and not ans.citations


@pytest.mark.parametrize("q", ["tem cota no pss da universidade?",
                               "sou preto, posso concorrer na cota no pss de uma universidade federal?"])
def test_a_universitys_pss_is_a_hire(bot: Any, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator"
    assert find_expected(ans.calculation, "eligible") is True
    assert "art. 1º, II" in ans.answer


def test_the_vestibular_stays_another_quota(bot: Any) -> None:
    (ans,) = chat(bot, "tem cota no vestibular da universidade federal?")
    assert ans.route == "out_of_scope"
