"""Round 46 (lo46b): figures read wrong and questions refused (leftovers of round 45's note).

- PcD vagas "mais N pra pcd" beside a count are part of the edital's vagas (Decreto 9.508, art. 1º, § 1º): N vagas PcD of
  that count, never added to it; in a thread "e se fossem mais 5?" adds to the count carried (art. 1º, § 2º);
- a month with no year told alone ("o edital saiu em maio") whose year decides the law: the year asked, the date kept;
- a decimal said to turn whole ("7,8 vira 8 por qual regra?") is the rounding rule, in scope with no quota word;
- "explica a lei" right after a figure: the dispositivos behind that figure;
- one's own figure set against the answer ("acho que é 16"): the answer opens with its verdict, the calculator's count;
- the PcD share asked "in" a bare count ("quantas vagas pcd em 30?"): that count is the vagas;
- a place in the PcD list with no vagas: the vagas asked (the PcD list's order depends on them), the place kept;
- an edital one's body is to open ("vamos abrir edital mês que vem e queria ver a reserva"): its count, the vagas asked;
- the ANA (Agência Nacional de Águas) named as a body: a federal autarquia.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, reserved_for, urns_of

ROUNDING_NEW = "urn:lex:br:federal:lei:2025-06-03;15142!art5_par2"
DAY = date(2026, 12, 6)  # May 2025 (Lei 12.990) and May 2026 (Lei 15.142) under different laws


@pytest.fixture(scope="module")
def dated_bot() -> Any:
    from assistant.core import Assistant

    return Assistant(today=lambda: DAY)


# --------------------------------------------------------------------------- PcD vagas "mais N" within the count

def test_pcd_vagas_said_as_more_are_part_of_the_count() -> None:
    for said in ("tem 20 vagas, abriram mais 5 pra pcd. quantas reservadas?",
                 "concurso com 20 vagas, criaram mais 5 para pcd",
                 "edital com 20 vagas e surgiram mais 5 pra pessoa com deficiência",
                 "temos 20 vagas, abriram mais 5 vagas para pcd, quantas de cota?"):
        ex = extract(said)
        assert (ex.vacancies, ex.pcd) == (20, 5), said


def test_neighbours_vagas_added_without_pcd_still_add() -> None:
    assert extract("edital com 20 vagas e surgiram mais 5").vacancies == 25
    assert extract("edital com 10 vagas, surgiram mais 5 na validade").vacancies == 15
    assert extract("são 20 vagas e abriram mais 5 vagas pra pcd, quantas de cota?").vacancies == 20


def test_more_supposed_in_a_thread_adds_to_the_carried_count(bot: Any) -> None:
    for first, n, said, more in (("20 vagas, quantas de cota?", 20, "e se fossem mais 5?", 5),
                                 ("quantas reservadas num concurso de 30 vagas?", 30, "e se forem mais 4?", 4),
                                 ("com 30 vagas quantas são de cota?", 30, "e se fossem 6 a mais?", 6)):
        one, two = chat(bot, first, said)
        assert one.calculation["vacancies"] == n
        assert (two.route, _intent_of(two)) == ("calculator", "reserve"), (said, two.headline)
        assert two.calculation["vacancies"] == n + more, (said, two.headline)
        assert two.calculation["reserved"] == reserved_for(n + more, None, date.today()), said


def test_more_supposed_after_an_order_is_the_whole(bot: Any) -> None:
    one, two = chat(bot, "30 vagas, qual a ordem de nomeação?", "e se fossem mais 5?")
    assert (two.route, _intent_of(two), two.calculation["vacancies"]) == ("calculator", "order", 35), two.headline


def test_neighbours_a_count_supposed_alone_replaces_it(bot: Any) -> None:
    _, two = chat(bot, "30 vagas, quantas de cota?", "e se fossem 5?")
    assert two.calculation["vacancies"] == 5, two.headline
    _, two = chat(bot, "30 vagas, quantas de cota?", "e se fossem mais 2 pra pcd?")
    assert two.calculation["vacancies"] == 30, two.headline


# --------------------------------------------------------------------------- a month told alone, its year asked

def test_a_month_told_alone_asks_its_year_and_keeps_it(dated_bot: Any) -> None:
    for said, month in (("o edital saiu em maio", "maio"), ("meu edital é de março", "março"),
                        ("o edital foi publicado em janeiro", "janeiro")):
        (ans,) = chat(dated_bot, said)
        assert ans.route == "clarify", (said, ans.headline)
        assert month in ans.headline and "2025" in ans.headline and "2026" in ans.headline, (said, ans.headline)
    one, two = chat(dated_bot, "o edital saiu em maio", "2025")
    assert (two.route, _intent_of(two), two.calculation["regime"]) == ("calculator", "regime", "lei-12990-2014")
    _, two = chat(dated_bot, "meu edital é de março", "de 2026")
    assert (two.route, _intent_of(two), two.calculation["regime"]) == ("calculator", "regime", "lei-15142-2025")


def test_neighbours_a_dated_edital_alone_is_its_regime(dated_bot: Any) -> None:
    (ans,) = chat(dated_bot, "meu edital é de março de 2025")
    assert (ans.route, _intent_of(ans), ans.calculation["regime"]) == ("calculator", "regime", "lei-12990-2014")
    (ans,) = chat(dated_bot, "o edital foi publicado em agosto")  # August: both years under Lei 15.142
    assert (ans.route, ans.calculation["regime"]) == ("calculator", "lei-15142-2025")


# --------------------------------------------------------------------------- a decimal turned whole: rounding

def test_a_decimal_turned_whole_is_the_rounding_rule(bot: Any) -> None:
    for said in ("7,8 vira 8 por qual regra?", "qual regra faz 6,7 virar 7?", "8,4 vira 8 ou 9?",
                 "por que 2,6 sobe pra 3?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert any(u.startswith(ROUNDING_NEW) for u in urns_of(ans)[:2]), (said, urns_of(ans))


def test_neighbours_a_grade_rounded_is_not_the_law() -> None:
    from assistant.rules import in_domain

    for said in ("minha nota 7,8 vira 8?", "a média 6,5 sobe pra 7?"):
        assert not in_domain(extract(said)), said


# --------------------------------------------------------------------------- the law of a figure asked to be explained

def test_explain_the_law_after_a_figure_is_its_basis(bot: Any) -> None:
    for said in ("explica a lei", "me explica a lei", "me mostra o artigo", "cita a lei ai"):
        one, two = chat(bot, "quantas vagas de cota com 26 vagas?", said)
        assert two.route == "retrieval", (said, two.headline)
        assert set(urns_of(two)[:2]) <= {c.urn for c in one.citations}, (said, urns_of(two))


def test_neighbours_a_law_subject_of_its_own_is_searched(bot: Any) -> None:
    one, two = chat(bot, "quantas vagas de cota com 26 vagas?", "explica a lei sobre heteroidentificação")
    assert two.route == "retrieval", two.headline
    assert "art3" in " ".join(urns_of(two)[:2]), urns_of(two)


# --------------------------------------------------------------------------- one's own figure set against the answer

def test_a_figure_claimed_after_a_reserve_gets_its_verdict(bot: Any) -> None:
    right = calculator.reserve(calculator.ReserveInput(vacancies=50, today=date.today())).reserved
    for said, claimed in (("acho que é 16", 16), ("pensei que fosse 14", 14), ("o colega disse que são 16, confirma?", 16),
                          ("tá errado, meu cursinho disse que é 13", 13)):
        _, two = chat(bot, "quantas vagas de cota com 50 vagas?", said)
        assert (two.route, _intent_of(two)) == ("calculator", "reserve"), (said, two.headline)
        assert two.headline.startswith("**Não**"), (said, two.headline)
        assert f"são {right}" in two.headline.split(".")[0] and str(claimed) in two.headline.split(".")[0], two.headline
    _, two = chat(bot, "quantas vagas de cota com 50 vagas?", f"acho que é {right}")
    assert two.headline.startswith("**Sim**"), two.headline


def test_neighbours_a_count_of_vagas_told_is_a_new_case(bot: Any) -> None:
    _, two = chat(bot, "quantas vagas de cota com 50 vagas?", "acho que são 60 vagas")
    assert not two.headline.startswith(("**Não**", "**Sim**")), two.headline
    _, two = chat(bot, "quantas vagas de cota com 50 vagas?", "tem certeza?")
    assert not two.headline.startswith(("**Não**", "**Sim**")), two.headline


# --------------------------------------------------------------------------- PcD: the count and the PcD list's place

def test_the_pcd_share_asked_in_a_bare_count(bot: Any) -> None:
    for said, n in (("sou pcd, quantas vagas pcd em 30?", 30), ("tenho deficiência, quantas vagas pra pcd em 40?", 40),
                    ("quantas vagas para pcd em 25?", 25)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["vacancies"] == n, said
        assert ans.calculation["pcd"] == calculator.reserve(
            calculator.ReserveInput(vacancies=n, pcd_percentage="5%", today=date.today())).pcd, said


def test_a_pcd_place_without_vagas_asks_the_vagas(bot: Any) -> None:
    for said in ("quando sou chamado se fiquei em 2º na lista pcd?", "fiquei em 2º na lista pcd, quando sou chamado?",
                 "passei em 3º lugar na lista de pcd, quando vou ser nomeado?"):
        (ans,) = chat(bot, said)
        assert ans.route == "clarify", (said, ans.headline)
        assert "quantas vagas" in ans.headline and "lista geral" not in ans.headline, (said, ans.headline)
    _, two = chat(bot, "fiquei em 2º na lista pcd, quando sou chamado?", "60")
    assert (two.route, _intent_of(two), two.calculation["vacancies"]) == ("calculator", "order", 60), two.headline
    second = two.calculation["pcd_positions"][1]
    assert f"**{second}ª** nomeação" in two.headline, two.headline


def test_neighbours_a_pcd_place_with_vagas_is_answered(bot: Any) -> None:
    (ans,) = chat(bot, "fiquei em 2º na lista pcd, 40 vagas, quando sou chamado?")
    assert (ans.route, _intent_of(ans), ans.calculation["vacancies"]) == ("calculator", "order", 40), ans.headline


# --------------------------------------------------------------------------- an edital one's body is to open

def test_an_edital_to_open_asks_its_vagas(bot: Any) -> None:
    for said in ("vamos abrir edital mês que vem e queria ver a reserva",
                 "vamos publicar edital em janeiro, quanto fica a reserva?",
                 "vamos lançar o concurso ano que vem, qual a reserva?"):
        (ans,) = chat(bot, said)
        assert (ans.route, ans.context.get("intent"), ans.context.get("pending")) == ("clarify", "reserve", "vacancies"), \
            (said, ans.headline)
    _, two = chat(bot, "vamos abrir edital mês que vem e queria ver a reserva", "40 vagas")
    assert (two.route, two.calculation["vacancies"], two.calculation["regime"]) == ("calculator", 40, "lei-15142-2025")


def test_neighbours_a_duty_of_an_edital_to_open_is_the_law() -> None:
    from assistant.rules import _intent, _params

    for said in ("vamos abrir um pss, a reserva é obrigatória?", "vamos abrir um pss, precisamos fazer reserva?",
                 "vamos abrir um concurso, a lei de cotas vale?"):
        ex = extract(said)
        assert _intent(ex, _params(ex))[0] is None, said


# --------------------------------------------------------------------------- ANA, a federal autarquia

def test_ana_named_as_a_body_is_a_federal_autarquia() -> None:
    for said in ("sou preta, a ANA tem cota?", "concurso da ANA com 20 vagas", "fiz concurso na ANA",
                 "vou prestar o concurso ANA", "edital da Agência Nacional de Águas", "a ANA abriu concurso"):
        assert extract(said).entity == "autarquia", said
    assert extract("concurso da Funarte").entity == "fundacao"


def test_neighbours_ana_the_person_is_no_body() -> None:
    for said in ("a Ana passou no concurso", "a prova da Ana Paula", "a ana tem direito a cota?",
                 "minha amiga Ana disse que tem cota"):
        assert extract(said).entity is None, said


def test_ana_eligibility_is_answered(bot: Any) -> None:
    (ans,) = chat(bot, "sou preta, a ANA tem cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert ans.calculation["eligible"] is True
