"""Round 46 (lo46c): facts dropped or misread.

- a month without a year told beside the count ("o edital saiu em maio, 20 vagas"): never dropped; its year asked when
  the year decides the law (June too: art. 11, DOU 2025-06-04), the month named as an assumption when it does not;
- "quantas de pcd com 40?": 40 is the vagas, the PcD count is the one asked (Decreto nº 9.508/2018);
- a bare "e pra pcd?" after an eligibility with its vagas: the PcD share of those vagas;
- a new count after a PcD place was answered ("e com 80?"): the place is kept.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, reserved_for

DAY = date(2026, 12, 6)  # May 2025 (Lei 12.990) and May 2026 (Lei 15.142) under different laws


@pytest.fixture(scope="module")
def dated_bot() -> Any:
    from assistant.core import Assistant

    return Assistant(today=lambda: DAY)


# --------------------------------------------------------------------------- a month beside the count

def test_a_month_beside_a_count_is_kept_and_its_year_asked() -> None:
    for said in ("o edital saiu em maio, 20 vagas, quantas de cota?", "edital publicado em abril, 12 vagas, quantas reservadas?",
                 "o edital foi divulgado em março, 30 vagas, qual a reserva?"):
        ex = extract(said, DAY)
        assert ex.no_year is not None and ex.vacancies is not None, said


def test_neighbours_a_year_after_the_comma_is_the_date() -> None:
    ex = extract("o edital saiu em maio, 2025, 20 vagas", DAY)
    assert ex.period is not None and ex.period.start == date(2025, 5, 1) and ex.vacancies == 20


def test_the_year_asked_then_computed(dated_bot: Any) -> None:
    one, two = chat(dated_bot, "o edital saiu em maio, 20 vagas, quantas de cota?", "2025")
    assert one.route == "clarify" and "2025" in one.headline and "2026" in one.headline, one.headline
    assert (two.route, two.calculation["vacancies"], two.calculation["regime"]) == ("calculator", 20, "lei-12990-2014")
    assert two.calculation["reserved"] == reserved_for(20, "2025-05-01", DAY)


def test_june_asks_its_year_then_its_side(dated_bot: Any) -> None:
    for said in ("o edital saiu em junho, 20 vagas, quantas de cota?", "meu edital é de junho"):
        (ans,) = chat(dated_bot, said)
        assert ans.route == "clarify" and "junho" in ans.headline and "04/06/2025" in ans.headline, (said, ans.headline)
    _, two = chat(dated_bot, "o edital saiu em junho, 20 vagas, quantas de cota?", "2026")
    assert (two.route, two.calculation["regime"]) == ("calculator", "lei-15142-2025"), two.headline
    _, two = chat(dated_bot, "o edital saiu em junho, 20 vagas, quantas de cota?", "2025")
    assert two.route == "clarify" and "04/06/2025" in two.headline, two.headline


def test_a_month_under_one_law_either_year_is_a_named_assumption(dated_bot: Any) -> None:
    for said in ("edital publicado em setembro, 20 vagas, quantas de cota?", "o edital saiu em outubro, 15 vagas, "
                 "quantas reservadas?"):
        (ans,) = chat(dated_bot, said)
        assert (ans.route, ans.calculation["regime"]) == ("calculator", "lei-15142-2025"), said
        chip = next(a.text for a in ans.assumptions if a.key == "edital_date")
        assert "ano não informado" in chip and "considerei" in chip, chip


# --------------------------------------------------------------------------- the PcD share asked "com N"

def test_the_pcd_share_asked_with_a_bare_count_reads_the_count_as_vagas() -> None:
    for said in ("quantas de pcd com 40?", "quantas pra pcd com 40?", "quantas vagas pcd com 40?"):
        ex = extract(said)
        assert (ex.vacancies, ex.pcd) == (40, None), said


def test_the_pcd_share_with_a_bare_count_is_the_pcd_count(bot: Any) -> None:
    for said in ("quantas de pcd com 40?", "quantas pra pcd com 60?"):
        (ans,) = chat(bot, said)
        assert ans.route == "calculator" and ans.calculation["vacancies"] in (40, 60), (said, ans.headline)


def test_neighbours_a_pcd_count_told_stays_the_pcd_count() -> None:
    ex = extract("10 vagas, pcd com 2, quantas de cota?")
    assert (ex.vacancies, ex.pcd) == (10, 2)


# --------------------------------------------------------------------------- "e pra pcd?" after an eligibility

def test_pcd_after_an_eligibility_with_vagas_is_the_pcd_count(bot: Any) -> None:
    for first, n, said in (("sou preta, autarquia, 18 vagas, tenho direito?", 18, "e pra pcd?"),
                           ("sou parda, 30 vagas, posso concorrer?", 30, "e as vagas de pcd?"),
                           ("sou indígena, concurso com 25 vagas, posso me inscrever na cota?", 25, "e pros deficientes?")):
        _, two = chat(bot, first, said)
        assert (two.route, _intent_of(two), two.calculation["vacancies"]) == ("calculator", "reserve", n), two.headline
        assert "pessoas com deficiência" in two.headline, two.headline


def test_neighbours_pcd_after_an_eligibility_without_vagas_or_supposed_is_both_reserves(bot: Any) -> None:
    for first, said in (("sou parda, posso concorrer?", "e pra pcd?"),
                        ("sou preta, 18 vagas, tenho direito?", "e se eu fosse pcd?"),
                        ("sou preta, 18 vagas, tenho direito?", "e nesse mesmo concurso, se fosse pcd?")):
        _, two = chat(bot, first, said)
        assert two.route == "retrieval", (said, two.headline)


# --------------------------------------------------------------------------- a PcD place kept across a new count

def test_a_new_count_keeps_the_pcd_place(bot: Any) -> None:
    for first, said, place in (("fiquei em 2º na lista pcd, 60 vagas", "e com 80?", "2º colocado"),
                               ("sou o 3º da lista de pcd, 45 vagas, quando sou nomeado?", "e se fossem 90 vagas?",
                                "3º colocado")):
        one, two = chat(bot, first, said)
        assert place in one.headline and place in two.headline, two.headline


def test_neighbours_a_new_place_replaces_the_pcd_place(bot: Any) -> None:
    _, two = chat(bot, "fiquei em 2º na lista pcd, 60 vagas", "e se eu fosse o 4º?")
    assert "2º colocado" not in two.headline, two.headline


# --------------------------------------------------------------------------- the board's power asked with the term

NEW_ART3 = "urn:lex:br:federal:lei:2025-06-03;15142!art3"


def test_the_board_asked_beside_the_appeal_term_is_answered(bot: Any) -> None:
    for said in ("a banca pode me eliminar e quantos dias tenho pra recorrer?",
                 "a banca pode me eliminar e quanto tempo tenho pra recorrer?",
                 "a comissão de heteroidentificação pode me eliminar e em quantos dias eu recorro?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].urn.startswith(NEW_ART3), (said, [c.urn for c in ans.citations])
        assert any("edital" in n and "prazo" in n.lower() for n in ans.notes), (said, ans.notes)


def test_neighbours_the_term_alone_stays_out_of_the_law(bot: Any) -> None:
    for said in ("a banca de heteroidentificação demora quanto tempo?", "em quantos dias a comissão julga o recurso?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
    # Round 54 (lo54b): the time left to file the appeal against the board is the appeal's term (`appeal_term`), the
    # answer "qual o prazo de recurso?" gets: no law sets it, the edital does (Lei 15.142, art. 3º, caput)
    (ans,) = chat(bot, "fui reprovada pela banca, quantos dias tenho pra recorrer?")
    assert ans.route == "retrieval" and ans.citations[0].urn == f"{NEW_ART3}_cpt", ans.headline
