"""Round 49 (49a): a school counsellor's or a cursinho teacher's questions about a student.

- the year and month written in ISO order ("edital de 2025-09", "2024/11") are that month: never a year and a
  negative count "-09" (which asked the teacher to rewrite the question);
- the option told after the student's place as a second fact ("ficou em 9º na ampla ... e é cotista") or of someone
  the asker knows ("um aluno meu é cotista e ficou em 8º") is that student's option, so the position is an optant's;
- a disability said of the student ("minha aluna é parda e tem deficiência") is the PcD group, so "pode se inscrever
  nas duas?" is the two-reserves answer, not an eligibility asking for the entity.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

# --------------------------------------------------------------------------- ISO year-month


def test_iso_year_month_is_that_month() -> None:
    for said, (y, m) in (("minha aluna ficou em 15º na geral e 2º na cota, 12 vagas, edital de 2025-09", (2025, 9)),
                         ("edital 2024-11, 30 vagas, quantas são de cota?", (2024, 11)),
                         ("o edital saiu em 2025/03 e tem 10 vagas", (2025, 3)),
                         ("concurso com edital de 2023-5, 8 vagas, quantas reservadas?", (2023, 5))):
        ex = extract(said)
        assert ex.negatives == [], said
        assert ex.period is not None and (ex.period.start, ex.period.end.month) == (date(y, m, 1), m), said


def test_neighbours_full_dates_years_and_no_month_are_unchanged() -> None:
    assert extract("edital de 2025-06-10 com 10 vagas").date == date(2025, 6, 10)
    assert extract("edital de 09/2025 com 10 vagas").period.start == date(2025, 9, 1)  # type: ignore[union-attr]
    year = extract("edital de 2024 com 10 vagas").period
    assert year is not None and (year.start, year.end) == (date(2024, 1, 1), date(2024, 12, 31))
    assert extract("edital de 2025-13 com 10 vagas").negatives == ["-13"]  # no month 13: still questioned
    assert extract("são -5 vagas?").negatives == ["-5"]


def test_a_student_placed_under_an_iso_month_edital_is_computed(bot: Any) -> None:
    for said in ("minha aluna ficou em 15º na geral e 2º na cota, 12 vagas, edital de 2025-09",
                 "meu aluno tirou 15º na geral e 2º na lista de cotas, concurso de 12 vagas, edital 2025-09, entra?"):
        (ans,) = chat(bot, said)
        want = calculator.position(calculator.PositionInput(general_rank=15, reserve_rank=2, vacancies=12,
                                                            edital_date="2025-09-15", today=date(2026, 12, 2)))
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), ans.headline


# --------------------------------------------------------------------------- the student's option


def test_the_option_told_of_a_student_is_the_option() -> None:
    for said in ("um aluno meu ficou em 9º na ampla num concurso de 10 vagas e é cotista, ele entra?",
                 "ele ficou em 9º lugar num concurso de 10 vagas e é cotista",
                 "minha aluna tirou 12º na classificação geral do concurso de 20 vagas e é optante, ela passa?",
                 "o rapaz ficou em 11º lugar num concurso com 15 vagas e também é cotista, entra?",
                 "um aluno meu é cotista e ficou em 8º num concurso de 10 vagas",
                 "uma aluna minha é optante e ficou em 7º lugar, concurso com 10 vagas"):
        assert extract(said).optant, said


def test_neighbours_a_rule_or_a_denied_option_is_no_ones_option() -> None:
    for said in ("quem ficou em 9º na ampla num concurso de 10 vagas e é cotista entra?",
                 "ficou em 9º na ampla num concurso de 10 vagas e não é cotista, entra?",
                 "um aluno meu ficou em 9º num concurso de 10 vagas, ele entra?",
                 "um aluno meu não é cotista e ficou em 8º"):
        assert not extract(said).optant, said


def test_the_students_position_is_an_optants(bot: Any) -> None:
    want = calculator.position(calculator.PositionInput(general_rank=9, optant=True, vacancies=10,
                                                        today=date(2026, 12, 2)))
    for said in ("um aluno meu ficou em 9º na ampla num concurso de 10 vagas e é cotista, ele entra?",
                 "a estudante ficou em 9º lugar na geral, concurso de 10 vagas, e ela é optante, passa?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), (said, ans.headline)


# --------------------------------------------------------------------------- a student's disability


def test_a_disability_said_of_the_student_is_the_pcd_group() -> None:
    for said in ("minha aluna é parda e tem deficiência, ela pode se inscrever nas duas?",
                 "meu aluno é indígena e tem uma deficiência, pode concorrer nas duas?",
                 "uma aluna minha é preta e possui deficiência, dá pra se inscrever nas duas reservas?",
                 "ela tem deficiência, concurso de 20 vagas, quantas vagas pcd?"):
        assert "pcd" in (extract(said).groups or []), said


def test_neighbours_the_generic_or_denied_disability_is_no_group() -> None:
    for said in ("quem tem deficiência pode concorrer em concurso federal?",
                 "meu filho é pardo e não tem deficiência, ele pode concorrer na cota?",
                 "os que tem deficiência entram em qual lista?"):
        assert "pcd" not in (extract(said).groups or []), said


def test_a_student_in_both_reserves_is_the_two_reserves_answer(bot: Any) -> None:
    for said in ("minha aluna é parda e tem deficiência, ela pode se inscrever nas duas?",
                 "meu aluno é indígena e tem uma deficiência, pode concorrer nas duas?",
                 "um aluno é preto e possui deficiência, ele pode concorrer nas duas ao mesmo tempo?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.route, ans.answer[:120])
        assert "duas reservas" in ans.answer, (said, ans.answer[:200])


def test_the_two_reserves_answer_speaks_of_the_student_not_to_the_asker(bot: Any) -> None:
    for said in ("minha aluna é parda e tem deficiência, ela pode se inscrever nas duas?",
                 "meu aluno é preto e cadeirante, ele pode concorrer nas duas reservas?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and "você" not in ans.headline, (said, ans.headline[:120])
        assert ans.headline.startswith("Uma pessoa"), (said, ans.headline[:120])


def test_neighbour_ones_own_case_is_still_you() -> None:
    from assistant.cli import _assistant

    for said in ("sou parda e tenho deficiência, posso me inscrever nas duas?", "sou preta e pcd, dá pra ir nas duas reservas?"):
        (ans,) = chat(_assistant(), said)
        assert ans.route == "retrieval" and ans.headline.startswith("Como pessoa"), (said, ans.headline[:120])
