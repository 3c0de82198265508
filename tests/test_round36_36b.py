"""Round 36 (36b): long sessions of one person (an HR desk building an edital step by step, a candidate comparing two
concursos), by family.

- a count after a partitive ("quantas dessas 18 vão pra PcD?") is the whole the PcD part is asked of, not a PcD count;
- the PcD list joined to the order asked of the thread ("agora a ordem, já com a vaga PcD junto", "a sequência, com a
  PcD incluída"), an acknowledgement before it ("show.") or the desk speaking for itself ("a gente quer saber em que
  posições...") is still a fragment over the thread's vagas, after a count or after a law answer;
- a fixed figure with the redo naming its operation ("são 21, não 18. refaz a reserva?") is that operation, and the desk
  told of a change ("mudou: agora são 15") corrects the earlier question;
- "a ordem de convocação dos aprovados" is the order of nomination by another name;
- "estou em dois concursos" counts selections one is in, never a place;
- the date an edital is due, told with its vagas ("um segundo concurso, com edital previsto pra março de 2027, mesmas
  30 vagas?"), is a case to count, not the news of a concurso;
- "e quem define quantas vão para indígenas e quantas para quilombolas?" after a law answer is the law's text;
- "e reserva para PcD em processo seletivo simplificado, existe?" after a count asks the decree's reach;
- "vamos incluir um cargo de motorista com 2 vagas" adds a row to the earlier table ("um" arrives as the digit).
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.rules import _params
from tests.assistant_support import chat

TODAY = date(2026, 12, 5)


def _order(vagas: int, **kw: object) -> calculator.OrderResult:
    """The calculator's own order: the expected figures of a test, never written by hand."""
    return calculator.order(calculator.OrderInput(vacancies=vagas, today=TODAY, **kw))


def _reserved(vagas: int, edital_date: str | None = None) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vagas, edital_date=edital_date, today=TODAY)).reserved


def _carried(ans) -> set[str]:
    return {p for a in ans.assumptions if a.from_context for p in a.params}


# ------------------------------------------------------------------------------ 1. "dessas 18" is the whole
def test_the_pcd_part_asked_of_the_threads_vagas_is_no_pcd_count(bot) -> None:
    _, ans = chat(bot, "Vamos ter 18 vagas de analista. Quantas ficam reservadas pras cotas raciais?",
                  "Beleza. E quantas dessas 18 vão pra PcD?")
    want = _order(18, pcd_percentage="5%")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve"), ans.headline
    assert (ans.calculation["reserved"], ans.calculation["pcd"]) == (want.reserved, want.pcd)
    assert "vacancies" in _carried(ans)


@pytest.mark.parametrize("question, pcd, vacancies", [
    ("2 dessas 18 vão pra PcD", 2, None),  # a count before the partitive is the part
    ("concurso de 40 vagas, 2 delas para PcD", 2, 40),
    ("das 10 vagas, 1 para pcd", 1, 10),
    ("quero as posições das 3 vagas de PcD num concurso de 30 vagas", 3, 30),  # "das" the article, nothing asked
])
def test_a_pcd_count_told_of_the_vagas_is_unchanged(question: str, pcd: int, vacancies: int | None) -> None:
    p = _params(extract(question, TODAY))
    assert p.get("pcd") == pcd and p.get("vacancies") == vacancies, p


# ------------------------------------------------------------------------------ 2. the order with the PcD list joined
def test_the_order_with_the_pcd_list_joined_after_a_count(bot) -> None:
    _, ans = chat(bot, "Olá, vamos lançar concurso com 50 vagas. Reserva racial e PcD, por favor.",
                  "Qual seria a sequência de nomeações, com a PcD incluída?")
    want = _order(50, pcd_percentage="5%")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), ans.headline
    assert ans.calculation["quota_positions"] == want.quota_positions
    assert ans.calculation["pcd_positions"] == want.pcd_positions and "vacancies" in _carried(ans)


def test_the_order_with_the_pcd_list_joined_after_a_law_answer(bot) -> None:
    *_, ans = chat(bot, "Vamos ter 18 vagas de analista. Quantas ficam reservadas pras cotas raciais?",
                   "Tem número mínimo de vagas pra ter reserva racial, ou qualquer concurso tem?",
                   "Show. Agora me mostra a ordem de nomeação, já com a vaga PcD junto")
    want = _order(18, pcd_percentage="5%")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), ans.headline
    assert (ans.calculation["quota_positions"], ans.calculation["pcd_positions"]) == (want.quota_positions,
                                                                                      want.pcd_positions)


def test_the_desk_asking_the_places_of_the_cotistas_is_the_order(bot) -> None:
    _, ans = chat(bot, "Estamos fechando o quadro do concurso da fundação: 12 vagas de técnico. Quanto fica de reserva?",
                  "A gente também quer saber em que posições da lista de nomeação entram os cotistas")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), ans.headline
    assert ans.calculation["quota_positions"] == _order(12).quota_positions


@pytest.mark.parametrize("question", ["E a ordem de nomeação?", "Agora me mostra a ordem de nomeação"])
def test_the_bare_order_after_a_count_is_unchanged(bot, question: str) -> None:
    _, ans = chat(bot, "Estamos fechando o quadro do concurso: 12 vagas de técnico. Quanto fica de reserva racial?",
                  question)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    assert ans.calculation["quota_positions"] == _order(12).quota_positions and not ans.calculation["pcd_positions"]


# ------------------------------------------------------------------------------ 3. corrections
def test_a_fixed_count_with_the_redo_naming_the_reserve(bot) -> None:
    # A guard: "me passaram errado" is now a correction (which keeps the earlier operation), so the redo naming the
    # reserve must still pick the reserve after an order.
    _, ans = chat(bot, "Ordem de nomeação para 18 vagas, por favor",
                  "Ops, me passaram errado: são 21 vagas, não 18. Refaz a reserva?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["reserved"] == _reserved(21)


def test_a_fixed_count_with_a_bare_redo_keeps_the_operation(bot) -> None:
    _, ans = chat(bot, "Ordem de nomeação para 12 vagas, por favor", "ops, eram 14 e não 12. refaz por favor")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order")
    assert ans.calculation["quota_positions"] == _order(14).quota_positions


def test_the_desk_told_of_a_change_corrects_the_order(bot) -> None:
    *_, ans = chat(bot, "Preciso da ordem de nomeação de 11 vagas", "Com 1 vaga PcD",
                   "Mudou: agora são 15 vagas, o PcD continua 1")
    want = _order(15, pcd=1)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), ans.headline
    assert (ans.calculation["quota_positions"], ans.calculation["pcd_positions"]) == (want.quota_positions,
                                                                                      want.pcd_positions)


# ------------------------------------------------------------------------------ 4. "ordem de convocação"
@pytest.mark.parametrize("question", ["Oi! Preciso calcular a ordem de convocação dos aprovados",
                                      "qual a ordem de convocação dos aprovados?"])
def test_the_order_of_convocation_is_the_order_of_nomination(bot, question: str) -> None:
    (ans,) = chat(bot, question)
    assert (ans.route, ans.context.get("intent")) == ("clarify", "order"), ans.headline


def test_the_day_of_the_convocation_stays_out(bot) -> None:
    (ans,) = chat(bot, "quando sai a convocação dos aprovados?")
    assert ans.route == "out_of_scope"


# ------------------------------------------------------------------------------ 5. "estou em dois concursos"
def test_selections_one_is_in_are_no_place(bot) -> None:
    (ans,) = chat(bot, "Estou em dois concursos ao mesmo tempo. O do TRF tem 7 vagas. Como é a ordem de nomeação lá?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), ans.headline
    assert ans.calculation["quota_positions"] == _order(7).quota_positions


@pytest.mark.parametrize("question, rank", [("estou em 2º, são 10 vagas, entro?", 2), ("tô em 12, passei?", 12)])
def test_a_place_told_with_estou_em_is_unchanged(question: str, rank: int) -> None:
    assert _params(extract(question, TODAY)).get("rank") == rank


# ------------------------------------------------------------------------------ 6. an edital due, told with its vagas
def test_an_edital_due_told_with_its_vagas_is_counted(bot) -> None:
    _, ans = chat(bot, "Tenho um concurso cujo edital saiu em 15/02/2025 com 30 vagas. Quantas reservas?",
                  "E um segundo concurso nosso, com edital previsto pra março de 2027, mesmas 30 vagas?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["reserved"] == _reserved(30, "2027-03-01")
    assert ans.calculation["regime"] == "lei-15142-2025"


@pytest.mark.parametrize("question", ["o concurso do INSS está previsto pra março de 2027?",
                                      "o edital previsto pra 2027 terá quantas vagas?"])
def test_the_news_of_a_concurso_stays_out(bot, question: str) -> None:
    (ans,) = chat(bot, question)
    assert ans.route == "out_of_scope", ans.headline


# ------------------------------------------------------------------------------ 7. law questions inside the thread
def test_who_sets_the_groups_share_after_a_law_answer_is_the_law(bot) -> None:
    *_, ans = chat(bot, "Concurso com 52 vagas, quantas reservadas?",
                   "A lei nova tem prazo de vigência como a antiga tinha?",
                   "E quem define quantas vagas vão para indígenas e quantas para quilombolas?")
    assert ans.route == "retrieval", ans.headline
    assert ans.citations and ans.citations[0].label.endswith("art. 1º, § 1º"), [c.label for c in ans.citations]


@pytest.mark.parametrize("question", ["Obrigado. E reserva para PcD em processo seletivo simplificado, existe?",
                                      "E tem reserva PcD em PSS?"])
def test_whether_a_pcd_reserve_exists_in_a_pss_is_the_decree(bot, question: str) -> None:
    _, ans = chat(bot, "E quantas reservadas se forem só 2 vagas?", question)
    assert ans.route == "retrieval", ans.headline
    assert ans.citations and "9.508" in ans.citations[0].label, [c.label for c in ans.citations]


def test_pcd_vagas_told_after_a_count_still_compute(bot) -> None:
    _, ans = chat(bot, "concurso com 20 vagas, quantas reservadas?", "e com 2 vagas pcd?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert ans.calculation["pcd"] == 2


# ------------------------------------------------------------------------------ 8. a cargo added to the table
def test_a_cargo_added_with_um_joins_the_table(bot) -> None:
    _, ans = chat(bot, "Montando o edital: cargo de analista com 10 vagas e técnico com 6. Quantas reservadas por cargo?",
                  "Vamos incluir um cargo de motorista com 2 vagas também")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "edital"), ans.headline
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [_reserved(10), _reserved(6), _reserved(2)]
