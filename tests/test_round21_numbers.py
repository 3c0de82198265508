"""Round 21: amounts said with their scale word ("1,5 mil", "um milhão", "3 milhões de vagas") are read whole, never
as their first digit (a million vagas is then refused or computed by its value, as when written in digits)."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assistant.extraction import extract


@pytest.mark.parametrize("text, vagas", [
    ("edital com 1,5 mil vagas, quantas de cota?", 1500),
    ("são 2,25 mil vagas no total", 2250),
    ("concurso nacional com um milhão de vagas", 1_000_000),
    ("e com 2 milhões de vagas?", 2_000_000),
    ("mil e duzentas vagas", 1200),
    ("10 mil vagas", 10000),
])
def test_scaled_amounts(text: str, vagas: int) -> None:
    assert extract(text).vacancies == vagas


@given(st.integers(min_value=1, max_value=999), st.integers(min_value=0, max_value=9))
def test_thousands_with_one_decimal(whole: int, tenth: int) -> None:
    assert extract(f"concurso com {whole},{tenth} mil vagas").vacancies == whole * 1000 + tenth * 100


@pytest.mark.parametrize("text, general, reserve, vagas", [
    ("passei em 12 lugar na ampla, concurso com 10 vagas, sou cotista e fiquei 3 na lista de cotas", 12, 3, 10),
    ("terminei 40 na geral e 6 na reserva, são 20 vagas", 40, 6, 20),
])
def test_places_in_lists_are_never_a_table_of_cargos(text: str, general: int, reserve: int, vagas: int) -> None:
    ex = extract(text)
    assert ex.cargos == []
    assert (ex.general_rank, ex.reserve_rank, ex.vacancies) == (general, reserve, vagas)


def test_a_table_of_cargos_is_still_read() -> None:
    ex = extract("analista 10, tecnico 5 e motorista 2")
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("analista", 10), ("tecnico", 5), ("motorista", 2)]
