"""Cargo/quantity pairs of an edital table: "analista com 10 vagas, técnico com 4 e motorista com 1".

Several counts of vagas, each tied to a cargo, are an edital table (the `edital` operation), never
one total; "3 cargos" counts cargos, never vagas.
"""
from __future__ import annotations

import re
from typing import NamedTuple


class Cargo(NamedTuple):
    name: str
    vacancies: int


# Words that end a cargo name when read backwards from its count.
_STOP = {"e", "o", "a", "os", "as", "de", "do", "da", "para", "pra", "com", "cargo", "cargos", "temos", "tem", "ha",
         "sao", "um", "uma", "no", "na", "outro", "outra", "mais", "vaga", "vagas", "sendo", "seguintes", "assim",
         "edital", "concurso", "em", "cada"}
# Names that are not cargos ("concurso com 10 vagas", "10 vagas para PcD").
_NOT_CARGO = re.compile(r"^(?:concurso|certame|edital|total|pss|processo|selecao|reserva|ampla|pcd|negros?|pretos?"
                        r"|pardos?|indigenas?|quilombolas?|cotistas?|deficientes?|pessoas com deficiencia|vagas?"
                        r"|reservadas?|lei|ano|art|artigo|lugar|lista|posicao|data|hoje|dia|mes)\b")
# "analista com 10 (vagas)", "analista: 10", "analista = 10", "analista - 10", "analista tem 10 vagas".
_NAME_FIRST = re.compile(r"([a-z][a-z ]{1,60}?)\s*(?:\bcom\b|:|=|\s-|\btem\b|\bteria\b|\bcom mais\b)\s*(\d+)\b"
                         r"(?![%.,/]\d|\s*%|o\b)(?:\s+vagas?)?")
# "10 vagas para analista", "4 para tecnico", "1 de motorista".
_COUNT_FIRST = re.compile(r"\b(\d+)\s+(?:vagas?\s+)?(?:para|de|pra)\s+(?:o cargo de\s+|os?\s+|as?\s+)?"
                          r"([a-z]+(?:\s+(?!e\b|com\b|para\b)[a-z]+)?)")
# "analista 8, técnico 3, auxiliar 2": a name right before its count, in a list.
_BARE_PAIR = re.compile(r"(?:^|[,;:]\s*|\be\s+)([a-z][a-z ]{1,40}?)\s+(\d+)\b(?![%o/]|[.,]\d|\s*(?:vagas?\s+)?(?:reservad|para\b))")
_COUNT_OF_CARGOS = re.compile(r"\b(\d+)\s+cargos\b")


def _clean(raw: str) -> str | None:
    words = raw.split()
    name: list[str] = []
    for w in reversed(words):
        if w in _STOP:
            break
        name.insert(0, w)
        if len(name) == 3:
            break
    text = " ".join(name)
    if not text or _NOT_CARGO.match(text):
        return None
    return text


def extract_cargos(text: str) -> list[Cargo]:
    """The cargo/quantity pairs of a question (folded text), in order; fewer than two is no table."""
    for pattern, name_group, count_group in ((_NAME_FIRST, 1, 2), (_COUNT_FIRST, 2, 1), (_BARE_PAIR, 1, 2)):
        found: list[Cargo] = []
        for m in pattern.finditer(text):
            name = _clean(m.group(name_group))
            if name and name not in {c.name for c in found}:
                found.append(Cargo(name, int(m.group(count_group))))
        if len(found) >= 2:
            return found
    return []


def original_spelling(name: str, question: str) -> str:
    """The cargo name as the person wrote it ("técnico"), found by folding the question's words."""
    from vocabulary import fold

    words = re.findall(r"\w+", question)
    size = len(name.split())
    for i in range(len(words) - size + 1):
        window = " ".join(words[i:i + size])
        if fold(window) == name:
            return window.lower() if window[:1].isupper() and window[1:].islower() else window
    return name


def count_of_cargos(text: str) -> int | None:
    """"Temos 3 cargos": how many cargos were announced (never a number of vagas)."""
    m = _COUNT_OF_CARGOS.search(text)
    return int(m.group(1)) if m else None
