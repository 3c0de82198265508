"""Issue 10, round 10: voices the rules read short — chat shorthand, counts glued to their nouns, portal
tickets with a header, and stories whose dates are scattered. Phrasings are our own."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract, normalize
from assistant.extraction.envelope import strip_envelope
from calculator import OrderInput, ReserveInput
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)


@pytest.mark.parametrize("q, vacancies, pcd, pcd_pct", [
    ("edital c 14vagas qts reservadas?", 14, None, None),
    ("sao 30vagas e 3pcd, qtas ficam p/ cota", 30, 3, None),
    ("24 vagas com 10%pcd qtas pra cotistas", 24, None, "10%"),
])
def test_glued_counts_are_read(q: str, vacancies: int, pcd: int | None, pcd_pct: str | None) -> None:
    ex = extract(q, TODAY)
    assert (ex.vacancies, ex.pcd, ex.pcd_percentage) == (vacancies, pcd, pcd_pct)


def test_glued_ordinal_is_a_rank_and_short_units_stay() -> None:
    assert extract("FIQUEI EM 6ºLUGAR NA LISTA DOS COTISTAS, EDITAL COM 18 VAGAS", TODAY).reserve_rank == 6
    text, _ = normalize("prova as 9h, 2o lugar, 4outras vagas")
    assert "9h" in text and "2o lugar" in text and "4 outras" in text


@pytest.mark.parametrize("short, full", [
    ("pq o percentual n eh o mesmo?", "por que o percentual nao e o mesmo?"),
    ("qdo vc diz reserva, vale tb pra estatal?", "quando voce diz reserva, vale tambem pra estatal?"),
    ("q lei vale hj", "que lei vale hoje"),
])
def test_chat_shorthand_is_expanded(short: str, full: str) -> None:
    assert normalize(short)[0] == full


def test_one_letter_shorthand_leaves_numbering_alone() -> None:
    assert normalize("edital n. 7, 12 vagas")[0].startswith("edital n. 7")


@pytest.mark.parametrize("ticket, body", [
    ("Manifestação nº 77/2026 – Assunto: reserva – Texto: o certame tem 9 vagas, quantas são de cota?",
     "o certame tem 9 vagas, quantas são de cota?"),
    ("Protocolo 2026.03.1187 | Tipo: denúncia | Descrição: a banca não fez a heteroidentificação",
     "a banca não fez a heteroidentificação"),
])
def test_ticket_header_is_not_the_question(ticket: str, body: str) -> None:
    assert strip_envelope(ticket) == body


def test_ticket_header_numbers_do_not_become_dates_or_vagas(bot: Assistant) -> None:
    ans = bot.ask("Chamado 2026/918 – Assunto: cotas – Mensagem: o edital foi publicado em 14/02/2025 e tem "
                  "25 vagas, quantas são reservadas?")
    expected = calculator.reserve(ReserveInput(vacancies=25, edital_date=date(2025, 2, 14)))
    assert ans.route == "calculator"
    assert ans.calculation is not None and ans.calculation["reserved"] == expected.reserved == 5


def test_the_edital_date_wins_over_an_earlier_year_in_the_story() -> None:
    ex = extract("Em 2023 fiz a prova e reprovei. Agora o edital foi publicado em 3 de março de 2025, "
                 "com 10 vagas.", TODAY)
    assert ex.date == date(2025, 3, 3)
    # Without edital words the first date still counts.
    assert extract("Em 2023 fiz a prova; em 2025 fiz outra com 10 vagas.", TODAY).period is not None


def test_story_numbers_are_not_vagas(bot: Assistant) -> None:
    ans = bot.ask("Tenho 38 anos, estudo 5 horas por dia e ganho R$ 3.200. O edital saiu em outubro de 2025 e "
                  "oferece 13 vagas. Quantas vão para cotistas?")
    expected = calculator.reserve(ReserveInput(vacancies=13, edital_date=date(2025, 10, 1)))
    assert ans.route == "calculator" and ans.calculation is not None
    assert ans.calculation["reserved"] == expected.reserved


def test_order_named_by_a_bare_count(bot: Assistant) -> None:
    ans = bot.ask("me passa a ordem pra 9vagas")
    expected = calculator.order(OrderInput(vacancies=9, edital_date=TODAY))
    assert ans.route == "calculator" and ans.calculation is not None
    assert ans.calculation["quota_positions"] == expected.quota_positions


def test_order_word_for_classification_is_not_the_nomination_order(bot: Assistant) -> None:
    ans = bot.ask("a ordem de classificação com 9 vagas é pela nota?")
    assert not (ans.route == "calculator" and ans.calculation and "quota_positions" in ans.calculation)


def test_hoje_em_dia_is_no_edital_date() -> None:
    assert extract("hoje em dia a reserva alcança empresa pública?", TODAY).date is None
    assert extract("o edital saiu hoje com 8 vagas", TODAY).date == TODAY
