"""Round 28 (lead): "as duas leis" reads "as ambas leis" once numbers are normalised (`words_to_digits` keeps "both"
from being a count of two); the patterns that name both laws read that form too, so a comparison of the laws is
answered from both laws' text, never refused."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.router import plan
from assistant.rules import law_comparison

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize("question", [
    "quais são as diferenças entre as duas leis de cota?",
    "o que muda de uma pra outra entre as duas leis?",
    "me explica a diferença das duas leis pra quem é indígena",
])
def test_a_comparison_of_the_two_laws_is_read_after_normalising(question: str) -> None:
    ex = extract(question, TODAY)
    assert "ambas leis" in ex.text  # the premise: the normaliser rewrote "duas"
    assert law_comparison(ex.text)
    assert plan(question, None, TODAY).route == "retrieval"


def test_two_vagas_stay_a_count() -> None:
    p = plan("edital com duas vagas, quantas ficam para cotistas?", None, TODAY)
    assert p.route == "calculator" and p.params.get("vacancies") == 2


# --- competing in both lists at once (Lei 15.142, art. 7º): "nas duas" reads "nas ambas" too -------------------------

@pytest.mark.parametrize("question", [
    "dá pra concorrer nas duas listas?",
    "eu consigo me inscrever nas duas, ampla e cota?",
    "o candidato negro disputa nas duas listas simultaneamente?",
])
def test_competing_in_both_lists_is_the_law(question: str) -> None:
    assert plan(question, None, TODAY).route == "retrieval"


def test_both_lists_of_something_else_stay_out_of_scope() -> None:
    assert plan("as duas listas de aprovados do sisu saem quando?", None, TODAY).route == "out_of_scope"
