"""Round 31 (p31b): candidates reasoning about their rank and chances, in threads.

- the PcD list supposed by a copula ("e caso a pcd seja 20%?", "se a pcd fosse 3") is a PcD rate or count, never a
  place ("fosse 3") nor vagas;
- a figure of the selection changed after an order asked beside one's place ("e caso a pcd seja 20%?", "e com 25
  vagas?") runs the order again; the place told earlier does not make it the position unless a place is asked;
- the asker's own outcome in the open list ("e se eu tambem for aprovada pela ampla, o que acontece?", chat "tbm"
  included) is art. 7º's law text, never a refusal;
- "quais vagas sao das pessoas com deficiencia?" after a position asks the PcD places of the order;
- a carried period reads "o edital deste ano", not "de este ano".
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from assistant.writer import _carried_phrase
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_pcd_supposed_by_a_copula_is_a_pcd_figure() -> None:
    ex = extract("e caso a pcd seja 20%?", TODAY)
    assert ex.pcd_percentage == "20%" and ex.pcd is None
    ex = extract("e se a pcd fosse 3, muda algo?", TODAY)
    assert ex.pcd == 3 and ex.rank is None and 3 not in ex.numbers
    ex = extract("se a reserva pcd virar 15%", TODAY)
    assert ex.pcd_percentage == "15%"
    # one's own place next to the PcD word stays a place
    assert extract("sou pcd e fiquei em 2o na geral", TODAY).rank == 2 or \
        extract("sou pcd e fiquei em 2o na geral", TODAY).general_rank == 2
    assert extract("se a pcd for o 4o da lista", TODAY).pcd is None


def test_pcd_rate_supposed_after_an_order_keeps_the_order() -> None:
    bot = rules_bot(TODAY)
    _, order, what_if = chat(bot, "sou a 2a da lista de cotistas, edital com 30 vagas, to dentro?",
                             "e em que posições entram os cotistas?", "e caso a pcd seja 20%?")
    assert order.calculation["operation"] == "order"
    assert what_if.route == "calculator" and what_if.calculation["operation"] == "order"
    assert what_if.calculation["pcd_positions"] == [5, 10, 15, 20, 25, 30]  # calculator order, 30 vagas, 20%
    assert carried_keys_of(what_if) == ["vacancies"]


def test_vagas_supposed_after_an_order_keep_the_order_but_a_place_asked_is_the_position() -> None:
    bot = rules_bot(TODAY)
    *_, more = chat(bot, "sou a 2a da lista de cotistas, edital com 30 vagas, to dentro?",
                    "e em que posições entram os cotistas?", "e com 25 vagas?")
    assert more.calculation["operation"] == "order" and more.calculation["vacancies"] == 25
    *_, mine = chat(bot, "sou a 2a da lista de cotistas, edital com 30 vagas, to dentro?",
                    "e em que posições entram os cotistas?", "e com 25 vagas eu fico dentro?")
    assert mine.calculation["operation"] == "position"


def test_own_outcome_in_the_open_list_is_law_text() -> None:
    for q in ("e se eu tambem for aprovada pela ampla, o que acontece?", "que acontece se eu passar tbm pela ampla?",
              "se eu entrar dentro da ampla, como fica a minha vaga reservada?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval" and "law_rule" in p.notes, q
        assert "ampla concorrência" in (p.query or ""), q
    bot = rules_bot(TODAY)
    (first,) = chat(bot, "fiquei em 3o na lista de cota, sao 12 vagas, passo?")
    assert plan("que acontece se eu passar tbm pela ampla?", first.context, TODAY).route == "retrieval"
    # a place given with its vagas is still the calculation
    assert plan("o que acontece se eu ficar em 5o na ampla com 12 vagas?", None, TODAY).route == "calculator"


def test_which_vagas_go_to_pcd_after_a_position_is_the_order() -> None:
    bot = rules_bot(TODAY)
    _, last = chat(bot, "12 vagas e 2 pcd, sou o 4o da cota, entro?", "quais vagas sao das pessoas com deficiencia?")
    assert last.route == "calculator" and last.calculation["operation"] == "order"
    assert last.calculation["pcd_positions"] == [5, 10]  # python -m calculator order --vacancies 12 --pcd 2


def test_carried_period_reads_deste_ano() -> None:
    params = {"period": ("2026-01-01", "2026-12-31", "este ano")}
    assert _carried_phrase("edital_date", "", params) == "o edital deste ano"
    params = {"period": ("2025-01-01", "2025-12-31", "ano passado")}
    assert _carried_phrase("edital_date", "", params) == "o edital do ano passado"
    params = {"period": ("2025-03-01", "2025-03-31", "março de 2025")}
    assert _carried_phrase("edital_date", "", params) == "o edital de março de 2025"


def test_option_told_beside_ones_place_or_by_the_inscription_list() -> None:
    assert extract("sou 14o na classificacao e optante, passo?", TODAY).optant
    assert extract("12 vagas, concorri como ppi e fiquei em 6o na geral", TODAY).optant
    assert not extract("fiquei em 4o e cotista entra quando?", TODAY).optant  # the conjunction, not "é"
    assert not extract("nao me inscrevi como ppiq, fiquei em 6o, 12 vagas", TODAY).optant
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "edital de 12 vagas, sou 10o na geral e cotista, consigo?")
    assert ans.calculation["operation"] == "position" and ans.calculation["best"]["list"] == "quota"


def test_a_bare_place_named_again_by_its_list_is_that_place() -> None:
    bot = rules_bot(TODAY)
    first, last = chat(bot, "tirei 4o lugar como cotista, sou nomeado?", "o edital tem 12 vagas, e sou a 4 da lista dos cotistas")
    assert first.route == "clarify"
    assert last.route == "calculator" and last.calculation["operation"] == "position"
    # only the reserve-list place is known: calculator position --reserve-rank 4 --vacancies 12 gives inside, list
    # unknown (read as the general 4º too, it would be the ampla's 4ª nomeação)
    assert last.calculation["status"] == "inside" and last.calculation["list"] is None
    assert carried_keys_of(last) == []
