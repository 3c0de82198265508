"""Round 41 (f50a): failure families of the declassified held-out set 50.

- a cargo whose name has several words, then its count, right after the edital's verb ("o edital tem professor de
  matemática 2 vagas, física 1 vaga e química 1 vaga") is the table's first row, in the order given;
- "pelo menos N" / "ao menos N" vagas is a minimum, never minus N; "por que a lei de 2014 precisava de pelo menos 3
  vagas?" is the law's threshold (Lei 12.990, art. 1º, § 1º), not a count;
- cargos named without counts ("os cargos de Analista, Técnico e Assistente. Qual a reserva de cada?") are the edital
  operation missing its table: the vagas of each named cargo are asked;
- the reserve of "o concurso que a gente tá organizando" without vagas asks for the vagas (the organiser's own).
Neighbours: a table read as before, "menos 3 vagas" still negative, a one-cargo count, the law's reserve asked in general.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.extraction.cargos import extract_cargos, named_without_counts
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, rules_bot
from tests.test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 6)


# --------------------------------------------------------------------------- 1. a cargo of several words, then its count

def test_a_first_row_named_in_several_words_after_the_verb_is_read() -> None:
    cargos = extract_cargos(extract("o edital do IF tem professor de matematica 2 vagas, fisica 1 vaga e quimica 1 vaga."
                                    " tem cota em algum?").text)
    assert [(c.name, c.vacancies) for c in cargos] == [("professor de matematica", 2), ("fisica", 1), ("quimica", 1)]
    cargos = extract_cargos(extract("o concurso tem analista de sistemas 3 vagas e tecnico de enfermagem 2 vagas").text)
    assert [(c.name, c.vacancies) for c in cargos] == [("analista de sistemas", 3), ("tecnico de enfermagem", 2)]


def test_the_long_named_row_gets_its_reserve_in_order() -> None:
    ans = rules_bot(TODAY).ask("o edital do IF tem professor de matematica 2 vagas, fisica 1 vaga e quimica 1 vaga. "
                               "tem cota em algum?", [])
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "edital")
    want = [calculator.reserve({"vacancies": n, "today": TODAY}).reserved for n in (2, 1, 1)]
    assert [c["reserved"] for c in ans.calculation["cargos"]] == want == [1, 0, 0]
    assert "professor de matematica: **1 reservada** de 2 vagas" in ans.headline
    assert "(total: **1**)" in ans.headline


def test_neighbour_a_single_count_after_the_verb_is_no_table() -> None:
    assert extract_cargos(extract("o concurso tem 10 vagas, quantas de cota?").text) == []
    assert extract_cargos(extract("o edital tem analista 10 vagas").text) == []
    cargos = extract_cargos(extract("o edital tem 3 cargos: analista 10, tecnico 4 e motorista 2").text)
    assert [(c.name, c.vacancies) for c in cargos] == [("analista", 10), ("tecnico", 4), ("motorista", 2)]


# --------------------------------------------------------------------------- 2. "pelo menos N": a minimum, the law

def test_at_least_n_vagas_is_never_negative() -> None:
    for text in ("por que na lei de 2014 precisava de pelo menos 3 vagas?", "a lei exige ao menos 3 vagas?"):
        assert extract(text).negatives == [], text
    assert extract("e se fossem menos 3 vagas?").negatives  # a neighbour: minus three is still questioned


def test_why_the_old_law_needed_at_least_three_is_its_threshold() -> None:
    retriever = LawRetriever()
    bot = Assistant(retriever=retriever, today=lambda: TODAY, classifier=False)
    *_, a2, a3 = chat(bot, "me tira uma duvida rapida: edital de tecnico com 5 vagas reserva quantas pra cotistas?",
                      "e pela lei 12.990, nesse caso de 5 vagas?",
                      "por que na lei de 2014 precisava de pelo menos 3 vagas?")
    assert a2.calculation["reserved"] == 1
    assert (a3.route, _intent_of(a3)) == ("retrieval", "law")
    assert not a3.calculation
    assert "negativ" not in a3.answer
    assert "igual ou superior" in retriever.queries[-1][0]  # the threshold is what is searched


def test_the_old_law_minimum_cites_its_article(bot) -> None:  # the real retriever (conftest)
    ans = bot.ask("por que a lei 12.990 exige pelo menos 3 vagas?", [])
    assert ans.route == "retrieval"
    assert ans.citations[0].urn.endswith("12990!art1_par1")


# --------------------------------------------------------------------------- 3. cargos named without counts

def test_named_cargos_without_counts_are_listed() -> None:
    assert named_without_counts("nosso edital tera os cargos de analista, tecnico e assistente. qual a reserva de cada?") \
        == ["analista", "tecnico", "assistente"]
    assert named_without_counts("os cargos de nivel medio e superior, qual a reserva?") == []  # kinds, not names


def test_cargos_without_counts_ask_the_vagas_of_each() -> None:
    bot = rules_bot(TODAY)
    ans, table = chat(bot, "Nosso edital terá os cargos de Analista, Técnico e Assistente. Qual a reserva de cada?",
                      "analista 10 vagas, técnico 4 vagas, assistente 2 vagas")
    assert (ans.route, _intent_of(ans)) == ("clarify", "edital")
    assert "Quantas vagas tem cada cargo (Analista, Técnico e Assistente)?" in ans.answer
    assert not ans.calculation
    assert (table.route, table.calculation["operation"]) == ("calculator", "edital")
    assert [c["reserved"] for c in table.calculation["cargos"]] == [3, 1, 1]


def test_neighbour_the_reserve_of_each_cargo_unnamed_keeps_its_ask() -> None:
    ans = rules_bot(TODAY).ask("quanto dá a reserva de cada cargo do nosso edital?", [])
    assert (ans.route, _intent_of(ans)) == ("clarify", "edital")
    assert "Envie o quadro do edital com cada cargo" in ans.answer


# --------------------------------------------------------------------------- 4. the organiser's own concurso

def test_the_concurso_we_are_organising_asks_its_vagas() -> None:
    bot = rules_bot(TODAY)
    for text in ("Qual a reserva racial para o concurso que a gente tá organizando?",
                 "qual a reserva no edital que a gente vai abrir?"):
        ans = bot.ask(text, [])
        assert (ans.route, _intent_of(ans)) == ("clarify", "reserve"), text
        assert "Quantas vagas o edital oferece" in ans.answer, text


def test_neighbour_the_reserve_the_law_sets_stays_law_text() -> None:
    bot = Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)
    ans = bot.ask("qual a reserva racial prevista na lei?", [])
    assert ans.route == "retrieval" and _intent_of(ans) == "law"
