"""Round 35 (35a): relatives and friends asking for someone else (issue 10), by family.

- the pay of the one asked for, with a subject between ("quanto ele ganha se passar?"), is the job's pay: out of scope,
  never the thread's position continued;
- a dated edital asked "tem cota racial por lei?" is the law of its date (regime), "por lei" no rule asked of the law;
- "o que diz a lei sobre ...? meu filho tá no cadastro de reserva": the register's word "reserva" is no reserve cue, so
  the law's text is asked, not that relative's eligibility;
- a relative named with the possessive after the kin word ("o pai dela é negro", "a irmã dele") is another person: their
  group is not the one asked about's, and the places told before are not theirs.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 2)


def test_pay_of_the_one_asked_for_is_out_of_scope_in_a_thread() -> None:
    a1, a2 = chat(rules_bot(TODAY), "meu guri ficou em 8º na lista geral num concurso de 10 vagas, ele não é cotista. passou?",
                  "quanto ele ganha se passar?")
    assert (a1.route, a2.route) == ("calculator", "out_of_scope")
    for q in ("quanto a minha filha vai receber se for nomeada?", "e quanto ela ganharia no cargo de analista?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    # neighbours: a count of vagas the reserve gets, and the bare pay, are unchanged
    p = plan("quantas vagas ela recebe de cota num concurso de 10 vagas?", None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 10)
    assert plan("quanto ganha um analista do INSS?", None, TODAY).route == "out_of_scope"


def test_a_dated_edital_asked_whether_it_has_quota_by_law_is_its_regime() -> None:
    for q, want in (("Marido perguntando pela esposa: o edital dela é de agosto de 2013, tem cota racial por lei?", None),
                    ("o edital é de 2019, tem cota pela lei?", "lei-12990-2014")):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "regime"), q
        assert bot_regime(q) == want, q
    # neighbour: the law made the subject ("a lei garante ...?"), no "tem cota", stays the law's text
    assert plan("a lei garante cota racial? o edital é de 2019", None, TODAY).route == "retrieval"


def bot_regime(q: str) -> str | None:
    (ans,) = chat(rules_bot(TODAY), q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    regime: str | None = ans.calculation["regime"]
    return regime


def test_the_registers_word_is_no_reserve_cue_when_the_law_is_asked() -> None:
    p = plan("O que diz a lei sobre vagas que surgem durante a validade do concurso? meu filho tá no cadastro de reserva",
             None, TODAY)
    assert p.route == "retrieval"
    # neighbour: a relative's own claim with the register is still that eligibility
    p = plan("meu filho é pardo e o concurso dele só tem cadastro de reserva, ele pode concorrer pela cota?", None, TODAY)
    assert (p.route, p.intent, p.params.get("groups")) == ("calculator", "eligibility", ["parda"])


def test_a_relative_with_the_possessive_after_is_another_person() -> None:
    q = "Minha filha se declara branca, mas o pai dela é negro. Ela pode concorrer como cotista no concurso da Receita Federal?"
    assert extract(q, TODAY).groups == ["branca"]
    (ans,) = chat(rules_bot(TODAY), q)
    assert ans.route == "calculator" and ans.calculation["eligible"] is False
    # neighbours: the group of the one asked about after the kin word is theirs; alone, the relative's group is read
    assert extract("e a irmã dele, que é quilombola? ela ficou em 3º na lista de cotas", TODAY).groups == ["quilombola"]
    assert extract("o pai dela é negro, ela pode concorrer pela cota no concurso do INSS?", TODAY).groups == ["negra"]


def test_a_relatives_places_are_their_own() -> None:
    answers = chat(rules_bot(TODAY),
                   "Oi! Meu filho é pardo e vai fazer o concurso do Ministério da Saúde, que tem 20 vagas. Quantas ficam pra cota?",
                   "E se ele ficar em 16º na geral, como cotista, ele entra?",
                   "e a irmã dele, que é quilombola? ela ficou em 3º na lista de cotas do mesmo concurso")
    last = answers[-1]
    assert (last.route, last.calculation["operation"]) == ("calculator", "position")
    assert carried_keys_of(last) == ["vacancies"]
    want = calculator.position({"reserve_rank": 3, "vacancies": 20, "today": TODAY})
    got = last.calculation
    assert (got["status"], got["list"], got["appointment"]) == (want.status, want.list, want.appointment)
    # neighbour: the same person's follow-up keeps the place ("e se fossem 15 vagas?")
    a = chat(rules_bot(TODAY), "meu guri ficou em 8º na lista geral num concurso de 10 vagas, ele não é cotista. passou?",
             "e se fossem 15 vagas?")[-1]
    assert "rank" in carried_keys_of(a)
