"""Round 44 (lo44d): a fact that decides nothing is not asked, and a state's concurso is not refused.

- which law asked of a state's or a city's concurso ("qual lei de cota vale pro concurso da prefeitura?"): no date
  decides it, the eligibility's "Não" (art. 1º), never the edital's date asked;
- whether a state's or a city's concurso has the quota, no place named ("concurso do estado tem cota pra negro?"): the
  federal law's reach (art. 1º), "Não" first, never refused; a named state's or city's own quota stays out of scope;
- one's group told of a federal body's concurso ("sou parda, a cota vale pro concurso do inss?"): the eligibility, the
  date taken as today's (its chip), never the date asked.
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

REACH = "valem só para a administração pública federal"


def test_which_law_of_a_states_or_citys_concurso_is_its_no_without_a_date(bot: Any) -> None:
    # (as "qual lei se aplica ao concurso da prefeitura?" already is: Round 42, f55a)
    for q in ("qual lei de cota vale pro concurso da prefeitura?", "que lei de cotas vale pro concurso do estado?",
              "qual lei vale pra concurso municipal?", "qual a lei de cota que vale em concurso estadual?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (q, ans.route, ans.headline)
        assert ans.headline.startswith("**Não**") and REACH in ans.headline, (q, ans.headline)
        assert any("art. 1º" in c.label and "15.142" in c.label for c in ans.citations), (q, [c.label for c in ans.citations])


def test_a_states_concurso_asked_of_the_quota_is_not_refused(bot: Any) -> None:
    for q in ("concurso do estado tem cota pra negro?", "o concurso da prefeitura tem cota racial?",
              "concurso estadual reserva vaga pra pardos?", "a prefeitura é obrigada a reservar vagas pra pretos?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.route, ans.headline)
        assert ans.headline.startswith("**Não**") and REACH in ans.headline, (q, ans.headline)


def test_a_named_states_own_quota_stays_out_of_scope(bot: Any) -> None:
    # neighbours: the state's own law, or the place named, answers these, not the federal law
    for q in ("quantos por cento a lei estadual de SP reserva?", "o concurso da prefeitura de salvador tem cota racial?",
              "qual o percentual de cotas raciais nos concursos da policia militar de SP?"):
        (ans,) = chat(bot, q)
        assert ans.route == "out_of_scope", (q, ans.route, ans.headline)


def test_a_person_of_a_group_at_a_states_concurso_stays_the_eligibility(bot: Any) -> None:
    # neighbours: someone asked of is that eligibility's "Não"
    for q in ("sou parda, a cota vale pro concurso da prefeitura?", "pardo pode concorrer pela cota no concurso estadual?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (q, ans.headline)
        assert ans.calculation["eligible"] is False, (q, ans.headline)


def test_ones_group_at_a_federal_body_is_the_eligibility_dated_today(bot: Any) -> None:
    for q in ("sou parda, a cota vale pro concurso do inss?", "sou preto, a cota se aplica no concurso do ibama?",
              "minha irmã é indígena, a cota vale pro concurso da caixa?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (q, ans.route, ans.headline)
        assert ans.calculation["eligible"] is True and ans.calculation["regime"] == "lei-15142-2025", ans.headline
        assert any("sem data do edital" in a.text for a in ans.assumptions), (q, [a.text for a in ans.assumptions])


def test_which_law_with_no_body_or_a_date_is_unchanged(bot: Any) -> None:
    # neighbours: no body and no date asks the date; which law asked of a federal body too; a dated edital is its regime
    for q in ("qual lei de cotas vale pro meu concurso?", "sou pardo, qual lei vale pro concurso do inss?"):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("clarify", "regime"), (q, ans.route, ans.headline)
    (ans,) = chat(bot, "edital do inss de 2024, qual lei?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "regime") and "12.990" in ans.headline, ans.headline
