"""A position asked about someone else ("minha irmã ficou em 12º") is answered about that person, not "você".

The figures are the calculator's whoever holds the place; only the sentence's subject and agreement change.
"""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.extraction import extract
from assistant.extraction.person import subject
from assistant.intents import position
from calculator import PositionInput
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("text, who", [
    ("minha irmã ficou em 12º na ampla e 3ª entre os cotistas, ela entra?", "ela"),
    ("meu primo passou em 8º lugar numa seleção de 20 vagas, fica dentro?", "ele"),
    ("o candidato ficou em 30º na geral, com 15 vagas ele é chamado?", "ele"),
    ("uma pessoa ficou em 5º na reserva num edital de 12 vagas, ela fica dentro?", "ela"),
    ("essa pessoa ficou em 7º na geral com 9 vagas, entra?", "a pessoa"),
])
def test_a_third_person_is_the_subject(text, who):
    assert subject(extract(text, TODAY).text) == who


@pytest.mark.parametrize("text", [
    "fiquei em 12º na geral num concurso de 10 vagas, entro?",
    "minha irmã e eu fizemos a prova; eu fiquei em 3º na reserva com 10 vagas",
    "tô em 4º na lista de cotistas, com 10 vagas, estou dentro?",
])
def test_the_asker_stays_the_subject(text):
    assert subject(extract(text, TODAY).text) is None


def _result(**kw):
    return calculator.position(PositionInput(vacancies=10, today=TODAY, **kw))


def test_every_headline_names_the_third_person_and_agrees():
    inside = position.headline(_result(general_rank=12, reserve_rank=2), subject="ela")
    assert inside.startswith("**Sim**: ela fica dentro das") and "você" not in inside
    outside = position.headline(_result(general_rank=12, reserve_rank=11), subject="ela")
    assert "ela é a 4ª da reserva" in outside and "a posição dela" in outside and "você" not in outside
    depends = position.headline(_result(general_rank=20, reserve_rank=5), subject="ele")
    assert depends.startswith("**Depende**") and "à frente dele" in depends and "ele é o" in depends
    assert "você" not in depends and "sua" not in depends
    # The asker: unchanged wording.
    assert "você" in position.headline(_result(general_rank=20, reserve_rank=5))


def test_the_assistant_answers_about_the_sister_with_the_calculators_figures():
    (ans,) = chat(rules_bot(TODAY), "minha irmã ficou em 30º na ampla e 2ª entre os cotistas num concurso de 10 "
                                    "vagas, ela entra?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    expected = _result(general_rank=30, reserve_rank=2)
    assert ans.calculation["status"] == expected.status == "inside"
    assert ans.headline.startswith("**Sim**: ela fica dentro das") and "você" not in ans.headline
