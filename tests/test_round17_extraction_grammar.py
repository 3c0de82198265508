"""Round 17: the slot extraction audited over a combinatorial grammar of forms (`tests/extraction_grammar.py`).

Each case composes a question from one form per family (subject, rank, list, vagas, date, PcD, cargo table,
surface variant) and must read back exactly the slots composed in; a failure names the forms it used.
"""
from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Any

import pytest

from assistant.extraction import Extraction, extract, fold
from tests.extraction_grammar import Case, cases

_TODAY = date(2026, 1, 10)


def _actual(ex: Extraction, key: str) -> Any:
    if key == "cargos":
        return [(fold(c.name).lower(), c.vacancies) for c in ex.cargos]
    if key == "period":
        return (ex.period.start, ex.period.end) if ex.period else None
    return getattr(ex, key)


def _wrong(case: Case) -> dict[str, tuple[Any, Any]]:
    ex = extract(case.text, today=_TODAY)
    return {k: (v, _actual(ex, k)) for k, v in case.expected.items() if _actual(ex, k) != v}


def test_grammar_is_deterministic_and_bounded() -> None:
    """The generator is reproducible and capped, so the audit stays a fast unit test."""
    a, b = cases(), cases()
    assert [c.text for c in a] == [c.text for c in b]
    assert 3000 <= len(a) <= 6000
    families = {f.split("=")[0] for c in a for f in c.forms}
    assert {"subject", "rank", "list", "vagas", "date", "pcd", "table", "variant", "mvagas", "repeat"} <= families


def test_every_composed_slot_is_read_back() -> None:
    """Every slot composed into a question is extracted as composed; failures are grouped by form."""
    failures = [(c, w) for c in cases() if (w := _wrong(c))]
    if failures:
        by_form = Counter(f for c, _ in failures for f in c.forms)
        examples = "\n".join(f"{c.text!r}: {w}" for c, w in failures[:15])
        pytest.fail(f"{len(failures)} cases wrong; by form: {by_form.most_common(15)}\n{examples}")


@pytest.mark.parametrize(("question", "slot", "value"), [
    # "dez" before a year is December, never ten vagas nor October.
    ("o edital saiu em dez/2023, com 8 vagas", "period", (date(2023, 12, 1), date(2023, 12, 31))),
    ("publicaram em 4 de dez. de 2023 o edital", "date", date(2023, 12, 4)),
    ("publicaram em 4 de dez. de 2023 o edital", "vacancies", None),
    ("concurso com dez vagas, edital de 2023", "vacancies", 10),
    # An abbreviated month with a dash or a dot before the year.
    ("edital de set-2025, 14 vagas", "period", (date(2025, 9, 1), date(2025, 9, 30))),
    ("edital de jan. 2025, 14 vagas", "period", (date(2025, 1, 1), date(2025, 1, 31))),
    # A third person's ordinal in words, and a place named before its number.
    ("meu primo terminou em trigésimo primeiro na ampla", "general_rank", 31),
    ("a candidata ficou com a classificação 9, e são 40 vagas", "rank", 9),
    ("ele ficou em 9a", "rank", 9),
    # The PPP / PPI lists are the racial reserve's.
    ("ela ficou em 3º na lista PPI", "reserve_rank", 3),
    # Someone the asker knows, with their gender said.
    ("uma amiga minha ficou em 4º na geral", "subject", "ela"),
    # Lists named in other words, a place with no ordinal mark between a verb of placing and "geral".
    ("terminei em 17º nas vagas reservadas", "reserve_rank", 17),
    ("a posição dele foi a posição 9 nas vagas reservadas", "reserve_rank", 9),
    ("3 das vagas reservadas vão para pardos?", "reserve_rank", None),
    ("o rapaz ficou em 50 na listagem geral", "general_rank", 50),
    ("ela terminou em 19 geral", "general_rank", 19),
    ("to em 6º, e agora?", "rank", 6),
    ("minha tia terminou em 8º na ampla", "subject", "ela"),
    # "esta"/"tá" and a conditional only place with "em": "esta segunda fase" and "fosse a primeira vez" rank nobody.
    ("esta segunda fase tem 10 vagas?", "rank", None),
    ("se fosse a primeira vez, seriam 10 vagas", "rank", None),
    ("ta 2 anos que espero, são 10 vagas", "rank", None),
    # The PcD list in brackets after its count.
    ("são 45 vagas, 3 vagas (PcD)", "pcd", 3),
    ("são 45 vagas (pcd: 3)", "pcd", 3),
    # Telegraphic: the count, then the question.
    ("vagas 18 quais são pra cota?", "vacancies", 18),
])
def test_forms_found_by_the_audit(question: str, slot: str, value: Any) -> None:
    """The general forms the audit found missing, each in a sentence of its own."""
    assert _actual(extract(question, today=_TODAY), slot) == value
