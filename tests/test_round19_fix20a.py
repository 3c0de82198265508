"""Round 19 fix20a (issue 10): candidates with a deficiency who also name a race, in their own words.

Wordings are the team's own. A person with a deficiency asking about the racial quota alone is asked about like anyone
else (the race decides it, "amarela" is answered "Não"); asking about both reserves stays the several-reserves answer,
also when the person was told earlier in the thread; a count asked beside a PcD list counts both lists; a place in the
racial list beside a PcD place is enough for the position; small forms of dates, undated concursos, thresholds told as a
premise, "por que não é 30%?" and aid outside these norms (fee waiver, BPC).
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction import extract

from .assistant_support import chat


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


@pytest.mark.parametrize("question, eligible", [
    ("tenho nanismo e sou indígena; no concurso da anvisa (autarquia), 20 vagas, dá pra me inscrever na reserva racial?",
     True),
    ("minha esposa é cega e parda, vai tentar o concurso do incra com 14 vagas, ela pode pela cota racial?", True),
    ("sou deficiente auditivo e branco, concurso do ibama 9 vagas, posso usar a cota racial?", False),
])
def test_racial_quota_alone_is_eligibility(bot: Assistant, question: str, eligible: bool) -> None:
    """Only the racial quota asked: the person's race decides it, with the reserve of the vagas given."""
    a = bot.ask(question)
    assert (a.route, a.calculation.get("eligible")) == ("calculator", eligible)


def test_both_reserves_named_stay_law(bot: Assistant) -> None:
    """Both reserves named as places to compete ("na vaga pcd e na racial"): the several-reserves answer."""
    a = bot.ask("sou autista e parda, consigo me inscrever pela vaga de pcd e pela racial no mesmo concurso?")
    assert a.route == "retrieval" and "duas reservas" in a.headline


def test_both_reserves_after_the_person_told(bot: Assistant) -> None:
    """"nas duas reservas" after "sou pcd e preto, ... quantas?": that person in both reserves, not the count again."""
    *_, a = chat(bot, "sou pcd e preto, o concurso do inpi tem 18 vagas, quantas vão pra cota?",
                 "e dá pra disputar as duas reservas juntas?")
    assert a.route == "retrieval" and "duas reservas" in a.headline


def test_count_beside_pcd_list_is_reserve(bot: Assistant) -> None:
    """A count asked with vagas and a PcD list: both lists counted, whatever group the asker names."""
    a = bot.ask("sou indígena e pcd, o edital tem 30 vagas e 10% pra pcd, quantas ficam pra reserva racial?")
    assert a.route == "calculator" and a.calculation.get("reserved") == 9 and a.calculation.get("pcd") == 3


def test_rounding_beside_a_singular_count(bot: Assistant) -> None:
    """"arredonda pra cima? quanto fica...": the count is asked too (the answer cites the rounding)."""
    a = bot.ask("27 vagas e 5% pra pessoa com deficiência, arredonda pra cima? quanto vai pra pcd e quanto pra cota racial?")
    assert a.route == "calculator" and a.calculation.get("pcd") == 2


def test_racial_list_place_beside_pcd_place(bot: Assistant) -> None:
    """"1º na lista pcd e 3º na racial": the racial list's place answers the position, no general rank asked."""
    a = bot.ask("estou em 1º na lista pcd e 3º na racial, são 12 vagas com 1 pcd, fui aprovado dentro?")
    assert a.route == "calculator" and a.calculation.get("status") == "inside"


def test_lista_racial_is_reserve_rank() -> None:
    """"6 na lista racial": a place in the racial reserve list."""
    assert extract("fiquei 6 na lista racial e 40 na ampla").reserve_rank == 6


def test_month_year_then_day() -> None:
    """"agosto de 2025, dia 7": one date, the month and year told first."""
    assert extract("o edital saiu em agosto de 2025, dia 7, com 12 vagas", today=date(2026, 1, 1)).date \
        == date(2025, 8, 7)


def test_concurso_novo_is_undated(bot: Assistant) -> None:
    """"e concurso novo com ..." after a dated edital: the earlier date does not carry."""
    *_, a = chat(bot, "edital de 2018 com 10 vagas, quantas eram reservadas?", "e um concurso novo com 10 vagas?")
    assert a.calculation.get("regime") == "lei-15142-2025"


def test_threshold_told_as_premise(bot: Assistant) -> None:
    """"a lei antiga exigia 3 vagas no mínimo, né": the threshold (art. 1º, § 1º), not a count of 3 vagas."""
    *_, a = chat(bot, "edital de 2020 com 6 vagas, quantas de cota?",
                 "mas pela 12.990 precisava de 3 vagas pelo menos, certo?")
    assert a.route == "retrieval"


def test_why_not_the_new_rate(bot: Assistant) -> None:
    """"por que não foi 30%?" after an old-law count: the law in force at the edital (art. 11), not a refusal."""
    *_, a = chat(bot, "edital de março de 2024 com 25 vagas, quanto de reserva?", "por que não foi 30%?")
    assert a.route == "retrieval" and any("art. 11" in c.label for c in a.citations)


@pytest.mark.parametrize("question", [
    "quem tem deficiência paga a taxa de inscrição do concurso?",
    "sou pcd, se eu tomar posse perco a aposentadoria por invalidez?",
])
def test_pcd_aid_elsewhere_is_out_of_scope(bot: Assistant, question: str) -> None:
    """Fee waiver, BPC or retirement of a person with a deficiency: no text of these norms rules it."""
    assert bot.ask(question).route == "out_of_scope"
