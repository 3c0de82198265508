"""Round 35 (35d): national concursos split by place (localidade, UF, região, cidade), issue 10.

- "120 vagas distribuídas em 24 cidades": the 24 counts places, never a cargo's vagas (the reserve is on the 120);
- an even split by place ("1 vaga em cada uma das 12 regionais", "5 vagas por UF nas 27 UFs", "24 cidades, 5 em
  cada") is the table of places, each place a row: the reserve per place and on the totalidade (art. 1º, § 2º);
- "4 vagas em SP, 2 no RJ e 2 em BH" and "1 cargo com 6 vagas em Brasília e 4 em Goiânia" list one row per place;
- "surgiram outras, chegando a 52": the total the vagas that arose reach is the count (art. 1º, § 2º);
- "a reserva tem que ser aplicada UF por UF num concurso com 5 vagas por estado?" asks the base (art. 1º, § 2º), the
  count per place its premise; "se surgirem vagas na minha localidade, o cotista do cadastro é nomeado?" is art. 5º,
  § 4º's rule ("minha localidade" is the concurso's place, not one's own case).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot() -> Any:
    return rules_bot(TODAY)


# --- 1. a count of places is no cargo's vagas --------------------------------------------------------------------------


@pytest.mark.parametrize("q, vagas", [
    ("O concurso da autarquia terá 120 vagas distribuídas em 24 cidades. Quantas são reservadas no total?", 120),
    ("Vamos contratar 800 temporários por PSS, divididos em 16 estados. Qual a reserva?", 800),
    ("Edital com 60 vagas espalhadas por 12 capitais: quantas cotas?", 60),
])
def test_a_count_of_places_is_not_a_cargo(rbot: Any, q: str, vagas: int) -> None:
    ex = extract(q, TODAY)
    assert not ex.cargos and ex.vacancies == vagas
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(vagas, None, TODAY)


# --- 2. an even split by place is the table of places ------------------------------------------------------------------


@pytest.mark.parametrize("q, places, each", [
    ("Temos 1 vaga em cada uma das 12 regionais. Quantas reservadas no total?", 12, 1),
    ("São 5 vagas por UF nas 27 unidades da federação. Quantas cotas?", 27, 5),
    ("O concurso tem 24 cidades, 5 vagas em cada uma. Quantas reservadas?", 24, 5),
    ("Edital com vagas em 5 capitais, 2 em cada. Quantas cotas por capital?", 5, 2),
    ("E se fossem 2 vagas em cada uma das 4 especialidades?", 4, 2),
])
def test_an_even_split_by_place_is_a_table(q: str, places: int, each: int) -> None:
    assert [c.vacancies for c in extract(q, TODAY).cargos] == [each] * places


def test_the_split_by_place_shows_the_reserve_per_place_and_on_the_whole(rbot: Any) -> None:
    (ans,) = chat(rbot, "Temos 1 vaga em cada uma das 12 regionais. Quantas deveriam ser reservadas no total?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [0] * 12
    assert ans.calculation["reserved_total"] == 0
    assert ans.calculation["reserved_on_total"] == reserved_for(12, None, TODAY) == 4


@pytest.mark.parametrize("q, counts", [
    ("Edital com 4 vagas em SP, 2 no RJ e 2 em BH: quantas cotas em cada?", [4, 2, 2]),
    ("quantas vagas reservadas tem um cargo com 6 vagas em Brasília e 4 em Goiânia?", [6, 4]),
    # neighbours (unchanged)
    ("Cargo X: 3 vagas em Brasília e 2 em Manaus. Quantas reservadas?", [3, 2]),
    ("6 em Engenharia, 4 em Computação e 2 em Matemática", [6, 4, 2]),
])
def test_one_row_per_place(q: str, counts: list[int]) -> None:
    assert [c.vacancies for c in extract(q, TODAY).cargos] == counts


@pytest.mark.parametrize("q, vagas", [
    # neighbours: one place, one count, no table
    ("5 vagas em Recife, quantas cotas?", 5),
    ("Em Manaus são 8 vagas para o meu cargo. Quantas são reservadas?", 8),
    ("fiquei 3 na lista de cotas, o concurso tem 10 vagas no total", 10),
    ("3 cargos com 5 vagas cada", None),
])
def test_neighbours_stay(q: str, vagas: int | None) -> None:
    ex = extract(q, TODAY)
    if vagas is None:
        assert [c.vacancies for c in ex.cargos] == [5, 5, 5]
    else:
        assert not ex.cargos and ex.vacancies == vagas


# --- 3. the total the vagas that arose reach --------------------------------------------------------------------------


@pytest.mark.parametrize("q, vagas", [
    ("O edital previa 40 vagas e durante a validade surgiram outras, chegando a 52. Quantas reservadas?", 52),
    ("tinha 20 vagas, abriram novas vagas, totalizando 26. qual a reserva?", 26),
    # neighbour (unchanged)
    ("se abrirem mais vagas e ficar 20?", 20),
])
def test_the_total_reached_is_the_count(q: str, vagas: int) -> None:
    assert extract(q, TODAY).vacancies == vagas


# --- 4. the base per place and the register's rule are the law's text --------------------------------------------------


@pytest.mark.parametrize("q", [
    "A reserva tem que ser aplicada UF por UF num concurso com 5 vagas por estado?",
    "Com 3 vagas por cidade, a cota é calculada cidade por cidade?",
    "Se surgirem vagas na minha localidade durante a validade, o cotista do cadastro de reserva é nomeado?",
])
def test_rule_questions_go_to_the_law(q: str) -> None:
    p = plan(q, today=TODAY)
    assert p.route == "retrieval" and p.intent is None


@pytest.mark.parametrize("q, intent", [
    # a count asked is computed (the even split by place, new); neighbours: one's own register case is eligibility,
    # one place's count its reserve
    ("Quantas reservadas num concurso com 5 vagas por estado em 6 estados?", "edital"),
    ("Sou parda e só tem cadastro de reserva no meu concurso, posso concorrer pela cota?", "eligibility"),
    ("Em Goiânia são 4 vagas; quantas reservadas?", "reserve"),
])
def test_neighbour_calculations_stay(q: str, intent: str) -> None:
    p = plan(q, today=TODAY)
    assert p.route in ("calculator", "clarify") and p.intent == intent


def test_base_per_place_cites_the_totalidade(bot: Any) -> None:
    ans = bot.ask("A reserva tem que ser aplicada UF por UF num concurso com 5 vagas por estado?", [])
    assert ans.route == "retrieval"
    assert ans.citations[0].urn.endswith("!art1_par2")
