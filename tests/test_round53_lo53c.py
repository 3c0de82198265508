"""Round 53 (lo53c): findings of the user drive — a wrong figure, a wrong law, an unanswered term, confusing text.

- a position answer with PcD vagas names every PcD position of the order (`intents.position.both_lists` takes the
  calculator's own order for the input, `calculator.order.order_of`): rebuilding an OrderInput read the parsed PcD
  percentage (1/10) again as 0,1%, so 10% of 37 vagas listed one PcD position instead of 4 (Decreto 9.508, art. 1º,
  § 3º: 3,7 rounded up);
- a law question naming the new law of an edital dated before 04/06/2025 ("a lei nova me ajuda?" of a 2021 concurso,
  or the same pasted by an ouvidoria clerk) says the new law does not reach that certame (Lei 15.142, art. 11, cited)
  and answers from Lei 12.990 (`old_edital`); a board's verdict asked under the old law is searched in that law's own
  words, its rule on the false declaration (art. 2º, parágrafo único), not its vagas reverting to the ampla (art. 3º,
  § 3º); the new law named of a newer edital, and the old edital asked with no law named, keep their answers;
- the appeal's term against the heteroidentificação ("qual o prazo pra recurso…?", "até quando…", "ela pode
  recorrer? qual o prazo?" after the board's verdict) is answered plainly: no law sets it, the edital does, citing
  the dispositivo that leaves the procedure to the edital and the regulation (new art. 3º; old art. 2º, parágrafo
  único for an older edital); an appeal with no term asked, an exam's appeal and other terms are not it;
- a group's fractional share of the regulation's split ("sou quilombola, 10 vagas, quantas pra mim?") no longer leads
  the answer: the law's reserve for all the groups comes first, then the share; a whole share still leads;
- a year told of another event of the concurso beside the edital's ("o edital saiu em 2024 mas a prova é em 2026") is
  that event's (`extraction.dates`, `Extraction.event_dates`), never a number left unused, and the answer says the
  edital's publication decides the law (art. 11); a number of candidates is still a number;
- a federal body given after a computed case ("e se for num instituto federal?" after a PSS count) is that
  selection's body, an autarquia, not a student's admission (`router._body_corrected`); admission itself stays out.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.intents import position as position_intent
from assistant.intents import reserve as reserve_intent
from assistant.intents.common import ordinals
from assistant.old_edital import new_law_asked_of_old_edital
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE

TODAY = date(2026, 12, 7)
NEW_ART11 = f"{URN_BASE[NEW_LAW]}!art11"
NEW_ART3 = f"{URN_BASE[NEW_LAW]}!art3_cpt"
OLD_FALSE_DECLARATION = f"{URN_BASE[OLD_LAW]}!art2_par1u"


def _urns(ans: Any) -> list[str]:
    return [c.urn for c in ans.citations]


# --------------------------------------------------------------------------- 1. every PcD position

def test_both_lists_names_every_pcd_position_of_the_order() -> None:
    for vagas, pct in ((37, "10%"), (40, "5%"), (60, "7%"), (25, "12%")):
        inp = calculator.PositionInput(vacancies=vagas, pcd_percentage=pct, reserve_rank=2, today=TODAY)
        order = calculator.order(calculator.OrderInput(vacancies=vagas, pcd_percentage=pct, today=TODAY))
        sentence = position_intent.both_lists(inp)
        assert sentence is not None
        assert len(order.pcd_positions) > 1, (vagas, pct)
        assert f"lista PcD com as posições {ordinals(order.pcd_positions)}" in sentence, sentence


def test_a_position_answer_with_a_pcd_percentage_lists_all_its_positions(bot: Any) -> None:
    for said, vagas, pct in (
        ("edital de 37 vagas com 10% para pcd, estou em 9º na lista dos cotistas, sou chamado?", 37, "10%"),
        ("são 50 vagas e 8% reservadas a deficientes; fiquei na 4ª colocação da cota racial, entro?", 50, "8%"),
    ):
        (ans,) = chat(bot, said)
        order = calculator.order(calculator.OrderInput(vacancies=vagas, pcd_percentage=pct, today=TODAY))
        assert _intent_of(ans) == "position", ans.headline
        assert f"lista PcD com as posições {ordinals(order.pcd_positions)}" in ans.headline, ans.headline


# --------------------------------------------------------------------------- 2. the new law asked of an old edital

def test_the_new_law_named_of_an_older_edital_is_recognised() -> None:
    for said in ("prestei o concurso em 2021 e a banca me tirou, a lei nova me ajuda?",
                 "meu certame é de 2019, a 15.142 muda algo pra mim?"):
        assert new_law_asked_of_old_edital(extract(said, TODAY), {}), said
    # a thread's older edital, the new law named in the message
    assert new_law_asked_of_old_edital(extract("e a lei nova, me ajuda?", TODAY), {"edital_date": "2022-03-10",
                                                                                      "intent": "reserve"})
    for said in ("prestei o concurso em 2026 e a banca me tirou, a lei nova me ajuda?",  # the new law's own edital
                 "prestei o concurso em 2021, a lei 12.990 ou a 15.142 vale?",  # both laws: a comparison
                 "prestei o concurso em 2021 e a banca me tirou, posso voltar?"):  # no law named
        assert not new_law_asked_of_old_edital(extract(said, TODAY), {}), said


def test_the_new_law_asked_of_an_older_edital_is_answered_by_the_old_law(bot: Any) -> None:
    for said in (
        "fiz a prova da polícia federal em 2021 e me eliminaram na heteroidentificação; a lei nova me ajuda em algo?",
        "trabalho na ouvidoria e um cidadão escreveu: 'no concurso do inss de 2022 a comissão não confirmou minha "
        "autodeclaração, a lei nova me deixa seguir na ampla?' como respondo?",
        "no certame de 2019 a banca disse que minha declaração era falsa, a 15.142 muda alguma coisa?",
    ):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", said
        assert "não alcança esse certame" in ans.headline, ans.headline
        assert _urns(ans)[0].startswith(URN_BASE[OLD_LAW]), (said, _urns(ans))
        assert OLD_FALSE_DECLARATION in _urns(ans) and NEW_ART11 in _urns(ans), (said, _urns(ans))
    # the new law's text asked after the old edital's answer ("e na lei nova?") is still given
    _, ans = chat(bot, "meu edital é de 2022, como a comissão confirma a autodeclaração?", "e na lei nova?")
    assert _urns(ans)[0].startswith(URN_BASE[NEW_LAW]) and "não alcança" not in ans.headline, ans.headline


def test_the_board_verdict_under_the_old_law_is_its_false_declaration_rule(bot: Any) -> None:
    (ans,) = chat(bot, "no concurso de 2023 a comissão de heteroidentificação me indeferiu, posso continuar na ampla?")
    assert _urns(ans)[0] == OLD_FALSE_DECLARATION, _urns(ans)
    assert "não alcança" not in ans.headline  # no law named: nothing to set aside
    # the new law named of its own edital keeps its answer (art. 3º, § 2º)
    (ans,) = chat(bot, "no concurso de 2026 a comissão disse que eu não sou pardo, a lei nova deixa continuar na ampla?")
    assert _urns(ans)[0].startswith(URN_BASE[NEW_LAW]), _urns(ans)
    assert "não alcança" not in ans.headline


# --------------------------------------------------------------------------- 3. the appeal's term

def test_the_appeal_term_of_the_confirmation_is_said_to_be_the_editals(bot: Any) -> None:
    for said in ("qual é o prazo de recurso contra o resultado da heteroidentificação?",
                 "até quando dá pra recorrer da decisão da comissão de heteroidentificação?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", said
        assert "não fixa prazo" in ans.headline and "edital" in ans.headline, ans.headline
        assert _urns(ans)[0] == NEW_ART3, _urns(ans)
    for said in ("dá pra recorrer da heteroidentificação?",  # no term asked
                 "qual o prazo pra recorrer da nota da prova discursiva?",  # the exam's appeal
                 "qual o prazo de validade do concurso?"):  # another term
        (ans,) = chat(bot, said)
        assert "não fixa prazo para recorrer" not in ans.headline, said


def test_the_appeal_term_after_the_boards_verdict_in_a_thread(bot: Any) -> None:
    _, ans = chat(bot, "a banca de heteroidentificação indeferiu a autodeclaração do meu primo no concurso do ibge",
                  "ele pode recorrer? e qual é o prazo?")
    assert "não fixa prazo" in ans.headline, ans.headline
    assert _urns(ans)[0] == NEW_ART3


def test_the_appeal_term_of_an_older_edital_is_the_old_laws(bot: Any) -> None:
    (ans,) = chat(bot, "meu edital saiu em 2022, qual o prazo pra recorrer da banca de heteroidentificação?")
    assert "Lei nº 12.990/2014" in ans.headline and "não fixa prazo" in ans.headline, ans.headline
    assert _urns(ans)[0] == OLD_FALSE_DECLARATION and NEW_ART11 in _urns(ans)


# --------------------------------------------------------------------------- 4. a fractional share does not lead

def test_a_fractional_group_share_follows_the_laws_reserve() -> None:
    for vagas, group in ((10, "quilombola"), (7, "indigena"), (13, "quilombola")):
        r = calculator.reserve(calculator.ReserveInput(vacancies=vagas, today=TODAY))
        head = reserve_intent.headline(r, [group])
        share = next(g for g in r.groups if g.group == reserve_intent.SHARE_OF[group])
        assert share.integer is None
        assert head.startswith(f"Das {vagas} vagas, **{r.reserved} são reservadas**"), head
        assert f"**{reserve_intent.share_text(share)}**" in head and reserve_intent.SPLIT_CAVEAT in head, head
    # a whole share still leads
    r = calculator.reserve(calculator.ReserveInput(vacancies=100, today=TODAY))
    head = reserve_intent.headline(r, ["indigena"])
    assert head.startswith("Das 100 vagas, a parcela de indígenas é **3**"), head


def test_a_quilombola_asking_her_share_reads_the_reserve_first(bot: Any) -> None:
    reserved = calculator.reserve(calculator.ReserveInput(vacancies=10, today=TODAY)).reserved
    for said in ("sou quilombola; no concurso do icmbio são 10 vagas, quantas delas ficam pros quilombolas?",
                 "concurso do iphan com 10 vagas: quantas vão ser de quilombola?"):
        (ans,) = chat(bot, said)
        assert _intent_of(ans) == "reserve", (said, ans.headline)
        assert ans.headline.startswith(f"Das 10 vagas, **{reserved} são reservadas**"), ans.headline


# --------------------------------------------------------------------------- 5. another event's year; the body

def test_another_events_year_is_that_events() -> None:
    for said, event, year in (("o edital saiu em 2024 mas a prova vai ser em 2026, 15 vagas", "prova", "2026"),
                              ("edital publicado em 2023, a posse só em 2027, 9 vagas", "posse", "2027"),
                              ("o resultado saiu em 2026 e o edital foi publicado em 2024, 12 vagas", "resultado", "2026")):
        ex = extract(said, TODAY)
        assert ex.event_dates == [(event, year)], (said, ex.event_dates)
        assert int(year) not in ex.numbers, (said, ex.numbers)
    ex = extract("concurso de 2024 com 15 vagas e 2026 inscritos", TODAY)
    assert ex.event_dates == [] and 2026 in ex.numbers


def test_the_answer_says_the_editals_date_decides(bot: Any) -> None:
    (ans,) = chat(bot, "o edital foi lançado em 2024, mas a prova só acontece em 2026; com 15 vagas, qual lei vale?")
    text = " ".join(ans.notes)
    assert "data de publicação do edital" in text and "prova (2026)" in text and "art. 11" in text, ans.notes
    assert "não entrou no cálculo" not in ans.answer
    assert find_reserved(ans) == calculator.reserve(calculator.ReserveInput(
        vacancies=15, edital_date="2024-12-31", today=TODAY)).reserved


def find_reserved(ans: Any) -> Any:
    return (ans.calculation or {}).get("reserved")


def test_a_federal_body_given_after_a_pss_count_is_that_selections(bot: Any) -> None:
    for body in ("e se for num instituto federal?", "e se for na universidade federal?"):
        _, ans = chat(bot, "PSS de professor substituto pela lei 8745 com 4 vagas, quantas ficam pra cota?", body)
        assert ans.route == "calculator", (body, ans.headline)
        assert ans.context.get("entity") == "autarquia", (body, ans.context)
    _, ans = chat(bot, "PSS de professor substituto pela lei 8745 com 4 vagas, quantas ficam pra cota?",
                  "e pra entrar na faculdade, tem cota?")
    assert ans.route == "out_of_scope"
