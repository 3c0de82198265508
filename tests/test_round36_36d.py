"""Round 36 (36d): people following a concurso after the results (issue 10), by family.

- the edital's new total after vagas were authorised or arose, told by its noun or with "agora" ("foram autorizadas
  mais 3 ... com o total de 13", "e se surgirem mais vagas e o total for 20?", "autorizaram mais 3, são 11 agora") is the
  count (Lei 15.142, art. 1º, § 2º), never the edital's first count;
- "já nomearam 7 candidatos, quando chega a vez do cotista?": the 7 were called, they are no count of vagas (the
  edital's vagas are asked for);
- someone ahead giving up ("se alguém na minha frente desistir, muda algo?") is art. 7º, § 3º;
- approved in the ampla and through the reserve at once, with no figure, is art. 7º (classified in both lists);
- "e sem a vaga PcD?" drops the thread's PcD vagas, as "e sem PcD?" does;
- "posso ser nomeado pela reserva?" with one's group is eligibility, not the group's share of the vagas.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from tests.assistant_support import carried_keys_of, chat

TODAY = date(2026, 12, 5)


def _order(vagas: int, edital_date: str | None = None, pcd: int | None = None) -> list[int]:
    """The calculator's own quota positions: never a figure written by hand."""
    return calculator.order(calculator.OrderInput(vacancies=vagas, edital_date=edital_date, pcd=pcd,
                                                  today=TODAY)).quota_positions


def _position(**kw) -> calculator.PositionResult:
    return calculator.position(calculator.PositionInput(today=TODAY, **kw))


# ------------------------------------------------------------------------------ 1. the new total of vagas
def test_the_total_after_vagas_authorised_is_the_count(bot) -> None:
    (ans,) = chat(bot, "Somos do RH de uma autarquia: o edital tinha 10 vagas e foram autorizadas mais 3 durante a "
                       "validade. Como seguimos a alternância agora com o total de 13?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), ans.headline
    assert ans.calculation["quota_positions"] == _order(13) and ans.calculation["vacancies"] == 13


@pytest.mark.parametrize("question, vagas", [
    ("o edital tinha 10 vagas e foram autorizadas mais 3. como fica a ordem?", 13),  # the passive adds
    ("foram autorizadas 12 vagas no concurso, qual a ordem de nomeação?", 12),  # no addition: the count as told
    ("tinha 10 vagas e surgiram mais 4, total 14. qual a ordem?", 14),  # neighbour, unchanged
])
def test_authorised_vagas_neighbours(bot, question: str, vagas: int) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "calculator" and ans.calculation["vacancies"] == vagas, (question, ans.headline)
    assert ans.calculation["quota_positions"] == _order(vagas)


def test_the_total_the_new_vagas_reach_in_a_follow_up(bot) -> None:
    first, ans = chat(bot, "Estou em 15º na geral e 4º na lista de cotas, com 12 vagas. Sou nomeado?",
                      "E se surgirem mais vagas e o total for 20?")
    assert first.calculation["operation"] == "position"
    assert ans.route == "calculator" and ans.calculation["operation"] == "position", ans.headline
    want = _position(general_rank=15, reserve_rank=4, vacancies=20)
    assert (ans.calculation["status"], ans.calculation["appointment"]) == (want.status, want.appointment) == ("inside", 2)
    assert "vacancies" not in carried_keys_of(ans)


def test_the_count_said_with_agora_after_it(bot) -> None:
    _, ans = chat(bot, "Temos 8 vagas num edital de 2024. Qual a ordem das nomeações dos cotistas?",
                  "Autorizaram mais 3, são 11 agora. Como continua a alternância?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 11, ans.headline
    assert ans.calculation["quota_positions"] == _order(11, "2024-03-01")
    assert ans.calculation["regime"] == "lei-12990-2014" and "vacancies" not in carried_keys_of(ans)


# ------------------------------------------------------------------------------ 2. those already called
@pytest.mark.parametrize("question", [
    "Já nomearam 7 candidatos, quando chega a vez de quem é cotista?",
    "já convocaram 5 aprovados, quando vão chamar o cotista?",
])
def test_those_called_before_the_next_turn_are_no_count_of_vagas(bot, question: str) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "clarify", (question, ans.route, ans.headline)


def test_the_appointments_made_whose_reserve_is_asked_still_compute(bot) -> None:
    (ans,) = chat(bot, "o órgão convocou 9 aprovados, quantos deveriam ser cotistas?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 9, ans.headline


def test_the_total_told_after_those_called(bot) -> None:
    _, ans = chat(bot, "Já nomearam 7 candidatos, quando chega a vez de quem é cotista?", "São 12 vagas no total.")
    assert ans.route == "calculator" and ans.calculation["quota_positions"] == _order(12), ans.headline


# ------------------------------------------------------------------------------ 3. someone ahead gives up
def test_someone_ahead_giving_up_is_the_vacated_vaga_rule(bot) -> None:
    *_, ans = chat(bot, "Qual lei vale para um edital de julho de 2025?",
                   "Com 9 vagas, sou 2º nas cotas e 12º na geral. Entro?",
                   "Se alguém na minha frente desistir, muda algo?")
    assert ans.route == "retrieval", (ans.route, ans.headline)
    assert ans.citations and ans.citations[0].label.endswith("art. 7º, § 3º"), [c.label for c in ans.citations]


@pytest.mark.parametrize("question", ["e se o cotista na minha frente desistir?", "se o 1º da cota desistir, eu subo?"])
def test_giving_up_ahead_alone(bot, question: str) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "retrieval", (question, ans.route, ans.headline)


# ------------------------------------------------------------------------------ 4. approved in both lists
def test_approved_in_the_ampla_and_the_reserve_is_the_law(bot) -> None:
    (ans,) = chat(bot, "Sou cotista e fui aprovado também na ampla. Em qual lista entro?")
    assert ans.route == "retrieval", (ans.route, ans.headline)
    assert ans.citations and "art. 7º" in ans.citations[0].label, [c.label for c in ans.citations]


def test_approved_in_both_with_a_place_and_vagas_is_still_computed(bot) -> None:
    (ans,) = chat(bot, "Fiquei em 3º na geral e fui aprovado também na ampla, com 10 vagas. Em qual nomeação entro?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "position"), ans.headline
    want = _position(general_rank=3, optant=True, vacancies=10)
    assert (ans.calculation["status"], ans.calculation["appointment"]) == (want.status, want.appointment)


# ------------------------------------------------------------------------------ 5. the PcD vagas dropped
@pytest.mark.parametrize("follow_up", ["E sem a vaga PcD?", "e sem as vagas de PcD?", "E sem PcD?"])
def test_the_pcd_vaga_dropped_with_its_article(bot, follow_up: str) -> None:
    first, ans = chat(bot, "Com 20 vagas e 1 para PcD, qual a ordem de nomeação?", follow_up)
    assert first.calculation["quota_positions"] == _order(20, pcd=1)
    assert ans.route == "calculator" and ans.calculation["quota_positions"] == _order(20), (follow_up, ans.headline)
    assert not ans.calculation["pcd_positions"]


# ------------------------------------------------------------------------------ 6. appointed through the reserve
def test_may_i_be_appointed_through_the_reserve_is_eligibility(bot) -> None:
    (ans,) = chat(bot, "Sou quilombola, aprovado no concurso de uma fundação federal com 8 vagas. Posso ser nomeado "
                       "pela reserva?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility"), ans.headline
    assert ans.calculation["eligible"] is True
    assert ans.calculation["reserved"] == calculator.reserve({"vacancies": 8, "today": TODAY}).reserved


def test_the_groups_share_asked_stays_the_reserve(bot) -> None:
    (ans,) = chat(bot, "Quantas das 8 vagas ficam para quilombolas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve"), ans.headline
