"""Round 54 (dr54c, from a user drive): law answers whose headline was a neighbour dispositivo.

- fraud in the self-declaration with its moment said (`lead_part.fraud_moment`): after the nomination (posse, already a
  servant) Lei 15.142, art. 4º, § 1º, II leads (the admission annulled); before it or while the certame runs, § 1º, I
  (eliminated); with no moment the search's order stands;
- the board's rejection asked beside the procedure ("como funciona ... e se a banca não aceitar?"): art. 3º, § 2º leads,
  the procedure's text after it; the procedure asked alone keeps its own text first (`lead_part.part_first`);
- ADI 7654 asked (`adi_7654`), alone or after a regime count: the product's sourced context (the calculator's regime
  steps), citing Lei 12.990, art. 6º and Lei 15.142, arts. 11 and 13, never the thread's regime repeated;
- yes/no law questions with their verdict first (`law_verdict`): a group the old law left out ("Não", the calculator's
  own reason, the new law's art. 1º cited), the new law's term ("Não": art. 12's review leads, art. 14 after it), and a
  state's or a city's body named after a law answer ("Não", art. 1º: `router.SUBNATIONAL_REACH`);
- a PSS whose body was not told is said under art. 1º, II's rule (direct administration, autarquias, fundações), never
  as the direct administration's (`EligibilityInput.entity_told`, `intents.eligibility.PSS_BODY_UNTOLD`).
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from assistant.lead_part import ANNULLED_URN, ELIMINATED_URN, REJECTED_URN, fraud_moment
from assistant.routing_eval import _intent_of
from calculator.eligibility import PSS_ANY_BODY, EligibilityInput
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE, fold

NEW, OLD = URN_BASE[NEW_LAW], URN_BASE[OLD_LAW]


def _urns(ans: Any) -> list[str]:
    return [c.urn for c in ans.citations]


# --------------------------------------------------------------------------- fraud: before or after the nomination

AFTER_NOMINATION = [
    "se descobrirem que o servidor mentiu na autodeclaração quando já estava empossado, o que acontece?",
    "a fraude na cota foi provada depois da posse dele, ele perde o cargo?",
    "comprovada má-fé na autodeclaração de quem já tinha sido nomeado, qual a punição?",
]
BEFORE_NOMINATION = [
    "e se a fraude na autodeclaração for descoberta antes da nomeação?",
    "comprovaram fraude na cota durante o concurso, o que acontece com o candidato?",
]


@pytest.mark.parametrize("question", AFTER_NOMINATION)
def test_fraud_after_the_nomination_leads_with_the_annulment(bot: Any, question: str) -> None:
    assert fraud_moment(fold(question)) == ANNULLED_URN
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    assert _urns(ans)[0] == ANNULLED_URN
    assert "art. 4º, § 1º, II" in ans.headline


@pytest.mark.parametrize("question", BEFORE_NOMINATION)
def test_fraud_before_the_nomination_leads_with_the_elimination(bot: Any, question: str) -> None:
    assert fraud_moment(fold(question)) == ELIMINATED_URN
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    assert _urns(ans)[0] == ELIMINATED_URN


def test_a_nomination_not_yet_made_is_before() -> None:
    assert fraud_moment(fold("ainda não fui nomeado e acharam fraude na minha autodeclaração, e agora?")) == ELIMINATED_URN


@pytest.mark.parametrize("question", [
    "o que a lei prevê quando há fraude na autodeclaração?",  # no moment: the search's order stands
    "fui nomeado semana passada, quando tomo posse?",  # a moment, no fraud
])
def test_no_moment_or_no_fraud_picks_no_part(question: str) -> None:
    assert fraud_moment(fold(question)) is None


# --------------------------------------------------------------------------- the board's rejection beside the procedure

@pytest.mark.parametrize("question", [
    "explica como é a heteroidentificação e o que acontece se a banca não me aceitar como parda",
    "como funciona a comissão de heteroidentificação? e se ele for indeferido pela comissão?",
])
def test_the_rejection_asked_leads_with_art3_par2(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    urns = _urns(ans)
    assert urns[0] == REJECTED_URN
    assert any(u.startswith(f"{NEW}!art3_") and u != REJECTED_URN for u in urns[1:])  # the procedure after it


def test_the_procedure_alone_keeps_its_own_text_first(bot: Any) -> None:
    ans = chat(bot, "como é feita a heteroidentificação nos concursos federais?")[0]
    assert ans.route == "retrieval"
    assert _urns(ans)[0] != REJECTED_URN


# --------------------------------------------------------------------------- ADI 7654

ADI_CITED = {f"{OLD}!art6_cpt", f"{NEW}!art11", f"{NEW}!art13"}


@pytest.mark.parametrize("question", ["o supremo já julgou a ADI 7654?", "o STF prorrogou a lei 12.990?"])
def test_the_adi_is_answered_with_the_sourced_context(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    assert set(_urns(ans)) == ADI_CITED
    assert "ADI 7654" in ans.headline and "não o texto da decisão" in ans.headline


def test_the_adi_in_a_regime_thread_is_no_regime_again(bot: Any) -> None:
    first, adi = chat(bot, "meu edital saiu em março de 2024, qual lei vale?", "e a ADI 7654, em que pé está?")
    assert (first.route, _intent_of(first)) == ("calculator", "regime")
    assert adi.route == "retrieval" and adi.calculation is None
    assert set(_urns(adi)) == ADI_CITED
    assert not adi.headline.startswith("Para o edital")


def test_a_regime_of_the_adis_period_still_computes(bot: Any) -> None:
    ans = chat(bot, "qual lei vale para um edital de agosto de 2024?")[0]
    assert (ans.route, _intent_of(ans)) == ("calculator", "regime")


# --------------------------------------------------------------------------- verdicts first

@pytest.mark.parametrize("question", [
    "a lei 12.990 reservava vaga pra indígena?",
    "quilombolas tinham cota pela lei antiga?",
])
def test_a_group_the_old_law_left_out_is_no(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    assert ans.headline.startswith("**Não**")
    assert _urns(ans)[0].startswith(f"{OLD}!art1")
    assert f"{NEW}!art1_cpt" in _urns(ans)


@pytest.mark.parametrize("question", [
    "quem tinha direito à reserva na lei 12.990?",  # not yes/no: the text itself
    "a lei 15.142 tem cota para indígenas?",  # the new law includes them
])
def test_other_group_questions_get_no_denial(bot: Any, question: str) -> None:
    assert not chat(bot, question)[0].headline.startswith("**Não**")


@pytest.mark.parametrize("question", [
    "a nova lei de cotas tem prazo de validade?",
    "a 15.142 vai expirar em algum momento?",
])
def test_the_new_laws_term_is_no_with_the_review_first(bot: Any, question: str) -> None:
    ans = chat(bot, question)[0]
    assert ans.route == "retrieval"
    assert ans.headline.startswith("**Não**")
    assert _urns(ans)[:2] == [f"{NEW}!art12_cpt", f"{NEW}!art14_cpt"]


def test_the_date_in_force_keeps_art14(bot: Any) -> None:
    ans = chat(bot, "desde quando a lei 15.142 está em vigor?")[0]
    assert _urns(ans)[0].startswith(f"{NEW}!art14")
    assert not ans.headline.startswith("**Não**")


@pytest.mark.parametrize("body", ["e nos concursos da prefeitura de salvador?", "e em seleções do governo do Ceará?"])
def test_a_state_or_city_body_after_a_law_answer_is_no(bot: Any, body: str) -> None:
    law, reach = chat(bot, "a lei de cotas de 2025 vai deixar de valer?", body)
    assert reach.route == "retrieval"
    assert reach.headline.startswith("**Não**")
    assert _urns(reach)[0].startswith(f"{NEW}!art1")


def test_the_other_law_after_a_law_answer_is_no_reach(bot: Any) -> None:
    _, other = chat(bot, "como funciona a heteroidentificação?", "e na lei antiga?")
    assert not other.headline.startswith("**Não**")


# --------------------------------------------------------------------------- a PSS whose body was not told

def test_the_calculator_says_a_pss_of_no_body_under_art1_ii() -> None:
    base = {"group": "parda", "entity": "direta", "process": "pss", "edital_date": "2025-09-01", "today": "2025-10-01"}
    untold = calculator.eligibility(EligibilityInput(**base, entity_told=False))
    told = calculator.eligibility(EligibilityInput(**base))
    assert untold.eligible and PSS_ANY_BODY in untold.reasons
    assert told.eligible and PSS_ANY_BODY not in told.reasons  # a body told is still named


@pytest.mark.parametrize("question", [
    "sou preta, o processo seletivo simplificado da universidade tem reserva?",
    "sou pardo, vai ter cota no processo seletivo simplificado do hospital universitário?",
])
def test_a_pss_of_a_body_not_told_is_not_the_direct_administration(bot: Any, question: str) -> None:
    assert extract(question).process == "pss"
    ans = chat(bot, question)[0]
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert "federal direta:" not in ans.headline
    assert "art. 1º, II" in ans.headline
    assert not any("considerei um órgão da administração pública federal direta" in a.text for a in ans.assumptions)


def test_a_pss_of_a_named_body_keeps_its_body(bot: Any) -> None:
    ans = chat(bot, "sou pardo, tem cota no pss do ibama?")[0]
    assert "autarquia federal" in ans.headline
