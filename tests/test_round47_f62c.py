"""Round 47 (f62c): a PcD candidate's exam conditions asked of a relative, and the selection a thread carries or the
message states (declassified held-out set 61).

- a disability named by its kind ("meu irmão é cadeirante", "minha esposa é surda", "meu pai é cego") is Decreto
  9.508's subject as "deficiência" is: the exam's conditions asked of that person (the same content, mark, criteria,
  time and place: art. 2º; extra time, special care, an interpreter: art. 4º) are answered from the decree, never
  refused, and never from the racial laws; pay, dates, a past cut-off and other aid stay out of scope;
- a body not computed yet in the thread ("e o da Anvisa?" after the IBGE's concurso) keeps the thread's kind of
  selection, its noun elided: carried, and the answer names it; a kind said in the message ("e no concurso da X?") is
  the message's own;
- after a count in which the federal body and the kind of selection changed nothing (never named there), an
  eligibility naming them again ("posso ir pela cota nesse pss do ministério?") states them: only the vagas are carried.
  Right after an eligibility (or a count they changed), the same words point at the earlier selection: carried.
  ("e num PSS de uma autarquia?" after a PSS states its kind itself: not carried, as the message says it; h61-c07
  labels it carried, h23-c29 labels the same wording stated.)
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import carried_chips
from corpus.retrieval import subject_norm
from tests.assistant_support import chat
from vocabulary import PCD_DECREE

DECREE = "Decreto nº 9.508/2018"


def _labels(ans: Any) -> list[str]:
    return [c.label for c in ans.citations]


# --------------------------------------------------------------------------- a relative's exam conditions (art. 2º)


def test_a_relatives_exam_conditions_against_the_others_are_the_decrees_art_2(bot: Any) -> None:
    for said in ("minha mãe é cadeirante e vai fazer concurso: a prova dela é a mesma dos outros candidatos?",
                 "meu filho é surdo, a nota de corte pra ele é igual à dos outros no concurso?",
                 "meu pai é cadeirante, o horário e o local da prova dele são os mesmos dos demais?",
                 "minha irmã é cega, no concurso a nota mínima dela é a mesma dos outros candidatos?",
                 "minha esposa é surda, os critérios de aprovação no concurso são os mesmos pra ela?",
                 "meu sobrinho autista vai prestar concurso, o conteúdo das provas muda pra ele?",
                 "minha mãe surda vai fazer concurso, a nota mínima pra ela é a mesma?"):
        (ans,) = chat(bot, said)
        labels = _labels(ans)
        assert ans.route == "retrieval", (said, ans.headline)
        assert labels and labels[0].startswith(DECREE), (said, labels)  # the decree first (a law may follow)
        assert any(lb.startswith(f"{DECREE}, art. 2º") for lb in labels[:3]), (said, labels)


def test_a_relatives_special_care_in_the_exam_is_the_decrees_art_4(bot: Any) -> None:
    for said, art in (("meu filho é surdo, a prova do concurso tem intérprete de libras?", "art. 4º, § 3º"),
                      ("meu filho surdo pode pedir tempo adicional na prova do concurso?", "art. 4º, § 2º"),
                      ("meu sobrinho é cego, ele pode pedir atendimento especial na prova?", "art. 4º, § 1º")):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and _labels(ans)[0] == f"{DECREE}, {art}", (said, _labels(ans))


def test_a_disability_by_its_kind_ranks_the_decree_first() -> None:
    for said in ("meu irmão é cadeirante, a prova é igual?", "minha filha surda vai fazer a prova",
                 "candidato autista tem nota mínima diferente?", "meu pai tem visão monocular"):
        assert subject_norm(said) == PCD_DECREE, said
    assert subject_norm("sou parda e cadeirante, qual a nota mínima?") is None  # both subjects
    assert subject_norm("a correção da redação é feita às cegas?") == "laws"  # a way of grading, no one's disability


def test_neighbours_what_the_decree_does_not_answer_stays_out(bot: Any) -> None:
    for said in ("meu irmão é cadeirante, qual a melhor cadeira de rodas pra ele?",
                 "meu filho surdo pode ter intérprete de libras na faculdade?",
                 "meu irmão é cadeirante, a aposentadoria por invalidez dele sai quando?",
                 "meu irmão é cadeirante, qual foi a nota de corte no último concurso do INSS?",
                 "meu pai é cadeirante, qual o salário do concurso do INSS?",
                 "meu filho é cadeirante, quando sai o resultado do concurso?",
                 "minha mãe é cega, a prova do concurso é quando?",
                 "sou cadeirante, tenho direito a vaga no estacionamento do órgão?",
                 "qual a nota mínima do concurso do INSS?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.route, ans.headline)


# --------------------------------------------------------------------------- another body: the thread's kind carried


def test_another_bodys_selection_keeps_the_threads_kind_carried(bot: Any) -> None:
    for first, then, kind in (
            ("sou pardo, o concurso do INSS (autarquia) tem cota pra mim? o edital é de 2022",
             "e o da Fiocruz, que é fundação, com edital que ainda vai sair?", "concurso público"),
            ("sou preta, concurso do IBGE, posso usar a cota?", "e o da Anvisa?", "concurso público"),
            ("sou preto, concurso do INSS de 2022, tenho cota?", "e o da Receita?", "concurso público"),
            ("sou parda, pss do IBGE, posso usar a cota?", "e o do ICMBio?", "processo seletivo simplificado"),
            ("sou indígena, pss do ibge, posso ir pela cota?", "e o da Embrapa?", "processo seletivo simplificado")):
        _, ans = chat(bot, first, then)
        assert ans.route == "calculator" and carried_chips(ans) == ["groups", "process"], (then, carried_chips(ans))
        lead = ans.headline.split("**")[0]
        assert kind in lead and "pergunta anterior" in lead, (then, ans.headline)


def test_neighbours_a_kind_said_is_the_messages_and_each_bodys_figures_stay(bot: Any) -> None:
    _, ans = chat(bot, "sou parda, concurso do IBGE, posso?", "e no concurso da Anvisa?")
    assert carried_chips(ans) == ["groups"], ans.headline
    _, ans = chat(bot, "sou parda, pss do IBGE, posso usar a cota?", "e no concurso do ICMBio?")
    assert carried_chips(ans) == ["groups"] and ans.calculation["eligible"] is True, ans.headline
    inss, receita, back = chat(bot, "no do INSS são 40 vagas, edital de 2024, quantas pra cota?",
                               "e no da Receita, que saiu mês passado, 12?", "voltando ao do INSS, qual a ordem?")
    assert (inss.calculation["reserved"], receita.calculation["reserved"]) == (8, 4)
    assert carried_chips(receita) == [] and back.calculation["operation"] == "order", receita.headline


# --------------------------------------------------------------------------- restated after a count: stated


def test_a_selection_named_again_after_a_count_it_changed_nothing_in_is_stated(bot: Any) -> None:
    for count, asked, vagas in (
            ("processo seletivo simplificado do ministério da saúde com 5 vagas temporárias, quantas são de cota?",
             "sou indígena, posso ir pela cota nesse pss do ministério?", 5),
            ("pss do ministério da educação com 6 vagas, quantas são reservadas?",
             "sou quilombola, posso concorrer nesse pss do ministério?", 6),
            ("concurso do Ibama com 8 vagas, quantas pra cota?", "sou indígena, posso concorrer nesse concurso do Ibama?", 8),
            ("pss do ibge com 5 vagas, quantas cotas?", "sou quilombola, posso me inscrever na cota nesse pss do ibge?", 5)):
        _, ans = chat(bot, count, asked)
        assert ans.route == "calculator" and ans.calculation["eligible"] is True, (asked, ans.headline)
        assert carried_chips(ans) == ["vacancies"], (asked, carried_chips(ans))
        want = calculator.reserve(calculator.ReserveInput(vacancies=vagas)).reserved
        assert ans.calculation["reserved"] == want, asked
    # the kind named again is stated; the body not named again is still the earlier one's
    *_, ans = chat(bot, "pss do ministério da educação com 6 vagas, quantas são reservadas?", "e se fossem 9?",
                   "sou preta, posso ir pela cota nesse pss?")
    assert carried_chips(ans) == ["entity", "vacancies"], ans.headline


def test_neighbours_what_is_not_restated_or_pointed_after_an_eligibility_stays_carried(bot: Any) -> None:
    # a city's body changed the count's answer (named there): pointed at again, it is carried
    _, ans = chat(bot, "concurso da prefeitura de campinas com 10 vagas, quantas cotas?",
                  "sou parda, posso usar a cota nesse concurso da prefeitura?")
    assert "entity" in carried_chips(ans) and ans.calculation["eligible"] is False, ans.headline
    # right after an eligibility, "nesse mesmo concurso" is the earlier selection
    _, ans = chat(bot, "minha filha é parda, concurso do Itamaraty com 3 vagas, ela pode concorrer na cota?",
                  "e a prima dela, que é quilombola, nesse mesmo concurso?")
    assert carried_chips(ans) == ["entity", "process", "vacancies"], ans.headline
