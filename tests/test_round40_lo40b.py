"""Round 40 (lo40b): leftovers of issue 10.

- an eligibility turn amid a count ("sou indígena, posso concorrer?") starts fresh, but the thread still holds the
  earlier vagas: "e em que ordem ... nessas 15?" and "ela ficou em 8º ... passa?" take them, chip "de 2 perguntas atrás";
- "e nesse mesmo concurso, se fosse pcd?" after a racial eligibility: the PcD path (Decreto 9.508, art. 1º), both
  reserves for the thread's person, never the racial "Sim" for "pessoas negras";
- "e se abrirem mais 5 vagas?" after the order of 20: the order of 25 with a chip for the earlier 20;
- "com 40 vagas a reserva PcD é 2, certo?": 40 the total, 2 the PcD count claimed, checked against the decree's minimum;
- "como se calcula a cota?": the law text (art. 1º, caput and § 2º; the rounding, art. 5º, § 2º), never refused;
- "tá errado, meu cursinho disse que são 30 vagas": a correction of the vagas (9 of 30), never out of scope.
Neighbours: the eligibility answer itself carries no vagas, a bare racial eligibility unchanged, the reserve of the new
vagas ("quantas de cota?") unchanged, a later "e se fossem 30?" with no chip of the 20, a PcD count given without a
check has no verdict, a count with figures still computed, the course's claim of the reserve still the same count.
"""
from __future__ import annotations

from datetime import date

import calculator
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
COUNT = "o concurso tem 15 vagas, quantas reservadas?"
INDIGENOUS = "sou indigena, posso concorrer?"


def _order(vacancies: int) -> calculator.OrderResult:
    return calculator.order({"vacancies": vacancies, "today": TODAY})


def test_eligibility_turn_keeps_the_thread_vagas_for_the_order() -> None:
    _, elig, order = chat(rules_bot(TODAY), COUNT, INDIGENOUS, "e em que ordem os cotistas sao chamados nessas 15?")
    assert elig.route == "calculator" and elig.calculation["operation"] == "eligibility"
    assert "vacancies" not in carried_keys_of(elig)  # a complete question: no vagas of its own
    assert order.route == "calculator" and order.calculation["operation"] == "order"
    assert order.calculation["vacancies"] == 15
    assert order.calculation["quota_positions"] == _order(15).quota_positions
    assert "vacancies" in carried_keys_of(order)
    assert order.headline.startswith("Com as 15 vagas de 2 perguntas atrás")


def test_eligibility_turn_keeps_the_thread_vagas_for_a_place() -> None:
    *_, place = chat(rules_bot(TODAY), COUNT, INDIGENOUS, "ela ficou em 8º lugar na lista geral, passa?")
    assert place.route == "calculator" and place.calculation["operation"] == "position"
    assert place.calculation["reserved"] + place.calculation["open"] == 15
    assert "de 2 perguntas atrás" in place.headline and "**sim**" in place.headline


def test_pcd_followup_after_racial_eligibility_takes_the_pcd_path() -> None:
    _, pcd = chat(rules_bot(TODAY), "sou parda, posso concorrer na cota do concurso do ibama?",
                  "e nesse mesmo concurso, se fosse pcd?")
    assert pcd.route == "retrieval"
    assert any(c.label.startswith("Decreto nº 9.508/2018, art. 1º") for c in pcd.citations)
    assert "duas reservas" in pcd.headline and "parda" in pcd.headline
    assert "pessoas negras" not in pcd.headline and not pcd.headline.startswith("**Sim**")
    assert pcd.regulation  # the regulation's summary on people in both reserves


def test_bare_pcd_eligibility_unchanged() -> None:
    (ans,) = chat(rules_bot(TODAY), "sou parda, posso concorrer na cota do concurso do ibama?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


def test_added_vagas_to_an_order_say_the_earlier_ones() -> None:
    first, more, later = chat(rules_bot(TODAY), "20 vagas, qual a ordem?", "e se abrirem mais 5 vagas?",
                              "e se fossem 30?")
    assert more.route == "calculator" and more.calculation["operation"] == "order"
    assert more.calculation["vacancies"] == 25
    assert more.calculation["quota_positions"] == _order(25).quota_positions
    assert "prior_vacancies" in carried_keys_of(more)
    assert more.headline.startswith("Com as 20 vagas da pergunta anterior e mais 5:")
    assert later.calculation["vacancies"] == 30 and "prior_vacancies" not in carried_keys_of(later)
    assert "20 vagas" not in later.headline


def test_new_vagas_count_still_leads_with_the_new_ones() -> None:
    _, more = chat(rules_bot(TODAY), "20 vagas, quantas de cota?", "e se abrirem mais 5 vagas, quantas de cota?")
    assert more.calculation["operation"] == "reserve"
    assert more.headline.startswith("Com as 20 vagas da pergunta anterior, das 5 vagas novas")


def test_pcd_count_claimed_with_the_total_is_checked() -> None:
    (ans,) = chat(rules_bot(TODAY), "com 40 vagas a reserva PcD é 2, certo?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] + ans.calculation["open"] + ans.calculation["pcd"] == 40
    assert ans.calculation["pcd"] == 2
    assert ans.headline.startswith("**Está certo** (o mínimo é 2 vagas PcD")
    assert "excedem" not in ans.headline


def test_pcd_count_claimed_below_the_minimum_is_not_right() -> None:
    (ans,) = chat(rules_bot(TODAY), "com 40 vagas a reserva PcD é 1, está certo?")
    assert ans.headline.startswith("**Não está certo** (o mínimo é 2 vagas PcD")


def test_pcd_count_given_without_a_check_has_no_verdict() -> None:
    (ans,) = chat(rules_bot(TODAY), "40 vagas e 3 pcd, quantas de cota?")
    assert ans.calculation["pcd"] == 3 and "certo" not in ans.headline
    from assistant.extraction import extract
    two = extract("com 40 vagas, 2 vagas pcd e 12 de cota")
    assert (two.vacancies, two.pcd) == (40, 2)  # a count of another list after the PcD one: no PcD count of its own


METHOD = ["Lei nº 15.142/2025, art. 1º, caput", "Lei nº 15.142/2025, art. 1º, § 2º", "Lei nº 15.142/2025, art. 5º, § 2º"]


def test_how_the_count_is_made_is_the_law_text() -> None:
    for question in ("como se calcula a cota?", "como é feito o cálculo da reserva?"):
        (ans,) = chat(rules_bot(TODAY), question)
        assert ans.route == "retrieval", question
        assert [c.label for c in ans.citations] == METHOD, question
        assert "30%" in ans.headline and "arredondado" in ans.headline, question


def test_how_the_count_is_made_neighbours() -> None:
    # a count with its figures is still the calculator's
    (count,) = chat(rules_bot(TODAY), "como se calcula a cota com 10 vagas?")
    assert count.route == "calculator" and count.calculation["operation"] == "reserve"
    assert count.calculation["reserved"] == 3


def test_third_person_count_of_vagas_disputing_is_a_correction() -> None:
    _, fixed = chat(rules_bot(TODAY), "o edital tem 12 vagas, quantas de cota?",
                    "tá errado, meu cursinho disse que são 30 vagas")
    assert fixed.route == "calculator" and fixed.calculation["operation"] == "reserve"
    assert fixed.calculation["reserved"] == 9 and fixed.calculation["open"] == 21
    assert "Das 30 vagas, **9 são reservadas**" in fixed.headline and "vacancies" not in carried_keys_of(fixed)


def test_course_neighbours_unchanged() -> None:
    # the course's claim of the reserve only is still a doubt of the same count; a course's bolsa still out of scope
    _, doubt = chat(rules_bot(TODAY), "o edital tem 12 vagas, quantas de cota?", "tá errado, meu cursinho disse que é 4")
    assert doubt.route == "calculator" and doubt.calculation["reserved"] == 4
    (aside,) = chat(rules_bot(TODAY), "o cursinho ensinou que tem bolsa pra cotista?")
    assert aside.route == "out_of_scope"
