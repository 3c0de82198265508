"""A count question with the vagas written without the word "vagas" is answered, not questioned.

"num concurso de 10", "o edital oferece 12, quantas...", "quantas das 9 são da cota?", "se forem 20 quantas...",
"15 oportunidades", "8 lugares": the count a selection is of, offers or fills is its vagas. A noun that says the
number counts something else ("3 etapas", "500 inscritos", "2 carreiras", "6 meses") or a PcD list keeps it out.
Expected figures come from the calculator.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("question, vagas", [
    ("qnts ficam pra cota num concurso de 14?", 14),
    ("o processo seletivo com 7, quantos vão pros cotistas?", 7),
    ("nosso certame oferece 23, quantas reservamos?", 23),
    ("a universidade abriu 16 para professor, quantas de cota?", 16),
    ("quantas das 18 ficam com pretos e pardos?", 18),
    ("caso sejam 26 quantas seriam da reserva?", 26),
    ("temos 11 oportunidades no edital, quantas vão pra reserva racial?", 11),
    ("são 9 lugares no concurso, quantos para cotistas?", 9),
])
def test_the_bare_count_is_the_vagas(question, vagas):
    assert extract(question, TODAY).vacancies == vagas
    (ans,) = chat(rules_bot(TODAY), question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(vagas, None, TODAY)


@pytest.mark.parametrize("question", [
    "um concurso de 4 etapas precisa ter banca em todas?",
    "concurso com 800 inscritos, a cota vale?",
    "o edital com 3 carreiras tem reserva em cada uma?",
    "um pss de 6 meses tem reserva?",
    "o edital prevê 2 para pcd, e a cota racial?",
])
def test_a_count_of_something_else_is_not_the_vagas(question):
    assert extract(question, TODAY).vacancies is None
