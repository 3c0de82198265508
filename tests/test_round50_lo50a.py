"""Round 50 (lo50a): review leftovers in the writers (one place for texts and constants).

1. A sentence stating the decree's PcD floor takes it from `calculator.pcd.MIN_PERCENTAGE` (`intents.common.PCD_RATE`),
   never a "5%" written by hand (the PcD-alone headline, the PcD claim checked, the PcD basis of a count).
2. Both reserves asked of someone else under an edital of the old law ("minha filha é parda e tem deficiência, edital
   de 2024, pode nas duas?") speaks of that person, as the new law's answer does (`intents.law.person_can`, one rule
   for both: `core._of_another`), also in a follow-up that only changes the date; "Uma pessoa ..." is the subject,
   so she is "classificada", whoever is asked about.
3. The "não são 12" clarification and the draw-of-an-área openings are worded by the writer (`writer.figure_denied`,
   `writer.DRAW_OPENING`, `writer.plain_opening`); routing only decides (`router.Plan.denied`, `law_cues.slot_drawn`).
   The texts are pinned: identical to before.
4. The law question a follow-up continues is extracted once per question and handed on with the plan
   (`router.EarlierRead`, `Plan.earlier_read`), and the PcD reserve's reach reads the message's words once.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

import assistant.core as core
import assistant.router as router
import assistant.rules as rules
from assistant import pcd_alone, writer
from calculator.pcd import MIN_PERCENTAGE, pcd_bounds
from calculator.reserve import fmt_decimal
from tests.assistant_support import chat, urns_of
from vocabulary import NEW_LAW, OLD_LAW, PCD_DECREE, URN_BASE

OLD_ART1 = f"{URN_BASE[OLD_LAW]}!art1_cpt"
NEW_ART1 = f"{URN_BASE[NEW_LAW]}!art1_cpt"
PCD_ART1 = f"{URN_BASE[PCD_DECREE]}!art1_par1"
ROOT = Path(__file__).resolve().parents[1]
FLOOR = f"{fmt_decimal(MIN_PERCENTAGE * 100)}%"  # the calculator's own floor, formatted as the writers do

# --------------------------------------------------------------------------- 1. the PcD floor from the calculator

_RATE_WRITTEN = re.compile(r"(?<![\d,.])(?:5|20) ?%")


def _rates_written(path: Path) -> list[tuple[int, str]]:
    """String literals (docstrings aside) of a module that write the PcD floor or cap as a figure."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
            and _RATE_WRITTEN.search(n.value) and "ex.:" not in n.value]  # (an API field's input example is no rule)


def test_no_assistant_sentence_writes_the_pcd_floor_or_cap_by_hand() -> None:
    found = {str(p.relative_to(ROOT)): hits for p in sorted((ROOT / "assistant").rglob("*.py"))
             if "eval" not in p.parts and (hits := _rates_written(p))}
    assert not found, found


def test_the_pcd_alone_headline_states_the_calculators_floor() -> None:
    for law in (NEW_LAW, OLD_LAW):
        assert f"no mínimo {FLOOR} das vagas" in pcd_alone.headline(law), law


def test_a_pcd_claim_is_checked_against_the_calculators_floor(bot: Any) -> None:
    for said, n in (("com 40 vagas a reserva PcD é 2, certo?", 40), ("num concurso de 60 vagas são 3 pra pcd, confere?", 60)):
        (ans,) = chat(bot, said)
        least = pcd_bounds(n)[0]
        assert f"o mínimo é {least} vagas PcD: {FLOOR} das vagas" in ans.headline, (said, ans.headline)


def test_neighbour_the_pcd_alone_follow_up_keeps_its_answer(bot: Any) -> None:
    _, ans = chat(bot, "sou negro e pcd, edital de abril de 2025, posso concorrer nas duas?", "e se eu só me inscrever na pcd?")
    assert ans.route == "retrieval" and ans.headline.startswith("**Sim**: você pode concorrer só à reserva"), ans.headline
    assert f"no mínimo {FLOOR} das vagas" in ans.headline and "Lei nº 12.990/2014" in ans.headline


# --------------------------------------------------------------------------- 2. someone else's two reserves, old law


@pytest.mark.parametrize("said", [
    "minha filha é parda e tem deficiência, edital de 2024, pode nas duas?",
    "minha irmã é preta e tem deficiência, edital de 2023, dá pra ir nas duas?",
    "meu sobrinho é pardo e cadeirante, edital de 2022, dá pra ir nas duas?",
])
def test_both_reserves_of_someone_else_under_the_old_law_speak_of_them(bot: Any, said: str) -> None:
    (ans,) = chat(bot, said)
    assert ans.route == "retrieval" and OLD_ART1 in urns_of(ans), (said, ans.route, urns_of(ans))
    assert "você" not in ans.headline and "Uma pessoa negra com deficiência pode" in ans.headline, ans.headline


def test_an_indigenous_relative_under_the_old_law_has_the_pcd_reserve_as_that_person(bot: Any) -> None:
    for said in ("meu aluno é quilombola e pcd, edital de 2022, pode nas duas?",
                 "minha avó é indígena e tem deficiência, edital de 2023, pode nas duas?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and OLD_ART1 in urns_of(ans), (said, urns_of(ans))
        assert "você" not in ans.headline and "vale para essa pessoa" in ans.headline, (said, ans.headline)


@pytest.mark.parametrize(("first", "later", "black"), [
    ("minha mãe é indígena e tem deficiência, pode concorrer nas duas reservas?", "e se o edital fosse de 2024?", False),
    ("meu filho é pardo e pcd, dá pra ele concorrer nas duas cotas?", "e num edital de março de 2025?", True),
    ("minha esposa é preta e tem deficiência, ela pode disputar as duas reservas?", "e se o edital for de 2019?", True),
])
def test_a_date_changed_after_someone_elses_two_reserves_still_speaks_of_them(bot: Any, first: str, later: str,
                                                                               black: bool) -> None:
    _, ans = chat(bot, first, later)
    assert ans.route == "retrieval" and OLD_ART1 in urns_of(ans), (later, urns_of(ans))
    assert "você" not in ans.headline, ans.headline
    assert ("Uma pessoa negra com deficiência pode" in ans.headline) is black, ans.headline


def test_a_woman_asked_about_is_not_written_in_the_masculine(bot: Any) -> None:
    for said in ("minha mãe é parda e tem deficiência, ela pode concorrer nas duas reservas?",
                 "minha filha é indígena e pcd, dá pra ela se inscrever nas duas cotas?",
                 "minha avó é quilombola e tem deficiência, pode nas duas?"):
        (ans,) = chat(bot, said)
        assert ans.headline.startswith("Uma pessoa") and "não é classificada nas duas" in ans.headline, ans.headline


def test_neighbours_ones_own_two_reserves_are_still_you() -> None:
    from assistant.cli import _assistant

    bot = _assistant()
    _, ans = chat(bot, "sou parda e tenho deficiência, dá pra concorrer nas duas cotas?", "e se o edital for de 2019?")
    assert "Como pessoa negra com deficiência, você pode" in ans.headline, ans.headline
    _, ans = chat(bot, "sou indígena e pcd, posso concorrer nas duas reservas?", "e se o edital fosse de 2024?")
    assert "vale para você como para qualquer" in ans.headline, ans.headline
    (ans,) = chat(bot, "sou preta e pcd, dá pra ir nas duas reservas?")
    assert ans.headline.startswith("Como pessoa preta com deficiência, você pode"), ans.headline
    assert urns_of(ans)[:2] == [NEW_ART1, PCD_ART1]
    (ans,) = chat(bot, "Quem é PcD e cotista ao mesmo tempo fica em qual lista?")
    assert ans.headline.startswith("Quem tem direito às duas pode") and "não é classificado nas duas" in ans.headline


# --------------------------------------------------------------------------- 3. the writer words, routing decides

DRAW_RACIAL = ("A lei não escolhe a área, o campus ou a especialidade que fica com a vaga reservada, nem fala em sorteio: o "
               "percentual de reserva vale sobre a totalidade das vagas do edital (art. 1º, § 2º), e é o edital que diz "
               "como distribuiu a reserva; com o quadro de vagas (ex.: “Matemática: 1; Física: 1”) eu mostro a reserva "
               "por área e sobre o total.")
DRAW_PCD = ("O decreto não escolhe a área ou o campus que fica com a vaga de pessoa com deficiência, nem fala em sorteio: "
            "num concurso estruturado por especialidade ou regionalizado, o percentual mínimo vale sobre o total das "
            "vagas do edital (Decreto nº 9.508/2018, art. 1º, § 4º, I), e é o edital que diz como distribuiu a reserva.")


def test_routing_modules_write_neither_the_denial_nor_the_draw_sentences() -> None:
    for module in ("router.py", "law_cues.py", "rules.py"):
        source = (ROOT / "assistant" / module).read_text(encoding="utf-8")
        assert "Se não são" not in source and "nem fala em" not in source, module
    assert writer.DRAW_OPENING == {"racial": DRAW_RACIAL, "pcd": DRAW_PCD}


def test_the_writer_words_the_figure_denied() -> None:
    assert writer.figure_denied(12, "vacancies") == \
        "Usei **12** na resposta anterior. Se não são 12, qual é o número certo de vagas?"
    assert writer.figure_denied(5, "rank") == "Usei **5** na resposta anterior. Se não são 5, qual é a posição certa na lista?"


def test_neighbours_the_denial_asks_the_same_words(bot: Any) -> None:
    for first, denied, text in (
            ("concurso com 30 vagas, quantas reservadas?", "não são 30 vagas",
             "Usei **30** na resposta anterior. Se não são 30, qual é o número certo de vagas?"),
            ("edital com 16 vagas, quantas de cota?", "não, são 16",
             "Usei **16** na resposta anterior. Se não são 16, qual é o número certo de vagas?"),
            ("fiquei em 7º na cota, 20 vagas, entro?", "não são 7",
             "Usei **7** na resposta anterior. Se não são 7, qual é a posição certa na lista?")):
        _, ans = chat(bot, first, denied)
        assert (ans.route, ans.headline) == ("clarify", text), (denied, ans.headline)


def test_neighbours_the_draw_openings_say_the_same_words(bot: Any) -> None:
    for said, opening in (("dá pra sortear qual especialidade recebe a vaga de cota?", DRAW_RACIAL),
                          ("em qual campus vai ficar a vaga reservada do concurso?", DRAW_RACIAL),
                          ("como sortear o polo que fica com a vaga de pcd?", DRAW_PCD)):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and ans.headline.startswith(opening), (said, ans.headline[:160])
    (ans,) = chat(bot, "concurso com 4 áreas, 1 vaga em cada: podemos sortear qual área fica com a reserva?")
    assert not ans.headline.startswith(DRAW_RACIAL)  # a table told: its figures, no opening


# --------------------------------------------------------------------------- 4. read once


def _reads(monkeypatch: Any) -> list[str]:
    seen: list[str] = []
    for module in (core, router):
        real = module.extract

        def counted(text: str, today: Any = None, _real: Any = real) -> Any:
            seen.append(text)
            return _real(text, today)

        monkeypatch.setattr(module, "extract", counted)
    return seen


@pytest.mark.parametrize(("first", "later"), [
    ("sou negro e pcd, posso concorrer nas duas?", "e se eu só me inscrever na pcd?"),
    ("sou indígena e pcd, posso concorrer nas duas reservas?", "e se o edital fosse de 2024?"),
    ("minha filha é parda e tem deficiência, pode nas duas cotas?", "e num edital de 2023?"),
])
def test_the_law_question_continued_is_read_once(bot: Any, monkeypatch: Any, first: str, later: str) -> None:
    from assistant.models import Turn

    (ans,) = chat(bot, first)
    history = [Turn(role="user", content=first), Turn(role="assistant", content=ans.answer, answer=ans)]
    seen = _reads(monkeypatch)
    again = bot.ask(later, history)
    assert again.route == "retrieval", again.headline
    assert seen.count(first) <= 1, seen


def test_the_pcd_reserves_reach_reads_the_words_once(bot: Any, monkeypatch: Any) -> None:
    searched: list[str] = []

    class Counting:
        def __init__(self, real: re.Pattern[str]) -> None:
            self.real = real

        def search(self, text: str) -> Any:
            searched.append(text)
            return self.real.search(text)

    monkeypatch.setattr(rules, "_PCD_RESERVE_NAMED", Counting(rules._PCD_RESERVE_NAMED))
    for said in ("a reserva pcd de 5% vale para uma fundação pública federal?",
                 "vaga pra deficiente é obrigatória em sociedade de economia mista federal?"):
        if hasattr(rules, "_reach_words"):
            rules._reach_words.cache_clear()  # (a text asked by an earlier test would not be read at all)
        searched.clear()
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and any(u.startswith(URN_BASE[PCD_DECREE]) for u in urns_of(ans)), urns_of(ans)
        assert len(searched) <= 1, (said, searched)
