"""Round 41 (lead): a law answer quoting the new law inside a thread about an older edital says which law that
edital follows (Lei nº 15.142/2025, art. 11): "meu edital é de 2023" then "como funciona a heteroidentificação?".
Neighbours: the same question after a new-law edital, or naming the new law, carries no such note."""
from __future__ import annotations

import pytest

from assistant import writer
from assistant.core import get_assistant
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, norm_of_urn


@pytest.fixture(scope="module")
def bot():
    return get_assistant()


@pytest.mark.parametrize("first", ["meu edital é de 2023",
                                   "edital publicado em 10/02/2024 com 10 vagas, quantas reservadas?",
                                   "edital de março de 2018 com 12 vagas"])
@pytest.mark.parametrize("law_q", ["como funciona a heteroidentificação?", "quem é considerado pardo?"])
def test_old_edital_thread_says_new_law_text_is_not_its_law(bot, first, law_q):
    dated, law = chat(bot, first, law_q)
    assert dated.calculation and OLD_LAW in str(dated.calculation.get("law_id") or dated.calculation)
    assert law.route == "retrieval"
    assert norm_of_urn(law.citations[0].urn) == NEW_LAW
    assert writer.OLD_EDITAL_NOTE in law.notes
    assert "Lei nº 12.990/2014" in law.answer and "art. 11" in law.answer


@pytest.mark.parametrize("turns", [
    ("edital publicado em 10/08/2025 com 10 vagas", "como funciona a heteroidentificação?"),
    ("meu edital é de 2023", "como funciona a heteroidentificação na lei nova?"),
    ("como funciona a heteroidentificação?",),
])
def test_no_note_when_the_edital_or_the_question_is_the_new_law(bot, turns):
    law = chat(bot, *turns)[-1]
    assert law.route == "retrieval"
    assert writer.OLD_EDITAL_NOTE not in law.notes
