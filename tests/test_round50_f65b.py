"""Round 50 (f65b): calculator questions answered with law text or asked back (declassified held-out set 64).

- one's own group, a body and a dated selection, the reserve asked in the past tense ("tinha cota?", "havia reserva pra
  mim?", "dava pra eu concorrer na cota?") is that person's eligibility under that date's law (`rules._PAST_CHANCE`);
- an optant with the vagas and no place of their own asking which nomination is their turn ("qual nomeação vai ser a
  minha vez?", "em que chamada eu entro?") is the order's figure (`rules._WHICH_CALL`);
- a count of people supposed called with the reserve's vaga asked among them ("se chamarem 4 pessoas, qual delas é a
  vaga da cota?") is the order of as many vagas (`extraction.called._WHICH_COTISTA`);
- the thread's body pointed at by its kind ("nessa fundação", "nessa autarquia") refers back: an eligibility there
  carries the thread's vagas and shows their reserve (`law_cues._REFERS_BACK`);
- after one's place, the reserve doubted for the thread's few vagas ("com tão poucas vagas tem cota mesmo?") is the
  count of those vagas, the place not carried (`context.FEW_VAGAS`).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat


def _order(vacancies: int) -> Any:
    return calculator.order(calculator.OrderInput(vacancies=vacancies))


# --------------------------------------------------------------------------- a past selection's reserve, one's own

def test_ones_group_in_a_dated_selection_asked_in_the_past_tense_is_the_eligibility(bot: Any) -> None:
    for said, eligible in (("sou preta e fiz a prova da Caixa, edital de 2023. Tinha cota?", True),
                           ("Sou pardo, concurso do Banco do Brasil (sociedade de economia mista) de 2022, tinha reserva pra mim?", True),
                           ("sou parda e prestei os Correios em 2024, havia cota pra mim?", True),
                           ("minha irmã é preta, concurso do BNDES de 2023, tinha cota pra ela?", True),
                           ("sou quilombola, concurso da Petrobras de 2021, tinha cota pra mim?", False)):
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert (ans.calculation["eligible"], ans.calculation["regime"]) == (eligible, "lei-12990-2014"), said


def test_neighbours_a_dated_editals_reserve_with_no_ones_group_stays_its_regime(bot: Any) -> None:
    for said in ("um edital de 2012 tinha reserva pra negros?", "o concurso do INSS de 2013 tinha cota?"):
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)
    ans, = chat(bot, "sou preta, concurso do IBGE de 2023, tinha cota? qual artigo diz isso?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- which nomination is the optant's turn

def test_an_optant_asking_which_nomination_is_their_turn_is_the_order(bot: Any) -> None:
    for said, n in (("fui aprovado como cotista num concurso de 10 vagas, em qual nomeação chega a minha vez?", 10),
                    ("sou cotista, concurso de 12 vagas, em que chamada eu entro? na 4ª?", 12),
                    ("passei pela reserva como cotista, são 8 vagas, qual convocação vai ser a minha vez?", 8)):
        want = _order(n)
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert (ans.calculation["quota_positions"], ans.calculation["reserved"]) == (want.quota_positions, want.reserved), said


def test_neighbours_an_optant_asking_whether_they_are_called_is_their_place(bot: Any) -> None:
    for said in ("sou cotista, o concurso tem 10 vagas, vou ser chamado?", "sou cotista num concurso de 6 vagas, em que posição eu fico?"):
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "position"), (said, ans.headline)
    ans, = chat(bot, "sou cotista, 2º na lista de cotas e 15º geral, 10 vagas, em que nomeação eu entro?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline


# --------------------------------------------------------------------------- the people supposed called

def test_the_people_supposed_called_with_the_reserves_vaga_asked_are_the_orders_vagas(bot: Any) -> None:
    for said, n in (("se nomearem 5 pessoas, qual delas é da cota?", 5),
                    ("se convocarem 6 pessoas, qual é a vaga do cotista?", 6),
                    ("se chamarem 4, qual desses vai pra reserva?", 4),
                    ("se chamarem 3 pessoas, em que vez entra o cotista?", 3)):
        want = _order(n)
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert (ans.calculation["vacancies"], ans.calculation["quota_positions"]) == (n, want.quota_positions), said


def test_neighbours_cotistas_supposed_called_stay_a_rule(bot: Any) -> None:
    ans, = chat(bot, "se chamarem 5 cotistas, o que acontece?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- the thread's body named by its kind

def test_an_eligibility_pointing_at_the_threads_body_by_its_kind_carries_the_vagas(bot: Any) -> None:
    for first, said, n in (("concurso de uma fundação com 50 vagas, quantas reservadas?", "indígena pode concorrer nessa fundação?", 50),
                           ("autarquia federal abrindo concurso de 20 vagas, qual a reserva?", "e quilombola, pode se inscrever nessa autarquia?", 20),
                           ("concurso da Caixa com 40 vagas, quantas de cota?", "sou parda, posso concorrer nessa empresa?", 40)):
        want = calculator.reserve(calculator.ReserveInput(vacancies=n)).reserved
        _, ans = chat(bot, first, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is True and ans.calculation["reserved"] == want, said
        assert "vacancies" in carried_chips(ans) and "rank" not in carried_chips(ans), said


def test_neighbours_a_law_question_of_the_threads_body_stays_the_law(bot: Any) -> None:
    for first, said in (("concurso do IBAMA com 30 vagas, quantas de cota?", "quem faz a heteroidentificação nessa autarquia?"),
                        ("concurso da Caixa com 40 vagas, quantas de cota?", "essa empresa é obrigada a reservar?")):
        _, ans = chat(bot, first, said)
        assert ans.route == "retrieval", (said, ans.headline)


# --------------------------------------------------------------------------- the reserve doubted for few vagas

def test_the_reserve_doubted_for_the_threads_few_vagas_is_their_count_not_the_place(bot: Any) -> None:
    for said in ("mas com tão poucas vagas tem reserva mesmo?", "com um número tão pequeno de vagas existe cota?",
                 "pera, com tão poucas vagas existe reserva?"):
        _, ans = chat(bot, "fiquei em 2º na lista de cotas e 20º geral, são 4 vagas", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == \
            (4, calculator.reserve(calculator.ReserveInput(vacancies=4)).reserved), said
        assert carried_chips(ans) == ["vacancies"], said


def test_neighbours_ones_place_doubted_stays_the_place_and_the_rule_stays_the_law(bot: Any) -> None:
    for said in ("com tão poucas vagas eu entro?", "e eu entro mesmo?"):
        _, ans = chat(bot, "fiquei em 2º na lista de cotas e 20º geral, são 4 vagas", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
    ans, = chat(bot, "com poucas vagas existe cota?")
    assert ans.route == "retrieval", ans.headline


def test_after_the_doubt_other_vagas_are_the_place_again(bot: Any) -> None:
    for said in ("e se fossem só 2 vagas?", "e com duas vagas?"):
        *_, ans = chat(bot, "fiquei em 1º na lista de cotas e 30º geral, são 3 vagas", "com tão poucas vagas tem cota mesmo?", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        assert "rank" in carried_chips(ans), said


def test_neighbours_a_count_asked_after_the_place_runs_again_on_other_vagas(bot: Any) -> None:
    *_, ans = chat(bot, "fiquei em 1º na lista de cotas e 30º geral, são 3 vagas", "e quantas são reservadas?", "e se fossem 2 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    _, ans = chat(bot, "minha filha é cotista, ficou em 3º na lista de reserva, são 20 vagas, ela vai ser chamada?",
                  "em que nomeação ela entra?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
