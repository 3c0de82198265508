"""Round 51 (f66a): legitimate follow-ups refused (declassified held-out set 65).

- the thread's edital supposed still unpublished, its noun left out or said by a pronoun ("e se ele ainda nem tivesse
  sido publicado?", "e caso ainda esteja pra sair?", "e se fosse publicado amanhã?"), is that edital to be published:
  the law in force, the thread's figures carried (`extraction.dates.EDITAL_PENDING`), never out of scope;
- a follow-up moving the thread's person to a state or city body named by its place ("e se for pro governo do Pará?",
  "e na prefeitura de Manaus, aí vale também?") is that person's eligibility there, "Não" (art. 1º), never a rule asked
  (`context._SAME_ANSWER_ASKED`: an adverb may close "vale?") nor out of scope (`extraction.entities`: governo / TJ /
  assembleia of a named state);
- the legal basis asked as "a parte da lei" or "o trecho" ("qual a parte da lei que garante isso?") after a calculation is
  that answer's dispositivos (`law_cues._BASIS`).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract, fold
from assistant.extraction.dates import EDITAL_PENDING
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def _pending_reserved(vacancies: int) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, to_be_published=True)).reserved


# --------------------------------------------------------------------------- the edital supposed still unpublished

COUNT_2023 = "tenho um edital de 2023 com 10 vagas, quantas são de cota?"
SUPPOSED_PENDING = ("e se ele ainda nem tivesse sido publicado?", "e se ainda não tivesse saído?",
                    "e caso ele ainda esteja pra sair?", "e se fosse publicado amanhã?",
                    "e se esse edital ainda não tivesse sido lançado?", "e se ainda estivesse em elaboração?")


def test_supposed_pending_reads_as_an_edital_to_publish() -> None:
    for said in SUPPOSED_PENDING:
        assert EDITAL_PENDING.search(fold(said)), said
    for said in ("e se o resultado ainda não tivesse saído?", "e se ele não tivesse sido nomeado?",
                 "e se fosse publicado em 2022?", "e se ainda não tivesse saído o resultado?",
                 "e se ela ainda não tivesse sido aprovada?"):
        assert not EDITAL_PENDING.search(fold(said)), said


def test_an_edital_supposed_unpublished_is_counted_by_the_law_in_force(bot: Any) -> None:
    for said in SUPPOSED_PENDING:
        _, ans = chat(bot, COUNT_2023, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert (ans.calculation["reserved"], ans.calculation["regime"]) == (_pending_reserved(10), "lei-15142-2025"), said
        assert "desta conversa" not in ans.headline, said  # its date changed: no other law said of the same edital


def test_an_edital_supposed_unpublished_after_a_date_change_and_other_answers(bot: Any) -> None:
    _, _, ans = chat(bot, "meu edital de agosto de 2025 tem 14 vagas, qual a reserva?", "e se fosse de 2024?",
                     "e se ele ainda não tivesse sido publicado?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["reserved"] == _pending_reserved(14)
    _, ans = chat(bot, "qual lei vale para o edital publicado em março de 2025?", "e caso ele ainda esteja pra sair?")
    assert (ans.route, _intent_of(ans), ans.calculation["regime"]) == ("calculator", "regime", "lei-15142-2025"), \
        ans.headline
    _, ans = chat(bot, "sou pardo, posso usar a cota no concurso do IBAMA? o edital é de 2024",
                  "e se ainda não tivesse saído?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert (ans.calculation["eligible"], ans.calculation["regime"]) == (True, "lei-15142-2025")


def test_neighbours_other_things_unpublished_and_past_dates_stay_as_they_were(bot: Any) -> None:
    _, ans = chat(bot, COUNT_2023, "e se fosse publicado em 2022?")
    assert (ans.route, ans.calculation["regime"]) == ("calculator", "lei-12990-2014"), ans.headline
    _, ans = chat(bot, COUNT_2023, "e se o resultado ainda não tivesse saído?")
    assert (ans.calculation or {}).get("regime") != "lei-15142-2025", ans.headline
    _, ans = chat(bot, COUNT_2023, "e pela lei nova?")  # the other law supposed of the same edital: still said so
    assert ans.calculation["regime"] == "lei-15142-2025" and "desta conversa" in ans.headline, ans.headline


# --------------------------------------------------------------------------- a state or city body named by its place

FEDERAL_YES = "minha sobrinha é indígena, ela pode usar a cota no concurso de uma autarquia federal?"


def test_a_state_body_named_by_its_state_is_a_state_body() -> None:
    for said in ("e se for pro governo do Pará?", "concurso do governo de Minas Gerais", "e no governo de SP?",
                 "e no tribunal de justiça de Pernambuco?", "e na assembleia legislativa da Bahia?"):
        assert extract(said, date(2026, 12, 7)).entity == "estadual", said
    assert extract("e no governo federal?", date(2026, 12, 7)).entity == "direta"


def test_the_person_moved_to_a_named_state_or_city_body_is_answered_no(bot: Any) -> None:
    for said, kind in (("e se ela fizer o concurso da prefeitura de Manaus, aí vale também?", "municipal"),
                       ("e se for pro governo do Pará?", "estadual"),
                       ("e na prefeitura de Belém, pode também?", "municipal"),
                       ("e se for o concurso do tribunal de justiça de Minas Gerais, vale ainda?", "estadual"),
                       ("e na assembleia legislativa da Bahia?", "estadual")):
        _, ans = chat(bot, FEDERAL_YES, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is False and ans.context.get("entity") == kind, (said, ans.headline)
        assert ans.context.get("groups") == ["indigena"], said


def test_the_same_answer_asked_with_an_adverb_closing_it_is_that_case(bot: Any) -> None:
    for said in ("e se fosse no governo federal, vale também?", "e se for no IBGE, pode também?"):
        _, ans = chat(bot, FEDERAL_YES, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is True, said


def test_neighbours_a_federal_body_or_a_rule_asked_stays_as_it_was(bot: Any) -> None:
    _, ans = chat(bot, FEDERAL_YES, "e no governo federal?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True), ans.headline
    _, ans = chat(bot, FEDERAL_YES, "e se fosse na prefeitura, vale?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", False), ans.headline
    _, ans = chat(bot, FEDERAL_YES, "e se for pss, a heteroidentificação também vale?")
    assert ans.route == "retrieval", ans.headline  # a rule with a subject of its own after the supposition


# --------------------------------------------------------------------------- the basis asked as "a parte da lei"

POSITION = "sou preta, tirei 2º lugar na lista de cotas e 40º na ampla, o edital tem 15 vagas, sou chamada?"


def _basis(ans: Any) -> list[str]:
    assert ans.route == "retrieval" and ans.context.get("basis"), ans.headline  # the thread's answer, its basis
    return [c.urn for c in ans.citations]


def test_the_part_of_the_law_asked_after_an_answer_is_its_basis(bot: Any) -> None:
    for first in (POSITION, "tenho 15 vagas num edital de 2024, quantas de cota?",
                  "sou parda, posso usar a cota no concurso do INSS?"):
        _, known = chat(bot, first, "qual artigo diz isso?")
        want = _basis(known)
        for said in ("qual a parte da lei que garante isso?", "isso tá em que parte da lei?",
                     "que trecho da lei diz isso?", "qual é o trecho que fala isso?"):
            _, ans = chat(bot, first, said)
            assert _basis(ans) == want, (first, said, ans.headline)


def test_neighbours_a_part_of_the_law_on_a_subject_of_its_own(bot: Any) -> None:
    _, ans = chat(bot, "tenho 15 vagas num edital de 2024, quantas de cota?",
                  "qual a parte da lei que trata da heteroidentificação?")
    assert ans.route == "retrieval" and not ans.context.get("basis"), ans.headline
    assert any("art3" in c.urn for c in ans.citations), [c.label for c in ans.citations]
