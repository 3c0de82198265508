"""The regulation registry: linked to real law dispositivos, well-formed links, summaries never quotations."""
import re

import pytest

from corpus import load_corpus
from corpus.regulation import HEADING, all_notes, load_registry, regulation_notes_for
from vocabulary import NEW_LAW, NEW_URN, REGULATION_URN, fold

LEXML = re.compile(r"^urn:lex:br:federal:[a-z.]+:\d{4}-\d{2}-\d{2};\d+$")
REQUIRED = ["art1_par1", "art2", "art3_cpt", "art3_par3", "art3_par4", "art5_par1", "art6", "art7", "art8"]


@pytest.fixture(scope="module")
def reg():
    return load_registry()


def test_every_fact_links_known_law_dispositivos(reg):
    c = load_corpus()
    for fact in reg.facts:
        assert fact.regulates and fact.norm in reg.norms
        for urn in fact.regulates:
            assert urn in c and c.law_of(urn).id == NEW_LAW, (fact.id, urn)
    covered = {u for f in reg.facts for u in f.regulates}
    assert {f"{NEW_URN}!{s}" for s in REQUIRED} <= covered


def test_norm_links_and_urns_well_formed(reg):
    dec = reg.norms["decreto-12536-2025"]
    assert dec.urn == REGULATION_URN and LEXML.match(dec.urn)
    assert dec.url == "https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2025/decreto/D12536.htm"
    assert dec.signed.isoformat() == "2025-06-27"
    for norm in reg.norms.values():
        assert norm.url.startswith("https://") and " " not in norm.url
        assert norm.urn is None or LEXML.match(norm.urn)
    assert len({f.id for f in reg.facts}) == len(reg.facts)


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", fold(text))


def test_no_fact_is_quoted_law_text(reg):
    c = load_corpus()
    law_text = " ".join(" ".join(_words(d.text)) for d in c.all())
    for fact in reg.facts:
        assert fold(fact.text) not in fold(law_text)
        words = _words(fact.text)
        # No run of 8 words copied from any law or decree text in the corpus.
        for i in range(len(words) - 7):
            assert " ".join(words[i:i + 8]) not in law_text, (fact.id, words[i:i + 8])
        assert not re.search(r"[\"“”«»]", fact.text) and not fact.text.startswith(">")


def test_rendered_note_is_marked_summary_with_link_never_quote():
    for note in all_notes():
        md = note.render()
        assert md.startswith(f"{HEADING}: ") and not md.lstrip().startswith(">")
        assert f"]({note.url})" in md and "`urn:" not in md


def test_notes_for_urns_use_parent_chain():
    ids = lambda urns: [n.id for n in regulation_notes_for(urns)]  # noqa: E731
    assert "divisao-por-grupo" in ids([f"{NEW_URN}!art1_par1"])
    assert "divisao-por-grupo" in ids([f"{NEW_URN}!art1"])  # the whole artigo contains § 1º
    assert {"heteroidentificacao", "indigenas-quilombolas"} <= set(ids([f"{NEW_URN}!art3"]))
    assert "art17-ampla" in ids([f"{NEW_URN}!art7_par2"])
    assert ids([f"{NEW_URN}!art14"]) == [] and ids([]) == [] and ids(["urn:x"]) == []
    notes = regulation_notes_for([f"{NEW_URN}!art5_par1", f"{NEW_URN}!art5_par1"])
    assert len({n.id for n in notes}) == len(notes)
    assert all(n.norm and n.url and n.text for n in notes)
