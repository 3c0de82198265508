"""Round 49 (lo49a): one vocabulary for the body's kind, the estatal PcD in position/result, the laws' constants.

- the body kinds are one list (`vocabulary.entities.Entity`): the calculator's eligibility validates with it, either
  spelling ("empresa-publica", "empresa_publica", "Empresa Pública") still read, at the API too;
- position and result build their nomination order from their own inputs through one place (`calculator.order.order_of`):
  an empresa pública / sociedade de economia mista (`pcd_estatal`) and the PcD percentage reach them as they reach
  `order` (a percentage parsed twice had been read as a hundredth of itself);
- a sentence stating the laws' in-force date or rates takes them from the calculator (no "04/06/2025", "20%", "30%"
  written in the assistant's strings);
- `Assistant.ask` reads a thread's first message once.
"""
from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, get_args

import pytest
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from assistant import core
from assistant.api import ApiSettings, create_app
from calculator import CalculatorError, OrderInput, PositionInput, ResultInput
from calculator.eligibility import ENTITY_LABEL, Entity
from calculator.regime import NEW_LAW_START, fmt_date
from calculator.reserve import PERCENTAGE
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW
from vocabulary.entities import ENTITY_KINDS

DAY = "2025-09-15"  # Lei 15.142

# --------------------------------------------------------------------------- 1. one list of body kinds


def test_the_calculator_validates_the_vocabularys_body_kinds() -> None:
    assert get_args(Entity) == ENTITY_KINDS
    assert set(ENTITY_LABEL) == set(ENTITY_KINDS)


@pytest.fixture(scope="module")
def client() -> Any:
    app = create_app(ApiSettings(preload=False, rate_limit=""))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


@pytest.mark.parametrize("spellings", [
    ("empresa-publica", "empresa_publica", "Empresa Pública", "empresa publica"),
    ("sociedade-economia-mista", "sociedade_economia_mista", "Sociedade Economia Mista"),
    ("fundacao", "Fundação"),
])
def test_the_api_reads_either_spelling_of_a_body(client: Any, spellings: tuple[str, ...]) -> None:
    bodies = []
    for spelling in spellings:
        r = client.post("/v1/calculator/eligibility", json={"group": "quilombola", "entity": spelling,
                                                           "process": "concurso", "edital_date": DAY, "vacancies": 12})
        assert r.status_code == 200, (spelling, r.text)
        bodies.append(r.json())
    assert all(b == bodies[0] for b in bodies)


def test_an_unknown_body_is_refused_naming_the_kinds_in_the_one_spelling(client: Any) -> None:
    r = client.post("/v1/calculator/eligibility", json={"group": "parda", "entity": "cartorio", "process": "concurso"})
    assert r.status_code == 422, r.text
    assert "empresa_publica" in r.text and "empresa-publica" not in r.text, r.text


def test_neighbour_a_pss_of_an_estatal_is_still_not_covered() -> None:
    for spelling in ("empresa-publica", "sociedade_economia_mista"):
        res = calculator.eligibility({"group": "parda", "entity": spelling, "process": "pss", "edital_date": DAY})
        assert not res.eligible, spelling


# --------------------------------------------------------------------------- 2. position/result use the order's inputs

_RATE = st.one_of(st.none(), st.integers(min_value=1, max_value=40).map(lambda p: f"{p}%"))


@settings(max_examples=150, deadline=None)
@given(n=st.integers(min_value=1, max_value=150), g=st.integers(min_value=1, max_value=150), rate=_RATE,
       estatal=st.booleans(), tie=st.sampled_from(["pcd_first", "quota_first"]))
def test_a_places_appointment_is_the_orders_open_slot(n: int, g: int, rate: str | None, estatal: bool,
                                                       tie: str) -> None:
    kw: dict[str, Any] = {"vacancies": n, "edital_date": DAY, "pcd_percentage": rate, "pcd_estatal": estatal,
                          "tie_break": tie}
    o = calculator.order(OrderInput(**kw))
    p = calculator.position(PositionInput(general_rank=g, **kw))
    opens = [i + 1 for i, slot in enumerate(o.order) if slot == "open"]
    if g <= len(opens):
        assert (p.status, p.appointment) == ("inside", opens[g - 1])
    else:
        assert p.appointment is None and p.status != "inside"


@settings(max_examples=150, deadline=None)
@given(n=st.integers(min_value=2, max_value=150), r=st.integers(min_value=1, max_value=60),
       count=st.integers(min_value=0, max_value=60), estatal=st.booleans())
def test_an_optants_appointment_is_the_orders_quota_slot(n: int, r: int, count: int, estatal: bool) -> None:
    kw: dict[str, Any] = {"vacancies": n, "edital_date": DAY, "pcd": count, "pcd_estatal": estatal}
    try:
        o = calculator.order(OrderInput(**kw))
    except CalculatorError:
        with pytest.raises(CalculatorError):
            calculator.position(PositionInput(general_rank=n + r, reserve_rank=r, optants_in_open=0, **kw))
        return
    p = calculator.position(PositionInput(general_rank=n + r, reserve_rank=r, optants_in_open=0, **kw))
    if r <= o.reserved:
        assert p.appointment == o.quota_positions[r - 1]
    else:
        assert p.appointment is None


@settings(max_examples=80, deadline=None)
@given(n=st.integers(min_value=1, max_value=40), rate=_RATE, estatal=st.booleans(), people=st.integers(1, 60))
def test_the_results_order_is_the_order(n: int, rate: str | None, estatal: bool, people: int) -> None:
    kw: dict[str, Any] = {"vacancies": n, "edital_date": DAY, "pcd_percentage": rate, "pcd_estatal": estatal}
    o = calculator.order(OrderInput(**kw))
    cands = [{"id": f"c{i}", "rank": i, "quota": i % 3 == 0, "pcd": i % 7 == 0} for i in range(1, people + 1)]
    res = calculator.result(ResultInput(candidates=cands, **kw))
    assert (res.order, res.pcd, res.reserved) == (o.order, o.pcd, o.reserved)


def test_a_position_with_a_pcd_rate_counts_the_orders_pcd_vagas() -> None:
    # 40 vagas at 5%: 2 PcD vagas (ceil of 2), as the order says, never 1
    for n, rate in ((40, "5%"), (60, "5%"), (50, "10%")):
        o = calculator.order({"vacancies": n, "edital_date": DAY, "pcd_percentage": rate})
        p = calculator.position({"vacancies": n, "edital_date": DAY, "pcd_percentage": rate, "general_rank": 1})
        assert p.open == n - o.reserved - o.pcd and f"Vagas PcD = {o.pcd} " in " ".join(p.explanation), (n, rate)


_ESTATAL_PLACES = [
    ("Concurso de empresa pública com 20 vagas, 25% delas para PcD. Fiquei em 10º na ampla concorrência, estou dentro?",),
    ("sociedade de economia mista, edital com 20 vagas e 25% para pessoas com deficiência: passei em 10º na lista geral "
     "sem cota, entro?",),
    ("empresa pública federal, 20 vagas, 25% pcd, qual a ordem de nomeação?", "e se eu ficar em 10º na ampla?"),
]


@pytest.mark.parametrize("turns", _ESTATAL_PLACES)
def test_an_estatals_place_is_read_in_the_estatals_order(bot: Any, turns: tuple[str, ...]) -> None:
    a = chat(bot, *turns)[-1]
    calc = a.calculation or {}
    assert calc.get("operation") == "position", (a.route, a.headline)
    # 20 vagas, 6 reserved, 25% PcD: an estatal has 5 PcD vagas (no 20% cap), so 9 of ampla: the 10th depends
    assert calc["status"] == "depends" and calc["appointment"] is None, a.headline


@pytest.mark.parametrize("turns", [
    ("Concurso de autarquia federal com 20 vagas, 25% delas para PcD. Fiquei em 10º na ampla concorrência, estou "
     "dentro?",),
    ("autarquia federal, 20 vagas, 25% pcd, qual a ordem de nomeação?", "e se eu ficar em 10º na ampla?"),
])
def test_another_bodys_place_keeps_the_20_percent_cap_and_its_rate(bot: Any, turns: tuple[str, ...]) -> None:
    a = chat(bot, *turns)[-1]
    calc = a.calculation or {}
    order = calculator.order({"vacancies": 20, "pcd_percentage": "25%"})
    opens = [i + 1 for i, slot in enumerate(order.order) if slot == "open"]
    assert calc.get("operation") == "position" and calc["status"] == "inside", a.headline
    assert calc["appointment"] == opens[9], a.headline


# --------------------------------------------------------------------------- 3. the laws' constants

_RULE_FIGURE = ("04/06/2025", "03/06/2025", "10/06/2014", "2025-06-04", "20%", "30%", "20 %", "30 %")


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def test_no_sentence_of_the_assistant_writes_the_laws_date_or_rate() -> None:
    written = []
    for path in sorted(Path("assistant").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs \
                    and any(figure in node.value for figure in _RULE_FIGURE):
                written.append(f"{path}:{node.lineno}")
    assert not written, written


def test_neighbour_the_sentences_still_say_the_same_date_and_rates() -> None:
    from assistant import writer
    from assistant.intents.law import several_reserves_old_law_headline
    from assistant.problems import _LAW_SHORT

    start, new, old = fmt_date(NEW_LAW_START), f"{PERCENTAGE[NEW_LAW]}%", f"{PERCENTAGE[OLD_LAW]}%"
    assert (start, new, old) == ("04/06/2025", "30%", "20%")
    for racial in (["parda"], ["indigena"], []):
        said = several_reserves_old_law_headline(racial)
        assert f"publicados antes de {start}" in said and f"reserva {old} das vagas" in said, said
    assert f"({new})" in writer.SCOPE and f"({old}, para editais publicados antes de {start})" in writer.SCOPE
    assert f"publicado antes de {start}" in writer.OLD_EDITAL_NOTE
    assert "até 03/06/2025" in " ".join(_LAW_SHORT.values()) and f"a partir de {start}" in " ".join(_LAW_SHORT.values())


# --------------------------------------------------------------------------- 4. the first message read once

def _counting(monkeypatch: Any) -> list[str]:
    seen: list[str] = []
    real = core.extract

    def counted(text: str, today: Any = None) -> Any:
        seen.append(text)
        return real(text, today)

    monkeypatch.setattr(core, "extract", counted)
    return seen


@pytest.mark.parametrize("question", [
    "o que diz o art. 3º da lei 15.142?",
    "qual o texto do parágrafo único do art. 2º da Lei 12.990?",
    "a lei fala algo sobre comissão de heteroidentificação?",
])
def test_a_first_message_is_read_once_by_ask(bot: Any, monkeypatch: Any, question: str) -> None:
    seen = _counting(monkeypatch)
    a = bot.ask(question, [])
    assert a.route == "retrieval", a.route
    assert len(seen) == 1, seen


@pytest.mark.parametrize("question", ["sou negro e trabalho no INSS", "sou parda e sou servidora do IBGE", "sou indígena, trabalho na Funai"])
def test_neighbour_a_statement_still_asks_what_is_wanted(bot: Any, question: str) -> None:
    a = bot.ask(question, [])
    assert a.route == "clarify" and a.answer.startswith(core.STATEMENT_PROMPT[:30]), a.answer


def test_neighbour_a_follow_up_is_not_read_as_an_opening(bot: Any, monkeypatch: Any) -> None:
    first = chat(bot, "concurso com 10 vagas, quantas são da cota?")
    from assistant.models import Turn

    seen = _counting(monkeypatch)
    a = bot.ask("e com 20?", [Turn(role="user", content="concurso com 10 vagas, quantas são da cota?"),
                              Turn(role="assistant", content=first[0].answer, answer=first[0])])
    assert a.calculation and a.calculation.get("reserved") == calculator.reserve({"vacancies": 20}).reserved
    assert len(seen) <= 1, seen  # (no opening checks: at most the planner's own helpers)
