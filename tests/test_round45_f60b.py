"""Round 45 (f60b): PcD follow-ups in a thread, and the person kept (declassified held-out set 59).

- the PcD vagas asked of the thread's vagas by their recipient in a clause ("pra quem tem deficiência", "para quem
  possui deficiência", "aos portadores de deficiência") are the PcD list: the decree's minimum beside the racial count;
- whether any of the thread's vagas goes to the PcD list ("alguma é pra pcd?", "sobra vaga pra deficiente?", "tem vaga
  pcd nessas?") is that count, even right after an eligibility answer (never the eligibility again), and a later change
  of the vagas ("e se fossem 20?") keeps both counts;
- the person's own group told in the thread ("sou indígena") outlives a count between: an eligibility asked again
  ("e se fossem 20, eu teria direito?", "e num pss, eu poderia?") is that person's, never the default group; the count
  itself shows that person's group, never "sem grupo informado", and does not say it used it (the count is the same).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.intents.eligibility import DEFAULT_GROUP_TEXT
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

DATED_COUNT = ("edital de 20/10/2025 com 9 vagas, quantas são de cota?",
               "e se fossem dezoito vagas, na mesma data?")
# the person's own group, a federal body, a date and a few vagas
INDIGENOUS = "sou indígena, concurso do ministério da fazenda, edital de 2025-09-15 com 4 vagas no meu cargo. posso usar a cota?"
PARDA = "sou parda, concurso do ibge com 12 vagas, edital de 2025-08-20. tenho direito à reserva?"


def _counts(vacancies: int, edital_date: str | None) -> tuple[int, int | None]:
    r = calculator.reserve({"vacancies": vacancies, "edital_date": edital_date, "pcd_percentage": "5%"})
    return r.reserved, r.pcd


def _chips(ans: Any) -> list[str]:
    return [a.text for a in ans.assumptions]


def _pcd_count(ans: Any, vacancies: int, edital_date: str | None, said: str) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
    assert (ans.calculation["reserved"], ans.calculation["pcd"]) == _counts(vacancies, edital_date), (said, ans.headline)
    assert "pessoas com deficiência" in ans.headline, (said, ans.headline)


def test_the_pcd_recipient_said_in_a_clause_is_the_pcd_list() -> None:
    for said in ("e nessas quantas iriam pra quem tem deficiência?", "quantas seriam para quem possui deficiencia?",
                 "e aos portadores de deficiência, quantas?", "quantas ficam pra quem tenha alguma deficiência?"):
        assert "pcd" in extract(said).groups, said
    # the subject of a law question, or someone without it, names no PcD list
    for said in ("quem tem deficiência pode pedir tempo a mais na prova?",
                 "se ninguém passar, a vaga pode ir pra quem não tem deficiência?"):
        assert "pcd" not in extract(said).groups, said


def test_the_pcd_count_asked_by_its_recipient_in_a_thread(bot: Any) -> None:
    for said in ("beleza, e nessas 18 quantas iriam pra quem tem deficiência?",
                 "e dessas, quantas seriam para quem possui deficiencia?",
                 "certo, e quantas ficam pros portadores de deficiência?"):
        ans = chat(bot, *DATED_COUNT, said)[-1]
        _pcd_count(ans, 18, "2025-10-20", said)
        assert carried_chips(ans) == ["edital_date", "vacancies"], (said, carried_chips(ans))


def test_any_vaga_for_pcd_after_an_eligibility_answer_is_the_count(bot: Any) -> None:
    for said in ("e dessas 4, alguma fica pra pcd?", "alguma dessas vagas vai pra deficiente?",
                 "tem vaga pra pcd nessas 4?", "e sobra alguma pra pessoa com deficiência?"):
        ans = chat(bot, INDIGENOUS, said)[-1]
        _pcd_count(ans, 4, "2025-09-15", said)
        assert ans.calculation["pcd"] == 0, (said, ans.headline)  # the calculator's figure: none below 5 vagas
        assert carried_chips(ans) == ["edital_date", "vacancies"], (said, carried_chips(ans))
        # the person told is shown as such, not said to be used (the count is the same for everyone)
        assert DEFAULT_GROUP_TEXT not in _chips(ans) and "pessoa indígena" in _chips(ans), (said, _chips(ans))
    ans = chat(bot, PARDA, "e alguma é pra pcd?")[-1]
    _pcd_count(ans, 12, "2025-08-20", "e alguma é pra pcd?")


def test_other_vagas_after_the_pcd_count_keep_both_counts(bot: Any) -> None:
    for then, n in (("e se fossem vinte vagas?", 20), ("e com 40?", 40)):
        ans = chat(bot, INDIGENOUS, "e dessas 4, alguma é pra deficiente?", then)[-1]
        _pcd_count(ans, n, "2025-09-15", then)
        assert carried_chips(ans) == ["edital_date"], (then, carried_chips(ans))


def test_the_persons_group_comes_back_to_an_eligibility_asked_again(bot: Any) -> None:
    for count in ("e quantas dessas vagas são reservadas?", "e alguma fica pra pcd?"):
        for again in ("e se fossem 20, eu teria direito?", "e num pss, eu poderia?"):
            ans = chat(bot, INDIGENOUS, count, again)[-1]
            assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (count, again, ans.headline)
            assert ans.calculation["eligible"] is True and "indígenas" in ans.headline, (count, again, ans.headline)
            assert "pessoa indígena" in _chips(ans) and "groups" in carried_chips(ans), (count, again, _chips(ans))
    # a relative's case: her group comes back to her, never to the asker
    mother = "minha tia é quilombola e vai prestar o concurso do ibama com 10 vagas, ela pode usar a cota?"
    ans = chat(bot, mother, "e quantas dessas ficam reservadas?", "e se fossem 20, ela ainda teria direito?")[-1]
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True), ans.headline
    assert "pessoa quilombola" in _chips(ans) and "groups" in carried_chips(ans), _chips(ans)
    ans = chat(bot, mother, "e quantas dessas ficam reservadas?", "e se fossem 20, eu teria direito?")[-1]
    assert "pessoa quilombola" not in _chips(ans), (ans.route, ans.headline, _chips(ans))
    # a white asker's "Não" comes back too, after the count the thread asked between
    ans = chat(bot, "sou branco, concurso do ibama com 10 vagas, posso usar a cota?", "quantas vagas são reservadas?",
               "e se fossem 20, eu poderia?")[-1]
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", False), ans.headline


def test_neighbours_plain_counts_and_other_people_stay(bot: Any) -> None:
    # a plain count's other vagas stay a plain count (no PcD list)
    ans = chat(bot, "quantas vagas de cota num concurso de 30 vagas?", "e se fossem 20?")[-1]
    assert (_intent_of(ans), ans.calculation["reserved"], ans.calculation["pcd"]) == ("reserve", 6, None), ans.headline
    # a PcD count asked alone is unchanged
    (ans,) = chat(bot, "sou pcd, quantas vagas pcd num concurso de 30 vagas?")
    assert (ans.calculation["reserved"], ans.calculation["pcd"]) == _counts(30, None), ans.headline
    # the racial count after an eligibility answer: no PcD list, the person not said to be used
    ans = chat(bot, INDIGENOUS, "e quantas vagas vão pra cota?")[-1]
    assert (_intent_of(ans), ans.calculation["pcd"]) == ("reserve", None), ans.headline
    assert carried_chips(ans) == ["edital_date", "vacancies"], carried_chips(ans)
    # a white asker's count is still the count, never turned into his "Não"
    ans = chat(bot, "sou branco, concurso do ibama com 10 vagas, posso usar a cota?", "quantas vagas são reservadas?")[-1]
    assert (_intent_of(ans), ans.calculation["reserved"]) == ("reserve", 3), ans.headline
    # an old-law edital the person's group is not covered by: the count asked is still the count (never her "Não")
    ans = chat(bot, "sou quilombola, posso usar a cota no concurso do ifba? é autarquia federal",
               "o edital saiu em março de 2023", "e quantas de cota teria com 15 vagas nesse edital?")[-1]
    assert (_intent_of(ans), ans.calculation["regime"]) == ("reserve", "lei-12990-2014"), ans.headline
    assert ans.calculation["reserved"] == _counts(15, "2023-03-15")[0], ans.headline
    assert carried_chips(ans) == ["edital_date"], carried_chips(ans)
    # a relative asked about after the count: her own group, never the asker's
    ans = chat(bot, INDIGENOUS, "e quantas dessas vagas são reservadas?", "e minha mãe, que é preta, pode?")[-1]
    assert (_intent_of(ans), ans.calculation["eligible"]) == ("eligibility", True), ans.headline
    assert "pessoa preta" in _chips(ans) and "pessoa indígena" not in _chips(ans), _chips(ans)
    # a relative with no group told: hers is asked, never the asker's taken for it
    ans = chat(bot, INDIGENOUS, "e quantas dessas vagas são reservadas?", "e minha mãe, pode?")[-1]
    assert ans.route == "clarify", ans.headline
    # a law question on PcD in the thread stays law text
    ans = chat(bot, INDIGENOUS, "a vaga pcd que sobrar pode ir pra quem não tem deficiência?")[-1]
    assert ans.route == "retrieval", ans.headline
