"""Law names as people write them (vocabulary.LAW_NAME_PATTERNS), on fold()ed text."""
from __future__ import annotations

import pytest

from vocabulary import NEW_LAW, OLD_LAW, fold, laws_named


@pytest.mark.parametrize("text, laws", [
    ("O que diz a Lei nº 15.142/2025?", [NEW_LAW]),
    ("e pela lei antiga?", [OLD_LAW]),
    ("A Lei 12990 ainda vale?", [OLD_LAW]),
    ("Qual a diferença entre a lei nova e a Lei 12.990?", [NEW_LAW, OLD_LAW]),
    ("Pela antiga lei, quantas vagas?", [OLD_LAW]),
    ("Quantas vagas são reservadas com 15 vagas?", []),
    ("Edital de 2025 com 142 vagas", []),
])
def test_laws_named(text, laws):
    assert laws_named(fold(text)) == laws
