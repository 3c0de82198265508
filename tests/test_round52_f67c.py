"""Round 52 (f67c): concurso details answered with law text, a named norm's term refused, a federal body's duty read as a
person's eligibility (declassified held-out set 66).

- when one concurso's result or list comes out, told with a near time ("o resultado da comissão de heteroidentificação
  do concurso do banco central vai sair até sexta?"), or whether it already came out, is that concurso's calendar: out
  of scope even with the procedure named (`concurso_detail.ACT_RELEASE_DUE`; the board's override in `router` no longer
  lifts a published list); who confirms the declaration or how its result is appealed stays the law's (art. 3º);
- which subjects an exam covers or weighs ("que matérias caem na prova de técnico do IBGE?") is the edital's syllabus,
  out of scope (`concurso_detail.EXAM_SUBJECTS`); the quesito cor ou raça of the IBGE, the same exam for everyone and a
  PcD candidate's exam stay in;
- a term asked of one covered norm named ("o decreto 9.508 diz em quanto tempo o laudo tem que ser emitido?") is that
  norm's text, never refused; when the norm fixes no term of its own (every "prazo" in Decreto 9.508 is the edital's,
  art. 4º, §§ 1º-2º, read from the text) the answer says so (`norm_term`); a law that fixes its own term gets no such
  note, and a term asked with no norm named is unchanged;
- a federal body speaking of itself asking whether it must reserve, no group, count or date ("somos uma sociedade de
  economia mista da União, temos que reservar vagas?") is whom the law binds: art. 1º, I, law text, never "Pessoas
  negras podem concorrer" (`rules.federal_body_duty`); with a group, vagas or a count asked it is unchanged.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.concurso_detail import act_release_due, exam_subjects_asked
from assistant.extraction import fold
from assistant.norm_term import edital_terms, term_of_named_norm
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, PCD_DECREE

# --------------------------------------------------------------------------- one concurso's result day

RESULT_DAYS = ("o resultado da avaliação da comissão de heteroidentificação do concurso do banco central vai sair até sexta?",
               "alguém sabe se a lista dos cotistas aprovados na heteroidentificação do INSS sai amanhã?",
               "a relação de convocados pra banca de heteroidentificação da receita sai ainda esta semana?",
               "o gabarito da prova do concurso da PRF será divulgado hoje?",
               "o resultado da banca de heteroidentificação do concurso da PF já saiu?")
BOARD_RULES = ("quem faz a heteroidentificação?",
               "o resultado da heteroidentificação pode ser contestado?",
               "quem avalia o resultado da heteroidentificação?",
               "a comissão de heteroidentificação pode reprovar um candidato pardo?")


def test_a_result_day_is_read_as_the_concurso_calendar() -> None:
    for said in RESULT_DAYS[:4]:
        assert act_release_due(fold(said)), said
    for said in BOARD_RULES + ("o resultado da heteroidentificação sai antes da homologação?",
                               "a lei diz quando o resultado da heteroidentificação deve sair?"):
        assert not act_release_due(fold(said)), said


def test_one_concurso_result_day_is_out_of_scope_the_boards_rules_stay_law(bot: Any) -> None:
    for said in RESULT_DAYS:
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
        assert not ans.citations, said
    for said in BOARD_RULES:  # neighbours: what the board does and how its result is appealed (art. 3º)
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)


# --------------------------------------------------------------------------- the exam's subjects

EXAM_SUBJECTS = ("que matérias caem na prova de técnico do IBGE?",
                 "o que mais cai na prova do concurso do INSS, direito ou informática?",
                 "qual o peso de português na prova da Receita?",
                 "quais conteúdos são mais cobrados no concurso do IBGE pra recenseador?")


def test_the_exams_subjects_are_out_of_scope_the_ibge_race_rule_and_the_same_exam_stay_in(bot: Any) -> None:
    for said in EXAM_SUBJECTS:
        assert exam_subjects_asked(fold(said)), said
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
    for said in ("quem é considerado pardo segundo o IBGE para a cota?",
                 "a lei usa a classificação do IBGE pra definir quem é preto ou pardo?"):
        assert not exam_subjects_asked(fold(said)), said
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and ans.citations[0].label == "Lei nº 15.142/2025, art. 2º, I", (said, ans.headline)
    for said in ("o candidato com deficiência faz a prova com o mesmo conteúdo?",
                 "a prova do cotista tem as mesmas matérias da ampla concorrência?"):
        assert not exam_subjects_asked(fold(said)), said
        (ans,) = chat(bot, said)
        assert ans.route != "out_of_scope", (said, ans.headline)


# --------------------------------------------------------------------------- a term asked of a named norm

DECREE_TERMS = ("o decreto 9.508 diz em quanto tempo o laudo médico tem que ser emitido?",
                "no decreto 9508, qual o prazo para pedir tempo adicional na prova?",
                "pelo decreto 9.508, até quando a equipe multiprofissional tem que dar o parecer?")


def test_the_decree_leaves_every_term_to_the_edital_read_from_its_text() -> None:
    assert edital_terms(PCD_DECREE) == ("Decreto nº 9.508/2018, art. 4º, § 1º", "Decreto nº 9.508/2018, art. 4º, § 2º")
    assert edital_terms(NEW_LAW) is None and edital_terms(OLD_LAW) is None  # (art. 12: 10 anos; art. 6º: 10 anos)
    for said in DECREE_TERMS:
        assert term_of_named_norm(fold(said)) == PCD_DECREE, said
    for said in ("qual o prazo de validade do laudo médico para concurso?",  # no norm named
                 "o decreto 9.508 e a lei 15.142 falam de prazo?",  # two norms
                 "o decreto 9508 fala do laudo médico?"):  # no term asked
        assert term_of_named_norm(fold(said)) is None, said


def test_a_term_asked_of_the_decree_is_its_text_with_the_edital_said(bot: Any) -> None:
    for said in DECREE_TERMS:
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert ans.citations and all(c.label.startswith("Decreto nº 9.508/2018") for c in ans.citations[:2]), said
        assert any("não fixa esse prazo" in n and "art. 4º, § 1º" in n for n in ans.notes), (said, ans.notes)
    # neighbours: a law that fixes its own term gets no such note; a term with no norm named is unchanged
    (ans,) = chat(bot, "a lei 15.142 tem prazo para ser revista?")
    assert ans.route == "retrieval" and ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 12"), ans.headline
    assert not any("não fixa esse prazo" in n for n in ans.notes), ans.notes
    (ans,) = chat(bot, "qual o prazo de validade do laudo médico para concurso?")
    assert ans.route == "out_of_scope", ans.headline


# --------------------------------------------------------------------------- a federal body's own duty

FEDERAL_DUTIES = ("somos uma autarquia federal, a lei nos obriga a reservar vagas?",
                  "somos uma sociedade de economia mista da União, temos que reservar vagas?",
                  "somos um ministério; a lei 15.142 nos obriga a reservar vagas nos concursos?",
                  "bom dia, somos uma fundação pública federal e queremos saber se precisamos reservar vagas",
                  # a body the law names elsewhere (art. 10) still asks whom the law binds: art. 1º, I first
                  "somos a funai, temos que reservar?", "aqui é o ibama, a lei nos obriga a ter cota?")


def test_a_federal_body_asking_its_duty_is_article_1(bot: Any) -> None:
    for said in FEDERAL_DUTIES:
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert any(c.label == "Lei nº 15.142/2025, art. 1º, I" for c in ans.citations[:2]), \
            (said, [c.label for c in ans.citations])
        assert "podem concorrer" not in ans.headline, (said, ans.headline)
    # neighbours: a group named, vagas with a count asked, a person's claim, a city's body
    (ans,) = chat(bot, "somos uma fundação federal e vamos contratar por pss, temos que reservar vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline  # the selection's coverage
    (ans,) = chat(bot, "somos uma fundação federal, temos que reservar vagas para quilombolas?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True), ans.headline
    (ans,) = chat(bot, "somos uma autarquia federal com 20 vagas, quantas temos que reservar?")
    assert (ans.route, ans.calculation["reserved"]) == \
        ("calculator", calculator.reserve(calculator.ReserveInput(vacancies=20)).reserved), ans.headline
    (ans,) = chat(bot, "sou parda e trabalho numa empresa pública federal, posso concorrer pela cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    (ans,) = chat(bot, "somos uma prefeitura, temos que reservar vagas pela lei 15.142?")
    assert not ans.headline.startswith("**Sim**") and "art. 1º" in ans.answer, ans.headline
