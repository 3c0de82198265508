"""Round 54 (lead): three gaps the fixers noticed and left, closed after the merges.

- Leaving the reserve said with a gerund ("e abrindo mão da cota, entro?", "desistindo da reserva, ...") is the
  asker's own withdrawal: the place is computed on the ampla concorrência only (Lei 15.142, art. 7º, caput), never as
  a reserved place kept from the turn before. Someone else's withdrawal ("um cotista desistindo da cota") is not.
- How the reserve works asked of a named federal body's selection ("como funciona a cota no concurso do INSS / da
  UFPE?") is answered from art. 1º: the classifier's out-of-scope reading does not refuse it, and a body's own name,
  which means nothing to the norms, does not pull every hit below the fit. A result of that selection (its nota de
  corte) stays out of scope.
- A PSS of a university is a hire (art. 1º, II), not a university admission quota: answered, while the vestibular's
  quota stays refused.
- (drive d54b) A table whose header names a Total column is read from it ("Cargo | AC | PcD | Total": the reserve is
  taken on all the vagas, art. 1º), a header of parts only adds them, the cadastro de reserva is no vaga; "• X ;; 11"
  rows are a table; "6a na de cotas" is the place "6ª".
"""
from __future__ import annotations

from typing import Any

import pytest

from assistant.extraction.reserve_left import reserve_left
from assistant.routing_eval import find_expected
from calculator.position import position
from calculator.reserve import reserve
from tests.assistant_support import chat


@pytest.mark.parametrize("text", [
    "e abrindo mao da cota, fico em 30o na ampla, entro?",
    "desistindo da reserva, com 20 vagas e 12o na geral, entro?",
    "renunciando a cota racial eu passo?",
])
def test_a_gerund_supposes_leaving_the_reserve(text: str) -> None:
    assert reserve_left(text) == "withdrawn"


@pytest.mark.parametrize("text", ["um cotista desistindo da cota me ajuda?", "se um colega for desistindo da cota"])
def test_someone_elses_withdrawal_is_not_ones_own(text: str) -> None:
    assert reserve_left(text) is None


def test_abrindo_mao_after_a_reserved_place_computes_the_ampla_only(bot: Any) -> None:
    first, after = chat(bot, "sao 12 vagas, fiquei em 4o na lista de cotas e 30o na geral. to dentro?",
                        "e abrindo mão da cota, fico em 30º na ampla, entro?")
    assert find_expected(first.calculation, "status") == "inside"
    expected = position({"vacancies": 12, "general_rank": 30, "optant": False, "edital_date": "2026-01-10"})
    assert find_expected(after.calculation, "status") == expected.status
    assert "art. 7º, caput" in after.headline


@pytest.mark.parametrize("q", ["como funciona a cota no concurso do INSS?",
                               "como funciona a cota no concurso da UFPE?",
                               "o que diz a lei sobre cota no concurso da Caixa?"])
def test_how_the_reserve_works_at_a_named_federal_body_is_answered(bot: Any, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"
    assert ans.citations and ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 1º")


def test_a_selections_result_stays_out_of_scope(bot: Any) -> None:
    (ans,) = chat(bot, "qual a nota de corte da cota no concurso do INSS?")
    assert ans.route == "out_of_scope" and not ans.citations


@pytest.mark.parametrize("q", ["tem cota no pss da universidade?",
                               "sou preto, posso concorrer na cota no pss de uma universidade federal?"])
def test_a_universitys_pss_is_a_hire(bot: Any, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator"
    assert find_expected(ans.calculation, "eligible") is True
    assert "art. 1º, II" in ans.answer


def test_the_vestibular_stays_another_quota(bot: Any) -> None:
    (ans,) = chat(bot, "tem cota no vestibular da universidade federal?")
    assert ans.route == "out_of_scope"


# (drive d54b) A header naming its columns says which number is the vagas; "•" rows with ";;" are a table.
@pytest.mark.parametrize(("table", "vagas"), [
    ("| Cargo | AC | PcD | Total |\n|---|---|---|---|\n| Agente | 14 | 1 | 15 |\n| Escrivao | 6 | 1 | 7 |\n"
     "| Delegado | 3 | 0 | 3 |\nedital de outubro 2025, quantas reservadas?", [15, 7, 3]),
    ("Cargo | Vagas AC | Vagas PcD | Vagas cotas | Total\nPerito | 10 | 1 | 4 | 15\nPapiloscopista | 4 | 1 | 2 | 7\n"
     "edital 05/11/2025 - as cotas estao certas?", [15, 7]),
    ("Cargo;AC;PcD;Cotas\nAgente;10;1;4\nEscrivao;4;1;2\nqual a reserva?", [15, 7]),
    ("Cargo | Vagas | CR\nAgente | 10 | 20\nEscrivao | 4 | 8\nqual a reserva?", [10, 4]),
    ("• Professor ;; 11\n• Pedagogo ;; 4\n• Bibliotecario ;; 1\nedital 2026, reserva por cargo?", [11, 4, 1]),
])
def test_the_vagas_column_of_a_table(bot: Any, table: str, vagas: list[int]) -> None:
    (ans,) = chat(bot, table)
    assert ans.route == "calculator"
    expected = [reserve({"vacancies": v, "edital_date": "2025-11-05"}).reserved for v in vagas]
    assert find_expected(ans.calculation, "cargos_reserved") == expected


# (drive d54b) "6a na de cotas" is a place, as "6ª na de cotas" is.
def test_an_ordinal_written_with_a_plain_a_before_the_list(bot: Any) -> None:
    (plain,) = chat(bot, "sou parda e pcd, 3a na lista pcd e 6a na de cotas, 40 vagas")
    (marked,) = chat(bot, "sou parda e pcd, 3ª na lista pcd e 6ª na de cotas, 40 vagas")
    assert plain.route == marked.route == "calculator"
    assert plain.headline == marked.headline


# (drive d54b) Both reserves asked after a place under a new-law edital the decree does not reach (04/06 to 26/06/2025):
# the regulation's rule is not shown as its rule; an edital after the decree keeps it.
@pytest.mark.parametrize(("published", "reached"), [("12/06/2025", False), ("15/09/2025", True)])
def test_both_reserves_under_an_edital_before_the_decree(bot: Any, published: str, reached: bool) -> None:
    _, ans = chat(bot, f"sou preta e pcd, 2ª na lista pcd e 5ª na de cotas, 30 vagas, edital publicado em {published}",
                  "e se eu passar nas duas listas, qual vale?")
    assert ans.route == "retrieval"
    assert ("não é classificad" in ans.headline) is reached
    assert ("não se aplica a editais já publicados" in ans.headline) is not reached
    assert bool(ans.regulation) is reached


# (drive d54b) The bare "e no total?" right after a table is the whole edital (art. 1º, § 2º), as "no total do edital".
@pytest.mark.parametrize("ask", ["e no total?", "no total?", "e no geral?"])
def test_a_bare_total_after_a_table_is_the_whole_edital(bot: Any, ask: str) -> None:
    table, total = chat(bot, "Perito || 23\nAgente || 7\nMotorista || 2\nquantas reservadas por cargo?", ask)
    assert find_expected(table.calculation, "cargos_reserved") == [7, 2, 1]
    whole = reserve({"vacancies": 32, "edital_date": "2026-01-10"}).reserved
    assert total.headline.startswith("Com os cargos") and f"dão **{whole} vagas reservadas**" in total.headline


# (drive d54b) A law question between a place with its PcD place and a date supposed: the PcD place is the resumed
# calculation's too (the ampla without the PcD vagas), as when no law question comes between.
@pytest.mark.parametrize("between", ["se eu passar nas duas listas em qual sou chamado?", "como funciona a heteroidentificação?"])
def test_the_pcd_place_outlives_a_law_question(bot: Any, between: str) -> None:
    first = "sou parda e pcd, 3ª na lista pcd e 6ª na de cotas, 40 vagas"
    direct = chat(bot, first, "e se o edital for de maio de 2025?")[-1]
    after = chat(bot, first, between, "e se o edital for de maio de 2025?")[-1]
    assert after.route == direct.route == "calculator"
    assert "3º lugar na lista PcD" in after.headline and "30 vagas de ampla" in after.headline
    assert find_expected(after.calculation, "status") == find_expected(direct.calculation, "status")
