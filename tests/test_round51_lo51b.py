"""Round 51 (lo51b): review leftovers (note35), code shape and consistency.

- the side of 04/06/2025 answering a date question the asker raised ("não sei se foi antes da lei", then "acho que foi
  antes") or the assistant's clarify ("Em que data o edital foi publicado?", then "antes") is that side's law (Lei
  15.142, art. 11: before it, Lei 12.990), with the vagas the thread told; never refused (`router._side_of_doubt`);
- the PcD ceiling asked of the decree ("qual artigo do decreto 9508 fala dos 20%?") says the decree sets no 20% and
  where it comes from (Lei 8.112, outside the base), citing only the decree's floor (`pcd_ceiling`);
- `ask` reads the day once: every extraction of one question resolves a relative date on that day;
- rates in the calculator's sentences come from its constants (`calculator.fmt.percent`);
- `asked_again` / `back_again` share one wording; the position's status is the intent's (`intents.position`).
"""
from __future__ import annotations

import io
import pathlib
import re
import tokenize
from datetime import date, timedelta
from typing import Any

import pytest

import calculator
from assistant.message_cases import asked_again, back_again
from assistant.routing_eval import _intent_of
from calculator.pcd import MIN_PERCENTAGE, PCD_CAP
from calculator.reserve import fmt_decimal
from tests.assistant_support import chat, urns_of

# the decree's floor and Lei 8.112's ceiling as the calculator counts them
MIN_TXT, CAP_TXT = f"{fmt_decimal(MIN_PERCENTAGE * 100)}%", f"{fmt_decimal(PCD_CAP * 100)}%"

DECREE_FLOOR = "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par1"
OLD, NEW = "lei-12990-2014", "lei-15142-2025"


def _reserved(vagas: int, law: str) -> int:
    """The calculator's own count under that law (the day before or the day of 04/06/2025)."""
    day = "2025-06-03" if law == OLD else "2025-06-04"
    return calculator.reserve(calculator.ReserveInput(vacancies=vagas, edital_date=day)).reserved


# --------------------------------------------------------------------------- the side answered (item 3)

def test_the_side_answering_ones_own_doubt_is_that_sides_law(bot: Any) -> None:
    for doubt, side, law, vagas in (
            ("não sei se foi antes da lei", "antes", OLD, None),
            ("nao sei se meu edital saiu antes ou depois da lei nova", "antes da nova", OLD, None),
            ("tenho 10 vagas, não sei se o edital foi antes da lei nova", "acho que foi antes", OLD, 10),
            ("não sei se o edital foi publicado antes ou depois da nova lei, são 20 vagas", "foi depois", NEW, 20),
            ("será que o concurso foi antes da lei 15.142? são 12 vagas", "depois", NEW, 12),
            ("a gente não lembra se o edital saiu antes da 15.142, 15 vagas", "foi antes, acho", OLD, 15)):
        first, ans = chat(bot, doubt, side)
        assert first.route == "retrieval", (doubt, first.headline)
        assert ans.route == "calculator", (doubt, side, ans.headline)
        assert ans.calculation["regime"] == law, (doubt, side)
        if vagas is None:
            assert _intent_of(ans) == "regime", (doubt, side)
        else:
            assert _intent_of(ans) == "reserve", (doubt, side)
            assert ans.calculation["reserved"] == _reserved(vagas, law), (doubt, side)


def test_the_side_answering_the_assistants_date_question_is_that_sides_law(bot: Any) -> None:
    for asked, side, law in (("qual lei de cotas vale pro meu edital?", "antes", OLD),
                             ("qual lei vale pro meu concurso? 15 vagas", "foi antes", OLD),
                             ("qual lei de cotas se aplica ao nosso edital?", "depois da lei nova", NEW)):
        first, ans = chat(bot, asked, side)
        assert (first.route, first.context.get("pending")) == ("clarify", "edital_date"), (asked, first.headline)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (asked, side, ans.headline)
        assert ans.calculation["regime"] == law, (asked, side)


def test_neighbours_the_side_of_another_boundary_and_side_words_without_a_doubt(bot: Any) -> None:
    # the month straddling 04/06/2025 asked: "antes" is that side of its boundary (round 34), unchanged
    _, ans = chat(bot, "meu edital foi em junho de 2025, 10 vagas, quantas reservadas?", "antes")
    assert (ans.route, ans.calculation["regime"], ans.calculation["reserved"]) == ("calculator", OLD, _reserved(10, OLD))
    # a law answer with no doubt of the side: "antes" is no answer to anything asked
    _, ans = chat(bot, "o que diz o art. 11 da lei 15.142?", "antes")
    assert ans.route != "calculator", ans.headline
    # a question of its own after the doubt stays that question
    _, ans = chat(bot, "não sei se foi antes da lei", "e antes da lei quem fazia a heteroidentificação?")
    assert ans.route != "calculator" or _intent_of(ans) != "regime", ans.headline


# --------------------------------------------------------------------------- the PcD ceiling (item 6)

def test_the_pcd_ceiling_asked_of_the_decree_says_where_it_comes_from(bot: Any) -> None:
    for said in ("qual artigo do decreto 9508 fala dos 20%?", "onde o decreto fala do limite de 20%?",
                 "qual artigo do 9.508 diz o máximo de pcd?", "em que parágrafo o decreto 9.508 põe o teto de 20% pcd?",
                 "o decreto da pcd limita a reserva em vinte por cento?"):
        [ans] = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert urns_of(ans) == [DECREE_FLOOR], (said, urns_of(ans))
        assert "não fixa" in ans.headline and "Lei nº 8.112/1990, art. 5º, § 2º" in ans.headline, (said, ans.headline)
        assert "fora desta base" in ans.headline, said
        assert f"no mínimo {MIN_TXT}" in ans.headline and CAP_TXT in ans.headline, said


def test_neighbours_the_decree_floor_and_the_racial_20_percent(bot: Any) -> None:
    [ans] = chat(bot, "onde o decreto fala dos 5%?")  # the floor asked: its own paragraph, as before
    assert urns_of(ans)[0] == DECREE_FLOOR and "8.112" not in ans.headline, ans.headline
    [ans] = chat(bot, "a lei 12.990 fala dos 20%?")  # the racial 20%: the laws, never the PcD ceiling
    assert "8.112" not in ans.answer and not urns_of(ans)[0].startswith("urn:lex:br:federal:decreto"), ans.headline
    [ans] = chat(bot, "concurso com 30 vagas, quantas ficam pra pcd?")  # a count: the calculator's
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline


# --------------------------------------------------------------------------- one day per question (item 5)

def test_every_reading_of_one_question_is_on_the_same_day(monkeypatch: pytest.MonkeyPatch) -> None:
    """`ask` reads `today` once: a clock that moves between two reads would resolve "ano passado" on two days."""
    import assistant.core as core
    import assistant.router as router
    from assistant.core import Assistant

    days: list[Any] = []
    real = core.extract

    def recording(text: str, today: Any = None) -> Any:
        days.append(today)
        return real(text, today)

    calls = iter(range(1000))
    for module in (core, router):  # the opening checks' reading and the planner's
        monkeypatch.setattr(module, "extract", recording)
    bot = Assistant(today=lambda: date(2026, 12, 31) + timedelta(days=next(calls)), classifier=False)
    for said in ("edital do ano passado com 10 vagas, quantas reservadas?", "sou parda e pcd, posso nas duas?"):
        days.clear()
        bot.ask(said, [])
        assert days and None not in days and len(set(days)) == 1, (said, days)


def test_a_relative_date_resolves_on_the_fixed_day() -> None:
    """Neighbour: "ano passado" on a fixed day is that day's last year (2024 -> Lei 12.990; 2025 in 2026: mixed)."""
    from assistant.core import Assistant

    bot = Assistant(today=lambda: date(2025, 3, 1), classifier=False)
    [ans] = chat(bot, "edital do ano passado com 10 vagas, quantas reservadas?")
    assert (ans.calculation["regime"], ans.calculation["reserved"]) == (OLD, _reserved(10, OLD))


# --------------------------------------------------------------------------- rates from constants (item 4)

_RATE_LITERAL = re.compile(r"(?<![\d,.])(?:5|20|30)\s?%|\b(?:cinco|vinte|trinta) por cento")
# input examples and validation messages ("ex.: 5%", "use um percentual como 5%"): no rate stated
_INPUT_EXAMPLES = {"bench.py", "cli.py", "models.py", "table.py"}


def _rate_literals(path: pathlib.Path) -> list[str]:
    out = []
    for t in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
        s = t.string
        if t.type == tokenize.STRING and not s.lstrip("rbfuRBFU").startswith(('"""', "'''")) \
                and not s.startswith(("r", "R")) and _RATE_LITERAL.search(s):
            out.append(f"{path.name}:{t.start[0]}: {s[:80]}")
    return out


def test_the_calculators_sentences_take_rates_from_its_constants() -> None:
    here = pathlib.Path(calculator.__file__).parent
    found = [x for p in sorted(here.glob("*.py")) if p.name not in _INPUT_EXAMPLES for x in _rate_literals(p)]
    assert found == []


def test_the_assistants_sentences_take_rates_from_the_calculator() -> None:
    """Neighbour: the assistant's writers already did (rounds 49–50); only the API's input examples name one."""
    import assistant

    here = pathlib.Path(assistant.__file__).parent
    found = [x for p in sorted(here.rglob("*.py")) if "api" not in p.parts and "eval" not in p.parts
             for x in _rate_literals(p)]
    assert found == []


def test_the_rates_said_are_the_rates_counted() -> None:
    from calculator.pcd import CAP_RATE, MIN_RATE

    assert (MIN_RATE, CAP_RATE) == (MIN_TXT, CAP_TXT) == ("5%", "20%") and (MIN_PERCENTAGE, PCD_CAP) == (calculator.pcd.Fraction(1, 20),
                                                                                  calculator.pcd.Fraction(1, 5))
    steps, _ = calculator.pcd.pcd_explanation(3, None, MIN_PERCENTAGE)
    assert any(f"no mínimo {MIN_RATE}" in s for s in steps) and any(f"limite de {CAP_RATE}" in s for s in steps)
    r = calculator.reserve(calculator.ReserveInput(vacancies=30, edital_date="2025-07-01", pcd_percentage="5%"))
    assert r.pcd_rate == MIN_RATE


# --------------------------------------------------------------------------- shapes kept (items 1, 2)

def test_a_case_named_alone_or_pointed_back_asks_the_threads_question() -> None:
    """`asked_again` and `back_again` word the thread's question once (pinned as before)."""
    assert asked_again("e no meu?", "reserve") == "e nesse concurso, quantas vagas são reservadas?"
    assert asked_again("e o de 9?", "order") == "e nesse concurso, qual a ordem de nomeação?"
    assert asked_again("e no da UFBA?", None) == "e nesse concurso?"
    assert asked_again("e no meu, quantas pra pcd?", "reserve") == "e no meu, quantas pra pcd?"
    assert back_again("volta pro primeiro edital", "regime") == "e nesse concurso, qual lei de cotas vale?"
    assert back_again("voltando ao primeiro", None) == "voltando ao primeiro"
    assert back_again("e aquele de abril?", "eligibility") == "e nesse concurso, pode concorrer na reserva?"
    assert back_again("e no meu?", "edital") == "e nesse concurso, quantas reservadas por cargo?"
    assert back_again("volta pro primeiro, e com 30 vagas?", "reserve") == "volta pro primeiro, e com 30 vagas?"


def test_the_position_status_is_the_intents() -> None:
    from assistant.intents import INTENTS
    from assistant.intents.position import inside_ampla

    today = date(2026, 12, 7)
    inside = INTENTS["position"].build({"vacancies": 40, "general_rank": 5}, today)
    outside = INTENTS["position"].build({"vacancies": 30, "general_rank": 60}, today)
    assert (inside_ampla(inside), inside_ampla(outside)) == (True, False)
    assert inside_ampla(INTENTS["reserve"].build({"vacancies": 30}, today)) is None  # no position


def test_neighbours_a_pcd_share_supposed_or_counted_is_no_ceiling_asked() -> None:
    from assistant.extraction import extract
    from assistant.pcd_ceiling import pcd_ceiling_asked

    today = date(2026, 12, 7)
    for said in ("e se aplicarmos 20% para PcD?", "e se fosse 20% pra pcd?", "com 40 vagas e 20% pcd, quantas?",
                 "e no máximo, quantas vagas pcd?", "quantas pcd no máximo o decreto permite?",
                 "qual o limite de vagas pra ter cota pcd?", "o limite de 20% vale pra cota racial?",
                 "qual o limite de idade pra pcd?", "há limite no tempo extra de prova do candidato pcd?"):
        assert not pcd_ceiling_asked(extract(said, today)), said
    assert pcd_ceiling_asked(extract("o decreto 9.508 fala em 20%?", today))
