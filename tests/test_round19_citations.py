"""Citations of a dispositivo that introduces a list ("considera-se:") show the list, never their own line twice."""
from __future__ import annotations

import pytest

from assistant.citations import citation
from corpus import load_corpus

_INTRODUCERS = [d for d in load_corpus().all() if d.text.rstrip().endswith(":") and d.children]


def test_there_are_list_introducing_dispositivos():
    assert any(d.kind == "artigo" or d.urn.endswith(("art2", "art3")) for d in _INTRODUCERS)


@pytest.mark.parametrize("urn", [d.urn for d in _INTRODUCERS])
def test_the_list_follows_without_repeating_the_introduction(urn):
    c = citation(urn)
    assert c.children_text, urn
    assert c.text not in c.children_text, urn
    assert all(not t.startswith("Art.") for t in c.children_text), urn


def test_article_two_lists_its_three_definitions():
    c = citation("urn:lex:br:federal:lei:2025-06-03;15142!art2")
    assert [t.split()[0] for t in c.children_text] == ["I", "II", "III"]


@pytest.mark.parametrize("norm, article", [
    ("Lei nº 15.142/2025", "da"), ("Instrução Normativa MGI nº 261/2025", "da"), ("Portaria nº 1/2025", "da"),
    ("Decreto nº 12.536/2025", "do"),
])
def test_the_official_text_link_agrees_with_the_norms_gender(norm, article):
    from ui.citations import _of
    assert _of(norm) == article
