"""Round 47 (47c): HR pasting the quadro de vagas as a spreadsheet exports it.

- rows pasted as CSV ("Analista;12", "Analista,12"), tab-separated or with a dot leader ("Analista ..... 8") are the
  edital's table (the header line of column names is no part of the first cargo's name; columns after the vagas, such as
  the cadastro de reserva, are no vagas); a single such line is no table;
- rows pasted with their counts left blank, or a quadro announced with names only ("o quadro: A, B e C. qual a
  reserva?"), ask the vagas of each cargo (clarify), never the law's text;
- "e sobre o total?" / "e se calculasse sobre o total?" right after a table is that table on its total (edital operation,
  cargos carried); "é sobre o total?" and "... ou por cargo?" still ask the law's base;
- whether a table's places (localidades, cidades, lotações, UFs) count apart is the base of the reserve: Lei 15.142,
  art. 1º, § 2º (never a refusal nor a candidate list's result).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.extraction.pasted_rows import unpaste_rows
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, urns_of

BASE_URN = "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2"


def _sizes(ans: Any) -> list[int]:
    return [c["vacancies"] for c in ans.calculation["cargos"]]


def _edital(sizes: list[int]) -> Any:
    return calculator.edital(calculator.EditalInput(cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)]))


# --------------------------------------------------------------------------- pasted rows

PASTED = (
    ("cargo;vagas\nAgente;15\nEscrivão;6\nPerito;2\nreserva para negros em cada cargo?", [15, 6, 2]),
    ("Agente,15\nEscrivão,6\nqual fica a cota racial de cada um?", [15, 6]),
    ("CARGO;VAGAS;AC;PCD;CR\nAgente;15;;;\nEscrivão;6;;;\nquantas vagas de cota preencho por linha?", [15, 6]),
    ("Cargo\tVagas\tCR\nAgente\t15\t30\nEscrivão\t6\t12\nquantas reservadas para pretos e pardos?", [15, 6]),
    ("Agente de Polícia ...... 15\nEscrivão de Polícia ...... 6\nTOTAL ...... 21\nquanto vai para a cota racial?", [15, 6]),
    ("Agente; 15 vagas\nEscrivão; 6 vagas\nPerito; 2 vagas\ncotas por cargo?", [15, 6, 2]),
)


def test_pasted_rows_are_the_table() -> None:
    for said, sizes in PASTED:
        assert [c.vacancies for c in extract(said).cargos] == sizes, said
    # the header's column names open no cargo's name
    names = [c.name.lower() for c in extract("Cargo\tVagas\tCR\nAgente\t15\t30\nEscrivão\t6\t12").cargos]
    assert names == ["agente", "escrivão"]


def test_pasted_rows_reach_the_edital(bot: Any) -> None:
    for said, sizes in PASTED[:4]:
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert _sizes(ans) == sizes, said
        assert ans.calculation["reserved_total"] == _edital(sizes).reserved_total, said


def test_neighbours_one_line_and_the_forms_read_before_stay() -> None:
    assert extract("ok, 12").cargos == [] and extract("Agente;15\nquanto dá de cota?").cargos == []
    assert [c.vacancies for c in extract("Agente – 15\nEscrivão – 6\nTotal – 21\nreserva?").cargos] == [15, 6]
    assert [c.vacancies for c in extract("| Cargo | Vagas |\n|---|---|\n| Agente | 15 |\n| Escrivão | 6 |").cargos] == [15, 6]
    assert [c.vacancies for c in extract("Agente: 15\nEscrivão: 6").cargos] == [15, 6]
    # prose with commas is no pasted row
    for prose in ("o edital saiu ontem, 12 vagas\ne a pcd, quantas?", "bom dia, 12\nvagas no edital, 3 cargos"):
        assert unpaste_rows(prose) == prose


# --------------------------------------------------------------------------- a table without its counts

def test_a_table_without_counts_asks_the_vagas(bot: Any) -> None:
    for said in ("Cargo;Vagas\nAgente;\nEscrivão;\nPerito;\nqual a cota racial de cada?",
                 "segue o quadro: Agente, Escrivão e Perito. qual a reserva para negros?",
                 "quadro de vagas: Agente, Escrivão e Perito. quantas de cota?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "edital"), (said, ans.headline)


def test_neighbours_cargos_named_in_a_law_question_stay_law() -> None:
    from assistant.router import plan

    for said in ("os cargos de Agente, Escrivão e Perito precisam ter cota?",
                 "o quadro: Agente, Escrivão e Perito. o que a lei diz sobre a reserva?"):
        assert plan(said).route == "retrieval", said


# --------------------------------------------------------------------------- "e sobre o total?" after a table

TABLE = "Agente – 7\nEscrivão – 13\nreserva racial por cargo?"


def test_and_on_the_total_after_a_table_is_its_total(bot: Any) -> None:
    for said in ("e sobre o total?", "e se calculasse sobre o total?", "mas e sobre o total das vagas?",
                 "e se a gente calcular sobre o total?"):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert _sizes(ans) == [7, 13] and "cargos" in carried_chips(ans), said
        assert ans.calculation["reserved_on_total"] == _edital([7, 13]).reserved_on_total, said


def test_neighbours_the_base_asked_of_the_law_stays_law(bot: Any) -> None:
    for said in ("É sobre o total?", "e é sobre o total ou por cargo?", "e sobre o total, o que diz a lei?"):
        _, ans = chat(bot, TABLE, said)
        assert ans.route == "retrieval", (said, ans.headline)


# --------------------------------------------------------------------------- places counted apart

def test_places_counted_apart_are_the_base_of_the_reserve(bot: Any) -> None:
    for said in ("na tabela o cargo aparece em quatro cidades; as localidades contam separado para a cota de 30%?",
                 "na planilha cada lotação tem suas vagas: as lotações são calculadas separadamente para a reserva?",
                 "as vagas de cada UF contam separado para a cota racial?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert urns_of(ans)[:1] == [BASE_URN], (said, urns_of(ans))
    _, ans = chat(bot, "Agente Recife 6 / Natal 3\nquantas vagas de cota em cada?",
                  "as localidades contam separadamente ou é o cargo todo?")
    assert ans.route == "retrieval" and urns_of(ans)[:1] == [BASE_URN], ans.headline


def test_neighbours_a_result_list_and_the_old_law_stay() -> None:
    from assistant.router import plan

    assert plan("na tabela de resultado, quem foi nomeado pela cota?").intent == "result"
    p = plan("pela lei 12.990, as localidades contam separadamente na reserva?")
    assert p.route == "retrieval" and p.query is not None and "12.990" in p.query  # its own law, not rewritten
