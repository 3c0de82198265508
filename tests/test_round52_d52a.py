"""Round 52 (d52a): a candidate's place under a hypothesis on the racial reserve, or with a PcD place too.

- `calculator.position` takes `reserve_left` ("not_confirmed": autodeclaração not confirmed in the
  heteroidentificação, Lei 15.142 art. 3º § 2º; "withdrawn": the reserve given up, art. 7º caput): the place is the
  ampla list's alone (property-tested against the same place as a non-optant), the rule first in `legal_basis`; without
  the general place it refuses;
- `calculator.position` takes `pcd_rank`: the PcD list's place against the order's PcD vagas (`pcd_case`, inside iff
  within them, at the order's PcD slot; Decreto 9.508 art. 1º § 1º, art. 8º § 1º), inside by it when the other lists
  leave the person outside;
- `extraction.reserve_left` reads the hypothesis said in the first person only: someone else failing or giving up, the
  concurso given up, or the rule asked in general are no hypothesis;
- the assistant: such a hypothesis beside one's places is computed on the lists left (never the reserve's "Sim"), its
  rule cited; "e se eu desistir da cota?" in a thread recomputes with the PcD place kept; a PcD place beside the racial
  ranks is answered with the decree's 5% minimum (or the percentage told), never "informe quantas vagas PcD".
"""
from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from assistant.extraction import extract
from assistant.extraction.reserve_left import reserve_left
from assistant.routing_eval import _intent_of
from calculator import CalculatorError
from calculator import legal_basis as lb
from tests.assistant_support import chat
from vocabulary import fold

NEW_DATE, OLD_DATE, TODAY = "2025-10-20", "2023-05-10", "2026-12-07"

# --------------------------------------------------------------------------- calculator: the hypothesis


@settings(max_examples=150, deadline=None)
@given(n=st.integers(1, 80), g=st.integers(1, 120), r=st.integers(1, 60),
       left=st.sampled_from(["not_confirmed", "withdrawn"]), when=st.sampled_from([NEW_DATE, OLD_DATE]))
def test_a_reserve_left_is_the_general_place_alone(n: int, g: int, r: int, left: str, when: str) -> None:
    r = min(r, g)
    base = {"vacancies": n, "general_rank": g, "edital_date": when, "today": TODAY}
    out = calculator.position({**base, "reserve_rank": r, "reserve_left": left})
    plain = calculator.position(base)  # the same place, never an optant
    assert (out.status, out.list, out.appointment, out.best, out.worst) == \
        (plain.status, plain.list, plain.appointment, plain.best, plain.worst)
    new = out.regime == "lei-15142-2025"
    rule = {("not_confirmed", True): lb.N_ART3_PAR2, ("not_confirmed", False): lb.O_ART2_PAR1U,
            ("withdrawn", True): lb.N_ART7_CPT, ("withdrawn", False): lb.O_ART3_CPT}[(left, new)]
    assert out.legal_basis[0] == rule and out.reserve_left == left


def test_a_reserve_left_without_the_general_place_is_refused() -> None:
    with pytest.raises(CalculatorError):
        calculator.position({"vacancies": 20, "reserve_rank": 3, "reserve_left": "withdrawn", "edital_date": NEW_DATE})


def test_the_reserve_left_changes_a_quota_inside_into_outside() -> None:
    base = {"vacancies": 20, "general_rank": 35, "reserve_rank": 3, "edital_date": NEW_DATE, "today": TODAY}
    assert calculator.position(base).status == "inside"
    assert calculator.position({**base, "reserve_left": "not_confirmed"}).status == "outside"


# --------------------------------------------------------------------------- calculator: the PcD place


@settings(max_examples=150, deadline=None)
@given(n=st.integers(1, 80), g=st.integers(1, 120), k=st.integers(1, 8), pct=st.sampled_from(["5%", "10%", "20%"]))
def test_the_pcd_place_is_read_against_the_order_pcd_vagas(n: int, g: int, k: int, pct: str) -> None:
    base = {"vacancies": n, "general_rank": g, "pcd_percentage": pct, "edital_date": NEW_DATE, "today": TODAY}
    out = calculator.position({**base, "pcd_rank": k})
    order = calculator.order({"vacancies": n, "pcd_percentage": pct, "edital_date": NEW_DATE, "today": TODAY})
    case = out.pcd_case
    assert case is not None and case.reserve_position == k and out.pcd == order.pcd
    assert case.inside == (k <= order.pcd)
    assert case.appointment == (order.pcd_positions[k - 1] if case.inside else None)
    assert lb.D_ART1_PAR1 in out.legal_basis
    plain = calculator.position(base)
    if plain.status != "inside" and case.inside:
        assert (out.status, out.list, out.appointment) == ("inside", "pcd", case.appointment)
    else:
        assert (out.status, out.list) == (plain.status, plain.list)


# --------------------------------------------------------------------------- extraction


NOT_CONFIRMED = ("se eu for reprovada na heteroidentificação, ainda entro?",
                 "caso a comissão me indefira, qual a minha situação?",
                 "e se minha autodeclaração não for confirmada?",
                 "se eu não passar na banca de aferição fico onde?")
WITHDRAWN = ("e se eu abrir mão da reserva?", "caso eu renuncie à cota racial, entro?",
             "quero desistir da cota, fico dentro?", "e se eu sair da lista de negros?")
NO_HYPOTHESIS = ("se o cotista à minha frente for reprovado na heteroidentificação eu subo?",
                 "e se eu desistir do concurso?", "quem é reprovado na heteroidentificação perde a vaga?",
                 "se dois cotistas desistirem da cota, eu entro?", "fiquei em 7 na lista de cotas, entro?")


def test_the_hypothesis_is_read_in_the_first_person_only() -> None:
    for said in NOT_CONFIRMED:
        assert reserve_left(fold(said)) == "not_confirmed", said
    for said in WITHDRAWN:
        assert reserve_left(fold(said)) == "withdrawn", said
    for said in NO_HYPOTHESIS:
        assert reserve_left(fold(said)) is None, said
    assert extract("passei em 40 na ampla e 2 na cota, e se eu abrir mão da reserva?").reserve_left == "withdrawn"


# --------------------------------------------------------------------------- the assistant


def _position(ans: Any) -> dict[str, Any]:
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    return ans.calculation


@pytest.mark.parametrize("said", [
    "edital de novembro de 2025 com 20 vagas: sou 33º na geral e 5º entre os cotistas; caso a banca me reprove, sou nomeado?",
    "20 vagas, edital de dezembro de 2025, tirei 36 na classificação geral e 2 na lista reservada. se minha autodeclaração "
    "não for confirmada eu fico dentro?",
])
def test_a_failed_confirmation_is_placed_on_the_ampla_list(bot: Any, said: str) -> None:
    calc = _position(chat(bot, said)[0])
    assert (calc["reserve_left"], calc["status"]) == ("not_confirmed", "outside")
    ans = chat(bot, said)[0]
    assert "art. 3º, § 2º" in ans.headline and "**Sim**" not in ans.headline
    assert lb.N_ART3_PAR2.urn in [b["urn"] for b in calc["legal_basis"]]


def test_a_failed_confirmation_inside_the_ampla_stays_inside(bot: Any) -> None:
    calc = _position(chat(bot, "edital de outubro de 2025, 30 vagas, fiquei 8º na geral e 3º na cota; se a banca me "
                               "reprovar eu ainda entro?")[0])
    assert (calc["reserve_left"], calc["status"], calc["list"]) == ("not_confirmed", "inside", "open")


@pytest.mark.parametrize("given_up", ["e se eu abrir mão da reserva racial?", "e caso eu renuncie à cota?"])
def test_giving_up_the_reserve_keeps_the_pcd_place(bot: Any, given_up: str) -> None:
    first, ans = chat(bot, "edital de janeiro de 2026 com 20 vagas, passei em 38 na geral, 3 na lista de cotas e 1 na "
                           "lista pcd, sou nomeado?", given_up)
    before, after = _position(first), _position(ans)
    assert before["pcd_case"]["reserve_position"] == 1 and "Informe quantas vagas" not in first.answer
    assert (after["reserve_left"], after["pcd_case"]["reserve_position"]) == ("withdrawn", 1)
    # outside the ampla, the one PcD vaga calls the first of that list
    assert (after["status"], after["list"], after["appointment"]) == ("inside", "pcd", after["pcd_case"]["appointment"])
    assert after["appointment"] in calculator.order({"vacancies": 20, "pcd_percentage": "5%", "edital_date": "2026-01-15",
                                                     "today": TODAY}).pcd_positions


def test_a_pcd_place_beside_the_racial_ranks_uses_the_decree_minimum(bot: Any) -> None:
    ans = chat(bot, "concurso de fevereiro de 2026, 20 vagas; fiquei em 41 na geral, 5 na lista de cotistas e 3 na pcd. "
                    "qual nomeação eu pego?")[0]
    calc = _position(ans)
    assert calc["pcd"] == 1 and calc["pcd_case"] == {"inside": False, "list": None, "appointment": None,
                                                     "reserve_position": 3}
    assert "Informe quantas vagas" not in ans.answer and "lista PcD" in ans.headline
    assert calc["appointments"] == calculator.order({"vacancies": 20, "pcd_percentage": "5%", "edital_date": "2026-02-10",
                                                     "today": TODAY}).quota_positions[:5]


def test_someone_else_failing_is_no_hypothesis_of_ones_own(bot: Any) -> None:
    _, ans = chat(bot, "edital de março de 2026, 20 vagas, fiquei 34 na geral e 7 na cota, entro?",
                  "e se um cotista na minha frente for reprovado na heteroidentificação?")
    assert (ans.calculation or {}).get("reserve_left") is None, ans.headline
    law = chat(bot, "quem não tem a autodeclaração confirmada na heteroidentificação é eliminado?")[0]
    assert law.route == "retrieval"
