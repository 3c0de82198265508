"""Round 35 (35f): people in more than one reserve (racial and PcD) and HR computing both (issue 10), by family.

- a figure question that names a PcD person of a racial group is still its figure: "vale a lei de 20% ou a de 30%?"
  chooses between the laws (regime), never between the reserves; "edital de 4 vagas: tem vaga PcD?" is a count;
- "passando nas duas listas, por qual delas sou nomeado?": one person in both reserves (the regulation's rule), not a
  place to compute;
- the PcD part told in a clause of its own ("concurso com 10 vagas, 1 vaga é PcD") is the PcD count, not a 2nd total;
- the board's refusal by an active verb ("e se a banca indeferir minha autodeclaração?") mid-thread is art. 3º, § 2º;
- pay and the day of an act ("salário de quem entra pela cota PcD", "quando sai o resultado da perícia") are the
  concurso's, even with PcD words;
- "faça a tabela de reserva racial por cargo" is the edital's table, not a result list.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 2)
OLD, NEW = "lei-12990-2014", "lei-15142-2025"


def test_a_figure_question_of_a_person_in_both_reserves_stays_a_figure() -> None:
    a = chat(rules_bot(TODAY), "Sou PcD e parda, o edital saiu em 20 de maio de 2025: vale a lei de 20% ou a de 30%?")[0]
    assert (a.route, a.calculation["operation"], a.calculation["regime"]) == ("calculator", "regime", OLD)
    a = chat(rules_bot(TODAY), "Edital de 4 vagas: tem vaga PcD? e cota racial?")[0]
    assert (a.route, a.calculation["operation"], a.calculation["reserved"], a.calculation["pcd"]) \
        == ("calculator", "reserve", 1, 0)
    a = chat(rules_bot(TODAY), "Sou cadeirante, num concurso de 30 vagas tem vaga pra deficiente?")[0]
    assert (a.calculation["operation"], a.calculation["reserved"], a.calculation["pcd"]) == ("reserve", 9, 2)
    # neighbours: both reserves asked for one person stay the law's answer
    for q in ("Sou parda e PcD, concurso de 30 vagas, posso concorrer nas duas?",
              "Sou parda e PcD, posso concorrer na vaga racial ou na de PcD?",
              "Quem é PcD e também pardo pode se inscrever nas duas reservas ao mesmo tempo?"):
        assert plan(q, today=TODAY).route == "retrieval", q


def test_which_of_the_two_lists_nominates_is_the_regulations_rule() -> None:
    for q in ("Sou indígena com deficiência. Se eu passar nas duas listas, por qual delas sou nomeado?",
              "Sou parda e PcD; aprovada nas duas, em qual delas eu fico?"):
        p = plan(q, today=TODAY)
        assert (p.route, p.intent, p.notes) == ("retrieval", None, ["pcd"]), q
    # neighbour: a place with its vagas is still a position
    a = chat(rules_bot(TODAY), "Sou parda e PcD, fiquei em 3º na lista de cotas raciais; o concurso tem 20 vagas, "
                               "1 para PcD. Sou nomeada?")[0]
    assert (a.route, a.calculation["operation"], a.calculation["status"]) == ("calculator", "position", "inside")


def test_the_pcd_part_in_a_clause_of_its_own_is_the_pcd_count() -> None:
    a = chat(rules_bot(TODAY), "Fiquei em 9º na classificação geral de um concurso com 10 vagas, não sou cotista, "
                               "1 vaga é PcD; estou dentro?")[0]
    assert (a.route, a.calculation["operation"], a.calculation["status"]) == ("calculator", "position", "depends")
    assert a.calculation["open"] == 6 and a.calculation["reserved"] == 3
    a = chat(rules_bot(TODAY), "Concurso com 20 vagas, 2 vagas é pra PcD, quantas de cota racial?")[0]
    assert (a.calculation["operation"], a.calculation["vacancies"], a.calculation["reserved"], a.calculation["pcd"]) \
        == ("reserve", 20, 6, 2)
    # neighbour: the count before its list is unchanged
    a = chat(rules_bot(TODAY), "Com 15 vagas e 1 vaga PcD, qual a sequência de convocação alternando as listas?")[0]
    assert (a.calculation["operation"], a.calculation["pcd_positions"], a.calculation["quota_positions"]) \
        == ("order", [5], [2, 6, 9, 12, 15])


def test_the_board_refusing_the_declaration_mid_thread_is_the_law() -> None:
    a1 = chat(rules_bot(TODAY), "Como parda, num concurso de fundação federal com 12 vagas, tenho direito à reserva "
                                "racial?")[0]
    assert a1.calculation["operation"] == "eligibility" and a1.calculation["reserved"] == 4
    p = plan("E se a banca indeferir minha autodeclaração, continuo concorrendo pela vaga PcD?", a1.context, TODAY)
    assert (p.route, p.intent) == ("retrieval", None)
    a1 = chat(rules_bot(TODAY), "Sou pardo, concurso com 10 vagas, quantas reservadas?")[0]
    assert plan("e se a comissão negar que sou pardo?", a1.context, TODAY).route == "retrieval"
    # neighbour: a follow-up figure after the same eligibility is still the case continued
    a1, a2 = chat(rules_bot(TODAY), "Como parda, num concurso de fundação federal com 12 vagas, tenho direito à reserva "
                                    "racial?", "e se fossem 20 vagas?")
    assert (a2.route, a2.calculation["operation"], a2.calculation["reserved"]) == ("calculator", "eligibility", 6)


def test_pay_and_dates_stay_out_even_with_pcd_words() -> None:
    for q in ("Qual o salário do cargo de analista para quem entra pela cota PcD?",
              "Quando sai o resultado da perícia médica dos candidatos com deficiência?"):
        assert chat(rules_bot(TODAY), q)[0].route == "out_of_scope", q
    # neighbours: what Decreto 9.508 rules about PcD exams stays in
    for q in ("A prova do candidato PcD é feita no mesmo local e horário dos demais?",
              "Quando o candidato com deficiência deve pedir atendimento especial na prova?",
              "Candidato PcD tem direito a tempo adicional na prova?"):
        assert plan(q, today=TODAY).route == "retrieval", q


def test_a_table_laid_out_per_cargo_is_the_editals() -> None:
    for q in ("Faça a tabela de reserva racial por cargo do edital", "Monte a planilha com a cota de cada cargo"):
        a = chat(rules_bot(TODAY), q)[0]
        assert (a.route, a.context.get("intent")) == ("clarify", "edital"), q
    a = chat(rules_bot(TODAY), "Gera a tabela do resultado final com os aprovados")[0]
    assert a.route == "clarify" and a.context.get("intent") != "edital"
