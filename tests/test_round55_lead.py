"""Round 55 (lead): two gaps of a declassified blind set, closed after the merges.

- A place written as a note's label, the list named first ("lista dos negros: 6º", "lista dos pretos e pardos - 4º",
  "18 vagas. reserva - 2º. ampla 30º"), is the reserve-list (or general) place: without it the candidate was judged on
  the general place alone and told "fora" where the answer depends on the optants inside the ampla (Lei 15.142, art. 7º,
  § 2º). A label with no ordinal mark ("cotas: 6") may count the reserved vagas and is no place.
- "e se o edital fosse de antes da lei de 2025?" names the new law by its year to mean the old one (Lei 15.142, art.
  11): the count is redone under Lei 12.990 (20%), as "antes da lei nova" already was; "depois da lei de 2025" stays.
"""
from __future__ import annotations

from typing import Any

import pytest

from assistant.extraction import extract
from tests.assistant_support import chat

TODAY = __import__("datetime").date(2026, 12, 2)


@pytest.mark.parametrize("text, general, reserve", [
    ("lista dos negros: 7º. vagas: 20. lista geral: 41º. e ai?", 41, 7),
    ("lista dos pretos e pardos - 4º; lista geral - 33º; 25 vagas", 33, 4),
    ("30 vagas. reserva - 2º. ampla 19º", 19, 2),
    ("lista dos cotistas: 3ª, geral: 28ª, 12 vagas", 28, 3),
])
def test_a_labelled_reserve_place_is_read(text: str, general: int, reserve: int) -> None:
    ex = extract(text, TODAY)
    assert (ex.general_rank, ex.reserve_rank) == (general, reserve)


@pytest.mark.parametrize("text", ["vagas: 18, cotas: 6, ta certo?", "a lista dos negros saiu com 12 nomes, 30 vagas"])
def test_an_unmarked_label_is_no_place(text: str) -> None:
    assert extract(text, TODAY).reserve_rank is None


def test_a_labelled_place_past_the_reserve_depends_on_the_ampla(bot: Any) -> None:
    # 20 vagas: 6 reserved, 14 ampla; 8º of the reserve, 47º general: up to 7 optants ahead may be inside the ampla
    ans = bot.ask("lista dos negros: 8º. vagas do edital: 20. geral: 47º. passo?", [])
    assert ans.route == "calculator"
    assert ans.headline.startswith("**Depende**"), ans.headline
    assert "art. 7º, § 2º" in ans.answer


@pytest.mark.parametrize("follow", [
    "e se esse edital fosse de antes da lei de 2025, quantas seriam?",
    "e caso o edital seja anterior a lei de 2025?",
])
def test_before_the_law_of_2025_is_the_old_law(bot: Any, follow: str) -> None:
    first, second = chat(bot, "concurso da receita com 35 vagas, quantas reservadas?", follow)
    assert "**11 são reservadas**" in first.headline  # 30% of 35 = 10,5 -> 11 (round half up)
    assert "**7 são reservadas**" in second.headline, second.headline  # 20% of 35 = 7
    assert "Lei nº 12.990/2014" in second.headline


def test_after_the_law_of_2025_keeps_the_new_law(bot: Any) -> None:
    _, second = chat(bot, "concurso da receita com 35 vagas, quantas reservadas?",
                     "e se o edital fosse depois da lei de 2025?")
    assert "**11 são reservadas**" in second.headline and "Lei nº 15.142/2025" in second.headline
