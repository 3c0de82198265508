"""Round 24: the first citation of a law answer is the dispositivo that answers, by family.

- whether a law stopped applying ("deixou de valer", "ainda vale?") -> its revocation (Lei 15.142, art. 13), not the
  old law's own vigência clause (Lei 12.990, art. 6º) nor the date a law came into force;
- giving up the quota option -> art. 7º, caput (the optante already competes in the ampla), not the vaga a cotista
  leaves (art. 7º, § 3º), which still answers a withdrawal from a won vaga;
- who judges whether someone is preto or pardo -> the confirmation procedure (art. 3º), not the definition
  (art. 2º, I), which still answers "who counts as pardo";
- a concrete fraction ("3,2 vagas") -> the rounding inciso it falls under (art. 5º, § 2º, I or II);
- counting vagas under a dated edital -> the count, not the transition rule;
- vagas that appear after the edital in a certame without a reserve -> art. 5º, § 4º;
- the PcD's minimum grade -> Decreto 9.508, art. 2º, IV (annotated now).
"""
from __future__ import annotations

import pytest

from corpus.retrieval import expand_query, open_engine

NEW = "urn:lex:br:federal:lei:2025-06-03;15142!"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990!"
PCD = "urn:lex:br:federal:decreto:2018-09-24;9508!"


# ---------------------------------------------------------------- query expansion (no model)

@pytest.mark.parametrize("question", [
    "a lei de cotas de 2014 parou de vigorar? ela deixou de vigorar em que data",
    "a lei 12990 continua valendo pra algum concurso?",
    "a 12.990 ainda esta em vigor hoje?",
    "a lei antiga nao vale mais?",
])
def test_cessation_asks_the_revocation_not_the_start_date(question):
    extra = expand_query(question)[len(question):]
    assert "revogada" in extra
    assert "publicacao" not in extra  # the vigência terms (a law's first day) are left out


def test_the_start_date_still_asks_the_vigencia():
    q = "desde quando a lei 15.142 vale?"
    extra = expand_query(q)[len(q):]
    assert "vigor" in extra and "revogada" not in extra


@pytest.mark.parametrize("question, direction", [
    ("a conta deu 3,2 vagas reservadas", "diminuido"),
    ("fiz 30% de 7 e deu 2,1, fica quanto", "diminuido"),
    ("ficou 1,5 vaga de cota", "aumentado"),
    ("o resultado foi 4,8, como fica", "aumentado"),
])
def test_a_concrete_fraction_names_its_rounding_direction(question, direction):
    other = {"diminuido": "aumentado", "aumentado": "diminuido"}[direction]
    extra = expand_query(question)[len(question):]
    assert direction in extra and other not in extra


def test_law_numbers_are_not_fractions():
    q = "o que diz a lei 15.142 e a 12.990?"
    extra = expand_query(q)[len(q):]
    assert "diminuido" not in extra and "aumentado" not in extra


def test_giving_up_the_option_differs_from_giving_up_the_vaga():
    opt = "quero renunciar a reserva, consigo?"
    assert "concomitantemente" in expand_query(opt)
    vaga = "o primeiro cotista desistiu da nomeacao, quem assume?"
    assert "concomitantemente" not in expand_query(vaga)


def test_counting_vagas_under_a_dated_edital_skips_the_transition_terms_only_when_the_law_is_named():
    named = "no edital de 2022, sob a lei antiga, eram quantas vagas no minimo pra ter reserva?"
    assert "anteriormente" not in expand_query(named)
    # No law named: the edital's date still decides which law counts.
    unnamed = "edital que saiu em 2024 com 8 vagas, quantas vagas sao de cota?"
    assert "anteriormente" in expand_query(unnamed)
    dated = "o edital de 2024 segue qual lei?"
    assert "anteriormente" in expand_query(dated)


# ---------------------------------------------------------------- first citation (engine)

def _first(question: str) -> str:
    docs = open_engine().search(question, k=3)
    assert docs, question
    return str(docs[0].metadata["urn"])


def _top3(question: str) -> list[str]:
    return [str(d.metadata["urn"]) for d in open_engine().search(question, k=3)]


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    "a lei 12990 parou de vigorar quando exatamente?",
    "a cota de 20 por cento continua valendo?",
    "a lei de 2014 ainda esta em vigor?",
])
def test_cessation_of_the_old_law_cites_its_revocation(question):
    assert _first(question) == NEW + "art13_cpt", _top3(question)


@pytest.mark.slow
def test_the_new_laws_start_still_cites_its_vigencia():
    assert _first("em que data a lei 15142 comecou a valer?") == NEW + "art14_cpt"


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    "quero renunciar a reserva de vagas e concorrer so pela nota geral, pode?",
    "da pra retirar a opcao de cota depois de inscrito?",
])
def test_giving_up_the_option_cites_the_concurrent_competition(question):
    assert _first(question) == NEW + "art7_cpt", _top3(question)


@pytest.mark.slow
def test_a_cotista_leaving_a_won_vaga_still_cites_the_next_in_line():
    q = "o cotista nomeado abandonou a vaga reservada antes da posse; ela vai para quem?"
    assert _first(q) == NEW + "art7_par3", _top3(q)


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    "quem julga se o candidato e preto de fato?",
    "quem vai avaliar se eu sou negra mesmo no concurso?",
])
def test_who_judges_the_colour_cites_the_confirmation_procedure(question):
    first = _first(question)
    assert first.startswith(NEW + "art3_") and first != NEW + "art3_par4", _top3(question)


@pytest.mark.slow
def test_who_counts_as_pardo_still_cites_the_definition():
    q = "pela lei, quem pode ser considerado pardo?"
    assert _first(q) == NEW + "art2_inc1", _top3(q)


@pytest.mark.slow
@pytest.mark.parametrize("question, inciso", [
    ("a reserva de 30% deu 3,2 vagas, fica 3 ou 4?", "art5_par2_inc2"),
    ("calculei 1,6 vaga reservada, o que faço com a fracao?", "art5_par2_inc1"),
])
def test_a_concrete_fraction_cites_its_rounding_inciso(question, inciso):
    assert _first(question) == NEW + inciso, _top3(question)


@pytest.mark.slow
def test_counting_vagas_under_a_dated_edital_cites_the_count():
    q = "num edital de 2021 da lei 12.990, precisava de quantas vagas pra haver reserva?"
    assert _first(q) == OLD + "art1_par1", _top3(q)


@pytest.mark.slow
def test_vagas_appearing_later_without_a_reserve_cite_art5_par4():
    q = "optei pela reserva num edital so de cadastro e depois surgiram vagas; como fica?"
    assert _first(q) == NEW + "art5_par4", _top3(q)


@pytest.mark.slow
def test_the_pcd_minimum_grade_cites_the_decree():
    q = "o candidato com deficiencia tem que alcancar a mesma nota minima?"
    assert _first(q) == PCD + "art2_inc4", _top3(q)


# ---------------------------------------------------------------- the lead's review (round 24)

@pytest.mark.slow
def test_what_an_edital_must_state_per_cargo_cites_the_old_laws_rule_even_with_the_law_named():
    q = "nos certames sob a Lei 12.990/2014 o edital tem que especificar a reserva de cada emprego?"
    assert _first(q) == OLD + "art1_par3", _top3(q)


@pytest.mark.slow
def test_whether_a_concurso_will_have_the_reserve_cites_the_reserve():
    q = "esse concurso terá reserva?"
    assert _first(q).startswith(NEW + "art1"), _top3(q)


@pytest.mark.slow
def test_where_the_servant_is_placed_cites_the_career_use_of_the_order():
    q = "passei como cotista no concurso da PF, posso ser lotada onde quiser?"
    assert _first(q) == NEW + "art9_par2", _top3(q)
