"""Round 55 (f70b): law questions that were answered as a calculation.

- a named law's revocation or term asked, a year or one's certame told only as its setting ("a 12.990 caiu de vez ou
  ainda rege seleção em andamento? o meu é de 2022", "a lei de 2014 não tinha validade de dez anos? como vale em 2023?")
  is the law's answer (`law_status`): Lei 15.142 art. 13 with art. 11; the old law's term answered with its art. 6º, ADI
  7654 and the revocation — never the regime of that year; "qual lei vale pro meu edital de 2022?" stays the regime;
- a reserved candidate's withdrawal, who takes the vaga ("a 2ª da lista de cotas recusou a nomeação, chamam o 3º
  cotista ou alguém da ampla?") is Lei 15.142 art. 7º, § 3º (the old law's thread: Lei 12.990 art. 3º, § 2º), never a
  count awaiting vagas; one's own place told, or a count asked, stays the calculator's;
- the entry's order asked of a career event after an order ("essa sequência conta na remoção depois?") is the law's
  reach (art. 9º, § 2º), nothing carried; a new count of vagas after the order stays the order;
- the body's staff asking whether they must reserve with their vagas told ("somos uma autarquia, 1 vaga, temos que
  reservar?") is the reserve's count (0 below 2, art. 5º), never a group's "Sim"; a candidate's own claim and a body the
  law does not bind stay as they were;
- "contratação temporária" is a hire's, not the new law's own term (`law_verdict.new_law_term_asked`).
"""
from __future__ import annotations

from typing import Any

import pytest

from assistant.extraction import extract
from assistant.law_status import law_status_asked
from assistant.law_verdict import NO_TERM, new_law_term_asked
from assistant.reach import career_reach_asked, staff_must_reserve_count
from assistant.routing_eval import _intent_of
from assistant.withdrawal import withdrawal_asked
from tests.assistant_support import carried_keys_of, chat, reserved_for, urns_of
from vocabulary import fold

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"

# --------------------------------------------------------------------------- 1. a law's standing, a year its setting

REVOKED = (
    "a lei 12.990 caiu de vez ou ainda rege seleção em andamento? o meu certame é de 2022",
    "a 12990 foi revogada mesmo? ainda tem concurso seguindo ela? prestei um de 2021",
    "a lei de cotas de 2014 foi revogada pela 15.142? o edital do meu concurso é de 2023",
)
TERM = (
    "a lei de 2014 não tinha validade de dez anos? como é que ela vale em 2023?",
    "a 12.990 não valia só por 10 anos? meu edital saiu em 2024 e seguiu ela",
)
WHICH_LAW = (
    "meu edital é de 2022, qual lei se aplica?",
    "a lei antiga foi revogada, então qual lei vale pro meu edital de 2021?",
    "meu edital é de 2024, a lei antiga ainda vale pra ele?",
)


def test_law_status_is_read_from_the_law_named_and_its_standing() -> None:
    for said in (*REVOKED, *TERM):
        assert law_status_asked(fold(said)), said
    for said in (*WHICH_LAW, "a 12.990 foi revogada? edital de 2023 com 10 vagas, quantas reservadas?"):
        assert not law_status_asked(fold(said)), said


@pytest.mark.parametrize("said,which", list(zip(REVOKED, WHICH_LAW)))
def test_revocation_asked_with_a_year_is_the_law(bot: Any, said: str, which: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    urns = urns_of(ans)
    assert any(u.startswith(f"{NEW}!art13") for u in urns) and any(u.startswith(f"{NEW}!art11") for u in urns), urns
    # (which law governs a dated edital, a revocation said beside it or not, stays the regime of that date)
    (regime,) = chat(bot, which)
    assert (regime.route, _intent_of(regime)) == ("calculator", "regime"), regime.headline
    assert regime.calculation["regime"] == "lei-12990-2014"


@pytest.mark.parametrize("said", TERM)
def test_old_law_term_asked_with_a_year_is_its_term_and_the_adi(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    assert urns_of(ans)[0] == f"{OLD}!art6_cpt"
    assert "ADI 7654" in ans.answer and "art. 13" in ans.answer and "art. 11" in ans.answer


def test_term_asked_after_two_regimes_carries_nothing(bot: Any) -> None:
    *_, ans = chat(bot, "meu edital saiu em 10/07/2025, que lei de cotas vale?", "e um de 10/07/2024?",
                   "mas a 12.990 não tinha prazo de 10 anos? como rege 2024 ainda?")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    assert carried_keys_of(ans) == [] and "ADI 7654" in ans.answer


# --------------------------------------------------------------------------- 2. a cotista's withdrawal

WITHDREW = (
    "a segunda da lista de cotas recusou a nomeação; chamam o terceiro cotista ou alguém da ampla?",
    "o 1º colocado da lista de cotas desistiu da vaga, ela passa pro 2º cotista ou vira da ampla?",
    "o terceiro da reserva racial não tomou posse; quem é chamado no lugar dele, cotista ou ampla?",
)


def test_withdrawal_is_read_without_own_place_or_count() -> None:
    for said in WITHDREW:
        assert withdrawal_asked(fold(said)), said
    for said in ("sou o 4º da lista de cotas e o 1º desistiu, sou chamado?", "o cotista desistiu, quantas vagas sobram?",
                 "desisti do concurso, posso voltar?"):
        assert not withdrawal_asked(fold(said)), said


@pytest.mark.parametrize("said", WITHDREW)
def test_withdrawal_is_the_next_optant_rule(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    assert urns_of(ans)[0] == f"{NEW}!art7_par3"


def test_withdrawal_in_an_old_law_thread_is_its_own_paragraph(bot: Any) -> None:
    _, ans = chat(bot, "edital de 2022 com 10 vagas, quantas reservadas?",
                  "e se o cotista chamado desistir, a vaga dele passa pra quem?")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    assert urns_of(ans)[0] == f"{OLD}!art3_par2"
    # (one's own place told beside a withdrawal stays that place's figure)
    (own,) = chat(bot, "sou o 4º da lista de cotas e o 1º desistiu, sou chamado? são 10 vagas")
    assert (own.route, _intent_of(own)) == ("calculator", "position"), own.headline


# --------------------------------------------------------------------------- 3. the order asked of the career

CAREER = (
    "e essa sequência conta também na remoção depois da posse?",
    "e essa ordem vale na escolha de lotação depois?",
    "e a ordem de nomeação continua valendo pra desempate na progressão?",
)


@pytest.mark.parametrize("said,again", list(zip(CAREER, [("e com 15?", 15), ("e se fossem 20 vagas, a ordem muda?", 20),
                                                          ("e com 16 vagas?", 16)])))
def test_order_asked_of_a_career_event_is_the_law(bot: Any, said: str, again: tuple[str, int]) -> None:
    assert career_reach_asked(fold(said))
    _, ans = chat(bot, "com 12 vagas, em que posições entram os cotistas?", said)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    assert urns_of(ans)[0] == f"{NEW}!art9_par2" and carried_keys_of(ans) == []
    # (new vagas after the order stay the order, recomputed)
    asked, vagas = again
    assert not career_reach_asked(fold(asked))
    _, order = chat(bot, "com 12 vagas, em que posições entram os cotistas?", asked)
    assert (order.route, _intent_of(order)) == ("calculator", "order") and order.calculation["vacancies"] == vagas


# --------------------------------------------------------------------------- 5. the staff's duty with its vagas

STAFF = (
    "Somos uma fundação federal e o edital terá uma única vaga. Precisamos reservar alguma para negros?",
    "Aqui é do RH da fundação: teremos 1 vaga de analista, devemos reservar alguma?",
    "No ministério teremos um concurso com 1 vaga; somos obrigados a reservar para cotistas?",
    "Sou do setor de pessoal de uma autarquia; o edital vai ter uma vaga só. Tem que reservar pra cota?",
)


@pytest.mark.parametrize("said", STAFF)
def test_staff_duty_with_vagas_is_the_count(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["reserved"] == reserved_for(1, None, bot._today())
    # (a candidate's own claim beside a count stays that person's eligibility; a body the law does not bind, or a
    # state company's PSS, stays that body's verdict)
    (claim,) = chat(bot, "sou parda e o concurso da autarquia tem 1 vaga, posso concorrer pela cota?")
    assert (claim.route, _intent_of(claim)) == ("calculator", "eligibility"), claim.headline
    assert not staff_must_reserve_count(fold("temos que reservar?"), "estadual", None)
    assert not staff_must_reserve_count(fold("somos a caixa, precisamos reservar no pss?"), "empresa_publica", "pss")
    assert not staff_must_reserve_count(fold("o concurso tem 1 vaga, tem que reservar pra mim?"), "autarquia", None)


# --------------------------------------------------------------------------- neighbour: "temporária" is the hire's

def test_temporary_hire_is_no_term_of_the_law(bot: Any) -> None:
    said = "a lei nova de cotas vale pra contratação temporária do ministério da saúde?"
    assert not new_law_term_asked(extract(said))
    (ans,) = chat(bot, said)
    assert NO_TERM not in ans.answer
