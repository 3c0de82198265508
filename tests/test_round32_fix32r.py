"""Round 32 (fix32r): holdout32's single-question failures, by family.

- (a) an edital table written "N cargos, X vaga(s) cada" (only a comma or colon before the per-cargo count);
- (b) an order or a place asked over 0 vagas (only a cadastro de reserva): nothing to order, the vagas are asked;
- (c) whether the nomination follows the law's rule, named ("tem alternância?"), with no count: the law's text;
- (d) an edital still being drafted ("em preparação", "em elaboração"): still to be published, so the new law's regime.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.cargos import extract_cargos
from assistant.problems import ZERO_VAGAS
from assistant.router import plan

TODAY = date(2026, 12, 5)


def test_table_with_a_comma_before_the_count_each() -> None:
    assert [c.vacancies for c in extract_cargos("temos 4 cargos, 2 vagas cada, como fica")] == [2, 2, 2, 2]
    assert [c.vacancies for c in extract_cargos("edital: 2 cargos: 1 vaga em cada")] == [1, 1]
    p = plan("o certame tem 4 cargos, 1 vaga cada; sobra reserva pra algum?", None, TODAY)
    assert p.route == "calculator" and p.intent == "edital"
    assert [c[1] for c in p.params["cargos"]] == [1, 1, 1, 1]
    # a count in all after the comma is no per-cargo count
    assert extract_cargos("3 cargos, 10 vagas no total") == []


def test_zero_vagas_order_or_place_is_asked() -> None:
    p = plan("cadastro reserva apenas, 0 vagas no edital: como fica a ordem de nomeação dos cotistas?", None, TODAY)
    assert p.route == "clarify" and p.intent == "order" and p.message == ZERO_VAGAS
    assert "vacancies" not in p.params
    p = plan("sou o 2º da lista de cotas e o edital tem 0 vagas, sou chamado?", None, TODAY)
    assert p.route == "clarify" and p.message == ZERO_VAGAS
    # the reserve of 0 vagas is still a count (none reserved), and a real count is still ordered
    assert plan("edital com 0 vagas, quantas reservadas?", None, TODAY).route == "calculator"
    p = plan("edital com 8 vagas: qual a ordem de nomeação?", None, TODAY)
    assert p.route == "calculator" and p.intent == "order"


def test_rule_of_the_nomination_named_is_the_law() -> None:
    for q in ("a chamada dos aprovados segue alguma alternancia entre cotistas e ampla?",
              "na hora de nomear os cotistas existe intercalação com a ampla?"):
        assert plan(q, None, TODAY).route == "retrieval", q
    # with one's own count it is still that order
    p = plan("no nosso concurso de 12 vagas a nomeação tem alternância?", None, TODAY)
    assert p.route == "calculator" and p.intent == "order"


def test_edital_being_drafted_is_under_the_new_law() -> None:
    assert extract("o edital em elaboração terá 20 vagas").law_hint == "new"
    for q in ("que lei usar no edital em elaboração aqui do órgão?",
              "qual a lei aplicável ao edital sendo preparado pela equipe?"):
        p = plan(q, None, TODAY)
        assert p.route == "calculator" and p.intent == "regime", q
