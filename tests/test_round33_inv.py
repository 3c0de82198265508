"""Round 33 (inv): the same question written differently gets the same answer (`scripts/invariance.py` measures it).

Causes fixed, each with pairs (original, rewritten) that must get the same route, intent and figures:
- courtesy read as content: a greeting before ("Bom dia! médico 4 vagas, ...", read into the first cargo's name) and a
  thanks after the question ("... a ser nomeado? Obrigado!", read as its last clause) are stripped with the envelope;
- the sentence classifier fed a shouted message ("SOLICITO CONFIRMAR O REGIME ...") or a question without its "?"
  ("a 12.990 valia pra contrato temporario tambem"): both embed away from the exemplars (written in ordinary case and
  ending in "?"), so the classifier overruled the rules the other way or its novelty gate abstained; it now reads the
  message in sentence case and with its "?";
- a feminine ordinal written without its mark after the place named ("classificação geral 22a", the "22ª" of the same
  question with its accents stripped) was no place: it is read as "22o", as "22ª" already was.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from assistant.extraction.envelope import as_asked, strip_envelope, unshouted, without_courtesy
from assistant.routing_eval import _intent_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import invariance  # noqa: E402


def _same(bot: Any, original: str, rewritten: str) -> None:
    a, b = invariance.signature(bot.ask(original)), invariance.signature(bot.ask(rewritten))
    assert a == b, (original, rewritten, a, b)


def test_courtesy_around_the_question_is_no_content() -> None:
    assert without_courtesy("Bom dia! médico 4 vagas, enfermeiro 8?") == "médico 4 vagas, enfermeiro 8?"
    assert without_courtesy("Prezados, Prezados, favor informar o quantitativo de vagas a reservar aos candidatos negros."
                            " agradeço desde já") == \
        "favor informar o quantitativo de vagas a reservar aos candidatos negros."
    assert without_courtesy("oi, tudo bem? quantas vagas?") == "quantas vagas?"
    assert without_courtesy("se abrirem 4 vagas, o cotista é o 2o? Muito obrigada pela atenção!") == \
        "se abrirem 4 vagas, o cotista é o 2o?"
    assert strip_envelope('Pergunta: "Boa tarde, quantas vagas?"') == "quantas vagas?"
    # the thanks themselves, a greeting alone, and words that only look like courtesy stay
    for same in ("ah, então tá certo. obrigado", "entendi, valeu", "oi", "Bom dia", "Boa parte das vagas é de quem?",
                 "a autarquia é obrigada a reservar?", "Pessoal do RH quer saber quantas vagas?",
                 "o órgão que vai abrir concurso com 10 vagas em 2026 também é obrigado"):
        assert without_courtesy(same) == same


def test_the_classifier_reads_a_shouted_or_unpunctuated_question_as_written_plainly() -> None:
    assert as_asked("SOLICITO CONFIRMAR O REGIME APLICÁVEL A EDITAL DE 20/12/2020.") == \
        "Solicito confirmar o regime aplicável a edital de 20/12/2020."
    assert as_asked("a 12.990 valia pra contrato temporario tambem") == "a 12.990 valia pra contrato temporario tambem?"
    assert as_asked("quantas vagas tem?") == "quantas vagas tem?"
    assert as_asked("sai esse ano ainda? to estudando faz 2 anos") == "sai esse ano ainda? to estudando faz 2 anos"
    assert unshouted("vaga PcD do TRF") == "vaga PcD do TRF"  # capitals in a plain sentence are its names


class _Recorder:
    """A sentence classifier that records what it was given (and reads everything as law, unsure)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def predict(self, text: str) -> tuple[str, float]:
        self.seen.append(text)
        return ("law", 0.5)


def test_the_classifier_is_given_the_same_text_for_either_writing() -> None:
    from datetime import date

    from assistant.core import Assistant
    from tests.assistant_support import NoRetriever

    rec = _Recorder()
    bot = Assistant(retriever=NoRetriever(), today=lambda: date(2026, 12, 5), classifier=rec)
    for q in ("alguem sabe se ja tem data pro edital da policia federal em 2027?",
              "ALGUEM SABE SE JA TEM DATA PRO EDITAL DA POLICIA FEDERAL EM 2027?",
              "alguem sabe se ja tem data pro edital da policia federal em 2027"):
        try:
            bot.ask(q)
        except AssertionError:  # the retriever must not be reached; only the classifier's input matters here
            pass
    assert len(rec.seen) == 3 and {s.lower() for s in rec.seen} == {rec.seen[0].lower()}


@pytest.mark.parametrize("original,rewritten", [
    # a greeting read into the first cargo's name
    ("médico 4 vagas, enfermeiro 8, técnico de enfermagem 15 — quantas cotas raciais por cargo?",
     "Bom dia! médico 4 vagas, enfermeiro 8, técnico de enfermagem 15 — quantas cotas raciais por cargo? Obrigado!"),
    # a thanks read as the question's last clause
    ("se abrirem 4 vagas, o cotista é o 2o ou o 4o a ser nomeado?",
     "Prezados, se abrirem 4 vagas, o cotista é o 2o ou o 4o a ser nomeado? Obrigado!"),
    ("sou cotista num concurso de 12 vagas, sera que eu entro?",
     "Prezados, sou cotista num concurso de 12 vagas, sera que eu entro? Obrigado!"),
    ("Prezados, favor informar o quantitativo de vagas que devemos reservar aos candidatos negros no próximo certame do órgão.",
     "Prezados, Prezados, favor informar o quantitativo de vagas que devemos reservar aos candidatos negros no próximo"
     " certame do órgão. agradeço desde já"),
])
def test_courtesy_changes_no_answer(bot: Any, original: str, rewritten: str) -> None:
    _same(bot, original, rewritten)


@pytest.mark.parametrize("original,rewritten", [
    ("Solicito confirmar o regime de reserva racial aplicável a edital publicado em 20/12/2020.",
     "SOLICITO CONFIRMAR O REGIME DE RESERVA RACIAL APLICÁVEL A EDITAL PUBLICADO EM 20/12/2020."),
    ("vale a pena pagar plataforma de questoes tipo qconcursos pra TRF?",
     "VALE A PENA PAGAR PLATAFORMA DE QUESTOES TIPO QCONCURSOS PRA TRF?"),
    ("alguem sabe se ja tem data pro edital da policia federal em 2027?",
     "ALGUEM SABE SE JA TEM DATA PRO EDITAL DA POLICIA FEDERAL EM 2027?"),
    ("o edital da caixa foi em marco de 2024, entao é a lei de 2014 que vale ne?",
     "o edital da caixa foi em marco de 2024, entao é a lei de 2014 que vale ne"),
    ("pq a cota racial subiu de 20 pra 30 por cento?", "pq a cota racial subiu de 20 pra 30 por cento"),
])
def test_case_and_the_final_mark_change_no_answer(bot: Any, original: str, rewritten: str) -> None:
    _same(bot, original, rewritten)


def test_a_place_written_without_its_ordinal_mark() -> None:
    from assistant.extraction import extract

    assert extract("Classificacao geral 22a, candidato nao optante, 30 vagas").general_rank == 22
    assert extract("posicao 4a fase do concurso").general_rank is None  # a phase, not a place


def test_an_ordinal_without_its_mark_changes_no_answer(bot: Any) -> None:
    _same(bot, "Classificação geral 22ª, candidato não optante, concurso com 30 vagas e edital de março de 2025. "
               "Está dentro das vagas?",
          "Classificacao geral 22a, candidato nao optante, concurso com 30 vagas e edital de marco de 2025. "
          "Esta dentro das vagas?")


def test_a_question_without_its_mark_is_still_the_law_asked(bot: Any) -> None:
    ans = bot.ask("a 12.990 valia pra contrato temporario tambem")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law")


def test_the_perturbations_keep_the_words() -> None:
    assert invariance.strip_accents("É possível?") == "E possivel?"
    assert invariance.lower_unpunctuated("Quantas VAGAS?!") == "quantas vagas"
    assert invariance.greeted("Prezados, quantas?", 2).startswith("Bom dia! Prezados")  # never the same greeting twice
    assert invariance.abbreviated("Você sabe para que serve? Não.", 1) == "vc sabe p/ q serve? n."
    assert invariance.swap_number("concurso com cinquenta e duas vagas") == "concurso com 52 vagas"
    assert invariance.swap_number("edital com 21 vagas") == "edital com vinte e uma vagas"
    assert invariance.swap_number("edital com 200 vagas") == "edital com duzentas vagas"
    assert invariance.swap_number("sem número") is None
