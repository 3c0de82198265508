"""Round 53 (f68d): pasted quadros de vagas and corrections of numbers (declassified held-out set 67 and a user drive).

- a quadro pasted after a lead-in ended by an arrow ("o quadro do órgão -> A 10 | B 6 | C 2", "=>", "→", ">>", and
  "Cargo -> 10" rows) keeps every row: the arrow ends the lead-in as a colon does (`extraction.cargos._ARROW`), so the
  first cargo is never glued to the agency's words nor lost; other separators (";", "/", tabs, bullets, lines,
  "cargo: n", "n vagas de cargo") still read; a single "são 10 vagas", a date "10/03" and a count changed with an arrow
  ("20 -> 30 vagas") are no table;
- the table's figures are the calculator's own (each cargo, the sum and the figure on the totality);
- "não é X, é Y" (and "não tem X e sim Y", "não são X, são Y") is a correction: Y replaces X
  (`extraction.numbers._NOT_X_BUT_Y`), for a row named by its place or its name after a table, and for a cargo's count
  dictated in one message; "deu 2 e não 3" and "não são 2 e 3" are no correction;
- a row's count corrected with no "vagas" said ("analista 20 quer dizer 30, técnico 5") is the corrected count, never a
  cargo called "quer dizer"; a cargo told twice with two different counts and no correction word ("analista 20,
  técnico 5, analista 30") is asked (`extraction.cargos.told_twice`, `problems`), never its first count kept silently;
- a month bounded by a day told after it ("março de 2025, antes do dia 10", "junho de 2025, depois do dia 4", "até o
  dia 3") is that part of the month (`extraction.dates._DAY_BOUND`): the day is never a count of vagas nor a figure left
  unused, and decides the law when the month straddles 04/06/2025;
- the table asked "pra negros e PcD" with no PcD figure shows each cargo's PcD vagas by the decree's minimum (Decreto
  9.508, art. 1º, §§ 1º e 3º), computed by the calculator; a table with no PcD asked has no PcD column;
- the carried lead and chips of a table follow-up name every cargo taken from the earlier turn: a cargo named with a
  figure that is not its count ("e se o edital fosse de 2024, como ficam analista e técnico?") is still carried
  (`core._carried`), never 2 of 4 listed; a cargo given a new count ("e se o técnico tiver 12?") is told;
- a check's verdict after the carried lead ("Com os cargos (...) da pergunta anterior, **não confere**: ...") is in lower
  case mid-sentence (`writer.lead_into`).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract, normalize
from assistant.routing_eval import _intent_of, find_expected
from assistant.thread_cargos import cargo_fixed
from assistant.writer import lead_into
from tests.assistant_support import chat

TODAY = date(2026, 12, 7)


def _table(counts: list[int], pcd: str | None = None, edital_date: date | None = None) -> calculator.EditalResult:
    """The calculator's own table: the expected figures, never written by hand."""
    return calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"Cargo {i}", "vacancies": n} for i, n in enumerate(counts, 1)],
        pcd_percentage=pcd, edital_date=edital_date, today=TODAY))


# --------------------------------------------------------------------------- pasted quadros

PASTES = {
    "Colando o quadro do instituto -> Pesquisador 12 | Tecnologista 7 | Assistente 3. Qual a reserva por cargo?":
        ["Pesquisador", "Tecnologista", "Assistente"],
    "quadro da autarquia => Fiscal 9 | Auxiliar 5 | Motorista 2": ["Fiscal", "Auxiliar", "Motorista"],
    "Quadro -> Analista 10 / Técnico 6 / Auxiliar 2": ["Analista", "Técnico", "Auxiliar"],
    "Ministério da Saúde -> Analista Técnico 10 | Agente Administrativo 6 | Motorista 2":
        ["Analista Técnico", "Agente Administrativo", "Motorista"],
    "Fundação → Pesquisador 4; Analista 3; Técnico 2": ["Pesquisador", "Analista", "Técnico"],
    "Pesquisador -> 4 | Analista -> 3 | Técnico -> 2": ["Pesquisador", "Analista", "Técnico"],
    "Edital do conselho >> Fiscal 8 | Agente 3": ["Fiscal", "Agente"],
    "o quadro do ibama ficou assim -> analista ambiental 10, técnico ambiental 6 e auxiliar 2":
        ["analista ambiental", "técnico ambiental", "auxiliar"],
    # other separators, read as before
    "Segue o quadro da universidade: Professor 10; Técnico 6; Assistente 2. Quanto reservo?":
        ["Professor", "Técnico", "Assistente"],
    "Quadro do órgão:\n- Analista 10\n- Técnico 6\n- Auxiliar 2\nquanto reservar?": ["Analista", "Técnico", "Auxiliar"],
    "Quadro do órgão:\n• Analista: 10\n• Técnico: 6\n• Auxiliar: 2": ["Analista", "Técnico", "Auxiliar"],
    "Analista\t10\nTécnico\t6\nAuxiliar\t2": ["Analista", "Técnico", "Auxiliar"],
    "Quadro: 10 vagas de analista, 6 vagas de técnico e 2 vagas de auxiliar": ["analista", "técnico", "auxiliar"],
}


def test_a_pasted_quadro_keeps_every_row_whatever_its_separators() -> None:
    for said, names in PASTES.items():
        assert [c.name for c in extract(said, TODAY).cargos] == names, said
    # the counts are the rows' own, in order
    assert [c.vacancies for c in extract("Órgão X => Perito 11 | Escrivão 5 | Agente 1", TODAY).cargos] == [11, 5, 1]
    # no table: one count, a date, a count changed with an arrow
    for said, vagas in (("são 10 vagas, quantas reservadas?", 10), ("edital de 10/03 com 12 vagas", 12),
                        ("eram 20 -> 30 vagas", 30)):
        ex = extract(said, TODAY)
        assert (ex.cargos, ex.vacancies) == ([], vagas), said


def test_a_quadro_after_an_arrow_is_the_calculators_table(bot: Any) -> None:
    for said in ("Colei o quadro da fundação -> Pesquisador 11 | Tecnologista 5 | Assistente 2. Reserva de cada um?",
                 "autarquia federal => Fiscal 11 | Agente 5 | Auxiliar 2, quanto reservo?"):
        (ans,) = chat(bot, said)
        table = _table([11, 5, 2])
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
        assert find_expected(ans.calculation, "cargos_reserved") == [c.reserved for c in table.cargos], said
        assert find_expected(ans.calculation, "reserved_total") == table.reserved_total
        assert find_expected(ans.calculation, "reserved_on_total") == table.reserved_on_total


# --------------------------------------------------------------------------- "não é X, é Y"

def test_not_x_but_y_replaces_the_figure() -> None:
    table: list[list[Any]] = [["analista", 10], ["técnico", 6], ["auxiliar", 4]]
    for said, fixed in (("o último não é 4, é 14", [10, 6, 14]),
                        ("na verdade o técnico não é 6, é 16", [10, 16, 4]),
                        ("o segundo não tem 6 e sim 9", [10, 9, 4]),
                        ("o primeiro não são 10, são 12", [12, 6, 4])):
        out = cargo_fixed(extract(said, TODAY), table)
        assert out is not None and [c[1] for c in out] == fixed, said
    # no correction: a figure denied beside another, two figures listed
    for said in ("deu 2 e não 3?", "quais não são 2 e 3?"):
        text = normalize(said)[0]
        assert "nao" in text and " 2 " in text and "3" in text, said
    # a cargo's count corrected as it is dictated: the corrected one
    for said in ("o analista não tem 20, tem 30 vagas e o técnico tem 5", "analista: não são 20, são 30; técnico: 5"):
        assert [c.vacancies for c in extract(said, TODAY).cargos] == [30, 5], said


def test_a_row_corrected_with_not_x_but_y_redoes_the_table(bot: Any) -> None:
    _, ans = chat(bot, "quadro: fiscal 10, agente 6, auxiliar 4. reserva?", "o último não é 4, é 14")
    table = _table([10, 6, 14])
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    assert find_expected(ans.calculation, "cargos_reserved") == [c.reserved for c in table.cargos]
    assert ans.context["cargos"] == [["fiscal", 10], ["agente", 6], ["auxiliar", 14]]


# --------------------------------------------------------------------------- a day bounding a month

def test_a_day_after_its_month_bounds_the_date_and_is_no_count() -> None:
    ex = extract("publicado em junho de 2025 antes do dia 4, quantas reservadas para 15 vagas?", TODAY)
    assert ex.period is not None and (ex.period.start, ex.period.end) == (date(2025, 6, 1), date(2025, 6, 3))
    assert ex.vacancies == 15
    ex = extract("saiu em junho de 2025, depois do dia 4, com 12 vagas", TODAY)
    assert ex.period is not None and (ex.period.start, ex.period.end) == (date(2025, 6, 5), date(2025, 6, 30))
    ex = extract("edital de junho de 2025, até o dia 3, 9 vagas", TODAY)
    assert ex.period is not None and ex.period.end == date(2025, 6, 3) and ex.vacancies == 9
    ex = extract("e se o edital for de março de 2025, antes do dia 10?", TODAY)
    assert ex.period is not None and ex.period.end == date(2025, 3, 9) and ex.vacancies is None
    assert "10" not in ex.text.replace(ex.date_text or "", "")
    # the month alone stays the month
    ex = extract("edital de junho de 2025, 10 vagas", TODAY)
    assert ex.period is not None and (ex.period.start, ex.period.end) == (date(2025, 6, 1), date(2025, 6, 30))


# --------------------------------------------------------------------------- PcD asked with a quadro

def test_pcd_asked_with_a_quadro_adds_each_cargos_pcd(bot: Any) -> None:
    for said in ("quadro: analista 20, técnico 8, auxiliar 3, motorista 2. quanto reservar pra negros e pcd?",
                 "analista 20, técnico 8, auxiliar 3 e motorista 2: reserva racial e de pessoas com deficiência?"):
        (ans,) = chat(bot, said)
        table = _table([20, 8, 3, 2], pcd="5%")
        assert _intent_of(ans) == "edital", ans.headline
        assert [c["pcd"] for c in ans.calculation["cargos"]] == [c.pcd for c in table.cargos], said
        assert ans.calculation["pcd_total"] == table.pcd_total
        assert ans.table is not None and "PcD" in ans.table.columns
        assert any(a.key == "pcd" and "9.508" in a.text for a in ans.assumptions)
    # no PcD asked: no PcD column
    (ans,) = chat(bot, "quadro: analista 20, técnico 8, auxiliar 3, motorista 2. quanto reservar pra negros?")
    assert ans.table is not None and "PcD" not in ans.table.columns


# --------------------------------------------------------------------------- a verdict after the lead

def test_a_check_verdict_after_the_lead_is_lower_case() -> None:
    lead = "Com os cargos (analista: 20 vagas; técnico: 8 vagas) da pergunta anterior: "
    out = lead_into(lead, "**Não confere**: o edital informa 5, mas a soma por cargo dá 8.")
    assert ", **não confere**: o edital informa 5" in out
    out = lead_into(lead, "**Confere com a soma por cargo** (8); sobre o total de 28 vagas o percentual daria 8")
    assert ", **confere com a soma por cargo** (8)" in out
    # a law's name keeps its capital
    assert "Lei nº" in lead_into(lead, "Lei nº 15.142/2025: 8 vagas reservadas.")


def test_a_table_check_in_a_thread_reads_as_one_sentence(bot: Any) -> None:
    _, ans = chat(bot, "quadro: analista 20, técnico 8, auxiliar 3, motorista 2", "o edital reservou 5 no total, confere?")
    assert "**não confere**" in ans.headline and "**Não confere**" not in ans.headline, ans.headline


# --------------------------------------------------------------------------- one cargo, two counts

def test_a_cargos_count_corrected_or_told_twice() -> None:
    for said in ("analista 20 quer dizer 30, técnico 5", "analista 20 digo 30; técnico 5",
                 "analista com vinte vagas, ou melhor, trinta e técnico com cinco"):
        ex = extract(said, TODAY)
        assert [(c.name.lower(), c.vacancies) for c in ex.cargos] == [("analista", 30), ("técnico", 5)], said
        assert ex.cargo_told_twice is None, said
    # one count corrected keeps its noun; a date after a slash is no count corrected
    assert extract("são 12, ou melhor, 14 vagas", TODAY).vacancies == 14
    assert "10/03" in extract("edital de 10/03, digo 12/03, com 10 vagas", TODAY).text
    for said in ("analista 20, técnico 5, analista 30", "fiscal com 8 vagas, agente com 3 e fiscal com 12 vagas"):
        ex = extract(said, TODAY)
        assert ex.cargo_told_twice is not None and ex.cargo_told_twice[1:] in {(20, 30), (8, 12)}, said
    # the same count said twice is no conflict
    assert extract("analista 10, técnico 5, analista 10", TODAY).cargo_told_twice is None


def test_a_cargo_told_twice_is_asked(bot: Any) -> None:
    (ans,) = chat(bot, "quadro: perito 9, escrivão 4, perito 13. quanto reservar?")
    assert ans.route == "clarify", ans.headline
    assert "**9**" in ans.answer and "**13**" in ans.answer
    (ans,) = chat(bot, "quadro: perito 9 quer dizer 13, escrivão 4. quanto reservar?")
    table = _table([13, 4])
    assert find_expected(ans.calculation, "cargos_reserved") == [c.reserved for c in table.cargos], ans.headline


# --------------------------------------------------------------------------- the carried cargos, all of them

def test_the_carried_lead_lists_every_cargo_of_the_table(bot: Any) -> None:
    table = "quadro: fiscal 20, agente 8, auxiliar 3, motorista 2"
    _, ans = chat(bot, table, "e se o edital fosse de 2024, como ficam fiscal e agente?")
    chips = [a for a in ans.assumptions if a.key == "cargos"]
    assert len(chips) == 4 and all(a.from_context for a in chips), [(a.text, a.from_context) for a in chips]
    for name in ("fiscal: 20 vagas", "agente: 8 vagas", "auxiliar: 3 vagas", "motorista: 2 vagas"):
        assert name in ans.headline, ans.headline
    # a cargo given a new count is this message's, the others still carried
    _, ans = chat(bot, table, "e se o agente tiver 12?")
    told = {a.text: a.from_context for a in ans.assumptions if a.key == "cargos"}
    assert told.get("agente: 12 vagas") is False, told
