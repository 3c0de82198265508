"""Several editais told by their vagas (Round 55, g2): "tenho 3 editais: 2, 5 e 10 vagas", "2 editais de 3 vagas",
"três editais, um de 2 vagas, um de 5 e um de 10", "um edital com 4 vagas e outro com 6".

The rows are read by the cargo-row grammar (`cargos.extract_cargos`), the noun "editais" standing where it reads
"cargos": only rows told by their order (no names of their own) are editais; "2 editais: analista 10, técnico 5" stays a
table of cargos. Read here, in the extraction, the editais are the message's rows whatever form the list takes (a bare
list of counts as much as "um de N"), so no form is taken for several counts of one cargo, and a follow-up that tells
them after a table ("e se fossem 2 editais de 3 vagas?") brings its own rows instead of asking for the table.
"""
from __future__ import annotations

import re

from .cargos import UNNAMED, Cargo, extract_cargos, numbered_rows

# A count of editais told ("2 editais", "dois editais", "três editais diferentes"), or one edital beside "outro" ("um
# edital com 2 vagas e outro com 3"): several editais, each its own base.
EDITAIS = re.compile(r"\b(?:\d+|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez)\s+editais\b"
                     r"|\b(?:um|1) edital\b[^?.]{0,40}\be outro\b")
# Years in the message: editais compared by their dates ("um de 2024 com 10 e outro de 2026 com 15") are another
# question (`extraction.dates`); one year told of them all ("publicados em 2024") dates every edital.
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_NOUN = re.compile(r"\beditais\b")
_ONE = re.compile(r"\b(?:um|1) edital\b")


def editais_rows(text: str) -> list[Cargo]:
    """The rows ("Cargo 1", "Cargo 2"...) of the editais told in `text` (folded), in order; [] unless two or more
    editais are told by their vagas and none has a name of its own."""
    if not EDITAIS.search(text) or len(set(_YEAR.findall(text))) > 1:
        return []
    rows = extract_cargos(_ONE.sub("1 cargo", _NOUN.sub("cargos", text)))
    named = numbered_rows([r.name for r in rows])
    if len(rows) < 2 or named is None or named[0] != UNNAMED:
        return []  # cargos with names of their own: a table of one edital, not several editais
    return rows
