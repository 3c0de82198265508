"""Round 50 (50a): a list named alone after an order (PcD candidates and their relatives' voice).

- after an order answer, one list named alone ("e os pcd?", "e pros deficientes?", "e os cotistas?") asks that list's
  places in the same order (`router._LIST_ALONE`), never the count of its vagas: the PcD list gets the decree's minimum
  (Decreto nº 9.508/2018, art. 1º, § 1º) when the edital gave none; the racial list named so keeps the PcD list the
  order already had ("e os negros?" after "em que ordem chamam os pcd?");
- a place in the PcD list within its vagas told beside a general place outside the ampla ("1º na lista pcd e 60º na
  geral, 30 vagas") is that list's nomination (`router._pcd_place_over_general`), never a "Não" of the general list
  alone; inside the ampla by the general place, the position stands.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat


def _order(vacancies: int, **pcd: Any) -> Any:
    return calculator.order({"vacancies": vacancies, **pcd})


def test_the_pcd_list_named_alone_after_an_order_is_its_places(bot: Any) -> None:
    want = _order(20, pcd_percentage="5%")
    assert want.pcd_positions == [5]
    for said in ("e os pcd?", "e pros deficientes?", "e as pessoas com deficiência?", "e a lista pcd?",
                 "e os candidatos pcd?"):
        _, ans = chat(bot, "em que ordem são nomeados os aprovados num concurso de 20 vagas?", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.calculation["pcd_positions"] == want.pcd_positions, said
        assert ans.calculation["quota_positions"] == want.quota_positions, said
        assert carried_chips(ans) == ["vacancies"], said


def test_the_racial_list_named_alone_after_an_order_stays_the_order(bot: Any) -> None:
    for said in ("e os cotistas?", "e pros cotistas negros?", "e a cota racial?"):
        _, ans = chat(bot, "em que posição entram os deficientes num concurso com 12 vagas", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.calculation["vacancies"] == 12 and carried_chips(ans) == ["vacancies"], said


def test_a_count_asked_after_an_order_is_still_the_count(bot: Any) -> None:
    """Neighbours: "quantas" asks the count; a count asked after a count, and new vagas, are unchanged."""
    _, ans = chat(bot, "qual a ordem de nomeação num concurso de 20 vagas?", "e quantas vagas são pra pcd?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["pcd"] == calculator.order({"vacancies": 20, "pcd_percentage": "5%"}).pcd
    _, ans = chat(bot, "quantas vagas ficam pra cota num concurso de 30 vagas?", "e pra pcd?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    _, ans = chat(bot, "qual a ordem de nomeação num concurso de 20 vagas?", "e com 30 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
    assert ans.calculation["vacancies"] == 30


def test_the_racial_list_named_after_an_order_with_pcd_keeps_the_pcd_list(bot: Any) -> None:
    want = _order(15, pcd_percentage="5%")
    for said in ("e os negros?", "e os cotistas negros?", "e os candidatos pretos e pardos, quando são chamados?"):
        _, ans = chat(bot, "em que ordem chamam os pcd num concurso de 15 vagas?", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.calculation["quota_positions"] == want.quota_positions, said
        assert ans.calculation["pcd_positions"] == want.pcd_positions, said


def test_a_pcd_place_within_its_vagas_beside_a_general_place_outside_is_its_nomination(bot: Any) -> None:
    for said, vagas, rank in (("sou pcd fiquei em primeiro na lista pcd e 60º na geral 30 vagas quando me chamam", 30, 1),
                              ("fiquei em 2º na lista de pcd e em 45º na classificação geral, concurso com 40 vagas, "
                               "sou chamado?", 40, 2),
                              ("meu filho tem tea e ficou em 1º lugar na lista pcd e 90º na ampla, são 20 vagas, "
                               "ele entra?", 20, 1)):
        want = _order(vagas, pcd_percentage="5%")
        [ans] = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.calculation["pcd_positions"] == want.pcd_positions, said
        assert f"**{want.pcd_positions[rank - 1]}ª** nomeação" in ans.headline, (said, ans.headline)
        assert not ans.headline.startswith("**Não**"), said


def test_a_general_place_inside_or_a_pcd_place_past_its_vagas_stays_the_position(bot: Any) -> None:
    """Neighbours: inside the ampla by the general place, the position answers; past the PcD vagas, so does it."""
    [ans] = chat(bot, "sou pcd fiquei em 1º na lista pcd e em 5º na geral, concurso de 40 vagas, sou chamado?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert ans.calculation["status"] == "inside"
    [ans] = chat(bot, "minha filha ficou em 3º na lista de pcd e 70º na classificação geral, são 40 vagas, ela entra?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    [ans] = chat(bot, "fiquei em 2º na lista pcd, o concurso tem 50 vagas, sou chamado?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
