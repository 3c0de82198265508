"""Round 18 (issue 10): numbers and tables of single questions read wrong.

Wordings are this round's own. A reserve somebody states of the vagas ("são 4 de cota", "reservaram 3") is a claim
checked against the calculator, never a second vagas count; "N vagas <cargo>" rows listed one after another are an
edital table; "1 vaga em cada um dos N cargos" and "N cargos (1,1,1)" are N cargos of 1 vaga; "N ou M vagas" is an
alternative, never two cargos; "qual delas vai pro cotista" asks the order; "N empregos" are the vagas; a place "na
lista de cotista" (singular) is the reserve list's.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction import extract
from tests.extraction_grammar import cases

from .assistant_support import reserved_for as _reserved_for


def reserved_for(n: int) -> int:
    return _reserved_for(n, None, date.today())


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


# --------------------------------------------------------------------------- claimed reserve


@pytest.mark.parametrize(("q", "total", "claimed"), [
    ("uma colega disse que num edital de 13 vagas ficam 5 de cota, confere?", 13, 5),
    ("abriram 16 vagas e reservaram 5 pra negros, procede isso?", 16, 5),
    ("o certame tem 24 vagas, sendo 7 reservadas: está correto?", 24, 7),
])
def test_a_stated_reserve_is_a_claim_not_a_second_total(q: str, total: int, claimed: int) -> None:
    """"N vagas, são M de cota" states a part of the vagas: one total, and M kept as the claim."""
    ex = extract(q)
    assert ex.vacancies == total and ex.vacancy_counts == [total] and ex.claimed_reserve == claimed


@pytest.mark.parametrize("q", ["me contaram que em 13 vagas são 5 de cota, tá certo?",
                               "16 vagas no edital e separaram 6 pra cota, procede?"])
def test_a_wrong_claim_is_answered_not_questioned(bot: Assistant, q: str) -> None:
    """The claim is checked: the count by the law, and the answer says the claim is not right (never a clarify)."""
    ans = bot.ask(q)
    total = extract(q).vacancies
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(total) != extract(q).claimed_reserve
    assert ans.answer.startswith("**Não está certo**")
    assert not any("não entrou no cálculo" in n for n in ans.notes)  # the claimed figure is answered, not unused


def test_a_right_claim_is_confirmed(bot: Assistant) -> None:
    """A claim equal to the law's count opens with "Está certo"."""
    ans = bot.ask("edital com 20 vagas reservou 6 para pretos e pardos, isso está certo?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 6
    assert ans.answer.startswith("**Está certo**")


def test_no_verdict_without_a_check_asked(bot: Assistant) -> None:
    """Parts stated with no "tá certo?" get the count, with no verdict on them."""
    ans = bot.ask("Concurso com 10 vagas, 3 vagas de cota e 7 vagas de ampla: quantas reservadas?")
    assert ans.calculation["reserved"] == 3 and "certo**" not in ans.answer


def test_pcd_places_are_no_racial_claim() -> None:
    """"2 reservadas para PcD" is the PcD list, not a claimed racial reserve."""
    ex = extract("são 25 vagas, 2 reservadas para pcd e 7 pros negros, confere?")
    assert ex.pcd == 2 and ex.claimed_reserve == 7 and ex.vacancies == 25


# --------------------------------------------------------------------------- "N vagas <cargo>" rows


@pytest.mark.parametrize(("q", "rows"), [
    ("universidade federal: 18 vagas enfermeiro, 6 vagas motorista. reserva de cada cargo?",
     [("enfermeiro", 18), ("motorista", 6)]),
    ("9 vagas agente de saude e 14 vagas assistente social, cotas por cargo?",
     [("agente de saude", 9), ("assistente social", 14)]),
])
def test_count_then_cargo_rows_are_a_table(bot: Assistant, q: str, rows: list[tuple[str, int]]) -> None:
    """A count followed by "vagas <cargo>" (no "de/para"), two or more rows in a list, is an edital table."""
    assert [(c.name, c.vacancies) for c in extract(q).cargos] == rows
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"


@pytest.mark.parametrize("q", ["concurso com 2 vagas nao tem reserva nenhuma, quantas ficam com 2 vagas entao?",
                               "o edital tem 10 vagas imediatas e 5 vagas cadastro, quantas cotas?",
                               "concurso de 12 vagas analista, quantas reservadas?"])
def test_a_word_after_vagas_is_no_cargo_row_alone(q: str) -> None:
    """Words that are not a listed row ("não", "imediatas", one row alone) make no table."""
    assert extract(q).cargos == []


# --------------------------------------------------------------------------- cargos of equal vagas


@pytest.mark.parametrize("q", ["cada um dos 4 cargos do concurso tem 1 vaga... no caso uma vaga pra cada um dos 4 cargos,"
                               " tem cota em algum?",
                               "o edital tem 4 cargos (1, 1, 1, 1), sobra alguma vaga de cota?",
                               "uma vaga em cada um dos 4 cargos: reserva?"])
def test_one_vaga_in_each_of_n_cargos_is_a_table(bot: Assistant, q: str) -> None:
    """"1 vaga em cada um dos N cargos" is N cargos of 1 vaga, never one total of 1."""
    ex = extract(q)
    assert [c.vacancies for c in ex.cargos] == [1, 1, 1, 1] and ex.vacancies is None
    ans = bot.ask(q)
    assert ans.calculation["operation"] == "edital" and ans.calculation["reserved_total"] == 0


def test_a_bracket_list_must_match_its_count_of_cargos() -> None:
    """"3 cargos (10, 4)" lists two counts for three cargos: no table read."""
    assert extract("temos 3 cargos (10, 4), quantas cotas?").cargos == []
    assert [c.vacancies for c in extract("temos 3 cargos (10, 4 e 2), quantas cotas?").cargos] == [10, 4, 2]


# --------------------------------------------------------------------------- alternatives, order, other nouns


def test_an_alternative_count_is_no_table(bot: Assistant) -> None:
    """"seleção de 4 ou 5 vagas" is an alternative (questioned), never two cargos called "... seleção" and "ou"."""
    ex = extract("imagina uma seleção de 4 ou 5 vagas, tem cota?")
    assert ex.cargos == [] and ex.vacancy_counts == [4, 5]
    assert bot.ask("imagina uma seleção de 4 ou 5 vagas, tem cota?").route == "clarify"


@pytest.mark.parametrize("q", ["6 vagas no edital, qual delas fica pro cotista?",
                               "num concurso de 4 vagas, em que vaga entra o candidato negro?"])
def test_which_of_the_vagas_is_the_order(bot: Assistant, q: str) -> None:
    """"qual delas / em que vaga" goes to the list: the nomination order."""
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"


def test_which_of_two_laws_is_not_the_order(bot: Assistant) -> None:
    """"qual das duas leis de cota" asks the law, not which vaga."""
    assert bot.ask("qual das duas leis de cota vale pro meu concurso?").context.get("intent") != "order"


def test_empregos_are_the_vagas() -> None:
    """An empresa's or fundação's "empregos" (públicos, art. 1º, I) count its vagas."""
    assert extract("a estatal vai abrir edital com 40 empregos, quantos para cotistas?").vacancies == 40


def test_the_reserve_list_named_in_the_singular() -> None:
    """"8º na lista de cotista" is the reserve list's place, like "dos cotistas"."""
    ex = extract("terminei em 40 na geral e 11 na lista de cotista, 35 vagas")
    assert (ex.general_rank, ex.reserve_rank, ex.vacancies) == (40, 11, 35)


def test_grammar_has_the_round18_families() -> None:
    """The generated audit composes the claimed-reserve, "N vagas <cargo>" and equal-cargo families."""
    forms = {f for c in cases() for f in c.forms}
    assert {"claim=sao_M_de_cota", "equal=pra_cada_um_dos", "table=N_vagas_name"} <= forms


def test_a_reserve_taken_from_its_whole_states_both(bot: Assistant) -> None:
    """"reservamos 3 de 14" names the vagas (14) and the claim (3), checked against the edital's own law."""
    ex = extract("reservamos 3 de 14 no edital de maio de 2024, ta correto?")
    assert (ex.vacancies, ex.claimed_reserve) == (14, 3)
    ans = bot.ask("reservamos 3 de 14 no edital de maio de 2024, ta correto?")
    assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 3
    assert ans.answer.startswith("**Está certo**")


def test_somebodys_place_among_the_optants_said_with_e() -> None:
    """"minha prima é a 4ª cotista" is her place in the reserve list."""
    assert extract("minha prima eh a 4a cotista e 30 na geral, sao 25 vagas").reserve_rank == 4


def test_the_place_said_with_e_names_who_holds_it() -> None:
    """"meu irmão é o 5º cotista": the answer is about him ("ele"), not the asker."""
    assert extract("30 vagas, meu primo eh o 6o cotista e 33 na geral, passa?").subject == "ele"
