"""Round 34, second wave (lead): failure families of the declassified held-out set 35.

- the programme's review asked with "quando … será revisado?" is Lei 15.142, art. 12, never a concurso's date refused;
- whether the alternation "vale durante todo o prazo de validade" is the law's reach, not an order to compute;
- "em quais nomeações eles entram?" after a count is the order of those vagas;
- "quanto tempo vale esse concurso?" after a position is the concurso's validity: out of scope, not the position again.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_the_programmes_review_is_the_law() -> None:
    p = plan("Quando o programa de cotas raciais no serviço público federal será revisado?", {}, TODAY)
    assert p.route == "retrieval" and "law_rule" in p.notes  # explicit: no classifier turns it into a date refused
    # neighbour: a concurso's own date stays out of scope
    assert plan("quando sai o edital do concurso do INSS?", {}, TODAY).route == "out_of_scope"


def test_whether_the_alternation_holds_during_validity_is_law_text() -> None:
    p = plan("A alternância e a proporcionalidade na nomeação valem durante todo o prazo de validade do concurso?", {},
             TODAY)
    assert p.route == "retrieval"
    # neighbour: the order of a count is still computed
    q = plan("10 vagas, qual a ordem de nomeação?", {}, TODAY)
    assert (q.route, q.intent) == ("calculator", "order")


def test_which_nominations_they_enter_after_a_count_is_the_order() -> None:
    _, ans = chat(rules_bot(TODAY), "concurso de 14 vagas, quantos cotistas entram?", "em quais nomeacoes eles entram?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["quota_positions"] == [2, 5, 9, 12] and carried_keys_of(ans) == ["vacancies"]


def test_how_long_the_concurso_is_valid_is_out_of_scope() -> None:
    p = plan("quanto tempo vale esse concurso? dá pra esperar?", {}, TODAY)
    assert p.route == "out_of_scope" and "concurso_topic" in p.notes


def test_the_same_again_with_another_count_after_a_table_names_no_cargo() -> None:
    # f35's "one count of a named cargo after a table" read "mesma coisa" as a cargo (thread audit edital_hr ×
    # count_mesma_coisa): the same question with a bare count after a table still asks for that table.
    _, ans = chat(rules_bot(TODAY), "O edital tem Analista: 12 vagas; Técnico: 5 vagas. Quantas são reservadas em cada "
                                    "cargo?", "mesma coisa com 28 vagas")
    assert (ans.route, ans.context.get("intent")) == ("clarify", "edital")
    # neighbour: a cargo named with its count in a new edital is that count's reserve (h35-c31)
    _, new = chat(rules_bot(TODAY), "Edital de 2021: 10 vagas de perito e 3 de agente. Qual a reserva?",
                  "E no edital novo que vamos lançar, com 10 vagas de perito?")
    assert new.route == "calculator" and new.calculation["reserved"] == 3
