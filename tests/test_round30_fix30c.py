"""Round 30 (fix30c): follow-up fragments in a thread that suppose a change and must keep the earlier operation.

- the old law named as "revogada" ("pela norma revogada", "pela regra revogada de 2014") is the rule a count is made
  by (law_hint old), not a question about its revocation, which stays law text;
- a law supposed to govern the thread's edital ("se o concurso fosse regido pela lei antiga") is the premise of the
  earlier count run again, not a question of which law governs;
- "concurso" written again in "e se fosse concurso do município?" after a concurso is the thread's process, carried;
- a supposition opened by "agora"/"hipoteticamente" or a verb that changes the count ("reduzindo pra 8 vagas")
  continues the thread like "e se ...".
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot
from vocabulary import OLD_LAW

TODAY = date(2026, 12, 5)


def test_the_revoked_rule_named_is_the_old_law_applied() -> None:
    for q in ("pela norma revogada quantas ficariam?", "e na regra revogada, o numero muda?", "e pela revogada?"):
        assert extract(q, TODAY).law_hint == "old", q
    bot = rules_bot(TODAY)
    for follow in ("e se a conta fosse feita pela norma revogada, o resultado mudaria?",
                   "e pela regra revogada de 2014, muda alguma coisa?"):
        _, last = chat(bot, "edital com 23 vagas, quantas vao pra cota?", follow)
        assert last.route == "calculator" and last.calculation["operation"] == "reserve", (follow, last.route)
        assert last.calculation["regime"] == OLD_LAW
        assert last.calculation["reserved"] == reserved_for(23, "2020-01-01", TODAY)
        assert carried_keys_of(last) == ["vacancies"]
    # asked of the revocation itself, it stays the law's text (arts. 11 and 13)
    for q in ("a lei antiga ja foi revogada?", "essa regra revogada ainda vale pra editais antigos?"):
        assert plan(q, None, TODAY).route == "retrieval", q


def test_a_law_supposed_to_govern_runs_the_count_again() -> None:
    bot = rules_bot(TODAY)
    first, second, third = chat(bot, "sao 4 vagas no concurso, existe reserva?",
                                "e se o edital fosse regido pela lei antiga, teria?",
                                "e com 11 vagas pela antiga?")
    assert first.calculation["operation"] == "reserve"
    assert second.calculation["operation"] == "reserve" and second.calculation["regime"] == OLD_LAW
    assert second.calculation["reserved"] == reserved_for(4, "2020-01-01", TODAY)
    assert carried_keys_of(second) == ["vacancies"]
    # the old law named again with new vagas: the message's own law and vagas (nothing carried: probe conv26f's
    # reading, which holdout29's h29-c16 labels otherwise; see the round's report)
    assert third.calculation["operation"] == "reserve" and third.calculation["regime"] == OLD_LAW
    assert third.calculation["reserved"] == reserved_for(11, "2020-01-01", TODAY)
    assert carried_keys_of(third) == []
    # which law governs, asked of the thread's edital, is still the regime
    _, asked = chat(bot, "edital de 10/01/2024 com 4 vagas, quantas de cota?", "qual lei rege esse edital?")
    assert asked.calculation["operation"] == "regime"


def test_the_same_kind_of_selection_written_again_is_carried() -> None:
    bot = rules_bot(TODAY)
    _, last = chat(bot, "sou indigena, posso usar a cota no concurso da funai (fundacao)?",
                   "e se fosse concurso do municipio?")
    assert last.calculation["operation"] == "eligibility" and not last.calculation["eligible"]
    assert carried_keys_of(last) == ["groups", "process"]
    # after a PSS, "concurso" changes the kind of selection: not carried
    _, other = chat(bot, "sou parda, o pss do ibge tem cota pra mim?", "e num concurso?")
    assert "process" not in carried_keys_of(other)


def test_a_supposition_opened_by_agora_or_a_change_verb_continues() -> None:
    bot = rules_bot(TODAY)
    _, placed = chat(bot, "passei em 9º na lista geral, sem cota, o concurso tem 11 vagas. to dentro?",
                     "hipoteticamente diminuindo pra 7 vagas, minha classificacao seguiria assegurada?")
    assert placed.route == "calculator" and placed.calculation["operation"] == "position", placed.route
    assert carried_keys_of(placed) == ["rank"]
    _, ordered = chat(bot, "em que ordem sao nomeados os cotistas com 20 vagas?",
                      "agora acrescentando 2 vagas de pessoa com deficiencia nesse total, muda a sequencia?")
    assert ordered.route == "calculator" and ordered.calculation["operation"] == "order", ordered.route
    assert carried_keys_of(ordered) == ["vacancies"]
    assert ordered.calculation.get("pcd_positions")
