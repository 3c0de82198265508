"""Round 50 (50b): estatais (Caixa, BB, Correios, Petrobras, BNDES) and federal police careers (PF, PRF).

- the reserve's base asked of a regionalized concurso's units ("por polo", "por macrorregião", "por UF", "por lotação")
  is art. 1º, § 2º (the totality of the vagas), never a refusal nor another article found by the place's word;
- a subsidiary ("subsidiária da Caixa", "controlada da Petrobras") asked whether it must reserve is art. 1º, I's text,
  never the eligibility answer with its parent's kind (or the direct administration) taken for its own;
- a body's cadastro de reserva asked whether it has the quota ("o CR da Caixa também tem cota?") is the register's rule
  (art. 5º, § 3º), as without the body;
- a table of an estatal's regions ("macrorregião 1 com 300 vagas, ...") is a table, each row its own reserve; "quantas
  cotas por região?" after it counts them (no regional quota of another policy);
- going back to an earlier body with a date supposed ("voltando pra Caixa, e se o edital fosse de 2024?") is that body's
  count on that date, not the latest body's.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

NEW_ART1_PAR2 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2"
NEW_ART1_INC1 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_inc1"
NEW_ART5_PAR3 = "urn:lex:br:federal:lei:2025-06-03;15142!art5_par3"
NEW_ART5_PAR4 = "urn:lex:br:federal:lei:2025-06-03;15142!art5_par4"


def _urns(ans: Any) -> list[str]:
    return [c.urn for c in ans.citations]


def _reserved(n: int, edital_date: str | None = None) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": edital_date, "today": "2026-12-02"}).reserved


# --------------------------------------------------------------------------- the base asked by a regional unit

def test_the_base_asked_by_a_regional_unit_is_the_totality_of_the_vagas(bot: Any) -> None:
    for said in ("a cota é por polo ou no total das vagas?",
                 "nas estatais a reserva é por macrorregião ou no edital inteiro?",
                 "a reserva racial vale por UF ou no nacional?",
                 "os 30% são feitos por lotação ou no total do concurso?",
                 "a cota conta por microrregião?",
                 "a reserva de vagas é por polo/macrorregião ou no total?"):
        [ans] = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert _urns(ans)[0] == NEW_ART1_PAR2, (said, _urns(ans)[:3])


def test_neighbours_the_base_by_cargo_and_the_pcd_base_stay_their_own(bot: Any) -> None:
    [ans] = chat(bot, "a reserva é por cargo ou sobre o total?")
    assert ans.route == "retrieval" and _urns(ans)[0] == NEW_ART1_PAR2, _urns(ans)[:3]
    [ans] = chat(bot, "a pcd é por polo ou no total?")
    assert ans.route == "retrieval" and "decreto" in _urns(ans)[0], _urns(ans)[:3]  # the decree's own base
    [ans] = chat(bot, "pela lei antiga a reserva era por cargo ou no total?")
    assert ans.route == "retrieval" and "12990" in _urns(ans)[0], _urns(ans)[:3]


# --------------------------------------------------------------------------- a subsidiary's duty

def test_a_subsidiary_asked_whether_it_must_reserve_is_the_law_on_whom_it_binds(bot: Any) -> None:
    for said in ("subsidiária da caixa tem que reservar vaga pra negros?",
                 "uma subsidiária tem que reservar vagas pra pretos e pardos?",
                 "a subsidiária do banco do brasil precisa ter cota?",
                 "empresa controlada pela petrobras deve reservar vagas pra negros?",
                 "a transpetro é subsidiária da petrobras, ela é obrigada a ter reserva racial?"):
        [ans] = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert _urns(ans)[0] == NEW_ART1_INC1, (said, _urns(ans)[:3])


def test_neighbours_a_named_estatal_and_a_candidate_of_a_subsidiary_stay_their_own(bot: Any) -> None:
    # the parent itself: that body's coverage (tests/test_assistant_paraphrases.py)
    [ans] = chat(bot, "a caixa tem que reservar vaga pra negros?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    # "controlada pela União" is the law's own wording of a sociedade de economia mista
    [ans] = chat(bot, "sociedade de economia mista controlada pela união tem que reservar vagas?")
    assert _intent_of(ans) == "eligibility", ans.headline
    # a candidate's own claim stays their eligibility
    [ans] = chat(bot, "sou parda, posso concorrer na cota da subsidiária da caixa?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline


# --------------------------------------------------------------------------- a body's cadastro de reserva

def test_a_bodys_register_asked_whether_it_has_the_quota_is_the_registers_rule(bot: Any) -> None:
    for said in ("o cadastro de reserva da caixa também tem cota?",
                 "o CR do BB tem cota?",
                 "cadastro reserva dos correios também tem vagas reservadas?",
                 "e o cadastro de reserva da petrobras, tem cota racial também?"):
        [ans] = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert {NEW_ART5_PAR3, NEW_ART5_PAR4} & set(_urns(ans)[:3]), (said, _urns(ans)[:3])


def test_neighbours_a_body_alone_and_a_candidate_of_a_register_only_concurso(bot: Any) -> None:
    [ans] = chat(bot, "a caixa tem cota?")
    assert _intent_of(ans) == "eligibility", ans.headline
    [ans] = chat(bot, "concurso da caixa só com cadastro de reserva, sou pardo, posso concorrer na cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline


# --------------------------------------------------------------------------- a table by region

def test_a_table_of_regions_is_each_regions_reserve(bot: Any) -> None:
    sizes = [300, 150, 90]
    want = [_reserved(n) for n in sizes]
    for said in ("edital do BB: macrorregião 1 com 300 vagas, macrorregião 2 com 150, macrorregião 3 com 90. "
                 "quantas de cota em cada?",
                 "macrorregião 1 - 300 vagas, macrorregião 2 - 150 vagas, macrorregião 3 - 90 vagas: reserva de cada",
                 "superintendência 1 com 300 vagas, superintendência 2 com 150 e superintendência 3 com 90, quantas "
                 "reservadas em cada?",
                 "nordeste 300 vagas, sudeste 150, sul 90: quantas cotas por região?"):
        [ans] = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert [c["vacancies"] for c in ans.calculation["cargos"]] == sizes, said
        assert [c["reserved"] for c in ans.calculation["cargos"]] == want, said


def test_neighbours_a_regional_quota_stays_another_policy(bot: Any) -> None:
    [ans] = chat(bot, "tem cota regional nesse concurso?")
    assert ans.route == "out_of_scope", ans.headline
    [ans] = chat(bot, "existe cota por região no concurso da caixa?")
    assert ans.route == "out_of_scope", ans.headline


# --------------------------------------------------------------------------- back to an earlier body, a date supposed

def test_back_to_an_earlier_body_with_a_date_supposed_is_that_bodys_count(bot: Any) -> None:
    for back in ("voltando pra caixa, e se o edital fosse de 2024?",
                 "e na caixa, se tivesse saído em 2023?",
                 "e se o edital da caixa fosse de 2024?"):
        *_, ans = chat(bot, "caixa com 4000 vagas, quantas de cota?", "e no BB com 6000?", back)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (back, ans.headline)
        assert ans.calculation["vacancies"] == 4000, back
        assert ans.calculation["reserved"] == _reserved(4000, "2024-01-10"), back
        assert ans.calculation["regime"] == "lei-12990-2014", back


def test_neighbours_a_body_supposed_takes_the_latest_figures(bot: Any) -> None:
    # "e se fosse no INSS?": the latest figures supposed of that body (Round 39), not the INSS's own
    *_, ans = chat(bot, "concurso do INSS com 40 vagas, quantas de cota?", "e no do IBGE com 12?", "e se fosse no INSS?")
    assert ans.calculation["vacancies"] == 12, ans.headline
    *_, ans = chat(bot, "caixa com 4000 vagas, quantas de cota?", "e no BB com 6000?", "e na caixa, pela lei antiga?")
    assert (ans.calculation["vacancies"], ans.calculation["regime"]) == (4000, "lei-12990-2014"), ans.headline
