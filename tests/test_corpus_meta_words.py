""""A lei fala alguma coisa sobre X?": the words that ask whether the law speaks of X say nothing about which
dispositivo answers, so lexical search leaves them out ("fala" stemmed to "fal" once ranked the fraud article,
whose text says "falsa", above the one that names X)."""
from __future__ import annotations

import pytest

from corpus.retrieval import tokenize


def test_asking_whether_the_law_speaks_of_something_adds_no_terms():
    assert tokenize("a lei fala alguma coisa sobre alternância?") == tokenize("lei alternância")
    assert tokenize("o que a lei diz a respeito de fraude?") == tokenize("lei fraude")
    assert tokenize("tem algo na lei sobre recurso?") == tokenize("lei recurso")


@pytest.mark.parametrize("question, urn_tail", [
    ("a lei fala alguma coisa sobre alternância?", "art9_cpt"),
    ("o que a lei nova diz sobre a proporcionalidade na nomeação?", "art9_cpt"),
])
def test_the_dispositivo_that_names_it_comes_first(question, urn_tail):
    from corpus.retrieval import get_engine

    docs = get_engine().search(question, 3, None, "hybrid")
    assert docs[0].metadata["urn"].endswith(urn_tail)
