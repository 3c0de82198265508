"""Round 52 (lo52d): law questions refused, routed to the calculator or citing a neighbour dispositivo.

- a state's or a city's body asked, yes or no, whether it must reserve or has the racial reserve ("o governo do estado de
  Goiás tem cota racial?", "a prefeitura precisa reservar vaga pra pretos?", "o município tem que reservar?") is the
  body's eligibility "Não" (Lei 15.142, art. 1º: the federal administration only), as "somos uma prefeitura, temos que
  reservar?" is, never a refusal (`reach.subnational_duty_asked`, `router._state_quota`); a city named as the subject
  ("o município ...") is a city's body (`extraction.entities`), never the federal default's "Sim". Its own law's share
  or name, or one concurso's quota, stay refused;
- a simplified selection asked whether it counts as a concurso or falls under the quota ("o processo seletivo
  simplificado da funai conta como concurso?") is art. 1º, II, never the classifier's refusal
  (`reach.simplified_selection_asked`);
- a body's eligibility "Sim" with no group told names the law's groups (pretas e pardas, indígenas e quilombolas), not
  only the calculator's default group (`calculator.eligibility`'s `about="law"`, Round 53); a group told, or Lei 12.990, unchanged;
- the law's leave to join the cargos asked with no figure ("a norma autoriza unificar os cargos?") is the base of the
  reserve (art. 1º, § 2º), never the register's art. 5º, § 3º (`law_cues._SUM_PERMITTED`, `base_question`);
- a law named asked whether it reaches a group it does not name ("a lei nova abrange pessoas trans?") is whom its reserve
  is for (art. 1º, caput), never its vigência (art. 14) (`law_cues.entitled_topic`).
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant import router
from assistant.extraction import extract, fold
from assistant.reach import simplified_selection_asked, subnational_duty_asked
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

TODAY = date(2026, 12, 7)
N_ART1_CPT = "urn:lex:br:federal:lei:2025-06-03;15142!art1_cpt"
N_ART1_INC2 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_inc2"
N_ART1_PAR2 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2"
O_ART1_CPT = "urn:lex:br:federal:lei:2014-06-09;12990!art1_cpt"


# --------------------------------------------------------------------------- a state's or a city's duty to reserve

SUBNATIONAL_DUTY = ("o governo do estado de Goiás tem cota racial?", "a prefeitura precisa reservar vaga pra pretos?",
                    "o município tem que reservar vagas pra indígenas?", "a prefeitura é obrigada a ter cota racial?",
                    "a prefeitura de Cuiabá deve reservar vagas pra negros?",
                    "o município precisa ter reserva racial nos concursos?")
# Its own law's share or name, its own quota made, or one concurso's quota: still the state's or city's own law.
SUBNATIONAL_OWN = ("qual o percentual de cota nos concursos da prefeitura de Natal?",
                   "a prefeitura de Cuiabá pode criar cota própria de 35%?",
                   "concurso da guarda municipal de Natal tem cota pra negro?")


def test_a_state_or_city_duty_reads_as_the_laws_reach() -> None:
    for said in SUBNATIONAL_DUTY:
        assert subnational_duty_asked(fold(said)), said
    for said in SUBNATIONAL_OWN + ("o concurso da autarquia tem cota?", "quanto a prefeitura tem que reservar?",
                                   "qual a lei de cotas do governo do estado de Goiás?"):
        assert not subnational_duty_asked(fold(said)), said


def test_a_city_as_the_subject_is_a_city_body() -> None:
    for said in ("o município tem que reservar vagas?", "os municípios precisam ter cota?"):
        assert extract(said, TODAY).entity == "municipal", said
    for said in ("o município onde moro tem concurso do INSS?", "o concurso do IBGE no município tem cota?"):
        assert extract(said, TODAY).entity != "municipal", said


def test_a_state_or_city_duty_is_planned_as_its_eligibility() -> None:
    for said in SUBNATIONAL_DUTY:
        p = router.plan(said, today=TODAY)
        assert (p.route, p.intent) == ("calculator", "eligibility"), (said, p.route)
        assert p.params.get("entity") in ("estadual", "municipal"), said
    for said in SUBNATIONAL_OWN:
        assert router.plan(said, today=TODAY).route == "out_of_scope", said
    # every state or city asked in general is whom the law binds, its text (art. 1º), never refused either
    for said in ("as prefeituras são obrigadas a ter cota?", "os municípios precisam ter reserva racial nos concursos?"):
        assert router.plan(said, today=TODAY).route == "retrieval", said


def test_a_state_or_city_duty_is_answered_no_as_the_body_asking_itself(bot: Any) -> None:
    for said in ("a prefeitura precisa reservar vaga pra pretos?", "o governo do estado de Goiás tem cota racial?",
                 "somos uma prefeitura municipal, precisamos reservar?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is False and ans.headline.startswith("**Não**"), said
        assert ans.citations[0].urn == N_ART1_CPT, said


# --------------------------------------------------------------------------- a simplified selection as a concurso

def test_a_simplified_selection_asked_as_a_concurso_is_read_so() -> None:
    for said in ("o processo seletivo simplificado da funai conta como concurso?", "pss é considerado concurso?",
                 "a contratação temporária entra na reserva?", "o pss do incra está na lei de cotas?"):
        assert simplified_selection_asked(fold(said)), said
    for said in ("o pss da funai tem prova prática?", "quando sai o resultado do processo seletivo?",
                 "o concurso do inss tem cota?"):
        assert not simplified_selection_asked(fold(said)), said


def test_a_simplified_selection_asked_as_a_concurso_is_art_1_ii(bot: Any) -> None:
    for said in ("pss é considerado concurso?", "processo seletivo simplificado conta como concurso?",
                 "contratação temporária vale como concurso pra reserva?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].urn == N_ART1_INC2, (said, [c.label for c in ans.citations])
    # a body's own PSS asked as such may be its coverage instead: art. 1º, II still answers, never a refusal
    for said in ("o processo seletivo simplificado da funai conta como concurso?", "o pss do incra é concurso público?"):
        (ans,) = chat(bot, said)
        assert ans.route != "out_of_scope" and N_ART1_INC2 in [c.urn for c in ans.citations], (said, ans.headline)


# --------------------------------------------------------------------------- the law's groups when none is told

def test_a_body_with_no_group_told_names_every_group_of_the_law(bot: Any) -> None:
    for said in ("o concurso da funai tem cota racial?", "a universidade federal precisa reservar vagas no concurso?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True), said
        assert "indígenas" in ans.headline and "quilombolas" in ans.headline, (said, ans.headline)
    # a group told stays that group's answer
    (ans,) = chat(bot, "sou quilombola, posso usar a reserva no concurso da funai?")
    assert ans.headline.startswith("**Sim**: pessoas quilombolas"), ans.headline


def test_the_law_groups_sentence_only_replaces_the_default_under_the_new_law() -> None:
    import calculator

    case = {"group": "negra", "entity": "autarquia", "process": "concurso", "edital_date": "2026-01-10", "today": TODAY}
    new = calculator.eligibility(case)
    said = calculator.eligibility({**case, "about": "law"})
    assert said.reasons != new.reasons and any("indígenas e quilombolas" in r for r in said.reasons)
    assert set(said.legal_basis) == set(new.legal_basis) and said.eligible is new.eligible
    old = {**case, "edital_date": "2024-03-10"}
    # Lei 12.990: negros only, its own sentence
    assert calculator.eligibility({**old, "about": "law"}).reasons == calculator.eligibility(old).reasons


# --------------------------------------------------------------------------- joined cargos and other groups asked

def test_the_leave_to_join_the_cargos_is_the_base_of_the_reserve(bot: Any) -> None:
    for said in ("a lei de cotas autoriza unificar os cargos?", "é permitido agrupar todos os cargos pra calcular a reserva?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].urn == N_ART1_PAR2, (said, [c.label for c in ans.citations])
    # neighbour: a count asked of the cargos joined is still a count, never the base's text
    p = router.plan("edital com 12 vagas de analista e 8 de técnico, quantas de cota se juntar os cargos?", today=TODAY)
    assert p.route == "calculator", p.route


def test_a_law_asked_of_a_group_it_does_not_name_is_whom_it_reserves_for(bot: Any) -> None:
    for said, urn in (("a lei nova abrange pessoas trans?", N_ART1_CPT), ("a lei 15.142 serve pra idosos?", N_ART1_CPT),
                      ("a lei 12.990 contempla mulheres?", O_ART1_CPT)):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].urn == urn, (said, [c.label for c in ans.citations])
    # neighbour: when the law is in force is still its vigência
    (ans,) = chat(bot, "a lei 15.142 vale a partir de quando?")
    assert "art14" in ans.citations[0].urn, [c.label for c in ans.citations]
