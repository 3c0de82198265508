"""Round 24, after holdout20 was declassified: the families its failures showed, in sentences of the team's own.
Posts sorted by specialty or area are a table's rows; a reserve asked of one's own (next, or enrolled-in) edital with
no vagas asks for them; the order of the alternance used in the career (art. 9º, § 2º) is the law, not a transfer
question; what an edital must state is the law; inside threads, a corrected table is not carried, "como ele prova"
is the procedure's law, "com a lei de 2025 valendo" is a law switch; the Union's courts and control bodies are its
direct administration; the future ("terá cota", "teria direito") asks the same as the present."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.extraction.entities import extract_entity
from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("q, counts", [
    ("o concurso tem 4 áreas: 6 vagas, 2 vagas, 2 vagas e 1 vaga, quanto vai pra reserva em cada?", [6, 2, 2, 1]),
    ("são 2 especialidades de enfermagem: 7 e 3 vagas. qual a cota de cada?", [7, 3]),
])
def test_posts_sorted_by_area_or_specialty_are_the_tables_rows(bot, q: str, counts: list[int]) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == counts


def test_a_count_of_areas_is_not_vagas() -> None:
    ex = extract("concurso com 12 vagas em 3 áreas, quantas reservadas?")
    assert ex.vacancies == 12 and 3 in ex.cargo_counts


@pytest.mark.parametrize("q", [
    "Solicito orientação sobre a reserva de vagas do nosso próximo edital de seleção.",
    "me inscrevi num concurso do governo federal, tem vaga pra cotista nele?",
])
def test_the_reserve_of_ones_own_edital_without_vagas_asks_for_them(bot, q: str) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "clarify" and "vagas" in ans.headline.lower()


def test_the_alternance_order_in_the_career_is_the_law(bot) -> None:
    ans = bot.ask("a classificação da alternância conta na remoção durante a vida funcional do servidor?", [])
    assert ans.route == "retrieval"
    assert ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 9º, § 2º")


def test_a_transfer_alone_stays_out_of_scope(bot) -> None:
    assert bot.ask("como funciona a remoção a pedido do servidor?", []).route == "out_of_scope"


def test_what_an_edital_must_state_is_the_law(bot) -> None:
    ans = bot.ask("Quando o concurso ainda é regido pela Lei 12.990/2014, o edital precisa discriminar a quantidade reservada "
                   "para cada cargo?", [])
    assert ans.route == "retrieval"


def test_a_corrected_table_is_not_carried(bot) -> None:
    a1, a2 = chat(bot, "edital com 3 cargos: 8, 5 e 3 vagas. quanto reserva cada um?",
                  "errei, o segundo cargo tem 15 vagas")
    assert a2.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in a2.calculation["cargos"]] == [8, 15, 3]
    assert carried_keys_of(a2) == []


def test_an_unchanged_table_under_another_date_is_still_carried(bot) -> None:
    _, a2 = chat(bot, "edital com 3 cargos: 8, 5 e 3 vagas. quanto reserva cada um?", "e se o edital fosse de 2022?")
    assert "cargos" in carried_keys_of(a2)


def test_how_a_relative_proves_the_group_is_the_law(bot) -> None:
    _, a2 = chat(bot, "meu tio é indígena, ele pode concorrer na cota do concurso do ibge?",
                 "e como ele prova que é indígena?")
    assert a2.route == "retrieval"


def test_the_law_of_2025_in_force_is_a_law_switch(bot) -> None:
    _, a2 = chat(bot, "edital de 10/03/2025 com 16 vagas, quantas reservadas?",
                 "e se o edital ja tivesse saido com a lei de 2025 valendo?")
    expect = calculator.reserve({"vacancies": 16, "edital_date": date(2025, 7, 1)})
    assert a2.calculation["operation"] == "reserve" and a2.calculation["reserved"] == expect.reserved
    assert a2.calculation["regime"] == "lei-15142-2025"


@pytest.mark.parametrize("q", ["concurso do TRF da 3ª região", "seleção do Senado Federal", "edital do MPF",
                               "concurso do TCU"])
def test_the_unions_courts_and_control_bodies_are_its_direct_administration(q: str) -> None:
    assert extract_entity(q.lower().replace("ç", "c").replace("ã", "a").replace("ª", "a"))[0] == "direta"


def test_the_number_three_is_no_electoral_court() -> None:
    assert extract_entity("sao tres vagas no concurso")[0] is None


def test_a_body_carried_after_a_federal_court(bot) -> None:
    _, a2 = chat(bot, "sou preta, posso concorrer na cota do concurso do STJ?", "e minha amiga que é branca?")
    assert a2.calculation["eligible"] is False and {"entity", "process"} <= set(carried_keys_of(a2))


@pytest.mark.parametrize("q", ["o próximo concurso da Anvisa terá cota?", "o concurso dos Correios vai ter cota?"])
def test_the_future_asks_as_the_present(bot, q: str) -> None:
    ans = bot.ask(q, [])
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


@pytest.mark.parametrize("q", ["minha irmã teria direito à reserva?", "ele teria direito a cota?",
                               "teria direito à cota sendo indígena?"])
def test_teria_direito_is_someones_claim(bot, q: str) -> None:
    assert bot.ask(q, []).route == "clarify"


# ---------------------------------------------------------------- found by the page review (pg24), round 24

def test_the_order_of_one_cargo_named_after_a_table(bot) -> None:
    ans = bot.ask("engenheiro 12, arquiteto 5, geólogo 2: e a ordem de nomeação do arquiteto?", [])
    expect = calculator.order({"vacancies": 5})
    assert ans.calculation["operation"] == "order" and ans.calculation["quota_positions"] == expect.quota_positions


def test_a_table_with_the_order_of_no_one_cargo_stays_the_table(bot) -> None:
    ans = bot.ask("engenheiro 12, arquiteto 5: quantas reservadas e qual a ordem?", [])
    assert ans.calculation["operation"] == "edital"


def test_a_carried_count_is_said_once(bot) -> None:
    _, a2 = chat(bot, "concurso com 14 vagas, quantas são reservadas?", "e a ordem de nomeação?")
    assert a2.headline.count("14 vagas") == 1
