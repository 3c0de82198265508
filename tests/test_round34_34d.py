"""Round 34 (34d): servidores and managers of temporary hiring (PSS under Lei 8.745, few vagas, cadastro de reserva,
remoção, redistribuição) (issue 10), by family.

- one's concurso classification as a quota candidate asked as the tie-break of a remoção or a redistribuição ("a
  classificação que tive como cotista conta como critério de desempate?", "... pela cota para desempatar?") is the
  law's rule for the vida funcional (Lei 15.142, art. 9º, § 2º), not a fact of the transfer;
- counts of an edital's table tied each to an area by "em" ("6 em Engenharia, 4 em Computação e 2 em Matemática")
  are the edital's table, per area;
- the reserve's count asked of a selection that offers only a cadastro de reserva ("PSS só com cadastro de reserva:
  quantas reservadas?") is the reserve over 0 vagas (none; enrolment stays open, art. 5º, § 3º).
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


def test_quota_classification_as_a_transfers_tie_break_is_the_law() -> None:
    for q in ("Na remoção entre campi, a classificação que tive como cotista no concurso conta como critério de desempate?",
              "Na redistribuição, usam a minha classificação no concurso pela cota para desempatar?",
              "No edital de remoção, o critério de desempate é a classificação do concurso, inclusive a das cotas?"):
        assert plan(q, None, TODAY).route == "retrieval", q
    # neighbours: the transfer's own matters, with no quota classification, stay out of scope
    for q in ("Como funciona a remoção por permuta entre institutos federais?",
              "Qual o critério de desempate na remoção por permuta?",
              "Como funciona a remoção a pedido?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    q = "A ordem de nomeação com alternância das cotas vale depois para progressão e antiguidade na carreira?"
    assert plan(q, None, TODAY).route == "retrieval"


def test_counts_in_areas_are_the_edital_table() -> None:
    ex = extract("O edital tem 6 em Engenharia, 4 em Computação e 2 em Matemática; reserva de cada área?", TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("Engenharia", 6), ("Computação", 4), ("Matemática", 2)]
    bot = rules_bot(TODAY)
    first, table = chat(bot, "Concurso de docente com 12 vagas: quantas reservadas e quantas PcD?",
                        "E o quadro por área: 6 em Engenharia, 4 em Computação e 2 em Matemática?")
    assert first.calculation["operation"] == "reserve" and first.calculation["reserved"] == 4
    assert (table.route, table.calculation["operation"]) == ("calculator", "edital")
    assert [c["reserved"] for c in table.calculation["cargos"]] == [reserved_for(n, None, TODAY) for n in (6, 4, 2)] \
        == [2, 1, 1]
    assert carried_keys_of(table) == []
    # neighbours: one count in a place is a count of vagas; "em cada" and years name no area
    assert extract("Concurso com 5 vagas em Recife, quantas reservadas?", TODAY).cargos == []
    assert extract("Concurso com 5 vagas em Recife, quantas reservadas?", TODAY).vacancies == 5
    assert extract("PSS com 4 vagas em 2025 e 3 em 2026", TODAY).cargos == []
    assert extract("3 vagas em cada cargo, quantas reservadas?", TODAY).cargos == []
    (ans,) = chat(bot, "Concurso com 5 vagas em Recife, quantas reservadas?")
    assert ans.calculation["operation"] == "reserve" and ans.calculation["reserved"] == 2


def test_reserve_count_of_a_register_only_selection() -> None:
    bot = rules_bot(TODAY)
    for q in ("PSS só com cadastro de reserva, sem nenhuma vaga imediata: quantas reservadas?",
              "Seleção só para cadastro de reserva: quantas vagas ficam para cotistas?"):
        (ans,) = chat(bot, q)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve"), q
        assert ans.calculation["reserved"] == reserved_for(0, None, TODAY) == 0
        assert ans.calculation["regime"] == "lei-15142-2025"
    # neighbours: whether one may enrol is the law's (art. 5º, § 3º), one's own case the eligibility, and the
    # register's size no quota's
    assert plan("Posso me inscrever pela cota num concurso que só tem cadastro de reserva?", None, TODAY).route == "retrieval"
    assert plan("Concurso só com cadastro de reserva tem cota?", None, TODAY).route == "retrieval"
    (ans,) = chat(bot, "Sou parda, o PSS só tem cadastro de reserva: quantas vagas reservadas?")
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"] is True
    assert plan("Quantas pessoas ficam no cadastro de reserva?", None, TODAY).route != "calculator"


def test_areas_counted_before_are_not_read_twice() -> None:
    q = ("Edital de professor substituto com 5 áreas de 1 vaga cada: 1 em Artes, 1 em Música, 1 em Dança, 1 em Teatro "
         "e 1 em Cinema. Tem reserva em alguma?")
    assert [c.vacancies for c in extract(q, TODAY).cargos] == [1, 1, 1, 1, 1]
