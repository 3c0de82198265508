"""Round 42 (f56a): held-out set 55's families (a PcD accommodation, which law by an edital's date, the old law's
recompute)."""
from __future__ import annotations

import pytest

from assistant.core import get_assistant
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def _ask(*turns: str):
    return chat(get_assistant(), *turns)[-1]  # the last turn's answer


# Round 42 (f56a): extra time in the exam asked by a PcD candidate is Decreto 9.508's (art. 4º, § 2º), never refused.
@pytest.mark.parametrize("q", [
    "sou autista, dá pra pedir uma hora extra na objetiva? o decreto 9508 permite?",
])
def test_pcd_extra_time_is_the_decree(q: str) -> None:
    ans = _ask(q)
    assert ans.route == "retrieval" and _intent_of(ans) == "law"
    assert "9.508" in ans.headline and "tempo adicional" in ans.headline


def test_overtime_of_the_job_still_out() -> None:
    ans = _ask("quem entra pela cota faz hora extra no cargo?")
    assert ans.route == "out_of_scope"


# Round 42 (f56a): "valia qual norma", "qual norma vai reger" of a dated or a future edital: its regime.
def test_norm_that_held_for_a_dated_edital_is_the_regime() -> None:
    ans = _ask("o edital do inss saiu em 2016, qual norma de reserva racial regia ele?")
    assert ans.route == "calculator" and _intent_of(ans) == "regime"
    assert "12.990" in ans.headline


def test_norm_that_will_govern_a_future_edital_is_the_regime() -> None:
    ans = _ask("nosso próximo concurso ainda não tem data, qual norma de reserva racial vai reger?")
    assert ans.route == "calculator" and _intent_of(ans) == "regime"
    assert "15.142" in ans.headline


def test_basis_of_the_reserve_stays_law() -> None:
    ans = _ask("qual norma rege a reserva de vagas para negros?")
    assert ans.route == "retrieval" and _intent_of(ans) == "law"


# Round 42 (f56a): "faz a conta como se fosse a lei de 2014" after a reserve: the same vagas under Lei 12.990
# ("conta como se" is no "counts as").
def test_count_redone_under_the_old_law() -> None:
    ans = _ask("edital com 15 vagas, quantas são de cota?", "faz a conta como se fosse a lei de 2014")
    assert ans.route == "calculator" and _intent_of(ans) == "reserve"
    assert "12.990" in ans.headline and "**3" in ans.headline


def test_who_counts_as_stays_law() -> None:
    ans = _ask("edital com 15 vagas, quantas são de cota?", "quem conta como quilombola?")
    assert ans.route == "retrieval"
