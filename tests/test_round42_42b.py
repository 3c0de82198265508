"""Round 42 (42b): journalists, students and researchers comparing the two laws (probe voice 42b).

- one count asked under both laws with the new law named by its year alone ("quantas pela lei de 2014 e quantas pela de
  2025?") or as before and now ("quantas seriam antes e quantas agora?"): both laws' figures, the current law's first;
- a condition someone adds to who may take the reserve, after an eligibility answer ("uma colega disse que só vale se
  ele morar em terra indígena"): the law's definitions (art. 2º), not the same eligibility again.
Neighbours: both laws named in full, one count with no law, one law named alone, a bare dispute of the eligibility,
a relayed claim after the reserve.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from assistant.rules import both_laws_counted
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
INDIGENA = ("E agora um indígena pode concorrer pela reserva num concurso de autarquia federal com edital de setembro "
            "de 2025?")


def _compared(answer) -> list[tuple[str, int]]:
    return [(f.law_id, f.reserved) for f in answer.comparison]


def test_the_new_law_named_by_its_year_alone_compares_both() -> None:
    (ans,) = chat(rules_bot(TODAY), "Num concurso de 50 vagas, quantas seriam de cota pela lei de 2014 e quantas pela de 2025?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-15142-2025", 15)
    assert _compared(ans) == [("lei-15142-2025", 15), ("lei-12990-2014", 10)]


def test_before_and_now_compares_both() -> None:
    (ans,) = chat(rules_bot(TODAY), "num concurso de 50 vagas quantas seriam antes e quantas agora?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 15)
    assert _compared(ans) == [("lei-15142-2025", 15), ("lei-12990-2014", 10)]


def test_neighbour_both_laws_named_in_full_still_compared() -> None:
    (ans,) = chat(rules_bot(TODAY), "quantas cotas pela lei antiga e pela nova com 9 vagas?")
    assert _compared(ans) == [("lei-15142-2025", 3), ("lei-12990-2014", 2)]


def test_neighbour_one_count_with_no_law_is_not_compared() -> None:
    (ans,) = chat(rules_bot(TODAY), "num concurso de 20 vagas, quantas vagas de cota?")
    assert (ans.calculation["reserved"], ans.comparison) == (6, [])


def test_neighbour_the_old_law_alone_is_that_law() -> None:
    (ans,) = chat(rules_bot(TODAY), "pela lei de 2014, quantas seriam de cota num concurso de 50 vagas?")
    assert (ans.calculation["regime"], ans.calculation["reserved"], ans.comparison) == ("lei-12990-2014", 10, [])
    assert not both_laws_counted(extract("um edital de 2014 com 50 vagas, quantas pela de 2014?"))


ELIGIBLE = {"intent": "eligibility", "route": "calculator", "groups": ["indigena"], "entity": "autarquia",
            "process": "concurso", "period": ["2025-09-01", "2025-09-30", "setembro de 2025"]}


def test_a_condition_claimed_after_eligibility_is_the_law_text() -> None:
    for claim in ("Uma colega disse que só vale se ele morar em terra indígena. É isso mesmo?",
                  "meu professor falou que ele tem que apresentar documento da Funai, confere?",
                  "dizem que quilombola precisa comprovar que mora no quilombo, procede?"):
        p = plan(claim, ELIGIBLE, TODAY)
        assert (p.route, p.intent) == ("retrieval", None), claim


def test_a_condition_claimed_after_eligibility_cites_the_definition() -> None:
    from assistant.core import get_assistant
    _, ans = chat(get_assistant(), INDIGENA, "Uma colega disse que só vale se ele morar em terra indígena. É isso mesmo?")
    assert (ans.route, ans.calculation) == ("retrieval", None)
    assert ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 2º")


def test_neighbour_a_bare_dispute_of_the_eligibility_is_the_same_eligibility() -> None:
    _, ans = chat(rules_bot(TODAY), INDIGENA, "uma colega disse que não pode, quem está certo?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["eligible"]) == ("calculator", "eligibility", True)
    assert "groups" in carried_keys_of(ans)


def test_neighbour_a_relayed_claim_after_the_reserve_is_the_same_reserve() -> None:
    _, ans = chat(rules_bot(TODAY), "Quantas vagas reservadas num concurso de 9 vagas?",
                  "Um amigo falou que só vale se arredondar pra baixo, confere?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 3)
