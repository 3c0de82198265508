"""Round 44 (44c): keyword queries typed into an agency portal's search box.

- a count told after a law answer on the PcD reserve alone ("pcd arredondamento", then "18 vagas"): that reserve's
  count for those vagas (the decree's minimum), beside the racial one;
- a place told by a verb of placing with no mark or preposition ("passei 4 lista cotista"): a place in that list;
- one to three keywords after a law answer ("consequência", "prazo recurso"): that answer's subject narrowed, never a
  refusal; "fonte" / "fundamentação" alone: the basis of the answer just given;
- a dispositivo alone after a law answer ("paragrafo 2", "art 4"): the artigo and law of that thread; "e na nova?"
  after a dispositivo named: the same subject in the other law (by what the dispositivo says, not its number);
- "pcd 30 vagas quantas": the PcD count asked of a total of 30, never a PcD count of 30 asking the total.
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of
from calculator import order, position
from tests.assistant_support import chat, reserved_for, urns_of

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"


def _pcd_minimum(vacancies: int) -> int:
    return order({"vacancies": vacancies, "pcd_percentage": "5%"}).pcd


def test_a_count_after_a_pcd_law_answer_is_that_reserves_count(bot: Any) -> None:
    for law_q, count, n in (("pcd arredondamento fração", "18 vagas", 18),
                            ("deficiente percentual minimo decreto", "e com 26 vagas?", 26),
                            ("reserva pessoa com deficiencia arredondamento", "33", 33)):
        _, ans = chat(bot, law_q, count)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (law_q, ans.headline)
        assert ans.calculation["pcd"] == _pcd_minimum(n), (law_q, ans.headline)
        assert ans.calculation["reserved"] == reserved_for(n, None, bot._today()), ans.headline


def test_a_count_after_a_racial_law_answer_stays_the_racial_count(bot: Any) -> None:
    # neighbour: the racial rounding asked, then a count: no PcD figure is added
    _, ans = chat(bot, "arredondamento cota racial fração", "18 vagas")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")
    assert ans.calculation["pcd"] is None and ans.calculation["reserved"] == reserved_for(18, None, bot._today())


def test_a_keyword_place_in_the_reserve_list(bot: Any) -> None:
    for q in ("passei 4 lista cotista 11 vagas", "fiquei 4 lista cotas 11 vagas", "classificado 4 lista reserva 11 vagas"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (q, ans.headline)
        want = position({"reserve_rank": 4, "optant": True, "vacancies": 11, "today": bot._today()})
        got = {k: ans.calculation[k] for k in ("status", "best", "worst")}
        assert got == want.model_dump(include={"status", "best", "worst"}), (q, ans.headline)
    # neighbour: the place in the general list said the same way
    (ans,) = chat(bot, "fiquei 4 lista geral 11 vagas")
    want = position({"general_rank": 4, "vacancies": 11, "today": bot._today()})
    assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), ans.headline


def test_keywords_after_a_law_answer_narrow_its_subject(bot: Any) -> None:
    for law_q, kw in (("fraude autodeclaração candidato", "penalidade"), ("lei 12990 art 6", "prazo vigência"),
                      ("procedimento heteroidentificação", "garantias"), ("lei 15142 art 5", "resumo")):
        _, ans = chat(bot, law_q, kw)
        assert ans.route == "retrieval" and ans.citations, (law_q, kw, ans.headline)
    # neighbour: a fact of the job typed alone after a law answer is still out of scope, and thanks are no search
    _, ans = chat(bot, "fraude autodeclaração candidato", "remuneração")
    assert ans.route == "out_of_scope", ans.headline
    _, ans = chat(bot, "fraude autodeclaração candidato", "valeu")
    assert ans.route != "retrieval", ans.headline


def test_fonte_alone_is_the_basis_of_the_answer_just_given(bot: Any) -> None:
    for word in ("fonte", "qual a fonte?", "fundamentação"):
        first, ans = chat(bot, "reserva 14 vagas", word)
        assert ans.route == "retrieval" and urns_of(ans)[0] == urns_of(first)[0], (word, ans.headline)
        first, ans = chat(bot, "fraude autodeclaração candidato", word)
        assert ans.route == "retrieval" and urns_of(ans)[0] == urns_of(first)[0], (word, ans.headline)


def test_a_dispositivo_alone_keeps_the_threads_artigo_and_law(bot: Any) -> None:
    for law_q, ref, urn in (("lei 15142 art 9", "paragrafo 1", f"{NEW}!art9_par1"),
                            ("lei 12990 art 3", "§ 2", f"{OLD}!art3_par2"),
                            ("lei 12990", "art 5", f"{OLD}!art5"),
                            ("heteroidentificação procedimento", "e o paragrafo 3?", f"{NEW}!art3_par3")):
        _, ans = chat(bot, law_q, ref)
        assert ans.route == "retrieval" and urns_of(ans)[0].startswith(urn), (law_q, ref, urns_of(ans))
    # neighbour: a dispositivo named with its own law switches to that law
    _, ans = chat(bot, "lei 15142 art 9", "art 4 lei 12990")
    assert urns_of(ans)[0].startswith(f"{OLD}!art4"), urns_of(ans)


def test_the_other_law_after_a_dispositivo_is_the_same_subject_there(bot: Any) -> None:
    # old art. 4 (alternância) is new art. 9, never new art. 4 (fraud)
    for law_q, switch in (("lei 12990 art 4", "e na nova?"), ("12990 artigo 4", "e na lei nova?"),
                          (f"{OLD}!art4", "e pela 15142?")):
        _, ans = chat(bot, law_q, switch)
        assert ans.route == "retrieval" and urns_of(ans)[0].startswith(f"{NEW}!art9"), (law_q, switch, urns_of(ans))
    # neighbour: a topic asked, then the other law: that topic in it
    _, ans = chat(bot, "declaração falsa lei 15142", "e na antiga?")
    assert urns_of(ans)[0].startswith(f"{OLD}!art2"), urns_of(ans)


def test_e_na_nova_after_a_count_is_the_new_laws_count(bot: Any) -> None:
    first, ans = chat(bot, "reserva 14 vagas edital 2023", "e na nova?")
    assert first.calculation["regime"] == "lei-12990-2014"
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-15142-2025", ans.headline
    assert ans.calculation["reserved"] == reserved_for(14, None, bot._today())


def test_a_pcd_count_asked_of_a_total_typed_as_keywords(bot: Any) -> None:
    for q, n in (("pcd 60 vagas quantas", 60), ("vagas pcd 24 vagas quantas?", 24), ("cota pcd 35 vagas qnts", 35)):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (q, ans.headline)
        assert ans.calculation["pcd"] == _pcd_minimum(n), (q, ans.headline)
    # neighbour: a PcD count told as a label, no count asked, stays the edital's PcD count
    (ans,) = chat(bot, "edital com 40 vagas, pcd: 3 vagas, quantas de cota?")
    assert ans.calculation["pcd"] == 3, ans.headline
