"""Round 43 (f57b): single questions of the declassified holdout56.

- a reserve figure asked with no vagas ("já dá pra saber o número da reserva pra pardos?", "e as cotas, como fica?") is
  its count, the vagas asked back, never the law's text; the reserve's rule asked ("qual o percentual da reserva?",
  "a reserva vale pra autarquia?") stays the law's;
- the order's rule asked of a law named ("que critério a Lei 15.142 impõe para alternar ...?") is the law's text, and so
  is the nomination of the cotistas when vagas arise during the validity, one vaga told as the premise; the order asked
  with vagas ("com 10 vagas, qual a ordem de nomeação?") stays the calculator's.
"""
from __future__ import annotations

from typing import Any

from tests.assistant_support import chat


def _one(bot: Any, question: str) -> Any:
    (ans,) = chat(bot, question)
    return ans


def test_number_of_the_reserve_asked_with_no_vagas_asks_the_vagas(bot: Any) -> None:
    ans = _one(bot, "e o número da reserva pra pardos, já dá pra saber?")
    assert (ans.route, ans.context.get("intent")) == ("clarify", "reserve")
    assert "vagas" in ans.headline.lower() and "Segundo a" not in ans.headline


def test_reserved_vagas_how_it_goes_with_no_vagas_asks_the_vagas(bot: Any) -> None:
    ans = _one(bot, "e as cotas, como ficam?")
    assert (ans.route, ans.context.get("intent")) == ("clarify", "reserve")
    assert "vagas" in ans.headline.lower() and "Segundo a" not in ans.headline


def test_neighbour_the_reserves_rate_and_reach_stay_the_law(bot: Any) -> None:
    for q in ("qual o percentual da reserva?", "a reserva vale pra autarquia?"):
        ans = _one(bot, q)
        assert ans.route == "retrieval", q
        assert "Lei nº 15.142/2025" in ans.headline, q


def test_neighbour_the_reserve_how_it_goes_with_vagas_is_the_count(bot: Any) -> None:
    ans = _one(bot, "20 vagas, e as cotas, como ficam?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 6)


def test_order_criterion_a_named_law_imposes_is_the_law(bot: Any) -> None:
    ans = _one(bot, "na hora de nomear, qual critério a Lei 15.142 impõe pra alternar cotistas e ampla?")
    assert ans.route == "retrieval"
    assert ans.calculation is None
    assert "Quantas vagas" not in ans.headline and "art. 9º" in ans.headline and "alternância" in ans.headline


def test_nomination_of_cotistas_for_vagas_arising_in_the_validity_is_the_law(bot: Any) -> None:
    ans = _one(bot, "concurso de 2 vagas: se aparecerem vagas novas durante a validade, como fica a nomeação dos cotistas?")
    assert ans.route == "retrieval"
    assert ans.calculation is None
    assert "nenhuma posição" not in ans.headline and "validade" in ans.headline


def test_neighbour_the_order_asked_with_vagas_stays_the_calculator(bot: Any) -> None:
    ans = _one(bot, "com 10 vagas, qual a ordem de nomeação?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    ans = _one(bot, "em que posição é nomeado o primeiro cotista com 5 vagas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    ans = _one(bot, "qual a ordem de nomeação?")
    assert (ans.route, ans.context.get("intent")) == ("clarify", "order")
