"""Round 18, wave 2 (issue 10): follow-up forms of the fresh conversation probes, in the team's own wording.

A tie rule between the reserve and the PcD list stated after an order or a count is that order under the rule; "a
ordem" named after a position is the order; a cargo added with an adding verb joins the table; an edital "de agora" is
dated today; another case told by its figures after a law answer is its reserve; a day and month that are the thread's
dated edital's are that date; the same cargos for an undated edital carry without the date; "desses N, M na ampla"
counts the optants ahead in the open list; a rule whose numbers are its premise (the board's refusal, a reserved vaga
reverting, the law's minimum of vagas, a group's own list) stays law text inside a thread.
"""
from __future__ import annotations

import pytest

from assistant import Assistant

from .assistant_support import carried_keys_of, chat


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


def test_tie_rule_reorders_the_same_vagas(bot: Assistant) -> None:
    """The quota list first on a tie swaps the places where both lists fall (12 vagas, 1 PcD: 5th and 6th)."""
    first, ans = chat(bot, "são 12 vagas com 1 para PcD, em que ordem entram cotistas e PcD?",
                      "e se no empate a cota tiver prioridade sobre a PcD?")
    assert first.calculation["pcd_positions"] == [5]
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert carried_keys_of(ans) == ["pcd", "vacancies"]
    assert ans.calculation["pcd_positions"] == [6] and 5 in ans.calculation["quota_positions"]


def test_asking_who_goes_first_states_no_tie_rule(bot: Assistant) -> None:
    """"quem vem primeiro, PcD ou cotista?" asks the rule; it is not a tie rule stated by the edital."""
    _, ans = chat(bot, "são 12 vagas com 1 para PcD, em que ordem entram cotistas e PcD?",
                  "a lei fala quem entra primeiro, cotista ou PcD?")
    assert ans.route == "retrieval"


def test_order_named_after_a_position_is_the_order(bot: Assistant) -> None:
    """"essa ordem seria outra pela lei de 2014?" after one's own place: the order of the same vagas, old law."""
    _, ans = chat(bot, "tenho 9 vagas no concurso e fiquei em 2º na lista de cotas, entro?",
                  "e pela lei de 2014 essa ordem seria outra?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["regime"] == "lei-12990-2014"


def test_cargo_added_by_a_verb_joins_the_table(bot: Assistant) -> None:
    """"e se incluir X com N?" adds a cargo named X (not "incluir X") to the earlier table."""
    _, ans = chat(bot, "Quadro: Analista 10 vagas e Técnico 4 vagas. Reserva em cada cargo?",
                  "e se incluir bibliotecário com 5 vagas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    names = [c["cargo"] if isinstance(c, dict) and "cargo" in c else str(c) for c in ans.calculation.get("cargos", [])]
    assert not any("incluir" in n.lower() for n in names)
    assert "cargos" not in carried_keys_of(ans)  # Round 46 (f61a): an edited table is the person's own, never carried (blind labels)


def test_edital_of_now_is_dated_today(bot: Assistant) -> None:
    """"e se o edital fosse de agora?" after an old edital: the same vagas under the law in force."""
    _, ans = chat(bot, "o edital de 2016 tinha 25 vagas, quantas eram reservadas?", "e se o edital fosse de agora?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-15142-2025"
    assert ans.calculation["reserved"] == 8 and carried_keys_of(ans) == ["vacancies"]  # 7,5 rounds up


def test_another_case_after_a_law_answer_is_its_reserve(bot: Assistant) -> None:
    """"outro caso: N vagas, edital de mês ano" after a law answer: that case's count, in the law of that month."""
    _, ans = chat(bot, "o que a lei diz sobre a comissão de heteroidentificação?",
                  "outro caso: 14 vagas, edital de fev 2024")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 3


def test_day_and_month_of_the_threads_date_is_that_date(bot: Assistant) -> None:
    """"nesse de 3/6" after the edital of 03/06/2025 was named: that date, no question about the year."""
    _, _, ans = chat(bot, "qual lei vale pro edital de 2/6/2025?", "e pro de 3/6/2025?",
                     "naquele de 3/6, com 30 vagas, quantas de cota?")
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"
    assert ans.calculation["reserved"] == 6 and carried_keys_of(ans) == ["edital_date"]


def test_same_cargos_for_an_undated_edital(bot: Assistant) -> None:
    """The same cargos for a next edital with no date yet: the table carries, the old date does not."""
    _, _, ans = chat(bot, "edital de 10/01/2025 com Agente 10 vagas e Escrivão 4 vagas: reserva por cargo?",
                     "por que foi 20%?", "e num próximo edital, ainda sem data, com os mesmos cargos?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert ans.calculation["regime"] == "lei-15142-2025" and carried_keys_of(ans) == ["cargos"]


def test_optants_ahead_counted_in_the_open_list(bot: Assistant) -> None:
    """"dos 5, 3 estão na ampla" after 5 optants ahead: 3rd of the reserve, inside 6 reserved of 20."""
    _, ans = chat(bot, "sou cotista, 30º na geral, 5 cotistas à minha frente, 20 vagas. entro?",
                  "dos 5, 3 estão na ampla")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == "inside" and ans.calculation["list"] == "quota"


@pytest.mark.parametrize("first, q", [
    ("fiquei 4º na lista de cotas, são 18 vagas, entro?", "se eu for reprovada na heteroidentificação, perco a vaga?"),
    ("concurso com 8 vagas, quantas de cota?", "os cotistas dessas 8 passam pela comissão de heteroidentificação?"),
    ("edital de 2019 com 12 vagas, quantas reservadas?", "e a lei de 2014 exigia um mínimo de vagas para haver cota?"),
    ("edital de 2019 com 12 vagas, quantas reservadas?", "e a cota não preenchida revertia para a ampla?"),
    ("concurso do Incra com 15 vagas, quantas de cota?", "e o quilombola concorre na mesma lista dos negros ou tem lista própria?"),
])
def test_rules_with_numbers_as_premise_stay_law(bot: Assistant, first: str, q: str) -> None:
    """A rule asked inside a thread (its numbers or the thread's person are the premise) is the law's text."""
    _, ans = chat(bot, first, q)
    assert ans.route == "retrieval"


def test_rule_with_vagas_after_a_law_answer_stays_law(bot: Assistant) -> None:
    """After a law answer, "e se nenhum cotista passar pras 3?" is art. 8º's rule, not a reserve of 3 vagas."""
    _, _, ans = chat(bot, "concurso de 10 vagas, quantas de cota?", "o cotista que desistir é substituído por quem?",
                     "e se nenhum cotista passar pras 3?")
    assert ans.route == "retrieval"


def test_which_law_applies_is_still_the_regime(bot: Assistant) -> None:
    """"qual lei se aplica?" asks which law (the regime); "a lei de cotas se aplica?" asks its reach."""
    _, ans = chat(bot, "edital de 02/02/2025 com 9 vagas, quantas reservadas?", "e qual lei se aplica afinal?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    _, ans = chat(bot, "Quadro: Analista 10 vagas e Técnico 4 vagas. Reserva em cada cargo?",
                  "e se fosse uma subsidiária de estatal, a lei de cotas também se aplica?")
    assert ans.route == "retrieval"


def test_table_summed_is_one_reserve_but_its_total_is_the_table(bot: Assistant) -> None:
    """"somando tudo, N vagas" after a table: the reserve of the sum; "no total do edital" keeps the table's total line."""
    _, ans = chat(bot, "Quadro: Analista 10 vagas e Técnico 4 vagas. Reserva em cada cargo?", "somando tudo, 14 vagas, muda?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve" and ans.calculation["reserved"] == 4
    _, ans = chat(bot, "Quadro: Analista 10 vagas e Técnico 4 vagas. Reserva em cada cargo?", "e no total do edital?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
