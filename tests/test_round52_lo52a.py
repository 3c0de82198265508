"""Round 52 (lo52a): review leftovers, one computation or one vocabulary where there were two copies.

- a pending clarification met by a new, self-contained question: the check returns that question's plan alone
  (`pending_yield.yielded_plan`) and `core` answers with it, never planning it again; short answers and fragments still
  fill the slot asked (no plan returned);
- a PcD place beside a general place: the calculator result the planner decides by (the position inside the ampla,
  or the order whose PcD nomination it reads, `intents.order.pcd_nomination`) travels in the plan (`Plan.computed`,
  `plan.Computed`) and `core` answers with it, computing it once; a plan changed since is computed again;
- the racial groups named beside a PcD question are read by the extraction's own group vocabulary
  (`extraction.entities.RACIAL_GROUP_WORDS`, `RACIAL_GROUPS`): "afrodescendente", "índio", "remanescente de quilombo"
  keep the racial law's lead as "negra" does (`core._pcd_asked_alone` had a second, shorter list);
- the step "Sobre o total das N vagas do edital" shows the rate and the product `calculator.pcd_edital.PcdOnTotal`
  computed the figure from (`percentage`, `exact`), not a second reading of the first cargo's rate.
"""
from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Any

import pytest

import assistant.core as core_module
import assistant.intents.order as order_intent
import assistant.intents.position as position_intent
import assistant.router as router_module
import calculator
from assistant.extraction import fold
from assistant.extraction.entities import extract_groups
from assistant.routing_eval import _intent_of
from calculator.fmt import fmt_decimal, percent
from calculator.pcd_edital import pcd_on_total
from tests.assistant_support import chat

DECREE = "urn:lex:br:federal:decreto:2018-09-24;9508"
NEW_LAW = "urn:lex:br:federal:lei:2025-06-03;15142"


def _order(vacancies: int) -> Any:
    return calculator.order(calculator.OrderInput(vacancies=vacancies, pcd_percentage=5))


def _counting(monkeypatch: pytest.MonkeyPatch, module: Any, name: str, seen: list[Any]) -> None:
    """Wrap `module.name` so each call's first argument is recorded."""
    real = getattr(module, name)

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        seen.append(args[0] if args else None)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, wrapped)


# --------------------------------------------------------------------------- a pending clarification yields: one plan

DATED_LAW = "o edital do meu concurso saiu em 2025, qual das leis vale pra ele?"
NEW_QUESTIONS = ("quem tem deficiência pode disputar apenas as vagas reservadas a pcd?",
                 "o que a lei entende por pessoa parda para fins de cota?",
                 "como funciona a banca de heteroidentificação nos concursos federais?")


def test_the_yielded_plan_is_the_one_answered(bot: Any) -> None:
    from assistant.pending_yield import yielded_plan

    (asked,) = chat(bot, DATED_LAW)
    assert asked.route == "clarify" and asked.context.get("pending"), asked.headline
    for said in NEW_QUESTIONS:
        alone = yielded_plan(said, asked.context, date.today())
        assert alone is not None, said
        _, ans = chat(bot, DATED_LAW, said)
        assert (ans.route, _intent_of(ans)) == (alone.route, alone.intent or "law"), (said, ans.route)


def test_a_yielded_question_is_planned_once(bot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    (asked,) = chat(bot, DATED_LAW)
    from assistant.models import Turn

    history = [Turn(role="user", content=DATED_LAW), Turn(role="assistant", content=asked.answer, answer=asked)]
    for said in NEW_QUESTIONS:
        seen: list[Any] = []
        with monkeypatch.context() as m:
            _counting(m, router_module, "plan", seen)
            _counting(m, core_module, "plan", seen)
            ans = bot.ask(said, history)
        assert ans.route == "retrieval", (said, ans.headline)
        assert seen.count(said) == 1, (said, seen)


def test_neighbours_short_answers_fill_the_date_and_yield_no_plan(bot: Any) -> None:
    from assistant.pending_yield import yielded_plan

    (asked,) = chat(bot, DATED_LAW)
    for said, regime in (("saiu antes da lei nova", "lei-12990-2014"), ("em 2024 mesmo", "lei-12990-2014"),
                         ("acho que foi depois", "lei-15142-2025")):
        assert yielded_plan(said, asked.context, date.today()) is None, said
        _, ans = chat(bot, DATED_LAW, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)
        assert ans.calculation["regime"] == regime, said
    # a fragment or a word pointing back never yields, however long
    for said in ("e nesse caso, qual das duas leis vale?", "e isso vale pra qualquer cargo do edital?"):
        assert yielded_plan(said, asked.context, date.today()) is None, said


# --------------------------------------------------------------------------- a PcD place: computed once

OUTSIDE = (("sou pcd, fiquei em 1º na lista pcd e 45º na geral, 30 vagas, quando sou nomeado?", 30, 1),
           ("tenho deficiência, 2º na lista pcd e 70º na classificação geral, 50 vagas, quando me chamam?", 50, 2),
           ("passei em 1º da lista de pcd e 90º na ampla num concurso de 40 vagas, quando sou convocado?", 40, 1))
INSIDE = ("sou pcd, 1º na lista pcd e 5º na geral, 30 vagas, entro?",
          "2º na lista pcd e 10º na classificação geral, 40 vagas, sou chamado?")


def test_the_order_decided_by_travels_in_the_plan() -> None:
    for said, vagas, rank in OUTSIDE:
        p = router_module.plan(said, None, date.today())
        assert (p.route, p.intent) == ("calculator", "order"), said
        assert p.computed is not None and p.computed.of(p.calc) is p.computed.result, said
        assert order_intent.pcd_nomination(p.computed.result, rank) == _order(vagas).pcd_positions[rank - 1], said


def test_the_pcd_nomination_is_computed_once(bot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    for said, vagas, rank in OUTSIDE:
        seen: list[Any] = []
        with monkeypatch.context() as m:
            _counting(m, order_intent, "compute", seen)
            (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert f"**{_order(vagas).pcd_positions[rank - 1]}ª**" in ans.headline, (said, ans.headline)
        assert len(seen) == 1, (said, len(seen))


def test_the_position_inside_the_ampla_is_computed_once(bot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    for said in INSIDE:
        seen: list[Any] = []
        with monkeypatch.context() as m:
            _counting(m, position_intent, "compute", seen)
            (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        assert ans.calculation["status"] == "inside", said
        assert len(seen) == 1, (said, len(seen))


def test_neighbours_a_changed_plan_is_computed_again_and_a_place_past_the_pcd_vagas_is_none() -> None:
    said, vagas, _ = OUTSIDE[0]
    p = router_module.plan(said, None, date.today())
    assert p.computed is not None and p.calc is not None
    changed = p.calc.model_copy(update={"input": p.calc.input.model_copy(update={"vacancies": vagas + 40})})
    assert p.computed.of(changed) is None  # the result of another plan is never answered
    r = _order(20)
    assert order_intent.pcd_nomination(r, len(r.pcd_positions) + 1) is None
    assert order_intent.pcd_nomination(r, 0) is None
    assert order_intent.pcd_place_sentence(r, len(r.pcd_positions) + 1) is None
    # a general place alone plans a position with nothing computed ahead of core
    p = router_module.plan("40 vagas, fiquei em 12º na geral, sou chamado?", None, date.today())
    assert (p.route, p.intent, p.computed) == ("calculator", "position", None)


# --------------------------------------------------------------------------- racial groups: one vocabulary

RACIAL_SAID = ("sou afrodescendente", "sou índio", "sou remanescente de comunidade quilombola",
               "moro no quilombo", "sou preta", "me declaro parda", "sou indígena")
NOT_RACIAL_SAID = ("sou pcd", "sou cadeirante", "sou branca", "sou de origem asiática", "trabalho no Rio Branco")


def test_racial_group_words_are_the_groups_the_extraction_reads() -> None:
    from assistant.extraction.entities import RACIAL_GROUP_WORDS, RACIAL_GROUPS

    for said in (*RACIAL_SAID, *NOT_RACIAL_SAID):
        read = bool(set(extract_groups(fold(said))) & set(RACIAL_GROUPS))
        assert bool(RACIAL_GROUP_WORDS.search(fold(said))) == read, said
    assert all(RACIAL_GROUP_WORDS.search(fold(s)) for s in RACIAL_SAID)


def test_a_racial_group_beside_a_pcd_place_keeps_the_law_first(bot: Any) -> None:
    for group in ("afrodescendente", "índio", "remanescente de quilombo", "negra"):
        said = f"sou {group} e tenho deficiência, 1º na lista pcd, 30 vagas, quando me chamam?"
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.citations[0].urn.startswith(NEW_LAW), (said, [c.label for c in ans.citations])


def test_neighbours_a_pcd_place_alone_cites_the_decree_first(bot: Any) -> None:
    for said in ("tenho deficiência, 1º na lista pcd, 30 vagas, quando me chamam?",
                 "sou cadeirante, fiquei em 2º na lista pcd, 40 vagas, quando sou convocado?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.citations[0].urn.startswith(DECREE), (said, [c.label for c in ans.citations])


# --------------------------------------------------------------------------- the PcD share on the total: one value

def test_pcd_on_total_carries_the_rate_and_product_it_rounded() -> None:
    for total, pct in ((20, Fraction(1, 20)), (37, Fraction(7, 100)), (50, Fraction(1, 5)), (13, Fraction(3, 40))):
        r = pcd_on_total(total, 0, [pct, pct], False)
        assert r is not None
        assert (r.percentage, r.exact) == (pct, pct * total)
        assert r.pcd_on_total >= 1


@pytest.mark.parametrize("sizes,pct", [([4, 4, 4, 4, 4], "5%"), ([7, 9, 11], "8%"), ([3, 3], "12,5%"),
                                       ([25, 15], "20%")])
def test_the_total_step_shows_the_figure_computed(sizes: list[int], pct: str) -> None:
    r = calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)], edital_date="2025-08-01",
        pcd_percentage=pct))
    total = sum(sizes)
    rate = Fraction(pct.rstrip("%").replace(",", ".")) / 100
    on_total = pcd_on_total(total, r.pcd_total or 0, [rate] * len(sizes), False)
    assert on_total is not None and r.pcd_on_total == on_total.pcd_on_total
    (step,) = [s for s in r.explanation if s.startswith("Sobre o total")]
    assert f"{percent(on_total.percentage)} de {total} = {fmt_decimal(on_total.exact)}," in step, step
