"""Round 35 (f37b): failure families of the declassified held-out set 37, by family.

- an edital said to be "anterior a" a month or a day ("anterior a junho de 2025", "anterior a 04/06/2025") is before
  it, as "antes de" is: wholly under Lei 12.990 when that ends before 04/06/2025 (the month itself still asks the side);
- a selection supposed with a noun of its own to be ruled by a law ("e se fosse um edital antigo, ainda regido pela
  12.990?") is that law over the thread's vagas, as "e pela lei antiga?" is;
- the next edital told in the future ("o próximo edital do INSS vai ser pela lei nova ou pela velha?") is still to be
  published: Lei 15.142 (docs/holdout-brief.md); one already out at an unknown date still asks its date;
- a body speaking of itself ("Somos uma estatal federal... Estamos obrigados a aplicar a reserva?") asks whom the law
  binds: the law's text (art. 1º, I), as "nossa estatal é obrigada a…?" is.
"""
from __future__ import annotations

from datetime import date

from assistant.core import Assistant
from assistant.extraction.dates import extract_date
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)
NEW, OLD = "lei-15142-2025", "lei-12990-2014"
NEW_ART1 = "urn:lex:br:federal:lei:2025-06-03;15142!art1"


def test_an_edital_anterior_a_a_month_is_before_it() -> None:
    bot = rules_bot(TODAY)
    for q in ("e se esse edital for anterior a junho de 2025, pela lei antiga?", "e se esse edital for anterior a junho de 2025?",
              "e se for anterior a 04/06/2025?", "e se esse edital for antes de junho de 2025?", "e se for até maio de 2025?"):
        first, then = chat(bot, "opa, o certo é 17 vagas no total, quantas de cota?", q)
        assert (first.calculation["reserved"], first.calculation["regime"]) == (5, NEW)
        assert then.route == "calculator", q
        assert (then.calculation["operation"], then.calculation["reserved"], then.calculation["regime"]) == ("reserve", 3, OLD), q
        assert "**3 são reservadas**" in then.headline and "Lei nº 12.990/2014" in then.headline, q
        assert carried_keys_of(then) == ["vacancies"], q
    assert extract_date("edital anterior a junho de 2025", TODAY).period.end == date(2025, 5, 31)  # type: ignore[union-attr]
    assert extract_date("edital anterior a 04/06/2025", TODAY).date == date(2025, 6, 3)
    assert extract_date("edital posterior a 03/06/2025", TODAY).date == date(2025, 6, 4)
    # neighbours: the month itself straddles the change and still asks the side
    _, month = chat(bot, "quantas de cota pra 17 vagas?", "e se for em junho de 2025?")
    assert month.route == "clarify" and "antes de 04/06/2025 ou a partir dessa data" in month.headline


def test_a_selection_supposed_ruled_by_a_law_is_that_law_over_the_threads_vagas() -> None:
    bot = rules_bot(TODAY)
    for q in ("e se fosse um edital antigo, ainda regido pela 12.990?", "e se fosse um concurso regido pela lei antiga?",
              "e pela lei antiga?"):
        first, then = chat(bot, "quantas reservas pra 28 vagas?", q)
        assert first.calculation["reserved"] == 8
        assert then.route == "calculator" and then.calculation["operation"] == "reserve", q
        assert (then.calculation["reserved"], then.calculation["regime"]) == (6, OLD), q
        assert then.headline.startswith("Com as 28 vagas da pergunta anterior: **6 são reservadas**"), q
        assert carried_keys_of(then) == ["vacancies"], q
    # neighbour: with no vagas in the thread, which law rules an old edital is the regime's
    p = plan("um edital antigo é regido pela 12.990?", None, TODAY)
    assert p.intent == "regime"


def test_the_next_edital_told_in_the_future_is_the_new_laws() -> None:
    bot = rules_bot(TODAY)
    for q in ("o proximo edital do inss vai ser pela lei nova ou pela velha de cotas?",
              "o próximo concurso da receita seguirá qual lei de cotas?",
              "o próximo edital do ibama vai seguir a 12.990?"):
        ans, = chat(bot, q)
        assert (ans.route, ans.calculation["operation"], ans.calculation["regime"]) == ("calculator", "regime", NEW), q
        assert "ainda a publicar" in ans.headline and "Em que data" not in ans.headline, q
    # neighbours (lo35b, f34a): an edital already out at an unknown date, or the next one named alone, asks its date
    for q in ("o edital saiu mas não sei quando. Ele seguirá a Lei 12.990 ou a 15.142?",
              "Qual lei de cotas se aplica ao nosso próximo certame?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "regime", "edital_date"), q


def test_a_body_asking_its_own_duty_gets_whom_the_law_binds() -> None:
    # The product answered eligibility's "Sim" (who may compete): the body asks its own duty, which is whom the law
    # binds, its text (art. 1º, I), as "nossa estatal é obrigada a…?" and lo34's "tem obrigação de" get.
    full = Assistant(today=lambda: TODAY)
    for q in ("Somos uma estatal federal (sociedade de economia mista). Estamos obrigados a aplicar a reserva racial da "
              "Lei 15.142 nas nossas seleções de empregados?",
              "somos uma autarquia federal, temos que seguir a lei de cotas?"):
        ans = full.ask(q)
        assert ans.route == "retrieval" and not ans.calculation, q
        assert ans.citations and ans.citations[0].urn.startswith(NEW_ART1), q
        assert "sociedades de economia mista" in ans.headline and "**Sim**" not in ans.headline, q
    bot = rules_bot(TODAY)
    # neighbour: the body with vagas of its own gets its count
    ans, = chat(bot, "Somos uma estatal federal e vamos abrir 9 vagas, como fica?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", 3)
