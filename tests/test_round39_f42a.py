"""Round 39 (f42a): families of the declassified held-out set 42.
- "e se surgirem mais N vagas (...), quantas de cota?" after a reserve asks about the N new vagas (art. 1º, § 2º of
  Lei 15.142): the answer leads with their reserve and gives the whole (earlier + new) after, never in their place;
- a concurso whose edital has not come out ("ainda nem saiu o edital", "o concurso que vamos abrir") is an edital
  still to be published: the law in force (Lei 15.142), its date never asked; a published edital's date is still asked;
- a relative's claim to enrol as cotista with the vagas told and no group ("meu filho pode se inscrever como cotista
  no concurso de 25 vagas?") is eligibility with the group asked, never the reserve of those vagas.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 5)


# --- 1. vagas added during the validity, their count asked ------------------------------------------------------

def test_the_new_vagas_asked_lead_and_the_whole_follows() -> None:
    *_, ans = chat(rules_bot(TODAY), "o concurso do ibama tem 5 vagas de analista, quantas são de cota?",
                   "e se abrirem mais 10 vagas na validade, quantas vão pra cota?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (10, 3)
    assert (ans.calculation["whole_vacancies"], ans.calculation["whole_reserved"]) == (15, 5)
    # (Round 40, lo40: the earlier vagas the new ones join are carried, so the first sentence names them)
    assert ans.headline.startswith("Com as 5 vagas da pergunta anterior, das 10 vagas novas, **3 são reservadas**")
    assert "o percentual incide sobre o conjunto das 15 vagas (art. 1º, § 2º), que reserva 5, e as 5 vagas " \
           "anteriores já reservavam 2" in ans.headline


def test_the_new_vagas_share_is_the_wholes_not_their_own_percentage() -> None:
    # 4 vagas reserve 1; one more makes 5, which reserve 2 (30% of 5 = 1,5, up): the new vaga is reserved, though
    # 1 vaga alone is below the minimum (art. 1º, § 2º; art. 5º, § 4º)
    *_, ans = chat(rules_bot(TODAY), "concurso com 4 vagas, quantas de cota?",
                   "e se surgir mais 1 vaga durante a validade, quantas de cota?")
    assert (ans.calculation["vacancies"], ans.calculation["reserved"], ans.calculation["open"]) == (1, 1, 0)
    assert ans.headline.startswith("Com as 4 vagas da pergunta anterior, da 1 vaga nova, **1 é reservada**")
    assert "nenhuma vaga é reservada" not in ans.headline
    # 10 vagas reserve 3; 11 reserve 3 too: the new vaga is ampla concorrência
    *_, none = chat(rules_bot(TODAY), "concurso com 10 vagas, quantas de cota?",
                    "e se surgir mais 1 vaga durante a validade, quantas de cota?")
    assert (none.calculation["reserved"], none.calculation["whole_reserved"]) == (0, 3)
    assert none.headline.startswith("Com as 10 vagas da pergunta anterior, da 1 vaga nova, **nenhuma é reservada**")


def test_the_calculator_gives_the_whole_for_new_vagas() -> None:
    r = calculator.reserve({"vacancies": 10, "during_validity": True, "prior_vacancies": 5, "today": TODAY.isoformat()})
    assert (r.reserved, r.whole_vacancies, r.whole_reserved, r.prior_reserved) == (3, 15, 5, 2)
    assert any("no conjunto de 5 + 10 = 15 vagas, 5 reservadas" in s for s in r.explanation)
    # the new vagas' share is always the whole's minus the earlier one, never below zero
    for prior in range(0, 40):
        for new in range(0, 40):
            got = calculator.reserve({"vacancies": new, "prior_vacancies": prior, "today": TODAY.isoformat()})
            whole = calculator.reserve({"vacancies": prior + new, "today": TODAY.isoformat()}).reserved
            earlier = calculator.reserve({"vacancies": prior, "today": TODAY.isoformat()}).reserved
            assert (got.reserved, got.open) == (whole - earlier, new - (whole - earlier)) and got.reserved >= 0
    # neighbour: without the earlier count the result has no whole
    assert calculator.reserve({"vacancies": 10, "today": TODAY.isoformat()}).whole_vacancies is None


def test_more_vagas_with_no_count_asked_are_still_the_new_total() -> None:
    # neighbour (Round 26, p26d): "e se liberarem mais 6 vagas?" asks the whole, the count of all the vagas
    _, again = chat(rules_bot(TODAY), "temos 12 vagas no edital, qual a reserva?", "e se liberarem mais 6 vagas?")
    assert (again.calculation["vacancies"], again.calculation.get("whole_vacancies")) == (18, None)


# --- 2. an edital not out yet --------------------------------------------------------------------------------------

def test_an_edital_not_out_yet_is_the_law_in_force() -> None:
    for q in ("a seleção que vou prestar ainda nem saiu o edital, vale a lei nova ou a antiga?",
              "nao saiu o edital do concurso ainda, qual lei de cotas vai valer?",
              # (the convention decided in Round 39: was a date asked, tests/test_assistant_routing_round3.py)
              "Que lei rege o concurso que vamos abrir?",
              "o concurso que a gente vai lançar segue qual lei de cotas?"):
        (ans,) = chat(rules_bot(TODAY), q)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "regime"), q
        assert ans.calculation["regime"] == "lei-15142-2025", q
        assert "Em que data" not in ans.headline, q


def test_a_published_or_undated_edital_still_has_its_date_asked() -> None:
    for q in ("o concurso que eu fiz segue qual lei de cotas?", "o concurso segue qual lei de cotas?",
              "quando vai sair o resultado do concurso? é pela lei nova?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "regime", "edital_date"), q


# --- 3. a relative's claim, no group told -----------------------------------------------------------------------

def test_a_relatives_claim_with_vagas_asks_the_group() -> None:
    for q in ("minha irmã pode se inscrever como cotista no concurso federal de 30 vagas?",
              "meu sobrinho pode concorrer como cotista no concurso de 12 vagas?"):
        (ans,) = chat(rules_bot(TODAY), q)
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "eligibility", "groups"), q
        assert ans.route == "clarify", q
        assert "autodeclara" in ans.headline and "reservadas" not in ans.headline, q
        assert "pessoas negras" not in ans.headline, q


def test_a_relatives_claim_with_the_group_is_answered() -> None:
    # neighbour: the group told, the answer is that group's, not "pessoas negras"
    (ans,) = chat(rules_bot(TODAY), "minha irmã é parda, pode concorrer como cotista no concurso de 12 vagas?")
    assert ans.route == "calculator" and ans.headline.startswith("**Sim**: pessoas pardas")
    # neighbour: the count asked of a concurso stays the reserve
    (ans,) = chat(rules_bot(TODAY), "meu filho vai fazer um concurso de 25 vagas, quantas são de cota?")
    assert (ans.calculation["operation"], ans.calculation["reserved"]) == ("reserve", 8)
