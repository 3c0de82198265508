"""Round 31 (p31a): help-desk and ouvidoria staff relaying a citizen's questions, in the third person.

- "quantas de N vagas ...": the whole after a bare "de" that the count asked is taken from is the vagas;
- "uma das onze vagas é PcD": one of the vagas, the whole written in words, is a count of one (not an article);
- a fact relayed inside a thread ("ele informa que ...", "a candidata acrescentou que ..."): the fact is the turn's
  fragment, so the thread's operation and figures go on;
- "mesma tabela", "nessa tabela" after a table of cargos: that table again, never the final-result panel;
- the cut-off mark relayed as what someone wants to know, or of a named, dated concurso: out of scope.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.envelope import without_relay
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_whole_after_a_bare_de_of_the_count_asked() -> None:
    assert extract("quantas de 26 vagas ficam reservadas para pretos e pardos?").vacancies == 26
    assert extract("pela lei antiga, quantas de trinta e cinco vagas seriam destinadas a negros?").vacancies == 35
    p = plan("segundo a lei de 2014, quantas de 40 vagas ficavam reservadas a negros?", None, TODAY)
    assert p.route == "calculator" and p.intent == "reserve" and p.params["vacancies"] == 40
    # a year or a list named after "de" is no count of vagas
    assert extract("quantas de 2014 ainda valem?").vacancies is None


def test_one_of_a_whole_in_words_is_a_count() -> None:
    ex = extract("uma das onze vagas fica para pessoa com deficiencia")
    assert (ex.pcd, ex.vacancies) == (1, 11)
    ex = extract("uma das vinte e duas vagas é pcd")
    assert (ex.pcd, ex.vacancies) == (1, 22)


def test_relay_clause_only_of_telling() -> None:
    assert without_relay("a candidata acrescentou que uma das vagas é pcd") == "uma das vagas é pcd"
    assert without_relay("E o cidadão também informou que o edital é de 2016") == "o edital é de 2016"
    # a relayed question keeps its person; a message with no relay is unchanged
    assert without_relay("ela quer saber se pode concorrer") == "ela quer saber se pode concorrer"
    assert without_relay("informa que sim") == "informa que sim"


def test_fact_relayed_in_a_thread_continues_it() -> None:
    bot = rules_bot(TODAY)
    _, last = chat(bot, "qual a ordem de convocação dos cotistas com 15 vagas?",
                   "a candidata acrescentou que uma das vagas é reservada a pcd")
    assert last.route == "calculator" and last.calculation["operation"] == "order"
    assert last.calculation["pcd"] == 1 and "vacancies" in carried_keys_of(last)
    _, last = chat(bot, "quantas vagas reservadas num concurso de 20 vagas?",
                   "o interessado esclareceu que o edital saiu em 20 de março de 2016")
    assert last.route == "calculator" and last.calculation["operation"] == "reserve"
    assert last.calculation["regime"] == "lei-12990-2014" and last.calculation["reserved"] == 4
    assert "vacancies" in carried_keys_of(last)


def test_same_table_is_the_cargos_again() -> None:
    bot = rules_bot(TODAY)
    _, last = chat(bot, "cargos: professor 9 vagas, pedagogo 4 vagas, quantas de cota em cada?",
                   "e se o edital for de 05/05/2019, nessa mesma tabela?")
    assert last.route == "calculator" and last.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in last.calculation["cargos"]] == [9, 4]
    assert last.calculation["regime"] == "lei-12990-2014"


def test_cut_off_mark_relayed_is_out_of_scope() -> None:
    for q in ("o candidato deseja saber a nota de corte da ampla concorrência no concurso do INSS",
              "favor informar as notas de corte dos cotistas do certame da receita de 2019",
              "e a nota de corte dos aprovados no concurso da anvisa de 2023?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    # whether the law sets a cut-off of its own for the reserve is still asked of the law
    for q in ("a lei de cotas permite nota de corte diferente para os cotistas?",
              "a nota de corte da ampla vale para os cotistas no concurso de 2025?"):
        assert plan(q, None, TODAY).route != "out_of_scope", q


def test_which_law_of_a_dated_edital_with_the_reserves_group_named() -> None:
    # the group named as whom the reserve is for ("lei de cotas para pretos"): the regime of that date, nobody's case
    for q in (("edital publicado em 2 de abril de 2013, qual lei de cotas para pretos se aplica nele?"),
                      ("o edital saiu em 15/09/2021: qual a lei de reserva para indígenas que vale?")):
        p = plan(q, None, TODAY)
        assert p.route == "calculator" and p.intent == "regime", q
    # one's own group with the date is still one's eligibility
    assert plan("sou parda, o edital saiu em 2019, qual lei vale pra mim?", None, TODAY).intent == "eligibility"
