"""Round 36 (36c): indigenous and quilombola candidates and those who help them (issue 10), by family.

- a document of another policy (the FUNAI's RANI, the Fundação Palmares' certification) asked as a requirement of the
  reserve is who belongs to the group (art. 2º, II-III; art. 3º, § 4º), the law's text, never a refusal nor the
  classifier's "Sim" of the group; how a community obtains that certification stays another policy (out of scope);
- enrolling through the reserve "em concurso com menos de 2 vagas", asked of a bare group, is art. 5º, § 3º (no one's
  case to compute), like the register-only selection;
- one person of two groups of the reserve asking which reserve ("sou pardo e também quilombola, em qual reserva?") is
  whom the reserve is for and how the regulation splits it, never an eligibility "Sim" of one group.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.reconsider import reconsider
from assistant.router import plan

TODAY = date(2026, 12, 2)


def _stays_law(q: str) -> None:
    """The rules read law text, and a confident calculator reading of the classifier does not overrule it."""
    p = plan(q, None, TODAY)
    assert p.route == "retrieval", (q, p.route, p.intent)
    assert reconsider(p, "eligibility", 0.99, TODAY).route == "retrieval", q


def test_a_policy_document_asked_as_a_requirement_of_the_reserve_is_law_text() -> None:
    for q in ("O RANI da FUNAI é obrigatório para concorrer como indígena na reserva de vagas?",
              "Preciso do RANI pra me inscrever como indígena no concurso?",
              "Minha comunidade precisa da certificação da Palmares para eu concorrer como quilombola?",
              "A certificação da Palmares é exigida para concorrer à cota?"):
        _stays_law(q)
    # neighbours: getting the RANI alone is another policy; one's own group with no document asked is eligibility
    assert plan("Como tirar o RANI?", None, TODAY).route == "out_of_scope"
    p = plan("Sou indígena e vou fazer concurso do IBAMA, posso concorrer na cota?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")
    assert p.params.get("groups") == ["indigena"]


def test_how_a_community_gets_the_palmares_certification_is_out_of_scope() -> None:
    for q in ("Como a associação quilombola consegue a certificação da Fundação Palmares?",
              "Quanto tempo demora a certificação da comunidade pela Palmares?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    # neighbour: the documents of the confirmation procedure are the law's (art. 3º, § 4º)
    assert plan("Quais documentos o quilombola precisa apresentar no procedimento de confirmação?", None,
                TODAY).route == "retrieval"


def test_enrolling_below_two_vagas_asked_of_a_bare_group_is_art_5_par_3() -> None:
    for q in ("Em concurso com menos de 2 vagas, indígena pode se inscrever pela reserva?",
              "Quilombola pode se inscrever pela cota num concurso com menos de duas vagas?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("retrieval", None), q
    # neighbours: one's own concurso with 1 vaga is that person's eligibility; a count of 3 vagas is the reserve
    p = plan("Sou quilombola, concurso com 1 vaga, posso me inscrever pela reserva?", None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "eligibility", 1)
    p = plan("Concurso com 3 vagas, quantas ficam reservadas?", None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 3)
    assert calculator.reserve({"vacancies": 3, "today": TODAY}).reserved == 1


def test_one_person_of_two_groups_asking_which_reserve_is_whom_the_reserve_is_for() -> None:
    for q in ("Sou pardo e também quilombola. Em qual reserva eu concorro?",
              "Sou indígena e quilombola, posso concorrer nas duas cotas?"):
        _stays_law(q)
        assert "group_share" in plan(q, None, TODAY).notes, q
    # neighbours: with vagas and a count asked it is the reserve; racial and PcD is the two reserves' answer
    p = plan("Sou pardo e quilombola, concurso com 10 vagas, quantas reservadas?", None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 10)
    assert calculator.reserve({"vacancies": 10, "today": TODAY}).reserved == 3
    p = plan("Sou parda e PcD, em qual reserva eu concorro?", None, TODAY)
    assert (p.route, p.notes) == ("retrieval", ["pcd"])
    # one group alone stays that person's eligibility
    p = plan("Sou quilombola e vou prestar concurso na Receita Federal, posso concorrer pela reserva?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")
