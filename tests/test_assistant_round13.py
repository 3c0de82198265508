"""Round 13 (issue 10): one's own case with every fact given, in the forms people type, reaches the right
operation with the right figures; a question missing the one fact it needs is asked for it.

Forms read here: a month with a two-digit year ("abril/25"), a month beside a year said relative to today ("ano
passado, em agosto", "em fevereiro deste ano", "outubro passado", "mês passado", "semana passada"), counts in
dozens, an ordinal word after the place named ("minha classificação foi a oitava"), an ordinal of the reserve
list after "dos/das" ("a 5ª das cotistas"), and edital lines whose fields are labelled ("Cargo: X – Vagas: N").
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.extraction.dates import extract_date

from .assistant_support import rules_bot

TODAY = date(2026, 12, 3)


@pytest.fixture(scope="module")
def bot():
    return rules_bot(TODAY)


@pytest.mark.parametrize("text, start, end", [
    ("o edital e de abril/25", date(2025, 4, 1), date(2025, 4, 30)),
    ("publicaram em setembro/24", date(2024, 9, 1), date(2024, 9, 30)),
    ("o edital saiu ano passado, la em agosto", date(2025, 8, 1), date(2025, 8, 31)),
    ("foi publicado em abril do ano passado", date(2025, 4, 1), date(2025, 4, 30)),
    ("saiu em fevereiro deste ano", date(2026, 2, 1), date(2026, 2, 28)),
    # "outubro passado" in December is this year's October; "dezembro passado" in December is last year's.
    ("o edital saiu em outubro passado", date(2026, 10, 1), date(2026, 10, 31)),
    ("o edital saiu em dezembro passado", date(2025, 12, 1), date(2025, 12, 31)),
    ("o edital saiu no mes passado", date(2026, 11, 1), date(2026, 11, 30)),
    ("o edital foi lancado semana passada", date(2026, 11, 23), date(2026, 11, 29)),
])
def test_relative_and_short_month_dates_are_read_as_that_month(text: str, start: date, end: date) -> None:
    d = extract_date(text, TODAY)
    assert d.period is not None and (d.period.start, d.period.end) == (start, end)


def test_last_month_in_january_is_last_years_december() -> None:
    d = extract_date("o edital saiu mes passado", date(2027, 1, 15))
    assert d.period is not None and (d.period.start, d.period.end) == (date(2026, 12, 1), date(2026, 12, 31))


def test_last_year_alone_is_still_the_whole_year() -> None:
    d = extract_date("o edital saiu ano passado", TODAY)
    assert d.period is not None and (d.period.start, d.period.end) == (date(2025, 1, 1), date(2025, 12, 31))


@pytest.mark.parametrize("question, vacancies", [
    ("o cargo tem meia dúzia de vagas, quantas reservadas?", 6),
    ("abriram duas dúzias de vagas, quantas são de cota?", 24),
])
def test_counts_in_dozens(question: str, vacancies: int) -> None:
    assert extract(question).vacancies == vacancies


def test_an_ordinal_word_after_the_place_named_is_the_rank() -> None:
    ex = extract("minha classificação foi a oitava, são 30 vagas")
    assert ex.rank == 8 and ex.vacancies == 30


def test_an_ordinal_of_the_reserve_list_after_dos_das() -> None:
    ex = extract("fiquei em 52º na geral e sou a 5ª das cotistas, edital de 35 vagas")
    assert (ex.general_rank, ex.reserve_rank, ex.vacancies) == (52, 5, 35)
    # Without the ordinal mark, "2 dos cotistas" counts people, not a place.
    counted = extract("2 dos cotistas à minha frente entraram na ampla")
    assert counted.reserve_rank is None and counted.optants_in_open == 2


def test_labelled_edital_lines_are_a_table_of_cargos(bot) -> None:
    ans = bot.ask("Cargo: Contador – Vagas: 9; Cargo: Motorista – Vagas: 2. Quanto fica a reserva de cada um?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    want = calculator.edital(calculator.EditalInput(cargos=[{"name": "Contador", "vacancies": 9},
                                                            {"name": "Motorista", "vacancies": 2}], today=TODAY))
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [c.reserved for c in want.cargos]


@pytest.mark.parametrize("question, vacancies, start", [
    ("edital de abril/25, 14 vagas: quantas ficam para negros?", 14, "2025-04-01"),
    ("o edital saiu ano passado em outubro e tem 14 vagas, quantas são de cota?", 14, "2025-10-01"),
])
def test_reserve_uses_the_law_of_the_month_read(bot, question: str, vacancies: int, start: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    want = calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=start, today=TODAY))
    assert ans.calculation["reserved"] == want.reserved and ans.calculation["regime"] == want.regime


def test_position_with_an_ordinal_word_and_the_reserve_rank(bot) -> None:
    ans = bot.ask("concorri como cotista, sou o 7º dos cotistas e 50º na geral; o concurso tem 30 vagas. entro?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    want = calculator.position(calculator.PositionInput(general_rank=50, reserve_rank=7, vacancies=30, today=TODAY))
    assert ans.calculation["status"] == want.status


@pytest.mark.parametrize("question", [
    "no nosso edital a cota PcD é de 10%, quantas vagas vão para PcD?",
    "o edital tem 3 vagas PcD, quantas vão para cotistas?",
])
def test_a_pcd_figure_without_the_vagas_asks_for_them(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "clarify" and ans.context.get("pending") == "vacancies", ans.headline


def test_an_editals_split_by_list_is_not_a_table_of_cargos() -> None:
    # "AC" (ampla concorrência), "PPP"/"PPIQ" (the racial reserve) and "PcD" name lists of one cargo's vagas.
    ex = extract("Vagas do cargo: AC: 12 | PPIQ: 5 | PcD: 1 — são 18 vagas; confere a reserva?")
    assert ex.cargos == [] and ex.vacancies == 18 and ex.pcd == 1


def test_labelled_cargos_still_make_a_table_beside_list_names() -> None:
    ex = extract("enfermeiro: 11, farmacêutico: 3 — quanto dá pra cota em cada?")
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("enfermeiro", 11), ("farmacêutico", 3)]


@pytest.mark.parametrize("question, vacancies", [
    ("o PSS prevê a contratação de 26 profissionais, quantos pela cota racial?", 26),
    ("edital para nomeação de 9 servidores, quantas vagas reservadas?", 9),
])
def test_the_people_a_selection_takes_in_are_its_vagas(question: str, vacancies: int) -> None:
    assert extract(question).vacancies == vacancies


@pytest.mark.parametrize("text, start, end", [
    ("o edital deve sair em abril do ano que vem", date(2027, 4, 1), date(2027, 4, 30)),
    ("vamos publicar no próximo ano", date(2027, 1, 1), date(2027, 12, 31)),
])
def test_next_year_and_a_month_of_it(text: str, start: date, end: date) -> None:
    d = extract_date(extract(text).text, TODAY)
    assert d.period is not None and (d.period.start, d.period.end) == (start, end)


def test_labelled_immediate_vagas_are_the_total() -> None:
    assert extract("Vagas efetivas: 17 + cadastro de reserva. Quantas cotas?").vacancies == 17


def test_last_year_then_de_and_the_month() -> None:
    d = extract_date("o edital foi do ano passado, de setembro, com 12 vagas", TODAY)
    assert d.period is not None and (d.period.start, d.period.end) == (date(2025, 9, 1), date(2025, 9, 30))


@pytest.mark.parametrize("question", [
    "a reserva de PcD neste concurso é 3 vagas, e quantas vão para negros?",
    "vagas PcD do nosso edital: 1. Quantas ficam pra cota racial?",
])
def test_a_pcd_count_named_after_its_list_is_not_the_total(bot, question: str) -> None:
    ex = extract(question)
    assert ex.vacancies is None and ex.vacancy_counts == [] and ex.pcd is not None
    ans = bot.ask(question)
    assert ans.route == "clarify" and ans.context.get("pending") == "vacancies", ans.headline


def test_a_pcd_count_beside_the_total_keeps_the_total() -> None:
    ex = extract("edital de 18 vagas, PcD: 2 vagas")
    assert (ex.vacancies, ex.vacancy_counts, ex.pcd) == (18, [18], 2)


def test_optant_with_vagas_but_no_place_is_asked_the_place(bot) -> None:
    ans = bot.ask("me inscrevi pelas cotas, o edital tem 40 vagas: tô dentro?")
    assert ans.route == "clarify" and ans.context.get("pending") == "rank", ans.headline


@pytest.mark.parametrize("question", [
    "qual a lei que vale pro meu concurso de 22 vagas?",
    "temos 9 vagas no nosso edital, que lei se aplica?",
])
def test_which_law_with_vagas_but_no_date_asks_the_date(bot, question: str) -> None:
    ans = bot.ask(question)
    assert ans.route == "clarify" and ans.context.get("pending") == "edital_date", ans.headline


def test_which_law_with_vagas_and_a_date_still_counts_the_reserve(bot) -> None:
    ans = bot.ask("nosso edital de 22 vagas saiu em abril de 2025, que lei se aplica?")
    want = calculator.reserve(calculator.ReserveInput(vacancies=22, edital_date="2025-04-01", today=TODAY))
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == want.reserved and ans.calculation["regime"] == want.regime
