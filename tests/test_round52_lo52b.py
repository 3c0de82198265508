"""Round 52 (lo52b): conversation-thread slips found by the user drive.

- the regulation's facts about one group (Decreto nº 12.536/2025: heteroidentificação for pretos e pardos, documentary
  confirmation for indígenas e quilombolas) follow the person the thread or the question is about: theirs first, the
  other groups' marked as those groups' ("só para ..., não para ..."), every fact and its wording kept
  (`regulation.for_person`, `thread_person.person_groups`, the registry's `groups`); with no group known, registry order;
- another person's selection of another kind ("o pss do meu primo", "o processo seletivo do meu tio") is that person's
  case: its vagas are asked, none of the thread's carried (`case_labels._SELECTION_KIND`); "e no pss?" of one's own
  thread still carries;
- "sou pcd tb" / "tenho deficiência também" after the count of a person who told a racial group keeps that group beside
  the PcD one (both reserves), the vagas carried and the PcD figure answered (`thread_person.pcd_too`); a bare "e pra
  pcd?" is still the count for everyone;
- the PcD vagas or rate the edital set ("com 10% pra pcd", "4 delas são pra pcd") stay with the thread's vagas across an
  eligibility asked between, so the order asked next places that many PcD (`context.keep_thread_vagas`).
"""
from __future__ import annotations

from typing import Any

from assistant.regulation import for_person, notes_for
from assistant.routing_eval import _intent_of
from assistant.thread_person import PCD_TOO
from tests.assistant_support import chat
from vocabulary import NEW_URN, fold

HETERO, DOCUMENTS = "heteroidentificacao", "indigenas-quilombolas"


def _confirmation_notes() -> list[Any]:
    return notes_for([f"{NEW_URN}!art3_cpt", f"{NEW_URN}!art3_par4"])


def _ids(notes: list[Any]) -> list[str]:
    return [n.id for n in notes]


# --------------------------------------------------------------------------- regulation facts by the person's group

def test_the_registry_says_which_groups_a_confirmation_fact_is_about() -> None:
    by_id = {n.id: n for n in _confirmation_notes()}
    assert {"preta", "parda"} <= set(by_id[HETERO].groups)
    assert set(by_id[DOCUMENTS].groups) == {"indigena", "quilombola"}
    assert all(not n.groups for i, n in by_id.items() if i not in (HETERO, DOCUMENTS))  # the rest is for everyone


def test_the_persons_group_fact_comes_first_and_the_others_are_marked_theirs() -> None:
    notes = _confirmation_notes()
    for groups, first, other in ((["parda"], HETERO, DOCUMENTS), (["preta"], HETERO, DOCUMENTS),
                                 (["negra"], HETERO, DOCUMENTS), (["quilombola"], DOCUMENTS, HETERO),
                                 (["indigena", "pcd"], DOCUMENTS, HETERO)):
        ordered = for_person(notes, groups)
        assert ordered[0].id == first and ordered[-1].id == other, groups
        assert sorted(_ids(ordered)) == sorted(_ids(notes)), groups  # nothing dropped
        marked = {n.id: n for n in ordered}
        assert not marked[first].others and "só para" in marked[other].others, groups
        assert marked[other].text == next(n.text for n in notes if n.id == other)  # the sourced wording as it was
        assert marked[other].others in marked[other].render() and marked[other].text in marked[other].render()
    # with no racial group known (none, the PcD list, a group with no reserve), the registry order stands
    for groups in ([], ["pcd"], ["branca"]):
        assert for_person(notes, groups) == notes, groups


def _regulation_of(ans: Any) -> tuple[list[str], dict[str, str]]:
    return _ids(ans.regulation), {n.id: n.others for n in ans.regulation}


def test_a_thread_persons_confirmation_shows_their_groups_rule_first(bot: Any) -> None:
    for told, asked, first, mark in (
            ("sou pardo, queria saber se posso usar a cota no concurso da Receita",
             "e como vai ser a banca de heteroidentificação?", HETERO, "pessoas pardas"),
            ("sou indígena, posso me inscrever na reserva do concurso do IBGE?",
             "e como eles vão confirmar a minha autodeclaração?", DOCUMENTS, "pessoas indígenas")):
        _, ans = chat(bot, told, asked)
        ids, others = _regulation_of(ans)
        assert ans.route == "retrieval" and {HETERO, DOCUMENTS} <= set(ids), (asked, ans.headline)
        assert ids[0] == first and not others[first], (asked, ids)
        other = DOCUMENTS if first == HETERO else HETERO
        assert mark in others[other] and others[other] in ans.answer, (asked, others)
    # neighbour: no group known, every fact unmarked, in registry order, as before
    (ans,) = chat(bot, "como é feita a banca de heteroidentificação?")
    assert ans.route == "retrieval" and ans.regulation, ans.headline
    assert not any(n.others for n in ans.regulation) and "só para" not in ans.answer
    assert _ids(ans.regulation) == [n.id for n in notes_for(ans.citations)]


def test_a_group_told_in_the_question_itself_orders_the_facts(bot: Any) -> None:
    (ans,) = chat(bot, "sou quilombola, a confirmação da autodeclaração é feita como?")
    ids, others = _regulation_of(ans)
    assert ids[0] == DOCUMENTS and "pessoas quilombolas" in others[HETERO], ids


# --------------------------------------------------------------------------- someone else's selection: its own vagas

OWN_COUNT = "o meu edital tem 25 vagas, quantas ficam pra cota?"


def test_a_relatives_selection_of_another_kind_asks_its_own_vagas(bot: Any) -> None:
    for said in ("e no pss da minha cunhada, quantas dariam?", "e o processo seletivo do meu tio, quantas ficam pra cota?",
                 "e o certame do meu sobrinho, quantos ficam pra cota?"):
        _, ans = chat(bot, OWN_COUNT, said)
        assert (ans.route, ans.context.get("intent")) == ("clarify", "reserve"), (said, ans.headline)
        assert not any(a.from_context for a in ans.assumptions) and "25" not in ans.headline, (said, ans.headline)
    # neighbours: one's own thread's selection, its kind said, carries as before; a relative's told with its count
    _, ans = chat(bot, OWN_COUNT, "e no pss, quantas?")  # the thread's own selection, its kind said: carried as before
    assert (ans.route, ans.calculation["vacancies"]) == ("calculator", 25), ans.headline
    _, ans = chat(bot, OWN_COUNT, "e no pss da minha cunhada, que tem 12 vagas?")
    assert (ans.route, ans.calculation["vacancies"]) == ("calculator", 12), ans.headline


# --------------------------------------------------------------------------- "sou pcd tb": both reserves the person's

PARDO_COUNT = "sou pardo e o edital tem 20 vagas, quantas são reservadas?"


def test_pcd_told_as_one_more_fact_of_the_person_is_read_so() -> None:
    for said in ("e pra pcd? sou pcd tb", "tenho deficiência também", "também sou pessoa com deficiência, e aí?",
                 "eu sou deficiente tbm"):
        assert PCD_TOO.search(fold(said)), said
    for said in ("e pra pcd?", "minha irmã é pcd tb", "sou pcd", "e se eu fosse pcd?"):
        assert not PCD_TOO.search(fold(said)), said


def test_pcd_too_keeps_the_threads_group_and_answers_both_reserves(bot: Any) -> None:
    for said in ("e pra pcd? sou pcd tb", "tenho deficiência também, quantas são pra pcd?",
                 "também sou pessoa com deficiência, e aí?"):
        _, ans = chat(bot, PARDO_COUNT, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert set(ans.context["groups"]) == {"parda", "pcd"}, (said, ans.context)
        assert ans.calculation["vacancies"] == 20 and ans.calculation["pcd"], (said, ans.calculation)
        assert any(a.from_context and "vacancies" in a.params for a in ans.assumptions), said
    # neighbour: a bare PcD count, no disability of the person told, is still the count for everyone
    _, ans = chat(bot, PARDO_COUNT, "e pra pcd?")
    assert ans.route == "calculator" and ans.context["groups"] == ["pcd"], ans.context


# --------------------------------------------------------------------------- the PcD rate kept past an eligibility

def _pcd_places(ans: Any) -> int:
    return sum(1 for slot in ans.calculation["order"] if slot == "pcd")


def test_the_order_after_an_eligibility_keeps_the_editals_pcd_figure(bot: Any) -> None:
    for count, between in (("o edital tem 30 vagas, com 10% pra pcd, quantas são de cota?", "sou parda, posso concorrer?"),
                           ("são 40 vagas e 4 delas pra pcd, quantas ficam pra cota?",
                            "minha amiga indígena pode se inscrever na reserva?")):
        (direct,) = chat(bot, count.replace("quantas são de cota?", "qual a ordem de nomeação?")
                         .replace("quantas ficam pra cota?", "qual a ordem de nomeação?"))
        _, _, ans = chat(bot, count, between, "e a ordem de nomeação?")
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
        assert ans.calculation["pcd"] == direct.calculation["pcd"] > 0, (count, ans.calculation["pcd"])
        assert _pcd_places(ans) == _pcd_places(direct) > 0, count
        assert any(a.from_context and "pcd_percentage" in a.params for a in ans.assumptions), count
    # neighbour: no PcD figure told in the thread, none is added to the order
    _, _, ans = chat(bot, "tenho 30 vagas, quantas de cota?", "sou pardo, posso concorrer?", "e a ordem de nomeação?")
    assert ans.route == "calculator" and not ans.calculation.get("pcd"), ans.headline
    assert not any(a.from_context and "pcd_percentage" in a.params for a in ans.assumptions)
