"""Round 45 (45c): "how did you get that number?" — people checking the arithmetic of a reserve.

- the working or the why asked bare after a figure ("por quê?", "explica a conta", "como você calculou?", "qual foi a
  conta?"): that calculation again, its steps and basis shown, the vagas carried; never a refusal;
- one's own figure set against the answer ("acho que são 8", "minha planilha deu 8", "não seria 8?") or two figures
  offered for its rounding ("vira 6 ou 7?"): the same calculation, never the figure read as a new count of vagas;
- a decimal said to turn whole ("2,5 vagas reservadas viram 3?", "e o 0,5 sempre sobe?"): the rounding rule's text
  (Lei 15.142, art. 5º, § 2º; the decree's § 3º for PcD), never a clarification asking for whole vagas; the decimal
  part of a fraction ("0,5 na cota") is no place in a list;
- "passo a passo" is how the working is wanted, never one's own "passo?" (a place asked);
- a count told under a law named ("edital com 3 vagas pela lei antiga"): that law's reserve of those vagas;
- the laws' rate asked why, bare ("por que 30%?"): art. 1º, never a refusal.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, urns_of

COUNT = "quantas reservadas num edital de 23 vagas?"
NEW_ROUNDING = "urn:lex:br:federal:lei:2025-06-03;15142!art5_par2"
PCD_ROUNDING = "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par3"


def _reserved(vacancies: int, edital_date: str | None = None) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=edital_date,
                                                      today=date.today())).reserved


def _same_count(ans: Any, said: str, vacancies: int = 23) -> None:
    assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "reserve", ["vacancies"]), (said, ans.headline)
    assert ans.calculation["vacancies"] == vacancies and ans.calculation["reserved"] == _reserved(vacancies), (said, ans.headline)


def _cites_rounding(ans: Any, said: str, urn: str = NEW_ROUNDING) -> None:
    assert ans.route == "retrieval", (said, ans.headline)
    assert any(u == urn or u.startswith(urn + "_") for u in urns_of(ans)[:2]), (said, urns_of(ans))


def test_the_working_asked_bare_is_the_count_again(bot: Any) -> None:
    # (all but the bare "como chegou nesse resultado?" were refused as out of scope)
    for said in ("por quê?", "pq?", "mas por que?", "explica a conta", "me mostra o cálculo", "detalha o raciocínio",
                 "como você calculou?", "como vcs fizeram essa conta?", "qual foi a conta?", "como foi feito?"):
        _, ans = chat(bot, COUNT, said)
        _same_count(ans, said)
        assert ans.steps, said  # the calculation's steps say how the figure came out
    # an old-law count keeps its date and law
    _, ans = chat(bot, "edital de 2023 com 13 vagas, quantas pra negros?", "explica essa conta")
    assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == _reserved(13, "2023-06-01")


def test_ones_own_figure_against_the_answer_is_no_count_of_vagas(bot: Any) -> None:
    # (each was computed as a new edital of 8 vagas, or refused)
    for said in ("acho que são 8", "acho que é 6", "tenho certeza que são 8", "pra mim dá 8", "eu calculei 6",
                 "minha planilha deu 8", "não seria 8?", "mas não são 6?"):
        _, ans = chat(bot, COUNT, said)
        _same_count(ans, said)
    for said in ("vira 6 ou 7?", "fica 7 ou 8?", "arredonda pra 6 ou pra 7?"):
        _, ans = chat(bot, COUNT, said)
        _same_count(ans, said)


def test_neighbours_new_counts_and_corrections_stay(bot: Any) -> None:
    # vagas corrected or supposed are a count of their own
    for said, vagas in (("não, são 30", 30), ("e se fossem 8?", 8), ("eu calculei 8 vagas", 8), ("acho que são 40", 40)):
        _, ans = chat(bot, COUNT, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["vacancies"] == vagas and ans.calculation["reserved"] == _reserved(vagas), said
    # two counts of vagas are still asked which; a decimal alone is still questioned as vagas
    _, ans = chat(bot, COUNT, "e com 6 ou 7 vagas?")
    assert ans.route == "clarify", ans.headline
    _, ans = chat(bot, COUNT, "e se fosse 4,5?")
    assert ans.route == "clarify", ans.headline
    # the basis asked stays the dispositivos; the rule of rounding asked stays its text
    _, ans = chat(bot, COUNT, "qual artigo fala disso?")
    assert ans.route == "retrieval", ans.headline
    _, ans = chat(bot, COUNT, "e como arredonda quando dá fração?")
    _cites_rounding(ans, "e como arredonda quando dá fração?")


def test_a_decimal_turned_whole_is_the_rounding_rule(bot: Any) -> None:
    # (clarifications asking for whole vagas, or refusals)
    for said in ("2,5 vagas reservadas viram 3?", "o 2,5 sobe pra 3 na cota?", "se der 1,5 reservada, sobe pra 2?",
                 "fração de 0,5 na cota racial vai pra cima?"):
        (ans,) = chat(bot, said)
        _cites_rounding(ans, said)
    for said in ("e o 0,5 sempre sobe?", "e se desse 0,5 exato?", "e o 6,9 vira 7 por qual regra?"):
        _, ans = chat(bot, COUNT, said)
        _cites_rounding(ans, said)
    _, ans = chat(bot, COUNT, "e na pcd 1,2 vira 2?")
    _cites_rounding(ans, "e na pcd 1,2 vira 2?", PCD_ROUNDING)


def test_neighbours_a_decimal_beside_vagas_is_still_their_count(bot: Any) -> None:
    (ans,) = chat(bot, "30% de 15 vagas dá 4,5, fica 5?")
    assert (ans.route, _intent_of(ans), ans.calculation["reserved"]) == ("calculator", "reserve", _reserved(15))
    (ans,) = chat(bot, "2,5 vagas")
    assert ans.route == "clarify", ans.headline


def test_the_decimal_part_of_a_fraction_is_no_place() -> None:
    assert extract("fração de 0,5 na cota racial vai pra cima?").reserve_rank is None
    assert extract("fiquei 5º na cota, 20 vagas").reserve_rank == 5  # a place said as one still is


def test_step_by_step_is_the_working_not_ones_place(bot: Any) -> None:
    # (each asked for one's place in the lists: "passo?" read in "passo a passo")
    for said, vagas in (("como calcular a reserva de 17 vagas passo a passo?", 17),
                        ("como calcular a cota de 30% pra 11 vagas passo a passo?", 11),
                        ("me explica passo a passo a cota de 19 vagas", 19)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["reserved"] == _reserved(vagas), said
    # one's own "passo?" is still one's place
    (ans,) = chat(bot, "sou cotista, 15 vagas, passo ou não?")
    assert (ans.route, _intent_of(ans)) == ("clarify", "position"), ans.headline


def test_the_reserve_of_a_count_asked_explained_is_that_count(bot: Any) -> None:
    # (each was a law text: art. 1º, art. 5º § 2º or art. 7º § 2º, no figure)
    for said, vagas in (("me explica a reserva de 19 vagas", 19), ("explica o cálculo da cota pra 14 vagas", 14),
                        ("detalha a conta da reserva com 26 vagas", 26)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["reserved"] == _reserved(vagas), said
    # the law asked to be explained stays its text
    for said in ("me explica o que a lei diz sobre a reserva com 2 vagas",
                 "me explica por que a lei antiga não tinha reserva com 2 vagas"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)


def test_a_count_told_under_a_law_is_that_laws_reserve(bot: Any) -> None:
    # (each was the law's text on its minimum or its transition, no count)
    for said, vagas, regime in (("edital com 3 vagas pela lei antiga", 3, "lei-12990-2014"),
                                ("concurso de 8 vagas, lei antiga", 8, "lei-12990-2014"),
                                ("edital de 9 vagas pela lei nova", 9, "lei-15142-2025")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans), ans.calculation["regime"]) == ("calculator", "reserve", regime), said
        day = "2023-06-01" if regime == "lei-12990-2014" else None
        assert ans.calculation["reserved"] == _reserved(vagas, day), said
    # what the law says of such an edital stays its text
    (ans,) = chat(bot, "o que diz a lei antiga sobre edital com 2 vagas")
    assert ans.route == "retrieval", ans.headline


def test_the_laws_rate_asked_why_is_article_one(bot: Any) -> None:
    # ("por que 30%?" was refused, alone and after a count; "pq 30%?" already answered)
    for thread in ((), (COUNT,)):
        for said, urn in (("por que 30%?", "urn:lex:br:federal:lei:2025-06-03;15142!art1"),
                          ("por que 20%?", "urn:lex:br:federal:lei:2014-06-09;12990!art1")):
            ans = chat(bot, *thread, said)[-1]
            assert ans.route == "retrieval" and urns_of(ans)[0].startswith(urn), (thread, said, urns_of(ans))
    # the other law's rate objected stays art. 11 (why that law was not applied)
    _, ans = chat(bot, "edital de 2023 com 23 vagas, quantas pra cota?", "pq não é 30%?")
    assert ans.route == "retrieval" and "art11" in urns_of(ans)[0], urns_of(ans)
