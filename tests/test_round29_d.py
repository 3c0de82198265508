"""Round 29 (p29d): the edge of the domain, in and out of threads.

- where or when an act of the concurso happens ("em que lugar vai ser a perícia?", "quando costuma sair o resultado?")
  is the edital's calendar, out of scope even mid-thread, where a turn classifier reading "law" no longer rescues it;
  what the confirmation board does stays the law's (art. 3º);
- other quotas: the elderly named by their age, a state's or a city's own law pointed at ("a lei de lá"), and the
  assistant's opinion asked ("você acha a cota justa?") are out of scope; "que" joining a clause ("acha que a banca
  pode me reprovar?") names no exam board;
- "a lei nova não vale pra esse edital?" after a dated count asks which law that date gets (regime), never a switch
  to compute under the new law;
- a table of count-first rows without "vagas" ("12 enfermeiro, 3 médico"), when the cargos are announced or three
  rows or more are listed, is the edital's table.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction.cargos import extract_cargos
from assistant.router import plan
from tests.assistant_support import FixedTurnReading, NoRetriever, chat, rules_bot

TODAY = date(2026, 12, 4)


# --- where and when the concurso's acts happen ------------------------------------------------------------------------

@pytest.mark.parametrize("q", ["em que lugar vai ser a pericia medica?",
                               "tem o endereco da comissao de heteroidentificacao de brasilia?",
                               "onde vai ser a prova discursiva?",
                               "quando costuma sair o resultado final?",
                               "quando devem sair os gabaritos?"])
def test_the_place_or_day_of_an_act_is_out_of_scope(q: str) -> None:
    p = plan(q, None, TODAY)
    assert p.route == "out_of_scope" and "concurso_topic" in p.notes, (q, p.route, p.notes)


@pytest.mark.parametrize("q", ["quem compoe a comissao de heteroidentificacao?",
                               "onde a lei diz que a banca confirma a autodeclaracao?"])
def test_what_the_board_does_stays_the_laws(q: str) -> None:
    assert plan(q, None, TODAY).route == "retrieval", q


def test_an_aside_mid_thread_is_not_rescued_as_law() -> None:
    from assistant.core import Assistant

    # a turn classifier sure every turn is the law's: the concurso's calendar is still no law question
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False, turns=FixedTurnReading("law", 0.9))
    count, aside, back = chat(bot, "edital com 16 vagas, quantas sao pra cota?", "e em que lugar vai ser a prova?",
                              "e se fossem 21?")
    assert count.route == "calculator"
    assert aside.route == "out_of_scope"
    assert back.route == "calculator" and back.calculation["vacancies"] == 21


# --- other quotas and opinions ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("q", ["tem reserva de vagas pra quem tem mais de 65 anos?",
                               "existe cota para pessoas acima de 70 anos no servico publico?",
                               "no concurso municipal de recife a lei deles reserva quanto?",
                               "e a legislacao local do estado do ceara, como e?",
                               "na sua opiniao cota racial funciona?",
                               "voce acha as cotas injustas?"])
def test_other_quotas_and_opinions_are_out_of_scope(q: str) -> None:
    assert plan(q, None, TODAY).route == "out_of_scope", q


def test_a_clause_about_the_board_is_the_laws() -> None:
    p = plan("voce acha que a banca pode recusar minha autodeclaracao de parda?", None, TODAY)
    assert p.route == "retrieval", (p.route, p.notes)
    assert plan("que banca organiza o concurso do inss?", None, TODAY).route == "out_of_scope"


# --- the law named of a dated edital ----------------------------------------------------------------------------------

def test_the_law_named_of_a_dated_edital_is_its_regime() -> None:
    first, asked, more = chat(rules_bot(TODAY), "edital publicado em 20/01/2025 com 14 vagas, quantas reservadas?",
                              "a 15.142 ja vale nesse concurso?", "e com 9 vagas?")
    assert first.calculation["regime"] == "lei-12990-2014"
    assert asked.route == "calculator" and asked.calculation["operation"] == "regime"
    assert asked.calculation["regime"] == "lei-12990-2014"  # the date told before, not today's
    assert more.calculation["regime"] == "lei-12990-2014"


def test_a_switch_to_the_new_law_is_still_a_switch() -> None:
    _, switched = chat(rules_bot(TODAY), "edital publicado em 20/01/2025 com 14 vagas, quantas reservadas?",
                       "e pela lei nova?")
    assert switched.route == "calculator" and switched.calculation["regime"] == "lei-15142-2025"


# --- count-first rows without "vagas" ---------------------------------------------------------------------------------

def test_count_first_rows_announced_are_a_table() -> None:
    assert [(c.name, c.vacancies) for c in extract_cargos("sao 2 cargos: 12 enfermeiro e 3 medico")] == \
        [("enfermeiro", 12), ("medico", 3)]
    p = plan("concurso com 4 cargos: 7 agente, 6 escrivao, 2 delegado e 1 perito, qual a cota de cada?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "edital")
    assert p.params["cargos"] == [["agente", 7], ["escrivao", 6], ["delegado", 2], ["perito", 1]]


def test_count_first_rows_unannounced() -> None:
    assert len(extract_cargos("8 professores, 3 pedagogos e 2 bibliotecarios")) == 3
    # two bare rows, nothing announced: not read as a table (a place and a list are also "N word")
    assert extract_cargos("fiquei 4 geral e 2 cotistas") == []
