"""Round 19 (issue 10): edital tables and order/position threads, in the team's own wording.

A reserve the edital states ("o edital separou N") is a claim checked per cargo and on the total, never a cargo nor
a second total; one cargo of the earlier table given a new count ("subiram X pra N") or named for an operation ("e
no cargo X, qual a ordem?") continues the table; rows typed with the noun only after the first count are a table;
the optants in the open list, or a tie rule with one side named, continue the earlier position or order (after a law
answer too); "retomando/voltando pro caso" refers back; a colleague's own place does not take the asker's.
"""
from __future__ import annotations

import pytest

from assistant import Assistant
from assistant.extraction import extract

from .assistant_support import carried_keys_of, chat


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


def _reserved(ans) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {c["name"].lower(): c["reserved"] for c in ans.calculation["cargos"]}


def test_stated_reserve_is_no_cargo_and_is_checked(bot: Assistant) -> None:
    """"a banca separou 5 vagas pra cota em 16: ..." — the 5 is the claim (not a cargo "separou"); verdict first."""
    q = "a banca separou 5 vagas pra cota num total de 16: Agente 4, Escrivão 4, Perito 4, Papiloscopista 4. Está certo?"
    ex = extract(q)
    assert [c.vacancies for c in ex.cargos] == [4, 4, 4, 4] and ex.cargos_total in (None, 16)
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert ans.calculation["reserved_total"] == 4 and ans.calculation["reserved_on_total"] == 5  # 4 x 1; 30% of 16 = 4.8
    assert "Confere com o percentual sobre o total" in ans.headline


def test_one_cargo_raised_mid_thread_recomputes_the_table(bot: Assistant) -> None:
    """"subiram o escrivão pra 7" after a table: that cargo's new count, the others kept (never out of scope)."""
    _, ans = chat(bot, "Agente 9 vagas, Escrivão 4, Perito 3: qual a reserva de cada cargo?", "subiram o escrivão pra 7")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert _reserved(ans) == {"agente": 3, "escrivão": 2, "perito": 1}
    assert "cargos" not in carried_keys_of(ans)  # Round 46 (f61a): an edited table is the person's own, never carried (blind labels)


def test_one_cargo_changed_after_a_law_answer(bot: Assistant) -> None:
    """A law question between the table and "e se o perito tiver só 1?" does not lose the table."""
    _, _, ans = chat(bot, "Agente 9 vagas, Escrivão 4, Perito 3: qual a reserva de cada cargo?",
                     "a lei nova manda calcular por cargo ou sobre o total do edital?", "e se o perito tiver só 1?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert _reserved(ans) == {"agente": 3, "escrivão": 1, "perito": 0}


def test_rows_with_the_noun_only_after_the_first_count() -> None:
    """"fiscal 12 vagas auditor 5 e contador uma": three rows, the last count an article."""
    ex = extract("fiscal doze vagas auditor cinco e contador uma no edital, qual a cota de cada")
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("fiscal", 12), ("auditor", 5), ("contador", 1)]


def test_order_of_one_cargo_of_the_table(bot: Assistant) -> None:
    """"e no cargo de auditor, em que ordem chamam?" after a table: the order of that cargo's 5 vagas."""
    _, ans = chat(bot, "fiscal 12 vagas, auditor 5 e contador 1, qual a cota de cada",
                  "e no cargo de auditor, em que ordem chamam os cotistas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["vacancies"] == 5 and ans.calculation["quota_positions"] == [2, 5]


def test_no_optant_in_the_open_list_after_a_law_answer(bot: Assistant) -> None:
    """"e se nenhum cotista tivesse passado na ampla?" after a place and a law answer: that position, 0 optants."""
    _, _, ans = chat(bot, "sou 2º na lista de cotas de um concurso com 16 vagas, 1 optante ficou na ampla. entro?",
                     "optante que passa na ampla conta na reserva?", "e se nenhum cotista tivesse passado na ampla?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert {"vacancies", "rank"} <= set(carried_keys_of(ans))


def test_one_sided_tie_rule_after_a_law_answer(bot: Assistant) -> None:
    """"e com a PcD primeiro?" after an order whose tie went to the quota: the default rule, PcD on the tie."""
    _, _, ans = chat(bot, "ordem de nomeação com 15 vagas e 1 PcD, no empate a cota vem antes da PcD",
                     "qual artigo fala da alternância?", "e com a PcD primeiro?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["pcd_positions"] == [5]


def test_quota_places_in_the_order_asked() -> None:
    """"quais são as vagas de cota na ordem" names the order, not the count."""
    from assistant.router import plan

    assert plan("com 13 vagas, quais seriam as vagas da reserva na ordem?").intent == "order"


def test_resumed_case_after_a_law_answer(bot: Assistant) -> None:
    """"retomando o caso anterior: em que ordem chamam?" after a law answer: the order of the thread's vagas."""
    _, _, ans = chat(bot, "edital com 27 vagas, quantas pra cota?", "indígena também entra nessa reserva?",
                     "retomando o caso: em que ordem chamam os cotistas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert carried_keys_of(ans) == ["vacancies"]


def test_colleague_in_the_open_list_takes_none_of_my_places(bot: Assistant) -> None:
    """"e meu amigo, que é ampla, ficou 6 na geral?" after my places: his place, not an optant, the same vagas."""
    _, ans = chat(bot, "fiquei 15 na geral e 2 na lista de cotas, concurso de 9 vagas, passei?",
                  "e meu amigo, que é ampla, ficou 6 na geral?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert carried_keys_of(ans) == ["vacancies"]
    assert ans.calculation["list"] != "quota"


def test_unticked_option_drops_the_reserve_place(bot: Assistant) -> None:
    """"e se eu não tivesse marcado a cota?" after both places: only the general place counts then."""
    _, ans = chat(bot, "fiquei 15 na geral e 2 na lista de cotas, concurso de 9 vagas, passei?",
                  "e se eu não tivesse marcado a cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert "reserve_rank" not in carried_keys_of(ans)


def test_table_kept_through_one_cargo_asked_alone(bot: Assistant) -> None:
    """"o perito, com 3 vagas, tem quantas de cota?" then "incluindo papiloscopista com 5": the table still grows."""
    _, _, ans = chat(bot, "Agente 9 vagas, Escrivão 4, Perito 3: qual a reserva de cada cargo?",
                     "o perito, com 3 vagas, tem quantas de cota?", "incluindo papiloscopista com 5 vagas")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert _reserved(ans) == {"agente": 3, "escrivão": 1, "perito": 1, "papiloscopista": 2}


def test_order_of_one_cargo_after_a_law_answer(bot: Assistant) -> None:
    """A law answer between the table and "e no cargo de agente, qual a ordem de nomeação?": that cargo's order."""
    _, _, ans = chat(bot, "Agente 9 vagas, Escrivão 4, Perito 3: qual a reserva de cada cargo?",
                     "quem se declara pardo precisa passar por banca?", "e no cargo de agente, qual a ordem de nomeação?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["vacancies"] == 9
