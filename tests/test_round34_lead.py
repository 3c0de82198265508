"""Round 34 (lead): what the merges of the round's helpers changed in older sets, by family.

- "e a minha nomeação seria a de número quanto?" after one's own ranking is the asker's position (holdout15 c25);
  34b's "a nomeação ... é a de número quanto?" is the order only when the call is not one's own.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_ones_own_nomination_number_is_the_position_not_the_order() -> None:
    _, ans = chat(rules_bot(TODAY), "to em 4º na geral, 10 vagas, nao concorro pela cota",
                  "e a minha nomeação seria a de numero quanto?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["appointment"] == 6 and ans.calculation["list"] == "open"
    assert {"vacancies"} <= set(carried_keys_of(ans))
    # neighbour: the reserve's first call asked by number stays the order
    (order,) = chat(rules_bot(TODAY), "a primeira nomeação de cotista é a de número quanto? 10 vagas")
    assert order.calculation["operation"] == "order"
    assert order.calculation["quota_positions"][:3] == [2, 5, 9]


def test_the_first_pcd_called_is_the_order_never_a_refusal_nor_a_pcd_count() -> None:
    # f34a's "em que posição deve ser chamado o primeiro candidato PcD?" said without "nomeação" was refused: the call
    # ("é chamado", "convocado") is a selection word beside the PcD list (Decreto 9.508, art. 8º).
    (ans,) = chat(rules_bot(TODAY), "em que posição é chamado o primeiro PcD?")
    assert (ans.route, ans.context.get("intent"), ans.context.get("pending")) == ("clarify", "order", "vacancies")
    # "o primeiro PcD com 20 vagas": a person of the list, and 20 the selection's vagas, not 20 PcD vagas
    (ans,) = chat(rules_bot(TODAY), "em que posição é chamado o primeiro PcD com 20 vagas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["vacancies"] == 20 and ans.calculation["pcd_positions"] == [5]
    # neighbour: the PcD count named after its list stays a count
    (ans,) = chat(rules_bot(TODAY), "10 vagas, PcD com 2 vagas, qual a ordem?")
    assert ans.calculation["vacancies"] == 10 and ans.calculation["pcd_positions"] == [5, 10]


def test_a_bare_side_answering_the_date_asked_is_that_side_never_a_refusal() -> None:
    # "O edital foi publicado antes de 04/06/2025 ou a partir dessa data?" answered in one word was refused.
    for first, reply, law, reserved in (
            ("edital de 2025, 9 vagas, quantas reservadas?", "antes", "lei-12990-2014", 2),
            ("edital de 2025, 9 vagas, quantas reservadas?", "foi depois", "lei-15142-2025", 3),
            ("edital de 2025, 9 vagas, quantas reservadas?", "a partir dessa data", "lei-15142-2025", 3),
            ("edital de 2014, 10 vagas, quantas reservadas?", "depois", "lei-12990-2014", 2)):
        ask, ans = chat(rules_bot(TODAY), first, reply)
        assert ask.route == "clarify", first
        assert ans.route == "calculator", (first, reply)
        assert (ans.calculation["regime"], ans.calculation["reserved"]) == (law, reserved), (first, reply)
    # neighbour: with no date asked, "antes" alone is no date
    (alone,) = chat(rules_bot(TODAY), "antes")
    assert alone.route != "calculator"


def test_only_the_retificacao_dated_bounds_the_publication() -> None:
    # The edital de abertura came out on or before its retificação (Lei 15.142, art. 11 goes by the publication):
    # one amended in March 2025 is under Lei 12.990; one amended in August 2025 may be either, so the side is asked.
    (old,) = chat(rules_bot(TODAY), "Retificamos o edital em março de 2025, são 9 vagas, quantas reservadas?")
    assert (old.calculation["regime"], old.calculation["reserved"]) == ("lei-12990-2014", 2)
    assert any("retificação de março de 2025" in a.text for a in old.assumptions)
    ask, ans = chat(rules_bot(TODAY), "o edital foi retificado em 10/08/2025, 9 vagas, quantas são reservadas?", "antes")
    assert ask.route == "clarify" and "04/06/2025" in ask.headline
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-12990-2014", 2)
    # neighbour: with the publication told too, that date decides
    (told,) = chat(rules_bot(TODAY), "Retificamos o edital em julho de 2025, mas ele foi publicado em 20/05/2025; 9 vagas, "
                                     "quantas reservadas?")
    assert (told.calculation["regime"], told.calculation["reserved"]) == ("lei-12990-2014", 2)


def test_a_requirement_asked_of_the_quota_says_whose_rule_it_is() -> None:
    # 34h refused "mesmo sem o médio?" with the bare refusal; the reply now says the cargo's law and the edital set it.
    for q in ("Sou pardo, posso entrar pela cota mesmo sem o médio?",
              "sou pardo, tenho 60 anos, posso entrar pela cota mesmo com 60 anos?"):
        (ans,) = chat(rules_bot(TODAY), q)
        assert ans.route == "out_of_scope" and "requisitos do cargo" in ans.headline, q
    # the law's own term is no age: "mesmo com os 10 anos da lei vencidos" is the regime (Lei 12.990, art. 6º; ADI 7654)
    (ans,) = chat(rules_bot(TODAY), "o concurso da PF com edital de 10/06/2024 ainda é pela 12.990 mesmo com os 10 anos "
                                    "da lei vencidos?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"
    # neighbour: another concurso matter keeps the bare refusal
    (pay,) = chat(rules_bot(TODAY), "qual o salário do analista?")
    assert pay.route == "out_of_scope" and "requisitos do cargo" not in pay.headline
