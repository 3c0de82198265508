"""Round 38 (f41a): families of the declassified held-out set 41 (figures, tables, threads).

- "das quais N vaga(s) para pessoa com deficiência": the PcD part of the vagas (singular "pessoa" too), never a cargo;
- "um com N vagas e outro também com M": two unnamed cargos, the "também" no part of a name;
- "num concurso de 7 vagas dá 2 ou 3?": the two counts after "dá" are answers offered, never totals;
- "o regime (anterior) de 2014": Lei nº 12.990/2014 named by its year, not an edital's date to ask about;
- "como se a regra dos 30% já valesse": the new law supposed for the thread's count;
- "no próximo concurso, com as mesmas 30 vagas": a new selection states its own count, nothing carried.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


def test_pcd_part_of_the_vagas_for_a_single_person_is_no_cargo() -> None:
    for q in ("o edital terá 20 vagas para analista, das quais 1 vaga para pessoa com deficiência. quantas são de cota racial?",
              "teremos 20 vagas de analista, das quais 1 para pessoa com deficiencia; quantas vão pra cota racial?"):
        ex = extract(q, TODAY)
        assert not ex.cargos and ex.pcd == 1, q
        (ans,) = chat(rules_bot(TODAY), q)
        assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 6), q
        assert "**6 são reservadas**" in ans.headline and "pessoa:" not in ans.headline
    # neighbours: the plural form, and a real table of two named cargos
    assert extract("20 vagas de analista, das quais 1 vaga para pessoas com deficiência", TODAY).pcd == 1
    ex = extract("analista com 10 vagas e técnico com 4 vagas, quantas em cada?", TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("analista", 10), ("técnico", 4)]


def test_another_unnamed_cargo_said_with_also_is_a_row() -> None:
    for q, want in (("edital com 2 cargos, um com 10 vagas e outro também com 10, quantos cotistas por cargo?", [3, 3]),
                    ("são dois cargos: um com 8 vagas e outro tb com 4 vagas, quantas reservadas em cada?", [2, 1])):
        ex = extract(q, TODAY)
        assert len(ex.cargos) == 2, q
        (ans,) = chat(rules_bot(TODAY), q)
        assert ans.route == "calculator", q
        assert [c["reserved"] for c in ans.calculation["cargos"]] == want, q
    # neighbour: without "também" it was already a table
    (ans,) = chat(rules_bot(TODAY), "concurso com 2 cargos, um com 10 vagas e outro com 4, quantas cotas em cada?")
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [3, 1]


def test_counts_offered_as_answers_are_no_totals() -> None:
    for q, total, want in (("num concurso de 10 vagas dá 3 ou 4 vagas de cota racial?", 10, 3),
                           ("reserva racial em edital de 9 vagas daria 2 ou 3 vagas?", 9, 3),
                           ("cotas num concurso de 10 vagas dá 3 ou 4 vagas?", 10, 3)):
        ex = extract(q, TODAY)
        assert ex.vacancies == total and ex.vacancy_counts == [total], q
        (ans,) = chat(rules_bot(TODAY), q)
        assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", want), q
        assert ans.calculation["regime"] == "lei-15142-2025"
    # neighbour: two alternative totals are still questioned
    assert extract("o concurso tem 12 ou 14 vagas, quantas de cota?", TODAY).vacancy_counts == [12, 14]


def test_the_regime_of_2014_names_the_old_law() -> None:
    bot = rules_bot(TODAY)
    _, ans = chat(bot, "quantas vagas de cota num concurso com 10 vagas?", "e pelo regime antigo de 2014, quantas seriam com essas 10?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 2)
    assert ans.calculation["regime"] == "lei-12990-2014" and "antes de 10/06/2014" not in ans.headline
    assert carried_keys_of(ans) == ["vacancies"]
    assert extract("no regime de 2014 quantas cotas?", TODAY).law_hint == "old"
    # neighbour: an edital of 2014 still has its side of 10/06/2014 asked
    assert extract("edital de 2014 com 10 vagas", TODAY).law_hint is None


def test_the_new_rate_supposed_in_force_is_the_new_law() -> None:
    for q in ("refaz a conta como se a regra dos 30% já valesse nesse caso", "e calcula como se os 30% ja valessem pra ele"):
        _, ans = chat(rules_bot(TODAY), "edital de 05/03/2023 com 20 vagas, quantas de cota?", q)
        assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 6), q
        assert ans.calculation["regime"] == "lei-15142-2025" and carried_keys_of(ans) == ["vacancies"], q
    # neighbour: a rate of a count is no law ("30% de 20 dá quanto?")
    assert extract("30% de 20 vagas dá quanto?", TODAY).law_hint is None


def test_a_new_selection_with_the_same_count_carries_nothing() -> None:
    bot = rules_bot(TODAY)
    _, ans = chat(bot, "Edital publicado em 10/05/2022, com 20 vagas: quantas são para negros?",
                  "E no próximo edital, a sair em 2027, com as mesmas 20 vagas, quantas vamos reservar?")
    assert (ans.calculation["operation"], ans.calculation["reserved"]) == ("reserve", 6)
    assert carried_keys_of(ans) == [] and "pergunta anterior" not in ans.headline
    # neighbour (Round 36, f38b): the same total of the same edital still points back
    _, ans = chat(rules_bot(TODAY), "concurso com 20 vagas, quantas de cota?", "e nesse mesmo total de 20, pela lei antiga?")
    assert carried_keys_of(ans) == ["vacancies"]
