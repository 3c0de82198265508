"""Round 43 (lo43b): leftovers seen on the page.

- vagas called from the cadastro during validity in a thread ("vão chamar mais 10 do cadastro, quantas de cota?" after
  a place with 20 vagas): the new vagas' share is the reserve of the whole less that of the earlier (art. 1º, § 2º);
- "vai nomear até 30, e agora entro?" after a place: the new total is the vagas, the place recomputed (rank carried).
Neighbours: more vagas opened after a place, a reserve thread's addition, people called later asked as a rule.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
PLACE = "o edital tinha 20 vagas, sou 3º da lista de cotistas, to dentro?"


def test_called_from_register_after_a_place_asks_the_new_share() -> None:
    _, ans = chat(rules_bot(TODAY), PLACE, "vão chamar mais 10 do cadastro, quantas de cota?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 3)
    assert "das 10 vagas novas" in ans.headline and "30 vagas" in ans.headline and "reserva 9" in ans.headline
    assert "20 vagas anteriores já reservavam 6" in ans.headline


def test_appointments_up_to_a_total_after_a_place_recompute_it() -> None:
    _, ans = chat(rules_bot(TODAY), PLACE, "vai nomear até 30, e agora entro?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "position")
    assert "9 vagas reservadas" in ans.headline and "3º lugar" in ans.headline


def test_neighbour_more_vagas_after_a_place_keep_the_rank() -> None:
    _, ans = chat(rules_bot(TODAY), PLACE, "e se abrirem mais 10 vagas, entro?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "position")
    assert "9 vagas reservadas" in ans.headline


def test_neighbour_reserve_thread_addition_unchanged() -> None:
    p = plan("e se surgirem mais 10 vagas, quantas de cota?", {"intent": "reserve", "route": "calculator",
                                                             "vacancies": 20}, TODAY)
    assert (p.route, p.params.get("vacancies"), p.params.get("prior_vacancies")) == ("calculator", 10, 20)


def test_neighbour_people_called_later_is_still_the_rule() -> None:
    p = plan("e se chamarem gente do cadastro depois?", {"intent": "position", "route": "calculator",
                                                        "vacancies": 20, "reserve_rank": 3}, TODAY)
    assert p.route == "retrieval"
