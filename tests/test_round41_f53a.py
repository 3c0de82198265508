"""Round 41 (f53a): failure families of holdout53 (the reserve list, cargos by letter, N cargos of M each, the
unpublished regime, a table not set yet).

- "Nº lugar na lista de vagas reservadas" is the place in the reserve list, never the general place;
- "9 vagas cargo A, 4 cargo B" are rows of a table (and a row corrected after);
- "N cargos e cada um oferece M vagas" is a table of N unnamed cargos of M;
- an edital still to be published asked whether it "vai ter que seguir a lei nova" is the regime (Lei 15.142);
- "o quadro de vagas ainda não foi definido" is no table: the reserve's count, its vagas missing.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, rules_bot
from vocabulary import fold

TODAY = date(2026, 12, 6)


def test_place_in_the_list_of_reserved_vagas_is_the_reserve_place() -> None:
    ex = extract(fold("Candidata classificada em 1º lugar na lista de vagas reservadas, certame com 5 vagas."))
    assert ex.reserve_rank == 1 and ex.general_rank is None
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "Candidata classificada em 1º lugar na lista de vagas reservadas, certame com 5 vagas. "
                       "Em que ordem ela deve ser nomeada?")
    assert ans.route == "calculator" and _intent_of(ans) == "position"
    assert "2ª nomeação" in ans.headline and "ampla concorrência (Lei" not in ans.headline
    # (neighbours: "3 das vagas reservadas" counts vagas; the general place stays general)
    assert extract(fold("3 das vagas reservadas foram para pardos")).reserve_rank is None
    assert extract(fold("fiquei em 1º lugar na lista geral, 5 vagas")).general_rank == 1


def test_count_before_a_lettered_cargo_is_a_row() -> None:
    bot = rules_bot(TODAY)
    first, fixed = chat(bot, "edital: 9 vagas cargo A, 4 cargo B. reserva de cada?",
                        "corrigindo: o cargo B tem 5 vagas, nao 4")
    assert first.route == "calculator" and _intent_of(first) == "edital"
    assert [c["reserved"] for c in first.calculation["cargos"]] == [3, 1]
    assert "total: **4**" in first.headline
    assert fixed.route == "calculator"
    assert [c["reserved"] for c in fixed.calculation["cargos"]] == [3, 2]
    assert "total: **5**" in fixed.headline and "14 vagas" in fixed.headline
    # (neighbours: the preposition form still reads; "cargo a definir" names no cargo)
    assert [c.vacancies for c in extract(fold("33 vagas para o cargo 1, 11 para o cargo 2")).cargos] == [33, 11]
    assert extract(fold("10 vagas cargo a definir")).cargos == []


def test_n_cargos_each_offering_m_vagas_is_a_table() -> None:
    bot = rules_bot(TODAY)
    first, joined = chat(bot, "no edital tem 3 cargos e cada um oferece 5 vagas. reserva racial de cada?",
                         "e se juntar tudo num cargo so de 15?")
    assert first.route == "calculator" and _intent_of(first) == "edital"
    assert [c["reserved"] for c in first.calculation["cargos"]] == [2, 2, 2]
    assert "total: **6**" in first.headline and "**5**" in first.headline
    assert joined.route == "calculator" and _intent_of(joined) == "reserve" and joined.calculation["reserved"] == 5
    # (neighbour: "cada um com" as before)
    assert len(extract(fold("4 cargos e cada um com 1 vaga")).cargos) == 4


def test_next_edital_that_will_have_to_follow_the_new_law_is_the_regime() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "o proximo edital do ibama vai ter que seguir a lei nova das cotas?")
    assert _intent_of(ans) == "regime" and "15.142" in ans.headline and "ainda a publicar" in ans.headline
    # (neighbour: the law's transition asked in general stays the law's text)
    (law,) = chat(bot, "o que diz a lei nova sobre editais publicados antes dela?")
    assert _intent_of(law) != "regime"


def test_table_not_set_yet_is_the_reserve_with_its_vagas_missing() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "Quantas vagas serão reservadas no nosso próximo concurso? O quadro de vagas ainda não está definido.")
    assert ans.route == "clarify" and _intent_of(ans) == "reserve"
    assert "Envie o quadro" not in ans.headline
    # (neighbour: a table named as coming is still the table asked)
    (table,) = chat(bot, "qual a reserva de cada cargo? vou mandar o quadro de vagas")
    assert _intent_of(table) == "edital"
