"""Round 45 (45b): openers first, facts later — a chat opened vaguely, its facts told one at a time.

- the product's own subject announced with nothing asked ("queria tirar uma dúvida sobre cotas", "tenho uma pergunta
  sobre a reserva de vagas", "me ajuda a entender uma coisa do edital?") asks for the question, as a greeting does,
  never a dispositivo picked for words that ask nothing; a subject of PcD vagas announced so waits for the count;
- the case told before its question ("é sobre um edital de 2022", "sou do RH de uma autarquia federal", "passei num
  concurso do TRF de 2023") asks for the question, never a refusal, and its date and body are the next question's;
- a month told without a year ("saiu em agosto", "e se tivesse saído em setembro?") is that month of the thread's
  edital's year, the latest one when both years fall under one law, else its year is asked (never a refusal).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.extraction.envelope import bare_opening
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 2)
OLD_DAY = "2022-06-15"  # any day under Lei nº 12.990/2014 gives the same figures


def _reserved(vacancies: int, edital_date: str | None) -> int:
    return reserved_for(vacancies, edital_date, date.today())


# --------------------------------------------------------------------------- the subject announced alone
ANNOUNCED = ("queria tirar uma dúvida sobre as cotas", "tenho uma pergunta sobre reserva de vagas",
             "bom dia! a minha dúvida é sobre a cota racial", "me ajuda a entender uma coisa do edital?",
             "preciso de ajuda com o edital", "oi, tudo bem? é sobre concurso", "uma duvida sobre os cotistas")


def test_the_products_subject_announced_alone_asks_for_the_question(bot: Any) -> None:
    for said in ANNOUNCED:
        assert bare_opening(said), said
        (ans,) = chat(bot, said)
        assert (ans.route, ans.citations) == ("clarify", []), (said, ans.headline)
    # the question after it is answered as asked
    _, ans = chat(bot, "tenho uma pergunta sobre reserva de vagas", "quantas vagas de cota num concurso de 14 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")
    assert ans.calculation["reserved"] == _reserved(14, None)


def test_a_subject_of_its_own_or_another_is_no_announcement(bot: Any) -> None:
    # neighbours: a subject of the law's own, a question after the announcement, another subject altogether
    for said in ("tenho uma dúvida sobre a heteroidentificação", "tenho uma dúvida sobre cotas: quem é considerado pardo?",
                 "me ajuda a montar um cronograma de estudos pro concurso", "uma dúvida sobre cotas no vestibular"):
        assert not bare_opening(said), said
    (ans,) = chat(bot, "tenho uma dúvida sobre cotas: quem é considerado pardo?")
    assert ans.route == "retrieval"
    (ans,) = chat(bot, "me ajuda a montar um cronograma de estudos pro concurso")
    assert ans.route == "out_of_scope"


def test_pcd_vagas_announced_wait_for_the_count(bot: Any) -> None:
    for said in ("tenho uma pergunta sobre vagas pcd", "queria tirar uma duvida sobre as vagas de pcd"):
        first, ans = chat(bot, said, "o edital tem 40 vagas")
        assert first.route == "clarify", said
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["pcd"] == 2, (said, ans.headline)  # Decreto 9.508, art. 1º, §§ 1º e 3º: 5% of 40


# --------------------------------------------------------------------------- the case told before the question
TOLD = ("é sobre um concurso do IBGE, o edital foi publicado em março de 2024", "sou do RH de uma autarquia federal",
        "passei no concurso do INSS", "boa tarde, trabalho na gestão de pessoas de um instituto federal",
        "queria tirar uma dúvida sobre o concurso da Polícia Federal", "a dúvida é sobre o edital de 2021 da Receita",
        "fiz um concurso federal e passei pelas cotas")


def test_the_case_told_asks_for_the_question(bot: Any) -> None:
    for said in TOLD:
        (ans,) = chat(bot, said)
        assert (ans.route, ans.citations) == ("clarify", []), (said, ans.route, ans.headline)


def test_the_told_editals_date_is_the_next_questions(bot: Any) -> None:
    for told in ("é sobre um edital de 2022", "oi! é sobre um concurso da UFRJ de 2022",
                 "passei num concurso do TRF de 2022"):
        first, ans = chat(bot, told, "tinha 12 vagas, quantas eram de cota?")
        assert first.route == "clarify", told
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (told, ans.headline)
        assert ans.calculation["regime"] == "lei-12990-2014", (told, ans.headline)
        assert ans.calculation["reserved"] == _reserved(12, OLD_DAY), (told, ans.headline)
        assert carried_chips(ans) == [], told  # completes the question, as the reply to a clarification does
    # one's place, told after the case: its law is the told edital's
    *_, ans = chat(bot, "olá", "é sobre um concurso de 2023 do TRF",
                   "eram 6 vagas e eu fiquei em 2º entre os cotistas e 15º na geral")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    want = calculator.position(calculator.PositionInput(general_rank=15, reserve_rank=2, vacancies=6,
                                                        edital_date="2023-06-15", today=date.today()))
    assert (ans.calculation["regime"], ans.calculation["status"]) == ("lei-12990-2014", want.status)


def test_the_case_told_in_pieces_is_put_together(bot: Any) -> None:
    *_, ans = chat(bot, "oi", "é da UFPE", "saiu em agosto de 2024", "são 9 vagas, quantas de cota?")
    assert (ans.route, ans.calculation["regime"]) == ("calculator", "lei-12990-2014"), ans.headline
    assert ans.calculation["reserved"] == _reserved(9, "2024-08-15")
    # the law asked of the told edital is its regime
    *_, ans = chat(bot, "é sobre um concurso do IBAMA, o edital saiu em maio de 2025", "vale a lei nova ou a antiga?")
    assert (ans.route, _intent_of(ans), ans.calculation["regime"]) == ("calculator", "regime", "lei-12990-2014")


def test_a_question_of_its_own_after_a_told_case_keeps_its_own_facts(bot: Any) -> None:
    # neighbours: a date of its own outranks the told one; a question asked with the case is answered, not asked for
    _, ans = chat(bot, "é sobre um edital de 2022", "num edital de 2026 com 10 vagas, quantas de cota?")
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-15142-2025", _reserved(10, "2026-03-01"))
    (ans,) = chat(bot, "sou parda e vou fazer o concurso do INSS, posso concorrer na cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    (ans,) = chat(bot, "passei num concurso federal, quanto tempo dura o estágio probatório?")
    assert ans.route == "out_of_scope"
    (ans,) = chat(bot, "meu edital é de 2023")  # a date told alone: its law (Round 41), unchanged
    assert (ans.route, _intent_of(ans)) == ("calculator", "regime")


def test_a_question_typed_without_its_question_mark_is_no_case_told(bot: Any) -> None:
    # A body named and then a predicate or a verb is a question whose "?" was left out (the invariance audit's lowered
    # rows): answered or refused as with the mark, never "qual é a sua pergunta?"; the body told alone still waits.
    for said in ("nas autarquias federais a cota racial é obrigatória", "nas fundações federais tem reserva de vagas",
                 "da pra acumular dois cargos de professor em universidade federal"):
        (ans,) = chat(bot, said)
        (marked,) = chat(bot, said + "?")
        assert ans.route == marked.route != "clarify", (said, ans.headline)
    *_, ans = chat(bot, "oi", "é da UFPE")
    assert (ans.route, ans.citations) == ("clarify", []), ans.headline


# --------------------------------------------------------------------------- a month without a year
def test_a_month_supposed_in_a_dated_thread_is_that_years() -> None:
    for said, month in (("e se tivesse saído em agosto?", "2025-08-15"), ("e se o edital fosse de setembro?", "2025-09-15"),
                        ("e em outubro?", "2025-10-15"), ("e se fosse em maio?", "2025-05-15")):
        _, ans = chat(rules_bot(TODAY), "edital de abril de 2025 com 20 vagas, quantas de cota?", said)
        assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "reserve", ["vacancies"]), said
        assert ans.calculation["reserved"] == reserved_for(20, month, TODAY), (said, ans.headline)
    _, ans = chat(rules_bot(TODAY), "edital de março de 2025, qual lei vale?", "e se tivesse saído em julho?")
    assert (ans.route, ans.calculation["regime"]) == ("calculator", "lei-15142-2025")


def test_a_month_told_alone_is_the_latest_or_its_year_is_asked() -> None:
    # August of this year and of the last fall under one law: the latest is read
    _, ans = chat(rules_bot(TODAY), "quantas vagas de cota com 9 vagas?", "o edital saiu em agosto")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", reserved_for(9, "2026-08-15", TODAY))
    # April does not (2025: Lei nº 12.990/2014; 2026: Lei nº 15.142/2025): its year is asked, and the reply completes it
    for said in ("saiu em abril", "o edital saiu em abril"):
        _, asked, ans = chat(rules_bot(TODAY), "qual a ordem dos cotistas com 12 vagas?", said, "2025")
        assert (asked.route, "abril" in asked.headline) == ("clarify", True), (said, asked.headline)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), said
        want = calculator.order(calculator.OrderInput(vacancies=12, edital_date="2025-04-15", today=TODAY))
        assert ans.calculation["quota_positions"] == want.quota_positions, said
    # after "2025" was asked to be split at 04/06/2025, the month told is that year's
    _, ans = chat(rules_bot(TODAY), "edital de 2025, quantas reservadas com 10 vagas?", "saiu em maio")
    assert ans.calculation["reserved"] == reserved_for(10, "2025-05-15", TODAY)


def test_the_threads_own_month_names_its_edital() -> None:
    # neighbour: "nesse edital de janeiro" after an edital of 10/01/2025 is that edital (its date carried), no other month
    for said in ("nesse edital de janeiro, qual a ordem dos cotistas?", "e nesse edital de janeiro, em que posições entram os cotistas?"):
        _, ans = chat(rules_bot(TODAY), "edital publicado em 10/01/2025 com 20 vagas, quantas de cota?", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), said
        assert sorted(carried_chips(ans)) == ["edital_date", "vacancies"], (said, carried_chips(ans))
        assert (ans.context["edital_date"], ans.calculation["regime"]) == ("2025-01-10", "lei-12990-2014"), said


def test_another_events_month_or_an_edital_to_come_is_no_publication() -> None:
    # neighbours: the exam's month, an edital still to come, a month with its year
    assert extract("a prova foi em setembro, quantas de cota com 10 vagas?", TODAY).period is None
    for said in ("o proximo edital sai em janeiro, ja entra na lei nova?",
                 "o edital, a ser publicado em fevereiro, prevê 33 vagas: quantas reservar?"):
        ex = extract(said, TODAY)
        assert ex.no_year is None and ex.period is None, said
    ex = extract("o edital saiu em julho de 2025", TODAY)
    assert ex.period is not None and ex.period.start == date(2025, 7, 1) and not ex.yearless
