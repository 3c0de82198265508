"""Round 39 (39b): an edital's clauses checked against the law (HR, lawyers, candidates quoting the edital).

- "serão reservadas 3 vagas para candidatos negros": the count after the passive participle is the reserve the
  clause claims, never the edital's total of vagas (`numbers._PASSIVE_RESERVED`);
- "sou quilombola; o edital ... reserva vagas só para negros": the groups the clause names as its only beneficiaries
  (or leaves out) are the edital's, never the person's (`entities._EDITAL_ONLY`): the quilombola's own case, and with
  no person at all the law's text on who the reserve is for;
- "se a reserva fosse calculada sobre o total do edital, ...?" after a table, with no "e" before it: the table's total.
Neighbours: past-tense claims, a reserve clause with its total, "e se ..." as before, a person's own group.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.entities import extract_groups
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 6)


# --------------------------------------------------------------------------- the passive clause's count is a claim
def test_a_passive_reserve_clause_is_no_total_of_vagas() -> None:
    q = "O item 5.2 do edital diz que 'serão reservadas 3 vagas para candidatos negros'. Isso está correto?"
    ex = extract(q, TODAY)
    assert ex.vacancies is None and ex.claimed_counts == [3]
    (ans,) = chat(rules_bot(TODAY), q)
    assert ans.route == "clarify"  # the edital's total is asked, not 30% of the 3 reserved computed
    for q2 in ("Item 4.1: ficam reservadas 4 vagas para pessoas pretas e pardas, indígenas e quilombolas, das 15 vagas "
               "do cargo. Confere?", "O edital tem 15 vagas e diz que foram reservadas 4 vagas aos negros. Está certo?"):
        assert extract(q2, TODAY).vacancies == 15, q2
        (ans2,) = chat(rules_bot(TODAY), q2)
        assert (ans2.route, ans2.calculation["operation"]) == ("calculator", "reserve"), q2
        assert ans2.calculation["vacancies"] == 15 and ans2.calculation["reserved"] == reserved_for(15, None, TODAY) == 5


def test_a_reserve_clause_neighbours_keep_their_counts() -> None:
    # a PcD clause in the passive is no racial claim; a percentage is no count; the active voice as before
    ex = extract("serão reservadas 2 vagas para PcD e o edital tem 30 vagas", TODAY)
    assert (ex.vacancies, ex.claimed_counts) == (30, [])
    ex = extract("o edital reservou 3 vagas para negros de 12 vagas", TODAY)
    assert (ex.vacancies, ex.claimed_counts) == (12, [3])
    (ans,) = chat(rules_bot(TODAY), "Edital com 20 vagas: quantas são reservadas?")
    assert ans.calculation["reserved"] == 6


# --------------------------------------------------------------------------- the edital's groups are not the person's
def test_the_groups_an_edital_names_are_not_the_persons() -> None:
    q = ("Sou quilombola; o edital de 10/01/2025 de uma universidade federal reserva vagas só para negros. "
         "Posso reclamar que me excluíram?")
    assert extract_groups(extract(q, TODAY).text) == ["quilombola"]
    (ans,) = chat(rules_bot(TODAY), q)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility")
    # the old law (10/01/2025) has no reserve for quilombolas: "Não", never "pessoas negras podem"
    assert ans.calculation["eligible"] is False and ans.calculation["regime"] == "lei-12990-2014"
    (ans,) = chat(rules_bot(TODAY), "Sou indígena e o edital do IBAMA só fala em pretos e pardos. Está errado?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["eligible"]) == ("calculator", "eligibility", True)


def test_an_edital_naming_only_some_groups_is_the_laws_text() -> None:
    q = "E o edital só fala em 'pretos e pardos', sem indígenas e quilombolas. Pode?"
    assert extract_groups(extract(q, TODAY).text) == []
    for prev in ({}, {"intent": "reserve", "vacancies": 35}):
        p = plan(q, prev, TODAY)
        assert (p.route, p.intent) == ("retrieval", None), prev
    assert plan("O edital do IBAMA só fala em pretos e pardos. Está errado?", {}, TODAY).route == "retrieval"


def test_a_persons_own_group_neighbours_stay() -> None:
    assert extract_groups(extract("sou parda, posso concorrer?", TODAY).text) == ["parda"]
    assert extract_groups(extract("o edital reserva 3 vagas para negros", TODAY).text) == ["negra"]
    assert extract_groups(extract("sou quilombola, conto pra cota ou é só preto e pardo?", TODAY).text) == ["quilombola"]
    p = plan("Sou quilombola; o edital de 10/01/2025 de uma universidade federal reserva vagas só para negros. O que diz "
             "a lei?", {}, TODAY)
    assert p.route == "retrieval"


# --------------------------------------------------------------------------- a base supposed without "e"
TABLE = "Quadro do edital: Enfermeiro 30 vagas, Médico 5 vagas, Farmacêutico 2 vagas. Qual a reserva racial por cargo?"


def test_a_base_supposed_without_e_counts_the_tables_total() -> None:
    for q in ("Se a reserva fosse calculada sobre o total do edital, não daria menos?",
              "e se a reserva fosse calculada sobre o total?"):
        table, ans = chat(rules_bot(TODAY), TABLE, q)
        assert table.calculation["operation"] == "edital"
        # (Round 46, f61a: the table kept, its figure on the total beside the per-cargo ones, as blind labels read it)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "edital"), q
        assert (ans.calculation["vacancies_total"], ans.calculation["reserved_on_total"]) == (37, reserved_for(37, None, TODAY)) == (37, 11)
        assert carried_keys_of(ans) == ["cargos"]


def test_a_base_asked_of_the_law_stays_law() -> None:
    table = {"intent": "edital", "cargos": [["enfermeiro", 30], ["médico", 5], ["farmacêutico", 2]]}
    p = plan("Qual dispositivo manda aplicar o percentual sobre a totalidade das vagas?", table, TODAY)
    assert p.route == "retrieval"
    p = plan("Se fosse por cargo, como fica?", table, TODAY)  # the table again, per cargo
    assert (p.route, p.intent) == ("calculator", "edital")
