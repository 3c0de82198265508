"""Round 53 (f68c): hypotheticals about the candidate's own option, and "which nominations are the quota's"
(declassified held-out set 67).

- after a position turn (a place and vagas, no option), a supposed option for the reserve in any of its wordings
  ("tivesse me declarado cotista", "tivesse feito a opção pela reserva", "marcado a opção de cotista nessas N
  vagas", "fosse da cota") redoes that *position* with `optant` true (`context._HYPOTHETICAL_OPTANT`,
  `context.option_supposed`): the place and the vagas carried, never the reserve's count (a "cotista" beside the
  thread's vagas) nor the law's text (art. 5º, § 3º); a count asked with it ("quantas seriam de cota?") stays a count;
- the mirror, the option denied by the verb alone ("e se eu não tivesse optado?", "e sem optar?",
  `context._BARE_OPTION`), redoes it with `optant` false;
- neighbours keep their route: "o que muda se eu me declarar cotista?" with no place in the thread and "posso virar
  cotista depois da inscrição?" after a place are the law's; "e se eu fosse o 9º?" replaces the place and "e se
  fossem 20?" the vagas;
- a place in the reserve list told beside the question of which nominations go to the reserve ("quais chamadas
  ficam pros cotistas?", "em que ordem chamam os cotistas?", "como funciona a alternância?",
  `intents.order.quota_calls_asked`) is the *order* (Lei 15.142, art. 9º), its quota positions computed; one's own
  call asked ("em que posição eu sou chamado?", "tô dentro?", "em qual nomeação ela entra?") stays the position.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract, fold
from assistant.intents.order import quota_calls_asked
from assistant.router import plan
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat

# Own first turns: a place in the general list, no option, and the vagas.
OPENERS = {
    "tirei 8º na classificação geral, concurso com 12 vagas, não me inscrevi nas cotas. entro?": (8, 12),
    "fiquei na 11ª posição da ampla, sem cota, o edital tem 14 vagas, dá pra entrar?": (11, 14),
}

OPTED = (
    "e se eu tivesse me declarado cotista?",
    "e se eu tivesse feito a opção pela reserva?",
    "e se eu tivesse me autodeclarado cotista?",
    "e se eu fosse da cota?",
)

DENIED = ("e se eu não tivesse optado?", "e sem optar?", "e se eu não tivesse me declarado cotista?")


def _position(rank: int, vagas: int, optant: bool) -> calculator.PositionResult:
    """The calculator's own position: the expected figures, never written by hand."""
    return calculator.position(calculator.PositionInput(general_rank=rank, vacancies=vagas, optant=optant))


def _assert_position(ans: Any, rank: int, vagas: int, optant: bool, said: str) -> None:
    want = _position(rank, vagas, optant)
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
    assert ans.context.get("optant", False) is optant, said
    assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), said
    assert ans.calculation["appointment"] == want.appointment, said
    assert set(carried_keys_of(ans)) >= {"rank", "vacancies"}, (said, carried_keys_of(ans))


# --------------------------------------------------------------------------- the option supposed after a place

def test_the_option_supposed_redoes_the_position_as_an_optant(bot: Any) -> None:
    for opener, (rank, vagas) in OPENERS.items():
        for said in OPTED:
            _, ans = chat(bot, opener, said)
            _assert_position(ans, rank, vagas, True, said)
    # neighbours that keep their route: the law's, with no place or not a supposition; a new place or vagas alone
    (alone,) = chat(bot, "o que muda se eu me declarar cotista?")
    assert alone.route == "retrieval"
    opener = next(iter(OPENERS))
    _, later = chat(bot, opener, "posso virar cotista depois da inscrição?")
    assert later.route == "retrieval"
    _, place = chat(bot, opener, "e se eu fosse o 9º?")
    assert (place.context.get("vacancies"), place.context.get("general_rank"), place.context.get("optant")) == (12, 9, None)
    _, vagas = chat(bot, opener, "e se fossem 20?")
    assert (vagas.context.get("vacancies"), vagas.context.get("general_rank")) == (20, 8)


def test_the_option_with_the_thread_vagas_restated_is_no_reserve_count(bot: Any) -> None:
    # the vagas written again ("nessas 9 vagas") with "cotista" read as a reserve count before (h67-c07)
    for said in ("e se eu tivesse marcado a opção de cotista nessas nove vagas?",
                 "e se eu tivesse optado pela reserva com essas mesmas 9 vagas?"):
        _, _, ans = chat(bot, "fiquei em 4º na geral, não sou cotista, 15 vagas. tô dentro?", "e com 9 vagas?", said)
        _assert_position(ans, 4, 9, True, said)


def test_the_option_denied_redoes_the_position_without_it(bot: Any) -> None:
    opener = "fiquei na 11ª posição da ampla, sem cota, o edital tem 14 vagas, dá pra entrar?"
    for said in DENIED:
        _, _, ans = chat(bot, opener, "e se eu tivesse me declarado cotista?", said)
        _assert_position(ans, 11, 14, False, said)


def test_a_count_asked_with_the_option_stays_a_count() -> None:
    prev = {"intent": "position", "vacancies": 15, "general_rank": 12}
    p = plan("e se eu tivesse optado pela cota, quantas vagas seriam de cota?", prev)
    assert (p.route, p.intent) == ("calculator", "reserve")
    p = plan("e se eu tivesse me declarado cotista?", prev)
    assert (p.route, p.intent, p.params.get("optant")) == ("calculator", "position", True)


# --------------------------------------------------------------------------- which nominations are the quota's

ORDER_ASKED = {
    "sou o 4º da lista de cotistas, concurso com 20 vagas: em que ordem chamam os cotistas?": 20,
    "passei em 2º nas cotas, 18 vagas, quais chamadas ficam pros cotistas?": 18,
    "fiquei em 3º entre os negros e são 12 vagas, como funciona a alternância?": 12,
    "estou em 6º na lista reservada de um certame de 30 vagas; que nomeações vão para a reserva?": 30,
}

OWN_CALL = (
    "passei em 2º nas cotas, 18 vagas, em que posição eu sou chamado?",
    "fiquei em 6 na lista de cotas, 20 vagas, tô dentro?",
    "minha colega ficou em 3º na lista de cotistas, 10 vagas, em qual nomeação ela entra?",
)


def test_the_quota_calls_asked_beside_a_place_are_the_order(bot: Any) -> None:
    for said, vagas in ORDER_ASKED.items():
        assert quota_calls_asked(fold(said)) and extract(said).vacancies == vagas, said
        (ans,) = chat(bot, said)
        want = calculator.order(calculator.OrderInput(vacancies=vagas))
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert ans.calculation["quota_positions"] == want.quota_positions, said
        assert ans.calculation["reserved"] == want.reserved, said
    # one's own call asked beside the place stays the position
    for said in OWN_CALL:
        assert not quota_calls_asked(fold(said)), said
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
