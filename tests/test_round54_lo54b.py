"""Round 54 (lo54b): law follow-ups that lost their verdict or were refused.

- the time left to file the appeal after the board's verdict ("e quanto tempo eu tenho pra recorrer?", "quantos dias
  tenho pra entrar com recurso?") is the appeal's term (`rules.filing_term_asked`, `appeal_term`): the same answer as
  "qual o prazo de recurso?" in the same thread (Lei 15.142, art. 3º, caput; the old law's art. 2º, parágrafo único for
  an edital it governs), while how long the board takes to judge, and other "quanto tempo" questions (posse, prova),
  stay out of scope;
- after a "Não" for a selection art. 1º does not reach (concurso interno, remoção), a short follow-up naming another
  such movement ("e a remoção?", "e na redistribuição?", "e pra promoção, tem cota?", "e cargo comissionado?") gets
  that kind's plain "Não" by art. 1º, the person's group carried (`outside_followup`; a post of free appointment is its
  own kind, `calculator.eligibility` "comissao"); the career rule asked (art. 9º, § 2º), a career event with no such
  "Não" before it, and a concurso named after it ("e no concurso do ibge com 8 vagas?": its own "Sim") keep their
  answers;
- a group the reserve is not for asked as the law's reach ("a lei de cotas serve pra mulher?", amarelos, brancos de
  baixa renda, pessoas trans, escola pública) opens with a plain "Não" before art. 1º, caput (`non_beneficiary`); a
  beneficiary group named beside it, or the asker's own case, does not;
- the number of stages asked of the optant ("quantas etapas o cotista tem que fazer?") is the law's stages (art. 6º,
  caput and art. 3º, § 1º) with a plain opening, never the vagas asked back; the PcD reserve asked of every phase is
  Decreto 9.508, art. 4º, caput, never its vigência (art. 11);
- the cotista's priority in a remoção names the movement in its opening (an f-string left unformatted).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from assistant.extraction import extract
from assistant.non_beneficiary import asked_group
from assistant.outside_followup import kind_named
from assistant.routing_eval import _intent_of, find_expected
from assistant.rules import board_term_asked, filing_term_asked, stage_count_asked
from calculator import legal_basis as lb
from calculator.eligibility import OUTSIDE_LABEL, EligibilityInput, eligibility
from tests.assistant_support import chat, urns_of
from vocabulary import fold

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"
DECREE = "urn:lex:br:federal:decreto:2018-09-24;9508"


# --------------------------------------------------------------------------- 1. the appeal's term, asked as time left

BOARD_VERDICTS = [
    "sou parda e a comissão de heteroidentificação não confirmou minha autodeclaração, o que faço?",
    "a banca de verificação indeferiu minha autodeclaração de preto, e agora?",
]
FILING_ASKED = [
    "e quanto tempo eu tenho pra recorrer?",
    "quantos dias tenho pra entrar com recurso?",
    "e em quanto tempo preciso recorrer?",
]


@pytest.mark.parametrize("asked", FILING_ASKED)
def test_filing_time_is_read_as_the_appeal_term(asked: str) -> None:
    t = fold(asked)
    assert filing_term_asked(t) and not board_term_asked(t)


@pytest.mark.parametrize("asked", ["quanto tempo demora o julgamento do recurso?", "em quantos dias a banca responde o recurso?",
                                   "quanto tempo leva pra sair o resultado do recurso da comissão?"])
def test_the_boards_delay_stays_a_delay(asked: str) -> None:
    t = fold(asked)
    assert board_term_asked(t) and not filing_term_asked(t)


@pytest.mark.parametrize("opener", BOARD_VERDICTS)
@pytest.mark.parametrize("asked", FILING_ASKED)
def test_time_to_appeal_gets_the_answer_of_the_appeal_term(bot: Any, opener: str, asked: str) -> None:
    term = chat(bot, opener, "qual o prazo de recurso?")[1]
    ans = chat(bot, opener, asked)[1]
    assert term.route == "retrieval" and urns_of(term) == [f"{NEW}!art3_cpt"]
    assert (ans.route, urns_of(ans), ans.headline) == (term.route, urns_of(term), term.headline)
    assert "edital" in ans.headline


def test_time_to_appeal_under_the_old_law_is_that_laws_answer(bot: Any) -> None:
    ans = chat(bot, "sou pardo, o edital saiu em fevereiro de 2024 e a comissão me indeferiu",
               "quanto tempo eu tenho pra recorrer?")[1]
    assert ans.route == "retrieval"
    assert urns_of(ans)[0] == f"{OLD}!art2_par1u"


@pytest.mark.parametrize("asked", ["quanto tempo demora o julgamento do recurso?", "e quanto tempo tenho pra tomar posse?",
                                   "quanto tempo dura a prova objetiva?"])
def test_other_durations_after_the_verdict_stay_out_of_scope(bot: Any, asked: str) -> None:
    assert chat(bot, BOARD_VERDICTS[0], asked)[1].route == "out_of_scope"


# --------------------------------------------------------------------------- 2. another selection outside art. 1º

INTERNAL_NO = "sou preta, o processo seletivo interno de progressão tem reserva?"
OUTSIDE_FOLLOWUPS = {
    "e a remoção?": "movimentacao",
    "e na redistribuição?": "movimentacao",
    "e pra promoção, tem cota?": "interno",
    "e na progressão funcional, tem reserva?": "interno",
    "e cargo comissionado?": "comissao",
    "e função de confiança?": "comissao",
}


def _verdict_no(ans: Any) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert find_expected(ans.calculation, "eligible") is False
    assert "**não**" in ans.headline.lower()
    assert any(u.startswith(f"{NEW}!art1") for u in urns_of(ans))


def test_the_opener_is_an_internal_selections_no(bot: Any) -> None:
    _verdict_no(chat(bot, INTERNAL_NO)[0])


@pytest.mark.parametrize("followup", sorted(OUTSIDE_FOLLOWUPS))
def test_a_movement_named_after_the_no_gets_its_own_no(bot: Any, followup: str) -> None:
    ans = chat(bot, INTERNAL_NO, followup)[1]
    _verdict_no(ans)
    kind = OUTSIDE_FOLLOWUPS[followup]
    assert ans.context.get("process") == kind
    assert OUTSIDE_LABEL[kind] in ans.headline


def test_the_movements_chain_in_one_thread(bot: Any) -> None:
    answers = chat(bot, "pedi remoção pra outra cidade, sou indígena, tem vaga reservada?", "e na progressão?",
                   "e cargo em comissão?")
    for ans in answers:
        _verdict_no(ans)
    assert [a.context.get("process") for a in answers] == ["movimentacao", "interno", "comissao"]


def test_a_concurso_named_after_the_no_is_that_concurso(bot: Any) -> None:
    ans = chat(bot, INTERNAL_NO, "e no concurso do ibge com 8 vagas?")[1]
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert find_expected(ans.calculation, "eligible") is True
    assert ans.context.get("process") != "interno"


def test_the_career_rule_asked_stays_article_9(bot: Any) -> None:
    # the movement named gets its "Não"; the classification asked of the career stays art. 9º, § 2º's text
    _verdict_no(chat(bot, INTERNAL_NO, "e na progressão?")[1])
    ans = chat(bot, INTERNAL_NO, "e na progressão, a classificação do concurso vale?")[1]
    assert ans.route == "retrieval"
    assert urns_of(ans)[0] == f"{NEW}!art9_par2"


def test_a_career_event_after_a_concursos_yes_is_not_read_as_an_internal_selection() -> None:
    after_yes = {"intent": "eligibility", "process": None, "groups": ["parda"]}
    assert kind_named(extract("e na progressão?"), after_yes) is None
    assert kind_named(extract("e na remoção?"), after_yes) == "movimentacao"  # named outright: any eligibility
    after_no = {**after_yes, "process": "interno"}
    assert kind_named(extract("e na progressão?"), after_no) == "interno"
    assert kind_named(extract("e das vagas de comissão de heteroidentificação, quantas?"), after_no) is None
    assert kind_named(extract("e na remoção?"), {"intent": "reserve", "vacancies": 10}) is None


def test_a_post_of_free_appointment_is_outside_article_1() -> None:
    for edital_date, basis in (("2025-10-01", lb.N_ART1_INC1), ("2021-05-05", lb.O_ART1_CPT)):
        r = eligibility(EligibilityInput(group="preta", entity="direta", process="comissao", edital_date=edital_date,
                                         today=date(2026, 12, 7)))
        assert not r.eligible and basis in r.legal_basis
        assert "livre nomeação" in r.reasons[0]


# --------------------------------------------------------------------------- 3. a group the reserve is not for

NOT_FOR = {
    "a lei de cotas serve pra mulher?": NEW,
    "existe reserva pra pessoas amarelas?": NEW,
    "a cota inclui brancos de baixa renda?": NEW,
    "a lei de cotas abrange pessoas trans?": NEW,
    "a lei de cotas beneficia quem estudou em escola pública?": NEW,
    "a lei 12.990 contemplava mulheres?": OLD,
}


@pytest.mark.parametrize("question", sorted(NOT_FOR))
def test_a_group_not_reserved_for_gets_a_plain_no(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    assert ans.headline.startswith("**Não**")
    assert urns_of(ans)[0] == f"{NOT_FOR[question]}!art1_cpt"


@pytest.mark.parametrize("question", ["mulher negra tem reserva?", "tem reserva pra indígenas?",
                                      "a cota vale pra quilombolas também?"])
def test_a_beneficiary_named_gets_no_such_no(bot: Any, question: str) -> None:
    assert asked_group(extract(question)) is None
    assert not chat(bot, question)[0].headline.startswith("**Não**")


def test_another_quota_asked_with_no_law_named_keeps_its_refusal(bot: Any) -> None:
    # the law named as the subject gets the "Não" and art. 1º; a quota of another group asked outright stays the
    # other-quotas answer (Round 51), unchanged
    assert chat(bot, "a lei de cotas abrange pessoas trans?")[0].headline.startswith("**Não**")
    ans = chat(bot, "tem reserva de vaga pra pessoa trans?")[0]
    assert ans.route == "out_of_scope"


def test_the_askers_own_case_stays_an_eligibility(bot: Any) -> None:
    question = "sou branca e pobre, tenho direito à cota?"
    assert asked_group(extract(question)) is None
    ans = chat(bot, question)[0]
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")


# --------------------------------------------------------------------------- 4. the stages

STAGE_COUNTS = ["quantas etapas o cotista tem que fazer?", "o candidato cotista passa por quantas fases?",
                "quantas fases enfrenta quem opta pela reserva?"]


@pytest.mark.parametrize("question", STAGE_COUNTS)
def test_the_optants_number_of_stages_is_the_laws_stages(bot: Any, question: str) -> None:
    assert stage_count_asked(fold(question))
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    assert urns_of(ans)[0] == f"{NEW}!art6_cpt" and f"{NEW}!art3_par1" in urns_of(ans)
    assert ans.headline.startswith("A lei não fixa um número de fases")


def test_the_concursos_own_stages_and_a_count_keep_their_routes(bot: Any) -> None:
    assert not stage_count_asked(fold("quantas etapas tem o concurso da receita?"))
    assert chat(bot, "quantas etapas tem o concurso da receita?")[0].route == "out_of_scope"
    ans = chat(bot, "num edital de 12 vagas, quantas cabem à reserva racial?")[0]
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")


@pytest.mark.parametrize("question", ["a reserva de pcd vale em todas as etapas?",
                                      "a vaga pra deficiente continua valendo em todas as fases?"])
def test_the_pcd_reserve_in_every_phase_is_article_4_of_the_decree(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert urns_of(ans)[0] == f"{DECREE}!art4_cpt"
    assert f"{DECREE}!art11_cpt" not in urns_of(ans)


def test_the_racial_reserve_in_every_phase_stays_article_6(bot: Any) -> None:
    assert urns_of(chat(bot, "a reserva racial vale em todas as etapas?")[0])[0] == f"{NEW}!art6_cpt"


# --------------------------------------------------------------------------- the movement named in its opening

def test_priority_in_a_remocao_names_the_movement(bot: Any) -> None:
    ans = chat(bot, "o cotista tem prioridade na remoção?")[0]
    assert "{word}" not in ans.headline
    assert ans.headline.count("remoção") >= 2
