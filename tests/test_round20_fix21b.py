"""Round 20 (fix21b): HR staff, bancas and help-portal operators, formal and long, pasting editais.

Each family in sentences of the team's own: administrative words taken for commands ("instrução normativa"), the
papers of the posse, a table pasted with "|" columns or "Nome, N vagas" rows, one optant as the subject, a
retificação's date (never the edital's), "nesse último caso", a PcD percentage changed by a verb or set beside the
list, "o número de vagas fosse N", the PcD list carried as no group, a date fragment after a calculation's legal basis,
"se aplicássemos" (no coverage asked), "se valer da lei" and the body told after an eligibility answer.
"""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("q", [
    "Nos termos da Instrução Normativa Conjunta nº 261/2025, qual lei rege um edital de 2025-10-15?",
    "Para instrução do processo administrativo, qual a lei de cotas de um edital publicado em 2025-11-03?",
])
def test_administrative_instruction_words_are_no_injection(bot, q) -> None:
    """"Instrução normativa/processual/do processo" are terms of public administration, never a command to cut."""
    assert not extract(q).injection
    (ans,) = chat(bot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] == "lei-15142-2025"


def test_papers_for_the_posse_are_out_of_scope_but_proof_of_a_group_is_not(bot) -> None:
    """What to bring to take office is the statute's; proof of being quilombola is the confirmation's (art. 3º)."""
    (out,) = chat(bot, "Que documentação o servidor nomeado precisa entregar para a posse?")
    assert out.route == "out_of_scope"
    (law,) = chat(bot, "na posse o cotista indigena tem que apresentar documento que comprove a etnia?")
    assert law.route != "out_of_scope"


@pytest.mark.parametrize("q, want", [
    ("Quadro do certame:\nCargo | Vagas\nBibliotecário | 6\nArquivista | 11\nQual a reserva por cargo?", [2, 3]),
    ("O quadro ficou assim: Enfermeiro, 13 vagas, e Nutricionista, 4 vagas. Reserva de cada um?", [4, 1]),
])
def test_pasted_tables_in_columns_or_comma_rows_are_an_edital(bot, q, want) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == want


def test_one_optant_named_as_the_subject_is_an_optant(bot) -> None:
    """"Cotista que ficou em 11º na classificação geral" is an optant: inside the vagas by the reserve."""
    (ans,) = chat(bot, "Cotista que ficou em 11º na classificação geral de um concurso de 15 vagas: entra?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == "inside" and ans.calculation["list"] == "quota"


def test_a_retificacao_date_is_not_the_edital_date(bot) -> None:
    """Art. 11 looks at the edital de abertura: an errata's date after it neither changes the law nor drops the date."""
    first, ans = chat(bot, "Edital de abertura publicado em 20/05/2025 com 10 vagas: qual a reserva?",
                      "Depois da errata de 12/08/2025 passaram a ser 20 vagas. Quanto fica agora?")
    assert first.calculation["regime"] == "lei-12990-2014"
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"
    assert ans.calculation["reserved"] == 4  # 20% of 20
    assert "edital_date" in carried_keys_of(ans)


def test_nesse_ultimo_caso_refers_back(bot) -> None:
    _, _, ans = chat(bot, "Edital publicado em 30/04/2025: qual lei vale?", "E um de 20/07/2025?",
                     "Nesse último edital, com 8 vagas, quantas reservadas?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 2  # 30% of 8 = 2,4
    assert "edital_date" in carried_keys_of(ans)


@pytest.mark.parametrize("q, pct", [
    ("e se o percentual de PcD fosse aumentado para 15%?", "15%"),
    ("e se a cota PcD subir para 10%?", "10%"),
    ("e o mínimo das vagas pcd, em 20%?", "20%"),
])
def test_a_pcd_percentage_changed_or_set_beside_the_list(q, pct) -> None:
    assert extract(q).pcd_percentage == pct


def test_pcd_percentage_change_recomputes_the_pcd_vagas(bot) -> None:
    _, ans = chat(bot, "Concurso com 40 vagas e 5% para PcD: quantas reservadas?",
                  "e se o percentual PcD for reduzido a 10%?")
    assert ans.route == "calculator" and ans.calculation["pcd"] == 4
    assert carried_keys_of(ans) == ["vacancies"]


def test_the_number_of_vagas_supposed_is_the_count(bot) -> None:
    """"Se o total de vagas fosse 2" changes the count, not a candidate's place; the PcD share given is kept."""
    assert extract("e se o quantitativo de vagas fosse 2?").vacancies == 2
    _, ans = chat(bot, "PSS da fundação com 60 vagas e 10% para PcD: qual a reserva racial e a de PcD?",
                  "e se o total de vagas fosse 2?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == 1  # 30% of 2 = 0,6
    assert "groups" not in carried_keys_of(ans)


def test_a_date_after_the_basis_of_a_calculation_recomputes_it(bot) -> None:
    _, law, ans = chat(bot, "Com 12 vagas, qual a reserva racial?", "Em que dispositivo se baseia esse cálculo?",
                       "E para edital de 2021?")
    assert law.route == "retrieval"
    assert ans.route == "calculator" and ans.calculation["reserved"] == 2  # 20% of 12 = 2,4
    assert "vacancies" in carried_keys_of(ans)


def test_a_supposed_pcd_share_on_a_table_is_no_eligibility(bot) -> None:
    _, ans = chat(bot, "Motorista: 6; Vigilante: 14", "e se aplicarmos 20% para PcD?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert "cargos" in carried_keys_of(ans)


def test_whether_one_may_use_the_law_in_a_state_body_is_eligibility(bot) -> None:
    (ans,) = chat(bot, "Uma candidata parda quer saber se pode se beneficiar da cota no concurso da prefeitura, 12 vagas.")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False


def test_the_body_told_after_an_eligibility_answer_continues_it(bot) -> None:
    _, ans = chat(bot, "Um candidato indígena pode concorrer às vagas reservadas?",
                  "É concurso de sociedade de economia mista, com 7 vagas.")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True and ans.calculation["reserved"] == 2
    assert "groups" in carried_keys_of(ans)
