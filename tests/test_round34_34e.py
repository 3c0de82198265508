"""Round 34 (34e): young candidates in chat style, parents and cursinho teachers (issue 10), by family.

- chat's "qnt ganha um analista?" ("qnt" reads "quantas") asks the pay, as "quanto ganha" does: out of scope;
- a quota by income ("tem cota de renda em concurso?", "cota pra renda") is another quota, as "baixa renda" is;
- a parent's or a teacher's group said of the one they ask for, alone ("minha aluna é parda", "meu filho é indígena"),
  opens that person's eligibility, as "sou parda" does; "aluno"/"aluna" are kin words (someone the asker knows);
- chat's "de" for the way in ("posso ir de cota?", "ele pode entrar de cotista?") asks eligibility, even with a count;
- an ordinal "in" the optants ("1º nos cotistas") is the place in the reserve list, as "1º na lista dos cotistas";
- "ela pode ir na cota então?" in a person's thread is that person's eligibility, not a rule of the law;
- a shouted law question is searched in ordinary case (in capitals it embeds away from its own dispositivo).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.core import Assistant
from assistant.extraction import extract, fold
from assistant.extraction.entities import relative_asked
from assistant.router import plan
from tests.assistant_support import FixedReading, carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


def test_chat_pay_question_is_out_of_scope() -> None:
    for q in ("qnt ganha um analista do inss? 💸", "qnt ganha um analista do inss?", "qto ganha tecnico do ibge"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    # neighbours: a count of vagas in chat stays the reserve, and its figure the calculator's
    p = plan("qnts vagas ganha o cotista em 10 vagas?", None, TODAY)
    assert p.route == "calculator" and p.intent == "reserve" and p.params.get("vacancies") == 10
    (ans,) = chat(rules_bot(TODAY), "mano 10 vagas qts são de cota??")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(10, None, TODAY)


def test_income_quota_is_another_quota() -> None:
    for q in ("tem cota de renda em concurso federal?", "tem cota pra renda?", "existe cota de renda no concurso publico?",
              "cota pra baixa renda existe em concurso?"):
        p = plan(q, None, TODAY)
        assert p.route == "out_of_scope" and "other_quota" in p.notes, q
    # neighbours: the racial reserve asked stays these laws'
    assert plan("cotista concorre na ampla tb ou só na cota?", None, TODAY).route == "retrieval"
    assert plan("tem cota pra negros em concurso federal?", None, TODAY).route != "out_of_scope"


def test_kin_group_alone_opens_that_persons_eligibility() -> None:
    for q in ("minha aluna é parda", "meu aluno é preto", "meu filho é indigena", "minha filha é quilombola"):
        p = plan(q, None, TODAY)
        assert p.route == "clarify" and p.intent == "eligibility", q
    # neighbours: one's own group alone, and the group with the selection, unchanged
    assert plan("sou parda", None, TODAY).intent == "eligibility"
    bot = rules_bot(TODAY)
    first, case, again = chat(bot, "minha aluna é parda", "concurso federal, do ministerio da saude",
                              "ela pode ir na cota entao?")
    assert first.route == "clarify"
    assert case.route == "calculator" and case.calculation["operation"] == "eligibility"
    assert case.calculation["eligible"] is True and carried_keys_of(case) == []
    want = calculator.eligibility({"group": "parda", "entity": "direta", "process": "concurso", "today": TODAY})
    assert again.route == "calculator" and again.calculation["operation"] == "eligibility"
    assert again.calculation["eligible"] is want.eligible is True
    assert again.calculation["regime"] == want.regime
    assert carried_keys_of(again) == ["entity", "groups", "process"]


def test_aluno_is_a_kin_word() -> None:
    # the student's group is the student's, asked in the third person (not the teacher's own claim)
    assert relative_asked(fold("minha aluna, que é parda, pode concorrer?"))
    assert relative_asked(fold("meu aluno é indígena, ele pode usar a cota?"))
    # neighbour: one's own claim stays one's own
    assert not relative_asked(fold("sou parda, posso concorrer?"))


def test_chat_de_cota_is_eligibility() -> None:
    q = "sou preta, concurso da caixa (empresa publica), tem 2 vagas, posso ir de cota?"
    (ans,) = chat(rules_bot(TODAY), q)
    want = calculator.eligibility({"group": "preta", "entity": "empresa-publica", "process": "concurso",
                                   "vacancies": 2, "today": TODAY})
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is want.eligible is True and ans.calculation["reserved"] == want.reserved
    p = plan("meu filho é pardo, concurso do inss com 40 vagas, ele pode entrar de cotista?", None, TODAY)
    assert p.route == "calculator" and p.intent == "eligibility"
    # neighbour: a count asked "de cota" stays the reserve
    p = plan("10 vagas, qts de cota?", None, TODAY)
    assert p.route == "calculator" and p.intent == "reserve"


def test_ordinal_in_the_optants_is_the_reserve_rank() -> None:
    ex = extract("meu filho ficou em 5º na ampla e 1º nos cotistas, são 6 vagas, ele passa?", TODAY)
    assert ex.general_rank == 5 and ex.reserve_rank == 1 and ex.vacancies == 6
    (ans,) = chat(rules_bot(TODAY), "meu filho ficou em 5º na ampla e 1º nos cotistas, são 6 vagas, ele passa?")
    want = calculator.position({"general_rank": 5, "reserve_rank": 1, "vacancies": 6, "today": TODAY})
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert (ans.calculation["status"], ans.calculation["list"], ans.calculation["appointment"]) \
        == (want.status, want.list, want.appointment) == ("inside", "quota", 2)
    # neighbours: a count of optants without its ordinal mark is no place; the list named stays read
    assert extract("5 nos cotistas passaram, 10 vagas", TODAY).reserve_rank is None
    assert extract("fiquei 3º na lista dos cotistas, 10 vagas", TODAY).reserve_rank == 3


def test_person_can_go_in_after_a_count_is_asked_of_that_person() -> None:
    bot = rules_bot(TODAY)
    count, ask = chat(bot, "10 vagas", "ela pode ir na cota?")
    assert count.route == "calculator" and count.calculation["reserved"] == reserved_for(10, None, TODAY)
    assert ask.route == "clarify"


class _Recorder:
    def __init__(self) -> None:
        self.queries: list[str] = []

    def search(self, query: str, *a: Any, **k: Any) -> list[Any]:
        self.queries.append(query)
        return []


def test_shouted_law_question_is_searched_in_ordinary_case() -> None:
    rec = _Recorder()
    bot = Assistant(retriever=rec, today=lambda: TODAY, classifier=FixedReading("law", 0.9), turns=False)
    bot.ask("O QUE É HETEROIDENTIFICAÇÃO? MINHA FILHA VAI PASSAR POR ISSO")
    assert rec.queries and all(q == q.capitalize() or not q.isupper() for q in rec.queries)
    assert any(q.startswith("O que é heteroidentificação") for q in rec.queries), rec.queries
    # neighbour: a question in ordinary case is searched as written
    rec.queries.clear()
    bot.ask("o que é heteroidentificação?")
    assert any(q.startswith("o que é heteroidentificação") for q in rec.queries), rec.queries
