"""Issue 10 §1 (slots): cargo tables, PcD counts, number words, ranks and impossible numbers, read with their meaning.

Unit tests over `assistant.extraction.extract` and the router's parameters; phrasings are our own
(candidate and HR voices, with typos), never copied from an evaluation set.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.problems import _numbers_problem
from assistant.rules import _params, unused_numbers

TODAY = date(2026, 12, 2)


def cargos(text: str) -> list[tuple[str, int]]:
    return [(c.name, c.vacancies) for c in extract(text, TODAY).cargos]


# ------------------------------------------------------------------ 1. cargo tables

@pytest.mark.parametrize("text, pairs", [
    # NOME com X vagas, with qualifiers and several words
    ("Analista de TI com 6 vagas e técnico de nível médio com 3 vagas, quantas cotas?",
     [("Analista de TI", 6), ("técnico de nível médio", 3)]),
    ("Quero saber as cotas: Auditor Fiscal com 30 vagas, Analista Tributário com 25 vagas",
     [("Auditor Fiscal", 30), ("Analista Tributário", 25)]),
    ("precisamos reservar quantas? temos agente de portaria com 6 vagas, recepcionista com 2 e vigilante com 12",
     [("agente de portaria", 6), ("recepcionista", 2), ("vigilante", 12)]),
    # X vagas de NOME, with elided repetitions
    ("O edital tem 12 vagas de analista, 5 de técnico e 2 de motorista",
     [("analista", 12), ("técnico", 5), ("motorista", 2)]),
    ("Tenho doze vagas de agente administrativo e cinco de contador, quantas são para negros?",
     [("agente administrativo", 12), ("contador", 5)]),
    ("Concurso com vagas: 20 para professor, 10 para pedagogo e 3 para intérprete de libras",
     [("professor", 20), ("pedagogo", 10), ("intérprete de libras", 3)]),
    ("10 vagas para professor de matemática e 5 para professor de português",
     [("professor de matemática", 10), ("professor de português", 5)]),
    ("Nosso edital tera 8 vagas pra analista e 3 pra tecnico, quantas cotas por cargo?",
     [("analista", 8), ("tecnico", 3)]),
    ("Edital do IBGE com 40 vagas de recenseador e 10 de supervisor", [("recenseador", 40), ("supervisor", 10)]),
    ("concurso de 2 vagas pra analista de sistemas e 1 pra tecnico em enfermagem",
     [("analista de sistemas", 2), ("tecnico em enfermagem", 1)]),
    # NOME (X vagas), NOME: X, NOME X
    ("Analista (10 vagas), Técnico (4 vagas) e Motorista (1 vaga): quantas reservadas?",
     [("Analista", 10), ("Técnico", 4), ("Motorista", 1)]),
    ("Qual a reserva no cargo de Professor (12 vagas) e no de Pedagogo (3 vagas)?", [("Professor", 12), ("Pedagogo", 3)]),
    ("analista judiciário: 15, técnico judiciário: 7. quantas reservadas?",
     [("analista judiciário", 15), ("técnico judiciário", 7)]),
    ("vagas: professor 10, tecnico 5", [("professor", 10), ("tecnico", 5)]),
    # number words
    ("analista com dez vagas e tecnico com quatro", [("analista", 10), ("tecnico", 4)]),
    # separators and labels
    ("professor - 10 vagas, técnico - 4 vagas", [("professor", 10), ("técnico", 4)]),
    ("Analista 10 vagas, Técnico 4 vagas, quantas reservadas?", [("Analista", 10), ("Técnico", 4)]),
    ("cargo A com 10 vagas e cargo B com 5 vagas", [("Cargo A", 10), ("Cargo B", 5)]),
    ("Cargo 1: 10 vagas; Cargo 2: 3 vagas", [("Cargo 1", 10), ("Cargo 2", 3)]),
    # typos in the question's words
    ("concuro com 8 vags pra analista e 3 pra tecnico, qantas reservadas?", [("analista", 8), ("tecnico", 3)]),
])
def test_named_cargo_forms(text, pairs):
    ex = extract(text, TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == pairs
    assert ex.vacancies is None  # a table is never one total
    assert _numbers_problem(ex) is None
    assert unused_numbers(ex, _params(ex)) == []


@pytest.mark.parametrize("text, counts", [
    ("São 2 cargos com 5 vagas cada, quantas reservadas?", [5, 5]),
    ("edital com 4 cargos com 2 vagas cada", [2, 2, 2, 2]),
    ("3 cargos de 1 vaga cada e 1 cargo de 10 vagas: quantas reservadas?", [1, 1, 1, 10]),
    ("edital com 1 cargo de 10 vagas e 2 cargos de 3 vagas cada", [10, 3, 3]),
    ("o edital oferece 5 vagas para cada um dos 3 cargos", [5, 5, 5]),
    ("um com 8 vagas e outro com 3, quantas cotas?", [8, 3]),
    ("Dois cargos: um com 8 vagas e outro com 3 vagas. Quantas vagas reservadas?", [8, 3]),
])
def test_unnamed_cargos_get_neutral_names(text, counts):
    ex = extract(text, TODAY)
    assert [c.vacancies for c in ex.cargos] == counts
    assert [c.name for c in ex.cargos] == [f"Cargo {i}" for i in range(1, len(counts) + 1)]
    p = _params(ex)
    assert "vacancies" not in p and _numbers_problem(ex) is None
    assert unused_numbers(ex, p) == []  # the counts of cargos are used as counts of cargos


@pytest.mark.parametrize("text", [
    "Concurso com 10 vagas: quantas são reservadas?", "Em um concurso com 10 vagas para o cargo de analista, quantas?",
    "Tenho 10 vagas e 2 para PcD, qual a ordem?", "Fiquei em 12º na lista geral e 3º na lista da reserva, 20 vagas",
    "Edital de 12/05/2025 com 15 vagas para professor: quantas reservadas?", "Concurso com 20 vagas, 6 de cota e 14 de ampla",
    "Um cargo com 10 vagas, quantas reservadas?", "A prefeitura com 10 vagas: quantas reservadas?",
])
def test_one_count_is_not_a_table(text):
    ex = extract(text, TODAY)
    assert ex.cargos == [] and ex.vacancies is not None


def test_count_of_cargos_is_never_vagas():
    for text in ("Temos 3 cargos. Quantas vagas reservadas?", "São cinco cargos no edital, quantas cotas?"):
        ex = extract(text, TODAY)
        assert ex.vacancies is None and "vacancies" not in _params(ex)
        assert "cargos" in (_numbers_problem(ex) or "")


def test_ambiguous_each_or_total_is_asked():
    ex = extract("São 2 cargos com 5 vagas, quantas reservadas?", TODAY)
    msg = _numbers_problem(ex)
    assert ex.cargos == [] and msg and "**5**" in msg and "**2**" in msg
    # "no total" settles it: 5 is the edital's total.
    ex = extract("São 2 cargos com 5 vagas no total, quantas reservadas?", TODAY)
    assert _numbers_problem(ex) is None and ex.vacancies == 5


def test_a_total_besides_the_pairs_must_be_their_sum():
    ex = extract("Edital com 20 vagas: 15 de analista e 5 de técnico. Quantas são reservadas?", TODAY)
    assert cargos("Edital com 20 vagas: 15 de analista e 5 de técnico.") == [("analista", 15), ("técnico", 5)]
    assert _numbers_problem(ex) is None and unused_numbers(ex, _params(ex)) == []
    ex = extract("o edital tem 40 vagas: 30 para analista e 5 para técnico", TODAY)
    msg = _numbers_problem(ex) or ""
    assert "**40 vagas**" in msg and "**35**" in msg


def test_announced_count_must_match_the_pairs():
    ex = extract("Temos 3 cargos: analista com 10 vagas e técnico com 4 vagas. Quantas reservadas?", TODAY)
    msg = _numbers_problem(ex)
    assert msg and "3 cargos" in msg and "analista: 10" in msg
    ex = extract("Temos 2 cargos: analista com 10 vagas e técnico com 4 vagas. Quantas reservadas?", TODAY)
    assert _numbers_problem(ex) is None


# ------------------------------------------------------------------ 2. PcD counts and percentages

@pytest.mark.parametrize("text, count, pct", [
    ("Concurso com 20 vagas, sendo 2 PcD. Qual a ordem de nomeação?", 2, None),
    ("20 vagas, reserva PcD de 5%, qual a ordem de nomeação dos cotistas?", None, "5%"),
    ("São 15 vagas e 3 dessas vagas forem de PcD, qual a ordem?", 3, None),
    ("Se 3 dessas vagas forem de PcD, qual a ordem de nomeação com 15 vagas?", 3, None),
    ("Edital de 12 vagas, duas delas para PcD. Em que posições entram os cotistas?", 2, None),
    ("Edital com 10 vagas, uma para pessoa com deficiência: qual a ordem de convocação?", 1, None),
    ("ordem de nomeação com 16 vagas sendo uma PcD", 1, None),
    ("Concurso com 30 vagas e 2 vagas para pessoas com deficiência, ordem de nomeação?", 2, None),
    ("temos 25 vagas, das quais 2 são para PcD e o resto ampla. ordem?", 2, None),
    ("ordem de nomeacao, 10 vagas, pcd 2", 2, None),
    ("concurso de 10 vagas com reserva de 5% para deficientes, qual a ordem", None, "5%"),
    ("reserva para pcd de 10%, 30 vagas, ordem dos cotistas?", None, "10%"),
    ("com 10 vagas e 2 reservadas para pcd, qual a ordem?", 2, None),
    ("ordem com 12 vagas e cinco por cento para PcD", None, "5%"),
    ("Com 10 vagas, uma das vagas é para PcD, qual a ordem?", 1, None),
    ("uma vaga é para pcd, num edital de 10 vagas: qual a ordem?", 1, None),
    # "é" folds to "e": the conjunction never makes the total a PcD count.
    ("Concurso com 30 vagas e reserva PcD de 5%: qual a ordem?", None, "5%"),
    ("Concurso com 10 vagas e PcD 2, ordem de nomeação?", 2, None),
])
def test_pcd_count_or_percentage_in_any_position(text, count, pct):
    ex = extract(text, TODAY)
    assert (ex.pcd, ex.pcd_percentage) == (count, pct)
    p = _params(ex)
    assert unused_numbers(ex, p) == []  # the PcD figure and the vagas are both used


@pytest.mark.parametrize("text", ["e com 2 PcD?", "e se forem duas pcd?", "e com 2 vagas pra pessoas com deficiencia?"])
def test_pcd_count_in_a_fragment(text):
    assert extract(text, TODAY).pcd == 2


def test_pcd_count_is_not_a_second_total():
    ex = extract("Concurso com 30 vagas e 2 vagas para pessoas com deficiência", TODAY)
    assert ex.vacancies == 30 and ex.vacancy_counts == [30] and _numbers_problem(ex) is None


# ------------------------------------------------------------------ 3. number words

@pytest.mark.parametrize("text, n", [
    ("Um concurso com doze vagas, quantas são reservadas?", 12), ("vinte vagas quantas cotas", 20),
    ("Concurso de trinta e cinco vagas: quantas para negros?", 35), ("cem vagas, quantas reservadas?", 100),
    ("o edital oferece quinze vagas. qual a ordem?", 15), ("quantas vagas pcd num concurso de vinte e cinco vagas?", 25),
    ("10 mil vagas, quantas reservadas?", 10000), ("dez mil vagas", 10000), ("duas mil e quinhentas vagas", 2500),
])
def test_number_words_as_vagas(text, n):
    assert extract(text, TODAY).vacancies == n


@pytest.mark.parametrize("text, general, rank", [
    ("fiquei em vigésimo lugar na lista geral com trinta vagas", 20, None),
    ("Fiquei em décimo segundo lugar, 20 vagas. Passei?", None, 12),
    ("fiquei em quinto, 10 vagas, estou dentro?", None, 5),
    ("fiquei em 12ª posição, 20 vagas", None, 12),
    ("fiquei em 12° lugar na lista geral, 20 vagas", 12, None),
    ("e se eu fosse o 15º?", None, 15),
    ("fui aprovado em 12º, 20 vagas, serei nomeado?", None, 12),
    ("minha colocação foi 12ª, 20 vagas", None, 12),
])
def test_ordinal_words_as_ranks(text, general, rank):
    p = _params(extract(text, TODAY))
    assert p.get("general_rank") == general and p.get("rank") == rank


def test_lone_article_stays_a_word():
    ex = extract("Um candidato pode optar pela reserva com 10 vagas?", TODAY)
    assert ex.numbers == [10] and ex.pcd is None


# ------------------------------------------------------------------ 4. ranks and optants

@pytest.mark.parametrize("text, expect", [
    ("Passei em 18º lugar geral e 2º na reserva, 20 vagas", {"general_rank": 18, "reserve_rank": 2}),
    ("Eu fiquei em 21 na classificação geral e em 4 na lista dos cotistas, 30 vagas",
     {"general_rank": 21, "reserve_rank": 4}),
    ("fiquei em 15 na lista de ampla concorrência, 20 vagas", {"general_rank": 15}),
    ("fiquei em 14º, sou cotista, 20 vagas, 2 cotistas à minha frente foram aprovados na ampla concorrência",
     {"rank": 14, "optant": True, "optants_in_open": 2}),
    ("estou em 11º na geral, 5 cotistas foram aprovados na ampla, 20 vagas, sou cotista",
     {"general_rank": 11, "optant": True, "optants_in_open": 5}),
    ("concorro pelas cotas, fiquei em quinto, dos cotistas 2 foram aprovados na ampla, 10 vagas",
     {"rank": 5, "optant": True, "optants_in_open": 2}),
    ("há 4 cotistas à minha frente, fiquei em 15º, 20 vagas", {"rank": 15, "optant": True, "optants_ahead": 4}),
    ("sou a 3ª colocada entre os cotistas e 19ª na geral, 20 vagas", {"general_rank": 19, "reserve_rank": 3}),
    ("e se 2 cotistas passassem na ampla?", {"optants_in_open": 2, "optant": True}),
])
def test_ranks_and_optants(text, expect):
    ex = extract(text, TODAY)
    p = _params(ex)
    assert {k: p.get(k) for k in expect} == expect
    assert unused_numbers(ex, p) == []


@pytest.mark.parametrize("text, opted", [
    ("Fiquei 9º na geral, 10 vagas, não sou cotista, passo?", False),
    ("fiquei em 9º na geral, 10 vagas, e não me inscrevi nas cotas", False),
    ("não concorro pelas cotas, fiquei em 9º na geral, 10 vagas", False),
    ("Fiquei 9º na geral, 10 vagas, sou cotista, passo?", True),
])
def test_a_negated_option_is_not_an_optant(text, opted):
    # "não sou cotista" used to read as "sou cotista": the answer then placed the candidate in a reserved vaga.
    assert extract(text, TODAY).optant is opted


def test_pcd_list_rank_is_never_the_general_rank():
    ex = extract("fiquei em 3º na lista PcD, 20 vagas, 2 para PcD, estou dentro?", TODAY)
    p = _params(ex)
    assert ex.pcd_rank == 3 and "rank" not in p and "general_rank" not in p and p["pcd"] == 2
    assert "3º na lista PcD" in (_numbers_problem(ex) or "")


# ------------------------------------------------------------------ 5. impossible inputs

@pytest.mark.parametrize("text, shown, why", [
    ("edital de 31/02/2025 com 10 vagas, quantas reservadas?", "31/02/2025", "28 dias"),
    ("edital de 30 de fevereiro de 2025 com 10 vagas, quantas reservadas?", "30 de fevereiro de 2025", "28 dias"),
    ("edital publicado em 31/04/2025 com 12 vagas", "31/04/2025", "abril de 2025 tem 30 dias"),
    ("edital publicado em 15/13/2025 com 12 vagas", "15/13/2025", "mês 13"),
    ("edital de 2025-02-29 com 8 vagas", "2025-02-29", "28 dias"),
])
def test_impossible_dates_are_questioned_never_read(text, shown, why):
    ex = extract(text, TODAY)
    assert ex.date is None and ex.period is None  # never another date, a month or a year
    msg = _numbers_problem(ex)
    assert msg and shown in msg and why in msg


def test_a_real_leap_day_is_a_date():
    ex = extract("edital de 29/02/2024 com 10 vagas", TODAY)
    assert ex.date == date(2024, 2, 29) and ex.invalid_dates == []


@pytest.mark.parametrize("text, shown, what", [
    ("Concurso com -5 vagas, quantas reservadas?", "-5", "vagas"),
    ("10 vagas, fiquei em -3 lugar, passei?", "-3", "posição"),
    ("10 vagas e −2 para PcD, ordem?", "−2", "vagas PcD"),
    ("Concurso com menos 5 vagas", "menos 5", "vagas"),
    ("reserva PcD de -5% com 20 vagas, ordem?", "-5", "percentual"),
])
def test_negative_numbers_are_named(text, shown, what):
    msg = _numbers_problem(extract(text, TODAY)) or ""
    assert shown.replace("−", "-") in msg and "negativ" in msg
    if what:
        assert what in msg


@pytest.mark.parametrize("text, shown", [
    ("4,5 vagas quantas para negros?", "4,5"), ("10 vagas, das quais 7,5 para ampla", "7,5"),
    ("vagas: 3,5. quantas reservadas?", "3,5"), ("concurso com 12.5 vagas", "12.5"),
])
def test_fractional_vagas_are_questioned(text, shown):
    msg = _numbers_problem(extract(text, TODAY)) or ""
    assert shown in msg and "não é um número inteiro de vagas" in msg


# ------------------------------------------------------------------ 6. nothing dropped silently

@pytest.mark.parametrize("text, unused", [
    ("Para 45 candidatos e 10 vagas, quantas reservadas?", ["45"]),
    ("Com 15 vagas, 30% dá 4,5: quantas são reservadas?", ["4,5", "30%"]),
    ("Fiquei em 8º com 10 vagas e 3 cotistas, passei?", ["3"]),
    # A PcD count has no input in the edital table (only a percentage): named, never dropped.
    ("Analista com 10 vagas e técnico com 5 vagas, 2 para PcD: quantas reservadas?", ["2"]),
])
def test_unused_numbers_are_listed(text, unused):
    ex = extract(text, TODAY)
    assert unused_numbers(ex, _params(ex)) == unused


# ------------------------------------------------------------------ round 2 (issue 10): counts, "cada", years, ordinals

@pytest.mark.parametrize("text, pairs", [
    ("Temos os cargos fiscal (19), agente (33) e motorista (2), quantas ficam pra negros?",
     [("fiscal", 19), ("agente", 33), ("motorista", 2)]),
    ("cargos: fiscal 19, agente 33. quantas reservadas?", [("fiscal", 19), ("agente", 33)]),
])
def test_cargo_lists_with_bare_counts(text: str, pairs: list[tuple[str, int]]) -> None:
    assert cargos(text) == pairs


@pytest.mark.parametrize("text, vagas", [
    ("vamos fazer 10 nomeações, quantas tem que ser de cotistas?", 10),
    ("teremos 15 contratacoes temporarias, quantas pra negros?", 15),
    ("o orgao fará 14 admissões, qual a reserva?", 14),
    ("vamos nomear 6 pessoas, quantas reservadas?", 6),
    ("12 aprovados serão nomeados, quantos cotistas?", 12),
    ("Abrimos 8 postos de trabalho, quantos vão para pretos e pardos?", 8),
    # counts of candidates, not of vagas: not read
    ("Quantas cotas num concurso com 7 aprovados?", None),
    ("fui o 7º aprovado, tenho chance na cota?", None),
    ("10 aprovados na ampla, quantos cotistas passam?", None),
    ("10 nomeações para pcd", None),
])
def test_counts_of_places_are_vagas(text: str, vagas: int | None) -> None:
    assert extract(text, TODAY).vacancies == vagas


@pytest.mark.parametrize("text, asked", [
    ("2 cargos com 5 vagas, quantas em cada?", True),  # "cada" asks, it does not say 5 each
    # Round 34 (f34b): "2 cargos de 3 vagas" are cargos of 3 vagas each ("com" stays open)
    ("tenho 2 cargos de 3 vagas, qual a reserva em cada um?", False),
    ("tenho 2 cargos com 3 vagas, qual a reserva em cada um?", True),
    ("2 cargos com 5 vagas cada, quantas reservadas?", False),
    ("3 cargos, cada um com 6 vagas, como fica a cota?", False),
    ("2 cargos com 4 vagas e cada cargo tem a mesma quantidade", False),
])
def test_cada_must_qualify_the_count(text: str, asked: bool) -> None:
    ex = extract(text, TODAY)
    assert (ex.cargos_each_or_total is not None) == asked
    assert bool(ex.cargos) != asked


@pytest.mark.parametrize("text, today, expected", [
    # the day in this and last year fall under different laws: asked, never guessed
    ("edital de 2 de junho com 10 vagas, qual lei?", date(2026, 12, 2), None),
    ("edital publicado em 10 de marco, 20 vagas", date(2026, 3, 1), None),
    ("edital de 2/6 com 10 vagas", date(2026, 12, 2), None),
    # same law either way: the most recent such day
    ("edital de 1 de agosto, quantas cotas em 3 vagas?", date(2026, 12, 2), date(2026, 8, 1)),
    ("edital publicado dia 15/07 com 9 vagas", date(2026, 3, 1), date(2025, 7, 15)),
    ("edital de 10 de março com 5 vagas", date(2028, 1, 10), date(2027, 3, 10)),
])
def test_day_and_month_without_year(text: str, today: date, expected: date | None) -> None:
    ex = extract(text, today)
    assert ex.date == expected
    assert (ex.no_year is not None) == (expected is None)
    assert not [n for n in ex.numbers if n not in (ex.vacancies,)]  # the day is not a loose number


def test_day_without_year_asks_naming_both_years_and_laws() -> None:
    ex = extract("concurso com 10 vagas publicado em 3 de junho, qual lei?", date(2026, 12, 2))
    msg = _numbers_problem(ex)
    assert msg is not None
    assert "3 de junho de 2025" in msg and "12.990" in msg and "3 de junho de 2026" in msg and "15.142" in msg
    assert _numbers_problem(extract("edital de 3 de junho de 2025 com 10 vagas", date(2026, 12, 2))) is None


@pytest.mark.parametrize("text", ["a reserva de 2/3 das vagas", "metade, 1/2 das vagas"])
def test_fractions_are_not_days(text: str) -> None:
    ex = extract(text, TODAY)
    assert ex.date is None and ex.no_year is None


@pytest.mark.parametrize("text, slot, rank", [
    ("fiquei na 6a colocação, sou cotista", "rank", 6),
    ("fiquei na 6ª classificação geral", "general_rank", 6),
    ("minha posição foi a 6ª", "rank", 6),
    ("sou a 2ª colocada entre os cotistas, e há 3 vagas", "reserve_rank", 2),
    ("terminei na 11ª posição", "rank", 11),
])
def test_feminine_ordinals_are_ranks(text: str, slot: str, rank: int) -> None:
    ex = extract(text, TODAY)
    assert getattr(ex, slot) == rank
    assert rank not in ex.numbers


def test_feminine_ordinal_of_a_phase_is_no_count() -> None:
    ex = extract("a 2ª fase tem 10 vagas, quantas reservadas?", TODAY)
    assert ex.vacancies == 10 and ex.numbers == [10]


@pytest.mark.parametrize("question", ["E pela 15.142?", "e pela 12.990/2014?", "a 12990 acabou?"])
def test_a_norm_named_by_its_number_alone_is_not_a_count(question):
    ex = extract(question)
    assert ex.numbers == [] and ex.vacancies is None and ex.law_hint is not None
