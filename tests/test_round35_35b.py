"""Round 35 (35b): employers and bodies checking whether the quota applies to them (issue 10), by family.

- the body introduced first and its vagas told as its plan, nothing asked ("somos uma estatal federal e vamos abrir 9
  vagas", "sou do RH de uma autarquia, teremos 14 vagas no concurso") hands the count over for its reserve, as "temos 9
  vagas" does; a body these laws do not bind gets its coverage checked; vagas of estágio or cargos em comissão are not
  a concurso's count;
- "com 10 vagas, quantas reservadas então?" after a dated regime answer: that edital's vagas, its date carried, as
  "então com 10 vagas, quantas?" was;
- "pela lei nova, a reserva vale também para indígenas?" after a count: whom the reserve reaches (art. 1º, caput), law
  text, never the group's share of the earlier vagas.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


def test_body_introduced_then_its_vagas_planned_is_a_count() -> None:
    for q, n, entity in (("Somos uma estatal federal e vamos abrir 9 vagas no próximo concurso.", 9, "empresa_publica"),
                         ("somos uma estatal federal e vamos abrir 9 vagas", 9, "empresa_publica"),
                         ("Somos um instituto federal e vamos abrir 12 vagas de professor.", 12, "autarquia"),
                         ("Nossa autarquia vai abrir 9 vagas.", 9, "autarquia"),
                         ("Sou do RH de uma autarquia, teremos 14 vagas no concurso.", 14, "autarquia"),
                         ("somos uma estatal federal, temos 9 vagas", 9, "empresa_publica"),
                         ("somos uma estatal federal. vamos abrir um concurso com 9 vagas", 9, "empresa_publica")):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "reserve"), q
        assert p.params["vacancies"] == n and p.params.get("entity") == entity, q
    for q, n in (("Vamos abrir 9 vagas no próximo concurso.", 9), ("teremos 14 vagas no concurso", 14)):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.params["vacancies"]) == ("calculator", "reserve", n), q
    # a municipal body: its coverage checked (these laws are federal), as "concurso da prefeitura com 9 vagas" is
    p = plan("somos uma prefeitura e vamos abrir 9 vagas", None, TODAY)
    assert (p.route, p.intent, p.params.get("entity")) == ("calculator", "eligibility", "municipal")
    ans = chat(rules_bot(TODAY), "Somos uma estatal federal e vamos abrir 9 vagas no próximo concurso.")[0]
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(9, None, TODAY) == 3


def test_body_introduced_neighbours_keep_their_reading() -> None:
    # vagas of estágio or cargos em comissão: no concurso's count; a body the patterns do not know: no count handed
    for q in ("somos uma estatal federal e vamos abrir 9 vagas de estágio",
              "vamos abrir 9 vagas em cargos em comissao",
              "somos um conselho profissional e vamos abrir 7 vagas",
              "somos uma empresa pública e vamos fazer um PSS com 6 vagas"):
        assert plan(q, None, TODAY).route != "calculator", q
    # a question asked with it was already a count
    p = plan("somos uma estatal e vamos abrir 9 vagas, quantas reservamos?", None, TODAY)
    assert (p.route, p.intent, p.params["vacancies"]) == ("calculator", "reserve", 9)


def test_then_after_a_bare_count_keeps_the_dated_edital() -> None:
    bot = rules_bot(TODAY)
    first = "Nosso edital foi publicado em 3 de junho de 2025, véspera da lei nova. Qual lei vale?"
    for q in ("Com 10 vagas, quantas reservadas então?", "com 10 vagas quantas ficam pra cota, nesse caso?",
              "Com 10 vagas, quantas reservadas?"):
        regime, ans = chat(bot, first, q)
        assert regime.route == "calculator" and regime.calculation["regime"] == "lei-12990-2014"
        assert ans.route == "calculator" and ans.calculation["operation"] == "reserve", q
        assert ans.calculation["reserved"] == reserved_for(10, "2025-06-03", TODAY) == 2, q
        assert "edital_date" in carried_keys_of(ans), q
    # neighbour: after an undated count, no date to carry; the new law's 30%
    _, ans = chat(bot, "Quantas vagas são reservadas num concurso de 8 vagas?", "Com 10 vagas, quantas reservadas então?")
    assert ans.calculation["reserved"] == reserved_for(10, None, TODAY) == 3


def test_whom_the_reserve_reaches_asked_after_a_count_is_law_text() -> None:
    prev = {"intent": "reserve", "vacancies": 6}
    for q in ("Pela lei nova, a reserva vale também para indígenas?", "pela lei nova indígena entra na reserva?",
              "a reserva também inclui indígenas?", "a cota abrange quilombolas?"):
        p = plan(q, prev, TODAY)
        assert p.route == "retrieval" and p.intent is None, q
    # neighbours: the group's share of those vagas, and the count under a law named, stay calculations
    for q, intent in (("E quantas ficam para indígenas?", "reserve"), ("e pela lei antiga?", "reserve"),
                      ("e quantas dessas vagas vão para quilombolas?", "reserve")):
        p = plan(q, prev, TODAY)
        assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", intent, 6), q
