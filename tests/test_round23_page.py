"""Round 23, from driving the page as new users: the order asked with the PcD vagas of one cargo of the table; an
eligibility follow-up with other vagas shows what they give; who counts as a group cites that group's definition."""
from __future__ import annotations

import pytest

from tests.assistant_support import carried_keys_of, chat


def test_the_order_of_one_cargo_with_its_pcd(bot) -> None:
    *_, ans = chat(bot, "enfermeiro 12, médico 5, motorista 2: reserva por cargo?", "e a ordem com 1 pcd no enfermeiro?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["vacancies"] == 12
    assert len(ans.calculation["pcd_positions"]) == 1
    assert "vacancies" in carried_keys_of(ans)


def test_other_vagas_in_an_eligibility_thread_show_their_reserve(bot) -> None:
    first, ans = chat(bot, "sou preta, concurso do IBGE com 8 vagas, posso concorrer?", "e se fossem 40?")
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["reserved"] == 12
    assert "12 vagas reservadas" in ans.headline_text
    assert "2 vagas reservadas" in first.headline_text  # 30% of 8 = 2,4 -> 2


@pytest.mark.parametrize("q, label", [
    ("quem pode se autodeclarar indígena pra cota?", "art. 2º, II"),
    ("quem é considerada quilombola pela lei 15.142?", "art. 2º, III"),
    ("quem pode se autodeclarar quilombola num concurso?", "art. 2º, III"),
    ("quem conta como pardo?", "art. 2º, I"),
])
def test_who_counts_as_a_group_cites_its_definition(bot, q: str, label: str) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "retrieval"
    assert ans.citations[0].label.endswith(label)
