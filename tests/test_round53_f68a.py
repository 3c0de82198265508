"""Round 53 (f68a): what kind of selection is asked, and whose job is "temporário" (the law's reach, art. 1º).

- the asker's own temporary job ("sou soldado temporário", "trabalho como temporário no IBGE", "sargento temporária
  aqui") is who asks, not the selection asked: with a concurso named beside it, the process is that concurso
  (`extraction.entities._without_own_job`), so the figures are the concurso's (Lei 15.142, art. 1º, I), never "Não" for
  a PSS in an estatal; a temporary military selection asked ("processo seletivo pra oficial temporário") and a PSS asked
  ("o processo seletivo temporário do IBGE") keep their kinds;
- a right of the job asked with no quota or group word ("sou militar temporário, tenho direito a estabilidade?") is out
  of scope (`router`), while a temporary military asking the quota in a concurso stays an eligibility;
- a PSS with no body told is asked its body (`clarify="pss_body"`, art. 1º, II: direct administration, autarquias and
  fundações only), and the reply naming the body completes the eligibility; a PSS of a named body, a post that names its
  body's kind (professor substituto) and a white asker still answer at once;
- d52b's kinds (temporary military service, internal selection, remoção/redistribuição) are "Não" by art. 1º without
  the "coberto ... art. 1º, II" line; a rule asked about them is the law's text, not an eligibility; a selection word
  taken back ("concurso interno... quer dizer, o concurso aberto") is not read; a career event asked of the reserve
  ("conta na progressão?"), or an internal selection set against the entry ("… ou só no ingresso?"), cites art. 1º
  and art. 9, § 2º, never the vigência (art. 14).
"""
from __future__ import annotations

from typing import Any

import pytest

from assistant.extraction import extract
from assistant.routing_eval import _intent_of, find_expected
from tests.assistant_support import chat, reserved_for

ART1 = "urn:lex:br:federal:lei:2025-06-03;15142!art1"
ART9_PAR2 = "urn:lex:br:federal:lei:2025-06-03;15142!art9_par2"
ART14 = "urn:lex:br:federal:lei:2025-06-03;15142!art14"


def _urns(ans: Any) -> list[str]:
    return [c.urn for c in ans.citations]


# --------------------------------------------------------------------------- the asker's job is not the selection

OWN_JOB_CONCURSO = {
    "sou soldado temporário do exército e preto, o concurso do banco do brasil com 10 vagas tem reserva pra mim?": 10,
    "trabalho como temporário no IBGE, sou pardo, posso usar cota no concurso da caixa com 6 vagas?": 6,
    "sou temporário da marinha, sou negro, tem cota no concurso da petrobras de 5 vagas?": 5,
    "sargento temporária aqui, parda, o concurso do INSS com 12 vagas tem cota pra mim?": 12,
}


@pytest.mark.parametrize("question", sorted(OWN_JOB_CONCURSO))
def test_the_askers_temporary_job_is_not_the_process(question: str) -> None:
    assert extract(question).process == "concurso"


@pytest.mark.parametrize("question", sorted(OWN_JOB_CONCURSO))
def test_the_concurso_asked_beside_a_temporary_job_gets_its_reserve(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert find_expected(ans.calculation, "eligible") is True
    today = bot._today()
    assert find_expected(ans.calculation, "reserved") == reserved_for(OWN_JOB_CONCURSO[question], None, today)
    assert "processo seletivo simplificado" not in ans.headline.lower()


# (a PSS asked by one who has a temporary job keeps its kind: the neighbours every case below checks too)
PSS_ASKED = ["sou parda, o processo seletivo temporário do IBGE tem cota?",
             "sou temporário no IBGE, no próximo pss do ibge tenho cota?"]


@pytest.mark.parametrize("question", [
    "sou negro, tem cota no processo seletivo pra oficial temporário do exército?",
    "sou cabo temporário, e nesse processo seletivo de sargento temporário tem cota?",
    "sou militar temporário, tenho cota?",  # no other selection named: the job read
])
def test_a_selection_asked_keeps_its_kind(question: str) -> None:
    assert extract(question).process == "militar-temporario"
    assert [extract(q).process for q in PSS_ASKED] == ["pss", "pss"]


# --------------------------------------------------------------------------- a job right is out of scope

# A temporary military asking the quota stays an eligibility (the concurso's "Sim", the military selection's "Não").
QUOTA_ASKED = {
    "sou sargento temporário, negro, tenho direito a cota no concurso do exército?": True,
    "sou militar temporário e pardo, tem cota pra mim no concurso da polícia federal?": True,
    "sou parda, tem cota no processo seletivo da marinha pra oficial temporário?": False,
}


@pytest.mark.parametrize("question", [
    "sou militar temporário, tenho direito a estabilidade?",
    "sou oficial temporário do exército, tenho direito a estabilidade depois de 10 anos?",
    "cabo temporária da marinha aqui, tenho direito a estabilidade com 9 anos de serviço?",
])
def test_a_temporary_militarys_tenure_is_out_of_scope_the_quota_stays_in(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert ans.route == "out_of_scope"
    assert find_expected(ans.calculation, "eligible") is None
    for asked, eligible in QUOTA_ASKED.items():
        near = chat(bot, asked)[0]
        assert (near.route, _intent_of(near)) == ("calculator", "eligibility"), asked
        assert find_expected(near.calculation, "eligible") is eligible, asked


# --------------------------------------------------------------------------- a PSS with no body asks the body

UNBODIED_PSS = [
    "sou preta, posso concorrer pela cota nessa seleção? é contrato temporário",
    "me declaro parda; a vaga desse processo seletivo é temporária, posso concorrer pela reserva?",
    "sou indígena, essa seleção pra contratação temporária tem reserva pra mim?",
]


# A PSS whose body is known (named, or a post only an autarquia or fundação fills) or a white asker: answered at once.
KNOWN_BODY = {
    "sou pardo, tenho direito a cota no processo seletivo simplificado do INSS?": True,
    "sou quilombola, o processo seletivo temporário da funai tem cota?": True,
    "sou indígena, vou fazer o pss de professor substituto, tem cota?": True,
    "sou branco, tenho cota no pss?": False,
    # (lead: a PSS named as such is a federal temporary hiring, answered with art. 1º, II's condition, the convention
    # of rounds 34-42)
    "tenho direito a cota no processo seletivo simplificado? sou pardo": True,
    "sou indígena, da pra eu usar a reserva nesse pss?": True,
}


@pytest.mark.parametrize("question", UNBODIED_PSS)
def test_a_pss_with_no_body_asks_the_body(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert ans.route == "clarify"
    assert ans.context.get("pending") == "entity"
    assert "art. 1º, II" in ans.headline
    assert find_expected(ans.calculation, "eligible") is None
    for asked, eligible in KNOWN_BODY.items():
        near = chat(bot, asked)[0]
        assert (near.route, _intent_of(near)) == ("calculator", "eligibility"), asked
        assert find_expected(near.calculation, "eligible") is eligible, asked


@pytest.mark.parametrize("reply, eligible", [
    ("é numa universidade federal", True),
    ("no IBGE", True),
    ("é na caixa", False),
])
def test_the_body_told_completes_the_pss_eligibility(bot: Any, reply: str, eligible: bool) -> None:
    asked, ans = chat(bot, UNBODIED_PSS[0], reply)
    assert asked.route == "clarify"  # the body asked first, never assumed
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert find_expected(ans.calculation, "eligible") is eligible


# --------------------------------------------------------------------------- d52b's kinds, redone narrowly

@pytest.mark.parametrize("question", [
    "sou preto, tem reserva no processo seletivo pra sargento temporário da aeronáutica?",
    "remoção de servidor tem cota?",
    "redistribuição de servidor entre órgãos tem reserva pra negros?",
])
def test_a_selection_the_law_does_not_name_is_no_by_article_1(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert find_expected(ans.calculation, "eligible") is False
    assert any(u.startswith(ART1) for u in _urns(ans))
    assert "coberto pela" not in ans.answer


def test_a_rule_asked_about_temporary_military_is_the_laws_text(bot: Any) -> None:
    ans = chat(bot, "existe alguma regra sobre soldado temporário usar a cota no concurso?")[0]
    assert ans.route == "retrieval"
    # the reading that keeps it from the eligibility: the kind is still read, the rule asked wins
    assert extract("soldado temporário tem cota?").process == "militar-temporario"


def test_a_selection_word_taken_back_is_not_read() -> None:
    assert extract("o concurso interno do ministério tem cota?").process == "interno"
    assert extract("vou fazer o concurso interno... quer dizer, o concurso aberto do ministério, tem cota?").process \
        == "concurso"
    assert extract("a remoção, ou melhor, o concurso do inss tem cota?").process == "concurso"
    assert extract("pss quer dizer o que?").process == "pss"  # a meaning asked takes nothing back


def test_a_career_event_asked_of_the_reserve_is_article_1_and_9(bot: Any) -> None:
    for question in ("a reserva pra negros conta na progressão do servidor?",
                     "cotista tem preferência na promoção depois de empossado?",
                     "essa cota serve só pra entrar ou vale também na carreira?"):
        ans = chat(bot, question)[0]
        assert ans.route == "retrieval", question
        urns = _urns(ans)
        assert ART9_PAR2 in urns and any(u.startswith(ART1) for u in urns), question
        assert ART14 not in urns, question


def test_an_internal_selection_set_against_the_entry_is_the_laws_reach(bot: Any) -> None:
    ans = chat(bot, "a reserva vale na seleção interna de promoção ou só no ingresso?")[0]
    assert ans.route == "retrieval"
    urns = _urns(ans)
    assert ART9_PAR2 in urns and any(u.startswith(ART1) for u in urns)
    # the internal selection asked alone stays its eligibility, "Não" by art. 1º
    near = chat(bot, "o concurso interno de promoção tem cota pra negros?")[0]
    assert (near.route, _intent_of(near)) == ("calculator", "eligibility")
    assert find_expected(near.calculation, "eligible") is False
