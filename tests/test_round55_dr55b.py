"""Round 55 (dr55b): thread carry-overs and multi-edital questions (a user drive).

- another body told by its kind, with vagas of its own ("agora uma autarquia com 1 vaga", "e numa fundação de 12
  vagas?", "pra um ministério com 30 vagas"), is another selection (`context.other_body_kind`): the earlier edital's
  PcD percentage (and date) does not carry, nor into the turn after it; the same edital asked with other vagas ("e com 2
  vagas?") keeps the percentage, and so does a body only supposed ("e se fosse numa universidade?");
- several editais told at once ("e se fossem 2 editais de 2 vagas cada?", "tenho 2 editais, um com 2 vagas e outro com
  3", "3 editais com 4 vagas cada") are counted edital by edital, each on its own vagas (Lei 15.142 art. 1º, § 2º), and
  summed (`calculator.several_editais`, typed); the answer says the splitting rule (art. 5º, § 1º), labels the rows
  "Edital 1 / Edital 2" and shows no edital-total figure; a table of named cargos of one edital stays a cargo table;
- in a quadro thread, the order of a cargo the quadro does not have ("do cargo de contador") is not the whole edital's
  order under that cargo's name: it is said not to be there, the quadro's cargos listed (`thread_cargos.cargo_outside_
  table`); a cargo of the quadro still gets its own order on its own vagas;
- an appeal against the confirmation of the self-declaration asked ("reprovei na heteroidentificação, posso recorrer?",
  "indeferiram minha autodeclaração, cabe recurso?") says the law does not set the appeal, the edital and the
  regulation do (its summary shown as a summary), and keeps art. 3º, § 2º (on in the ampla concorrência); the old law's
  edital gets its art. 2º, parágrafo único; a question with no appeal, an exam's appeal or a PcD assessment do not.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.several_editais import editais_told
from calculator.several_editais import SeveralEditaisInput, several_editais
from tests.assistant_support import chat, urns_of

TODAY = date(2026, 12, 7)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"


def _pcd_of(ans) -> int | None:
    return (ans.calculation or {}).get("pcd")


def _reserved(n: int) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=n, today=TODAY)).reserved


# --------------------------------------------------------------------------- 1. another body: a new case

OTHER_BODY = (
    ("edital de empresa pública com 40 vagas, previsão de 10% pcd, quantas reservadas?", "agora uma autarquia com 1 vaga"),
    ("edital com 40 vagas e 10% para pcd, quantas de cada?", "e numa fundação com 12 vagas?"),
    ("concurso com 50 vagas, pcd 10%, quantas reservadas?", "pra um ministério com 30 vagas, quantas reservadas?"),
)


@pytest.mark.parametrize("first,other", OTHER_BODY)
def test_another_body_drops_the_pcd_percentage(bot, first: str, other: str) -> None:
    a, b, c = chat(bot, first, other, "e com 20 vagas?")
    assert _pcd_of(a) is not None  # the first edital's PcD share was computed
    assert _pcd_of(b) is None and "pcd_percentage" not in b.context
    assert "PcD da pergunta anterior" not in b.answer
    assert _pcd_of(c) is None  # nor in the turn after the new case


def test_same_edital_keeps_the_pcd_percentage_until_another_body(bot) -> None:
    a, b, c = chat(bot, "edital com 40 vagas e 10% para pcd, quantas de cada?", "e com 30 vagas?",
                   "agora outra autarquia, com 30 vagas")
    assert _pcd_of(b) == 3 and "pcd_percentage" in b.context  # 10% of 30, the stated share carried
    assert _pcd_of(c) is None  # the same 30 vagas, of another body: no PcD share of its own told


# --------------------------------------------------------------------------- 2. several editais

@pytest.mark.parametrize("said,counts", [
    ("tenho 2 editais, um com 2 vagas e outro com 3", [2, 3]),
    ("3 editais com 4 vagas cada, quantas reservadas?", [4, 4, 4]),
    ("um edital com 10 vagas e outro com 4, quantas de cota?", [10, 4]),
    ("dois editais: 5 e 7 vagas", [5, 7]),
])
def test_editais_told_are_read(said: str, counts: list[int]) -> None:
    assert editais_told(extract(said, TODAY).text) == counts


@pytest.mark.parametrize("said", [
    "2 editais: analista 10 vagas, técnico 5 vagas",  # named cargos: one edital's table
    "edital com 10 vagas de analista e 5 de técnico",
    "um edital de 2024 com 10 vagas e outro de 2026 com 15",  # two dated editais compared
    "tenho 2 cargos com 3 vagas cada",
])
def test_no_several_editais(said: str) -> None:
    assert editais_told(extract(said, TODAY).text) is None


def test_calculator_counts_each_edital_apart() -> None:
    r = several_editais(SeveralEditaisInput(vacancies=[2, 2, 1], today=TODAY))
    assert [e.reserved for e in r.editais] == [_reserved(2), _reserved(2), _reserved(1)]
    assert r.reserved_sum == sum(_reserved(n) for n in (2, 2, 1))
    assert f"{NEW}!art1_par2" in [b.urn for b in r.legal_basis] and f"{NEW}!art5_par1" in [b.urn for b in r.legal_basis]
    old = several_editais(SeveralEditaisInput(vacancies=[2, 5], edital_date="2024-03-01", today=TODAY))
    assert [e.reserved for e in old.editais] == [0, 1] and not old.split_rule  # old law: minimum 3 per concurso


def test_follow_up_two_editais_of_two(bot) -> None:
    a, b = chat(bot, "quantas vagas para cotistas num edital com 1 vaga?", "e se fossem 2 editais de 2 vagas cada?")
    calc = b.calculation or {}
    assert calc.get("kind") == "several_editais"
    assert [e["reserved"] for e in calc["editais"]] == [_reserved(2), _reserved(2)]
    assert calc["reserved_sum"] == 2 * _reserved(2)
    assert f"{NEW}!art5_par1" in urns_of(b) and f"{NEW}!art1_par2" in urns_of(b)


def test_two_editais_table_is_by_edital(bot) -> None:
    ans = chat(bot, "tenho dois editais, um com 2 vagas e outro com 3, quantas reservadas?")[0]
    assert ans.table is not None
    assert [r.cells[0] for r in ans.table.rows if not r.total] == ["Edital 1", "Edital 2"]
    said = " ".join([ans.headline, *ans.steps, ans.table.caption])
    assert "Cargo 1" not in ans.answer and "totalidade das" not in said and "por cargo" not in said
    # (a table of named cargos of one edital stays a cargo table)
    cargos = chat(bot, "edital com 12 vagas de perito e 6 de escrivão")[0]
    assert (cargos.calculation or {}).get("operation") == "edital"


# --------------------------------------------------------------------------- 3. a cargo outside the quadro

def test_cargo_outside_the_quadro_is_said(bot) -> None:
    table, outside, inside = chat(bot, "edital com 12 vagas de perito e 6 de escrivão",
                                  "e a ordem de nomeação do cargo de contador?", "e a ordem do cargo de escrivão?")
    assert outside.route == "clarify" and outside.calculation is None
    assert "contador" in outside.answer and "perito" in outside.answer and "escrivão" in outside.answer
    assert outside.context.get("cargos")  # the quadro stays at hand
    assert inside.route == "calculator" and (inside.calculation or {}).get("vacancies") == 6


def test_cargo_outside_after_a_cargo_order(bot) -> None:
    *_, ans = chat(bot, "quadro: agente 8 vagas, delegado 3 vagas", "qual a ordem do cargo de agente?",
                   "e do cargo de papiloscopista?")
    assert ans.route == "clarify" and "papiloscopista" in ans.answer


# --------------------------------------------------------------------------- 4. appeal of the confirmation

APPEALS = (
    "fui reprovado pela banca de heteroidentificação, dá pra recorrer?",
    "não confirmaram minha autodeclaração de pardo, cabe recurso?",
    "a comissão não me reconheceu como preta, posso contestar?",
)


@pytest.mark.parametrize("said", APPEALS)
def test_appeal_says_edital_and_regulation(bot, said: str) -> None:
    ans = chat(bot, said)[0]
    assert ans.route == "retrieval"
    assert f"{NEW}!art3_par2" in urns_of(ans) and f"{NEW}!art3_cpt" in urns_of(ans)
    assert "recurso" in ans.headline and "edital" in ans.headline and "12.536" in ans.headline
    assert ans.regulation  # the regulation's summary, shown as such


def test_appeal_under_the_old_law(bot) -> None:
    ans = chat(bot, "meu edital é de 2022, a comissão de heteroidentificação me reprovou, cabe recurso?")[0]
    assert f"{OLD}!art2_par1u" in urns_of(ans) and "recurso" in ans.headline


@pytest.mark.parametrize("said", [
    "o que acontece se minha autodeclaração for indeferida?",  # no appeal asked
    "posso recorrer da nota da prova objetiva?",  # an exam's appeal
    "indeferiram minha inscrição como pcd, cabe recurso?",  # a PcD assessment
])
def test_no_appeal_answer(bot, said: str) -> None:
    ans = chat(bot, said)[0]
    assert "não trata de recurso" not in ans.headline
    # (the appeal asked after that question, of the confirmation, is answered as one)
    _, appeal = chat(bot, "como é feita a confirmação da autodeclaração?", "e se eu for reprovada nela, posso recorrer?")
    assert "não trata de recurso" in appeal.headline
