"""Round 47 (lo47b): citations, wording and one refactor.

- whether the reserve is (or was) mandatory ("a lei de 2014 obrigava a reservar?", "a cota racial é obrigatória?") cites
  the reserve itself (art. 1º, caput), not the monitoring body of Lei 12.990, art. 5º, nor its § 1º;
- whether the reserve reaches the cadastro de reserva ("o cadastro reserva tem cota racial?", "a reserva vale pro
  cadastro?") cites Lei 15.142, art. 5º, §§ 3º/4º, not the law's date (art. 14);
- a nomination that may be one of several quota slots is said as that list, never as a span ("entre a 2ª e a 5ª");
- a several-question message answered in part names the parts left and how to ask them;
- the PcD place an order turn carries is decided in `context.carried_pcd_place` (both Round 46 paths).
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.asked_parts import left_unanswered
from assistant.context import carried_pcd_place
from assistant.extraction import extract
from corpus.retrieval import expand_query
from tests.assistant_support import chat

NEW = "urn:lex:br:federal:lei:2025-06-03;15142!"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990!"
DECREE = "urn:lex:br:federal:decreto:2018-09-24;9508!"


def _first(ans: Any) -> str:
    assert ans.route == "retrieval" and ans.citations, ans.headline
    return str(ans.citations[0].urn)


# --------------------------------------------------------------------------- the reserve as a duty


def test_the_old_law_asked_as_a_duty_cites_its_reserve(bot: Any) -> None:
    for said in ("a lei de 2014 obrigava os órgãos a reservar vagas?", "pela lei antiga era obrigatória a reserva de vagas?",
                 "no tempo da 12.990 os concursos eram obrigados a reservar vagas?",
                 "a cota era obrigatória na lei 12.990?", "durante a vigência da 12.990 era obrigatório ter cota?"):
        (ans,) = chat(bot, said)
        assert _first(ans) == OLD + "art1_cpt", (said, [c.urn for c in ans.citations])


def test_the_law_in_force_asked_as_a_duty_cites_its_reserve(bot: Any) -> None:
    for said in ("a cota racial é obrigatória?", "a reserva de vagas é obrigatória hoje?"):
        (ans,) = chat(bot, said)
        assert _first(ans) == NEW + "art1_cpt", (said, [c.urn for c in ans.citations])


def test_neighbours_a_duty_of_its_own_subject_keeps_its_dispositivo(bot: Any) -> None:
    for said, want in (("era obrigatório arredondar na vigência da 12.990?", OLD + "art1_par2"),
                       ("o edital tinha que informar a reserva de cada cargo pela 12.990?", OLD + "art1_par3"),
                       ("é obrigatório ter heteroidentificação?", NEW + "art3"),
                       ("a partir de quantas vagas a cota é obrigatória?", NEW + "art5_cpt")):
        (ans,) = chat(bot, said)
        assert _first(ans).startswith(want), (said, [c.urn for c in ans.citations])
    # the duty words only: nothing added to a question with no duty of the reserve
    for said in ("a reserva pcd é obrigatória?", "quantas vagas são obrigatórias pra cota?", "qual a data da lei 12.990?"):
        assert "ficam reservadas" not in expand_query(said), said


# --------------------------------------------------------------------------- the cadastro de reserva


def test_the_reserve_asked_of_the_register_cites_art5(bot: Any) -> None:
    for said in ("o cadastro reserva tem cota racial?", "a reserva vale pro cadastro de reserva?",
                 "quem fica no cadastro de reserva tem direito à cota?", "a cota se aplica também ao cadastro?",
                 "as vagas que vierem do cadastro de reserva têm reserva racial?"):
        (ans,) = chat(bot, said)
        # art. 1º, § 2º (vagas arising during validity, lo47a's follow-up reading) and art. 5º, § 4º both answer it
        assert _first(ans) in (NEW + "art1_par2", NEW + "art5_par3", NEW + "art5_par4"), (said, [c.urn for c in ans.citations])
        assert {NEW + "art1_par2", NEW + "art5_par4"} & {c.urn for c in ans.citations[:3]}, said


def test_neighbours_the_register_keeps_its_other_rules(bot: Any) -> None:
    for said, want in (("se o concurso só tem cadastro de reserva posso me inscrever como cotista?", NEW + "art5_par3"),
                       ("o cadastro de reserva também tem vaga pra deficiente?", DECREE + "art1_par4_inc2"),
                       ("a lei 15.142 vale pro estado?", NEW + "art1_inc1")):
        (ans,) = chat(bot, said)
        assert _first(ans) == want, (said, [c.urn for c in ans.citations])
    # "vale pro" asks the reach, not the date in force; "vale desde quando?" still the date
    assert "entra em vigor" not in expand_query("a cota vale pro concurso da prefeitura?")
    assert "entra em vigor" in expand_query("a lei vale desde quando?")


# --------------------------------------------------------------------------- possible nominations as a list


def test_possible_nominations_are_the_quota_slots() -> None:
    for vacancies, general, reserve in ((20, 25, 4), (12, None, 2), (30, 40, 6)):
        r = calculator.position(calculator.PositionInput(vacancies=vacancies, general_rank=general, reserve_rank=reserve,
                                                         today=date.today()))
        slots = calculator.order(calculator.OrderInput(vacancies=vacancies, today=date.today())).quota_positions
        assert r.status == "inside" and r.best.appointment != r.worst.appointment
        assert r.appointments == [p for p in slots if r.best.appointment <= p <= r.worst.appointment], r.appointments


def test_the_headline_lists_the_possible_nominations(bot: Any) -> None:
    for said in ("sou o 3º entre os cotistas e o 22º na geral, são 20 vagas, em que nomeação entro?",
                 "fiquei em 2º na lista de cotas, 12 vagas, qual a minha nomeação?",
                 "40º geral e 6º cotista, 30 vagas: quando sou nomeado?"):
        (ans,) = chat(bot, said)
        calc = ans.calculation
        assert ans.route == "calculator" and calc["operation"] == "position", (said, ans.headline)
        slots = [f"{p}ª" for p in calc["appointments"]]
        assert len(slots) >= 2 and "entre a" not in ans.headline, (said, ans.headline)
        assert f"numa destas posições da ordem: {', '.join(slots[:-1])} ou {slots[-1]}" in ans.headline, ans.headline


def test_neighbours_a_fixed_nomination_is_one_number(bot: Any) -> None:
    (ans,) = chat(bot, "fiquei em 3º na ampla, 10 vagas, em que nomeação entro?")
    assert ans.calculation["appointment"] and "posições da ordem" not in ans.headline, ans.headline


# --------------------------------------------------------------------------- a message answered in part


def test_a_message_answered_in_part_names_the_parts_left(bot: Any) -> None:
    for said, left in (("tenho duas dúvidas: 1) quantas vagas reservadas num edital de 15 vagas? 2) a comissão pode me "
                        "tirar da cota?", "a comissão pode me tirar da cota?"),
                       ("quantas reservadas em 18 vagas e o que acontece se faltar cotista?",
                        "o que acontece se faltar cotista?"),
                       ("primeiro: a lei vale pra empresa pública? segundo: quantas reservadas num edital de 11 vagas?",
                        "a lei vale pra empresa pública?")):
        (ans,) = chat(bot, said)
        assert ans.route == "calculator", (said, ans.headline)
        assert f"ficou sem resposta aqui: “{left}”" in ans.answer and "Pergunte de novo" in ans.answer, ans.answer[-400:]


def test_the_part_left_is_answered_when_pointed_at(bot: Any) -> None:
    one, two = chat(bot, "duas perguntas: 1) quantas reservadas em 15 vagas? 2) a banca pode me eliminar?", "e a segunda?")
    assert "“e a segunda?”" in one.answer
    assert two.route == "retrieval" and "sem resposta aqui" not in two.answer, two.headline


def test_neighbours_one_question_or_parts_of_one_route_add_nothing(bot: Any) -> None:
    for said in ("quantas reservadas em 15 vagas?", "quantas reservadas em 15 vagas? e em 20?",
                 "o que é heteroidentificação? e quem decide isso?"):
        (ans,) = chat(bot, said)
        assert "sem resposta aqui" not in ans.answer, (said, ans.answer[-300:])
    assert left_unanswered("quantas reservadas em 15 vagas?", "calculator", lambda q: "retrieval") == []


# --------------------------------------------------------------------------- the PcD place carried (refactor)


def test_the_pcd_place_carried_on_both_paths() -> None:
    asked = {"pending": "vacancies", "pcd_rank": 2}
    counted = {"intent": "order", "vacancies": 60, "pcd_rank": 2}
    assert carried_pcd_place(asked, "order", extract("60"), {"vacancies": 60}) == 2
    assert carried_pcd_place(counted, "order", extract("e com 80?"), {"vacancies": 80}) == 2
    # a place of its own, another operation or no place told: nothing carried
    assert carried_pcd_place(counted, "order", extract("e se eu fosse o 4º?"), {"vacancies": 60}) is None
    assert carried_pcd_place(counted, "reserve", extract("e com 80?"), {"vacancies": 80}) is None
    assert carried_pcd_place({"intent": "order", "vacancies": 60}, "order", extract("e com 80?"), {}) is None


def test_the_pcd_place_reaches_the_answer_on_both_paths(bot: Any) -> None:
    _, after_vagas = chat(bot, "fiquei em 3º na lista pcd, quando sou chamado?", "70")
    assert "3º colocado" in after_vagas.headline or after_vagas.calculation.get("pcd_rank") == 3, after_vagas.headline
    _, after_count = chat(bot, "sou o 2º da lista pcd, 50 vagas, quando sou nomeado?", "e com 100 vagas?")
    assert "2º colocado" in after_count.headline, after_count.headline
