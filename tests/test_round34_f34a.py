"""Round 34 (f34a): failure families of the declassified holdout34, by family.

- an edital told to be still unpublished, however it is said ("o edital de abertura do nosso concurso ainda não foi
  publicado", "nem saiu ainda", "ainda não publicamos o edital", "não foi lançado"), or the next one told to have no date
  yet ("nosso próximo edital, ainda sem data"), gets the regime under the law in force, never its date asked, even when
  the two laws are offered ("15.142 ou 12.990?"); a past or unknown publication still has its date asked. In a thread,
  such an edital never takes the earlier turn's date;
- the place of the first PcD (or cotista) in the nomination list asked with "deve" is the order: its vagas are asked
  (the clarification says why), and with vagas it is the order's answer;
- a selection pointed at ("desse temporário", "nesse PSS") is the earlier one's: its chip shows it as carried;
- the edital pointed at as an owner ("na reserva dele") is the earlier one: its date is carried, and so into the count
  that follows.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)
PENDING_HEAD = "Um edital ainda a publicar é regido pela **Lei nº 15.142/2025**"


def test_an_edital_told_unpublished_gets_the_law_in_force_never_a_date_question() -> None:
    bot = rules_bot(TODAY)
    for q in ("O edital de abertura do nosso concurso ainda não foi publicado. Ele seguirá a Lei 15.142 ou a 12.990?",
              "O edital ainda não foi publicado. Ele seguirá a Lei 15.142 ou a 12.990?",
              "o edital ainda não saiu: usamos a 12.990 ou a 15.142?",
              "o edital do nosso concurso nem saiu ainda, qual lei de cotas vale?",
              "ainda não publicamos o edital, qual lei de cotas se aplica?",
              "o edital não foi lançado, qual lei vale?",
              "nosso próximo edital, ainda sem data, qual lei?",
              "Qual lei de cotas se aplica ao nosso próximo certame? Ainda não definimos a data de publicação.",
              "Qual lei de cotas se aplica ao nosso próximo edital, que ainda não tem data prevista de publicação?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "regime"), q
        r = calculator.regime(p.calc.input)  # type: ignore[union-attr]
        assert r.regime == "lei-15142-2025" and "ainda a publicar" in " ".join(r.explanation), q
        ans = bot.ask(q)
        assert ans.route == "calculator" and ans.calculation["regime"] == "lei-15142-2025", q
        assert ans.headline.startswith(PENDING_HEAD) and "Em que data" not in ans.headline, q
        chips = [a.text for a in ans.assumptions if a.key == "edital_date"]
        assert chips == ["edital ainda a publicar: considerei a lei em vigor hoje (Lei nº 15.142/2025)"], q


def test_a_past_or_unknown_publication_still_asks_the_date() -> None:
    for q in ("o edital saiu, mas não sei quando. qual lei?", "Qual lei de cotas se aplica ao nosso próximo certame?",
              "usamos a 12.990 ou a 15.142 no nosso concurso?", "qual lei se aplica ao meu edital?",
              "o edital saiu, mas o resultado ainda não foi publicado. qual lei vale?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "regime", "edital_date"), q
    # a date told is that date
    p = plan("o edital saiu em 10/03/2025, mas o resultado ainda não foi publicado. qual lei?", None, TODAY)
    assert p.params.get("edital_date") == "2025-03-10" and "to_be_published" not in p.params


def test_an_unpublished_edital_in_a_thread_never_takes_the_earlier_date() -> None:
    bot = rules_bot(TODAY)
    first, new = chat(bot, "cargos com 9, 6 e 3 vagas, edital de 15/02/2025, quanto de cota em cada?",
                      "agora um edital novo, que nem saiu ainda, com cargos de 4 e 4 vagas")
    assert [c["reserved"] for c in first.calculation["cargos"]] == [2, 1, 1]
    assert new.route == "calculator" and new.calculation["operation"] == "edital"
    assert [c["reserved"] for c in new.calculation["cargos"]] == [1, 1] and new.calculation["regime"] == "lei-15142-2025"
    assert "edital_date" not in carried_keys_of(new) and "15/02/2025" not in new.headline
    _, count = chat(bot, "edital de 15/02/2025 com 10 vagas, quantas reservadas?",
                    "e num edital que ainda não publicamos, com 10 vagas?")
    assert (count.calculation["reserved"], count.calculation["regime"]) == (3, "lei-15142-2025")
    assert "Edital ainda a publicar" in " ".join(count.steps) and carried_keys_of(count) == []


def test_the_place_of_the_first_pcd_asked_with_deve_is_the_order() -> None:
    bot = rules_bot(TODAY)
    q = "Em que posição da lista de nomeação deve ser chamado o primeiro candidato PcD?"
    ans = bot.ask(q)
    assert (ans.route, ans.context.get("intent"), ans.context.get("pending")) == ("clarify", "order", "vacancies")
    assert ans.headline.startswith("Quantas vagas o edital oferece") and "posições" in ans.headline
    _, order = chat(bot, q, "20 vagas")
    assert order.route == "calculator" and order.calculation["operation"] == "order"
    assert order.calculation["pcd_positions"] == [5] and order.calculation["quota_positions"] == [2, 6, 9, 12, 15, 19]
    told = bot.ask("Em que posição da lista de nomeação deve ser chamado o primeiro candidato PcD num concurso de 20 vagas?")
    assert told.route == "calculator" and told.calculation["pcd_positions"] == [5]
    p = plan("Em que posição deve ser nomeado o primeiro cotista?", None, TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "order", "vacancies")
    # the rule of the order, asked as such, is still the law's text
    for q in ("como deve ser a ordem de nomeação segundo a lei?", "a nomeação deve alternar cotistas e ampla?",
              "como funciona a ordem de nomeação?"):
        assert plan(q, None, TODAY).route == "retrieval", q


def test_a_selection_pointed_at_shows_as_carried() -> None:
    bot = rules_bot(TODAY)
    first, pss, dated = chat(bot, "sou quilombola, posso usar cota no concurso do ICMBio?",
                             "e num processo seletivo temporário do mesmo órgão?",
                             "e se o edital desse temporário fosse de 5 de março de 2024?")
    assert first.calculation["eligible"] is True and pss.calculation["eligible"] is True
    assert carried_keys_of(pss) == ["entity", "groups"]
    assert dated.calculation["eligible"] is False and dated.calculation["regime"] == "lei-12990-2014"
    assert carried_keys_of(dated) == ["entity", "groups", "process"]
    assert "processo seletivo simplificado da pergunta anterior" in dated.headline
    # a selection of its own kind, named anew and not pointed at, is the message's own
    *_, other = chat(bot, "sou quilombola, posso usar cota num pss do ICMBio?", "e num concurso do IBGE, sendo quilombola?")
    assert "process" not in carried_keys_of(other)


def test_the_edital_pointed_at_as_owner_carries_its_date() -> None:
    bot = rules_bot(TODAY)
    first, elig, count = chat(bot, "O edital do concurso da Embrapa saiu em 10/10/2025. Qual lei de cotas se aplica?",
                              "sou indigena, posso concorrer na reserva dele?", "são 6 vagas, quantas ficam pra reserva?")
    assert first.calculation["regime"] == "lei-15142-2025"
    assert elig.calculation["eligible"] is True and "edital_date" in carried_keys_of(elig)
    assert "10/10/2025" in elig.headline
    assert (count.calculation["reserved"], count.calculation["regime"]) == (2, "lei-15142-2025")
    assert "edital_date" in carried_keys_of(count) and "10/10/2025" in count.headline
    # the same question with no pointer starts afresh
    _, fresh = chat(bot, "O edital do concurso da Embrapa saiu em 10/10/2025. Qual lei de cotas se aplica?",
                    "sou indigena, posso concorrer num concurso do IBGE?")
    assert "edital_date" not in carried_keys_of(fresh)
