"""Round 29 (p29a): messages missing the one fact, or giving an impossible one, and their follow-ups.

- someone waiting in a list after the vagas (lista de espera, cadastro reserva, excedente) asks to be called: a
  position whose place and vagas are asked for, never out of scope, never a register-only eligibility;
- "será que sou chamado?" is one's call, not a doubt about one's own group;
- a correction that denies the earlier figure ("não é 14, são 19") replaces it, with no other cue needed;
- the edital of the person just spoken of ("o concurso dele", "a lei ... é a nova ou a velha?") is one edital's
  regime, its date asked for;
- a figure the calculator refuses while planning ("fiquei em 0º") keeps the operation asked, so a correction
  completes it;
- each cargo's reserve asked bare ("qual a cota de cada cargo?") asks for the table, not the law text;
- a fact not known yet in reply to a clarification ("o edital nem saiu ainda", "não sei") is asked again (or, for
  the law of an edital still to come, the law in force), never out of scope.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 4)


def test_waiting_in_a_list_asks_ones_place() -> None:
    for q in ("meu marido ficou no cadastro de reserva, sera convocado?",
              "estou como excedente no certame, tenho chance?",
              "to la na lista de espera ainda, sera que chega minha vez?",
              "sou cotista e estou no CR, vou ser nomeada um dia?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("clarify", "position"), (q, p.route, p.intent)
    # the law's rules on the register stay law text
    for q in ("quem esta no cadastro de reserva pode ser chamado se surgir vaga nova?",
              "o cotista que ficou no cadastro de reserva tem direito de ser chamado se abrir vaga?",
              "concurso apenas com cadastro de reserva precisa ter cota?"):
        assert plan(q, None, TODAY).route == "retrieval", q


def test_waiting_list_then_the_facts_is_that_position() -> None:
    bot = rules_bot(TODAY)
    first, last = chat(bot, "fiquei na lista de espera, vou ser chamada?",
                       "sou a 15ª na classificação geral, não optei pela cota, são 12 vagas")
    assert (first.route, first.context.get("intent")) == ("clarify", "position")
    assert last.route == "calculator" and last.calculation["operation"] == "position"
    assert last.calculation["status"] == "outside"


def test_a_call_hoped_for_is_no_doubt_about_ones_group() -> None:
    p = plan("ja saiu o resultado e to no cadastro reserva. sera que sou convocada?", None, TODAY)
    assert (p.route, p.intent) == ("clarify", "position")
    assert plan("sera que sou preta ou parda pela lei?", None, TODAY).route == "retrieval"


def test_a_denied_figure_is_replaced() -> None:
    bot = rules_bot(TODAY)
    _, fixed = chat(bot, "Tenho um edital de 14 vagas, quantas são reservadas?", "perdão, não são 14, são 19")
    assert fixed.route == "calculator" and fixed.calculation["reserved"] == 6  # 30% de 19 = 5,7
    _, order = chat(rules_bot(TODAY), "qual a ordem de nomeação com 8 vagas?", "nao é 8 e sim 11")
    assert order.route == "calculator" and order.calculation["operation"] == "order"
    assert order.calculation["vacancies"] == 11
    # a percentage denied is the rate asked about, never vagas
    _, rate = chat(rules_bot(TODAY), "com 10 vagas quantas reservadas?", "a cota nao é 20%, é 30%?")
    assert (rate.calculation or {}).get("vacancies") in (None, 10)


def test_the_edital_of_someone_spoken_of_asks_its_date() -> None:
    for q in ("o edital dela segue qual lei?", "a lei que rege o certame dele é a antiga ou a nova?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("clarify", "regime"), (q, p.route, p.intent)


def test_an_impossible_place_keeps_the_position_asked() -> None:
    bot = rules_bot(TODAY)
    first, last = chat(bot, "estou em 0º na classificação geral, 6 vagas, sou cotista. entro?", "perdão, sou o 2º")
    assert first.route == "clarify" and first.context.get("intent") == "position"
    assert last.route == "calculator" and last.calculation["operation"] == "position"
    assert last.calculation["status"] == "inside"


def test_each_cargos_reserve_asked_bare_asks_the_table() -> None:
    for q in ("quais as cotas de cada cargo?", "como ficaria a reserva por cargo?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("clarify", "edital"), (q, p.route, p.intent)
    # what the edital must state per cargo is the law's
    assert plan("o edital tem que dizer qual a cota de cada cargo?", None, TODAY).route == "retrieval"


def test_a_fact_not_known_yet_is_asked_again() -> None:
    first, again, last = chat(rules_bot(TODAY), "e as vagas de cota, quantas são?", "nem sei, não divulgaram", "são 21")
    assert first.route == again.route == "clarify" and again.context.get("intent") == "reserve"
    assert last.route == "calculator" and last.calculation["reserved"] == 6  # 30% de 21 = 6,3
    _, law = chat(rules_bot(TODAY), "qual a lei do meu edital?", "ainda nao publicaram o edital")
    assert law.route == "calculator" and law.calculation["regime"] == "lei-15142-2025"
