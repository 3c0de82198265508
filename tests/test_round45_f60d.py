"""Round 45 (f60d): who is asking, the nomination order, vague openers (declassified held-out set 59).

- a place of the reserve list held by no one named ("o 1º da lista de cotas", "o primeiro colocado da reserva") asked
  which call it gets: the nomination order of the vagas (where the cotistas go), never the asker's own place;
- the asker after a relative's group ("e eu?"), their own group told before ("sou pardo"): that group again, named in
  the lead as told 2 questions back, never the relative's;
- a question announced by its subject only ("tenho uma dúvida sobre a reserva"): the question (or the case) is asked
  for, never a dispositivo picked for the subject's words; the facts told next are answered;
- a regulatory agency named by its acronym (ANP, ANS, ANTAQ, ANM): a federal autarquia, never "sem órgão informado".
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.context import kin_groups_told
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat


def _quota_positions(vacancies: int) -> list[int]:
    return calculator.order(calculator.OrderInput(vacancies=vacancies, today=date.today())).quota_positions


# --------------------------------------------------------------------------- the order of a place held by no one
def test_a_reserve_list_place_held_by_no_one_asked_its_call_is_the_order(bot: Any) -> None:
    for said, n in (("doze vagas no total: o primeiro da lista de cotas é nomeado na segunda, na quarta ou em qual"
                     " convocação? e os demais cotistas?", 12),
                    ("em que chamada entra o 1º da lista de cotas num concurso de 15 vagas?", 15),
                    ("num edital de 8 vagas, o primeiro colocado da reserva é nomeado em qual nomeação?", 8),
                    ("14 vagas. em qual convocação o primeiro da cota é chamado? e o segundo?", 14),
                    ("no meu concurso de 11 vagas, o 2º da lista de cotistas é chamado quando?", 11)):
        ans = chat(bot, said)[0]
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.calculation["quota_positions"] == _quota_positions(n), (said, ans.headline)
        assert "você" not in ans.headline, (said, ans.headline)
    assert extract("o 1º da lista de cotas entra em qual chamada com 10 vagas?").reserve_rank is None
    # ... also after a place of the asker's own: the order of the thread's vagas, never the asker's place again
    _, ans = chat(bot, "optei pela cota e fiquei em 25º na geral, concurso de 18 vagas", "e o 3º da lista de cotas, é"
                  " chamado em qual nomeação?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
    assert ans.calculation["quota_positions"] == _quota_positions(18) and "você" not in ans.headline, ans.headline


def test_a_place_someone_holds_stays_their_position(bot: Any) -> None:
    # neighbours: the asker's own place, a relative's, or one supposed of oneself: their position, as before
    for said in ("sou o primeiro da lista de cotas num concurso de 10 vagas, em qual chamada eu entro?",
                 "fiquei em 1º na lista de cotas, 10 vagas, sou chamado em qual nomeação?",
                 "minha filha é a primeira da lista de cotas num concurso de 10 vagas, em qual chamada ela entra?",
                 "e se eu fosse o 1º da lista de cotas, em qual nomeação entraria? 10 vagas",
                 "eu, o 1º da lista de cotas, entro em qual chamada? são 10 vagas"):
        ans = chat(bot, said)[0]
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
    # the rank read: the holder's, and a place of no one with no call asked
    assert extract("sou o 1º da lista de cotas, entro em qual chamada com 10 vagas?").reserve_rank == 1
    assert extract("o primeiro da lista de cotas desistiu, a vaga vai pra quem?").reserve_rank == 1  # no call asked


# --------------------------------------------------------------------------- the asker after a relative
def test_the_asker_after_a_relatives_group_is_their_own_group_again(bot: Any) -> None:
    for first, relative, later, own, other in (
            ("sou parda, vou prestar o concurso do inss, posso usar a cota?", "e meu marido que é branco?",
             "e eu num concurso da prefeitura?", "pessoa parda", "pessoa branca"),
            ("me declaro indígena, concurso da funai, tenho direito à reserva?", "e meu irmão, que é amarelo?",
             "e eu?", "pessoa indígena", "pessoa amarela"),
            ("sou preto e vou fazer o concurso do ibge, entro na cota?", "e a minha namorada que é branca?",
             "e eu, posso mesmo?", "pessoa preta", "pessoa branca")):
        _, second, ans = chat(bot, first, relative, later)
        assert other in [a.text for a in second.assumptions], (relative, second.headline)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (later, ans.headline)
        assert own in ans.headline and other not in ans.headline, (later, ans.headline)
        assert "groups" in carried_chips(ans) and "de 2 perguntas atrás" in ans.headline, (later, ans.headline)


def test_a_relatives_group_told_in_a_fragment_is_theirs() -> None:
    for said in ("e minha esposa que é amarela?", "e meu marido que é preto?", "e a minha mãe, que é indígena?"):
        assert kin_groups_told(extract(said)), said
    assert not kin_groups_told(extract("sou parda, posso usar a cota?"))


def test_the_asker_with_no_group_of_their_own_is_asked_it(bot: Any) -> None:
    # neighbours: no group of the asker's told before: asked (44b); another relative: theirs asked too
    _, ans = chat(bot, "minha neta é preta, pode concorrer pela cota no concurso do inss?", "e eu")
    assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility"), ans.headline
    _, _, ans = chat(bot, "sou pardo, concurso do ibama, posso usar a cota?", "e minha esposa que é amarela?",
                     "e minha filha?")
    assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility") and "ela se autodeclara" in ans.headline, \
        ans.headline


# --------------------------------------------------------------------------- a question announced by its subject
def test_a_question_announced_by_its_subject_asks_for_it(bot: Any) -> None:
    from assistant.extraction.envelope import announced_topic

    for said in ("boa tarde, queria tirar uma dúvida sobre me inscrever pela cota",
                 "queria saber sobre as cotas",
                 "tenho uma dúvida sobre a reserva de vagas",
                 "preciso de ajuda com a cota racial",
                 "oi, tenho uma pergunta sobre a inscrição como cotista",
                 "gostaria de umas informações sobre cotas em concurso público"):
        assert announced_topic(said), said
        first, ans = chat(bot, said, "sou preta e é o concurso do ministério da saúde")
        assert first.route == "clarify" and not first.citations, (said, first.headline)
        assert "como você se autodeclara" in first.headline, (said, first.headline)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is True and ans.calculation["regime"] == "lei-15142-2025", ans.headline


def test_a_question_of_its_own_is_answered(bot: Any) -> None:
    # neighbours: a question asked ("se ...", a second sentence) is answered, never asked for again
    for said in ("queria saber se pardo pode usar cota",
                 "tenho uma dúvida sobre cotas. a banca pode me reprovar na heteroidentificação?",
                 "queria saber se indígena que mora na cidade pode concorrer pela cota"):
        ans = chat(bot, said)[0]
        assert ans.route in ("retrieval", "calculator"), (said, ans.headline)
    # the order asked by its subject asks its vagas; a bare opening is asked for as before
    ans = chat(bot, "tenho uma dúvida sobre a ordem de chamada dos cotistas")[0]
    assert (ans.route, _intent_of(ans)) == ("clarify", "order"), ans.headline
    ans = chat(bot, "bom dia, queria tirar uma dúvida")[0]
    assert ans.route == "clarify" and "como você se autodeclara" not in ans.headline, ans.headline


# --------------------------------------------------------------------------- a regulatory agency
def test_a_regulatory_agency_is_a_federal_autarquia() -> None:
    for said in ("concurso da ANP", "vou fazer a prova da ANS", "edital da antaq", "concurso da ANM",
                 "concurso da Agência Nacional de Telecomunicações", "concurso do FNDE"):
        assert extract(said).entity == "autarquia", said


def test_an_agency_named_then_a_supposed_date_keeps_the_agency(bot: Any) -> None:
    for first, later in (("o concurso da ANS só tem cadastro de reserva. sou parda, posso me inscrever pela cota?",
                          "e se esse edital da ANS fosse de 2023, ainda podia?"),
                         ("sou preto, a ANTAQ abriu concurso só com cadastro reserva, posso ir pela cota?",
                          "e se o edital da antaq tivesse saído em 2022?")):
        one, ans = chat(bot, first, later)
        assert "autarquia federal" in [a.text for a in one.assumptions], (first, one.headline)
        assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014", (later, ans.headline)
        assert "autarquia federal" in [a.text for a in ans.assumptions], (later, ans.headline)
        assert not any("sem órgão" in a.text for a in ans.assumptions), (later, ans.headline)
