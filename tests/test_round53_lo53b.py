"""Round 53 (lo53b): PcD in conversations, and people in several reserves (from user drives; no eval rows).

- a disability told "too" of the thread's person as a full sentence ("tenho deficiência também, posso concorrer na
  pcd?") continues the thread (`context._is_followup`, `also_pcd.PCD_TOO`): both reserves are that person's, with the
  regulation's rule on several reserves (Decreto nº 12.536/2025, sourced summary) — never the decree's bare art. 1º;
- a relative told PcD "tb" after a relative's racial case ("e pra minha irmã que é pcd tb?") keeps the thread's group
  and adds PcD (`extraction.entities.RELATIVE_PCD`, `also_pcd.relative_pcd_too`): both reserves, worded for someone
  else; told PcD alone ("e a minha tia que é pcd?") no group is lent to her: the PcD reserve (Decreto nº 9.508/2018,
  art. 1º) and her own self-declaration for the racial one (`also_pcd.relative_headline`), never the thread's "Sim";
- "em qual lista sou chamado?" from a person who told a racial group and a disability of their own, in this message
  ("tb sou pcd") or earlier ("sou pardo e pcd, posso usar a cota?", kept as `also_pcd.OWN_PCD`), is the regulation's
  rule on several reserves (`thread_person.both_reserves`), not a place to compute nor a refusal; with ranks told,
  for someone else, or from a person who told no disability, it is not;
- a PcD count told in a clause joined to the vagas by "e", "mas" or "sendo que" ("20 vagas e 1 é pra deficiente") is
  the count (`extraction.numbers._PCD_COUNT`): the reserve shows it as told and the order reuses it, never asking it
  again; "3 filhos e 1 é pcd" is no count of vagas.
"""
from __future__ import annotations

from typing import Any

import pytest

from assistant.also_pcd import OWN_PCD, PCD_TOO, WHICH_LIST, relative_pcd_too
from assistant.context import _is_followup
from assistant.extraction import extract, fold
from assistant.extraction.entities import relative_asked
from assistant.intents.law import SEVERAL_RESERVES_FACT
from assistant.regulation import regulation_note
from tests.assistant_support import chat, urns_of

DECREE_ART1 = "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par1"


def _rule() -> str:
    """The regulation's own words on several reserves (the registry's summary), as the answer must carry them."""
    note = regulation_note(SEVERAL_RESERVES_FACT)
    assert note is not None
    return note.text[:1].lower() + note.text[1:].rstrip(".")


def _both_reserves(ans: Any, group_label: str) -> None:
    """Both reserves answered for a person of `group_label` with the regulation's rule, sourced as a summary."""
    assert ans.route == "retrieval", ans.headline
    assert SEVERAL_RESERVES_FACT in [n.id for n in ans.regulation], ans.headline
    assert _rule() in ans.headline, ans.headline
    assert f"{group_label} com deficiência" in ans.headline, ans.headline
    assert "Decreto nº 9.508/2018" in ans.headline and "Decreto nº 12.536/2025" in ans.headline
    assert DECREE_ART1 in urns_of(ans)


# --------------------------------------------------------------------------- "tenho deficiência também" of oneself

OWN_THEN_TOO = [
    ("sou indígena, concurso do inss, posso usar a cota?", "tenho deficiência também, posso concorrer na pcd?",
     "pessoa indígena"),
    ("sou quilombola, concurso da funai, tenho direito à cota?", "tb sou pcd, posso?", "pessoa quilombola"),
    ("sou pardo, posso entrar pela reserva racial num concurso do ibge?", "também sou pcd, consigo entrar?",
     "pessoa parda"),
]


@pytest.mark.parametrize("first,then,label", OWN_THEN_TOO)
def test_a_disability_told_too_is_both_reserves_of_that_person(bot: Any, first: str, then: str, label: str) -> None:
    _, ans = chat(bot, first, then)
    _both_reserves(ans, label)
    assert "você pode" in ans.headline  # the asker's own case


def test_told_too_continues_only_a_thread_that_knows_the_persons_group() -> None:
    said = extract("tenho deficiência também, posso concorrer na pcd?")
    assert _is_followup(said, {"intent": "eligibility", "groups": ["indigena"], "own_groups": ["indigena"]})
    # a count's thread with no person of the asker's: a question of its own
    assert not _is_followup(said, {"intent": "reserve", "vacancies": 30})
    # a group of one's own told now is no "too" of the thread's person
    assert not _is_followup(extract("sou preta e tenho deficiência também, posso?"),
                            {"intent": "eligibility", "groups": ["indigena"], "own_groups": ["indigena"]})


# --------------------------------------------------------------------------- a relative who is PcD "tb" or alone

RELATIVE_TOO = [
    ("meu primo é negro, ele pode usar a cota no concurso do ibama?", "e pra minha irmã que é pcd tb?",
     "pessoa negra (preta ou parda)"),
    ("minha mãe é parda, pode concorrer pela cota no concurso da ufmg?", "e o meu tio, que tem deficiência também, pode?",
     "pessoa parda"),
    ("minha mãe é parda, pode concorrer pela cota no concurso da ufmg?", "e minha avó que tb é pcd?", "pessoa parda"),
]


@pytest.mark.parametrize("first,then,label", RELATIVE_TOO)
def test_a_relative_pcd_too_keeps_the_threads_group_and_adds_pcd(bot: Any, first: str, then: str, label: str) -> None:
    _, ans = chat(bot, first, then)
    _both_reserves(ans, label)
    assert f"Uma {label}" in ans.headline and "você" not in ans.headline  # someone else, never "você"


RELATIVE_ALONE = [
    ("meu pai é preto, ele consegue entrar pela cota no concurso do ibge?", "e a minha tia que é pcd?"),
    ("minha prima é indígena, ela pode concorrer pela cota no concurso do inss?", "e o meu irmão, que é deficiente, pode?"),
]


@pytest.mark.parametrize("first,then", RELATIVE_ALONE)
def test_a_relative_told_pcd_alone_gets_the_pcd_reserve_no_lent_group(bot: Any, first: str, then: str) -> None:
    _, ans = chat(bot, first, then)
    assert ans.route == "retrieval", ans.headline  # not the thread's racial "Sim", not a refusal
    assert "Decreto nº 9.508/2018" in ans.headline and "autodeclaração" in ans.headline
    assert "duas reservas" not in ans.headline and "**Sim**" not in ans.headline
    assert DECREE_ART1 in urns_of(ans) and any(u.endswith("!art2_cpt") for u in urns_of(ans))


def test_a_relative_told_pcd_is_the_one_asked_about() -> None:
    for said in ("e pra minha irmã que é pcd tb?", "e minha avó que tb é pcd?", "e a minha tia que é pcd?"):
        assert relative_asked(fold(said)), said
    assert extract("e o meu tio, que tem deficiência também, pode?").groups == ["pcd"]  # his, though "que tem"
    assert relative_pcd_too(fold("e pra minha irmã que é pcd tb?"))
    assert relative_pcd_too(fold("e o meu tio, que tambem tem deficiencia?"))
    assert not relative_pcd_too(fold("e a minha tia que é pcd?"))
    # the asker's own claim beside a relative stays the asker's
    assert not relative_asked(fold("sou pcd e minha irmã que é pcd também quer saber"))


# --------------------------------------------------------------------------- which list, for a person of both

WHICH_LIST_THREADS = [
    ("sou pardo e pcd, posso usar a cota no concurso do inss?", "e em qual lista eu sou chamado?", "pessoa parda"),
    ("sou parda, concurso da anvisa, tenho direito à cota?", "tb sou pcd. se eu passar nas duas, por onde sou nomeada?",
     "pessoa parda"),
    ("sou quilombola e tenho deficiência, posso ir na cota racial do concurso do incra?", "onde me chamam se eu passar?",
     "pessoa quilombola"),
]


@pytest.mark.parametrize("first,then,label", WHICH_LIST_THREADS)
def test_which_list_for_a_person_of_both_reserves_is_the_regulations_rule(bot: Any, first: str, then: str,
                                                                           label: str) -> None:
    _, ans = chat(bot, first, then)
    _both_reserves(ans, label)


def test_the_thread_keeps_that_the_asker_is_pcd(bot: Any) -> None:
    (both,) = chat(bot, "sou pardo e pcd, posso usar a cota no concurso do inss?")
    (racial,) = chat(bot, "sou pardo, posso usar a cota no concurso do inss?")
    assert both.context.get(OWN_PCD) is True
    assert OWN_PCD not in racial.context


def test_which_list_without_both_reserves_told_is_not_that_rule(bot: Any) -> None:
    # ranks told: a place in the lists, computed or asked for, not the rule
    _, ranked = chat(bot, "sou pardo e pcd, posso usar a cota no concurso do inss?",
                     "fiquei em 12º na geral e 3º na reserva, em qual lista sou chamado?")
    # someone else, and a person who told no disability
    _, other = chat(bot, "sou pardo e pcd, posso usar a cota no concurso do inss?",
                    "e minha esposa, em qual lista ela é chamada?")
    _, racial = chat(bot, "sou parda, concurso da anvisa, tenho direito à cota?", "em qual lista eu sou chamada?")
    for ans in (ranked, other, racial):
        assert SEVERAL_RESERVES_FACT not in [n.id for n in ans.regulation], ans.headline
    assert WHICH_LIST.search(fold("em qual reserva eu fico?")) and WHICH_LIST.search(fold("por onde sou nomeado?"))
    assert not WHICH_LIST.search(fold("quando eu sou chamado?"))
    assert PCD_TOO.search(fold("tb sou pcd")) and not PCD_TOO.search(fold("sou pcd"))


# --------------------------------------------------------------------------- a PcD count told after "e"/"mas"

COUNT_CLAUSES = {
    "meu concurso tem 20 vagas e 1 é pra deficiente. quantas cotas?": (20, 1),
    "são 30 vagas, mas 1 é de pcd": (30, 1),
    "tem 15 vagas sendo que 1 é pcd": (15, 1),
    "o edital tem 12 vagas e 1 é de pcd": (12, 1),
}


def test_a_pcd_count_in_a_clause_joined_to_the_vagas_is_that_count() -> None:
    for said, (vagas, pcd) in COUNT_CLAUSES.items():
        ex = extract(said)
        assert (ex.vacancies, ex.pcd) == (vagas, pcd), said
    for said in ("tenho 3 filhos e 1 é pcd", "concurso com 10 vagas e pcd, quantas?", "tem 10 vagas e 2 inscritos pcd"):
        assert extract(said).pcd is None, said


@pytest.mark.parametrize("first,then", [
    ("meu concurso tem 20 vagas e 1 é pra deficiente. quantas cotas?", "como fica a ordem de convocação?"),
    ("o edital tem 12 vagas e 1 é de pcd, quantas de cota?", "e a ordem de nomeação?"),
])
def test_the_order_reuses_the_pcd_count_told(bot: Any, first: str, then: str) -> None:
    told = extract(first).pcd
    count, order = chat(bot, first, then)
    assert count.calculation is not None and count.calculation.get("pcd") == told, count.headline
    assert order.route == "calculator" and order.calculation is not None, order.headline
    assert order.calculation.get("pcd") == told
    assert len(order.calculation.get("pcd_positions") or []) == told  # the calculator's places for those vagas
    assert "diga quantas" not in order.answer
