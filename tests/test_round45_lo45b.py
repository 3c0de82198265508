"""Round 45 (lo45b): vagas added later said in a clause of their own, and the thread's vagas pointed at by a pronoun.

- the vagas that arose told after a bare comma ("concurso com 12 vagas, abriram mais 4 na validade, quanto fica de
  cota?"), with "mais" unsaid after a verb of adding ("acrescentaram 4") or as "+4 vagas": the reserve is taken on the
  whole (Lei nº 15.142/2025, art. 1º, § 2º), as "e surgiram mais 4" already was;
- after a count, "um indígena pode disputar elas?" / "concorrer a elas": the thread's selection (vagas, entity,
  process) is the case whose eligibility is asked.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, reserved_for


def _count(ans: Any, vacancies: int, said: str) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
    assert ans.calculation["vacancies"] == vacancies, (said, ans.headline)
    assert ans.calculation["reserved"] == reserved_for(vacancies, ans.calculation.get("edital_date"), date.today()), said


# --------------------------------------------------------------------------- vagas added in a clause of their own

ADDED_IN_A_CLAUSE = (
    ("concurso com 12 vagas, abriram mais 4 na validade, quanto fica de cota?", 16),
    ("o edital tinha 9 vagas, surgiram mais 3 durante a validade, e a reserva como fica?", 12),
    ("seleção de 20 vagas, foram criadas mais 6, quantas vão pra cota agora?", 26),
    ("edital de 14 vagas, acrescentaram 4, quantos cotistas?", 18),
    ("concurso de 8 vagas, liberaram mais 2 vagas depois, qual a reserva?", 10),
    ("edital com 11 vagas, vieram mais 3, quantas reservadas?", 14),
    ("concurso de 10 vagas, +4 vagas depois, quantas de cota?", 14),
    ("edital de 7 vagas e acrescentaram 3, quanto de reserva?", 10),
)


def test_vagas_added_after_a_comma_are_part_of_the_total() -> None:
    for said, n in ADDED_IN_A_CLAUSE:
        assert extract(said).vacancies == n, said
    # the new ones asked on their own are the new ones, as after "e surgiram mais 5"
    assert extract("edital de 10 vagas, surgiram mais 5, quantas dessas 5 são de cota?").vacancies == 5


def test_the_reserve_is_taken_on_the_whole_after_the_added_vagas(bot: Any) -> None:
    for said, n in ADDED_IN_A_CLAUSE[:4]:
        (ans,) = chat(bot, said)
        _count(ans, n, said)


def test_neighbours_that_are_no_addition_stay() -> None:
    # the way already read
    assert extract("edital com 10 vagas e surgiram mais 5 durante a validade, quantas reservadas?").vacancies == 15
    assert extract("tinha 12 vagas, depois abriram mais 3").vacancies == 15
    # a split, a register, a place, two editais, people: never vagas added
    for said in ("concurso de 10 vagas, 5 pra ampla?", "10 vagas, mais 5 de cadastro de reserva",
                 "fiquei em 5º, 10 vagas", "edital de 10 vagas e outro de 5",
                 "concurso com 10 vagas, surgiram mais 5 candidatos, quantas cotas?",
                 "edital de 10 vagas, inscreveram-se 40, quantas de cota?"):
        assert extract(said).vacancies == 10, said


def test_a_supposition_of_more_on_the_threads_count_stays(bot: Any) -> None:
    one, two = chat(bot, "concurso de 10 vagas, quantas de cota?", "e se fossem mais 5?")
    _count(one, 10, "concurso de 10 vagas")
    # Round 46 (lo46b): "mais 5" adds to the thread's count (art. 1º, § 2º), no longer the supposition of 5 pinned here
    _count(two, 15, "e se fossem mais 5?")


# --------------------------------------------------------------------------- the thread's vagas by a pronoun

def test_the_threads_vagas_pointed_at_by_a_pronoun(bot: Any) -> None:
    first = "processo seletivo simplificado com 8 vagas numa autarquia federal, quantas são de cota?"
    for said in ("e um candidato indígena, pode disputar elas?", "uma candidata quilombola pode concorrer a elas?",
                 "um homem pardo consegue se inscrever nelas?"):
        one, two = chat(bot, first, said)
        _count(one, 8, first)
        assert (two.route, _intent_of(two)) == ("calculator", "eligibility"), (said, two.headline)
        assert two.calculation["eligible"] is True and two.calculation["reserved"] == reserved_for(8, None, date.today())
        assert {"vacancies", "process", "entity"} <= set(carried_chips(two)), (said, two.headline)
        assert "Concurso público" not in two.answer, said


def test_neighbours_a_pronoun_for_people_is_no_pointer() -> None:
    from assistant.law_cues import refers_back
    for said in ("as candidatas pretas, elas podem concorrer?", "elas podem disputar as vagas reservadas?",
                 "minhas irmãs são pardas, elas entram na cota?"):
        assert not refers_back(extract(said)), said
    assert refers_back(extract("posso disputá-las sendo indígena?"))
