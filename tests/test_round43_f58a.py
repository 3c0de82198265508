"""Round 43 (f58a): failure families of the declassified held-out set 57.

- another edital still to come, its noun left out ("e um outro, que vai ser publicado ...", "e o próximo, com 20
  vagas?"): a new case, the thread's date not inherited; unpublished, so Lei nº 15.142/2025;
- the table's cargos told as "só 1 cargo" / "só um cargo": the reserve of the table's summed vagas in one cargo;
- the date of a result asked ("qual a data do resultado do concurso X?"): the concurso's calendar, out of scope, while
  a result to compute stays the clarification asking for the list.
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

OLD = "edital publicado em 12/03/2024 com 20 vagas, quantas ficam pra cota?"
TABLE = "edital com 8 vagas de agente e 8 de escrivao, quantas de cota em cada?"


def test_another_edital_still_to_come_does_not_inherit_the_threads_date(bot: Any) -> None:
    for later in ("e um outro, que vai ser publicado mes que vem, tambem com 20 vagas: quantas de cota?",
                  "e um novo que ainda vai sair, com 20 vagas?", "e o proximo, com 20 vagas?"):
        _, ans = chat(bot, OLD, later)
        assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "reserve", []), (later, ans.headline)
        assert ans.calculation["reserved"] == 6 and "Lei nº 15.142/2025" in ans.headline, ans.headline


def test_the_same_edital_asked_again_keeps_its_date(bot: Any) -> None:
    # neighbour: the thread's own edital with another count keeps its date (Lei nº 12.990/2014)
    _, ans = chat(bot, OLD, "e se fossem 25 vagas?")
    assert ans.route == "calculator" and "edital_date" in carried_chips(ans)
    assert ans.calculation["reserved"] == 5 and "Lei nº 12.990/2014" in ans.headline, ans.headline


def test_the_table_in_only_one_cargo_is_the_reserve_of_its_sum(bot: Any) -> None:
    _, ans = chat(bot, TABLE, "e se fosse so 1 cargo com as 16?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["reserved"] == 5 and "16 vagas" in ans.headline, ans.headline
    # (Round 48, f63a: with no count written the table stays, its reserve on the 16 vagas said beside it)
    _, ans = chat(bot, TABLE, "e se fosse so um cargo?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    assert ans.calculation["reserved_on_total"] == 5 and "16 vagas" in ans.headline, ans.headline
    # neighbour: the table asked again per cargo stays the table
    _, ans = chat(bot, TABLE, "e quantas em cada cargo de novo?")
    assert _intent_of(ans) == "edital"


def test_the_date_of_a_result_is_the_concurso_calendar(bot: Any) -> None:
    (ans,) = chat(bot, "alguem sabe a data do resultado final do concurso do ibge pros aprovados?")
    assert (ans.route, _intent_of(ans)) == ("out_of_scope", "out_of_scope"), ans.headline
    # neighbour: a result to compute is still asked for its list
    (ans,) = chat(bot, "como fica o resultado final com a reserva?")
    assert ans.route == "clarify" and "Resultado" in ans.headline, ans.headline
