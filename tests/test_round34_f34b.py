"""Round 34 (f34b): failure families of the declassified held-out set 34 (numbers, cargos, eligibility).

- a group asking its place in a state's or a city's concurso ("quilombola tem vaga reservada em concurso da
  prefeitura?", "pardo tem vaga reservada no concurso do TJ-SP?"): that person's eligibility, whose "Não" says the
  federal laws reach only the federal administration (Lei 15.142, art. 1º); a question about the state's or city's own
  law or quota ("a lei de cotas de SP...", "o concurso da PM de SP tem cota pra negro?") stays refused;
- a group + a body or selection + "tem vaga reservada" is an eligibility question ("Os Correios ... PSS. Um candidato
  indígena tem vaga reservada?": empresa pública + PSS, not covered, art. 1º, II);
- a general rank written after the list's name ("na geral 40ª", "na ampla fiquei em 40º", "geral: 40");
- a list of counts with "quadro de vagas" / "por cargo" / "cada cargo" is the edital's table;
- "N cargos de M vagas" is M in each; "2 cargos com/e 4 vagas" is still asked.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract, extract_entity
from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot():
    return rules_bot(TODAY)


# --- 1. a group's place in a state's or a city's concurso -------------------------------------------------------------

SUBNATIONAL_CASES = {
    "quilombola tem vaga reservada em concurso da prefeitura de Salvador?": "municipal",
    "pardo tem vaga reservada no concurso do TJ-SP?": "estadual",
    "indígena tem cota no concurso da câmara municipal de Recife?": "municipal",
    "pessoa preta tem reserva no concurso da secretaria estadual de saúde?": "estadual",
    "negro tem vaga reservada no concurso do governo do estado da Bahia?": "estadual",
}


@pytest.mark.parametrize("q", list(SUBNATIONAL_CASES))
def test_a_group_asking_its_place_in_a_state_or_city_concurso_is_its_eligibility(rbot, q: str) -> None:
    p = plan(q, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility"), q
    assert p.params["entity"] == SUBNATIONAL_CASES[q]
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["eligible"] is False
    assert "só para a administração pública federal" in ans.headline
    assert "reserva própria" in ans.headline  # states and cities may have their own laws
    assert any("art. 1º" in c.label for c in ans.citations)


@pytest.mark.parametrize("q", [
    # the state's or city's own law or quota asked: not in this base (unchanged)
    "a lei de cotas de SP vale para o concurso do estado?",
    "concurso da PM de SP tem cota pra negro? é estadual",
    "qual o percentual de cota racial nos concursos do estado do Rio de Janeiro pela lei estadual?",
    "a prefeitura da minha cidade pode criar cota propria de 40% pra negros no concurso municipal?",
    "concurso da prefeitura tem cota racial?",
])
def test_a_state_or_city_quota_of_its_own_stays_refused(q: str) -> None:
    assert plan(q, None, TODAY).route == "out_of_scope", q


def test_a_state_court_by_its_acronym_is_a_state_body() -> None:
    assert extract_entity("concurso do tj-sp")[0] == "estadual"
    assert extract_entity("edital do tjmg")[0] == "estadual"
    assert extract_entity("concurso do tce-ba")[0] == "estadual"
    assert extract_entity("concurso do tjdft")[0] != "estadual"  # the Union's court of the DF


# --- 2. a group + a body or selection + "tem vaga reservada" --------------------------------------------------------


def test_a_group_asking_a_reserved_place_in_a_federal_company_pss_is_its_eligibility(rbot) -> None:
    q = "Os Correios vão contratar temporários por processo seletivo simplificado. Um candidato indígena tem vaga reservada?"
    p = plan(q, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")
    assert p.params["entity"] == "empresa_publica" and p.params["process"] == "pss"
    first, then = chat(rbot, q, "E se for concurso público dos Correios?")
    assert first.calculation["eligible"] is False
    assert "art. 1º, II" in first.headline
    assert then.route == "calculator" and then.calculation["eligible"] is True


@pytest.mark.parametrize("q, eligible", [
    ("quilombola tem vaga reservada no concurso do IBGE?", True),
    ("há vagas reservadas pra pardos no PSS da Caixa?", False),
])
def test_a_reserved_place_asked_of_a_body_is_eligibility(rbot, q: str, eligible: bool) -> None:
    p = plan(q, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility"), q
    (ans,) = chat(rbot, q)
    assert ans.calculation["eligible"] is eligible


def test_a_group_covered_asked_of_no_body_stays_law_text() -> None:
    # neighbour: "tem cota pra quilombola?" asks what the law covers (its text), not anyone's case
    assert plan("tem cota pra quilombola?", None, TODAY).route != "calculator"


# --- 3. a general rank written after the list's name ----------------------------------------------------------------


@pytest.mark.parametrize("q, general", [
    ("minha posição na lista de negros é 1ª e na geral 40ª; concurso com 6 vagas pela lei antiga", 40),
    ("na ampla fiquei em 40º e na lista de cotistas em 3º, 10 vagas", 40),
    ("sou cotista; geral: 40; 10 vagas", 40),
    ("na geral eu fiquei em 12, sou cotista, 10 vagas", 12),
    # neighbours: counts after the list's name are no place
    ("sou cotista, na ampla 10 vagas e na reserva 3", None),
    ("concorrência na geral: 40 candidatos por vaga", None),
])
def test_a_general_rank_after_the_lists_name(q: str, general: int | None) -> None:
    assert extract(q, TODAY).general_rank == general


def test_the_general_rank_after_the_list_places_the_candidate(rbot) -> None:
    (ans,) = chat(rbot, "minha posição na lista de negros é 1ª e na geral 40ª; concurso com 6 vagas pela lei antiga")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    calc = ans.calculation
    assert (calc["status"], calc["list"], calc["appointment"]) == ("inside", "quota", 3)
    assert "3ª nomeação" in ans.headline


# --- 4. a list of counts per cargo is the edital's table ------------------------------------------------------------


@pytest.mark.parametrize("q, counts", [
    ("quadro de vagas 10, 10, 10 e 3 — quantas cotas por cargo?", [10, 10, 10, 3]),
    ("10, 8 e 2 vagas por cargo, quanto de cota?", [10, 8, 2]),
    ("cada cargo tem 9, 6 e 3 vagas, quantas reservadas?", [9, 6, 3]),
    ("vagas por cargo: 10/4/1", [10, 4, 1]),  # the slashed form (unchanged)
    # neighbours: no table
    ("quadro de vagas: 20 vagas e 5 pcd", []),
    ("quadro de vagas 12, quantas cotas?", []),
    ("por cargo: 10, 2 reservadas", []),
])
def test_a_list_of_counts_per_cargo(q: str, counts: list[int]) -> None:
    assert [c.vacancies for c in extract(q, TODAY).cargos] == counts


def test_the_quadro_de_vagas_list_is_computed_per_cargo(rbot) -> None:
    (ans,) = chat(rbot, "quadro de vagas 10, 10, 10 e 3 — quantas cotas por cargo?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [3, 3, 3, 1]
    assert "(total: **10**)" in ans.headline


# --- 5. "N cargos de M vagas" is M in each ---------------------------------------------------------------------------


@pytest.mark.parametrize("q, counts", [
    ("agora um edital novo, com dois cargos de 4 vagas", [4, 4]),
    ("3 especialidades de 2 vagas, quantas cotas?", [2, 2, 2]),
    ("edital com 2 cargos diferentes de 6 vagas", [6, 6]),
    ("2 cargos de 4 e um de 9", [4, 4, 9]),  # unchanged
])
def test_cargos_of_m_vagas_are_m_each(q: str, counts: list[int]) -> None:
    ex = extract(q, TODAY)
    assert [c.vacancies for c in ex.cargos] == counts
    assert ex.cargos_each_or_total is None


@pytest.mark.parametrize("q", [
    "2 cargos com 4 vagas, quantas cotas?",
    "tenho 2 cargos e 4 vagas, qual a reserva?",
])
def test_cargos_with_or_and_m_vagas_are_still_asked(rbot, q: str) -> None:
    assert extract(q, TODAY).cargos_each_or_total == (2, 4)
    (ans,) = chat(rbot, q)
    assert ans.route == "clarify"
    assert "em cada um dos **2** cargos ou 4 vagas no total" in ans.headline


def test_cargos_of_m_vagas_in_all_are_not_each() -> None:
    ex = extract("2 cargos de 4 vagas no total", TODAY)
    assert ex.cargos == []


def test_two_cargos_of_four_in_a_thread_are_computed(rbot) -> None:
    first, second = chat(rbot, "cargos com 9, 6 e 3 vagas, edital de 15/02/2025, quanto de cota em cada?",
                         "agora um edital novo, que nem saiu ainda, com dois cargos de 4 vagas")
    assert second.route == "calculator" and second.calculation["operation"] == "edital"
    assert [c["vacancies"] for c in second.calculation["cargos"]] == [4, 4]
    assert [c["reserved"] for c in second.calculation["cargos"]] == [1, 1]
