"""Round 40 (f47a): failure families of the declassified holdout47 (cargos, regime and chips).

- "N vagas <cargo words> de <area>" opening a table whose next rows are elided ("2 vagas prof de matemática, 2 de física,
  1 de química") is a row of the table, never dropped;
- two laws offered for a dated edital ("aplicamos a Lei 15.142 ou ainda a 12.990?") is its regime, even with "reserva
  racial" named as the subject;
- a dated edital asked whether it had a reserve, "antes da lei de 2014" beside it, is the regime of that date;
- the reserve per cargo requested with no table is the edital operation asking its table.
Neighbours: the history of the quota without an edital's date, the law text on what an edital must state.
(A count written again, "as mesmas 17 vagas", keeps its chip: eleven older blind labels want it, two do not.)
"""
from __future__ import annotations

from datetime import date

from assistant.extraction.cargos import extract_cargos
from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def test_a_first_row_with_its_cargo_words_before_elided_rows_is_kept() -> None:
    bot = rules_bot(TODAY)
    (r,) = chat(bot, "universidade federal: 2 vagas prof de matematica, 2 de fisica, 1 de quimica. qtas cotas por cargo?")
    assert (r.route, r.calculation["operation"]) == ("calculator", "edital")
    assert [c["reserved"] for c in r.calculation["cargos"]] == [1, 1, 0]
    assert "prof de matematica" in r.answer
    assert [c.vacancies for c in extract_cargos("3 vagas de professor de historia, 4 vagas tecnico em enfermagem e "
                                                "2 de fisica. cotas por cargo?")] == [3, 4, 2]
    # neighbours: a count and its PcD part are no table
    assert extract_cargos("10 vagas imediatas, 2 de pcd") == []
    assert extract_cargos("edital com 10 vagas, 2 para pcd") == []


def test_two_laws_offered_for_a_dated_edital_is_its_regime_even_naming_the_reserve() -> None:
    bot = rules_bot(TODAY)
    (r,) = chat(bot, "Nosso edital saiu no DOU em 4 de junho de 2025. Para a reserva racial, aplicamos a Lei 15.142 "
                     "ou ainda a 12.990?")
    assert (r.route, r.context.get("intent"), r.calculation["operation"]) == ("calculator", "regime", "regime")
    assert r.calculation["regime"] == "lei-15142-2025"
    # neighbour: a dated count with no laws offered still asks the vagas
    (n,) = chat(rules_bot(TODAY), "o edital saiu em março de 2025, quantos cotistas?")
    assert (n.route, n.context.get("intent")) == ("clarify", "reserve")


def test_a_dated_edital_asked_whether_it_had_a_reserve_is_its_regime() -> None:
    (r,) = chat(rules_bot(TODAY), "concurso com edital de agosto de 2013, antes da lei de 2014, tinha cota racial?")
    assert (r.route, r.context.get("intent"), r.calculation["operation"]) == ("calculator", "regime", "regime")
    assert "nenhuma destas leis" in r.answer
    # neighbours: the history without an edital's own date, and the general reach, stay law text
    for q in ("antes de 2014 existia cota racial em concurso?", "a lei de 2014 vale pra editais anteriores?"):
        assert plan(q, None, TODAY).route == "retrieval", q


def test_the_reserve_per_cargo_requested_without_a_table_asks_the_table() -> None:
    (r,) = chat(rules_bot(TODAY), "preciso da reserva de cada cargo do edital")
    assert (r.route, r.context.get("intent")) == ("clarify", "edital")
    assert "cada cargo" in r.answer and "vagas" in r.answer
    # neighbours: what an edital must state is the law's text
    for q in ("o edital tem que informar a reserva de cada cargo?", "o que o edital precisa informar sobre a reserva?"):
        assert plan(q, None, TODAY).route == "retrieval", q
