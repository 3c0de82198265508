"""Round 21, after holdout17 was measured and declassified: the families its failures showed, in sentences of the
team's own. A gerund or a pointer opens no cargo's name and "1 daquelas 16" is a part of a whole; the order asked as
"a nomeação de número quanto" or "quem é nomeado primeiro, ampla ou cota?"; one's own claim with the vagas told still
asks the group; "aparecer nas duas listas" is art. 7º, § 1º; "a convocação dos N aprovados" gives the vagas."""
from __future__ import annotations

import pytest

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("text, pcd", [
    ("considerando 2 daquelas 30 para pessoas com deficiência", 2),
    ("tirando 1 dessas 12 pra pcd", 1),
])
def test_a_part_of_the_earlier_whole_is_no_table(text: str, pcd: int) -> None:
    ex = extract(text)
    assert ex.cargos == []
    assert ex.pcd == pcd


def test_a_pcd_part_of_the_thread_vagas_changes_the_order(bot) -> None:
    _, ans = chat(bot, "qual a ordem de nomeação com 20 vagas?", "e reservando 1 daquelas 20 para PcD, como fica?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["vacancies"] == 20
    assert len(ans.calculation["pcd_positions"]) == 1
    assert "vacancies" in carried_keys_of(ans)


@pytest.mark.parametrize("q", [
    "com 8 vagas, o cotista é chamado na nomeação de número quanto?",
    "são 25 vagas: quem é nomeado primeiro, o da ampla ou o da cota?",
])
def test_the_order_asked_in_other_words(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"


def test_the_order_asked_of_an_old_law_edital_in_a_thread(bot) -> None:
    _, ans = chat(bot, "edital de março de 2023 com 15 vagas, quantas reservadas?",
                  "e nesse edital, quem é chamado antes, ampla ou cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["regime"] == "lei-12990-2014"


@pytest.mark.parametrize("q", [
    "eu tenho direito à reserva racial no concurso da Anvisa com 12 vagas?",
    "minha filha pode concorrer na cota do concurso do INSS de 30 vagas?",
])
def test_ones_own_claim_with_the_vagas_told_asks_the_group(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "clarify"
    assert "autodeclara" in ans.headline


def test_appearing_in_both_lists_is_the_law(bot) -> None:
    (ans,) = chat(bot, "o cotista tem que constar nas duas listas do resultado?")
    assert ans.route == "retrieval"
    assert ans.citations[0].urn.endswith("15142!art7_par1")


def test_those_called_are_the_vagas_of_the_order(bot) -> None:
    (ans,) = chat(bot, "na convocação dos 9 aprovados, em que posições entram os cotistas?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 9
