"""Round 48 (lo48b): refusals and misreads left from round 47.

- the PcD list and one count after it, nothing else but an asking word ("pcd com 60", "pcd de 70 quantas", "vagas pcd
  com 80 qual o numero", "pcd 45 vagas") is the PcD share of that many vagas (Decreto 9.508, art. 1º, §§ 1º e 3º);
- after a reserve per cargo, whether it may be taken of the whole edital instead ("e sobre o total, pode?") is the
  law's rule (Lei 15.142, art. 1º, § 2º; art. 5º, § 1º), never refused; a count asked stays the table's;
- after one's eligibility, a private company asked ("e numa empresa privada?") is that eligibility, "não" (art. 1º);
- one's group and the federal body one works at, nothing asked ("sou negro, trabalho no INSS"), asks what is wanted.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

NEW_ART1_PAR2 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2"
NEW_ART5_PAR1 = "urn:lex:br:federal:lei:2025-06-03;15142!art5_par1"

# --------------------------------------------------------------------------- the PcD share asked bare


def _pcd_share(vacancies: int) -> int:
    res = calculator.reserve(calculator.ReserveInput(vacancies=vacancies, pcd_percentage="5%"))
    return int(res.pcd)


def test_a_bare_pcd_list_and_one_count_is_the_pcd_share_of_those_vagas(bot: Any) -> None:
    for said, total in (("pcd com 60", 60), ("pcd com 70 qual o numero", 70), ("pcd de 90 quantas", 90),
                        ("vagas pcd com 80", 80), ("pcd 45 vagas", 45), ("vagas de pcd com 120, qual a quantidade?", 120),
                        ("pcd num concurso de 33", 33)):
        ex = extract(said)
        assert (ex.vacancies, ex.pcd) == (total, None), said
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        share = _pcd_share(total)
        assert f"Das {total} vagas, **{share} vaga" in ans.headline, (said, ans.headline)


def test_neighbours_a_pcd_count_told_stays_a_count() -> None:
    assert extract("40 vagas e pcd com 3").pcd == 3
    assert (extract("concurso com 40 vagas e pcd 2, quantas reservadas?").vacancies,
            extract("concurso com 40 vagas e pcd 2, quantas reservadas?").pcd) == (40, 2)
    assert extract("pcd com 2 vagas").vacancies is None  # under 5 vagas: rather the PcD list's own count
    assert extract("e pcd com 25?").vacancies is None  # a follow-up's count beside the earlier vagas
    # the forms read before stay
    assert (extract("pcd com 40, quantas?").vacancies, extract("pcd com 40, quantas?").pcd) == (40, None)
    assert (extract("quantas pcd com 30").vacancies, extract("quantas pcd com 30").pcd) == (30, None)


def test_neighbours_a_follow_up_pcd_count_keeps_the_earlier_vagas(bot: Any) -> None:
    _, ans = chat(bot, "concurso com 40 vagas, quantas reservadas?", "e pcd com 2?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 40, ans.headline


# --------------------------------------------------------------------------- the reserve taken of the whole edital


def test_the_whole_edital_asked_after_a_table_is_the_laws_rule(bot: Any) -> None:
    for table, then in (("cargo X 12 vagas, cargo Y 6 vagas, cargo Z 2 vagas: quantas reservadas em cada?",
                         "e sobre o total, pode?"),
                        ("edital com analista 4 vagas e técnico 2 vagas, quantas de cota?", "dá pra aplicar no total?"),
                        ("edital com agente 7 vagas e escrivão 3 vagas, quantas reservadas?", "e somando tudo, vale?"),
                        ("analista 9, técnico 5: quantas de cota em cada?", "pode fazer a conta juntando os cargos?")):
        _, ans = chat(bot, table, then)
        assert ans.route == "retrieval", (then, ans.route, ans.headline)
        cited = [c.urn for c in ans.citations]
        assert set(cited[:2]) == {NEW_ART1_PAR2, NEW_ART5_PAR1}, (then, cited)


def test_neighbours_a_count_on_the_total_stays_the_tables(bot: Any) -> None:
    _, ans = chat(bot, "edital com analista 4 vagas e técnico 2 vagas, quantas de cota?", "e no total, quantas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline


# --------------------------------------------------------------------------- a private company after one's eligibility


def test_a_private_company_asked_after_ones_eligibility_is_a_no(bot: Any) -> None:
    for first, then in (("sou parda, posso concorrer às cotas no concurso do INSS?", "e numa empresa privada?"),
                        ("sou indígena, posso usar a cota no concurso do IBGE?", "e em empresa particular?"),
                        ("meu irmão é preto, ele pode usar a cota no concurso da Caixa?",
                         "e se fosse numa empresa privada, ele poderia?"),
                        ("sou quilombola, tenho direito à cota no concurso da Funai?", "e na iniciativa privada?")):
        _, ans = chat(bot, first, then)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (then, ans.headline)
        assert ans.calculation["eligible"] is False, then
        assert "empresa privada" in ans.headline and "administração pública federal" in ans.headline, ans.headline


def test_neighbours_a_private_company_alone_stays_out_of_scope(bot: Any) -> None:
    for said in ("empresa privada tem cota racial?", "a empresa particular onde trabalho precisa ter cota pra negros?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.route)
    # another federal body after eligibility stays that body's answer
    _, ans = chat(bot, "sou indígena, posso usar a cota no concurso do IBGE?", "e numa prefeitura?")
    assert ans.calculation["eligible"] is False and "municipal" in ans.headline


# --------------------------------------------------------------------------- a statement, nothing asked


def test_ones_group_and_workplace_told_asks_what_is_wanted(bot: Any) -> None:
    for said in ("sou negro, trabalho no INSS", "sou parda e sou servidora do IBGE", "oi, sou indígena e trabalho na Funai",
                 "sou preta. trabalho na Caixa", "sou pardo, atuo no Ibama"):
        (ans,) = chat(bot, said)
        assert ans.route == "clarify", (said, ans.route, ans.headline)
        assert "O que você quer saber" in ans.headline, said


def test_the_question_after_the_statement_takes_its_facts(bot: Any) -> None:
    _, ans = chat(bot, "sou negro, trabalho no INSS", "posso concorrer às cotas num concurso de lá?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert ans.calculation["eligible"] is True


def test_neighbours_a_selection_named_or_a_question_asked_stay_answered(bot: Any) -> None:
    for said, eligible in (("sou parda, concurso do INSS", True), ("sou negro, trabalho no INSS, posso usar cota?", True),
                           ("trabalho na prefeitura de Salvador", False)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is eligible, said


def test_neighbours_a_private_company_called_particular_is_out_of_scope_too(bot: Any) -> None:
    for said in ("sou dono de uma loja particular, sou obrigado a ter cota racial?", "no setor privado existe cota pra negros?",
                 "minha firma particular tem que reservar vaga pra pardos?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.route, ans.headline)


# --------------------------------------------------------------------------- a parking place is no vaga of the law


def test_a_parking_place_at_the_exam_is_out_of_scope(bot: Any) -> None:
    for said in ("vaga de estacionamento pra cadeirante no dia da prova do concurso",
                 "tem estacionamento reservado para pessoa com deficiência no local de prova?",
                 "o concurso precisa ter vaga de garagem pra pcd?",
                 "estacionamento para deficiente no prédio da prova do inss"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.route, ans.headline)


def test_neighbours_the_pcd_exam_conditions_stay_the_decrees(bot: Any) -> None:
    for said in ("o cadeirante tem direito a sala acessível na prova?", "pessoa com deficiência tem tempo extra na prova?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.route)
    (ans,) = chat(bot, "quantas vagas pcd num concurso de 40?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")


# --------------------------------------------------------------------------- the option supposed away, a figure denied


def _chip_params(ans: Any) -> dict[str, bool]:
    return {p: a.from_context for a in ans.assumptions for p in a.params}


def test_without_the_quota_after_ones_place_is_that_place_in_the_general_list(bot: Any) -> None:
    for first, later, vacancies, general in (
            ("concurso com 10 vagas, fiquei em 3º na lista de cotas e 12º na ampla, entro?", "e sem ser cotista?", 10, 12),
            ("18 vagas, fiquei em 2º nas cotas e 11º na geral, sou chamado?", "e sem ser cotista, como fica?", 18, 11),
            ("concurso com 20 vagas, fiquei em 4º na lista de cotas e em 15º na geral, passo?", "e sem ser pela cota?", 20, 15)):
        _, ans = chat(bot, first, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (later, ans.headline)
        assert "reserve_rank" not in _chip_params(ans), later
        want = calculator.position(calculator.PositionInput(vacancies=vacancies, general_rank=general, optant=False))
        assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), later


def test_the_very_figure_denied_asks_which_is_right(bot: Any) -> None:
    for first, denied, n in (("concurso com 12 vagas, fiquei em 5º, entro?", "não são 12", 12),
                             ("concurso com 30 vagas, quantas reservadas?", "não são 30 vagas", 30),
                             ("edital com 18 vagas, quantas de cota?", "não, são 18", 18),
                             ("concurso com 30 vagas, fiquei em 7º na ampla, passo?", "não foi 7º", 7)):
        _, ans = chat(bot, first, denied)
        assert ans.route == "clarify", (denied, ans.route, ans.headline)
        assert f"**{n}**" in ans.headline and "qual é" in ans.headline, (denied, ans.headline)


def test_the_figure_given_after_the_denial_is_computed(bot: Any) -> None:
    _, _, ans = chat(bot, "concurso com 30 vagas, quantas reservadas?", "não são 30", "são 40")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve") and ans.calculation["vacancies"] == 40


def test_neighbours_another_figure_denied_or_fixed_stays_a_correction(bot: Any) -> None:
    _, ans = chat(bot, "concurso com 30 vagas, quantas reservadas?", "não são 30, são 32")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 32
    _, ans = chat(bot, "concurso com 12 vagas, fiquei em 5º, entro?", "não são 14")
    want = calculator.position(calculator.PositionInput(vacancies=14, general_rank=5))
    assert ans.route == "calculator" and (ans.calculation["open"], ans.calculation["reserved"]) == (want.open, want.reserved)


# --------------------------------------------------------------------------- a third person's place, asked back


def test_a_relatives_place_completed_by_the_vagas_is_still_theirs(bot: Any) -> None:
    for first, reply, who in (("minha filha ficou em 5º lugar", "10 vagas", "ela"),
                              ("meu irmão passou em 4º lugar, ele entra?", "são 12 vagas", "ele"),
                              ("minha esposa ficou em 7º na ampla", "o concurso tem 6 vagas", "ela")):
        _, ans = chat(bot, first, reply)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (reply, ans.headline)
        assert f" {who} " in ans.headline and "você" not in ans.headline, (first, ans.headline)


def test_neighbours_ones_own_place_completed_stays_you(bot: Any) -> None:
    _, ans = chat(bot, "fiquei em 5º lugar", "10 vagas")
    assert "você" in ans.headline, ans.headline
