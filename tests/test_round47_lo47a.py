"""Round 47 (lo47a): leftovers of round 46's note, refusals and misreads.

- a first message that tells whose case and where, nothing asked ("sou parda, concurso do INSS", "meu primo é pardo,
  concurso da Caixa", "sou da PM de SP") is that person's eligibility, answered (`opening.eligibility_told`);
- the thread's person asked of another company or body ("e num concurso de outra empresa, ele poderia?") is that
  person's eligibility; an unnamed company is taken as the federal empresa pública / economia mista, and said so;
- the PcD list beside the only count, then asked ("pcd com 40, quantas?", "pcd em 40 vagas") is the PcD share of a
  selection of that many vagas, never 40 PcD vagas;
- whether the cadastro de reserva falls in the quota, after a count, is the law's rule (art. 1º, § 2º), not the count;
- a place supposed with its subject left out ("e se fosse o 3º cotista?") is the thread's person's, never "ele".
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.extraction.person import kept, subject
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

NEW_LAW_PAR2 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2"

# --------------------------------------------------------------------------- a case told first, nothing asked


def test_a_group_and_a_body_told_first_is_that_persons_eligibility(bot: Any) -> None:
    for said, eligible in (("sou parda, concurso do INSS", True),
                           ("sou preto. concurso do IBGE", True),
                           ("eu sou indígena, pss do ibama", True),
                           ("minha irmã é preta, concurso do banco do brasil", True),
                           ("meu primo é pardo, concurso da Caixa", True),
                           ("sou negra e vou fazer o concurso da prefeitura de Recife", False)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is eligible, said


def test_a_state_or_city_body_told_first_is_not_reached_by_the_federal_laws(bot: Any) -> None:
    for said in ("sou da PM de SP", "sou da policia militar de minas", "trabalho na prefeitura de Salvador"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is False, said
        assert "federal" in ans.headline, said


def test_neighbours_a_case_told_without_group_or_with_a_question_stay(bot: Any) -> None:
    # the HR desk of a body, or a federal body with no group: the question is still asked for (round 45)
    for said in ("sou do RH de uma autarquia", "passei no concurso do INSS", "é sobre um edital de 2023"):
        (ans,) = chat(bot, said)
        assert ans.route == "clarify", (said, ans.route)
    # a question asked keeps its own reading
    (ans,) = chat(bot, "sou parda, posso concorrer na cota do concurso do INSS?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True)
    # a group alone, no body: nothing to answer yet
    (ans,) = chat(bot, "sou parda")
    assert ans.route != "calculator"


def test_the_case_told_first_carries_into_the_next_question(bot: Any) -> None:
    _, ans = chat(bot, "sou parda, concurso do INSS", "e se fosse com 10 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert ans.calculation["eligible"] is True


# --------------------------------------------------------------------------- another body, the same person


def test_the_person_asked_of_another_company_is_their_eligibility(bot: Any) -> None:
    for opener, then, eligible in (
            ("meu primo é pardo, pode usar cota no concurso da Caixa?", "e num concurso de outra empresa, ele poderia?", True),
            ("meu primo é pardo, pode usar cota no concurso do INSS?", "e em outra empresa, ele pode?", True),
            ("minha irmã é preta, pode usar cota no concurso do IBGE?", "e num pss de outra empresa, ela poderia?", False),
            ("meu primo é pardo, pode usar cota no concurso da Caixa?", "e numa outra empresa, ele conseguiria?", True)):
        _, ans = chat(bot, opener, then)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (then, ans.headline)
        assert ans.calculation["eligible"] is eligible, then
        assert any("empresa não identificada" in a.text for a in ans.assumptions), then
        assert "entity" not in {a.key for a in ans.assumptions if "anterior" in (a.text or "")}, then


def test_the_person_asked_of_another_body_is_their_eligibility_on_the_federal_default(bot: Any) -> None:
    _, ans = chat(bot, "meu primo é pardo, pode usar cota no concurso da Caixa?",
                  "e num concurso de outro órgão, ele poderia?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True)
    assert any("sem órgão informado" in a.text for a in ans.assumptions)


def test_neighbours_a_named_body_or_a_private_company_stay(bot: Any) -> None:
    _, ans = chat(bot, "meu primo é pardo, pode usar cota no concurso da Caixa?", "e no concurso do INSS, ele pode?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True)
    assert not any("empresa não identificada" in a.text for a in ans.assumptions)
    _, ans = chat(bot, "meu primo é pardo, pode usar cota no concurso da Caixa?", "e se fosse em outra estatal, ele pode?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert not any("empresa não identificada" in a.text for a in ans.assumptions)


# --------------------------------------------------------------------------- the PcD share of a bare count


def test_the_pcd_list_beside_the_only_count_then_asked_is_the_total() -> None:
    for said, total in (("pcd com 40, quantas?", 40), ("pcd em 40, quantas ficam?", 40), ("pcd com 50 quantas", 50),
                        ("pra pcd com 40, quantas?", 40), ("pessoas com deficiencia com 60, quantas vagas?", 60),
                        ("pcd com 40 vagas, quantas ficam?", 40)):
        ex = extract(said)
        assert (ex.vacancies, ex.pcd) == (total, None), said


def test_the_pcd_share_of_a_bare_count_is_computed(bot: Any) -> None:
    for said, total in (("pcd com 40, quantas?", 40), ("pcd em 40 vagas", 40), ("vagas pcd num concurso de 40 vagas", 40),
                        ("pcd em 60, quantas ficam?", 60), ("e pcd em 30 vagas?", 30)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        want = calculator.reserve(calculator.ReserveInput(vacancies=total, pcd_percentage="5%"))
        assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (total, want.reserved), said
        assert ans.calculation["pcd"] == want.pcd == -(-total * 5 // 100), said  # Decreto 9.508: 5%, fraction up


def test_neighbours_a_pcd_count_told_beside_a_total_stays() -> None:
    for said, total, pcd in (("concurso de 20 vagas, pcd com 2", 20, 2), ("pcd com 2, quantas de cota com 20 vagas?", 20, 2),
                             ("20 vagas, pcd: 2", 20, 2)):
        ex = extract(said)
        assert (ex.vacancies, ex.pcd) == (total, pcd), said
    assert extract("quantas de pcd com 40?").vacancies == 40


# --------------------------------------------------------------------------- the cadastro de reserva, after a count


def test_the_register_in_the_quota_after_a_count_is_the_law(bot: Any) -> None:
    for then in ("e as vagas do cadastro também entram na cota?", "e quem fica no cadastro de reserva, também conta pra cota?",
                 "a cota vale pro cadastro de reserva também?", "o pessoal do cadastro reserva entra na reserva?"):
        _, ans = chat(bot, "edital com 12 vagas, quantas para cotas?", then)
        assert ans.route == "retrieval", (then, ans.route, ans.headline)
        assert NEW_LAW_PAR2 in [c.urn for c in ans.citations][:1], (then, [c.urn for c in ans.citations])


def test_neighbours_a_count_of_the_register_or_a_call_from_it_stay(bot: Any) -> None:
    # people called from the register, counted: the vagas of the case grown
    _, ans = chat(bot, "edital com 12 vagas, quantas para cotas?", "vão chamar mais 5 do cadastro, quantas de cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    # a count asked of the thread goes on
    _, ans = chat(bot, "edital com 12 vagas, quantas para cotas?", "e com 15?")
    assert (ans.route, ans.calculation["vacancies"]) == ("calculator", 15)


# --------------------------------------------------------------------------- the thread's person keeps the place


def test_a_place_supposed_with_no_subject_is_not_a_third_person() -> None:
    for said in ("e se fosse o 3º cotista?", "e se fosse a 2ª colocada?", "e se fosse o 4º cotista, entraria?",
                 "se fosse o 1º aprovado na cota?"):
        assert subject(extract(said).text) is None, said
        assert kept(extract(said).text, "ela") == "ela", said  # a thread about someone else keeps that person


def test_neighbours_a_third_person_named_stays() -> None:
    for said, who in (("e se ele fosse o 3º cotista?", "ele"), ("meu irmão é o 5º cotista", "ele"),
                      ("o 3º cotista entra?", "ele"), ("se minha irmã fosse a 3ª cotista", "ela")):
        assert subject(extract(said).text) == who, said


def test_the_thread_about_the_asker_keeps_you(bot: Any) -> None:
    for first in ("fiquei em 10º na ampla, 20 vagas, entro?", "passei em 12º na geral, 20 vagas, sou chamado?"):
        for then in ("e se fosse o 3º cotista?", "e se fosse a 2ª cotista?"):
            _, ans = chat(bot, first, then)
            assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (then, ans.headline)
            assert "você" in ans.headline and " ele " not in ans.headline and " ela " not in ans.headline, ans.headline
    _, ans = chat(bot, "minha irmã ficou em 10º na ampla, 20 vagas, entra?", "e se fosse a 3ª cotista?")
    assert " ela " in ans.headline, ans.headline
