"""Round 51 (d51c): page and API rough edges found by a user drive.

- the chat field is NOT limited by the browser: with `max_chars`, Streamlit drops a longer paste silently (checked in
  Chromium in round 51: the box stays empty, nothing says why); the server's length check answers instead;
- a message with a reserve asked of its own vagas ("1 vaga só, tem como ter cota?") beside a law question answers the
  figure (calculator), never leaves it as "sem resposta" (`asked_parts.figure_part`).
"""
from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from assistant.models import MAX_QUESTION_CHARS
from tests.assistant_support import chat

APP = str(Path(__file__).resolve().parents[1] / "app.py")


# --------------------------------------------------------------------------- 1. a long paste is never dropped silently

@pytest.mark.timeout(300)
def test_long_message_reaches_the_length_check_not_a_silent_browser_limit() -> None:
    at = AppTest.from_file(APP, default_timeout=240).run()
    assert not at.exception
    assert at.chat_input[0].proto.max_chars == 0  # no browser limit: a paste past it would vanish without a word
    at.chat_input[0].set_value("quantas vagas? " + "a" * (MAX_QUESTION_CHARS + 10)).run()
    shown = " ".join(str(m.value) for m in at.warning) + " ".join(str(m.value) for m in at.markdown)
    assert f"o limite é {MAX_QUESTION_CHARS:,}".replace(",", ".") in shown or f"o limite é {MAX_QUESTION_CHARS}" in shown


# --------------------------------------------------------------------------- 2. a reserve asked beside a law question

@pytest.mark.parametrize("message, vacancies", [
    ("Médico tem 1 vaga so, tem como ter cota? a lei fala algo de fracionamento?", 1),
    ("o concurso tem 3 vagas de analista, tem reserva? e o que diz a lei sobre arredondamento?", 3),
    ("Edital com 2 vagas de enfermeiro: tem vaga reservada? A lei explica como arredonda?", 2),
])
def test_reserve_of_own_vagas_beside_a_law_question_is_answered(bot, message, vacancies) -> None:
    ans = chat(bot, message)[0]
    assert ans.route == "calculator", ans.answer[:300]
    assert ans.calculation is not None
    assert not any(message.split("?")[0].strip() in n for n in ans.notes)


def test_law_only_parts_stay_law(bot) -> None:
    # neighbour: no vagas of its own, a reserve named only as law text: still the law answer
    ans = chat(bot, "a lei fala de cota para indígenas? e como funciona o arredondamento?")[0]
    assert ans.route == "retrieval"


def test_count_beside_law_question_unchanged(bot) -> None:
    ans = chat(bot, "quantas vagas reservadas em 12? e a banca pode me eliminar?")[0]
    assert ans.route == "calculator"


def test_law_part_left_is_named_and_answered_when_pointed_at(bot) -> None:
    first, second = chat(bot, "Enfermeiro tem 1 vaga só, dá pra ter cota? e a lei fala de arredondamento?", "e a segunda?")
    assert first.route == "calculator"
    assert any("sem resposta" in n and "arredondamento" in n for n in first.notes)
    assert second.route == "retrieval"


# --------------------------------------------------------------------------- 4. cargo names as typed

@pytest.mark.parametrize("message, names", [
    ("Médico 3 vagas, Analista/Técnico 5 vagas, Agente de Polícia 10: quantas reservadas?",
     ["Médico", "Analista/Técnico", "Agente de Polícia"]),
    ("Quadro: Enfermeiro 4; Motorista 6. Quantas vagas de cota?", ["Enfermeiro", "Motorista"]),
    ("cargos: técnico 5, analista 7 — quanto fica pra cota?", ["técnico", "analista"]),
])
def test_cargo_names_keep_the_users_casing(bot, message, names) -> None:
    ans = chat(bot, message)[0]
    assert ans.table is not None, ans.answer[:300]
    shown = [row.cells[0] for row in ans.table.rows if not row.total]
    assert shown == names
    for name in names:
        assert name in ans.headline or name in ans.answer
