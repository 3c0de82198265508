"""pg24, from the last page review: an edital's per-cargo figures are a typed table (a real table on the page, a
Markdown table in `answer`); a carried lead before a verdict reads with one colon; the chips' hint fits a mouse as
well as a touch screen; a law answer's Fundamentação comes before the regulation box."""
from __future__ import annotations

import re
from datetime import date

import pytest

import calculator
from assistant.models import AnswerTable, Assumption, TableRow
from assistant.writer import lead_into
from tests.assistant_support import chat, rules_bot
from tests.test_app_answer import app, ask, calc_answer, htmls  # noqa: F401  (app is a fixture)

TODAY = date(2026, 12, 2)
TABLE_Q = "analista 10, técnico 4, motorista 1: quantas reservadas?"


@pytest.fixture(scope="module")
def bot():
    return rules_bot(TODAY)


# ---------------------------------------------------------------- 1. the per-cargo table

def test_an_edital_answer_carries_its_per_cargo_table_from_the_calculator(bot) -> None:
    a = bot.ask(TABLE_Q, [])
    expected = calculator.edital(calculator.EditalInput(
        cargos=[{"name": "analista", "vacancies": 10}, {"name": "técnico", "vacancies": 4},
                {"name": "motorista", "vacancies": 1}], today=TODAY))
    assert a.table is not None and a.table.caption == "Reserva por cargo (Lei nº 15.142/2025)"
    assert a.table.columns == ["Cargo", "Vagas", "Reservadas", "Ampla concorrência"]
    assert [r.cells for r in a.table.rows[:-1]] == [[c.name, str(c.vacancies), str(c.reserved), str(c.open)]
                                                   for c in expected.cargos]
    total = a.table.rows[-1]
    assert total.total and total.cells == ["Total", "15", str(expected.reserved_total), str(expected.open_total)]
    # The prose headline stays; the Markdown answer has the same table, drawn from the typed field.
    assert a.headline.startswith("Vagas reservadas por cargo — analista: **3 reservadas**")
    assert "| Cargo | Vagas | Reservadas | Ampla concorrência |" in a.answer
    assert "| técnico | 4 | 1 | 3 |" in a.answer and "| **Total** | 15 | 4 | 11 |" in a.answer


def test_other_answers_have_no_table(bot) -> None:
    assert bot.ask("Quantas vagas são reservadas num concurso com 10 vagas?", []).table is None


TABLE = AnswerTable(caption="Reserva por cargo (Lei nº 15.142/2025)",
                    columns=["Cargo", "Vagas", "Reservadas", "PcD", "Ampla concorrência"],
                    rows=[TableRow(cells=["analista <sênior>", "10", "3", "1", "6"]),
                          TableRow(cells=["Total", "10", "3", "1", "6"], total=True)])


def test_the_page_draws_the_table_with_a_caption_and_header_cells(app) -> None:  # noqa: F811
    at, _ = app(calc_answer(table=TABLE))
    reply = ask(at, TABLE_Q).chat_message[-1]
    table = next(h for h in htmls(reply) if "<table" in h)
    assert "<caption>Reserva por cargo (Lei nº 15.142/2025)</caption>" in table
    assert re.findall(r'<th scope="col"[^>]*>([^<]*)</th>', table) == TABLE.columns
    assert '<th scope="row" role="rowheader">analista &lt;sênior&gt;</th>' in table  # escaped, a row header
    assert '<td role="cell" data-label="PcD">1</td>' in table  # labelled for the one-block-per-cargo phone layout
    assert 'class="cotas-grid cotas-grid-wide"' in table  # five columns: stacked on a phone, never scrolled
    assert 'class="cotas-total"' in table
    assert not any("| Cargo |" in m.value for m in reply.markdown)  # never a Markdown pipe table on the page


# ---------------------------------------------------------------- 2. one colon after a carried lead

def test_a_verdict_after_a_carried_lead_reads_with_one_colon(bot) -> None:
    _, a = chat(bot, "concurso com 10 vagas, fiquei em 4º lugar na lista dos cotistas, passo?", "e se fossem 25 vagas?")
    assert a.headline.startswith("Com o 4º lugar na lista da reserva da pergunta anterior, **sim**: você fica dentro")
    assert "anterior: **Sim**" not in a.headline


@pytest.mark.parametrize("headline, expected", [
    ("**Sim**: você fica dentro.", "Com as 10 vagas da pergunta anterior, **sim**: você fica dentro."),
    ("**Não** pode concorrer.", "Com as 10 vagas da pergunta anterior, **não** pode concorrer."),
    # the count the lead names is not said again (round 24)
    ("Das 10 vagas, **3 são reservadas**.", "Com as 10 vagas da pergunta anterior: **3 são reservadas**."),
    ("Com 10 vagas, os cotistas entram na 2ª.", "Com as 10 vagas da pergunta anterior: os cotistas entram na 2ª."),
    ("Das 12 vagas, **4 são reservadas**.", "Com as 10 vagas da pergunta anterior: das 12 vagas, **4 são reservadas**."),
])
def test_lead_into(headline: str, expected: str) -> None:
    assert lead_into("Com as 10 vagas da pergunta anterior: ", headline) == expected


# ---------------------------------------------------------------- 3. the chips' hint

def test_the_hint_of_removable_chips_does_not_say_touch(app) -> None:  # noqa: F811
    at, _ = app(calc_answer())
    reply = ask(at, "Com 10 vagas?").chat_message[-1]
    hint = next(c.value for c in reply.caption if c.value.startswith("Considerei"))
    assert "toque" not in hint and "clique" not in hint
    assert "selecione um dado de pergunta anterior para descartá-lo" in hint


# ---------------------------------------------------------------- 4. Fundamentação before the regulation box

def test_a_law_answer_shows_its_fundamentacao_before_the_regulation_box(app) -> None:  # noqa: F811
    at, _ = app(calc_answer(route="retrieval", headline="A reserva é de 30%.", assumptions=[], steps=[]))
    reply = ask(at, "Qual o percentual?").chat_message[-1]
    blocks = [m.value for m in reply.markdown]
    fundamentacao = blocks.index("**Fundamentação**")
    regulation = next(i for i, b in enumerate(blocks) if b.startswith("**Regulamentação"))
    # The dispositivo that answers first: the regulation box before it pushed it a phone screen down.
    assert fundamentacao < regulation
    assert any("Art. 1º Texto 1." in b for b in blocks[fundamentacao:regulation])  # its exact text too


# ---------------------------------------------------------------- found driving: one discard button per parameter

def test_the_carried_cargos_of_a_table_have_one_discard_button(app) -> None:  # noqa: F811
    """Driving pg24: after "na verdade técnico são 6" the carried cargos had a button each ("analista: 10 vagas
    (descartar)"), but the assistant forgets the cargos as one parameter: one click dropped motorista too, unsaid."""
    carried = [Assumption(key="cargos", text="analista: 10 vagas", from_context=True),
               Assumption(key="cargos", text="motorista: 1 vaga", from_context=True),
               Assumption(key="cargos", text="técnico: 6 vagas")]
    at, fake = app(calc_answer(assumptions=carried, table=TABLE), calc_answer(headline="Refeita."))
    reply = ask(at, "na verdade técnico são 6").chat_message[-1]
    labels = [b.label for b in reply.button]
    assert labels == ["analista: 10 vagas; motorista: 1 vaga (descartar)"]
    reply.button[0].click().run()
    assert fake.calls[-1] == ("na verdade técnico são 6", 0, {"cargos"})
