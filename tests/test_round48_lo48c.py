"""Round 48 (lo48c): a PcD count claimed is never carried as a fact; a bare place after both places never refused.

- a PcD count stated as a claim to check ("o sindicato acha que deveria ter 5 PcD. confere?", "o edital diz 2 vagas
  pcd, tá certo?") is checked, then left behind: other vagas supposed next take the decree's minimum again (5%, fraction
  rounded up), never the claim. A PcD count given as the edital's own ("são 2 vagas pcd, fiquei em 3º") still carries;
- after both places ("13º na geral e 4º na lista de cotas"), a place with no list named that cannot be the general one
  (the reserve place would stand behind it) asks which list, both named; a general place named behind the reserve place
  drops that reserve place and says so. Neither is a validation error.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from calculator.pcd import pcd_bounds
from tests.assistant_support import chat


def _pcd_minimum(vacancies: int) -> int:
    bounds = pcd_bounds(vacancies)
    assert bounds is not None
    return bounds[0]


# --------------------------------------------------------------------------- a PcD count claimed, not carried


def test_a_pcd_count_someone_thinks_is_a_claim() -> None:
    for said, n in (("o sindicato acha que com 100 vagas deveria ter 5 pcd", 5),
                    ("a comissão calculou que 60 vagas dão 3 pcd, está correto?", 3),
                    ("meus colegas juram que o edital de 40 vagas tem que ter 2 vagas pra pcd", 2)):
        assert extract(said).pcd_claimed == n, said


def test_neighbours_the_asker_or_the_edital_telling_the_pcd_count_is_no_relayed_claim() -> None:
    for said in ("acho que o edital tem 2 vagas pcd, fiquei em 3º, entro?", "o edital diz que são 2 vagas pcd em 40",
                 "concurso com 40 vagas, são 2 vagas pcd. quantas de cota?"):
        assert extract(said).pcd_claimed is None, said


def test_a_pcd_count_claimed_and_checked_is_not_carried_to_other_vagas(bot: Any) -> None:
    for first, later, vacancies in (
            ("o sindicato acha que o concurso com 100 vagas, de 2025-09-01, deveria ter 30 de cota e 5 pcd. confere?",
             "e se fossem 101 vagas?", 101),
            ("o edital com 40 vagas, de 2025-08-01, diz 2 vagas pcd, tá certo?", "e se fossem 41 vagas?", 41),
            ("com 60 vagas a reserva pcd é 3, certo?", "e com 61?", 61),
            ("a associação acha que o edital de 20 vagas, publicado em 2025-10-01, deveria prever 1 vaga pcd, procede?",
             "e se as vagas fossem 21?", 21)):
        _, ans = chat(bot, first, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (later, ans.headline)
        assert "pcd" not in carried_chips(ans), (later, carried_chips(ans))
        got = ans.calculation.get("pcd")
        assert got in (None, _pcd_minimum(vacancies)), (later, got)
        assert "pcd" not in ans.context, later


def test_a_pcd_claim_then_a_law_question_then_other_vagas_counts_the_decree_minimum(bot: Any) -> None:
    _, _, ans = chat(bot, "a federação acha que o edital com 100 vagas, de 2025-11-20, deveria ter 30 cotas e 5 pcd. "
                          "confere?", "e qual artigo do decreto trata da reserva pcd?", "e se fossem 101 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["pcd"] == _pcd_minimum(101)


def test_neighbours_the_edital_pcd_count_stays_carried(bot: Any) -> None:
    _, ans = chat(bot, "concurso com 40 vagas, são 2 vagas pcd, fiquei em 3º na lista de cotas. sou chamado?",
                  "e se fossem 41 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert "pcd" in carried_chips(ans)
    _, ans = chat(bot, "o edital do INSS com 100 vagas, de 2025-11-10, tem 5 vagas pcd. quantas reservadas pra negros?",
                  "e se as vagas fossem 101?")
    assert ans.calculation["pcd"] == 5 and "pcd" in carried_chips(ans)


# --------------------------------------------------------------------------- a bare place after both places


def _position(vacancies: int, general: int, reserve: int | None) -> Any:
    return calculator.position(calculator.PositionInput(vacancies=vacancies, general_rank=general, reserve_rank=reserve,
                                                        optant=reserve is not None))


_BOTH = ("fiquei 13º na geral e 4º na lista de cotas, 20 vagas. entro?",
         "passei em 15º na classificação geral e 5º entre os cotistas, concurso com 18 vagas. sou chamado?",
         "tirei 11º lugar na ampla e 3º na reserva, são 16 vagas. to dentro?")


def test_a_bare_place_that_cannot_be_the_general_one_asks_which_list(bot: Any) -> None:
    for first in _BOTH:
        for later in ("e se eu fosse o 2º?", "e se eu ficasse em 1º?", "e em 2º lugar?"):
            _, ans = chat(bot, first, later)
            assert ans.route == "clarify", (first, later, ans.headline)
            assert "não consegui calcular" not in ans.headline, (later, ans.headline)
            assert "geral" in ans.headline and "cotas" in ans.headline, (later, ans.headline)


def test_the_list_named_in_reply_places_the_supposed_place(bot: Any) -> None:
    first = _BOTH[0]
    _, _, ans = chat(bot, first, "e se eu fosse o 2º?", "na de cotas")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert (ans.context.get("general_rank"), ans.context.get("reserve_rank")) == (13, 2)
    _, _, ans = chat(bot, first, "e se eu fosse o 2º?", "na geral")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert ans.context.get("general_rank") == 2 and "reserve_rank" not in ans.context


def test_a_general_place_named_before_the_reserve_place_drops_it_and_says_so(bot: Any) -> None:
    for first, later, vacancies, general in ((_BOTH[0], "e se eu fosse o 2º na geral?", 20, 2),
                                             (_BOTH[1], "e se eu tivesse ficado em 3º na ampla?", 18, 3),
                                             (_BOTH[2], "e se na lista geral eu fosse o 1º?", 16, 1)):
        _, ans = chat(bot, first, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (later, ans.headline)
        assert "reserve_rank" not in ans.context, later
        assert any("Deixei de lado a posição na lista de cotas" in n for n in ans.notes), (later, ans.notes)
        want = _position(vacancies, general, None)
        assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), later


def test_neighbours_a_place_the_general_list_can_hold_or_someone_else_stays(bot: Any) -> None:
    first = _BOTH[0]
    _, ans = chat(bot, first, "e se eu fosse o 20º?")  # behind the reserve place: the general place, as before
    assert (ans.route, ans.context.get("general_rank"), ans.context.get("reserve_rank")) == ("calculator", 20, 4)
    _, ans = chat(bot, first, "e se eu fosse o 6º na geral?")  # the reserve place (4º) can stand before it: kept
    assert (ans.route, ans.context.get("general_rank"), ans.context.get("reserve_rank")) == ("calculator", 6, 4)
    assert not any("Deixei de lado" in n for n in ans.notes)
    _, ans = chat(bot, first, "e se eu fosse o 2º da lista de cotas?")
    assert (ans.route, ans.context.get("general_rank"), ans.context.get("reserve_rank")) == ("calculator", 13, 2)
    _, ans = chat(bot, first, "e minha irmã, que ficou em 2º?")  # her own place: the asker's do not carry
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
