"""Round 17 (issue 10), calculation turns and singles: terse portal lines ("regime concurso <data>", "vagas criadas na
validade: N", "... mesmo concurso"), the legal minimum asked as a count, an unnamed candidate's claim opening the
question, a reserve-list place told list first, another person told by their group after a law aside, a cargo name with
initials joined by "&", an edital only of cadastro de reserva kept by a follow-up, and "as mesmas N vagas" restating
the earlier count. Sentences are the team's own; figures come from the calculator."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from assistant.extraction import extract
from assistant.routing_eval import carried_keys

from .assistant_support import carried_keys_of as _carried
from .assistant_support import chat, reserved_for, rules_bot
from .test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot():
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


# --- single questions -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("question, regime", [
    ("regime concurso 2012-08-20", None),
    ("regime do certame de 10/03/2016", "lei-12990-2014"),
])
def test_terse_regime_with_a_date_is_the_editals_regime(question, regime):
    """Portal shorthand "regime <edital|concurso> <data>": which law the dated edital falls under, not law text."""
    (ans,) = chat(rules_bot(TODAY), question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] == regime


def test_vagas_qualified_then_colon_count_are_the_vagas():
    """"vagas criadas na validade: 7": the noun qualified, then its count after a colon."""
    assert extract("vagas criadas na validade: 7. quanto reservo?", TODAY).vacancies == 7
    (ans,) = chat(rules_bot(TODAY), "vagas criadas na validade: 7. quanto reservo?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(7, None, TODAY)


@pytest.mark.parametrize("question, vagas", [
    ("ok, então pra 33 vagas o mínimo exigido é quanto?", 33),
    ("certo, e com 17 vagas quanto é o mínimo?", 17),
])
def test_the_legal_minimum_asked_as_a_count_is_the_reserve(question, vagas):
    """"o mínimo legal é quanto" with the vagas given asks the reserve's count, not a law text (nor a refusal)."""
    (ans,) = chat(rules_bot(TODAY), question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(vagas, None, TODAY)


def test_minimum_of_vagas_for_a_reserve_stays_the_law(bot):
    """"qual o mínimo de vagas pra ter cota?" is the law's art. 5º, not a count."""
    (ans,) = chat(bot, "edital de 3 vagas: qual o mínimo de vagas para ter reserva?")
    assert ans.route == "retrieval"


@pytest.mark.parametrize("question, who", [
    ("Candidata pode concorrer pela reserva no nosso concurso da fundação?", "ela"),
    ("Candidato pode se inscrever nas vagas reservadas do PSS da nossa autarquia?", "ele"),
])
def test_an_unnamed_candidates_claim_asks_the_group(question, who):
    """HR shorthand opening on "Candidato pode...": whose group is unknown, so it is asked, naming that person."""
    (ans,) = chat(rules_bot(TODAY), question)
    assert ans.route == "clarify" and f"vale para {who}" in ans.headline


def test_both_lists_at_once_stays_the_law(bot):
    """"...na reserva e na ampla ao mesmo tempo?" is the law's rule on both lists, not one candidate's claim."""
    (ans,) = chat(bot, "o candidato pode concorrer na reserva e na ampla ao mesmo tempo?")
    assert ans.route == "retrieval"


def test_reserve_list_told_first_then_the_holder():
    """"na lista de cotas a candidata está em 4ª": the reserve-list rank, with the optants in the ampla."""
    q = "Na lista de cotas a candidata está em 4ª; 1 optante à frente dela passou na ampla. Temos 12 vagas. Ela entra?"
    ex = extract(q, TODAY)
    assert ex.reserve_rank == 4 and ex.optants_in_open == 1
    (ans,) = chat(rules_bot(TODAY), q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == "inside"


def test_reserve_relation_told_first_with_another_verb():
    """"na relação dos cotistas a candidata aparece em 3º": the same form with another name for the list."""
    q = "Na relação dos cotistas a candidata aparece em 3º. 10 vagas. Ela será chamada?"
    assert extract(q, TODAY).reserve_rank == 3
    (ans,) = chat(rules_bot(TODAY), q)
    assert ans.calculation["operation"] == "position" and ans.calculation["status"] == "inside"


def test_cargo_name_with_initials_joined_by_ampersand():
    """"Técnico em P&D - 6": a cargo's name may hold initials joined by "&"; the table keeps every cargo."""
    (ans,) = chat(rules_bot(TODAY), "Engenheiro - 4; Técnico em P&D - 6. Quanto reservar em cada cargo?")
    assert ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [reserved_for(4, None, TODAY),
                                                                   reserved_for(6, None, TODAY)]
    assert "Técnico em P&D" in ans.headline


def test_optant_facts_share_the_rank_chip():
    """The eval's optant facts are shown on the rank's chip (`context.ASSUMPTION_PARAMS["rank"]`)."""
    assert carried_keys(["reserve_rank", "optant", "optants_in_open"]) == ["rank"]


# --- conversations --------------------------------------------------------------------------------------------------

def test_another_person_by_group_after_a_law_aside_resumes_eligibility(bot):
    """"e uma candidata quilombola no mesmo concurso?" after a law answer: the earlier body and process, her group."""
    *_, last = chat(bot, "Somos uma autarquia federal abrindo concurso efetivo. Candidata parda pode usar a cota?",
                    "o que a lei diz sobre a confirmação da autodeclaração?",
                    "e uma candidata quilombola no mesmo concurso?")
    assert last.route == "calculator" and last.calculation["operation"] == "eligibility"
    assert last.calculation["eligible"] is True
    assert _carried(last) == ["entity", "process"]


def test_mesmo_concurso_closing_a_terse_line_keeps_the_date(bot):
    """"reserva 12 vagas mesmo concurso" after a dated regime line: the earlier edital's date, and so its law."""
    first, last = chat(bot, "regime aplicável edital 20/04/2018", "reserva 12 vagas mesmo concurso")
    assert last.route == "calculator" and last.calculation["regime"] == "lei-12990-2014"
    assert last.calculation["reserved"] == reserved_for(12, "2018-04-20", TODAY)
    assert _carried(last) == ["edital_date"]


def test_cadastro_de_reserva_kept_is_said(bot):
    """An edital only of cadastro de reserva, kept by "e se fosse de 2019?", is among what the answer says it kept."""
    *_, last = chat(bot, "concurso só para cadastro de reserva numa fundação federal; candidato indígena pode concorrer?",
                    "e se o edital fosse de 2019?")
    assert last.route == "calculator" and last.calculation["operation"] == "eligibility"
    assert "reserve_register" in _carried(last)
    assert "cadastro de reserva" in last.headline


def test_as_mesmas_n_vagas_is_the_earlier_count(bot):
    """"com as mesmas 8 vagas" writes the earlier count again: it is carried, and said so."""
    *_, last = chat(bot, "um concurso de 2013 com 8 vagas tinha cota racial?",
                    "e um de março de 2016 com as mesmas 8 vagas?")
    assert last.route == "calculator" and last.calculation["regime"] == "lei-12990-2014"
    assert last.calculation["reserved"] == reserved_for(8, "2016-03-15", TODAY)
    assert _carried(last) == ["vacancies"]


def test_another_person_asking_what_they_must_show_stays_the_law(bot):
    """"e uma candidata indígena, como ela comprova?": what she must do is the law's, not whether she may."""
    *_, last = chat(bot, "concurso efetivo de fundação federal, candidato preto pode usar a reserva?",
                    "quem faz a heteroidentificação?", "e uma candidata indígena, como ela comprova?")
    assert last.route == "retrieval"
