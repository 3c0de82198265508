"""Round 44 (44a): PcD candidates who are also pretos/pardos/indígenas/quilombolas, and HR computing both reserves.

- a count asked of "each" reserve ("quantas em cada uma?", "quanto dá de cada?") after turns that named the PcD reserve
  beside the racial one shows the PcD vagas too (Decreto nº 9.508/2018's minimum), never the racial count alone;
- an order follow-up that only changes the vagas ("e com 11?") keeps the PcD list the earlier order showed;
- a PcD count asked with no vagas ("quantas vagas pcd tem um concurso?") asks for them, as the racial count does;
- whether a reserve has a ceiling ("existe limite máximo de vagas pcd?") asked in a calculation thread is the law's;
- a past cut-off mark asked in the past tense ("qual foi a nota de corte da lista pcd no concurso X?") is out of scope.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def _reserve(vacancies: int, **pcd: Any) -> Any:
    return calculator.reserve({"vacancies": vacancies, "pcd_percentage": "5%", **pcd})


def test_each_of_the_two_reserves_named_shows_the_pcd_vagas(bot: Any) -> None:
    for turns, n in ((("sendo negra e com deficiencia, posso me inscrever nas duas cotas?",
                       "e se o edital tiver 40 vagas, quanto vai pra cada uma?"), 40),
                     (("a vaga de pcd entra na conta dos 30%?", "num edital de 25 vagas, quantas ficam em cada reserva?"), 25),
                     (("quanto e o minimo de vagas pra deficiente?", "e a reserva racial, qual o percentual?",
                       "pra 18 vagas, da quanto de cada?"), 18)):
        ans = chat(bot, *turns)[-1]
        want = _reserve(n)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (turns, ans.headline)
        assert (ans.calculation["reserved"], ans.calculation["pcd"]) == (want.reserved, want.pcd), (turns, ans.headline)
        assert "pessoas com deficiência" in ans.headline, ans.headline


def test_each_reserve_without_pcd_in_the_thread_stays_the_racial_count(bot: Any) -> None:
    # neighbours: the ampla and the reserve named (no PcD), a question alone, and "cada cargo" after a PcD turn
    for turns in (("posso concorrer na ampla e na cota ao mesmo tempo?", "com 40 vagas, quanto vai pra cada uma?"),
                  ("com 40 vagas, quanto vai pra cada uma?",)):
        ans = chat(bot, *turns)[-1]
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (turns, ans.headline)
        assert ans.calculation["pcd"] is None and ans.calculation["reserved"] == 12, (turns, ans.headline)
    ans = chat(bot, "tem reserva pra pcd em concurso federal?", "cargo A com 10 vagas e cargo B com 6, quantas de cota em cada cargo?")[-1]
    assert _intent_of(ans) == "edital", ans.headline


def test_an_order_follow_up_keeps_the_pcd_list_the_order_showed(bot: Any) -> None:
    for first, then, n in (("6 vagas: em que ordem entram o pcd e os cotistas?", "e com 11?", 11),
                           ("qual a sequencia de nomeacao de 15 vagas com a vaga pcd e as cotas?", "e se forem 25?", 25)):
        a1, a2 = chat(bot, first, then)
        assert a1.calculation["pcd_positions"], a1.headline
        want = calculator.order({"vacancies": n, "pcd_percentage": "5%"})
        assert (a2.route, _intent_of(a2)) == ("calculator", "order"), (then, a2.headline)
        assert (a2.calculation["quota_positions"], a2.calculation["pcd_positions"]) == \
            (want.quota_positions, want.pcd_positions), (then, a2.headline)


def test_an_order_after_a_pcd_minimum_counted_still_leaves_it_out(bot: Any) -> None:
    # neighbour (Round 40, f46b): the minimum computed by a reserve answer is no PcD count of the edital
    _, a2 = chat(bot, "com 50 vagas, quantas pra cota racial e quantas pra pcd?", "e como fica a ordem de chamada?")
    assert _intent_of(a2) == "order" and not a2.calculation["pcd_positions"], a2.headline


def test_a_pcd_count_without_vagas_asks_for_them(bot: Any) -> None:
    for q in ("quantas vagas pra pessoa com deficiencia um concurso federal tem?", "qnts vagas de pcd o edital precisa ter?",
              "quantas vagas sao reservadas pros deficientes no concurso?"):
        ask, ans = chat(bot, q, "o edital tem 45 vagas")
        assert (ask.route, _intent_of(ask)) == ("clarify", "reserve"), (q, ask.headline)
        want = _reserve(45)
        assert ans.route == "calculator" and ans.calculation["pcd"] == want.pcd, (q, ans.headline)
        assert ans.calculation["reserved"] == want.reserved, ans.headline


def test_the_pcd_rate_or_threshold_stays_the_law(bot: Any) -> None:
    # neighbours: the rate, the vagas needed for a PcD vaga and a norm's own figure are the decree's text
    for q in ("qual o percentual de vagas pra pcd?", "quantas vagas o concurso precisa ter pra ter vaga pcd?",
              "quantas vagas pcd o decreto 9.508 manda reservar?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)


def test_a_ceiling_of_a_reserve_asked_in_a_thread_is_the_law(bot: Any) -> None:
    for first, then in (("com 30 vagas, quantas vao pra pcd?", "a reserva de pcd tem algum limite maximo?"),
                        ("quantas cotas com 20 vagas?", "e existe teto pra reserva racial?"),
                        ("com 30 vagas, quantas vao pra pcd?", "e tem teto pra vaga de deficiente?")):
        _, ans = chat(bot, first, then)
        assert ans.route == "retrieval", (then, ans.headline)
    # neighbours: another count in the same thread, and a count asked "no máximo", stay the calculation
    _, ans = chat(bot, "com 30 vagas, quantas vao pra pcd?", "e se fossem 50?")
    assert ans.route == "calculator" and ans.calculation["pcd"] == _reserve(50).pcd, ans.headline
    _, ans = chat(bot, "com 30 vagas, quantas vao pra pcd?", "e no maximo quantas pcd?")
    assert ans.route == "calculator", ans.headline


def test_a_past_cut_off_mark_of_the_pcd_list_is_out_of_scope(bot: Any) -> None:
    for q in ("quanto foi a nota de corte pra deficiente no concurso da receita?",
              "qual era a nota de corte dos pcd no concurso do ibama?",
              "quais foram as notas de corte da lista pcd no concurso da caixa?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("out_of_scope", "out_of_scope"), (q, ans.headline)
    # neighbours: the rule on the PcD list's mark is the decree's
    for q in ("a nota de corte da lista pcd pode ser menor que a da ampla?", "a nota minima do pcd e a mesma dos outros?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
