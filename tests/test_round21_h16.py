"""Round 21 (declassified holdout16, what was left): another selection named as such carries nothing even when the
same operation is asked ("a mesma conta"); an edital "sem edital definido" has no date; someone else's claim asked as
"se o candidato pode..." needs that person's group."""
from __future__ import annotations

import pytest

from tests.assistant_support import carried_keys_of, chat


@pytest.mark.parametrize("second", [
    "e num outro concurso de 10 vagas, faz a mesma conta?",
    "Outra seleção, 10 vagas, a mesma coisa?",
    "agora outro certame com 10 vagas: mesma pergunta",
])
def test_another_selection_with_the_same_operation_carries_no_date(bot, second) -> None:
    first, ans = chat(bot, "edital publicado em fevereiro de 2025 com 10 vagas, quantas reservadas?", second)
    assert first.calculation["reserved"] == 2  # Lei 12.990: 20% of 10
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == 3  # an undated edital: Lei 15.142, 30% of 10
    assert carried_keys_of(ans) == []


def test_the_same_selection_with_the_same_operation_keeps_its_date(bot) -> None:
    _, ans = chat(bot, "edital publicado em fevereiro de 2025 com 10 vagas, quantas reservadas?",
                  "nesse mesmo edital, com 15 vagas, a mesma conta?")
    assert ans.calculation["reserved"] == 3  # Lei 12.990: 20% of 15
    assert "edital_date" in carried_keys_of(ans)


@pytest.mark.parametrize("second", [
    "E num edital a definir, 40 vagas?",
    "e sem edital definido ainda, com 40 vagas?",
])
def test_an_edital_not_yet_defined_drops_the_earlier_date(bot, second) -> None:
    _, ans = chat(bot, "edital de abril de 2025 com 40 vagas, quantas ficam na cota?", second)
    assert ans.calculation["reserved"] == 12
    assert "edital_date" not in carried_keys_of(ans)


@pytest.mark.parametrize("q", [
    "Gostaríamos de saber se o candidato pode concorrer na reserva do concurso do Ibama.",
    "preciso confirmar se essa candidata pode se inscrever nas cotas da fundação",
])
def test_someone_elses_claim_without_a_group_asks_the_group(bot, q) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "clarify"
    assert "autodeclara" in ans.headline


def test_someone_elses_claim_with_the_group_is_answered(bot) -> None:
    (ans,) = chat(bot, "preciso confirmar se o candidato pode concorrer na reserva do concurso do Ibama, ele é indígena")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is True


@pytest.mark.parametrize("q", ["qual o percentual de reserva?", "qual o percentual de reserva da lei de cotas?"])
def test_a_law_question_naming_no_law_is_answered_by_the_law_in_force(bot, q) -> None:
    """Both laws' art. 1º fit about as well: the law in force leads, the revoked one follows as related."""
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval"
    assert ans.citations[0].urn.endswith("15142!art1_cpt")
    assert "30%" in ans.headline


def test_the_old_law_named_still_leads(bot) -> None:
    (ans,) = chat(bot, "qual o percentual de reserva da lei de 2014?")
    assert ans.citations[0].urn.endswith("12990!art1_cpt")
    assert "20%" in ans.headline
