"""Round 41 (lo41d): claims checked, not read as counts of vagas.

- a reserve claimed with the other law named ("pela lei antiga seriam só 8") after 40 vagas is that law's reserve of
  the thread's 40 vagas, never the reserve of 8 vagas;
- "com 900 vagas são 270?" is the reserve 270 claimed of 900 vagas (checked), never two totals to choose from;
- the law's minimum claimed as a condition ("só tem cota se o concurso tiver no mínimo 3 vagas") is law text.
Neighbours: the other law named alone, a count asked with "pelo menos N vagas", the old law's minimum claimed.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
FORTY = "edital com 40 vagas, quantas reservadas?"


def test_a_claim_under_the_other_law_is_checked_against_the_threads_vagas() -> None:
    _, claim = chat(rules_bot(TODAY), FORTY, "mas um amigo disse que pela lei antiga seriam só 8, é isso?")
    assert (claim.route, claim.calculation["operation"]) == ("calculator", "reserve")
    assert (claim.calculation["vacancies"], claim.calculation["reserved"]) == (40, 8)
    assert "12.990" in claim.headline and "40 vagas" in claim.headline


def test_neighbour_the_other_law_named_alone_is_the_same_figures() -> None:
    _, other = chat(rules_bot(TODAY), FORTY, "e pela lei antiga?")
    assert (other.calculation["vacancies"], other.calculation["reserved"]) == (40, 8)


def test_a_reserve_claimed_of_the_vagas_told_is_checked() -> None:
    ex = extract("saiu no jornal que o CNU vai ter 30% de cota, então com 900 vagas são 270?")
    assert (ex.vacancies, ex.claimed_reserve, ex.vacancy_counts) == (900, 270, [900])
    (ans,) = chat(rules_bot(TODAY), "saiu no jornal que o CNU vai ter 30% de cota, então com 900 vagas são 270?")
    assert (ans.route, ans.calculation["vacancies"], ans.calculation["reserved"]) == ("calculator", 900, 270)


def test_neighbour_two_totals_still_asked_which() -> None:
    (ans,) = chat(rules_bot(TODAY), "um edital com 900 vagas e outro com 270 vagas, quantas reservadas?")
    assert ans.route != "calculator" or ans.calculation.get("vacancies") != 270


def test_the_laws_minimum_claimed_as_a_condition_is_law_text() -> None:
    claim = plan("vi no youtube que pela lei nova só tem cota se o concurso tiver no mínimo 3 vagas", {}, TODAY)
    assert (claim.route, claim.calc) == ("retrieval", None)
    assert "reserva aplicada sempre que" in str(claim.query)


def test_neighbour_the_old_laws_minimum_claimed_is_its_text() -> None:
    claim = plan("me disseram que na lei antiga só tinha reserva se houvesse pelo menos 3 vagas", {}, TODAY)
    assert (claim.route, claim.calc) == ("retrieval", None)


def test_neighbour_a_count_asked_with_a_minimum_is_the_reserve() -> None:
    (ans,) = chat(rules_bot(TODAY), "pela lei nova, se o edital tiver pelo menos 10 vagas, quantas são reservadas?")
    assert (ans.route, ans.calculation["vacancies"], ans.calculation["reserved"]) == ("calculator", 10, 3)
