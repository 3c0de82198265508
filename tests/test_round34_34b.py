"""Round 34 (34b): probes in a comparing and supposing voice, by family.

- two editais dated in one message ("no do INSS de 2024 ... e no do IBGE de 2026, com 15 vagas", "um de abril e um de
  julho de 2025: quantas tem o de julho?", "qual lei vale para o do IBGE?"): the date is the one the question points at;
- an edital date shifted by a supposition ("e se o edital tivesse saído um mês antes?"): the thread's date moved, which
  may cross 04/06/2025 (Lei 15.142, art. 11), never a refusal;
- "voltando ao primeiro edital, e se fossem 8?": the thread's first calculation, not the latest edital compared;
- an edital still to be published with the two laws offered ("será publicado no mês que vem: 12.990 ou 15.142?"): the
  new law, not a date asked;
- "a primeira nomeação de cotista é a de número quanto?": a place of the order, not the count;
- a person in several reserves: "sou PcD e cotista" opts for the racial reserve too (carried to "e se eu fosse o 15º?");
  "sou branca e tenho deficiência, posso entrar também na cota racial?" is the eligibility's "Não", never "quem tem
  direito às duas pode concorrer às duas".
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)
NEW, OLD = "lei-15142-2025", "lei-12990-2014"


def _when(q: str) -> str | None:
    ex = extract(q, TODAY)
    return ex.date.isoformat() if ex.date else ex.period.start.isoformat() if ex.period else None


def test_two_dated_editais_the_question_points_at_one() -> None:
    cases = {
        "No do INSS de 2024 eram 20%; e no do IBGE de 2026, com 15 vagas, quantas ficam reservadas?": "2026-01-01",
        "Comparando um edital de abril de 2025 e um de julho de 2025, ambos com 10 vagas: quantas vagas de cota tem o "
        "de julho?": "2025-07-01",
        "O edital do INSS saiu em março de 2025 e o do IBGE em agosto de 2025; qual lei vale para o do IBGE?": "2025-08-01",
        "O edital do INSS saiu em março de 2025 e o do IBGE em agosto de 2025; qual lei vale para o do INSS?": "2025-03-01",
    }
    for q, want in cases.items():
        assert _when(q) == want, q
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "No do INSS de 2024 eram 20%; e no do IBGE de 2026, com 15 vagas, quantas ficam reservadas "
                       "para pretos, pardos, indígenas e quilombolas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert (ans.calculation["reserved"], ans.calculation["regime"]) == (5, NEW)
    (reg,) = chat(bot, "O edital do INSS saiu em março de 2025 e o do IBGE em agosto de 2025; qual lei de cotas vale "
                       "para o do IBGE?")
    assert (reg.calculation["operation"], reg.calculation["regime"]) == ("regime", NEW)


def test_neighbours_of_two_dates_keep_their_reading() -> None:
    # the date the sentence ties to the edital, an earlier one of the story not
    assert _when("Em 2024 eu tentei o concurso, o edital saiu em 5 de julho de 2025 com 10 vagas, quantas cotas?") \
        == "2025-07-05"
    assert _when("edital de 10/03/2025, retificação publicada em 15/08/2025, 10 vagas") == "2025-03-10"
    assert _when("o edital saiu em maio de 2025 e eu me inscrevi em junho de 2025, quantas cotas com 10 vagas?") \
        == "2025-05-01"


def test_a_supposed_shift_of_the_edital_date() -> None:
    bot = rules_bot(TODAY)
    first, shifted, fewer = chat(bot, "Edital publicado em 15/06/2025 com 4 vagas: quantas reservadas?",
                                 "e se o edital tivesse saído um mês antes?", "e se fossem 2 vagas?")
    assert (first.calculation["reserved"], first.calculation["regime"]) == (1, NEW)
    assert shifted.route == "calculator" and shifted.calculation["operation"] == "reserve"
    assert (shifted.calculation["reserved"], shifted.calculation["regime"]) == (1, OLD)  # 15/05/2025: art. 11
    assert carried_keys_of(shifted) == ["vacancies"]
    assert (fewer.calculation["reserved"], fewer.calculation["regime"]) == (0, OLD)  # below 3 vagas
    _, back, later = chat(bot, "Edital de 20/08/2025 com 10 vagas, quantas reservadas?", "e se tivesse saído 3 meses antes?",
                          "e se fosse publicado duas semanas depois?")
    assert (back.calculation["reserved"], back.calculation["regime"], back.calculation["vacancies"]) == (2, OLD, 10)
    assert (later.calculation["reserved"], later.calculation["regime"]) == (2, OLD)  # 03/06/2025, still the old law
    _, law = chat(bot, "Edital de 10/07/2025 com 10 vagas, quantas reservadas?", "e se o edital tivesse saído um mês antes?")
    assert (law.calculation["reserved"], law.calculation["regime"]) == (3, NEW)  # 10/06/2025


def test_neighbours_of_the_shift_keep_their_reading() -> None:
    bot = rules_bot(TODAY)
    _, more = chat(bot, "Edital publicado em 15/06/2025 com 4 vagas: quantas reservadas?", "e se fossem 2 vagas?")
    assert (more.calculation["reserved"], more.calculation["regime"]) == (1, NEW)
    # a shift with no dated edital in the thread is no date
    p = plan("e se o edital tivesse saído um mês antes?", {"intent": "reserve", "vacancies": 10}, TODAY)
    assert "edital_date" not in p.params


def test_back_to_the_first_edital() -> None:
    bot = rules_bot(TODAY)
    _, second, back = chat(bot, "No do INSS de 2024 eram 20 vagas; quantas eram para negros?",
                           "e no do IBGE de 2026, também com 20 vagas?", "voltando ao primeiro edital, e se fossem 8?")
    assert (second.calculation["reserved"], second.calculation["regime"]) == (6, NEW)
    assert (back.calculation["reserved"], back.calculation["regime"], back.calculation["vacancies"]) == (2, OLD, 8)
    assert carried_keys_of(back) == ["edital_date"]
    # "o primeiro colocado" is a place, not the first edital
    _, place = chat(bot, "Sou cotista, concurso de 10 vagas, fiquei em 2º na lista de cotas; sou nomeado?",
                    "e se eu fosse o primeiro colocado da lista de cotas?")
    assert place.calculation["operation"] == "position"


def test_pending_edital_with_the_two_laws_offered() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "Nosso edital será publicado no mês que vem: vale a Lei 12.990 ou a 15.142?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["regime"]) == ("calculator", "regime", NEW)
    (undated,) = chat(bot, "Usamos a 12.990 ou a 15.142 no nosso edital?")
    assert undated.route == "clarify"  # its date decides it: asked


def test_the_number_of_the_first_quota_nomination() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "Temos 6 vagas; a primeira nomeação de cotista é a de número quanto?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    assert ans.calculation["quota_positions"] == [2, 5]
    (count,) = chat(bot, "Com 10 vagas, o número de cotistas é quanto?")
    assert (count.calculation["operation"], count.calculation["reserved"]) == ("reserve", 3)


def test_a_person_in_several_reserves() -> None:
    assert extract("Sou PcD e cotista; o edital tem 20 vagas", TODAY).optant
    assert extract("sou parda, pcd e também cotista", TODAY).optant
    assert not extract("não sou pcd e cotista", TODAY).optant
    bot = rules_bot(TODAY)
    _, other = chat(bot, "Sou PcD e cotista; o edital tem 20 vagas, 1 para PcD, e fiquei 5º na ampla. Passo?",
                    "e se eu fosse o 15º?")
    assert (other.calculation["operation"], other.calculation["status"]) == ("position", "inside")
    (white,) = chat(bot, "Sou branca e tenho deficiência; além da vaga PcD posso entrar também na cota racial do concurso?")
    assert (white.route, white.calculation["operation"], white.calculation["eligible"]) == ("calculator", "eligibility",
                                                                                           False)
    # a person of the racial reserve's groups in both: the law text on both reserves, as before
    (both,) = chat(bot, "Sou parda e PcD, posso concorrer nas duas reservas?")
    assert both.route == "retrieval"
