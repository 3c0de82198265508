"""A calculation that points with a pronoun to the law just quoted ("por ela", "pela mesma lei", "nessa lei") is
computed under that law, and the answer says the law came from the earlier turn. Without the pronoun, or with a
date or law of its own, the turn stands alone. Figures from the calculator; the retriever is the real one."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from tests.assistant_support import chat, reserved_for
from vocabulary import NEW_LAW, OLD_LAW

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(today=lambda: TODAY)


def test_the_old_law_pointed_to_is_used_and_said_to_be_carried(bot):
    law, calc = chat(bot, "quanto a lei 12.990 reservava para negros?", "e num concurso com 15 vagas, quantas seriam por ela?")
    assert law.route == "retrieval" and law.context.get("law_id") == OLD_LAW
    assert calc.route == "calculator" and calc.calculation["regime"] == OLD_LAW
    assert calc.calculation["reserved"] == reserved_for(15, "2025-06-03", TODAY)
    assert any(a.from_context for a in calc.assumptions)


@pytest.mark.parametrize("follow", ["quantas seriam nessa lei com 15 vagas?", "com 15 vagas, conforme essa lei, quantas?"])
def test_other_pronoun_forms(bot, follow):
    _, calc = chat(bot, "qual era o percentual da lei de 2014?", follow)
    assert calc.calculation["regime"] == OLD_LAW


def test_no_pronoun_or_a_date_of_its_own_stands_alone(bot):
    _, calc = chat(bot, "quanto a lei 12.990 reservava para negros?", "num concurso com 15 vagas, quantas são reservadas?")
    assert calc.calculation["regime"] == NEW_LAW and not any(a.from_context for a in calc.assumptions)
    _, dated = chat(bot, "quanto a lei 12.990 reservava para negros?",
                    "e num edital de agosto de 2025 com 15 vagas, quantas seriam por ela?")
    assert dated.calculation["regime"] == NEW_LAW  # the date decides the law (art. 11), not the pronoun
