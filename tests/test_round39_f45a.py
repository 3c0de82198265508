"""Round 39 (f45a): figures, bodies and the regime (holdout45's failure families).

- a federal body named anywhere wins over a place word ("o concurso do meu estado para órgão federal": the federal
  reserve, not the state's "Não"); "concurso do estado" / "da prefeitura" with no federal body stay local;
- "a lei de cota de 2014 ou a de 2025" for an edital still to be published: the years name laws, not the edital's date;
- "qual lei de cota se aplica ao concurso?" opening a chat: the regime, its edital's date asked.
(h45-c11's "a concurso named again is not carried" is left as it was: holdout21/31/35/36/37 annotate the opposite.)
"""
from __future__ import annotations

from datetime import date

from assistant.extraction.entities import extract_entity
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 6)


def test_a_federal_body_wins_over_a_place_word() -> None:
    bot = rules_bot(TODAY)
    first, fixed, old = chat(bot, "a selecao do meu estado para um orgao federal abriu 13 vagas, quantas sao da cota racial?",
                             "errei, sao 19 vagas e nao 13", "e pela lei antiga de 2014?")
    assert (first.route, first.calculation["operation"]) == ("calculator", "reserve")
    assert first.calculation["reserved"] == reserved_for(13, None, TODAY) == 4
    assert "Lei nº 15.142/2025" in first.headline and "estadual" not in first.headline
    assert (fixed.calculation["operation"], fixed.calculation["reserved"]) == ("reserve", reserved_for(19, None, TODAY))
    assert "entity" not in carried_keys_of(fixed)
    assert old.calculation["operation"] == "reserve" and old.calculation["reserved"] == reserved_for(19, "2024-01-10", TODAY)  # the old law's 20%
    assert carried_keys_of(old) == ["vacancies"]
    assert extract_entity("aqui no estado a universidade federal abriu vagas")[0] == "autarquia"
    assert extract_entity("concurso na minha cidade pro ibge")[0] == "fundacao"


def test_a_state_or_city_selection_with_no_federal_body_stays_local() -> None:
    assert extract_entity("o concurso do estado abriu 10 vagas")[0] == "estadual"
    assert extract_entity("o tribunal de justiça do meu estado abriu 10 vagas")[0] == "estadual"
    assert extract_entity("na minha cidade a prefeitura abriu concurso")[0] == "municipal"
    (ans,) = chat(rules_bot(TODAY), "o concurso do meu estado abriu 12 vagas, quantas vao pra cota racial?")
    assert ans.calculation["operation"] == "eligibility" and "**Não**" in ans.headline


def test_law_years_for_an_edital_still_to_come_are_laws_not_its_date() -> None:
    (ans,) = chat(rules_bot(TODAY), "o proximo edital do inss que ainda vai sair segue a lei de cota de 2014 ou a de 2025?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "regime")
    assert ans.calculation["regime"] == "lei-15142-2025" and "10/06/2014" not in ans.headline
    # neighbour: an edital published in 2014 still has its day asked (the law changed within that year)
    (dated,) = chat(rules_bot(TODAY), "o edital saiu em 2014, qual lei de cota?")
    assert dated.route == "clarify" and "10/06/2014" in dated.headline


def test_which_law_applies_to_the_concurso_asks_its_date() -> None:
    first, told = chat(rules_bot(TODAY), "qual lei de cotas se aplica ao edital?", "o edital saiu em 03/02/2023")
    assert first.route == "clarify" and "data" in first.headline and "publicado" in first.headline
    assert (told.route, told.calculation["operation"], told.calculation["regime"]) == ("calculator", "regime",
                                                                                     "lei-12990-2014")
    # neighbour: a dated concurso is answered at once
    (dated,) = chat(rules_bot(TODAY), "qual lei se aplica ao concurso de 2015?")
    assert (dated.route, dated.calculation["regime"]) == ("calculator", "lei-12990-2014")
