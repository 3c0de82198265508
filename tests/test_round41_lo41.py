"""Round 41 (lo41): leftovers of issue 10.

- a reserve count asked back for a yes ("a reserva é 12, certo?", "são 10 reservadas, né?", "dá 12 cotas?") after a
  count, or beside "com M vagas", is a claim checked against those vagas, never its figure read as the vagas;
- a PcD count claimed for N vagas ("pcd com 30 vagas é 1 só?") is the decree's minimum of N, the claim checked;
- "e se abrirem/criarem mais N vagas?" after a reserve takes the chip of the earlier vagas, as after an order.
Neighbours: the PcD claim of round 40, a count asked plainly, the new vagas' own count asked.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize(("claim", "right"), [("a reserva é 12, certo?", True), ("a reserva é 10, certo?", False),
                                              ("são 12 reservadas, né?", True), ("são 10 reservadas, né?", False),
                                              ("dá 12 cotas?", True), ("dá 10 cotas?", False)])
def test_a_reserve_claimed_after_a_count_is_checked_not_read_as_vagas(claim: str, right: bool) -> None:
    first, checked = chat(rules_bot(TODAY), "edital com 40 vagas", claim)
    assert first.calculation["reserved"] == 12
    assert (checked.route, checked.calculation["operation"]) == ("calculator", "reserve")
    assert (checked.calculation["vacancies"], checked.calculation["reserved"]) == (40, 12)
    assert checked.headline.startswith("**Está certo**" if right else "**Não está certo**")
    assert carried_keys_of(checked) == ["vacancies"]


@pytest.mark.parametrize(("question", "right"), [("edital com 40 vagas, a reserva é 10, certo?", False),
                                                 ("com 40 vagas são 12 reservadas, né?", True),
                                                 ("com 40 vagas dá 10 cotas?", False)])
def test_a_reserve_claimed_beside_its_vagas_is_checked(question: str, right: bool) -> None:
    (ans,) = chat(rules_bot(TODAY), question)
    assert (ans.route, ans.calculation["vacancies"], ans.calculation["reserved"]) == ("calculator", 40, 12)
    assert ans.headline.startswith("**Está certo**" if right else "**Não está certo**")


def test_the_reserve_said_to_be_a_count_is_a_claim_not_the_vagas() -> None:
    ex = extract("a reserva é 12, certo?")
    assert ex.claimed_counts == [12] and ex.vacancies is None
    assert extract("a reserva PcD é 2, certo?").claimed_counts == []  # the PcD list's own count, not the racial one


def test_a_plain_count_is_no_claim() -> None:
    (ans,) = chat(rules_bot(TODAY), "edital com 40 vagas, quantas reservadas?")
    assert ans.calculation["reserved"] == 12 and "certo" not in ans.headline


@pytest.mark.parametrize(("question", "right"), [("pcd com 30 vagas é 1 só?", False), ("pcd com 30 vagas é 2, certo?", True),
                                                 ("com 40 vagas a reserva PcD é 2, certo?", True)])  # round 40's kept
def test_a_pcd_count_claimed_for_its_vagas_is_the_decrees_minimum_checked(question: str, right: bool) -> None:
    (ans,) = chat(rules_bot(TODAY), question)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert ans.calculation["vacancies"] in (30, 40)
    verdict = "**Está certo** (o mínimo é 2 vagas PcD" if right else "**Não está certo** (o mínimo é 2 vagas PcD"
    assert ans.headline.startswith(verdict)
    assert "Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º" in ans.headline


def test_the_pcd_count_after_its_vagas_is_read_as_pcd() -> None:
    ex = extract("pcd com 30 vagas é 1 só?")
    assert (ex.vacancies, ex.pcd) == (30, 1)
    assert extract("quantas de pcd com 40 vagas?").pcd is None  # the PcD count asked, not told


@pytest.mark.parametrize("verb", ["abrirem", "surgirem", "criarem"])
def test_more_vagas_after_a_reserve_take_the_earlier_vagas_chip(verb: str) -> None:
    _, more = chat(rules_bot(TODAY), "edital com 20 vagas, quantas reservadas?", f"e se {verb} mais 5 vagas?")
    assert (more.calculation["vacancies"], more.calculation["reserved"]) == (25, 8)
    assert "prior_vacancies" in carried_keys_of(more)
    assert more.headline.startswith("Com as 20 vagas da pergunta anterior e mais 5: das 25 vagas, **8 são reservadas**")


def test_the_new_vagas_count_asked_keeps_its_lead() -> None:
    _, more = chat(rules_bot(TODAY), "edital com 20 vagas, quantas reservadas?", "e se surgirem mais 5 vagas, quantas de cota?")
    assert more.calculation["reserved"] == 2 and "prior_vacancies" in carried_keys_of(more)
    assert more.headline.startswith("Com as 20 vagas da pergunta anterior, das 5 vagas novas")
