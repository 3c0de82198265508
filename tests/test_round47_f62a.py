"""Round 47 (f62a): the quota supposed in a position thread, and other vagas supposed in an eligibility thread
(declassified held-out set 61).

- after one's general place, the option for the quota supposed with a place in "its" list ("e se eu tivesse optado pela
  cota e fosse o 3º na lista dela?", "se fosse cotista e ficasse em 4º lá?") keeps the general place (carried) and adds
  the reserve one; the calculator says which list calls first. Denying the option again ("e sem a cota?") drops it;
- after the person's eligibility, other vagas supposed and whether a reserve (or their way into it) follows asked ("e se
  abrirem mais uma, ficando 2 vagas, aí passa a ter reserva?") is that eligibility on those vagas, its reserve count
  said, the group, body and selection named as carried; a count asked ("quantas seriam reservadas?") stays a count.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

# --------------------------------------------------------------------------- the quota supposed, its list pointed at


def test_a_place_in_the_quotas_list_pointed_back_is_the_reserve_rank() -> None:
    for said, place in (("e se eu tivesse optado pela cota e ficasse em 2º na lista dela?", 2),
                        ("e se eu fosse cotista e ficasse em 4º na lista dela?", 4),
                        ("se eu tivesse escolhido a cota e ficasse em 5º lá?", 5),
                        ("e se eu tivesse concorrido pelas cotas, ficando em 3º na lista delas?", 3),
                        ("e se eu tivesse concorrido pela reserva e na lista dela eu fosse o 2º?", 2),
                        ("se tivesse me inscrito como cotista e ficado em 6º nessa lista?", 6)):
        ex = extract(said)
        assert (ex.reserve_rank, ex.general_rank) == (place, None), said
        assert ex.optant, said


def test_neighbours_a_list_not_of_the_quota_or_no_list_pointed_stay() -> None:
    assert extract("e se eu tivesse concorrido pela ampla e ficasse em 3º nela?").reserve_rank is None
    assert extract("a reserva é de 3 vagas e eu fiquei em 2º lugar").reserve_rank is None
    assert extract("e se eu fosse o 4º?").reserve_rank is None
    # the ways already read stay
    assert extract("se eu fosse cotista e ficasse em 2º nas cotas").reserve_rank == 2
    assert extract("e na lista de cotas eu seria o 3º").reserve_rank == 3
    assert extract("e se eu tivesse me inscrito na reserva, ficando 5º entre os cotistas").reserve_rank == 5


def _position(vacancies: int, general: int, reserve: int | None, pcd: int | None = None) -> Any:
    return calculator.position(calculator.PositionInput(vacancies=vacancies, pcd=pcd, general_rank=general,
                                                        reserve_rank=reserve, optant=reserve is not None))


def _chip_params(ans: Any) -> dict[str, bool]:
    return {p: a.from_context for a in ans.assumptions for p in a.params}


def test_the_quota_supposed_keeps_the_general_place_and_adds_the_reserve_one(bot: Any) -> None:
    for first, later, vacancies, general, reserve, pcd in (
            ("concurso com 19 vagas sendo 1 pcd, passei em 12 na ampla. entro?",
             "e se eu tivesse optado pela cota e ficasse em 2º na lista dela?", 19, 12, 2, 1),
            ("concurso com 12 vagas, passei em 11º na ampla, sou chamado?",
             "e se eu fosse cotista e ficasse em 3º na lista dela?", 12, 11, 3, None),
            ("10 vagas, fiquei em 9º na geral. entro?", "se eu tivesse concorrido pela reserva e ficasse em 2º lá?",
             10, 9, 2, None)):
        _, ans = chat(bot, first, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (later, ans.headline)
        chips = _chip_params(ans)
        assert chips.get("general_rank") is True and chips.get("reserve_rank") is False, (later, chips)
        assert "rank" in carried_chips(ans) and "vacancies" in carried_chips(ans), later
        assert f"{general}º lugar na lista geral" in ans.headline, (later, ans.headline)  # the carried place named
        want = _position(vacancies, general, reserve, pcd)
        got = ans.calculation
        assert (got["status"], got["list"], got.get("appointment")) == (want.status, want.list, want.appointment), later


def test_the_option_denied_again_drops_the_reserve_place(bot: Any) -> None:
    first, supposed = "concurso com 12 vagas, passei em 11º na ampla, sou chamado?", \
        "e se eu fosse cotista e ficasse em 3º na lista dela?"
    for said in ("e se eu não fosse cotista?", "e sem a cota?", "e sem usar a cota, entro?",
                 "e se eu não tivesse optado pela cota?"):
        _, _, ans = chat(bot, first, supposed, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        assert "reserve_rank" not in _chip_params(ans), said
        want = _position(12, 11, None)
        assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), said


# --------------------------------------------------------------------------- other vagas in an eligibility thread

ELIGIBILITY = (("sou quilombola, concurso do IBAMA (autarquia) com 1 vaga. posso usar a reserva?", 1),
               ("sou parda, concurso de fundação federal com 2 vagas, posso usar a cota?", 2))


def test_other_vagas_and_whether_a_reserve_follows_stay_the_eligibility(bot: Any) -> None:
    for first, before in ELIGIBILITY:
        for said, vacancies in (("e se fossem 4 vagas, eu entraria na cota?", 4),
                                ("e com mais uma vaga, já teria reserva pra mim?", before + 1),
                                ("e se abrirem mais duas, ficando com 6 vagas, passa a ter reserva?", 6),
                                ("se aumentarem pra 7 vagas muda alguma coisa pra mim?", 7),
                                ("e se o edital tivesse 3 vagas, haveria reserva?", 3)):
            _, ans = chat(bot, first, said)
            assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (first, said, ans.headline)
            assert ans.calculation["eligible"] is True, said
            want = calculator.reserve(calculator.ReserveInput(vacancies=vacancies)).reserved
            assert ans.calculation["reserved"] == want, (said, ans.calculation["reserved"], want)
            assert {"entity", "groups", "process"} <= set(carried_chips(ans)), (said, carried_chips(ans))
            assert "da pergunta anterior" in ans.headline, ans.headline


def test_neighbours_a_count_asked_after_the_eligibility_stays_a_count(bot: Any) -> None:
    first = ELIGIBILITY[0][0]
    for said in ("e se fossem 10 vagas, quantas seriam reservadas?", "e com 9 vagas, qual a reserva?",
                 "e se forem 12 vagas, qual a ordem de nomeação?"):
        _, ans = chat(bot, first, said)
        assert _intent_of(ans) in ("reserve", "order"), (said, _intent_of(ans))
    # the ways already answered as eligibility stay
    for said in ("e se fosse uma vaga só no edital?", "e caso a seleção abrisse 3 vagas, mudaria algo?"):
        _, ans = chat(bot, ELIGIBILITY[1][0], said)
        assert _intent_of(ans) == "eligibility", (said, ans.headline)


def test_the_option_denied_with_an_article_drops_the_told_reserve_place(bot: Any) -> None:
    for said in ("e sem a cota?", "e sem as cotas, passo?", "e sem a reserva, entro?"):
        _, ans = chat(bot, "fiquei 11º na geral e 3º cotista, 12 vagas. entro?", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        assert "reserve_rank" not in _chip_params(ans), said
        want = _position(12, 11, None)
        assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), said
