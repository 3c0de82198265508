"""Round 40 (40b): answers disputed, and other people's claims set against them (issue 10, probe voice 40b).

- "refaz, isso não tá certo, achei que arredondava pra cima", "tá errado, meu cursinho disse que é 4", "o colega disse
  que arredonda pra 7, vc confirma?", "mas a moça da banca disse que eu to dentro, confirma?", "o RH de lá disse que
  pardo não entra mais, vc tem certeza?" right after a calculation: that calculation again, every input carried
  (`doubts.claim_doubted`), never a law search nor a refusal;
- "mas o edital diz 30%, vc ta errado" after an old-law count: the other rate said straight (`doubts._RATE_CLAIM`), and
  "o RH falou 20%, quem tá certo?" the thread's own rate claimed: the same count again;
- "então são 3 vagas de cota, certo?": the reserve claimed, not the vagas (`numbers._NOT_TOTAL`): the vagas are asked;
- "vc errou a conta da cota, refaz aí" with no calculation at hand: the reserve, its vagas asked (`rules._RESERVE_COMPUTED`);
- "a banca diz que a nota de corte dos cotistas foi 60, confere?": a cut-off's value, out of scope (`rules.CONCURSO_FACT`).
Neighbours: a doubt that brings a new fact or subject, a new count, a group not the thread's, a law question after a
count, a cut-off rule asked of the law, "como se calcula" unchanged.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 6)


def _last(*questions: str):
    return chat(rules_bot(TODAY), *questions)[-1]


@pytest.mark.parametrize(("first", "doubt", "figure"), [
    ("quantas vagas de cota num concurso com 8 vagas?", "refaz, isso não tá certo, achei que arredondava pra cima", 2),
    ("reserva de um concurso com 20 vagas?", "tá errado, meu cursinho disse que é 4", 6),
    ("e quantas vagas reservadas tem num edital com 25 vagas?", "o colega disse que arredonda pra 7, vc confirma?", 8),
    ("ok, e a cota num concurso de 1000 vagas, quantas são?", "meu cursinho disse que são 200, quem tá errado?", 300),
])
def test_a_disputed_count_is_computed_again(first: str, doubt: str, figure: int) -> None:
    ans = _last(first, doubt)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve"), doubt
    assert ans.calculation["reserved"] == figure
    assert "vacancies" in carried_keys_of(ans)


def test_a_disputed_pcd_count_and_position_and_eligibility_are_computed_again() -> None:
    ans = _last("quantas vagas de PcD num concurso de 10 vagas?", "tem certeza? achei que arredondava pra baixo e dava zero")
    assert (ans.route, ans.calculation["operation"], ans.calculation["pcd"]) == ("calculator", "reserve", 1)
    ans = _last("fiquei em 8º na ampla num concurso com 10 vagas, não optei pela cota",
                "mas a moça da banca disse que eu to dentro, confirma?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["status"]) == ("calculator", "position", "depends")
    ans = _last("sou parda e vou prestar o concurso do Banco do Brasil, posso concorrer na cota?",
                "o RH de lá disse que pardo não entra mais, vc tem certeza?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["eligible"]) == ("calculator", "eligibility", True)


def test_a_rate_claimed_against_the_count_is_the_count_again() -> None:
    first = "edital de 2024, 12 vagas, quantas são pra negros?"
    for doubt in ("mas o edital diz 30%, vc ta errado", "o RH falou 20%, quem tá certo?"):
        ans = _last(first, doubt)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve"), doubt
        assert ans.calculation["reserved"] == 2 and ans.calculation["regime"] == "lei-12990-2014"
        assert set(carried_keys_of(ans)) >= {"vacancies", "edital_date"}


def test_a_dispute_with_a_new_fact_is_not_the_same_count() -> None:
    first = "reserva de um concurso com 20 vagas?"
    ans = _last(first, "tá errado, meu cursinho disse que são 30 vagas")  # a new count of vagas: never the 20 again
    assert not (ans.route == "calculator" and ans.calculation.get("vacancies") == 20)
    ans = _last(first, "meu cursinho disse que a prova é em março, confere?")  # another subject: not the count again
    assert ans.route != "calculator"
    # the law asked: never the count again
    assert plan("o cara do cursinho disse que a lei antiga foi revogada, é verdade?",
                {"intent": "reserve", "route": "calculator", "vacancies": 20}, TODAY).route == "retrieval"
    ans = _last("sou parda e vou prestar o concurso do Banco do Brasil, posso concorrer na cota?",
                "meu colega disse que indígena não entra, confere?")  # another group: not this eligibility again
    assert not (ans.route == "calculator" and ans.calculation.get("group") == "parda")


def test_a_reserve_claimed_is_no_count_of_vagas() -> None:
    assert extract("então são 3 vagas de cota, certo?", TODAY).vacancies is None
    assert _last("então são 3 vagas de cota, certo?").route == "clarify"
    # neighbours: the count of vagas beside it, the reserve asked in a count of vagas
    assert extract("num concurso com 10 vagas, 3 vagas de cota?", TODAY).vacancies == 10
    assert extract("quantas vagas de cota em 12 vagas?", TODAY).vacancies == 12
    ans = _last("um concurso com 9 vagas, quantas de cota?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(9, None, TODAY)


def test_a_count_redone_with_no_figure_asks_the_vagas() -> None:
    for q in ("vc errou a conta da cota, refaz aí", "calcula a cota pra mim"):
        ans = _last(q)
        assert ans.route == "clarify" and ans.context.get("intent") == "reserve", q
    assert plan("como se calcula a cota?", None, TODAY).route != "clarify"  # the rule asked, not a count


def test_a_cutoff_value_told_is_out_of_scope() -> None:
    assert _last("a banca diz que a nota de corte dos cotistas foi 60, confere?").route == "out_of_scope"
    # the rule of a cut-off is the law's; the board confirming a race stays the law's
    assert plan("a nota de corte da ampla vale para os cotistas?", None, TODAY).route == "retrieval"
    assert plan("quem decide se eu sou pardo, a banca do concurso ou eu?", None, TODAY).route == "retrieval"
