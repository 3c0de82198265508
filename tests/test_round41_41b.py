"""Round 41 (41b): HR of universities and institutos federais planning editais over time (probe voice 41b).

- a count changed by a retificação ("tinha 8 vagas e uma retificação subiu para 11", "retificação acrescentando 3 vagas,
  ficou 12") is the new count, and "ficou 12" is no place in a list;
- vagas that arose during validity after a semicolon ("com 20 vagas; na validade surgiram mais 5. Quantas no total?",
  "somando as novas") are added to the edital's count (art. 1º, § 2º);
- nominations planned in batches ("vamos nomear 4 agora e 6 no ano que vem, edital de 10 vagas", "chamar os 3 primeiros
  agora de um total de 15 vagas") are no count of vagas, and "no ano que vem" is no edital date;
- "1 vaga por área, 9 áreas" is the edital's table (one row per área), as "1 vaga em cada uma das 9 áreas" is;
- a third person's claim set against the answer ("o reitor disse que é 5, arredondando pra cima como no decreto de
  PcD", "um procurador disse que com menos de 3 vagas não há reserva") is that calculation again.
Neighbours: the new vagas asked alone, a supposed call with its cotistas asked, a count per área with no count of
áreas, a PcD question after the reserve, a claim with a new count of vagas.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


def _reserved(n: int, edital_date: str | None = None) -> int:
    return calculator.reserve({"vacancies": n, "edital_date": edital_date, "today": TODAY}).reserved


def test_a_rectified_count_is_the_new_count() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "O edital tinha 8 vagas e uma retificação subiu para 11. Refazemos a reserva sobre as 11?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["vacancies"]) == ("calculator", "reserve", 11)
    assert ans.calculation["reserved"] == _reserved(11) == 3
    ex = extract("Saiu retificação acrescentando 3 vagas, ficou 12. Refaz a reserva racial.", TODAY)
    assert (ex.vacancies, ex.rank) == (12, None)
    assert extract("o edital tinha 10 vagas e subiu para 14", TODAY).vacancies == 14
    _, again = chat(rules_bot(TODAY), "Quantas vagas reservadas num edital de 9 vagas com 1 vaga PcD?",
                    "Saiu retificação acrescentando 3 vagas, ficou 12. Refaz a reserva racial.")
    assert (again.route, again.calculation["operation"], again.calculation["vacancies"]) == ("calculator", "reserve", 12)
    assert again.calculation["reserved"] == 4


def test_neighbour_a_count_that_changed_with_a_time_word_and_a_rank() -> None:
    assert extract("tinha 10 vagas mas agora são 17", TODAY).vacancies == 17
    assert extract("fiquei em 12º lugar num concurso de 20 vagas", TODAY).rank == 12


def test_vagas_that_arose_after_a_semicolon_join_the_total() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "O edital 01/2025 foi publicado em 15/04/2025 com 20 vagas; na validade surgiram mais 5. "
                       "Quantas reservadas no total?")
    assert (ans.calculation["operation"], ans.calculation["vacancies"]) == ("reserve", 25)
    assert ans.calculation["reserved"] == _reserved(25, "2025-04-15") == 5
    assert ans.calculation["regime"] == "lei-12990-2014"
    q = "Concurso com 5 vagas; durante a validade surgiram mais 3. Quantas de cota no total agora, somando as novas?"
    assert extract(q, TODAY).vacancies == 8
    assert extract("Concurso com 5 vagas; surgiram mais 3. Quantas das novas são de cota?", TODAY).vacancies == 3


def test_neighbour_the_new_vagas_asked_alone() -> None:
    assert extract("Concurso com 5 vagas e surgiram mais 3. Quantas das novas são de cota?", TODAY).vacancies == 3
    assert extract("o edital tinha 10 e surgiram mais 7", TODAY).vacancies == 17


def test_planned_batches_are_no_count_of_vagas_nor_an_edital_date() -> None:
    bot = rules_bot(TODAY)
    first, more = chat(bot, "Vamos nomear 4 agora e 6 no ano que vem, edital de 10 vagas. Em que posições vão os cotistas?",
                       "E se fossem 12 vagas?")
    assert (first.route, first.calculation["operation"], first.calculation["vacancies"]) == ("calculator", "order", 10)
    assert first.calculation["quota_positions"] == [2, 5, 9]
    assert "edital_date" not in carried_keys_of(more)
    assert (more.calculation["operation"], more.calculation["vacancies"]) == ("order", 12)
    (lot,) = chat(rules_bot(TODAY), "Vamos chamar os 3 primeiros agora de um total de 15 vagas. Quais posições são de cota?")
    assert (lot.route, lot.calculation["operation"], lot.calculation["vacancies"]) == ("calculator", "order", 15)
    ex = extract("Edital de 2024 com 10 vagas, nomeamos 3 em 2025 e 7 em 2026. Posições de cota?", TODAY)
    assert (ex.vacancies, ex.called, ex.period.start.year) == (10, [3, 7], 2024)


def test_neighbour_a_supposed_call_and_nominations_of_vagas() -> None:
    ex = extract("se forem chamados 6, qual desses é o cotista?", TODAY)
    assert ex.vacancies == 6
    assert extract("Vamos nomear 5 vagas agora", TODAY).vacancies == 5
    assert extract("edital de 2025-08-01 com 10 vagas, vamos nomear 4 agora", TODAY).date == date(2025, 8, 1)


def test_one_vaga_per_area_is_the_editals_table() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "Concurso para professor com 1 vaga por área, 9 áreas no mesmo edital. Quantas vagas reservadas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "edital")
    assert [c.vacancies for c in extract("1 vaga por área, 9 áreas", TODAY).cargos] == [1] * 9
    assert _reserved(9) == 3 and "3" in ans.answer  # the reserve on the whole edital is shown (art. 1º, § 2º)


def test_neighbour_a_count_per_area_with_no_count_of_areas() -> None:
    ex = extract("temos 2 vagas por área no edital, quantas reservadas?", TODAY)
    assert ex.cargos == []
    assert [c.vacancies for c in extract("1 vaga em cada uma das 6 áreas", TODAY).cargos] == [1] * 6


def test_a_third_persons_claim_is_the_calculation_again() -> None:
    bot = rules_bot(TODAY)
    _, claim = chat(bot, "Edital de 2025-10-01 com 14 vagas de técnico em laboratório. Quantas reservadas?",
                    "O reitor disse que é 5, arredondando pra cima como no decreto de PcD.")
    assert (claim.route, claim.calculation["operation"], claim.calculation["reserved"]) == ("calculator", "reserve", 4)
    assert sorted(carried_keys_of(claim)) == ["edital_date", "vacancies"]
    _, minimum = chat(rules_bot(TODAY), "Temos 2 vagas só no campus avançado. Há reserva?",
                      "Um procurador disse que com menos de 3 vagas não há reserva.")
    assert (minimum.route, minimum.calculation["operation"]) == ("calculator", "reserve")
    assert (minimum.calculation["vacancies"], minimum.calculation["reserved"]) == (2, 1)


def test_neighbour_a_pcd_question_and_a_claim_with_a_new_count() -> None:
    bot = rules_bot(TODAY)
    _, pcd = chat(bot, "Edital de 2025-10-01 com 14 vagas. Quantas reservadas?", "E quantas vagas PcD?")
    assert pcd.calculation is None or pcd.calculation.get("pcd") is not None
    _, other = chat(rules_bot(TODAY), "Temos 2 vagas só no campus avançado. Há reserva?",
                    "Um procurador disse que com 10 vagas são 3.")
    assert other.calculation is None or other.calculation["vacancies"] == 10
