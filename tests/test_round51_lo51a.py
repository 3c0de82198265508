"""Round 51 (lo51a): misreads found driving the page (note35).

- a pending clarification yields to a new, self-contained question ("posso concorrer só na reserva pcd?" after "antes
  ou depois de 04/06/2025?"); short answers still fill it (`pending_yield.yields_pending`);
- "o primeiro" goes back to the first turn of the kind the thread compares, never a PcD count before two dated editais
  (`core._first_context`);
- a general place supposed after a PcD place keeps that PcD place, and the PcD nomination names the general place used
  (`router._pcd_place_over_general`);
- a PcD place with no vagas after a count is that count's PcD nomination (`context._is_followup`);
- a PcD question cites Decreto 9.508 (art. 1º, §§ 1º and 3º) first, the racial law after (`citations.pcd_first`);
- the word announcing a table ("quadro Analista 10") is no part of the first cargo's name (`extraction.cargos`).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import fold
from assistant.extraction.cargos import extract_cargos
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat

DECREE = "urn:lex:br:federal:decreto:2018-09-24;9508"
NEW_LAW = "urn:lex:br:federal:lei:2025-06-03;15142"


def _order(vacancies: int) -> Any:
    return calculator.order(calculator.OrderInput(vacancies=vacancies, pcd_percentage=5))


# --------------------------------------------------------------------------- a pending clarification yields

YEAR_LAW = "meu edital foi publicado em 2025, qual lei se aplica?"
YEAR_COUNT = "edital de 2025 com 40 vagas, quantas ficam reservadas?"


def test_a_new_question_after_a_date_clarification_is_planned_alone(bot: Any) -> None:
    for first in (YEAR_LAW, YEAR_COUNT):
        (asked,) = chat(bot, first)
        assert asked.route == "clarify", asked.headline
        for said in ("posso concorrer somente pela reserva de pessoas com deficiência?",
                     "tenho deficiência, posso escolher disputar só as vagas pcd?",
                     "quem é considerada parda para a lei de cotas?"):
            _, ans = chat(bot, first, said)
            assert ans.route == "retrieval", (first, said, ans.route, ans.headline)
            assert not carried_keys_of(ans), (first, said)


def test_neighbours_short_answers_still_fill_the_date_asked(bot: Any) -> None:
    for said, regime in (("antes", "lei-12990-2014"), ("foi em maio de 2025", "lei-12990-2014"),
                         ("depois da lei nova", "lei-15142-2025"), ("em 2024", "lei-12990-2014"),
                         ("foi depois", "lei-15142-2025")):
        _, ans = chat(bot, YEAR_LAW, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)
        assert ans.calculation["regime"] == regime, said
    _, ans = chat(bot, YEAR_COUNT, "antes")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert (ans.calculation["vacancies"], ans.calculation["regime"]) == (40, "lei-12990-2014")


# --------------------------------------------------------------------------- "o primeiro": of the kind compared

PCD_COUNT = "quantas vagas pcd num concurso de 30 vagas?"
MARCH = "edital publicado em 15 de março de 2025, qual lei vale?"
AUGUST = "e um outro de agosto de 2025?"


def test_the_first_is_the_first_edital_compared_not_an_earlier_pcd_count(bot: Any) -> None:
    for said in ("volta pro primeiro edital", "e o primeiro de novo?", "voltando ao primeiro, qual lei mesmo?"):
        ans = chat(bot, PCD_COUNT, MARCH, AUGUST, said)[-1]
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)
        assert (ans.calculation["edital_date"], ans.calculation["regime"]) == ("2025-03-15", "lei-12990-2014"), said


def test_neighbours_the_first_of_a_thread_of_counts_stays_the_first(bot: Any) -> None:
    ans = chat(bot, "40 vagas, quantas são reservadas?", "e com 30 vagas, quantas pcd?", "e o primeiro de novo")[-1]
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["vacancies"] == 40
    ans = chat(bot, MARCH, AUGUST, PCD_COUNT, "e o primeiro de novo, confirma?")[-1]
    assert ans.calculation["edital_date"] == "2025-03-15", ans.headline
    # one edital dated after the count: nothing compared, the thread's first stays the count
    ans = chat(bot, PCD_COUNT, MARCH, "volta pro primeiro")[-1]
    assert ans.calculation.get("vacancies") == 30, ans.headline


# --------------------------------------------------------------------------- a PcD place carried

PCD_PLACE = "sou pcd, fiquei em 2º na lista pcd e 30º na geral, 40 vagas, sou chamado?"


def test_a_general_place_supposed_keeps_the_pcd_place(bot: Any) -> None:
    nth = _order(40).pcd_positions[1]
    for said in ("e se eu fosse 35º na geral?", "e se eu tivesse ficado em 38º na classificação geral?"):
        _, ans = chat(bot, PCD_PLACE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert f"**{nth}ª**" in ans.headline, (said, ans.headline)
        assert "pcd_rank" in carried_keys_of(ans), said
        texts = [a.text for a in ans.assumptions]
        assert "2º na lista PcD" in texts and any("na lista geral" in t for t in texts), texts
    # inside the ampla by the general place: the position, the PcD place still carried and named
    _, ans = chat(bot, PCD_PLACE, "e se eu for 20º na geral?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert "pcd_rank" in carried_keys_of(ans)
    assert "2º na lista PcD" in [a.text for a in ans.assumptions]


def test_the_pcd_nomination_names_the_general_place_it_used(bot: Any) -> None:
    for said, general in ((PCD_PLACE, 30), ("1º na lista pcd e 50º na ampla, 30 vagas, quando me chamam?", 50)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
        assert any(a.text.startswith(f"{general}º na lista geral") for a in ans.assumptions), ans.assumptions


def test_neighbours_a_general_place_alone_stays_the_position(bot: Any) -> None:
    _, ans = chat(bot, "40 vagas, sou 30º na geral, entro?", "e se fosse 20º?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert carried_keys_of(ans) == ["vacancies"]
    assert not any("PcD" in a.text and "lista" in a.text for a in ans.assumptions)


# --------------------------------------------------------------------------- a PcD place after a count

def test_a_pcd_place_after_a_count_is_its_nomination(bot: Any) -> None:
    for count, vagas in ((PCD_COUNT, 30), ("40 vagas, quantas são reservadas?", 40)):
        for said, rank in (("1º na lista pcd, quando me chamam?", 1),
                           ("fiquei em 2º na lista de pcd, vou ser nomeado?", 2),
                           ("sou o primeiro colocado da lista pcd, quando sou convocado?", 1)):
            _, ans = chat(bot, count, said)
            assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (count, said, ans.headline)
            assert ans.calculation["vacancies"] == vagas and "vacancies" in carried_keys_of(ans), said
            nth = _order(vagas).pcd_positions[rank - 1]
            assert f"**{nth}ª**" in ans.headline, (said, ans.headline)


def test_the_pcd_place_after_a_count_answers_as_with_its_vagas(bot: Any) -> None:
    (alone,) = chat(bot, "1º na lista pcd, 30 vagas, quando me chamam?")
    _, after = chat(bot, PCD_COUNT, "1º na lista pcd, quando me chamam?")
    assert alone.calculation["pcd_positions"] == after.calculation["pcd_positions"]
    # a law question about the PcD list stays the law's
    _, ans = chat(bot, PCD_COUNT, "como funciona a alternância entre a lista pcd e a ampla?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- the decree cited first

def test_a_pcd_question_cites_the_decree_first(bot: Any) -> None:
    for said in ("quantas vagas pcd num concurso de 30 vagas?", "tem quantas vagas para deficientes em 25 vagas?",
                 "fiquei em 2º na lista pcd, 40 vagas, quando sou chamado?"):
        (ans,) = chat(bot, said)
        urns = [c.urn for c in ans.citations]
        assert urns[0] == f"{DECREE}!art1_par1", (said, urns)
        decree = [i for i, u in enumerate(urns) if u.startswith(DECREE)]
        assert decree == list(range(len(decree))), (said, urns)  # the decree's all ahead of the law's
        assert any(u.startswith(NEW_LAW) for u in urns), said
    (ans,) = chat(bot, "quantas vagas pcd num concurso de 30 vagas?")
    assert [c.urn for c in ans.citations][1] == f"{DECREE}!art1_par3"  # the rounding up, right after the share


def test_neighbours_racial_or_both_asked_keep_the_law_first(bot: Any) -> None:
    for said in ("40 vagas, quantas reservadas?", "com 40 vagas, quantas vagas pcd e quantas de cota racial?",
                 "fiquei em 3º na lista dos cotistas, 40 vagas, quando sou chamado?"):
        (ans,) = chat(bot, said)
        assert ans.citations[0].urn.startswith(NEW_LAW), (said, [c.label for c in ans.citations])


# --------------------------------------------------------------------------- cargo names written one way

def test_the_word_announcing_a_table_is_no_part_of_a_cargo(bot: Any) -> None:
    for said, want in (("quadro Analista 10, técnico 5, motorista 3", ["analista", "tecnico", "motorista"]),
                       ("Quadro Enfermeiro 9, Médico 6", ["enfermeiro", "medico"]),
                       ("no quadro de vagas Professor 4 e Pedagogo 2", ["professor", "pedagogo"])):
        assert [c.name for c in extract_cargos(fold(said))] == want, said
    (ans,) = chat(bot, "quadro Analista 10, técnico 5, motorista 3: quantas reservadas por cargo?")
    assert [c["name"] for c in ans.calculation["cargos"]] == ["Analista", "técnico", "motorista"], ans.headline  # (d51c: as typed)
    assert "quadro" not in ans.headline.lower().split("—")[-1], ans.headline


def test_neighbours_names_with_quadro_words_inside_stay(bot: Any) -> None:
    assert [c.name for c in extract_cargos(fold("Analista 10, Técnico 5"))] == ["analista", "tecnico"]
    assert [c.name for c in extract_cargos(fold("o cargo dele tem 6 vagas e o dela 15"))] == ["cargo dele", "cargo dela"]
    (ans,) = chat(bot, "Analista em C&T 6, Técnico 3: reserva por cargo?")
    assert "C&T" in ans.headline
