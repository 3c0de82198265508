"""Round 35 (35e): long sessions of one person (issue 10), by family.

- after a regime answer (a dated edital, no vagas yet), the vagas told with no subject of their own ("25 vagas, quantas
  de cota?", "tinha 7 vagas, quantas pra negros?") are that edital's: its date carries;
- the concurso grown in the validity with its total stated ("surgiram mais 5 vagas na validade, total 15", "mais 20
  vagas, 120 no total") is the thread's, the total the count;
- acknowledgements stacked with no punctuation ("ok entendi.", "ah ok,") open a fragment as one does;
- a place told at length in one cargo of the earlier table, asked "entra?" ("no cargo de professor, um cotista em 9º na
  lista de reserva e 40º na geral entra?"), is that cargo's position;
- what to bring on the exam day, calling the register against the homologation, "final de fila": the concurso's.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 2)
OLD, NEW = "lei-12990-2014", "lei-15142-2025"


def test_vagas_told_after_a_regime_answer_are_that_editals() -> None:
    for first, second, n, day in (
            ("meu edital é de 10 de junho de 2024, isso é lei velha ou nova?", "hmm ok. 25 vagas, quantas de cota?",
             25, "2024-06-10"),
            ("Edital publicado em 1º de abril de 2025. Qual lei de cotas vale?", "ok. tinha 7 vagas, quantas pra negros?",
             7, "2025-04-01")):
        a1, a2 = chat(rules_bot(TODAY), first, second)
        assert (a1.calculation["operation"], a2.route, a2.calculation["operation"]) == ("regime", "calculator", "reserve")
        assert a2.calculation["regime"] == OLD and a2.calculation["reserved"] == reserved_for(n, day, TODAY), second
        assert carried_keys_of(a2) == ["edital_date"], second
    # neighbours: a count with a subject of its own after a regime answer is a question of its own (no date), and a
    # count after a reserve answer is unchanged
    a1, a2 = chat(rules_bot(TODAY), "meu edital é de 10 de junho de 2024, isso é lei velha ou nova?",
                  "num concurso com 25 vagas, quantas de cota?")
    assert (a2.calculation["regime"], a2.calculation["reserved"], carried_keys_of(a2)) == (NEW, 8, [])


def test_the_concurso_grown_in_its_validity_keeps_its_date_and_takes_the_total() -> None:
    a1, a2 = chat(rules_bot(TODAY), "Nosso concurso de 2025-08-20 ofereceu 10 vagas. Quantas eram reservadas?",
                  "agora surgiram mais 5 vagas na validade, total 15. quantas reservadas no total?")
    assert (a2.route, a2.calculation["operation"], a2.calculation["vacancies"]) == ("calculator", "reserve", 15)
    assert a2.calculation["reserved"] == reserved_for(15, "2025-08-20", TODAY) and carried_keys_of(a2) == ["edital_date"]
    a1, a2 = chat(rules_bot(TODAY), "Concurso da PF, edital de 2024-03-01, 100 vagas de agente. Quantas reservadas?",
                  "e se surgirem mais 20 vagas, 120 no total, quantas reservadas?")
    assert (a2.calculation["vacancies"], a2.calculation["regime"]) == (120, OLD)
    assert a2.calculation["reserved"] == reserved_for(120, "2024-03-01", TODAY) and carried_keys_of(a2) == ["edital_date"]
    # neighbour: "mais N" alone still adds to the thread's count
    a1, a2 = chat(rules_bot(TODAY), "edital de 2024-03-01 com 10 vagas, quantas reservadas?", "e se surgirem mais 5 vagas?")
    assert a2.calculation["vacancies"] == 15


def test_stacked_acknowledgements_open_a_fragment() -> None:
    a1, a2 = chat(rules_bot(TODAY), "edital de 2027-02-01 com 28 vagas, quantas reservadas?",
                  "ok entendi. então com as 28, qual seria a ordem de nomeação?")
    assert (a2.route, a2.calculation["operation"], a2.calculation["reserved"]) == ("calculator", "order", 8)
    assert a2.calculation["quota_positions"] == [2, 5, 9, 12, 15, 19, 22, 25]
    assert carried_keys_of(a2) == ["edital_date", "vacancies"]
    # neighbour: an acknowledgement with its punctuation is unchanged
    a1, a2 = chat(rules_bot(TODAY), "edital de 2027-02-01 com 28 vagas, quantas reservadas?",
                  "ok. então com as 28, qual seria a ordem de nomeação?")
    assert (a2.route, a2.calculation["operation"]) == ("calculator", "order")


def test_a_place_in_a_cargo_of_the_table_asked_whether_it_gets_in() -> None:
    a1, a2 = chat(rules_bot(TODAY), "Edital de 2026-01-20, cargos: professor 22 vagas, técnico de laboratório 5 vagas. Reservas?",
                  "ok. no cargo de professor, um cotista em 9º na lista de reserva e 40º na geral entra?")
    assert (a1.calculation["operation"], a2.route, a2.calculation["operation"]) == ("edital", "calculator", "position")
    assert (a2.calculation["vacancies"] if "vacancies" in a2.calculation else 22, a2.calculation["status"]) == (22, "depends")
    assert carried_keys_of(a2) == ["edital_date", "vacancies"]
    # neighbour: a place told with the vagas, asked "entra?", is a position of its own
    p = plan("um cotista em 3º na lista de reserva e 25º na geral, concurso com 30 vagas, entra?", None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "position", 30)


def test_exam_day_papers_homologation_and_end_of_list_are_the_concursos() -> None:
    for q in ("quais documentos eu levo no dia da prova?",
              "dá pra convocar o cadastro reserva antes de homologar o resultado?",
              "pode nomear fora da ordem se a pessoa pedir final de fila?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    # neighbour: the order of nomination is still computed
    p = plan("qual a ordem de nomeação com 18 vagas?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "order")


def test_ones_declaration_said_refused_in_a_position_thread_is_the_laws() -> None:
    bot = rules_bot(TODAY)
    a1 = chat(bot, "Concurso com 100 vagas, edital de 2025-06-20. fiquei em 95º na geral e 20º na cotista")[0]
    assert a1.calculation["operation"] == "position"
    for q in ("ok entendi. e se minha autodeclaração for negada eu volto pra ampla?",
              "e se a minha autodeclaração fosse recusada?"):
        assert plan(q, {"intent": "position", "vacancies": 100, "general_rank": 95, "reserve_rank": 20,
                        "edital_date": "2025-06-20"}, TODAY).route == "retrieval", q
    # neighbour: a place supposed in the same thread is still the position
    p = plan("e se eu fosse o 10º na lista de cotistas?", {"intent": "position", "vacancies": 100, "general_rank": 95,
                                                          "reserve_rank": 20, "edital_date": "2025-06-20"}, TODAY)
    assert (p.route, p.intent) == ("calculator", "position")
