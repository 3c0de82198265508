"""Issue 10 §1: every number used with its meaning or questioned; context only for follow-ups."""
from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.models import Answer, Turn
from assistant.plan import OrderPlan, ReservePlan
from assistant.router import plan
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY)


def chat(bot: Assistant, *questions: str, forget: tuple[str, ...] = ()) -> list[Answer]:
    history: list[Turn] = []
    out = []
    for q in questions:
        ans = bot.ask(q, history, forget=forget)
        out.append(ans)
        history += [Turn(role="user", content=q), Turn(role="assistant", content=ans.answer, answer=ans)]
    return out


# ------------------------------------------------------------------ extraction

@pytest.mark.parametrize("text, pairs", [
    ("Temos 3 cargos: analista com 10 vagas, técnico com 4 vagas e motorista com 1 vaga.",
     [("analista", 10), ("técnico", 4), ("motorista", 1)]),
    ("analista: 10; técnico: 4", [("analista", 10), ("técnico", 4)]),
    ("10 vagas para Analista e 4 para Técnico Judiciário", [("Analista", 10), ("Técnico Judiciário", 4)]),
])
def test_cargo_pairs_are_a_table_not_a_total(text, pairs):
    ex = extract(text, TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == pairs
    assert ex.vacancies is None


@pytest.mark.parametrize("text", ["Concurso com 10 vagas: quantas são reservadas?", "tenho 10 vagas e 2 para PcD"])
def test_single_count_is_not_a_table(text):
    ex = extract(text, TODAY)
    assert ex.cargos == [] and ex.vacancies == 10


@pytest.mark.parametrize("text, count, pct", [
    ("Tenho 10 vagas e 2 para PcD, qual a ordem?", 2, None),
    ("20 vagas, 5% para pessoas com deficiência", None, "5%"),
    ("10 vagas, 2 vagas PcD", 2, None),
    ("10 vagas, PcD: 1", 1, None),
])
def test_pcd_count_or_percentage(text, count, pct):
    ex = extract(text, TODAY)
    assert (ex.pcd, ex.pcd_percentage) == (count, pct)
    assert ex.vacancies != (count or 0) or count is None


def test_negative_and_fractional_numbers_are_reported_not_read():
    ex = extract("-5 vagas, quantas reservadas?", TODAY)
    assert ex.negatives == ["-5"] and ex.vacancies is None
    ex = extract("O edital tem 4,5 vagas?", TODAY)
    assert ex.fractional == ["4,5 vagas"] and ex.vacancies is None


# ------------------------------------------------------------------ answers

def test_three_cargos_never_read_as_three_vagas(bot):
    a = bot.ask("Temos 3 cargos: analista com 10 vagas, técnico com 4 vagas e motorista com 1 vaga. "
                "Quantas reservadas em cada?")
    assert a.calculation is None or a.calculation.get("vacancies") != 3
    if a.route == "clarify":  # until calculator.edital lands
        assert "analista: 10" in a.headline and a.context.get("vacancies") is None
    a = bot.ask("Temos 3 cargos. Quantas são reservadas?")
    assert a.route == "clarify" and "3 cargos" in a.headline and a.calculation is None


@pytest.mark.parametrize("q", ["-5 vagas, quantas são reservadas?", "Concurso com −5 vagas: qual a ordem?"])
def test_negative_gets_a_clear_message(bot, q):
    a = bot.ask(q)
    assert a.route == "clarify" and a.calculation is None and "-5" in a.headline and "negativo" in a.headline


def test_two_conflicting_counts_are_questioned(bot):
    a = bot.ask("Concurso com 10 vagas e 15 vagas, quantas reservadas?")
    assert a.route == "clarify" and "10" in a.headline and "15" in a.headline


def test_pcd_reaches_order_and_both_lists_are_named(bot):
    a = bot.ask("Tenho 10 vagas e 2 para PcD, qual a ordem?")
    expected = calculator.order(calculator.OrderInput(vacancies=10, pcd=2, today=TODAY))
    assert a.route == "calculator"
    assert a.calculation["quota_positions"] == expected.quota_positions
    assert a.calculation["pcd_positions"] == expected.pcd_positions and expected.pcd_positions
    assert "PcD" in a.headline and f"{expected.pcd_positions[0]}ª" in a.headline


def test_pcd_percentage_reaches_position(bot):
    a = bot.ask("Tenho 20 vagas, 5% para pessoas com deficiência, fiquei em 7º na lista geral, estou dentro?")
    expected = calculator.position(calculator.PositionInput(vacancies=20, general_rank=7, pcd_percentage="5%",
                                                            today=TODAY))
    assert a.calculation["status"] == expected.status and a.calculation["appointment"] == expected.appointment
    assert any(x.key == "pcd" for x in a.assumptions)


def test_complete_new_question_starts_fresh(bot):
    a1, a2 = chat(bot, "Edital de janeiro de 2025 com 12 vagas, quantas reservadas?",
                  "Num concurso com 10 vagas, quantas são reservadas?")
    assert a1.calculation["regime"] == "lei-12990-2014"
    assert a2.calculation["reserved"] == 3 and not any(x.from_context for x in a2.assumptions)


def test_eligibility_question_after_pss_talks_about_race(bot):
    _, a2 = chat(bot, "PSS de uma empresa pública tem cota?", "Sou branco, posso concorrer?")
    assert a2.calculation["eligible"] is False and "branca" in a2.headline.lower()


def test_carried_parameter_is_said_first_and_marked(bot):
    _, a2 = chat(bot, "Edital de janeiro de 2025 com 12 vagas, quantas reservadas?", "e com 20 vagas?")
    assert a2.calculation["reserved"] == 4
    carried = [x for x in a2.assumptions if x.from_context]
    assert [x.key for x in carried] == ["edital_date"]
    first = a2.answer.split("\n\n")[0]
    assert "janeiro de 2025" in first.split(":")[0]


def test_forget_drops_a_carried_parameter(bot):
    _, a2 = chat(bot, "Edital de janeiro de 2025 com 12 vagas, quantas reservadas?", "e com 20 vagas?",
                 forget=("edital_date",))
    assert a2.calculation["reserved"] == 6 and not any(x.from_context for x in a2.assumptions)


def test_refers_back_keeps_the_edital(bot):
    _, a2 = chat(bot, "Edital de janeiro de 2025 com 12 vagas, quantas reservadas?",
                 "Nesse edital, quantas são reservadas se forem 20 vagas?")
    assert a2.calculation["regime"] == "lei-12990-2014"


def test_followups_chain(bot):
    answers = chat(bot, "Concurso com 10 vagas: quantas são reservadas?", "e se fossem 25?", "e pela lei antiga?")
    assert [a.calculation["reserved"] for a in answers] == [3, 8, 5]


def test_plan_is_the_calculators_own_input():
    p = plan("Com 10 vagas e 2 PcD, qual a ordem de nomeação dos cotistas?", today=TODAY)
    assert isinstance(p.calc, OrderPlan) and isinstance(p.calc.input, calculator.OrderInput)
    assert p.calc.input.vacancies == 10 and p.calc.input.pcd == 2
    p = plan("Concurso do INSS com 10 vagas: quantas são reservadas?", today=TODAY)
    assert isinstance(p.calc, ReservePlan) and p.calc.coverage is not None


def test_markdown_is_rendered_from_fields(bot):
    a = bot.ask("Concurso com 10 vagas: quantas são reservadas?")
    assert a.answer.startswith(a.headline) and all(s in a.answer for s in a.steps)
    assert a.citations and a.citations[0].urn in a.answer and a.writer == "deterministic"


def test_pcd_in_a_reserve_followup_is_acknowledged(bot):
    _, a2 = chat(bot, "Concurso com 10 vagas: quantas são reservadas?", "e com 2 PcD?")
    assert a2.calculation["reserved"] == 3 and any(x.key == "pcd" for x in a2.assumptions)
    # The PcD count is used: its own list, and the ampla concorrência is what both reserves leave.
    assert (a2.calculation["pcd"], a2.calculation["open"]) == (2, 10 - 3 - 2)
    assert "pessoas com deficiência" in a2.headline


@pytest.mark.parametrize("q", ["Quanto é o salário de um técnico do IBGE?",
                               "Qual a nota de corte do concurso do Banco Central?"])
def test_concurso_topics_outside_these_laws(bot, q):
    a = bot.ask(q)
    assert a.route == "out_of_scope" and not a.citations


def test_bare_number_is_a_followup(bot):
    answers = chat(bot, "Concurso com 10 vagas: quantas são reservadas?", "20", "e pela lei antiga?")
    assert [a.calculation["reserved"] for a in answers] == [3, 6, 4]


def test_numbers_not_used_are_named(bot):
    a = bot.ask("Concurso com 10 vagas e 4 candidatos negros, quantas reservadas?")
    assert a.calculation["reserved"] == 3 and any("não entrou no cálculo" in n for n in a.notes)
    assert "4" not in " ".join(a.notes)  # a figure from the question is never repeated (it may be a claim)
    a = bot.ask("Se o edital reserva 25% para negros com 20 vagas, está certo?")
    assert a.calculation["reserved"] == 6 and any("percentual citado" in n and "30%" in n for n in a.notes)
    # The claimed 25% is never repeated; the only 25% shown is the decree's share of pretas e pardas.
    shown = a.answer.replace("pretas e pardas 25%", "")
    for note in a.regulation:
        shown = shown.replace(note.render(), "")
    assert "25%" not in shown
    a = bot.ask("Com 15 vagas, 30% dá 4,5: quantas são reservadas?")
    assert a.calculation["reserved"] == 5 and not any("percentual citado" in n for n in a.notes)
    a = bot.ask("Fiquei em 12º na lista geral e 3º na lista da reserva num concurso com 20 vagas, estou dentro?")
    assert not any("cálculo, que segue" in n for n in a.notes)

_TEMPLATES = ["Concurso com -{n} vagas: quantas são reservadas?", "Tenho −{n} vagas, qual a ordem de nomeação dos cotistas?",
              "Com {n},5 vagas quantas são reservadas?", "Temos {n} cargos. Quantas vagas reservadas?"]


@settings(max_examples=30, deadline=None)
@given(n=st.integers(min_value=2, max_value=500), template=st.sampled_from(_TEMPLATES))
def test_impossible_numbers_are_never_answered_as_positive(n, template):
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)
    a = bot.ask(template.format(n=n))
    assert a.route == "clarify" and a.calculation is None and str(n) in a.headline


@pytest.mark.parametrize("q, field", [("Com 10 vagas e 12 para PcD, qual a ordem de nomeação dos cotistas?", "vagas PcD"),
                                      ("Fiquei em 0º lugar na lista geral num concurso com 10 vagas, estou dentro?", None)])
def test_impossible_combinations_get_a_message_naming_the_field(bot, q, field):
    a = bot.ask(q)
    assert a.calculation is None and a.route == "clarify"
    if field:
        assert field in a.headline


@pytest.mark.parametrize("q, reserved", [("Edital com 10 vagas, das quais 3 vagas são para negros. Está certo?", 3),
                                         ("Concurso com 20 vagas, sendo 6 vagas reservadas: está certo?", 6),
                                         ("Com 10 vagas, 3 vagas de cota e 7 vagas de ampla concorrência?", 3)])
def test_parts_of_the_vagas_are_not_a_second_total(bot, q, reserved):
    a = bot.ask(q)
    assert a.route == "calculator" and a.calculation["reserved"] == reserved
    assert not any("cálculo, que segue" in n for n in a.notes)


def test_bare_cargo_list_is_a_table():
    ex = extract("Vagas: analista 8, técnico 3, auxiliar 2. Quantas reservadas por cargo?", TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("analista", 8), ("técnico", 3), ("auxiliar", 2)]
    ex = extract("Fiquei em 12º na lista geral e 3º na lista da reserva num concurso com 20 vagas", TODAY)
    assert ex.cargos == []


def test_vacancies_of_a_named_concurso_are_out_of_scope(bot):
    a = bot.ask("Quantas vagas tem o concurso do INSS?")
    assert a.route == "out_of_scope" and not a.citations
