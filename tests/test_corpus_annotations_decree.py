"""Annotations of Decreto nº 9.508/2018: current, well-formed, covering the PcD reserve dispositivos."""
import json

import pytest

from corpus import load_corpus
from corpus.annotations import ANNOTATIONS_DIR, Annotation, text_sha256
from vocabulary import PCD_DECREE, PCD_URN


@pytest.fixture(scope="module")
def notes() -> dict[str, Annotation]:
    raw = json.loads((ANNOTATIONS_DIR / f"{PCD_DECREE}.json").read_text(encoding="utf-8"))
    return {urn: Annotation(urn=urn, **data) for urn, data in raw.items()}


def test_every_annotation_matches_the_current_text(notes):
    c = load_corpus()
    for urn, a in notes.items():
        d = c.get(urn)
        assert d.law_id == PCD_DECREE
        assert a.sha256 == text_sha256(d.text), f"anotação desatualizada: {urn}"


def test_shape(notes):
    for a in notes.values():
        assert 8 <= len(a.perguntas) <= 15 and len(set(a.perguntas)) == len(a.perguntas)
        assert all(p.endswith("?") for p in a.perguntas)
        assert a.termos and a.resumo and "\ufffd" not in a.resumo


def test_covers_reserve_lists_and_substitution(notes):
    wanted = ["art1_par1", "art1_par3", "art1_par4", "art1_par4_inc1", "art1_par5", "art8_cpt", "art8_par1",
              "art8_par2", "art5_cpt"]
    assert {f"{PCD_URN}!{s}" for s in wanted} <= set(notes)


def test_no_question_repeated_across_dispositivos(notes):
    all_q = [q for a in notes.values() for q in a.perguntas]
    assert len(all_q) == len(set(all_q))
