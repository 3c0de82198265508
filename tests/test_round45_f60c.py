"""Round 45 (f60c): the law asked vs a figure asked; a regime with a date (declassified held-out set 59).

- one law named back as a dated edital's, to be confirmed ("a lei de cotas é a de 2025, né?", "a lei que vale é a
  15.142?", "é a lei de 2014 que vale pro meu?"): the regime of that date, never its vagas asked;
- the edital's duty said as a noun or in the past ("havia obrigação de o edital discriminar, cargo a cargo, quantas..."):
  the law's text (Lei 12.990, art. 1º, § 3º), never the table of cargos asked;
- whether the reserve reaches vagas that arose in the validity, pointed at ("incide também sobre essas novas?"), with the
  counts as premise: art. 1º, § 2º's text; "quantas das novas?" stays the count;
- racism or discrimination suffered at work ("meu chefe me trata diferente por eu ser negro"): out of scope; the board of
  the heteroidentification named stays these laws'.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def _regime_of(day: str) -> str | None:
    return calculator.regime(calculator.RegimeInput(edital_date=day, today=date.today())).regime


def test_a_law_named_back_for_a_dated_edital_is_its_regime(bot: Any) -> None:
    # (all of these asked the vagas: "a lei de cotas" of one's own edital read as its count)
    for said, day in (("o edital do meu concurso saiu em fevereiro de 2026; a lei de cotas é a de 2025, né?", "2026-02-01"),
                      ("meu edital é de outubro de 2025, a lei de cotas que vale é a 15.142?", "2025-10-01"),
                      ("nosso certame teve edital em 2023, a lei das cotas aplicável é a de 2014, certo?", "2023-01-01"),
                      ("o edital do concurso que eu fiz saiu em abril de 2022; a lei das cotas é a antiga mesmo?",
                       "2022-04-01"),
                      # a wrong guess is answered by the date (the old law), never the law guessed
                      ("meu edital é de 2023, a lei de cotas é a nova né?", "2023-01-01")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)
        assert ans.calculation["regime"] == _regime_of(day), (said, ans.headline)
    # with no date, the date is what is asked (not the vagas)
    (ans,) = chat(bot, "a lei de cotas do meu concurso é a nova?")
    assert (ans.route, _intent_of(ans)) == ("clarify", "regime"), ans.headline


def test_neighbours_of_the_law_named_back(bot: Any) -> None:
    # a law named with a subject after it is no edital's law
    (ans,) = chat(bot, "é a lei nova que prevê a heteroidentificação?")
    assert ans.route == "retrieval", ans.headline
    # a count asked beside the law named stays the count
    (ans,) = chat(bot, "meu edital de 2026 tem 14 vagas, a lei é a de 2025 né? quantas ficam pra cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    reserved = calculator.reserve(calculator.ReserveInput(vacancies=14, edital_date="2026-01-01", today=date.today())).reserved
    assert ans.calculation["reserved"] == reserved, ans.headline
    # the law asked outright of a dated edital, as before
    (ans,) = chat(bot, "edital de março de 2025, vale a 12.990 né?")
    assert (ans.route, _intent_of(ans), ans.calculation["regime"]) == ("calculator", "regime", "lei-12990-2014")


def test_the_editals_duty_per_cargo_is_the_law(bot: Any) -> None:
    # (the first two asked the vagas or the table: the count named in them read as one asked)
    for said in ("Na época da Lei 12.990, existia a obrigação de o edital indicar, para cada cargo, quantas vagas eram da cota?",
                 "havia a exigência de o edital informar por cargo quantas vagas ficavam na reserva, pela lei antiga?",
                 "pela lei de 2014, o edital era obrigado a discriminar cargo a cargo quantas vagas iam pra reserva?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].label == "Lei nº 12.990/2014, art. 1º, § 3º", (said, [c.label for c in ans.citations])


def test_neighbours_the_reserve_per_cargo_asked_stays_the_table(bot: Any) -> None:
    for said in ("quanto fica a reserva de cada cargo do nosso edital?",
                 "pela lei antiga, quantas vagas de cota em cada cargo do meu edital?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "edital"), (said, ans.headline)


def test_the_reserve_asked_of_the_new_vagas_is_the_law(bot: Any) -> None:
    # (these computed the new vagas' share: the counts are only the premise of the yes/no)
    for said in ("o edital de setembro de 2025 tinha 12 vagas e na validade apareceram mais 4; a cota incide também sobre"
                 " essas novas?",
                 "tinha 8 vagas, abriram mais 3 na validade: a reserva alcança também essas 3 novas?",
                 "concurso de 20 vagas; durante a validade surgiram mais 6. A reserva de 30% vale mesmo também para essas?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].label == "Lei nº 15.142/2025, art. 1º, § 2º", (said, [c.label for c in ans.citations])


def test_neighbours_the_count_of_the_new_vagas_stays(bot: Any) -> None:
    (ans,) = chat(bot, "o edital de setembro de 2025 tinha 12 vagas e na validade apareceram mais 4. quantas das novas"
                       " são reservadas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    share = calculator.reserve(calculator.ReserveInput(vacancies=4, prior_vacancies=12, edital_date="2025-09-01",
                                                       today=date.today()))
    assert ans.calculation["reserved"] == share.reserved, ans.headline
    (ans,) = chat(bot, "apareceram 7 vagas novas na validade, alguma vai pra cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    # after the law answer, the count asked of the whole is computed
    _, ans = chat(bot, "o edital de setembro de 2025 tinha 12 vagas e na validade apareceram mais 4; a cota incide também"
                       " sobre essas novas?", "então quantas reservadas no total de 16?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    whole = calculator.reserve(calculator.ReserveInput(vacancies=16, edital_date="2025-09-01", today=date.today()))
    assert ans.calculation["reserved"] == whole.reserved, ans.headline


def test_racism_suffered_at_work_is_out_of_scope(bot: Any) -> None:
    for said in ("a minha chefe me trata diferente porque sou parda, o que posso fazer?",
                 "um colega me chamou de macaco na repartição, isso é injúria racial?",
                 "sofro assédio no órgão onde trabalho por ser negro, a quem recorro?",
                 "como faço pra denunciar discriminação racial no meu emprego?",
                 "os colegas fazem piadas racistas comigo no setor, o que fazer?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)


def test_neighbours_the_board_and_the_law_stay_in_scope(bot: Any) -> None:
    for said in ("a banca me tratou diferente na heteroidentificação, posso recorrer?",
                 "a comissão de heteroidentificação me humilhou, dá pra recorrer?",
                 "como denunciar fraude na cota racial?",
                 "a lei trata diferente pretos e pardos?",
                 "fui eliminado por não ser considerado pardo, como recorro?"):
        (ans,) = chat(bot, said)
        assert ans.route != "out_of_scope", (said, ans.headline)


def test_racial_abuse_as_read() -> None:
    from assistant.reach import racial_abuse

    assert racial_abuse("meu chefe me trata diferente por eu ser negro")
    assert racial_abuse("isso e injuria racial?")
    assert not racial_abuse("meu chefe me trata diferente")  # no race said: not this cue's (nor these laws')
    assert not racial_abuse("a banca me tratou diferente na heteroidentificacao por eu ser pardo")
    assert not racial_abuse("me chamaram de volta pra entrevista, sou pardo")
