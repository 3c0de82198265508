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
