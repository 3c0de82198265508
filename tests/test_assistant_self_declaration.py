"""Issue 10 §1: whose group and whose choice a sentence states.

The reserve goes by the person's own self-declaration (Lei nº 15.142/2025, art. 2º): a relative's colour is not
the person's group, and "não concorri como cotista" says the person is NOT an optant. Phrasings are our own.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.router import plan

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("text, groups", [
    ("eu sou branco, mas a minha bisavó era preta; tenho direito à cota?", ["branca"]),
    ("meus avós são indígenas, eu sou pardo. posso me inscrever na reserva?", ["parda"]),
    ("sou neta de avó quilombola e me declaro branca", ["branca"]),
    ("minha mãe é negra e eu também sou, posso concorrer?", ["negra"]),
    ("sou parda, posso usar a cota?", ["parda"]),
    # Round 8: asked about the relative ("ele pode?") with no claim of the person's own, the group is the relative's
    # and is read (the eligibility of that person); a person speaking of themself still drops it (above).
    ("o meu marido é preto, ele pode concorrer pela cota?", ["preta"]),
    ("o meu marido é preto, eu posso concorrer pela cota?", []),
])
def test_a_relatives_group_is_not_the_persons(text: str, groups: list[str]) -> None:
    assert extract(text, TODAY).groups == groups


@pytest.mark.parametrize("text, opted", [
    ("não concorri como cotista, fiquei em 4º geral num concurso de 12 vagas", False),
    ("eu não me inscrevi pelas cotas; sou o 3º da ampla", False),
    ("nem me inscrevi como optante, fiquei em 2º", False),
    ("concorri como cotista e fiquei em 4º na lista da reserva", True),
    ("me inscrevi pela reserva, 7º geral", True),
    ("sou cotista, 2º na lista de cotas", True),
])
def test_a_negated_choice_is_not_an_optant(text: str, opted: bool) -> None:
    assert extract(text, TODAY).optant is opted


def test_a_non_optant_at_the_last_place_depends_on_unfilled_reserve() -> None:
    """2º geral of 2 vagas, not an optant: the one ampla vaga is the 1º's; the reserved one reverts only if unfilled."""
    p = plan("passei em 2º lugar geral num concurso com 2 vagas e não concorri como cotista, sou chamado?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "position") and "optant" not in p.params
    assert calculator.position(p.calc.input).status == "depends"


@pytest.mark.parametrize("text, in_open, ahead", [
    ("nenhum dos cotistas foi aprovado na ampla, sou 2º na reserva", 0, None),
    ("nenhum optante passou pela ampla concorrência", 0, None),
    ("nenhum cotista ficou à minha frente", None, 0),
    ("2 cotistas ficaram na ampla", 2, None),
])
def test_none_of_the_optants_is_a_count_of_zero(text: str, in_open: int | None, ahead: int | None) -> None:
    ex = extract(text, TODAY)
    assert (ex.optants_in_open, ex.optants_ahead) == (in_open, ahead)
