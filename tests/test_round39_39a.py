"""Round 39 (39a): two concursos in one chat, each named by its body, keep their own figures (`assistant.bodies`).

- "voltando ao do INSS, qual a ordem?" after the Receita's count: the INSS's vagas and date, not the latest turn's;
- "e no do Itamaraty? quantas reservadas?" with no figure of its own: asked for, never the Banco Central's 20 vagas;
- "na Receita" names the Receita Federal (a body of the direct administration).
Neighbours: one body all along, a body supposed ("e se fosse no ICMBio?") and a thread that names no body.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.bodies import body_named
from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
INSS = "oi! no do INSS são 40 vagas, edital de 2024. quantas vão pra cota?"
RECEITA = "e no da Receita, que saiu mês passado, 12 vagas?"


def _order(vacancies: int, edital_date: str) -> calculator.OrderResult:
    return calculator.order({"vacancies": vacancies, "edital_date": edital_date, "today": TODAY})


def test_back_to_a_named_body_takes_its_own_figures() -> None:
    bot = rules_bot(TODAY)
    inss, receita, back = chat(bot, INSS, RECEITA, "valeu! voltando ao do INSS, qual a ordem de nomeação dos cotistas?")
    assert (inss.calculation["reserved"], receita.calculation["reserved"]) == (8, 4)
    want = _order(40, "2024-06-01")
    assert (back.route, back.calculation["operation"]) == ("calculator", "order")
    assert back.calculation["reserved"] == want.reserved and back.calculation["quota_positions"] == want.quota_positions
    assert carried_keys_of(back) == ["edital_date", "vacancies"]
    # and back again to the Receita, with a PcD vaga: its 12 vagas of November 2026 (a count, as it was), not the 40
    *_, again = chat(bot, INSS, RECEITA, "voltando ao do INSS, qual a ordem?", "e na Receita com uma vaga pcd?")
    assert (again.route, again.calculation["operation"]) == ("calculator", "reserve")
    assert (again.calculation["vacancies"], again.calculation["reserved"], again.calculation["pcd"]) == (12, 4, 1)


def test_a_place_in_the_earlier_body_uses_its_vagas_not_the_latest() -> None:
    bc = "no concurso do Banco Central são 20 vagas, edital de novembro de 2026. quantas cotas?"
    _, asked, told = chat(rules_bot(TODAY), bc, "e no do Itamaraty? quantas reservadas?",
                              "são 30 no Itamaraty, edital de 2024")
    assert asked.route == "clarify" and carried_keys_of(asked) == []  # a body with no figure yet: its vagas asked
    assert (told.route, told.calculation["reserved"]) == ("calculator", 6)
    *_, mine = chat(rules_bot(TODAY), bc, "são 30 no Itamaraty, edital de 2024",
                    "voltando ao do Banco Central, fiquei em 13º geral, 2º nas cotas")
    want = calculator.position({"general_rank": 13, "reserve_rank": 2, "vacancies": 20, "edital_date": "2026-11-01",
                                "today": TODAY})
    assert (mine.route, mine.calculation["operation"]) == ("calculator", "position")
    assert (mine.calculation["status"], mine.calculation["appointment"]) == (want.status, want.appointment)
    assert mine.calculation["reserved"] == 6 and carried_keys_of(mine) == ["edital_date", "vacancies"]


def test_a_named_body_with_no_figures_starts_from_none_of_the_others() -> None:
    *_, senado = chat(rules_bot(TODAY), "no da Polícia Federal são 60 vagas, edital de janeiro de 2025. quantas de cota?",
                      "e no da Receita, 25 vagas, edital novo?", "e no concurso do Senado, como fica a ordem dos cotistas?")
    assert senado.route == "clarify" and carried_keys_of(senado) == []


def test_receita_named_short_is_the_receita_federal() -> None:
    assert extract("e no da Receita, 12 vagas?", TODAY).entity == "direta"
    assert body_named("voltando à PF") == body_named("no da Polícia Federal") == "policia federal"
    assert body_named("na Receita") == body_named("na Receita Federal") == "receita"
    # neighbours: a kind of body is no body; revenue is no Receita
    assert body_named("é fundação pública") is None and body_named("sou de uma autarquia") is None
    assert extract("a receita da empresa caiu", TODAY).entity is None


def test_neighbours_one_body_a_supposed_body_and_no_body_keep_the_thread() -> None:
    bot = rules_bot(TODAY)
    _, again = chat(bot, INSS, "e no INSS, qual a ordem?")  # the same body named again: its figures
    assert again.calculation["reserved"] == 8 and carried_keys_of(again) == ["edital_date", "vacancies"]
    _, supposed = chat(bot, INSS, "e se fosse no ICMBio?")  # a body supposed: the same figures
    assert supposed.route == "calculator" and supposed.calculation["vacancies"] == 40
    _, other = chat(bot, INSS, "e no concurso do ICMBio com 20 vagas?")  # Round 34 (34c): its own vagas, no date carried
    assert other.calculation["reserved"] == 6 and "edital_date" not in carried_keys_of(other)
    _, plain = chat(bot, "tenho 40 vagas num edital de 2024, quantas de cota?", "e a ordem?")
    assert plain.calculation["reserved"] == 8 and carried_keys_of(plain) == ["edital_date", "vacancies"]
