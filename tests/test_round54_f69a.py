"""Round 54 (f69a): figures the product got wrong or refused to compute.

- a quadro de vagas pasted with the marks people use (rows joined on one line by ";;", "||", "•", "·", "--"; cells
  split by "||" or "|"; bulleted lines; a markdown or pipe table with a header row "cargo | vagas" and extra columns)
  is the edital's table (`extraction.pasted_rows`), computed cargo by cargo, never a request for the quadro again;
  prose with two numbers (vagas and PcD, a date, a rank beside a count) is no table;
- the nomination order asked with a gerund or a conditional of "chamar" ("em que ordem vão chamando?", "chamariam")
  beside a PcD percentage is the order (Lei 15.142 art. 9º; PcD places from the percentage, Decreto 9.508), never
  the reserve's count; a count asked while "estão chamando" stays a count;
- in a thread, another candidate brought in with a place of their own ("e outro candidato, não optante, em 8º na
  geral?", "outra candidata, sem cota, ...", "uma amiga minha, não cotista, ...") is computed on their own place: the
  earlier candidate's reserve rank and option do not carry (the vagas do); the same candidate supposed again ("e se ele
  fosse ...") keeps their places;
- HR speaking of a candidate ("Candidato cotista, 15º ..., entra?" after "RH aqui:", "Sou do RH ...: uma candidata
  ...", "ela é nomeada?", "e outra candidata ...") is answered of that candidate ("ele"/"ela"), never "você".
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from assistant.extraction.pasted_rows import unpaste_rows
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat

# --------------------------------------------------------------------------- 1. pasted tables

LAYOUTS = {
    "cargo | vagas ;; Auditor || 6 ;; Contador || 11 ;; Arquivista || 3 -- edital de 15/09/2025, cotas por cargo?":
        [6, 11, 3],
    "Polo Sul 4 • Polo Norte 9 • Polo Oeste 2. reserva em cada?": [4, 9, 2],
    "Bibliotecário 3 · Economista 7 · Estatístico 5 — quantas reservadas em cada cargo?": [3, 7, 5],
    "Geógrafo -- 5 -- Sociólogo -- 8. qual a cota de cada?": [5, 8],
    "Zootecnista | 6 | Agrônomo | 10. reserva racial por cargo?": [6, 10],
    "• Revisor 4 vagas\n• Diagramador 6 vagas\nquantas cotas por cargo?": [4, 6],
    "Cargo | Vagas | PcD\nPsicólogo | 9 | 1\nAssistente Social | 4 | 0\nreserva racial de cada?": [9, 4],
}

PROSE = (
    "10 vagas e 2 PcD, quantas pra negros?",
    "fiquei em 3º lugar • edital com 12 vagas, entro?",
    "edital de 05/08/2025 · 12 vagas · quantas de cota?",
    "são 14 vagas -- e 10% pcd, quanto fica a reserva?",
    "nota 78 • posição 12 • 10 vagas, passo?",
    "classificação: geral 15 | reserva 2 | vagas 10. entro?",
    "- fiquei em 3\n- edital com 12\nentro?",
)


@pytest.mark.parametrize("said", sorted(LAYOUTS))
def test_pasted_layouts_are_the_table(said: str) -> None:
    assert [c.vacancies for c in extract(said).cargos] == LAYOUTS[said]


def test_prose_with_two_numbers_is_no_table() -> None:
    # (one odd layout read, so this fails before the change; then prose beside it stays prose)
    assert [c.vacancies for c in extract("Perito 2 • Escrivão 5").cargos] == [2, 5]
    # (a layout read before stays read: a pipe table under its header row)
    assert [c.vacancies for c in extract("cargo | vagas\nMédico Veterinário | 7\nBiólogo | 3\nqual a reserva?").cargos] == [7, 3]
    for prose in PROSE:
        assert unpaste_rows(prose) == prose, prose
        assert extract(prose).cargos == [], prose
    assert extract("10 vagas e 2 PcD, quantas pra negros?").vacancies == 10


def _edital(sizes: list[int], edital_date: str | None, today: Any) -> Any:
    return calculator.edital(calculator.EditalInput(cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)],
                                                    edital_date=edital_date, today=today))


@pytest.mark.parametrize("said", ["cargo | vagas ;; Auditor || 6 ;; Contador || 11 ;; Arquivista || 3 -- edital de "
                                  "15/09/2025, cotas por cargo?",
                                  "Polo Sul 4 • Polo Norte 9 • Polo Oeste 2. reserva em cada?",
                                  "Bibliotecário 3 · Economista 7 · Estatístico 5 — quantas reservadas em cada cargo?"])
def test_pasted_layouts_reach_the_edital(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    sizes = LAYOUTS[said]
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == sizes
    when = "2025-09-15" if "15/09/2025" in said else None
    expected = _edital(sizes, when, bot._today())
    assert ans.calculation["reserved_total"] == expected.reserved_total
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [c.reserved for c in expected.cargos]


# --------------------------------------------------------------------------- 2. the order asked with "vão chamando"

ORDER_ASKED = {
    "o certame tem 36 vagas e reserva 5% pros deficientes. em que ordem vão chamando pcd, negros e ampla?": (36, "5%"),
    "edital de 32 vagas reservando 5% pra deficientes: em que ordem eles vão chamando cada lista?": (32, "5%"),
}


@pytest.mark.parametrize("said", sorted(ORDER_ASKED))
def test_order_asked_with_a_gerund_beside_a_pcd_rate(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
    vagas, rate = ORDER_ASKED[said]
    expected = calculator.order(calculator.OrderInput(vacancies=vagas, pcd_percentage=rate, today=bot._today()))
    assert ans.calculation["quota_positions"] == expected.quota_positions
    assert ans.calculation["pcd_positions"] == expected.pcd_positions and expected.pcd_positions


def test_a_count_asked_while_they_are_calling_stays_a_count(bot: Any) -> None:
    # (the gerund read as a call, first: fails before the change)
    (ans,) = chat(bot, "a autarquia tem 27 vagas e reserva 10% pras pessoas com deficiência. em que ordem vão chamando pcd, "
                       "pretos e ampla?")
    assert _intent_of(ans) == "order"
    for said in ("já estão chamando os aprovados: 22 vagas e 10% pcd, quantas são reservadas pra negros?",
                 "tão chamando a lista de 18 vagas, o edital reserva 10% pcd. quantas vão pra cota racial?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)


# --------------------------------------------------------------------------- 3. another candidate in a thread

def _status(vagas: int, general: int, today: Any) -> str:
    return calculator.position(calculator.PositionInput(vacancies=vagas, general_rank=general, today=today)).status


# (first, then, vagas, the new candidate's general place, whether the first turn is HR's about a candidate)
ANOTHER = (
    ("RH aqui: 10 vagas de analista. Candidato cotista, 16º na geral e 2º da reserva, é nomeado?",
     "E outro candidato, não optante, em 8º na geral?", 10, 8, True),
    ("Sou do RH do IFPB: 12 vagas de técnico. Uma candidata optante ficou em 18º na geral e 3º na lista de cotas. "
     "Ela é nomeada?", "e outra candidata, sem cota, em 9º na geral?", 12, 9, True),
    ("fiquei em 15º na geral e 2º na reserva, sou cotista, 10 vagas. entro?",
     "e uma amiga minha, não cotista, ficou em 8º geral. ela entra?", 10, 8, False),
)


@pytest.mark.parametrize("first,then,vagas,general,hr", ANOTHER)
def test_another_candidate_is_computed_on_their_own_place(bot: Any, first: str, then: str, vagas: int,
                                                          general: int, hr: bool) -> None:
    before, ans = chat(bot, first, then)
    assert ("você" in before.headline.lower()) is not hr, before.headline
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert ans.calculation["status"] == _status(vagas, general, bot._today()) == "depends"
    assert carried_keys_of(ans) == ["vacancies"]
    assert "reserva da pergunta anterior" not in ans.headline
    assert "você" not in ans.headline.lower()


def test_the_same_candidate_supposed_keeps_their_places(bot: Any) -> None:
    first, _, ans = chat(bot, "RH aqui: 10 vagas de analista. Candidato cotista, 16º na geral e 2º da reserva, entra?",
                         "E outro candidato, não optante, em 8º na geral?",
                         "e se ele fosse 4º na reserva?")
    assert "ele " in first.headline and "você" not in first.headline.lower()
    assert ans.calculation["status"] == calculator.position(calculator.PositionInput(
        vacancies=10, general_rank=8, reserve_rank=4, optant=True, today=bot._today())).status


@pytest.mark.parametrize("said,who", [
    ("RH da autarquia: 8 vagas. A candidata optante em 3º na lista de cotas e 20º na geral, ela é nomeada?", "ela"),
    ("Sou do RH do ministério: 10 vagas. Candidato cotista em 2º na reserva e 30º na geral, ele é chamado?", "ele"),
    ("Trabalho na gestão de pessoas: 9 vagas. Candidata optante, 1ª na lista de cotas e 25ª na geral. Entra?", "ela"),
])
def test_hr_speaks_of_the_candidate(bot: Any, said: str, who: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert "você" not in ans.headline.lower() and "sua frente" not in ans.headline.lower()
    assert f"{who} " in ans.headline.lower() or f"d{who} " in ans.headline.lower()
    # (the asker speaking of their own place stays "você")
    (own,) = chat(bot, "sou cotista, fiquei em 2º na reserva e 30º na geral, 10 vagas. entro?")
    assert "você" in own.headline.lower()
