"""Round 22 (probefix22f): indigenous and quilombola candidates and the people who help them.

Each family in sentences of the team's own: the claim to "a vaga reservada" ("pode se inscrever na vaga reservada?")
is eligibility, never a place of the order; a body that "tem N cargos" counts cargos, never a cargo named after the
body with N vagas; a partner's group ("casada com um quilombola") is not the asker's when the asker tells their own;
and other policies for these peoples (land titling, demarcação, the RANI, social benefits) are out of scope.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant import router
from assistant.extraction import extract
from assistant.extraction.entities import extract_groups
from tests.assistant_support import chat

TODAY = date(2026, 12, 4)



# --- "na vaga reservada": the claim to the reserve, not the order ------------------------------------------------

@pytest.mark.parametrize("q", [
    "quilombola consegue concorrer na vaga reservada do concurso da embrapa com 6 vagas?",
    "uma candidata indígena pode entrar na vaga reservada de um processo seletivo da funasa de 4 vagas?",
])
def test_competing_for_the_reserved_vaga_is_eligibility(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True


def test_the_place_of_the_reserved_vaga_in_the_order_stays_the_order(bot) -> None:
    (ans,) = chat(bot, "com 9 vagas, em que posição da ordem fica a vaga reservada?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"


# --- "o <órgão> tem N cargos": a count of cargos -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "rows"), [
    ("a sesai tem 2 cargos: enfermeiro com 14 vagas e nutricionista com 3", [("enfermeiro", 14), ("nutricionista", 3)]),
    ("o ibama tem quatro cargos: fiscal com 8, analista com 5, tecnico com 2 e motorista com 1",
     [("fiscal", 8), ("analista", 5), ("tecnico", 2), ("motorista", 1)]),
])
def test_a_body_that_has_n_cargos_names_no_cargo(text, rows) -> None:
    assert [(c.name, c.vacancies) for c in extract(text).cargos] == rows


def test_a_body_with_n_cargos_gets_the_table(bot) -> None:
    (ans,) = chat(bot, "a sesai tem 2 cargos: enfermeiro com 14 vagas e nutricionista com 3, qual a cota em cada um?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    want = calculator.edital(calculator.EditalInput(cargos=[calculator.Cargo(name="enfermeiro", vacancies=14),
                                                            calculator.Cargo(name="nutricionista", vacancies=3)],
                                                    today=TODAY))
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [c.reserved for c in want.cargos]


# --- a partner's group is not the asker's ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "groups"), [
    ("sou pardo e sou casado com uma quilombola, tenho direito?", ["parda"]),
    ("eu sou branca, noiva de um indigena, posso optar pela cota?", ["branca"]),
    ("vivo em uniao estavel com um negro, mas sou amarela", ["amarela"]),
    # the partner alone named: the partner may be the one asked about
    ("meu marido é indigena, ele pode concorrer?", ["indigena"]),
    ("casada com um quilombola, ele consegue usar a cota?", ["quilombola"]),
])
def test_a_partners_group_is_theirs(text, groups) -> None:
    assert extract_groups(text) == groups


def test_a_white_asker_married_to_an_indigenous_person_is_not_eligible(bot) -> None:
    (ans,) = chat(bot, "sou branca, casada com um indígena, posso me inscrever na cota do concurso do inss?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


# --- other policies for indigenous and quilombola peoples --------------------------------------------------------

@pytest.mark.parametrize("q", [
    "quanto tempo demora a demarcação da terra indígena do meu povo?",
    "a comunidade quer o título do território quilombola titulado, quem faz?",
    "onde emite o RANI do meu filho?",
    "indígena aldeado tem direito a aposentadoria rural?",
])
def test_other_policies_are_out_of_scope(q) -> None:
    p = router.plan(q, None, TODAY)
    assert p.route == "out_of_scope"


@pytest.mark.parametrize("q", [
    "quem a lei considera quilombola?",
    "indígena que mora fora da terra indígena conta pra cota?",
])
def test_who_counts_stays_the_law(q) -> None:
    assert router.plan(q, None, TODAY).route != "out_of_scope"
