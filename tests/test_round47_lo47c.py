"""Round 47 (lo47c): PcD vagas of empresas públicas and sociedades de economia mista (Decreto nº 9.508/2018, art. 1º, § 2º).

An estatal reserves the percentages of art. 93 of Lei nº 8.213/1991 (by the company's workforce, not in this base), not
the 5% of § 1º, and the 20% cap of Lei nº 8.112/1990 (servidores) is not theirs: with no PcD count or percentage told
there is no PcD figure (the reason and the ask instead, the racial figure kept); with the edital's percentage, ceil(p·N).
"""
from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import calculator
from calculator.pcd import MIN_PERCENTAGE, ceil_fraction, default_percentage, pcd_total
from calculator.reserve import ReserveInput
from tests.assistant_support import chat

_ESTATAIS = ("empresa_publica", "sociedade_economia_mista", "empresa-publica", "sociedade-economia-mista")


# --------------------------------------------------------------------------- calculator


@given(n=st.integers(min_value=1, max_value=2000), num=st.integers(min_value=1, max_value=100))
def test_an_estatal_percentage_is_ceil_with_no_cap(n: int, num: int) -> None:
    p = Fraction(num, 100)
    assert pcd_total(n, None, p, estatal=True) == ceil_fraction(p * n)
    # the other bodies keep the cap of Lei 8.112
    assert pcd_total(n, None, p) == min(ceil_fraction(p * n), n // 5)


def test_no_default_percentage_for_an_estatal() -> None:
    for kind in _ESTATAIS:
        assert default_percentage(kind) is None, kind
    for kind in (None, "direta", "autarquia", "fundacao"):
        assert default_percentage(kind) == MIN_PERCENTAGE, kind


def test_the_reserve_of_an_estatal_gives_no_pcd_figure_and_says_why() -> None:
    today = date(2026, 12, 7)
    res = calculator.reserve(ReserveInput(vacancies=50, today=today, pcd_estatal=True))
    assert res.pcd is None and res.reserved == 15
    assert any("art. 93 da Lei nº 8.213/1991" in s for s in res.explanation)
    # with the edital's percentage: computed, fractions up, no cap (4 vagas at 30% = 2 > floor(4/5) = 0)
    res = calculator.reserve(ReserveInput(vacancies=4, today=today, pcd_percentage="30%", pcd_estatal=True))
    assert res.pcd == 2
    assert calculator.reserve(ReserveInput(vacancies=4, today=today, pcd_percentage="30%")).pcd == 0
    assert calculator.reserve(ReserveInput(vacancies=50, today=today, pcd_percentage="5%")).pcd == 3


# --------------------------------------------------------------------------- the assistant


def test_pcd_of_an_estatal_asked_gets_no_default_figure(bot: Any) -> None:
    for said, vacancies, reserved in (("numa sociedade de economia mista com 50 vagas, quantas ficam pra pcd?", 50, 15),
                                      ("concurso da caixa, 40 vagas, quantas vagas de pcd e de cota?", 40, 12),
                                      ("petrobras abriu 20 vagas: quantas são para deficientes?", 20, 6),
                                      ("empresa pública federal com 60 vagas, quantas pcd?", 60, 18),
                                      ("correios com 30 vagas, quantas vagas pcd?", 30, 9)):
        (ans,) = chat(bot, said)
        assert ans.route == "calculator", (said, ans.route)
        assert ans.calculation.get("pcd") is None, (said, ans.headline)
        assert ans.calculation["reserved"] == reserved, said
        assert "art. 93 da Lei nº 8.213/1991" in ans.headline and "percentual" in ans.headline, said


def test_pcd_follow_up_after_an_estatal_reserve(bot: Any) -> None:
    for first in ("banco do brasil com 30 vagas, quantas cotas raciais?", "concurso da caixa 30 vagas, reserva racial?"):
        _, ans = chat(bot, first, "e pra pcd?")
        assert ans.calculation.get("pcd") is None and ans.calculation["reserved"] == 9, (first, ans.headline)
        assert "art. 1º, § 2º" in ans.headline, first


def test_an_estatal_with_the_edital_percentage_is_computed_on_paragraph_2(bot: Any) -> None:
    (ans,) = chat(bot, "correios, 40 vagas, 10% pcd, quantas pcd?")
    assert ans.calculation["pcd"] == 4 and "§ 2º" in ans.headline, ans.headline


def test_neighbours_direct_autarquia_fundacao_keep_the_5_percent(bot: Any) -> None:
    for said, pcd in (("autarquia com 50 vagas, quantas são pcd?", 3), ("fundação federal 40 vagas, quantas pcd?", 2),
                      ("ministério com 20 vagas, quantas vagas pcd?", 1), ("concurso com 60 vagas, quantas pcd?", 3)):
        (ans,) = chat(bot, said)
        assert ans.calculation.get("pcd") == pcd, (said, ans.headline)
        assert "§§ 1º e 3º" in ans.headline, said


def test_an_estatal_order_with_pcd_names_no_default_pcd_places(bot: Any) -> None:
    for turns in (["caixa com 20 vagas, qual a ordem de nomeação incluindo pcd?"],
                  ["ordem de convocação dos cotistas e dos pcd no concurso dos correios com 30 vagas"],
                  ["concurso da petrobras 20 vagas, qual a ordem de nomeação?", "e a lista pcd?"]):
        ans = chat(bot, *turns)[-1]
        assert (ans.route, ans.calculation.get("pcd_positions")) == ("calculator", []), (turns, ans.headline)
        assert "art. 93 da Lei nº 8.213/1991" in ans.headline, turns


def test_neighbour_an_order_with_pcd_of_other_bodies_keeps_the_minimum(bot: Any) -> None:
    for said in ("autarquia com 20 vagas, qual a ordem de nomeação incluindo pcd?",
                 "20 vagas, ordem de nomeação de cotistas e pcd?"):
        (ans,) = chat(bot, said)
        assert ans.calculation.get("pcd_positions") == [5], (said, ans.headline)
