"""Round 44 (lo44a): two leftovers of round 43.

- a count claimed for one group of the decree's split ("50 vagas, são 2 pra indígenas, né?"): judged against that
  group's share, never the whole reserve. A whole share keeps the verdict ("Está certo" / "Não está certo"); a
  fractional one (3% de 50 = 1,5) gets none: our sources give the percentages of Decreto nº 12.536/2025 but not how a
  group's share is rounded nor where the leftover goes, so the answer says the exact fraction and that the edital says
  the rest. An edital the decree does not reach (published before it) has the edital's own split: no verdict either.
- whether the reserve is for a group ("tem cota pra pretos?", "a lei nova reserva vagas pra indígenas?"): whom the
  reserve is for is art. 1º, caput, cited first; the group's definition (art. 2º, I-III) may follow, and leads only
  when the question is about belonging to the group (autodeclaração, living in a community).
Neighbours: claims on the total reserve keep their verdicts; definition questions keep art. 2º first; a selection named
with a group stays an eligibility.
"""
from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from calculator.groups import exact_share
from calculator.reserve import fmt_decimal
from tests.assistant_support import chat

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"
VERDICTS = ("Está certo", "Não está certo")
TODAY = date(2026, 12, 6)


def _reserved(vacancies: int) -> int:
    return calculator.reserve({"vacancies": vacancies}).reserved


def _share(pct: int, vacancies: int) -> Fraction:
    return exact_share(pct, vacancies)  # the calculator's own exact share, never written by hand


def test_a_fractional_groups_share_claimed_gets_no_verdict(bot: Any) -> None:
    for q, pct, n in (("num concurso de 50 vagas, sao 2 vagas pra indigenas, ne?", 3, 50),
                      ("edital com 50 vagas: os indigenas ficam com 1, certo?", 3, 50),
                      ("com 40 vagas fica 1 vaga pros quilombolas, confere?", 2, 40),
                      ("70 vagas no concurso, 2 para quilombolas, ta certo?", 2, 70),
                      ("num edital de 50 vagas a parcela dos indigenas e 2, confere?", 3, 50)):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (q, ans.headline)
        assert not any(v in ans.headline for v in VERDICTS), (q, ans.headline)
        share = fmt_decimal(_share(pct, n))
        assert f"{pct}% de {n}" in ans.headline and share in ans.headline, (q, ans.headline)
        assert "edital" in ans.headline and "não está nos textos" in ans.headline, ans.headline
        assert ans.calculation["reserved"] == _reserved(n)  # the calculation is the law's reserve, unchanged


def test_a_whole_groups_share_claimed_is_judged_against_that_share(bot: Any) -> None:
    for q, right in (("com 100 vagas sao 3 pra indigenas, certo?", True),
                     ("concurso de 100 vagas, 2 vagas para quilombolas, confere?", True),
                     ("num concurso de 50 vagas, 1 vaga pra quilombola, ta certo?", True),
                     ("100 vagas: os indigenas ficam com 5, correto?", False),
                     ("num edital de 200 vagas sao 3 pros quilombolas, ne?", False),
                     ("com 100 vagas a cota indigena e 3, certo?", True),
                     ("com 100 vagas, pros quilombolas sao 2 vagas, ne?", True)):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator", (q, ans.headline)
        assert ans.headline.startswith("**Está certo**" if right else "**Não está certo**"), (q, ans.headline)


def test_a_groups_share_said_as_a_count_is_a_claim_never_a_second_total() -> None:
    for q, claimed in (("com 100 vagas a cota indigena e 3 vagas, certo?", 3),
                       ("com 100 vagas, pros quilombolas sao 2 vagas, ne?", 2),
                       ("edital de 100 vagas, a parcela dos quilombolas seria 2?", 2)):
        ex = extract(q, TODAY)
        assert (ex.vacancies, ex.claimed_counts) == (100, [claimed]), (q, ex.vacancies, ex.claimed_counts)
    # neighbours: a group's rate is no count; a selection for a group keeps its vagas
    assert extract("a cota indigena e de 3%?", TODAY).claimed_counts == []
    assert extract("concurso pra indigenas com 10 vagas, quantas reservadas?", TODAY).vacancies == 10


def test_several_groups_claimed_are_each_judged_against_their_share(bot: Any) -> None:
    (right,) = chat(bot, "100 vagas: sao 3 pra indigenas e 2 pra quilombolas, certo?")
    assert right.headline.startswith("**Está certo**"), right.headline
    (wrong,) = chat(bot, "num concurso de 100 vagas, 4 pra indigenas e 2 pros quilombolas, confere?")
    assert wrong.headline.startswith("**Não está certo**"), wrong.headline
    (open_,) = chat(bot, "50 vagas: sao 2 pra indigenas e 1 pra quilombolas, certo?")
    assert not any(v in open_.headline for v in VERDICTS), open_.headline
    assert fmt_decimal(_share(3, 50)) in open_.headline and "não está nos textos" in open_.headline


def test_a_groups_claim_whose_vagas_are_asked_next(bot: Any) -> None:
    ask, ans = chat(bot, "sao 2 pra indigenas, certo?", "50 vagas")
    assert ask.route == "clarify" and "parcela de indígenas" in ask.headline, ask.headline
    assert ans.route == "calculator" and not any(v in ans.headline for v in VERDICTS), ans.headline
    _, whole = chat(bot, "a cota dos quilombolas e 2, certo?", "100 vagas")
    assert whole.headline.startswith("**Está certo**"), whole.headline
    # neighbour: the whole reserve claimed before its vagas keeps its verdict (Round 42)
    _, total = chat(bot, "a reserva e 12, certo?", "40 vagas")
    assert total.headline.startswith("**Está certo**" if _reserved(40) == 12 else "**Não está certo**"), total.headline


def test_a_groups_claim_above_the_whole_reserve_is_wrong_whatever_the_rounding(bot: Any) -> None:
    # the group's share is a part of the 30% (Decreto nº 12.536/2025 splits it): more than the whole reserve is wrong
    (ans,) = chat(bot, "num concurso de 50 vagas, sao 20 vagas pra indigenas, ne?")
    assert ans.headline.startswith("**Não está certo**"), ans.headline


def test_a_groups_claim_after_a_count_in_the_thread(bot: Any) -> None:
    _, ans = chat(bot, "40 vagas, quantas de cota?", "entao sao 2 pra quilombolas, ne?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 40, ans.headline
    assert not any(v in ans.headline for v in VERDICTS), ans.headline
    assert fmt_decimal(_share(2, 40)) in ans.headline, ans.headline


def test_a_groups_claim_on_an_edital_the_decree_does_not_reach(bot: Any) -> None:
    # published after the new law and before the decree: the split between the groups is the edital's own
    (ans,) = chat(bot, "edital de 15/06/2025 com 100 vagas, sao 3 pra indigenas, certo?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-15142-2025", ans.headline
    assert not any(v in ans.headline for v in VERDICTS), ans.headline
    assert "do próprio edital" in ans.headline, ans.headline


def test_claims_on_the_whole_reserve_keep_their_verdicts(bot: Any) -> None:
    for q, n, claimed in (("num concurso de 50 vagas, sao 15 de cota, ne?", 50, 15),
                          ("11 vagas, sao 4 reservadas, ta certo?", 11, 4),
                          ("edital com 20 vagas e 6 pra cota, confere?", 20, 6)):
        (ans,) = chat(bot, q)
        verdict = "**Está certo**" if claimed == _reserved(n) else "**Não está certo**"
        assert ans.headline.startswith(verdict), (q, ans.headline)


def test_a_person_of_a_group_claiming_the_whole_reserve_is_answered_on_the_whole(bot: Any) -> None:
    # "sou indígena" names the person; the count claimed is the whole reserve, judged and shown as such
    (ans,) = chat(bot, "sou indigena, o concurso tem 50 vagas, sao 15 de cota, ne?")
    assert ans.headline.startswith("**Está certo**"), ans.headline
    assert f"**{_reserved(50)} são reservadas**" in ans.headline, ans.headline


def test_a_groups_share_asked_without_a_claim_is_unchanged(bot: Any) -> None:
    (ans,) = chat(bot, "num concurso de 50 vagas, quantas pra indigenas?")
    # (round 53, lo53c: a fractional share leads with the law's reserve, then the regulation's share)
    assert ans.headline.startswith(f"Das 50 vagas, **{_reserved(50)} são reservadas**"), ans.headline
    assert "a parcela de indígenas é" in ans.headline, ans.headline
    assert not any(v in ans.headline for v in VERDICTS)


def _first_cited(ans: Any) -> str:
    return ans.citations[0].urn if ans.citations else ""


def test_whether_the_reserve_is_for_a_group_cites_art_1_caput_first(bot: Any) -> None:
    for q in ("tem cota pra pretos?", "a lei reserva vaga pra pretos?", "a cota e pra pretos?",
              "existe cota pra quilombolas?", "a lei nova reserva vagas pra indigenas?",
              "tem vaga reservada pra quilombola?", "a lei de cotas reserva vagas pros pardos?",
              "tem reserva de vaga pra negros em concurso?", "ha cota pra indigenas no concurso federal?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (q, ans.headline)
        assert _first_cited(ans) == f"{NEW}!art1_cpt", (q, [c.label for c in ans.citations])
        assert "art. 1º, caput" in ans.headline, ans.headline


def test_the_old_law_named_answers_with_its_own_art_1(bot: Any) -> None:
    # whom the old law reserved for is its art. 1º, caput (negros only), never "it does not treat that"
    for q in ("a lei 12.990 tinha cota pra indigenas?", "a Lei 12.990 reservava vaga pra indigenas?",
              "a lei de 2014 previa cota para quilombolas?"):
        (ans,) = chat(bot, q)
        assert _first_cited(ans) == f"{OLD}!art1_cpt", (q, [c.label for c in ans.citations])
        # (Round 54, dr54c: a yes/no question gets its verdict first, then that text)
        assert ans.headline.startswith("**Não**"), ans.headline
        assert "Segundo a **Lei nº 12.990/2014** (art. 1º, caput)" in ans.headline, ans.headline


def test_belonging_to_a_group_keeps_its_definition_first(bot: Any) -> None:
    for q, urn in (("quem e considerado pardo pra cota?", "art2_inc1"),
                   ("a cota pra pretos precisa de autodeclaracao?", "art2_inc1"),
                   ("basta eu me declarar pardo pra ter cota?", "art2_inc1"),
                   ("preciso morar na aldeia pra ter cota de indigena?", "art2_inc2")):
        (ans,) = chat(bot, q)
        assert _first_cited(ans) == f"{NEW}!{urn}", (q, [c.label for c in ans.citations])


def test_a_kind_of_selection_asked_keeps_its_inciso_first(bot: Any) -> None:
    # the reach of the reserve over a kind of selection (art. 1º, II) is what is asked, not whom it is for
    (ans,) = chat(bot, "contratacao temporaria por processo seletivo simplificado tem cota pra pardos?")
    assert _first_cited(ans) == f"{NEW}!art1_inc2", [c.label for c in ans.citations]


def test_a_selection_named_with_a_group_stays_an_eligibility(bot: Any) -> None:
    (ans,) = chat(bot, "processo seletivo temporario do ibama tem cota pra pardos?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
