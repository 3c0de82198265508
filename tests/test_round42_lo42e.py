"""Round 42 (lo42e): leftovers of issue 10.

- vagas called during validity told with the edital's count in one message ("vai chamar mais 6 do cadastro, além das 10
  vagas do edital; quantos desses 6?"): the new vagas' share (art. 1º, § 2º), the whole's reserve less the earlier's;
- a count called from the register with the new total ("mais 10 do cadastro, ficando 30") is the thread's vagas
  recomputed, not art. 5º, § 4º's text;
- the other law supposed of a DATED thread: the law its date gives is said beside it;
- "quantas eram antes e quantas são hoje?" after vagas: both laws side by side ("hoje" is no edital date).
Neighbours: the addition asked as a whole, a call from the register asked as a rule, the undated thread, one law.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from assistant.rules import both_laws_counted
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def _compared(answer) -> list[tuple[str, int]]:
    return [(f.law_id, f.reserved) for f in answer.comparison]


def test_called_from_register_beside_the_edital_count_asks_the_new_share() -> None:
    (ans,) = chat(rules_bot(TODAY), "o órgão vai chamar mais 6 do cadastro, além das 10 vagas do edital; quantos desses "
                                    "6 devem ser cotistas?")
    assert (ans.route, ans.calculation["operation"], ans.calculation["reserved"]) == ("calculator", "reserve", 2)
    assert "16 vagas" in ans.headline and "reserva 5" in ans.headline


def test_neighbour_the_addition_asked_whole_counts_all() -> None:
    (ans,) = chat(rules_bot(TODAY), "o órgão vai chamar mais 6 do cadastro além das 10 vagas do edital, quantas de cota?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", 5)
    assert "Das 16 vagas" in ans.headline


RESERVE_20 = {"intent": "reserve", "route": "calculator", "vacancies": 20}


def test_count_called_with_new_total_is_the_vagas_recomputed() -> None:
    p = plan("Vão chamar mais 10 do cadastro, ficando 30 nomeações. E agora, entro?", RESERVE_20, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("clarify", "position", 30)


def test_neighbour_people_called_later_is_the_rule() -> None:
    assert plan("e se chamarem gente do cadastro depois?", RESERVE_20, TODAY).route == "retrieval"


def test_dated_thread_says_its_own_law() -> None:
    first, ans = chat(rules_bot(TODAY), "edital de março de 2026, 40 vagas, quantas pra cota?", "pela lei antiga seriam só 8")
    assert first.calculation["reserved"] == 12
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-12990-2014", 8)
    assert "O edital desta conversa (março de 2026) segue a Lei nº 15.142/2025" in ans.headline
    assert "**12** são reservadas" in ans.headline


def test_thread_dated_before_the_new_law_says_the_old_figure_is_its_own() -> None:
    _, ans = chat(rules_bot(TODAY), "edital de 10/03/2025, 40 vagas, quantas pra cota?", "pela lei antiga seriam só 8")
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == ("lei-12990-2014", 8)
    assert "anterior a 04/06/2025 e segue essa mesma Lei nº 12.990/2014" in ans.headline


def test_neighbour_undated_thread_keeps_its_sentence() -> None:
    _, ans = chat(rules_bot(TODAY), "40 vagas, quantas pra cota?", "pela lei antiga seriam só 8")
    assert "sem data informada" in ans.headline


def test_before_and_today_after_vagas_compares_both() -> None:
    _, ans = chat(rules_bot(TODAY), "50 vagas", "quantas eram antes e quantas são hoje?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", 15)
    assert _compared(ans) == [("lei-15142-2025", 15), ("lei-12990-2014", 10)]


def test_before_and_now_after_vagas_compares_both() -> None:
    _, ans = chat(rules_bot(TODAY), "50 vagas", "quantas seriam antes e quantas agora?")
    assert _compared(ans) == [("lei-15142-2025", 15), ("lei-12990-2014", 10)]


def test_before_and_today_in_one_message_compares_both() -> None:
    (ans,) = chat(rules_bot(TODAY), "num concurso de 50 vagas quantas eram antes e quantas são hoje?")
    assert _compared(ans) == [("lei-15142-2025", 15), ("lei-12990-2014", 10)]
    assert both_laws_counted(extract("quantas eram antes e quantas são hoje?", TODAY))


def test_neighbour_a_real_date_is_not_both_laws() -> None:
    assert not both_laws_counted(extract("edital de 10/03/2025: quantas eram antes e quantas são hoje?", TODAY))
    _, ans = chat(rules_bot(TODAY), "50 vagas", "quantas de cota?")
    assert ans.comparison == []
