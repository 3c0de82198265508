"""Round 29 (p29c): candidates unsure of their own group, their relatives, and editais around the change of law.

- an edital announced as out ("saiu o edital da X", "abriu o concurso do Y") with its count, with or without a
  relative date, is that edital's reserve, never a law search that finds nothing;
- a group's document the person lacks (the RANI) beside the reserve asks who belongs to the group (art. 2º), not
  that other policy: never out of scope;
- "quem decide, eu ou a comissão?" is the confirming board's verdict (art. 3º), never out of scope;
- whether one may declare a group at all ("posso me declarar parda?") is the definition (art. 2º), not an
  eligibility "Sim" computed from the group still in doubt;
- a day alone ("dia 4") after a month that straddles the change of law is that day of that month.
"""
from __future__ import annotations

from datetime import date

from assistant.reconsider import reconsider
from assistant.router import plan
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 2)


def test_an_edital_announced_with_its_count_is_its_reserve() -> None:
    for q, n in (("mes passado saiu o edital da funai com 9 vagas", 9),
                 ("ontem abriu o concurso do incra com 11 vagas", 11),
                 ("na semana passada publicaram o edital do ministerio da saude, 16 vagas", 16),
                 ("saiu o edital da ufpr com 5 vagas", 5)):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "reserve"), (q, p.route, p.intent, p.notes)
        assert p.params["vacancies"] == n


def test_an_edital_announced_keeps_its_date() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "saiu o edital do iphan em 2 de junho de 2025, 8 vagas")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["regime"] == "lei-12990-2014"
    assert ans.calculation["reserved"] == reserved_for(8, "2025-06-02", TODAY)


def test_a_lacked_group_document_is_no_other_policy() -> None:
    for q in ("minha prima e indigena, cresceu em belem e nao tem o rani, ela conta como indigena pra cota do concurso?",
              "sou indigena sem RANI, a lei da reserva de vagas exige esse documento?"):
        p = plan(q, None, TODAY)
        assert p.route != "out_of_scope" and "other_policy" not in p.notes, (q, p.route, p.notes)
    # the policy itself, asked for, stays out of scope
    assert plan("como eu faco pra tirar o rani na funai?", None, TODAY).route == "out_of_scope"


def test_who_decides_the_group_is_the_board() -> None:
    for q in ("no fim quem decide se eu sou negro, eu mesmo ou a banca?",
              "a comissao pode decidir diferente do que eu declarei?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval", (q, p.route, p.notes)


def test_a_doubt_on_ones_own_group_is_the_definition() -> None:
    for q in ("meu pai e negro e minha mae e loira, sera que posso me declarar parda?",
              "tenho bisavo indigena, eu poderia me identificar como indigena?",
              "filho de preta com branco conta como pardo?"):
        p = reconsider(plan(q, None, TODAY), "eligibility", 0.95, TODAY)
        assert p.route == "retrieval", (q, p.route, p.intent)
    # one's own claim to the reserve, the group told, is still the eligibility
    p = reconsider(plan("sou parda, posso concorrer na cota do concurso do inss?", None, TODAY), "eligibility", 0.95, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")


def test_a_day_alone_completes_the_straddled_month() -> None:
    bot = rules_bot(TODAY)
    first, last = chat(bot, "o edital e de junho de 2025, mas nao lembro o dia. vale qual lei?", "foi dia 3")
    assert first.route == "clarify"
    assert last.route == "calculator" and last.calculation["regime"] == "lei-12990-2014"
    first, last = chat(rules_bot(TODAY), "tenho um concurso de 12 vagas com edital de junho/2025, quantas sao de cota?",
                       "dia 10")
    assert first.route == "clarify"
    assert last.route == "calculator" and last.calculation["reserved"] == reserved_for(12, "2025-06-10", TODAY)
    assert last.calculation["vacancies"] == 12


def test_a_written_date_with_a_two_digit_year() -> None:
    from assistant.extraction import extract

    ex = extract("publicaram o edital em 2 de junho de 25, sao 9 vagas", TODAY)
    assert ex.date == date(2025, 6, 2) and ex.vacancies == 9
    ex = extract("concurso de 12 de maio com 25 vagas", TODAY)  # "de 25 vagas" is a count, never a year
    assert ex.vacancies == 25


def test_one_already_confirmed_by_a_board_asks_the_confirmation() -> None:
    for q in ("ja fui validada pela comissao de heteroidentificacao do concurso do ibge, no proximo tenho que ir de novo?",
              "fui aprovado na banca do concurso da pf, preciso fazer de novo no do incra?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval", (q, p.route, p.notes)
    assert plan("qual a banca do concurso do incra?", None, TODAY).route == "out_of_scope"


def test_a_declaration_changed_is_law_text() -> None:
    for q in ("troquei minha autodeclaracao de parda pra branca no ultimo edital, tem problema?",
              "posso alterar a declaracao de cor depois da inscricao?"):
        p = reconsider(plan(q, None, TODAY), "eligibility", 0.95, TODAY)
        assert p.route == "retrieval", (q, p.route, p.intent)


def test_declaring_oneself_a_quota_candidate_is_still_the_claim() -> None:
    # "posso me declarar cotista?" with one's group told is the claim to the reserve, not a doubt about the group
    p = reconsider(plan("sou amarelo, posso me declarar cotista no concurso do ibama?", None, TODAY), "eligibility", 0.95, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")
