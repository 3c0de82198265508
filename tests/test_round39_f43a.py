"""Round 39 (f43a): families of the declassified held-out set 43 (figures and threads).
- a PcD count told for the thread's edital with "muda algo na reserva racial?" is the reserve again with the
  thread's vagas and that PcD count (the racial reserve does not change), never the vagas asked back;
- "com as mesmas vagas, tinha cota?" of an older dated edital is the reserve of the thread's vagas under that
  date's law, never the regime alone;
- a place supposed in the reserve list ("e se eu fosse o 1º da lista de cotas?") after a general place replaces it:
  the answer is about that list's place, the vagas carried.
"""
from __future__ import annotations

from datetime import date

import pytest

from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


# --- 1. a PcD count with "muda algo na reserva racial?" -----------------------------------------------------------

@pytest.mark.parametrize("second", ["ah, esqueci: o edital separa 3 vagas pra pcd. muda algo na reserva racial?",
                                    "o edital tambem reserva 3 vagas para pcd, altera alguma coisa nas cotas?"])
def test_pcd_count_with_something_changed_in_the_reserve_is_the_reserve_again(second: str) -> None:
    _, a2 = chat(rules_bot(TODAY), "concurso de 30 vagas, quantas pra cotistas?", second)
    assert (a2.route, a2.calculation["operation"]) == ("calculator", "reserve"), a2.headline
    assert (a2.calculation["reserved"], a2.calculation["pcd"]) == (9, 3)
    assert carried_keys_of(a2) == ["vacancies"]
    assert a2.headline.startswith("A reserva racial não muda. Com as 30 vagas da pergunta anterior: **9 são reservadas**")


def test_round36_pcd_wording_unchanged() -> None:
    # neighbour: the lo36 wording still the reserve again
    _, a2 = chat(rules_bot(TODAY), "concurso com 20 vagas, quantas cotas?", "e se tiver 2 vagas pra pcd, altera a cota racial?")
    assert (a2.calculation["reserved"], a2.calculation["pcd"]) == (6, 2)


# --- 2. "com as mesmas vagas, tinha cota?" of an older edital ----------------------------------------------------

def test_same_vagas_in_an_older_edital_is_their_reserve_by_that_law() -> None:
    _, a2 = chat(rules_bot(TODAY), "o concurso tem 10 vagas, tem cota?",
                 "e num edital antigo de 2016 com as mesmas vagas, tinha reserva?")
    assert (a2.route, a2.calculation["operation"]) == ("calculator", "reserve"), a2.headline
    assert a2.calculation["reserved"] == 2 and a2.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(a2) == ["vacancies"]
    assert "Lei nº 12.990/2014" in a2.headline


def test_older_edital_without_the_vagas_stays_its_regime() -> None:
    # neighbour: no vagas named, whether that edital had a reserve is its regime
    _, a2 = chat(rules_bot(TODAY), "o concurso tem 10 vagas, tem cota?", "e num edital de 2016, tinha cota?")
    assert a2.calculation["operation"] == "regime", a2.headline


# --- 3. a place supposed in the reserve list ---------------------------------------------------------------------

def test_supposed_reserve_place_keeps_the_general_place() -> None:
    # Round 39 (lead): f43a first dropped the general place here (h43-c29's label); h39-c23 labels the opposite and the
    # logic agrees with it: being 1º of the reserve list does not move one's general place, both are read
    _, a2 = chat(rules_bot(TODAY), "fiquei em 4º lugar geral num concurso de 5 vagas, to dentro?",
                 "e se eu fosse o 1º da lista de cotas nesse concurso?")
    assert (a2.route, a2.calculation["operation"]) == ("calculator", "position"), a2.headline
    assert sorted(carried_keys_of(a2)) == ["rank", "vacancies"]
    assert a2.headline.startswith("Com as 5 vagas e o 4º lugar na lista geral da pergunta anterior, **sim**")


def test_supposed_general_place_still_replaces_the_general_place() -> None:
    # neighbour: a bare supposed place stays in the earlier list
    _, a2 = chat(rules_bot(TODAY), "fiquei em 3º lugar geral num concurso de 4 vagas, to dentro?", "e se eu fosse o 6º?")
    assert a2.calculation["operation"] == "position" and "**não**" in a2.headline


def test_a_cotistas_general_place_stays_beside_a_supposed_reserve_place() -> None:
    # neighbour (round 35, f36a): a cotista's general place holds with the supposed reserve place
    _, a2 = chat(rules_bot(TODAY), "fiquei em 9o na geral, sou cotista, concurso com 6 vagas. passo?",
                 "e se eu fosse o 3o na lista de cotas?")
    assert "9º lugar na lista geral" in a2.headline
