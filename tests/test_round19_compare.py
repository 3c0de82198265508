"""Round 19: the two laws compared for one count, dated follow-ups that recalculate, the regime of a dated edital.

Labels checked against the law: Lei 15.142 art. 1º (30%), art. 5º caput and § 2º (minimum 2, rounding), art. 11
and art. 14 (editais from 04/06/2025); Lei 12.990 art. 1º §§ 1º-2º (20%, minimum 3) and art. 6º (in force from its
DOU publication, 10/06/2014; not for editais published before)."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

import calculator
from assistant.api import ApiSettings, create_app
from assistant.core import get_assistant
from assistant.models import Answer, LawFigure
from tests.assistant_support import chat
from ui.chat import comparison_table, plain_text

NEW, OLD = "lei-15142-2025", "lei-12990-2014"


@pytest.fixture(scope="module")
def bot():
    return get_assistant()


def _talk(bot, *turns: str) -> list[Answer]:
    return chat(bot, *turns)


def _carried(a: Answer) -> set[str]:
    return {x.key for x in a.assumptions if x.from_context}


def _reserved(n: int, law: str) -> int:
    """The calculator's own figure for n vagas under one law (a date that law rules)."""
    return calculator.reserve({"vacancies": n, "edital_date": "2025-08-01" if law == NEW else "2020-03-02"}).reserved


def test_comparison_with_a_count_gives_both_laws_figures(bot):
    """With the vagas given, comparing the laws asks for the figures: the current law's is the calculation, the old
    law's sits beside it in the typed `comparison`, each with its own basis."""
    a = bot.ask("compare a lei nova com a antiga para um edital de 11 vagas")
    assert a.route == "calculator" and a.calculation and a.calculation["operation"] == "reserve"
    assert (a.calculation["reserved"], a.calculation["regime"]) == (_reserved(11, NEW), NEW) == (3, NEW)
    assert [(f.law_id, f.reserved, f.current) for f in a.comparison] == [(NEW, 3, True), (OLD, _reserved(11, OLD), False)]
    assert a.comparison[1].reserved == 2 and a.comparison[1].percentage == 20
    assert "Lei nº 15.142/2025, art. 5º, caput" in a.comparison[0].basis
    assert "Lei nº 12.990/2014, art. 1º, § 1º" in a.comparison[1].basis
    assert "**3** de 11" in a.headline and "**2** de 11" in a.headline
    assert {c.urn.split("!")[0] for c in a.citations} >= {"urn:lex:br:federal:lei:2025-06-03;15142",
                                                         "urn:lex:br:federal:lei:2014-06-09;12990"}


def test_comparison_below_the_old_minimum(bot):
    """Two vagas: the new law reserves 1 (minimum 2, art. 5º), the old one none (minimum 3, art. 1º, § 1º)."""
    a = bot.ask("diferença entre a lei de 2014 e a de 2025 num concurso com 2 vagas, na prática")
    assert a.route == "calculator"
    assert [(f.law_id, f.reserved) for f in a.comparison] == [(NEW, 1), (OLD, 0)]


def test_comparison_without_a_count_stays_law_text(bot):
    """No vagas: what differs between the laws is their text (art. 1º of each), never a calculation."""
    a = bot.ask("quais as diferenças entre a lei antiga de cotas e a lei nova?")
    assert a.route == "retrieval" and not a.comparison


def test_dated_followup_after_a_comparison_recalculates(bot):
    """After the comparison, the old law with a year of its own is that law's count for the same vagas."""
    first, then = _talk(bot, "compare a lei nova com a antiga para um edital de 11 vagas",
                        "e pela antiga mesmo, edital de 2021?")
    assert then.route == "calculator" and then.calculation["regime"] == OLD
    assert then.calculation["reserved"] == 2 and "vacancies" in _carried(then) and not then.comparison


@pytest.mark.parametrize("question, regime", [
    ("o edital saiu em 20/05/2014; a lei de cotas já valia?", None),
    ("edital de 12/06/2014: a reserva racial já existia?", OLD),
    ("um edital de 02/02/2012 deveria ter tido reserva para negros?", None),
])
def test_whether_a_law_already_applied_to_a_dated_edital_is_its_regime(bot, question, regime):
    """Lei 12.990 art. 6º: in force from its publication (10/06/2014), not for editais published before."""
    a = bot.ask(question)
    assert a.route == "calculator" and a.calculation["operation"] == "regime"
    assert a.calculation["regime"] == regime


def test_counterfactual_date_after_a_law_answer_recalculates(bot):
    """"Caso o edital tivesse saído em ...": the earlier count on that date, even with a law answer in between."""
    *_, a = _talk(bot, "edital com 12 vagas, quantas ficam para cotistas?",
                  "quem confere a autodeclaração dos candidatos?",
                  "Caso o edital tivesse saído em março de 2025, como ficaria?")
    assert a.route == "calculator" and a.calculation["regime"] == OLD
    assert a.calculation["reserved"] == _reserved(12, OLD) == 2 and "vacancies" in _carried(a)


def test_law_supposed_with_change_asked_recalculates(bot):
    """"e considerando a lei antiga, muda?" after a law answer: the earlier case under that law, not the law text."""
    *_, a = _talk(bot, "num concurso de 16 vagas quantas são de cota?",
                  "a heteroidentificação é feita por quem?",
                  "e considerando a lei antiga, muda?")
    assert a.route == "calculator" and a.calculation["regime"] == OLD
    assert a.calculation["reserved"] == _reserved(16, OLD) and "vacancies" in _carried(a)


def _figures() -> list[LawFigure]:
    return [LawFigure(law_id=NEW, law="Lei nº 15.142/2025", vacancies=9, reserved=3, percentage=30, current=True,
                      applies_to="editais a partir de 04/06/2025", basis=["Lei nº 15.142/2025, art. 5º, caput"]),
            LawFigure(law_id=OLD, law="Lei nº 12.990/2014", vacancies=9, reserved=2, percentage=20,
                      applies_to="editais até 03/06/2025", basis=["Lei nº 12.990/2014, art. 1º, § 2º"])]


def test_page_renders_the_comparison_as_a_table():
    """The page shows the typed field as a two-row table; the copy button's text lists both figures."""
    a = Answer(answer="x", route="calculator", headline="h", comparison=_figures())
    table = comparison_table(a)
    assert table.count("\n") == 3 and "3 de 9" in table and "2 de 9" in table and "(vigente)" in table
    assert "Lei nº 12.990/2014: 2 de 9 vagas reservadas (20%)" in plain_text(a)
    assert comparison_table(Answer(answer="x", route="calculator", headline="h")) == ""


def test_api_returns_the_comparison_field():
    """/v1/ask serializes `Answer.comparison` as it is (typed, not in Markdown only)."""
    class Fake:
        def ask(self, question, history):
            return Answer(answer="x", route="calculator", headline="h", comparison=_figures())

    app = create_app(ApiSettings(preload=False, rate_limit=""), assistant_factory=Fake)
    with TestClient(app) as c:
        body = c.post("/v1/ask", json={"question": "lei nova x antiga pra 9 vagas"}).json()
    assert [(f["law_id"], f["reserved"], f["current"]) for f in body["comparison"]] == [(NEW, 3, True), (OLD, 2, False)]


def test_back_to_the_real_edital_drops_the_supposed_date(bot):
    """After "e se o edital fosse de março de 2025?", "voltando ao edital original, ..." is the real (undated) case:
    the supposed date is not carried back, so the current law's order comes out."""
    *_, supposed, back = _talk(bot, "concurso com 20 vagas, quantas de cota?",
                               "e se o edital fosse de março de 2025?",
                               "voltando ao edital original, qual a ordem de convocação dos cotistas?")
    assert supposed.calculation["regime"] == OLD
    assert back.route == "calculator" and back.calculation["operation"] == "order"
    assert back.calculation["regime"] == NEW and back.calculation["reserved"] == _reserved(20, NEW) == 6
    assert "vacancies" in _carried(back)
