"""Round 42 (f56b): held-out set 55's families (the old law's recompute of one's own eligibility, which law a future
edital of a named body gets)."""
from __future__ import annotations

from assistant.core import get_assistant
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def _ask(*turns: str):
    return chat(get_assistant(), *turns)[-1]  # the last turn's answer


# Round 42 (f56b): "muda alguma coisa pra mim?" with a date after one's eligibility: that eligibility on the date.
def test_change_for_me_after_eligibility_recomputes_it_on_the_date() -> None:
    ans = _ask("sou quilombola, concurso de fundação federal com 15 vagas, tenho direito a cota?",
               "mas o edital saiu em 2022, muda alguma coisa pra mim?")
    assert ans.route == "calculator" and _intent_of(ans) == "eligibility"
    assert ans.calculation["regime"] == "lei-12990-2014"
    assert "**não**" in ans.headline.lower()


def test_change_asked_bare_after_eligibility_unchanged() -> None:
    ans = _ask("sou quilombola, concurso de fundação federal com 15 vagas, tenho direito a cota?",
               "mas o edital saiu em 2022, muda alguma coisa?")
    assert _intent_of(ans) == "eligibility"


# Round 42 (f56b): a future edital of a named body, "qual lei vale?": its regime (Lei 15.142), no eligibility.
def test_which_law_for_a_named_bodys_future_edital_is_the_regime() -> None:
    ans = _ask("o proximo edital do inss ainda nao foi publicado, qual lei se aplica?")
    assert ans.route == "calculator" and _intent_of(ans) == "regime"
    assert "15.142" in ans.headline


def test_a_persons_future_edital_stays_eligibility() -> None:
    ans = _ask("sou parda, o proximo edital do inss ainda nao saiu, posso concorrer na cota?")
    assert _intent_of(ans) == "eligibility"
