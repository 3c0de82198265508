"""Round 35 (lo35c): known leftovers of issue 10, one family each.

- another edital named with no vagas of its own ("no outro edital que vamos abrir") inherits nothing: its vagas are asked;
- an earlier edital pointed at by its month ("daquele concurso de abril") is that calculation's case, not the latest;
- "PF" after an article or a preposition is the Polícia Federal, not "por favor";
- "nessa lei" after a law answer about Lei 12.990 is that law, even when the answer quoted the new law's art. 13;
- a cargo of the thread's last table named with a new count, turns after the table, changes the table (not a rank).
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.typos import correct_typos
from assistant.router import plan
from tests.assistant_support import chat, rules_bot
from vocabulary import NEW_LAW, OLD_LAW, fold

TODAY = date(2026, 12, 5)


def test_another_edital_named_without_vagas_asks_its_vagas() -> None:
    for q in ("No outro edital que vamos abrir mês que vem, com quantas fica?",
              "no outro edital que vamos abrir, quantas reservadas?", "e num outro edital, quantas reservadas?"):
        _, a2 = chat(rules_bot(TODAY), "Um edital de março de 2026 com 20 vagas, quantas reservadas?", q)
        assert (a2.route, a2.context.get("intent")) == ("clarify", "reserve"), q
        assert "Quantas vagas o edital oferece" in a2.headline, q
        assert "vacancies" not in a2.context, q
    # neighbours: another edital with its own vagas is counted; "o mesmo edital" keeps the thread's
    _, b2 = chat(rules_bot(TODAY), "Um edital de março de 2026 com 20 vagas, quantas reservadas?",
                 "e num outro edital com 12 vagas?")
    assert (b2.route, b2.calculation["vacancies"], b2.calculation["reserved"]) == ("calculator", 12, 4)
    _, c2 = chat(rules_bot(TODAY), "Um edital de março de 2026 com 20 vagas, quantas reservadas?",
                 "e no mesmo edital, qual a ordem de nomeação?")
    assert (c2.route, c2.calculation["operation"], c2.calculation["quota_positions"][:2]) == ("calculator", "order", [2, 5])


def test_an_earlier_edital_named_by_its_month_is_that_calculation() -> None:
    *_, a3 = chat(rules_bot(TODAY), "Edital de abril de 2025 com 10 vagas, quantas reservadas?",
                  "E um edital de agosto de 2025 com 12 vagas?", "e daquele concurso de abril, qual a ordem de nomeação?")
    assert (a3.route, a3.calculation["operation"]) == ("calculator", "order")
    assert a3.calculation["regime"] == OLD_LAW and a3.calculation["quota_positions"] == [3, 8]
    assert "abril de 2025" in a3.headline
    # neighbours: "voltando ao primeiro edital" still takes the first; the latest edital asked again stays the latest
    *_, b4 = chat(rules_bot(TODAY), "Edital de abril de 2025 com 10 vagas, quantas reservadas?",
                  "E um edital de agosto de 2025 com 12 vagas?", "e um de 2026 com 30 vagas?",
                  "voltando ao primeiro edital, qual a ordem de nomeação?")
    assert (b4.calculation["vacancies"], b4.calculation["regime"]) == (10, OLD_LAW)
    *_, c3 = chat(rules_bot(TODAY), "Edital de abril de 2025 com 10 vagas, quantas reservadas?",
                  "E um edital de agosto de 2025 com 12 vagas?", "e a ordem de nomeação?")
    assert (c3.calculation["vacancies"], c3.calculation["regime"]) == (12, NEW_LAW)


def test_pf_after_an_article_or_preposition_is_the_federal_police() -> None:
    for q in ("voltando à PF, quantas reservadas com 10 vagas?", "o concurso da PF tem 40 vagas, quantas reservadas?",
              "na PF tem cota?"):
        ex = extract(q, TODAY)
        assert (ex.entity, ex.entity_name) == ("direta", "pf"), q
        assert "por favor" not in correct_typos(fold(q)), q
    # neighbour: chat "pf" alone is still "por favor"
    assert correct_typos("me diz pf quantas vagas com 10") == "me diz por favor quantas vagas com 10"
    assert extract("calcula pf a reserva com 10 vagas", TODAY).entity is None


def test_nessa_lei_after_an_old_law_question_is_the_old_law() -> None:
    prev = {"route": "retrieval", "law_id": NEW_LAW,
            "query": "A Lei 12.990/2014 ainda vale para editais antigos? (revoga a Lei nº 12.990, ressalvados os editais "
                     "publicados antes, que permanecem regidos por ela)",
            "cited": ["urn:lex:br:federal:lei:2025-06-03;15142!art13_cpt"]}
    p = plan("e qual era o percentual nessa lei?", prev, TODAY)
    assert (p.route, p.law_id) == ("retrieval", OLD_LAW)
    # neighbour: after a new-law question, "nessa lei" is the new law
    prev_new = {"route": "retrieval", "law_id": NEW_LAW, "query": "O que a Lei 15.142 diz sobre heteroidentificação?",
                "cited": ["urn:lex:br:federal:lei:2025-06-03;15142!art3_cpt"]}
    assert plan("e qual é o percentual nessa lei?", prev_new, TODAY).law_id == NEW_LAW


def test_a_table_cargo_with_a_new_count_turns_later_changes_the_table() -> None:
    *_, a4 = chat(rules_bot(TODAY), "Edital de 2026: Analista 10 vagas, Técnico 6 vagas",
                  "e a ordem de nomeação com 10 vagas?", "e quantas reservadas com 15 vagas?",
                  "e se o técnico fosse 7 em vez de 6?")
    assert (a4.route, a4.calculation["operation"]) == ("calculator", "edital")
    assert "Técnico: **2 reservadas** de 7 vagas" in a4.headline and "Analista: **3 reservadas** de 10 vagas" in a4.headline
    # neighbour: right after the table, the same change works as before
    _, b2 = chat(rules_bot(TODAY), "Edital de 2026: Analista 10 vagas, Técnico 6 vagas", "e o técnico com 7?")
    assert b2.calculation["operation"] == "edital" and "de 7 vagas" in b2.headline
    # neighbour: a place in a later turn with no table cargo named stays a position
    *_, c3 = chat(rules_bot(TODAY), "Edital de 2026: Analista 10 vagas, Técnico 6 vagas",
                  "e quantas reservadas com 15 vagas?", "e se eu fosse o 7º da lista geral?")
    assert c3.calculation["operation"] == "position"
