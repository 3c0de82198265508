"""Round 49 (49b): university and instituto federal HR (concurso docente by área/campus, PSS, TAE).

- which área/campus/especialidade takes the reserved vaga, or a draw for it ("como sortear a área que fica com a vaga
  reservada?"): the law picks none and speaks of no draw; the base is the totality of the vagas (Lei 15.142, art. 1º,
  § 2º; the PcD vaga: Decreto 9.508, art. 1º, § 4º, I), answered from the text, never refused;
- a table's campus, polo or área called by its letter ("campus A 3 vagas e campus B 2 vagas", "polo C 1 vaga") is a row;
- the rounding asked of a count given ("arredonda como em 7 vagas?", "como funciona o arredondamento num edital de 5
  vagas?", "qual o arredondamento da cota em 11 vagas?") is that count's reserve, not the rounding rule's text alone;
- the law applied to a dated case asked back ("qual lei foi aplicada nesse caso?") is that edital's regime.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

NEW_1_2 = "urn:lex:br:federal:lei:2025-06-03;15142!art1_par2"
DECREE_1_4_I = "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par4_inc1"


def _urns(ans: Any) -> list[str]:
    return [c.urn for c in ans.citations]


def _reserved(vacancies: int, **kw: Any) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, **kw)).reserved


# --------------------------------------------------------------------------- the reserved vaga's área, drawn or chosen

def test_which_area_takes_the_reserved_vaga_is_the_base_of_the_reserve(bot: Any) -> None:
    for q in ("como sortear a área que vai ficar com a vaga reservada?",
              "dá pra fazer sorteio pra definir qual campus recebe a vaga de cota?",
              "o sorteio das vagas reservadas entre as especialidades do concurso docente é permitido?",
              "quem escolhe qual departamento fica com a cota quando cada um tem poucas vagas?",
              "em que área deve ficar a vaga reservada do nosso concurso de professor?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (q, ans.headline)
        assert NEW_1_2 in _urns(ans), (q, _urns(ans))
        assert ans.headline.startswith("A lei não escolhe"), (q, ans.headline)


def test_which_campus_takes_the_pcd_vaga_is_the_decree_base(bot: Any) -> None:
    for q in ("qual campus fica com a vaga de pcd quando cada campus tem poucas vagas?",
              "como sortear a especialidade que recebe a vaga de pessoa com deficiência?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval" and DECREE_1_4_I in _urns(ans), (q, _urns(ans))
        assert ans.headline.startswith("O decreto não escolhe"), (q, ans.headline)


def test_neighbours_a_table_with_a_draw_asked_still_shows_both_figures(bot: Any) -> None:
    (ans,) = chat(bot, "concurso com 6 áreas, 1 vaga em cada: podemos sortear qual área fica com a reserva?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    want = calculator.edital(calculator.EditalInput(cargos=[{"name": f"a{i}", "vacancies": 1} for i in range(6)]))
    assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) == \
        (want.reserved_total, want.reserved_on_total)
    # a question naming the reserve's size per cargo stays without the opening
    (ans,) = chat(bot, "qual cargo tem mais vagas de cota no edital?")
    assert not ans.headline.startswith("A lei não escolhe"), ans.headline


# --------------------------------------------------------------------------- a table's rows called by a letter

def test_campus_and_polo_rows_called_by_a_letter_are_rows() -> None:
    for q, rows in (("campus A 3 vagas e campus B 2 vagas de professor: reserva por campus?",
                     [("campus A", 3), ("campus B", 2)]),
                    ("polo A 4 vagas, polo B 2 vagas, polo C 1 vaga: quanto reservar?",
                     [("polo A", 4), ("polo B", 2), ("polo C", 1)]),
                    ("departamento A: 2 vagas; departamento B: 5 vagas", [("departamento A", 2), ("departamento B", 5)]),
                    ("área C 2 vagas e área D 6 vagas, qual a cota?", [("área C", 2), ("área D", 6)])):
        assert [(c.name, c.vacancies) for c in extract(q).cargos] == rows, q


def test_neighbours_a_lone_c_before_a_count_is_still_com() -> None:
    ex = extract("edital c 7 vagas, quantas de cota?")
    assert (ex.vacancies, ex.cargos) == (7, [])
    assert [(c.name, c.vacancies) for c in extract("cargo C 2 vagas e cargo D 3 vagas").cargos] == \
        [("Cargo C", 2), ("Cargo D", 3)]


def test_a_campus_table_by_letter_is_the_edital_then_its_total(bot: Any) -> None:
    first, total = chat(bot, "campus A 4 vagas e campus B 3 vagas de TAE: reserva por campus?", "e no total do edital?")
    want = calculator.edital(calculator.EditalInput(cargos=[{"name": "A", "vacancies": 4}, {"name": "B", "vacancies": 3}]))
    for ans in (first, total):
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
        assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) == \
            (want.reserved_total, want.reserved_on_total)
    assert carried_chips(total) == ["cargos"]


# --------------------------------------------------------------------------- the rounding of a count given

def test_the_rounding_asked_of_a_count_is_that_count(bot: Any) -> None:
    for q, n in (("a cota da Lei 15.142 arredonda como num concurso de 7 vagas?", 7),
                 ("como é o arredondamento da reserva em 5 vagas de professor?", 5),
                 ("como funciona o arredondamento da cota num edital de 13 vagas?", 13),
                 ("qual o arredondamento da reserva em 11 vagas?", 11),
                 ("num concurso de 8 vagas, a cota arredonda como?", 8)):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (q, ans.headline)
        assert ans.calculation["reserved"] == _reserved(n, today=date.today()), q


def test_the_pcd_rounding_of_a_count_is_the_decree_minimum_of_it(bot: Any) -> None:
    (ans,) = chat(bot, "a reserva pcd de 5% arredonda como num concurso docente de 3 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    want = calculator.reserve(calculator.ReserveInput(vacancies=3, pcd_percentage="5%"))
    assert ans.calculation["pcd"] == want.pcd


def test_neighbours_the_rounding_rule_without_a_count_stays_the_law(bot: Any) -> None:
    for q in ("se der 3,5 vagas, arredonda como?", "como funciona o arredondamento da reserva?",
              "deu 4,5 vagas de cota, arredonda como?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
    (ans,) = chat(bot, "em que nomeações entram os cotistas com 14 vagas?")
    assert _intent_of(ans) == "order", ans.headline


# --------------------------------------------------------------------------- the law applied to a dated case

DATED = "edital de TAE publicado em 05/09/2024 com 15 vagas: quantas reservadas?"


def test_the_law_applied_to_a_dated_case_is_its_regime(bot: Any) -> None:
    for later in ("qual lei foi aplicada nesse caso?", "essa conta foi por qual lei?", "qual lei foi usada neste caso?",
                  "e qual norma foi aplicada aqui?"):
        _, ans = chat(bot, DATED, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (later, ans.headline)
        assert ans.calculation["regime"] == "lei-12990-2014" and carried_chips(ans) == ["edital_date"], later


def test_neighbours_the_provision_asked_stays_the_basis(bot: Any) -> None:
    for later in ("qual lei diz isso?", "qual artigo foi aplicado nesse caso?", "em que artigo isso está?"):
        _, ans = chat(bot, DATED, later)
        assert ans.route == "retrieval", (later, ans.headline)
