"""Round 48 (48b): candidates in several reserves, and editais still under the old law (probe voice 48b).

- the permission said of the edital or the law ("o edital me deixa concorrer na cota?", "a lei me permite disputar a
  reserva?") is one's eligibility, as "posso concorrer?" is;
- which law, asked by its rate or number of a dated edital or one still to come ("a cota racial é de 20% ou de 30%?",
  "já vale a cota de 30%?", "continua valendo a 12.990?"), is the regime of that edital; with no edital, the law's text;
- a person in both reserves whose edital is under Lei 12.990 (dated in the message or earlier in the thread) is never
  told the new law's two-reserve rule: the racial part is the eligibility under the old law (a note names the PcD
  reserve apart), and the law answer says the old law reserves for negros only.
"""
from __future__ import annotations

from typing import Any

import pytest

from assistant.routing_eval import find_expected
from tests.assistant_support import chat, urns_of
from vocabulary import NEW_LAW, OLD_LAW, PCD_DECREE, URN_BASE

OLD_ART1 = f"{URN_BASE[OLD_LAW]}!art1_cpt"
NEW_ART1 = f"{URN_BASE[NEW_LAW]}!art1_cpt"
PCD_ART1 = f"{URN_BASE[PCD_DECREE]}!art1_par1"


def _calc(ans: Any, key: str) -> Any:
    return find_expected(ans.calculation, key)


def _said(ans: Any) -> str:
    return " ".join([ans.answer, *(ans.notes or [])])


# --------------------------------------------------------------------------- the permission said of the edital


@pytest.mark.parametrize("said, eligible", [
    ("sou quilombola e cadeirante, edital de 2024 de um ministério: ele me deixa concorrer na cota?", False),
    ("sou parda e pcd, concurso de autarquia federal com edital de 2023: o edital me permite disputar a cota?", True),
    ("sou indígena com deficiência visual, concurso de ministério de agosto de 2025: a lei me permite concorrer na "
     "cota?", True),
])
def test_the_edital_letting_one_compete_is_the_eligibility(bot: Any, said: str, eligible: bool) -> None:
    ans = chat(bot, said)[0]
    assert (ans.route, _calc(ans, "operation")) == ("calculator", "eligibility"), said
    assert _calc(ans, "eligible") is eligible, said


def test_neighbours_permission_not_asked_stays() -> None:
    from assistant.intents.eligibility import ELIG_CUE
    assert ELIG_CUE.search("o edital me deixa concorrer na cota?")
    assert not ELIG_CUE.search("a banca deixa levar garrafa de agua na prova?")
    assert not ELIG_CUE.search("o edital permite recurso da nota?")


# --------------------------------------------------------------------------- which law, by its rate or number


@pytest.mark.parametrize("said, regime", [
    ("o edital do meu concurso saiu em março de 2025, a cota racial é de 20% ou de 30%?", OLD_LAW),
    ("nosso edital é de setembro de 2025; a cota dos negros é de 20% ou de 30%?", NEW_LAW),
    ("o edital do meu concurso vai ser publicado ano que vem, já vale a cota de 30%?", NEW_LAW),
    ("meu concurso é de 2022 e ainda está na validade, continua valendo a 12.990?", OLD_LAW),
    ("o edital é de outubro de 2024, ainda vale a lei antiga pra ele?", OLD_LAW),
])
def test_the_law_by_its_rate_or_number_of_a_dated_edital_is_its_regime(bot: Any, said: str, regime: str) -> None:
    ans = chat(bot, said)[0]
    assert (ans.route, _calc(ans, "operation")) == ("calculator", "regime"), said
    assert _calc(ans, "regime") == regime, said


def test_neighbours_the_law_by_its_rate_with_no_edital_stays_law_text(bot: Any) -> None:
    for said in ("continua valendo a 12.990?", "já vale a cota de 30%?", "a cota racial é de 20% ou de 30%?"):
        assert chat(bot, said)[0].route == "retrieval", said


# --------------------------------------------------------------------------- both reserves, an old-law edital


def test_both_reserves_of_an_old_law_edital_are_the_old_laws_eligibility(bot: Any) -> None:
    for said, eligible in (("sou quilombola e pcd, o edital é de 2024, posso concorrer nas duas reservas?", False),
                           ("sou indígena e pcd, edital de 2023, posso me inscrever nas duas cotas?", False),
                           ("sou preta e pcd, edital de 2022, posso concorrer nas duas reservas?", True)):
        ans = chat(bot, said)[0]
        assert (ans.route, _calc(ans, "operation")) == ("calculator", "eligibility"), said
        assert _calc(ans, "eligible") is eligible and _calc(ans, "regime") == OLD_LAW, said
        assert "Decreto nº 9.508/2018" in _said(ans), said  # the PcD reserve named apart, never dropped


def test_neighbours_both_reserves_under_the_new_law_keep_its_rule(bot: Any) -> None:
    for said in ("sou indígena e pcd, posso concorrer nas duas reservas?",
                 "sou preta e pcd, edital de outubro de 2025, posso me inscrever nas duas cotas?"):
        ans = chat(bot, said)[0]
        assert ans.route == "retrieval", said
        assert urns_of(ans)[:2] == [NEW_ART1, PCD_ART1], said


def test_an_old_law_date_supposed_after_both_reserves_is_answered_by_the_old_law(bot: Any) -> None:
    for first, later, black in (("sou indígena e pcd, posso concorrer nas duas reservas?", "e se o edital fosse de 2024?",
                                 False),
                                ("sou parda e tenho deficiência, dá pra concorrer nas duas cotas?",
                                 "e se o edital for de 2019?", True),
                                ("sou quilombola e pcd, posso disputar as duas reservas?",
                                 "e num edital de março de 2025?", False)):
        ans = chat(bot, first, later)[1]
        assert ans.route == "retrieval", later
        assert OLD_ART1 in urns_of(ans) and NEW_ART1 not in urns_of(ans), later
        assert ("negra com deficiência" in ans.answer) is black, later
        assert "Decreto nº 12.536/2025**, em resumo" not in ans.answer, later  # the new law's rule is not that edital's


def test_neighbours_a_new_law_date_supposed_keeps_the_new_laws_rule(bot: Any) -> None:
    ans = chat(bot, "sou parda e pcd, posso concorrer nas duas cotas?", "e com edital de agosto de 2025?")[1]
    assert ans.route == "retrieval" and urns_of(ans)[:2] == [NEW_ART1, PCD_ART1]
    assert "Como pessoa parda com deficiência, você" in ans.answer  # the first turn's person, still the asker


def test_a_both_reserves_question_in_an_old_law_thread_names_the_old_law(bot: Any) -> None:
    ans = chat(bot, "sou preta e tenho deficiência física, concurso do ibge, edital de fevereiro de 2025, posso me "
               "inscrever nas duas?", "e se eu só me inscrever na pcd?")[1]
    # (Round 49, lo49b: the PcD reserve alone is asked: the decree's, the old law's self-declaration beside it)
    assert ans.route == "retrieval" and urns_of(ans)[0].endswith("9508!art1_par1") and NEW_ART1 not in urns_of(ans)
    assert any(u.startswith(OLD_ART1.split("!")[0]) for u in urns_of(ans)), urns_of(ans)


# --------------------------------------------------------------------------- one's disability, its kind unnamed


def test_ones_disability_unnamed_is_the_pcd_group() -> None:
    from assistant.extraction import extract
    for said, groups in (("sou parda e tenho deficiência, posso concorrer nas duas cotas?", ["parda", "pcd"]),
                         ("sou indígena e possuo deficiência, quais reservas posso usar?", ["indigena", "pcd"]),
                         ("tenho uma deficiência, posso me inscrever na reserva?", ["pcd"])):
        assert extract(said).groups == groups, said


def test_neighbours_a_disability_denied_or_of_others_stays() -> None:
    from assistant.extraction import extract
    assert extract("não tenho deficiência, sou preta, posso concorrer na cota?").groups == ["preta"]
    assert extract("sou preto, nem tenho deficiência, entro na cota?").groups == ["preta"]
