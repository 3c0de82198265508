"""Round 45 (45a): candidates with disabilities and HR asking about the PcD reserve (Decreto nº 9.508/2018).

- an order asked of the PcD list ("com 30 vagas, quando é chamado o primeiro deficiente?") names its places with the
  decree's minimum, whichever reading (rules or classifier) chose the order;
- the PcD list's turn asked with no vagas ("quando chamam o primeiro pcd?") asks for them, never refused;
- a disability named by its kind ("candidato autista", "tenho TEA", "visão monocular") keeps the decree's topics
  (tempo adicional na prova) in scope;
- a place in the PcD list with the vagas known ("fiquei em 2º na lista pcd, 40 vagas") is answered by the order: the
  nomination of that place of the PcD list; past the PcD vagas the general rank is still asked;
- a PcD count asked of other vagas ("e se fossem 50, quantas pcd deveria ter?") never takes the count told for the
  earlier vagas (a percentage told still carries);
- a count asked with no reserve of its own right after a law answer on the PcD reserve is the PcD count;
- the PcD people pointed at after their count ("e em quais posições eles são nomeados?") keep their places in the order.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat, urns_of

PCD_MIN = "5%"  # Decreto nº 9.508/2018, art. 1º, § 1º


def _pcd_positions(vacancies: int, **given: Any) -> list[int]:
    return calculator.order({"vacancies": vacancies, **(given or {"pcd_percentage": PCD_MIN})}).pcd_positions


def _pcd_count(vacancies: int, **given: Any) -> int:
    return calculator.order({"vacancies": vacancies, **(given or {"pcd_percentage": PCD_MIN})}).pcd


def test_the_pcd_places_asked_in_an_order_are_computed(bot: Any) -> None:
    for q, n in (("com 30 vagas quando é chamado o primeiro deficiente?", 30),
                 ("num concurso de 50 vagas, quando convocam a primeira pessoa com deficiencia?", 50),
                 ("edital de 24 vagas: quando é nomeado o candidato com deficiência?", 24)):
        (ans,) = chat(bot, q)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (q, ans.headline)
        assert ans.calculation["pcd_positions"] == _pcd_positions(n) and _pcd_positions(n), (q, ans.headline)
    # neighbour: the cotistas' turn asked alone names no PcD list
    (ans,) = chat(bot, "com 30 vagas, quando é chamado o primeiro cotista?")
    assert _intent_of(ans) == "order" and not ans.calculation["pcd_positions"], ans.headline


def test_the_pcd_turn_without_vagas_asks_for_them(bot: Any) -> None:
    for q in ("quando chamam o primeiro pcd?", "quando é convocado o primeiro deficiente?",
              "em que momento a pessoa com deficiência é nomeada?"):
        ans, reply = chat(bot, q, "o concurso tem 24 vagas")
        assert (ans.route, _intent_of(ans)) == ("clarify", "order"), (q, ans.headline)
        assert _intent_of(reply) == "order" and reply.calculation["pcd_positions"] == _pcd_positions(24), (q, reply.headline)
    # neighbours: the call to the decree's assessment is no place of the order
    for q in ("quando o pcd é convocado pra perícia?", "quando chamam o deficiente pra avaliação da equipe multiprofissional?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)


def test_a_disability_named_by_its_kind_keeps_the_decree_in_scope(bot: Any) -> None:
    extra_time = "urn:lex:br:federal:decreto:2018-09-24;9508!art4_par2"
    for q in ("candidato autista tem direito a tempo adicional pra fazer a prova?",
              "tenho TEA, posso pedir tempo extra na prova do concurso?",
              "quem tem visão monocular tem direito a tempo adicional na prova?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval" and extra_time in urns_of(ans), (q, ans.headline)
    # neighbour: a benefit of the job, with no disability named, stays out of scope
    (ans,) = chat(bot, "servidor federal tem direito a tempo adicional de férias?")
    assert ans.route == "out_of_scope", ans.headline


def test_a_place_in_the_pcd_list_with_the_vagas_is_its_nomination(bot: Any) -> None:
    for turns, n, rank in ((("fiquei em 2º na lista pcd de um concurso com 40 vagas, em qual nomeação sou chamado?",), 40, 2),
                           (("sou a 1ª da lista de pcd num edital de 6 vagas, quando me nomeiam?",), 6, 1),
                           (("com 30 vagas quando é chamado o primeiro deficiente?",
                             "e quando sou chamado se fiquei em 2º na lista pcd?"), 30, 2)):
        ans = chat(bot, *turns)[-1]
        want = _pcd_positions(n)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (turns, ans.headline)
        assert ans.calculation["pcd_positions"] == want, (turns, ans.headline)
        assert f"o {rank}º colocado entra na **{want[rank - 1]}ª** nomeação" in ans.headline, (turns, ans.headline)
    # neighbours: a place past the PcD vagas is that list's position, depending on the general rank (Round 55, lo55b:
    # computed, no longer asked); with a general rank inside the ampla, the position (Round 50, 50a: one outside it,
    # "8º na geral" of 10 vagas, leaves the PcD place within its vagas to answer: `tests/test_round50_50a.py`)
    (ans,) = chat(bot, "sou o 3º na lista PcD num concurso de 20 vagas, passo?")
    assert _intent_of(ans) == "position" and ans.calculation["status"] == "depends", ans.headline
    (ans,) = chat(bot, "sou o 2º na lista PcD e 3º na geral, concurso com 10 vagas e 2 PcD, passo?")
    assert _intent_of(ans) == "position", ans.headline


def test_a_pcd_count_asked_of_other_vagas_is_not_the_earlier_count(bot: Any) -> None:
    for first, then, n in (("o edital deu 2 vagas pcd em 30 vagas, tá certo?", "e se fossem 50 vagas, quantas pcd deveria ter?", 50),
                           ("edital com 20 vagas e 1 pra pcd", "e com 80 vagas, quantas vão pra deficientes?", 80)):
        _, ans = chat(bot, first, then)
        assert ans.calculation["pcd"] == _pcd_count(n), (then, ans.headline)
        assert "pcd" not in carried_keys_of(ans), (then, ans.headline)
    # neighbours: a percentage told carries to other vagas; the same vagas keep the count told
    _, ans = chat(bot, "edital com 30 vagas e 10% pra pcd", "e com 50 vagas, quantas pcd?")
    assert ans.calculation["pcd"] == _pcd_count(50, pcd_percentage="10%"), ans.headline
    _, ans = chat(bot, "edital com 30 vagas e 2 pcd", "quantas vagas pcd mesmo?")
    assert ans.calculation["pcd"] == 2, ans.headline


def test_a_count_after_a_pcd_law_answer_is_the_pcd_count(bot: Any) -> None:
    for law, then, n in (("qual o percentual mínimo de vagas pcd no decreto?", "então com 45 vagas dá quantas?", 45),
                         ("a reserva pra deficiente arredonda pra cima?", "num concurso de 12 vagas fica quantas?", 12)):
        first, ans = chat(bot, law, then)
        assert first.route == "retrieval", (law, first.headline)
        assert _intent_of(ans) == "reserve" and ans.calculation["pcd"] == _pcd_count(n), (then, ans.headline)
    # neighbour: a count naming its own reserve is that one's
    _, ans = chat(bot, "qual o percentual mínimo de vagas pcd no decreto?", "e com 45 vagas quantas são pra negros?")
    assert ans.calculation.get("pcd") is None and ans.calculation["reserved"] == calculator.reserve({"vacancies": 45}).reserved


def test_the_pcd_people_pointed_at_keep_their_places_in_the_order(bot: Any) -> None:
    for first, then, n in (("concurso de 100 vagas, quantas pcd?", "e em quais posições eles são nomeados?", 100),
                           ("com 40 vagas quantas ficam pra deficientes?", "e a ordem de chamada deles?", 40)):
        _, ans = chat(bot, first, then)
        assert _intent_of(ans) == "order" and ans.calculation["pcd_positions"] == _pcd_positions(n), (then, ans.headline)
    # neighbour (Round 40, f46b): the order asked with no one pointed at leaves the computed minimum out
    _, ans = chat(bot, "concurso de 100 vagas, quantas pcd?", "e a ordem de nomeação?")
    assert not ans.calculation["pcd_positions"] and "PcD" in ans.headline, ans.headline
