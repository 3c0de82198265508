"""Round 55 (lo55a): follow-ups after a law answer, and a pasted table's declared reserve.

- after a law answer on the reserve's reach (Lei 15.142 art. 1º, caput, I or II; Lei 12.990 art. 1º), a short
  follow-up naming a selection art. 1º does not reach (remoção/redistribuição, promoção/progressão, cargo em comissão or
  função de confiança, estágio) is that law's "Não" with its reason from the calculator (art. 1º, I and II: only
  concursos for cargos efetivos/empregos públicos and PSS) before art. 1º's text, never a refusal nor the earlier
  answer again (`reach_followup`); a selection named outright follows any answer of the two laws but the career rule
  (art. 9º);
- a group the reserve is not for, named so after such an answer (amarelos, mulheres, brancos, LGBT, baixa renda), is
  the "Não" saying whom the reserve is for (art. 1º, caput; art. 2º), in the thread's law;
- the estágio is a kind of selection of the calculator's eligibility (Lei 11.788/2008: no cargo nor emprego);
- not changed: a group the law reserves for ("e os quilombolas?"), the classification in the career ("na promoção a
  classificação conta?"), one's wife ("e minha mulher?"), a follow-up after an unrelated law answer, and the same
  questions asked standalone;
- a table with each cargo's declared reserve written in its row ("Agente 20 vagas (6 reservadas)", "Perito 9 vagas,
  sendo 3 para cotas", a pipe row with a labelled "3 cotas" cell and bare cells after it, a header naming a "Cotas" /
  "Reservadas" column) is checked cargo by cargo by the calculator ("confere" / "não confere", the law's figure and
  rule) with the edital's total beside it; a table without declared reserves, a PcD column and one cargo's prose stay
  as they were.
"""
from __future__ import annotations

from typing import Any

import pytest

import calculator
from assistant.extraction import extract
from assistant.extraction.pasted_rows import unpaste_rows
from assistant.routing_eval import _intent_of
from calculator.eligibility import OUTSIDE_LABEL, EligibilityInput
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE

NEW_ART1_I = f"{URN_BASE[NEW_LAW]}!art1_inc1"

# --------------------------------------------------------------------------- 1. follow-ups after a law answer

REACH_OPENERS = (
    "a reserva racial vale nos concursos de professor das universidades federais?",
    "a lei nova se aplica aos concursos das empresas públicas federais?",
)
SELECTIONS = {
    "e no caso de remoção de servidor?": "movimentacao",
    "e na redistribuição, vale?": "movimentacao",
    "e numa promoção na carreira?": "interno",
    "e pra progressão funcional?": "interno",
    "e cargo comissionado, tem?": "comissao",
    "e função de confiança?": "comissao",
    "e quem vai ser estagiário, tem cota?": "estagio",
    "e pra vaga de estágio no órgão?": "estagio",
}
GROUPS = {
    "e as pessoas amarelas?": "pessoas amarelas",
    "e pras mulheres, tem?": "mulheres",
    "e os brancos de baixa renda?": "pessoas brancas",
    "e pessoas trans?": "LGBTQIA+",
}


def _reason(process: str, law: str, today: Any) -> str:
    """The calculator's own reason for a selection outside art. 1º, in the thread's law."""
    edital = "2025-01-10" if law == OLD_LAW else str(today)
    res = calculator.eligibility(EligibilityInput(group="negra", entity="direta", process=process, about="law",
                                                  edital_date=edital, today=today))
    assert not res.eligible
    return res.reasons[0]


@pytest.mark.parametrize("opener", REACH_OPENERS)
@pytest.mark.parametrize("said", sorted(SELECTIONS))
def test_selection_outside_art1_after_a_reach_answer(bot: Any, opener: str, said: str) -> None:
    first, ans = chat(bot, opener, said)
    assert first.route == "retrieval" and first.citations[0].urn.startswith(f"{URN_BASE[NEW_LAW]}!art1")
    assert ans.route == "retrieval", ans.headline
    assert ans.headline.startswith("**Não**"), ans.headline
    reason = _reason(SELECTIONS[said], NEW_LAW, bot._today())
    assert reason[1:] in ans.headline and OUTSIDE_LABEL[SELECTIONS[said]] in ans.headline
    assert ans.citations[0].urn.startswith(f"{URN_BASE[NEW_LAW]}!art1")


@pytest.mark.parametrize("said", sorted(GROUPS))
def test_group_outside_the_reserve_after_a_reach_answer(bot: Any, said: str) -> None:
    _, ans = chat(bot, REACH_OPENERS[0], said)
    assert ans.route == "retrieval" and ans.headline.startswith("**Não**"), ans.headline
    assert "pessoas pretas e pardas, indígenas e quilombolas" in ans.headline and "art. 2º" in ans.headline
    assert GROUPS[said] in ans.headline
    assert ans.citations[0].urn == f"{URN_BASE[NEW_LAW]}!art1_cpt"


def test_a_chain_of_follow_ups_under_the_old_law(bot: Any) -> None:
    answers = chat(bot, "a lei 12.990 reservava vaga em concurso de sociedade de economia mista?",
                   "e na remoção do servidor?", "e as mulheres?", "e se for estágio?")
    assert [a.route for a in answers] == ["retrieval"] * 4
    moved, women, intern = answers[1:]
    assert moved.headline.startswith("**Não**") and _reason("movimentacao", OLD_LAW, bot._today())[1:] in moved.headline
    assert women.headline.startswith("**Não**") and "candidatos negros" in women.headline and "Lei nº 12.990/2014" in women.headline
    assert intern.headline.startswith("**Não**") and "Lei nº 11.788/2008" in intern.headline
    assert all(a.citations[0].urn.startswith(f"{URN_BASE[OLD_LAW]}!art1") for a in answers[1:])


def test_selection_named_after_another_law_answer(bot: Any) -> None:
    # (a selection named outright follows any answer of the two laws: the heteroidentificação answered, then a remoção)
    _, ans = chat(bot, "quem faz a verificação da autodeclaração dos pardos?", "e nos casos de redistribuição?")
    assert ans.route == "retrieval" and ans.headline.startswith("**Não**"), ans.headline
    assert OUTSIDE_LABEL["movimentacao"] in ans.headline


NOT_CHANGED = (
    "e os quilombolas?",  # a group the law reserves for
    "e na promoção a classificação de cotista conta?",  # the career rule, art. 9º, § 2º
    "e minha mulher?",  # a person of the asker's, not women as a group
)


@pytest.mark.parametrize("said", NOT_CHANGED)
def test_follow_ups_that_ask_something_else(bot: Any, said: str) -> None:
    # (the thread's reach answered for a selection first, so this fails before the change; then the other question)
    _, moved, ans = chat(bot, REACH_OPENERS[0], "e pra remoção, tem?", said)
    assert moved.headline.startswith("**Não**"), moved.headline
    assert not ans.headline.startswith("**Não**: a reserva não se aplica"), ans.headline
    assert "reservam vagas para" not in ans.headline


def test_reach_asked_reads_the_thread() -> None:
    from assistant.reach_followup import ReachAsked, reach_asked

    art1 = {"route": "retrieval", "cited": [NEW_ART1_I]}
    career = {"route": "retrieval", "cited": [f"{URN_BASE[NEW_LAW]}!art9_par2"]}
    board = {"route": "retrieval", "cited": [f"{URN_BASE[NEW_LAW]}!art3_cpt"]}
    assert reach_asked(extract("e para remoção?"), art1) == ReachAsked(kind="selection", process="movimentacao")
    assert reach_asked(extract("e na promoção?"), art1) == ReachAsked(kind="selection", process="interno")
    assert reach_asked(extract("e para remoção?"), career) is None  # (the classification in that move, art. 9º)
    assert reach_asked(extract("e na promoção?"), board) is None
    assert reach_asked(extract("e pros amarelos?"), board) is None
    assert reach_asked(extract("e pros amarelos?"), {"intent": "reserve", "vacancies": 10}) is None
    assert reach_asked(extract("e remoção com 12 vagas?"), art1) is None  # (a figure: another question)
    assert reach_asked(extract("e o estágio probatório?"), art1) is None  # (the servidor's, no internship)


def test_internship_is_a_selection_outside_the_law() -> None:
    res = calculator.eligibility(EligibilityInput(group="parda", entity="autarquia", process="estagio"))
    assert not res.eligible and res.reserve_applies is not True
    assert any("11.788/2008" in r for r in res.reasons)
    urns = [b.urn for b in res.legal_basis]
    assert f"{URN_BASE[NEW_LAW]}!art1_inc1" in urns and f"{URN_BASE[NEW_LAW]}!art1_inc2" in urns


def test_standalone_questions_keep_their_answers(bot: Any) -> None:
    # (the same selection as a follow-up to a reach answer gets its "Não", so this fails before the change)
    _, followed = chat(bot, REACH_OPENERS[1], "e estagiário, entra?")
    assert followed.headline.startswith("**Não**") and OUTSIDE_LABEL["estagio"] in followed.headline
    (moved,) = chat(bot, "a remoção de servidor tem reserva de vagas?")
    assert (moved.route, _intent_of(moved)) == ("calculator", "eligibility")
    (intern,) = chat(bot, "estagiário em órgão federal tem reserva pela lei de cotas?")
    assert intern.route == "retrieval"


# --------------------------------------------------------------------------- 2. a table's declared reserve

DECLARED = {
    # said: (vagas, declared, edital date)
    "ficou desse jeito no edital: Motorista 20 vagas (5 reservadas), Vigia 4 vagas (1 reservada). bate?":
        ([20, 4], [5, 1], None),
    "Perito 9 vagas, sendo 3 para cotas; Escrivão 15 vagas, sendo 4 para cotas. confere?": ([9, 15], [3, 4], None),
    "Engenheiro | 12 vagas | 4 cotas\nArquiteto | 7 | 2\nedital de setembro de 2025, as cotas estão certas?":
        ([12, 7], [4, 2], "2025-09"),
    "cargo | vagas | cotas\nBiólogo | 11 | 2\nQuímico | 6 | 1\nedital de 10/02/2025. está correto?": ([11, 6], [2, 1], "2025-02-10"),
    "Cargo;Vagas;Reservadas\nContador;16;5\nEconomista;3;1\nconferem?": ([16, 3], [5, 1], None),
}


@pytest.mark.parametrize("said", sorted(DECLARED))
def test_declared_reserve_in_the_rows_is_read(said: str) -> None:
    ex = extract(said)
    vagas, declared, _ = DECLARED[said]
    assert [c.vacancies for c in ex.cargos] == vagas
    assert [n for _, n in ex.declared_reserved] == declared


@pytest.mark.parametrize("said", sorted(DECLARED))
def test_declared_reserve_is_checked_per_cargo(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    vagas, declared, when = DECLARED[said]
    edital_date = ans.calculation.get("edital_date") or (when if when and len(when) == 10 else None)
    expected = calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"c{i}", "vacancies": n, "declared_reserved": d} for i, (n, d) in enumerate(zip(vagas, declared))],
        edital_date=edital_date, today=bot._today()))
    got = ans.calculation["cargos"]
    assert [c["declared_reserved"] for c in got] == declared
    assert [c["matches"] for c in got] == [c.matches for c in expected.cargos]
    for c, e in zip(got, expected.cargos):
        assert f"{c['name']}: o edital declara {e.declared_reserved}, a lei dá {e.reserved}" in ans.headline
    lead = "**Confere**" if all(c.matches for c in expected.cargos) else "**Não confere**"
    assert ans.headline.startswith(lead), ans.headline
    # the edital's total beside the law's: the sum per cargo and the percentage on the totality of its vagas
    assert f"declarado {sum(declared)}; a soma por cargo dá {expected.reserved_total}" in ans.headline
    assert str(expected.reserved_on_total) in ans.headline.split("No total do edital")[1]


def test_old_law_table_is_checked_at_20_percent(bot: Any) -> None:
    (ans,) = chat(bot, "cargo | vagas | cotas\nBiólogo | 11 | 2\nQuímico | 6 | 1\nedital de 10/02/2025. está correto?")
    assert ans.calculation["regime"] == OLD_LAW
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [2, 1]  # 20% of 11 = 2,2; of 6 = 1,2
    assert ans.headline.startswith("**Confere**")


UNDECLARED = (
    "Engenheiro | 12\nArquiteto | 7\nquantas de cota em cada?",
    "Cargo | Vagas | PcD\nFarmacêutico | 10 | 1\nNutricionista | 5 | 1\nreserva racial?",
    "Analista 12 vagas e Técnico 5 vagas, 2 reservadas pcd. quantas cotas raciais?",
    "concurso com 20 vagas e 6 reservadas, tá certo?",
)


@pytest.mark.parametrize("said", UNDECLARED)
def test_tables_without_a_declared_reserve_are_unchanged(said: str) -> None:
    # (the same table with its reserve cells is read, so this fails before the change)
    assert [n for _, n in extract("Engenheiro | 12 | 4 cotas\nArquiteto | 7 | 2\nok?").declared_reserved] == [4, 2]
    assert extract(said).declared_reserved == []
    assert "reservadas)" not in unpaste_rows(said)


def test_table_without_declared_reserve_keeps_its_answer(bot: Any) -> None:
    (declared,) = chat(bot, "Engenheiro | 12 | 4 cotas\nArquiteto | 7 | 2\nestá certo?")
    assert declared.headline.startswith("**Confere**"), declared.headline  # (fails before the change)
    (ans,) = chat(bot, UNDECLARED[0])
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital")
    assert "confere" not in ans.headline.lower()
    assert all(c["declared_reserved"] is None for c in ans.calculation["cargos"])
