"""Round 40 (f48a): failure families of the declassified held-out set 48.

- "N das vagas a candidatos PcD": the PcD count (the list named by its candidates), the thread's total kept;
- "qual vai ser a vez do primeiro cotista?": the order, the copula in the future as in the present;
- "a lei antiga exigia no mínimo 3 vagas e a nova só 2": no table of cargos named "mínimo" and "nova só";
- "e um concurso do órgão X com N vagas, eu posso?" after "sou preto, ...": the person's group carried.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.extraction.cargos import extract_cargos
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat, rules_bot
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 6)


# --------------------------------------------------------------------------- 1. PcD count "N das vagas a candidatos PcD"

def test_part_of_the_vagas_given_to_pcd_candidates_is_the_pcd_count() -> None:
    for text, pcd in (("e caso o anexo reserve 3 das vagas a candidatos pcd, como fica?", 3),
                      ("se 2 das vagas forem para candidatas com deficiência", 2),
                      ("e se 4 das vagas fossem de candidatos deficientes?", 4)):
        ex = extract(text)
        assert (ex.vacancies, ex.pcd) == (None, pcd), text


def test_pcd_part_keeps_the_thread_total_and_carries_to_the_old_law() -> None:
    bot = rules_bot(TODAY)
    a1, a2, a3 = chat(bot, "concurso com 17 vagas de técnico, quantas vão para a cota?",
                      "e se o edital destinar 3 das vagas a candidatos PcD, como fica?",
                      "e se fosse um edital de 2020, pela lei de 2014?")
    want = calculator.reserve({"vacancies": 17, "pcd": 3, "today": TODAY})
    assert (a2.route, a2.calculation["operation"]) == ("calculator", "reserve")
    assert (a2.calculation["vacancies"], a2.calculation["reserved"], a2.calculation["pcd"]) == (17, want.reserved, 3)
    assert "vacancies" in carried_keys_of(a2)
    old = calculator.reserve({"vacancies": 17, "pcd": 3, "edital_date": "2020-01-01", "today": TODAY})
    assert a3.calculation["regime"] == "lei-12990-2014"
    assert (a3.calculation["vacancies"], a3.calculation["reserved"], a3.calculation["pcd"]) == (17, old.reserved, 3)
    assert {"vacancies", "pcd"} <= set(carried_keys_of(a3))


def test_a_total_with_a_part_for_pcd_candidates_reads_both_counts() -> None:
    assert (extract("edital com 20 vagas, 2 para candidatos pcd").vacancies,
            extract("edital com 20 vagas, 2 para candidatos pcd").pcd) == (20, 2)
    ex = extract("2 das 12 vagas para pcd")
    assert (ex.vacancies, ex.pcd) == (12, 2)


# --------------------------------------------------------------------------- 2. "a vez do primeiro cotista": the order

def test_turn_of_the_first_cotista_in_the_future_is_the_order() -> None:
    bot = rules_bot(TODAY)
    for question, n in (("qual vai ser a vez do primeiro cotista? o edital tem 7 vagas", 7),
                        ("qual seria a vez do segundo cotista com 10 vagas?", 10)):
        (ans,) = chat(bot, question)
        want = calculator.order({"vacancies": n, "today": TODAY})
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), question
        assert ans.calculation["quota_positions"] == want.quota_positions


def test_neighbour_the_reserve_asked_in_the_future_stays_a_count() -> None:
    (ans,) = chat(rules_bot(TODAY), "qual vai ser a reserva? são 7 vagas")
    assert ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == calculator.reserve({"vacancies": 7, "today": TODAY}).reserved


# --------------------------------------------------------------------------- 3. the laws' minimums: law text, no table

def test_words_of_a_law_minimum_name_no_cargo() -> None:
    assert extract_cargos("por que a lei velha pedia no minimo 3 vagas e a nova so 2?") == []
    assert extract_cargos("a lei antiga exigia 3 vagas e a atual apenas 2") == []
    # a cargo of the table still reads ("técnico novo" is named by its head word)
    assert [c.name for c in extract_cargos("analista 3 vagas, tecnico novo 2 vagas")] == ["analista", "tecnico novo"]


def test_why_the_laws_minimums_differ_after_a_count_is_law_text() -> None:
    bot = Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)
    *_, a3 = chat(bot, "edital com 4 vagas, quantas são de cota?", "e pela lei 12.990, quantas seriam?",
                  "por que a lei velha pedia no minimo 3 vagas e a nova so 2?")
    assert a3.route == "retrieval" and _intent_of(a3) == "law"
    assert not a3.calculation
    assert not carried_keys_of(a3)
    assert "Vagas reservadas por cargo" not in a3.headline


# --------------------------------------------------------------------------- 4. the person's group, to another selection

def test_own_group_goes_with_the_person_to_another_selection() -> None:
    bot = rules_bot(TODAY)
    a1, a2 = chat(bot, "sou parda, concurso do governo do estado com 20 vagas, a cota federal vale?",
                  "e um concurso do ibama com 12 vagas, consigo?")
    assert a1.calculation["eligible"] is False
    assert (a2.route, a2.calculation["operation"]) == ("calculator", "eligibility")
    assert a2.calculation["eligible"] is True
    assert carried_keys_of(a2) == ["groups"]
    assert "pessoas pardas" in a2.headline and "negras" not in a2.headline.split("**")[0]


def test_neighbour_no_group_told_is_none_carried() -> None:
    bot = rules_bot(TODAY)
    _, a2 = chat(bot, "concurso da prefeitura com 20 vagas, a cota federal vale?",
                 "e um concurso do ibama com 12 vagas, consigo?")
    assert "groups" not in carried_keys_of(a2)
