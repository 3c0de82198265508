"""Round 43 (43d): HR staff and candidates with two editais or cargos in one chat (probe voice 43d).

- two editais each dated in one message, told with "de" and a copula ("o de analista é de 2024 e o de técnico de
  2026", "meu edital do INSS é de janeiro de 2025 e o do IBGE de julho de 2025"), the question pointing at one ("pro
  do INSS", "o de técnico"): that edital's date, never the last one written;
- a PcD count supposed for an earlier edital after a law answer, with no vagas in the latest case ("se o de analista
  tivesse 2 vagas PcD, como fica?"): answered, never a crash.
Neighbours: two editais pointed at by body or month (Round 34), one edital "de analista de 2024" with its vagas.
"""
from __future__ import annotations

from datetime import date

import calculator
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
OLD, NEW = "lei-12990-2014", "lei-15142-2025"


def test_the_edital_pointed_at_among_two_labelled_with_de_and_a_copula() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "Meu edital do INSS é de janeiro de 2025 e o do IBGE de julho de 2025. Qual lei vale pro do INSS?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["regime"]) == ("calculator", "regime", OLD)
    (ans,) = chat(rules_bot(TODAY), "O de analista é de 2024 e o de técnico de 2026, os dois com 15 vagas. "
                                    "Quantas vagas de cota tem o de técnico?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["regime"]) == ("calculator", "reserve", NEW)
    assert ans.calculation["reserved"] == calculator.reserve({"vacancies": 15, "edital_date": "2026-01-01"}).reserved == 5
    # neighbours: pointed at by body (Round 34), the last one asked; one edital of a cargo with its year
    (ans,) = chat(rules_bot(TODAY), "O do INSS saiu em março de 2025 e o do IBGE em agosto de 2025; qual lei vale para o do IBGE?")
    assert (ans.calculation["operation"], ans.calculation["regime"]) == ("regime", NEW)
    (ans,) = chat(rules_bot(TODAY), "Meu edital do INSS é de janeiro de 2025 e o do IBGE de julho de 2025. Qual lei vale pro do IBGE?")
    assert (ans.calculation["operation"], ans.calculation["regime"]) == ("regime", NEW)
    (ans,) = chat(rules_bot(TODAY), "Edital de analista de 2024 com 10 vagas, quantas de cota?")
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == (OLD, 2)


def test_a_pcd_count_supposed_after_a_law_answer_is_answered() -> None:
    from assistant.core import get_assistant  # the law answer between needs the retriever

    bot = get_assistant()
    *_, ans = chat(bot, "O de analista é de 2024 e tem 18 vagas; o de técnico é de 2026 e tem 18 vagas também. "
                        "Quantas de cota no de analista?",
                   "E no de técnico?", "Por que a diferença? O que a lei nova mudou no percentual?",
                   "Se o de analista tivesse 2 vagas PcD, como fica?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert (ans.calculation["vacancies"], ans.calculation["reserved"], ans.calculation["pcd"]) == (18, 4, 2)
    # neighbour: the PcD count told beside the vagas is the edital handed over (Round 34, 34g)
    (ans,) = chat(rules_bot(TODAY), "Edital com 20 vagas, sendo 2 PcD")
    assert (ans.calculation["operation"], ans.calculation["reserved"], ans.calculation["pcd"]) == ("reserve", 6, 2)
