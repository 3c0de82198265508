"""Round 50 (lo50b): misreads noticed last round (note34).

- a body named by where one works ("a estatal onde trabalho tem que reservar vagas?") asks the law's duty over that
  body (Lei 15.142, art. 1º), never the asker's eligibility; a state's or a city's body keeps the eligibility's "Não";
- a range of years ("concurso 2024-2025", "edital 2024/2025") is no date and no negative count: across 04/06/2025 the
  side is asked, inside one law that law answers;
- which área takes the reserved vaga when each has 1 vaga, and a draw of the vagas, are the law's base (art. 1º, § 2º:
  the law picks no área, speaks of no draw), never the reserve of 1 vaga;
- the edital's duty to state each cargo's reserve is Lei 12.990's (art. 1º, § 3º): under the new law its silence is
  said and its art. 1º, § 2º cited;
- the PcD reserve alone asked in the long form ("posso concorrer apenas na reserva de pessoas com deficiência?") is the
  PcD-alone answer (`assistant/pcd_alone.py`);
- "o decreto" named by a group's share (3% indígenas, 2% quilombolas, 25%) is the regulation's summary (Decreto 12.536);
- the PcD headline says the rule that gave the count: the 20% ceiling when it binds, the exact share when rounded up.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"
PCD = "urn:lex:br:federal:decreto:2018-09-24;9508"


def _urns(ans: Any) -> list[str]:
    return [c.urn for c in ans.citations]


# --------------------------------------------------------------------------- 1. the duty of the body where one works

def test_the_body_where_one_works_is_the_laws_duty_over_it(bot: Any) -> None:
    for q in ("a empresa pública em que trabalho precisa reservar vagas?",
              "a autarquia onde eu trabalho é obrigada a ter cota?",
              "a estatal que eu trabalho tem que reservar vaga?",
              "a sociedade de economia mista na qual trabalho é obrigada a reservar vagas pra negros?",
              "o órgão federal onde trabalhamos precisa ter reserva?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (q, ans.headline)
        assert any(u.startswith(f"{NEW}!art1") for u in _urns(ans)[:1]), (q, _urns(ans))


def test_neighbours_a_claim_a_count_or_a_city_body_stay_their_own(bot: Any) -> None:
    (ans,) = chat(bot, "a prefeitura em que eu trabalho tem que reservar vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility") and ans.calculation["eligible"] is False
    (ans,) = chat(bot, "sou pardo, a estatal onde trabalho tem cota pra mim?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    (ans,) = chat(bot, "a fundação onde eu trabalho vai abrir 12 vagas, quantas de cota?")
    assert (_intent_of(ans), ans.calculation["reserved"]) == ("reserve", calculator.reserve(
        calculator.ReserveInput(vacancies=12)).reserved)


# --------------------------------------------------------------------------- 2. a range of years

def test_a_range_of_years_is_no_negative_count_and_asks_the_side() -> None:
    for q in ("concurso 2024-2025 com 10 vagas, quantas de cota?", "edital 2024/2025, 8 vagas: quanto reservar?",
              "seleção 2025–2026 com 12 vagas, qual a reserva?", "certame 2024-25, 6 vagas"):
        ex = extract(q)
        assert not ex.negatives and ex.date is None and ex.period is not None, (q, ex.negatives, ex.period)
        assert ex.period.start.year < ex.period.end.year, (q, ex.period)


def test_a_range_of_years_across_the_change_asks_the_side(bot: Any) -> None:
    for q in ("concurso 2024-2025 com 10 vagas, quantas de cota?", "edital 2024/2025 com 9 vagas, quantas são reservadas?"):
        (ans,) = chat(bot, q)
        assert ans.route == "clarify" and "negativ" not in ans.headline, (q, ans.headline)
        assert "04/06/2025" in ans.headline, ans.headline
    (ans,) = chat(bot, "concurso 2022-2023 com 10 vagas, quantas de cota?")
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-12990-2014", calculator.reserve(
        calculator.ReserveInput(vacancies=10, edital_date="2023-01-01")).reserved)


def test_neighbours_year_month_and_dates_stay_dates() -> None:
    assert (extract("edital de 2025-09 com 10 vagas").period.start.month, extract("edital de 2025-09").vacancies) == (9, None)
    assert str(extract("edital de 30/04/2025 com 10 vagas").date) == "2025-04-30"
    assert str(extract("edital de 2025-04-30 com 10 vagas").date) == "2025-04-30"
    assert extract("edital 3/2024 com 10 vagas").period.start.year == 2024
    assert extract("edital 2024/11 com 10 vagas").period.start.month == 11


# --------------------------------------------------------------------------- 3. which área takes the vaga; a draw

def test_which_area_takes_the_vaga_when_each_has_one_is_the_base(bot: Any) -> None:
    for q in ("qual especialidade fica com a vaga reservada se cada especialidade tem 1 vaga?",
              "em que campus fica a cota quando cada campus tem uma vaga só?",
              "com uma vaga por departamento, qual departamento recebe a vaga de cota?",
              "o sorteio de vagas no concurso é permitido?",
              "a banca pode fazer sorteio das vagas?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (q, ans.headline)
        assert f"{NEW}!art1_par2" in _urns(ans) and ans.headline.startswith("A lei não escolhe"), (q, _urns(ans))


def test_neighbours_a_table_or_a_count_of_one_stay_figures(bot: Any) -> None:
    (ans,) = chat(bot, "concurso com 5 áreas, 1 vaga em cada: podemos sortear qual área fica com a reserva?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    (ans,) = chat(bot, "com 1 vaga, quantas são de cota?")
    assert (_intent_of(ans), ans.calculation["reserved"]) == ("reserve", 0)


# --------------------------------------------------------------------------- 4. the edital's duty per cargo

TABLE = "Analista 6, Técnico 4, Assistente 2"


def test_the_editals_duty_per_cargo_under_the_new_law_says_its_silence(bot: Any) -> None:
    for q in ("o edital precisa informar a reserva de cada cargo?", "é obrigatório o edital mostrar a reserva por cargo?",
              "a lei obriga o edital a especificar as vagas de cota por cargo?"):
        _, ans = chat(bot, TABLE, q)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (q, ans.headline)
        assert _urns(ans)[0] == f"{OLD}!art1_par3" and f"{NEW}!art1_par2" in _urns(ans), (q, _urns(ans))
        assert ans.headline.startswith("A **Lei nº 15.142/2025** não repete"), (q, ans.headline)


def test_neighbours_the_old_law_edital_and_the_tables_figures(bot: Any) -> None:
    _, ans = chat(bot, "edital de 2023 com Analista 6, Técnico 4", "o edital precisa informar a reserva de cada cargo?")
    assert _urns(ans)[0] == f"{OLD}!art1_par3" and "não repete" not in ans.headline, ans.headline
    _, ans = chat(bot, TABLE, "e quanto fica em cada cargo?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline


# --------------------------------------------------------------------------- 5. the PcD reserve alone, long form

def test_the_pcd_reserve_alone_in_the_long_form(bot: Any) -> None:
    for conv in (("sou negra e pcd, edital de março de 2026, posso concorrer nas duas?",
                  "posso concorrer apenas na reserva de pessoas com deficiência?"),
                 ("sou indígena e pcd, posso concorrer nas duas reservas?",
                  "posso participar só pela reserva de pessoas com deficiência?"),
                 ("sou parda e tenho deficiência, quero me inscrever apenas na reserva de pessoas com deficiência, pode?",),
                 ("sou quilombola e cadeirante, posso disputar somente a vaga de pessoa com deficiência?",),
                 ("posso concorrer unicamente na reserva de pessoas com deficiência?",)):
        ans = chat(bot, *conv)[-1]
        assert ans.route == "retrieval" and _urns(ans)[0] == f"{PCD}!art1_par1", (conv, _urns(ans))
        assert ans.headline.startswith("**Sim**: você pode concorrer só à reserva"), (conv, ans.headline)


def test_neighbours_both_reserves_and_pcd_rules_stay(bot: Any) -> None:
    (ans,) = chat(bot, "sou parda e pcd, posso concorrer nas duas reservas?")
    assert "às duas reservas" in ans.headline, ans.headline
    (ans,) = chat(bot, "só a reserva de pcd arredonda pra cima?")
    assert not ans.headline.startswith("**Sim**: você pode concorrer só"), ans.headline


# --------------------------------------------------------------------------- 6. the decree named by a group's share

def test_the_decree_named_by_a_groups_share_is_the_regulation(bot: Any) -> None:
    for q in ("em que parte do decreto estão os 3% para indígenas?", "qual decreto fixa os 2% dos quilombolas?",
              "o decreto fala em 25 por cento pra pretos e pardos?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval" and "Decreto nº 12.536/2025" in ans.headline, (q, ans.headline)
        assert f"{NEW}!art1_par1" in _urns(ans), (q, _urns(ans))


def test_neighbours_the_pcd_decrees_rate_stays_the_pcd_decree(bot: Any) -> None:
    (ans,) = chat(bot, "em que parte do decreto estão os 5%?")
    assert _urns(ans)[0].startswith(PCD), _urns(ans)


# --------------------------------------------------------------------------- 7. the rule that gave the PcD count

def _pcd(n: int, pct: str) -> Any:
    return calculator.reserve(calculator.ReserveInput(vacancies=n, pcd_percentage=pct))


def test_the_pcd_headline_names_the_ceiling_when_it_decides(bot: Any) -> None:
    for n, q in ((3, "concurso com 3 vagas e 5% pcd, quantas pcd?"), (4, "4 vagas com 5% para deficientes, quanto fica?")):
        want = _pcd(n, "5%")
        assert want.pcd_rounded is not None and want.pcd is not None and want.pcd_rounded > want.pcd
        (ans,) = chat(bot, q)
        assert ans.calculation["pcd"] == want.pcd, ans.headline
        assert "limite de 20%" in ans.headline and f"daria {want.pcd_rounded}" in ans.headline, ans.headline


def test_the_pcd_headline_names_the_exact_share_when_rounded_up(bot: Any) -> None:
    want = _pcd(30, "5%")
    assert (want.pcd_exact, want.pcd_rounded, want.pcd) == ("1,5", 2, 2) and _pcd(20, "5%").pcd_exact == "1"
    (ans,) = chat(bot, "30 vagas com 5% para pcd, quantas de cada?")
    assert "5% de 30 = 1,5" in ans.headline and "limite de 20%" not in ans.headline, ans.headline


def test_neighbours_a_pcd_count_given_keeps_its_wording(bot: Any) -> None:
    (ans,) = chat(bot, "20 vagas, o edital diz 2 vagas pcd, quantas de cota?")
    assert "número informado" in ans.headline and "limite de 20%" not in ans.headline, ans.headline
