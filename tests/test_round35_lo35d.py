"""Round 35 (lo35d): leftovers of issue 10 about editais split by place, by family.

- identical rows told only by their number ("5 vagas por UF nas 27 UFs", "24 cidades, 5 em cada uma", "3 cargos com 5
  vagas cada") are said once in the headline (each row, the sum of the rows, the percentage on the total), and in one
  chip; the table keeps every row. Rows of their own names, or of different sizes, are still listed;
- the rows of a split by place are named by the place ("UF 1", "Cidade 3", "Regional 12"), the table's first column is
  "Localidade", and a follow-up naming a row ("e na regional 3?") finds the table;
- which place to enrol in for the quota is the reserve's base (art. 1º, § 2º), the answer opening with a plain sentence
  that the law picks no place;
- the reserve asked place by place with no figures ("quantas vagas de cota tem em cada cidade?") asks for the vagas of
  each place (the table), as "quantas reservadas em cada cargo?" does for cargos.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.extraction.cargos import named_cargos
from assistant.router import plan
from assistant.writer import render
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 5)
NEW_LAW_URN = "urn:lex:br:federal:lei:2025-06-03;15142"


def _on_total(vagas: int) -> int:
    """The calculator's own reserve on the edital's total (art. 1º, § 2º): never a figure written by hand."""
    return calculator.reserve(calculator.ReserveInput(vacancies=vagas, today=TODAY)).reserved


# ------------------------------------------------------------------------------ 1. identical rows said once
def test_identical_place_rows_are_said_once_and_the_table_keeps_them() -> None:
    (ans,) = chat(rules_bot(TODAY), "5 vagas por UF nas 27 UFs, quantas reservadas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "edital")
    assert ans.headline.startswith("Em cada uma das 27 UFs: **2 reservadas** de 5 vagas (total: **54**);"), ans.headline
    assert f"sobre o total de 135 vagas: **{_on_total(135)}** (art. 1º, § 2º" in ans.headline
    assert "UF 2" not in ans.headline and len(ans.headline) < 300
    # the table (page and API) keeps every row, with the sum
    assert ans.table is not None and len(ans.table.rows) == 28 and ans.table.rows[-1].cells[:3] == ["Total", "135", "54"]
    assert [r.cells[0] for r in ans.table.rows[:2]] == ["UF 1", "UF 2"] and ans.table.columns[0] == "Localidade"
    assert ans.table.caption.startswith("Reserva por localidade")
    # one chip, never 27; the API's Markdown reads the headline once, then the table
    assert [a.text for a in ans.assumptions if a.key == "cargos"] == ["27 UFs (5 vagas cada)"]
    md = render(ans)
    assert md.count("Em cada uma das 27 UFs") == 1 and "| UF 27 | 5 | 2 | 3 |" in md
    assert md.count("UF 1:") <= 1  # (the steps may name the first rows; no chip or headline repeats them)


def test_identical_rows_by_city_and_by_cargo_and_their_neighbours() -> None:
    (ans,) = chat(rules_bot(TODAY), "Um concurso tem 24 cidades, 5 vagas em cada uma. Quantas são reservadas?")
    assert ans.headline.startswith("Em cada uma das 24 cidades: **2 reservadas** de 5 vagas (total: **48**);"), ans.headline
    (ans,) = chat(rules_bot(TODAY), "3 cargos com 5 vagas cada, quantas reservadas?")
    assert ans.headline.startswith("Em cada um dos 3 cargos: **2 reservadas** de 5 vagas (total: **6**);"), ans.headline
    assert f"sobre o total de 15 vagas: **{_on_total(15)}**" in ans.headline
    # a split whose per-place reserve is below the total's keeps the calculator's note (no place is picked)
    (ans,) = chat(rules_bot(TODAY), "1 vaga em cada uma das 12 regionais, quantas reservadas?")
    assert ans.headline.startswith("Em cada uma das 12 regionais: **0 reservadas** de 1 vaga"), ans.headline
    assert "esta calculadora não escolhe cargos" in ans.headline
    # neighbours: rows of their own names, or of different sizes, are still listed one by one
    (ans,) = chat(rules_bot(TODAY), "analista com 5 vagas, técnico com 5, quantas reservadas?")
    assert ans.headline.startswith("Vagas reservadas por cargo — analista: **2 reservadas** de 5 vagas; técnico:")
    assert ans.table is not None and ans.table.columns[0] == "Cargo"
    (ans,) = chat(rules_bot(TODAY), "3 cargos: 5, 5 e 10 vagas, quantas reservadas?")
    assert ans.headline.startswith("Vagas reservadas por cargo — Cargo 1: **2 reservadas** de 5 vagas"), ans.headline


# ------------------------------------------------------------------------------ 2. rows named by the place
def test_place_rows_are_named_by_the_place() -> None:
    for q, first, last in (("5 vagas por UF nas 27 UFs", "UF 1", "UF 27"),
                           ("24 cidades, 5 em cada uma", "Cidade 1", "Cidade 24"),
                           ("1 vaga em cada uma das 12 regionais", "Regional 1", "Regional 12"),
                           ("4 vagas em cada um dos 6 municípios", "Município 1", "Município 6")):
        cargos = extract(q, today=TODAY).cargos
        assert (cargos[0].name, cargos[-1].name) == (first, last), q
    # the numbered places are no cargos a person named (a row added to an earlier table)
    assert named_cargos("1 vaga em cada uma das 12 regionais") == []
    # neighbours: unnamed cargos stay "Cargo N"; named ones keep their names
    assert [c.name for c in extract("3 cargos com 5 vagas cada", today=TODAY).cargos] == ["Cargo 1", "Cargo 2", "Cargo 3"]
    assert [c.name for c in extract("analista com 10 vagas, técnico com 4", today=TODAY).cargos] == ["analista", "técnico"]


def test_a_follow_up_naming_a_place_row_finds_the_table() -> None:
    a1, a2 = chat(rules_bot(TODAY), "1 vaga em cada uma das 12 regionais, quantas reservadas?", "e na regional 3?")
    assert (a1.route, a2.route) == ("calculator", "calculator")
    assert a2.calculation["operation"] == "edital" and len(a2.calculation["cargos"]) == 12
    assert "cargos" in [a.key for a in a2.assumptions if a.from_context]
    assert a2.headline.startswith("Com as 12 regionais (1 vaga cada) da pergunta anterior"), a2.headline


# ------------------------------------------------------------------------------ 3. which place to enrol in
def test_which_place_to_enrol_in_is_the_totality_of_the_vagas(bot) -> None:
    for q in ("Em qual localidade devo me inscrever para usar a cota?",
              "em que cidade eu me inscrevo pela cota?",
              "tenho que me inscrever pela cota em qual regional?"):
        ans = bot.ask(q, [])
        assert ans.route == "retrieval", q
        assert ans.headline.startswith("A lei não escolhe a localidade em que você se inscreve"), ans.headline
        assert "totalidade das vagas do edital (art. 1º, § 2º)" in ans.headline
        assert ans.citations[0].urn == f"{NEW_LAW_URN}!art1_par2", q
    # neighbours: the base asked per place keeps its answer without the opening; enrolling with 1 vaga is art. 5º, § 3º
    ans = bot.ask("a reserva é aplicada por UF ou sobre o total?", [])
    assert ans.citations[0].urn == f"{NEW_LAW_URN}!art1_par2" and ans.headline.startswith("Segundo a **Lei")
    ans = bot.ask("posso me inscrever pela cota num concurso com 1 vaga?", [])
    assert ans.citations[0].urn == f"{NEW_LAW_URN}!art5_par3" and "não escolhe a localidade" not in ans.headline


# ------------------------------------------------------------------------------ 4. the reserve asked place by place
def test_the_reserve_asked_per_place_asks_for_the_vagas_of_each_place() -> None:
    for q in ("Quantas vagas de cota tem em cada cidade?", "quantas reservadas por UF?",
              "quantas cotas em cada uma das regionais?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "edital", "cargos"), q
        (ans,) = chat(rules_bot(TODAY), q)
        assert "Envie as vagas de cada localidade" in ans.answer and "Quantas vagas o edital oferece" not in ans.answer
    # the reply with the vagas of each place computes the table
    _, a2 = chat(rules_bot(TODAY), "Quantas vagas de cota tem em cada cidade?", "5 vagas em cada uma das 24 cidades")
    assert (a2.route, a2.calculation["operation"], len(a2.calculation["cargos"])) == ("calculator", "edital", 24)
    # neighbours: per cargo keeps its own clarification; a count per place with a total stays a reserve
    (ans,) = chat(rules_bot(TODAY), "quantas reservadas em cada cargo?")
    assert ans.route == "clarify" and "Envie o quadro do edital com cada cargo" in ans.answer
    p = plan("num concurso com 10 vagas, quantas são reservadas?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "reserve")
