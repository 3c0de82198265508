"""Round 50 (f65c): law questions, out of scope and clarifications routed to figures or law (declassified set 64).

- the count HR must reserve asked with no vagas ("qual o número de vagas que devemos reservar?", "qual a quantidade a
  reservar no edital?") asks the vagas back (`intents.reserve.STRONG_RESERVE_CUE`), never the rounding paragraph;
- vagas arising later asked of a concurso whose earlier count alone is told ("o concurso que tinha 1 vaga passa a ter
  cota se surgirem vagas na validade?") is the law's rule (Lei 15.142, art. 1º, § 2º; art. 5º, § 4º:
  `law_cues.validity_premise_only`), the new count told ("ganhou mais 2") the calculation of the whole;
- a rule just answered asked of the other law after a count made by it ("e essa regra existia na lei de 2014?") is
  that law's text (`thread_law.rule_in_law`), never the count again under that law;
- the pay asked in chat's words inside a calculation ("qnt ta pagando esse cargo?", "qual o vencimento inicial?") is
  out of scope, nothing carried (`rules.CONCURSO_FACT`).
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, urns_of

NEW = "urn:lex:br:federal:lei:2025-06-03;15142!"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990!"

# --------------------------------------------------------------------------- the count to reserve, no vagas told


def test_the_count_we_must_reserve_with_no_vagas_asks_the_vagas(bot: Any) -> None:
    for said in ("Qual o número de vagas que precisamos reservar no edital do instituto?",
                 "qual a quantidade a reservar no próximo concurso?",
                 "qual o total que temos que reservar no nosso edital?",
                 "qual o número de vagas que a empresa deve reservar no concurso?",
                 "qual a quantidade que o órgão tem que reservar pra cota?"):
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "reserve"), (said, ans.headline)


def test_the_count_we_must_reserve_in_a_thread_is_the_threads_count(bot: Any) -> None:
    _, ans = chat(bot, "edital de 2026 com 17 vagas", "qual o número de vagas que devemos reservar?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (17, 5)


def test_neighbours_the_rate_and_the_law_on_rounding_stay_the_law(bot: Any) -> None:
    for said in ("qual o percentual a reservar?", "o que a lei diz sobre arredondar a fração da reserva?"):
        ans, = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)


# --------------------------------------------------------------------------- vagas arising later


def test_vagas_arising_later_in_a_concurso_of_one_vaga_is_the_law(bot: Any) -> None:
    for said in ("quando aparecem vagas novas na validade, o concurso que tinha 1 vaga passa a ter reserva?",
                 "se surgirem vagas durante a validade, um concurso que abriu com 1 vaga ganha cota?",
                 "e se abrirem mais vagas depois, o concurso de 1 vaga passa a ter cota?",
                 "o edital tinha só 1 vaga; se aparecerem vagas novas na validade, entra cota?"):
        ans, = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert {NEW + "art1_par2", NEW + "art5_par4"} & set(urns_of(ans)), (said, urns_of(ans))
        assert ans.calculation is None, said


def test_the_new_vagas_told_are_the_whole_counted(bot: Any) -> None:
    for said, whole, reserved in (("o concurso de 1 vaga ganhou mais 2, como fica a reserva?", 3, 1),
                                  ("o edital tinha 3 vagas e ganhou mais 4 na validade, quantas são de cota?", 7, 2),
                                  ("o concurso tinha 1 vaga e surgiram mais 2 na validade, quantas de cota?", 3, 1)):
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (whole, reserved), said


def test_neighbours_one_vaga_alone_and_the_pay_compared_stay_theirs(bot: Any) -> None:
    ans, = chat(bot, "concurso com 1 vaga tem cota?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", 0), ans.headline
    ans, = chat(bot, "surgiram 5 vagas novas durante a validade, alguma entra na cota?")  # the new vagas' own count
    assert (ans.route, ans.calculation["vacancies"]) == ("calculator", 5), ans.headline
    for said in ("o cotista ganha mais que o da ampla?", "o cotista ganha mais 2 mil que o da ampla?"):
        ans, = chat(bot, said)
        assert ans.route == "retrieval" and "remuneração" in ans.headline, (said, ans.headline)


# --------------------------------------------------------------------------- the rule asked of the other law

ROUNDING = "como a lei manda arredondar a fração de vaga reservada?"


def test_the_rule_just_answered_asked_of_the_old_law_is_its_text(bot: Any) -> None:
    for said in ("e essa regra já existia na lei de 2014?", "isso já era assim na lei antiga?",
                 "esse arredondamento também valia na 12.990?", "a lei antiga tinha essa mesma regra?"):
        _, calc, ans = chat(bot, ROUNDING, "e com 13 vagas, quantas ficam?", said)
        assert calc.route == "calculator", calc.headline
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert urns_of(ans)[0] == OLD + "art1_par2", (said, urns_of(ans))
        assert carried_chips(ans) == [], said


def test_neighbours_the_count_under_the_old_law_stays_the_count(bot: Any) -> None:
    for said in ("e pela lei de 2014, quantas seriam?", "e pela lei antiga?"):
        _, _, ans = chat(bot, ROUNDING, "e com 13 vagas, quantas ficam?", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (13, 3), said


# --------------------------------------------------------------------------- the pay, in a calculation thread

COUNT = "edital de 2018 com 30 vagas, quantas de cota?"


def test_the_pay_asked_in_a_thread_is_out_of_scope(bot: Any) -> None:
    for said in ("qnt ta pagando esse cargo?", "qnts paga esse concurso?", "e quanto tá pagando o cargo?",
                 "qual o vencimento inicial desse cargo?", "quanto vou ganhar nesse cargo?"):
        _, ans = chat(bot, COUNT, said)
        assert (ans.route, _intent_of(ans)) == ("out_of_scope", "out_of_scope"), (said, ans.headline)
        assert carried_chips(ans) == [] and ans.calculation is None, said


def test_neighbours_counts_in_the_thread_stay_counts(bot: Any) -> None:
    for said, vagas in (("e com 40 vagas?", 40), ("quantas ficam pra ampla?", 30), ("quanto vai pra cota?", 30)):
        _, ans = chat(bot, COUNT, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["vacancies"] == vagas, said
