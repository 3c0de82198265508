"""The fusion grid of `python -m corpus calibrate` and the shipped choice; the law-name rule for a
dispositivo of one law that names the other (art. 13 of Lei 15.142 revokes Lei 12.990)."""
from __future__ import annotations

from corpus.calibrate import FUSION_GRID, FUSION_K, FUSION_WEIGHTS, on_edge
from corpus.confidence import load_model
from corpus.loader import load_corpus
from corpus.retrieval import OTHER_LAW_WEIGHT, _Engine
from corpus.settings import get_settings
from vocabulary import NEW_LAW, OLD_LAW

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"


def test_grid_spans_both_sides_of_the_previous_corner():
    # The previous fit (k=5, dense weight 0.3) sat on the grid's lowest weight: both axes extend past it.
    assert min(FUSION_WEIGHTS) < 0.3 < max(FUSION_WEIGHTS)
    assert min(FUSION_K) < 5 < max(FUSION_K)
    assert len(FUSION_GRID) == len(FUSION_K) * len(FUSION_WEIGHTS)
    assert on_edge((FUSION_K[0], 0.5)) and on_edge((10, FUSION_WEIGHTS[-1])) and not on_edge((10, 0.5))


def test_shipped_fusion_was_chosen_inside_the_grid():
    fusion = load_model().get("fusion")
    assert fusion, "corpus/data/confidence.json sem fusão: rode `python -m corpus calibrate`"
    point = (fusion["rrf_k"], fusion["dense_weight"])
    assert point in FUSION_GRID and not on_edge(point), point


def _engine() -> _Engine:
    return _Engine(get_settings(), load_corpus())  # no embedding model needed to fuse given lists


def test_a_dispositivo_citing_the_named_law_is_not_demoted():
    engine = _engine()
    assert OLD_LAW in engine.cites[f"{NEW}!art13_cpt"] and OLD_LAW in engine.cites[f"{NEW}!art11_cpt"]
    assert not engine.cites[f"{NEW}!art7_par2"]
    revoke, old_vigencia, other = f"{NEW}!art13_cpt", f"{OLD}!art6_cpt", f"{NEW}!art12_cpt"
    lex = [(revoke, 9.0), (old_vigencia, 8.0), (other, 7.0)]
    dense = [(revoke, 0.9), (old_vigencia, 0.85), (other, 0.8)]
    # The question names only the old law ("a Lei 12.990 ainda vale?"): the article that revokes it
    # keeps its rank; a new-law article that does not name the old law is still demoted.
    ranked = dict(engine.combine(lex, dense, "hybrid", None, OLD_LAW).ranked)
    assert max(ranked, key=lambda u: ranked[u]) == revoke
    plain = dict(engine.combine(lex, dense, "hybrid", None, None).ranked)
    assert ranked[other] == plain[other] * OTHER_LAW_WEIGHT
    assert ranked[revoke] == plain[revoke]
    # Naming the new law changes nothing for its own articles.
    assert dict(engine.combine(lex, dense, "hybrid", None, NEW_LAW).ranked)[revoke] == plain[revoke]
