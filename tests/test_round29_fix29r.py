"""Round 29 (fix29r): families behind single questions holdout27 and holdout28 routed wrong.

- which of the two laws, the quota named between the two ("a reserva nova de cotas ou ainda na antiga?"): the regime;
- a state's or a city's body with its vagas and "which law" asked: the eligibility's "Não" (no date decides it);
- the order named as a queue ("a fila de chamada") in one's own concurso told by what one did in it: the order;
- another group's quota (trans people, women) with "tem alguma vaga reservada": out of scope;
- an edital still to be published: the new law, its reserve computed;
- a table told as "N cargos e cada um com X" or "N especialidades <adjective> com X vagas cada uma": the edital;
- overtime and holding another post taken: the statute, out of scope.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan

TODAY = date(2026, 12, 4)


def _plan(q: str):
    return plan(q, None, TODAY)


def test_two_laws_offered_with_the_quota_named_between_is_the_regime() -> None:
    for q in ("nosso edital saiu em 02/03/2025, vale a reserva nova de cotas ou ainda a antiga?",
              "edital publicado em 10/08/2025: fico na regra antiga de cotas ou entao na nova?"):
        p = _plan(q)
        assert p.route == "calculator" and p.intent == "regime", q


def test_state_or_city_body_with_vagas_and_which_law_is_eligibility() -> None:
    for q in ("sou parda, concurso da prefeitura com 12 vagas, cai na lei federal?",
              "meu irmão é preto, o certame é estadual e tem 40 vagas, qual lei se aplica?"):
        p = _plan(q)
        assert p.route == "calculator" and p.intent == "eligibility", q
        assert p.params.get("entity") in ("estadual", "municipal"), q
    # a federal body's vagas and "which law" still ask the edital's date
    p = _plan("sou preto, o concurso do ibama tem 14 vagas, qual lei se aplica?")
    assert p.intent != "eligibility"


def test_the_queue_of_calls_in_ones_own_concurso_is_the_order() -> None:
    p = _plan("quero saber como fica a fila de convocação dos cotistas no concurso em que fui aprovada")
    assert p.route == "clarify" and p.intent == "order" and p.clarify == "vacancies"
    p = _plan("concurso com 12 vagas, como fica a fila de nomeação dos cotistas?")
    assert p.route == "calculator" and p.intent == "order"


def test_another_groups_quota_asked_by_the_group_first_is_out_of_scope() -> None:
    for q in ("travestis tem alguma vaga reservada no concurso do inss?",
              "pessoas trans tem direito a cota em concurso federal?",
              "mulheres tem alguma reserva nos concursos da união?"):
        p = _plan(q)
        assert p.route == "out_of_scope" and "other_quota" in p.notes, q
    # the racial groups stay in
    p = _plan("pessoas pardas tem alguma vaga reservada nos concursos federais?")
    assert p.route != "out_of_scope"


def test_an_edital_still_to_be_published_is_under_the_new_law() -> None:
    assert extract("o edital ainda não foi publicado, 20 vagas").law_hint == "new"
    assert extract("temos 20 vagas e o edital a ser publicado no ano que vem").law_hint == "new"
    p = _plan("o edital ainda não foi publicado e terá 20 vagas: quantas ficam para negros e qual lei vale?")
    assert p.route == "calculator" and p.intent == "reserve"
    assert p.calc.input.edital_date >= date(2025, 6, 4)


def test_tables_told_with_each_post_its_vagas() -> None:
    ex = extract("o concurso tem 3 cargos e cada um com 2 vagas, quantas são de cota?")
    assert [c.vacancies for c in ex.cargos] == [2, 2, 2]
    ex = extract("teremos 4 áreas técnicas com 5 vagas cada uma, qual a reserva?")
    assert [c.vacancies for c in ex.cargos] == [5, 5, 5, 5]
    p = _plan("o edital prevê 6 especialidades cirúrgicas com 2 vagas cada uma, quantas de cota em cada?")
    assert p.route == "calculator" and p.intent == "edital" and len(p.params["cargos"]) == 6
    # "2 cargos com 5 vagas" without "cada" stays ambiguous (5 each or 5 in all)
    assert extract("2 cargos com 5 vagas, quantas de cota?").cargos == []


def test_overtime_and_holding_another_post_are_out_of_scope() -> None:
    # ("calcula" and "temporários", "concursado" and "posse" are the domain's words: the rules took them as law text)
    for q in ("como se calcula o banco de horas dos contratados temporários?",
              "sou enfermeiro concursado na prefeitura, posso tomar posse num segundo cargo de enfermeiro e acumular?"):
        p = _plan(q)
        assert p.route == "out_of_scope", q
    # accumulating the two reserves is the law's (Decreto 9.508 / art. 3º), not the statute's
    p = _plan("o candidato pode acumular a cota racial e a vaga pcd?")
    assert p.route != "out_of_scope"
