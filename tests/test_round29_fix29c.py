"""Round 29 (fix29c): families behind the declassified holdout27/28 failures.

- a kind of body asked whether it "também" must reserve is whom the law binds (art. 1º), even with "nos concursos
  deles"; without "também" a named body stays its eligibility answer;
- which law applies "no meu caso" is the regime of one's own edital, its date asked for;
- "os dois cargos" after a table of two cargos names those cargos: no vagas to ask, the question decides (a permission
  to merge them is law text, art. 1º, § 2º);
- someone else's option told in the third person beside a place ("concorreu pela reserva") is the optant's;
- a date told with "isso muda meu direito à cota?" after an eligibility answer is that eligibility on the date, and a
  body written again as the thread's ("o edital do Ibama") is carried.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot
from vocabulary import OLD_LAW

TODAY = date(2026, 12, 4)


def test_a_kind_of_body_also_bound_is_the_laws_reach() -> None:
    for q in ("as universidades federais tambem precisam reservar vagas pra pardos nos concursos delas?",
              "agencias reguladoras também são obrigadas a reservar nas seleções delas?",
              "as fundações públicas federais também devem reservar vaga pra pretos nos concursos?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval", (q, p.route, p.intent)
    # no "também", one named body: its coverage and who may compete (tests/test_assistant_routing_boundary.py)
    p = plan("Uma empresa pública federal tem que reservar vagas para negros?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")
    # one's own claim is no body's duty
    assert plan("sou parda, o ibge também tem que reservar vaga pra mim?", None, TODAY).route != "retrieval"


def test_the_law_of_ones_own_case_asks_the_editais_date() -> None:
    for q in ("que lei de cotas se aplica na minha situacao?", "qual lei de reserva vale pro meu caso?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("clarify", "regime"), (q, p.route, p.intent)
    dated = plan("qual lei de cotas vale no meu caso? o edital é de 03/02/2024", None, TODAY)
    assert (dated.route, dated.intent) == ("calculator", "regime")


def test_the_threads_cargos_named_by_their_count_ask_no_vagas() -> None:
    first = plan("analista com 7 vagas e tecnico com 4 vagas, quanto de cota em cada?", None, TODAY)
    assert first.intent == "edital"
    prev = {**first.params, "intent": first.intent, "route": first.route}
    p = plan("o orgao pode somar os 2 cargos pra fazer a conta da reserva?", prev, TODAY)
    assert p.route == "retrieval", (p.route, p.clarify)
    # another count of cargos is still asked for its vagas; with no table before, so is this one
    assert plan("e se fossem 3 cargos?", prev, TODAY).clarify == "numbers"
    assert plan("o orgao pode somar os 2 cargos pra fazer a conta da reserva?", None, TODAY).clarify == "numbers"


def test_someone_elses_option_told_beside_a_place() -> None:
    assert extract("minha irma ficou em 15º na classificacao geral, concorreu pela reserva, sao 12 vagas", TODAY).optant
    assert extract("ele optou pelas cotas e ficou em 8º lugar", TODAY).optant
    # no place, or a rule for anyone: no one's option
    assert not extract("quem optou pela cota e ficou em 3º na ampla sai da lista?", TODAY).optant
    assert not extract("ela nao concorreu pela reserva, ficou em 4º lugar", TODAY).optant
    ans = rules_bot(TODAY).ask("minha irma ficou em 15º na classificacao geral, concorreu pela reserva, sao 12 vagas. ela passa?")
    assert ans.route == "calculator" and ans.calculation["status"] == "depends"


def test_a_date_told_with_ones_claim_questioned_is_that_eligibility() -> None:
    bot = rules_bot(TODAY)
    first, last = chat(bot, "sou quilombola, concurso do ibama com 8 vagas, tenho direito a cota?",
                       "so que o edital do ibama foi publicado em 20/03/2022, isso altera meu direito a reserva?")
    assert first.calculation["eligible"]
    assert last.route == "calculator" and last.calculation["operation"] == "eligibility"
    assert not last.calculation["eligible"] and last.calculation["regime"] == OLD_LAW
    assert carried_keys_of(last) == ["entity", "groups", "process", "vacancies"]
    # another selection of the same body is not the thread's
    _, other = chat(bot, "sou quilombola, concurso do ibama com 8 vagas, tenho direito a cota?",
                    "e num concurso novo do ibama com 20 vagas, quantas de cota?")
    assert "entity" not in carried_keys_of(other)
