"""Round 33 (lead): an edital still to be published, said as "ainda não saiu", and the reserve asked of one being drafted.

- "o edital ainda não saiu, qual lei se aplica?" is one edital's case (not the law's reach in general): its regime,
  whose headline names no publication date (neither today's nor a stand-in);
- "qual o quantitativo de vagas reservadas para o edital em elaboração?" asks the reserve's count, its vagas missing
  (the HR word for the number of vagas reserved), not the law text.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 5)


def test_an_edital_not_out_yet_is_answered_under_the_law_in_force_without_a_date() -> None:
    bot = rules_bot(TODAY)
    for q in ("o edital ainda não saiu, qual lei se aplica?", "qual lei vai reger o edital que vamos publicar?"):
        (a,) = chat(bot, q)
        assert a.route == "calculator" and a.calculation["regime"] == "lei-15142-2025", q
        assert a.headline.startswith("Um edital ainda a publicar é regido pela **Lei nº 15.142/2025**"), q
        assert "05/12/2026" not in a.headline and "publicado em" not in a.headline, q
    # a dated edital keeps its date in the headline
    (dated,) = chat(bot, "edital de 10/08/2025, qual lei se aplica?")
    assert "publicado em 10/08/2025" in dated.headline


def test_the_reserve_asked_of_an_edital_being_drafted_asks_its_vagas() -> None:
    for q in ("Prezados, qual o quantitativo de vagas reservadas a pretos e pardos para o edital em elaboração? "
              "O número de vagas ainda será definido pela área demandante.",
              "qual a quantidade de vagas reservadas para o edital em elaboração?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "reserve", "vacancies"), q
    # with the vagas it is the count; about the rule, the law text
    p = plan("qual o número de vagas reservadas num concurso de 20 vagas?", None, TODAY)
    assert p.route == "calculator" and p.params["vacancies"] == 20
    assert plan("o que a lei diz sobre o número de vagas reservadas?", None, TODAY).route == "retrieval"
