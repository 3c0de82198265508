"""Round 36 (f38a): failure families of the declassified held-out set 38 (routing, law and refusals).

- the minimum of vagas *to reserve* with a count ("edital de 22 vagas: qual o número mínimo de vagas a reservar?") is
  the reserve of those vagas; the minimum of vagas for a reserve to exist stays the law's threshold (art. 5º);
- "contratação temporária de 11 agentes", "contratação de 15 médicos": the people hired, named by their trade or with
  the kind of hiring between, are the vagas; those who applied or are ranked ("200 inscritos") never are;
- a quota by a criterion these laws do not use ("reserva de vagas por gênero / idade / renda") is out of scope with the
  other-quotas explanation; race, ethnicity and disability stay in;
- the papers asked at the posse ("que documentação o setor de pessoal pede ao nomeado na posse?") are out of scope;
  the papers of the quota (the group's proof, the heteroidentification) stay in;
- the optant's mark competing in the general list too ("minha nota também vale pra disputar na lista geral
  simultaneamente?") is art. 7º's concurrent competition, never a place awaiting vagas;
- "a legislação de reserva racial aplicável ao nosso edital" asks the regime (the date asked, then carried);
- "como funciona a ordem de chamada ... no meu concurso?" is that concurso's order (its vagas asked for), as "qual a
  ordem de nomeação no meu concurso?" (h2, h10, h11, h16, h19, h20 label it so); without "meu/nosso concurso" it stays
  the law's text (art. 9º).
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot():
    return rules_bot(TODAY)


# --- 1. the minimum of vagas to reserve, with a count, is the reserve -------------------------------------------------


@pytest.mark.parametrize(("q", "vagas"), [
    ("vamos lançar em março um edital de 22 vagas, qual é o número mínimo de vagas a reservar pros negros?", 22),
    ("concurso com 40 vagas, qual o mínimo de vagas a reservar pra negros?", 40),
    ("edital de 13 vagas: qual o número mínimo de vagas para reservar às cotas raciais?", 13),
])
def test_the_minimum_to_reserve_of_a_count_is_the_reserve(rbot, q: str, vagas: int) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve", (ans.route, ans.headline)
    assert ans.calculation["vacancies"] == vagas
    assert ans.calculation["reserved"] == reserved_for(vagas, None, TODAY)
    assert ans.calculation["regime"] == "lei-15142-2025"


@pytest.mark.parametrize("q", [
    "qual o número mínimo de vagas para haver reserva?",
    "edital de 3 vagas: qual o mínimo de vagas para ter reserva?",
    "qual o mínimo de vagas para a lei exigir reserva?",
    "qual o percentual mínimo de vagas reservadas a pessoas com deficiência, segundo o decreto?",
])
def test_the_minimum_for_a_reserve_stays_the_law(q: str) -> None:
    assert plan(q, None, TODAY).route == "retrieval"


# --- 2. the people hired are the vagas -------------------------------------------------------------------------------


@pytest.mark.parametrize(("q", "vagas"), [
    ("PSS de contratação temporária de 9 agentes de saúde, quantas reservadas?", 9),
    ("contratação emergencial de 15 médicos, quantas cotas?", 15),
    ("PSS para contratação de 11 professores substitutos, quantas vagas de cota?", 11),
    ("nomeação de 6 analistas, quantas cotas?", 6),
    ("pss com 200 inscritos para contratação temporária de 11 agentes, quantas cotas?", 11),
])
def test_the_people_hired_are_the_vagas(rbot, q: str, vagas: int) -> None:
    assert extract(q, TODAY).vacancies == vagas
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve", (ans.route, ans.headline)
    assert ans.calculation["reserved"] == reserved_for(vagas, None, TODAY)


@pytest.mark.parametrize("q", [
    "a contratação de 200 inscritos é possível?",
    "a convocação dos 5 primeiros colocados foi certa?",
    "a nomeação de 3 cotistas foi certa?",
    "contratação de 2 anos, tem cota?",
    "como fica a convocação das 3 listas?",
])
def test_those_who_applied_or_rank_are_not_vagas(q: str) -> None:
    assert extract(q, TODAY).vacancies is None


# --- 3. a quota by another criterion is out of scope -----------------------------------------------------------------


@pytest.mark.parametrize("q", [
    "há reserva de vagas por sexo nos concursos?",
    "tem cota por gênero em concurso público federal?",
    "concurso federal tem reserva por idade?",
    "existe cota por renda nos concursos federais?",
])
def test_a_quota_by_another_criterion_is_out_of_scope(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "out_of_scope", (q, ans.route, ans.headline)
    assert "outros grupos (mulheres, idosos" in ans.headline, ans.headline


@pytest.mark.parametrize("q", [
    "existe reserva de vagas por raça nos concursos federais?",
    "existe reserva pra pessoas com deficiência no concurso?",
    "tem cota pra mulheres negras no concurso federal?",
])
def test_the_laws_own_criteria_stay_in(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route != "out_of_scope", (q, ans.headline)


# --- 4. the papers of the posse are out of scope; those of the quota stay in -----------------------------------------


@pytest.mark.parametrize("q", [
    "Que documentação a área de gestão de pessoas deve solicitar ao candidato nomeado no ato da posse em cargo efetivo?",
    "quais papéis preciso levar na posse?",
])
def test_the_papers_of_the_posse_are_out_of_scope(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "out_of_scope", (q, ans.route, ans.headline)


@pytest.mark.parametrize("q", ["que documentação o nomeado entrega no ato da posse no cargo?",
                               "qual documentação exigir do aprovado na posse do cargo efetivo?"])
def test_the_rules_refuse_the_papers_of_the_posse(q: str) -> None:
    assert plan(q, None, TODAY).route == "out_of_scope"


@pytest.mark.parametrize("q", ["que documento comprova que sou quilombola?", "preciso levar algo na heteroidentificação?"])
def test_the_papers_of_the_quota_stay_in(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval" and ans.citations, (q, ans.route, ans.headline)
    assert "art. 3º" in ans.citations[0].label, [c.label for c in ans.citations]


# --- 5. the optant's mark in the general list too is art. 7º ----------------------------------------------------------


@pytest.mark.parametrize("q", [
    "sou cotista; posso disputar na lista geral também ao mesmo tempo?",
    "escolhi a cota, minha nota vale pra competir na lista geral simultaneamente?",
])
def test_competing_in_the_general_list_too_is_article_7(bot, q: str) -> None:
    (ans,) = chat(bot, q)
    assert ans.route == "retrieval" and ans.citations, (q, ans.route, ans.headline)
    assert ans.citations[0].label.startswith("Lei nº 15.142/2025, art. 7º"), [c.label for c in ans.citations]
    assert "concorre, ao mesmo tempo, às vagas de ampla concorrência" in ans.headline, ans.headline


def test_a_place_in_the_general_list_is_still_a_position(rbot) -> None:
    (ans,) = chat(rbot, "to em 9º na geral, sou cotista, 12 vagas, passo?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"


# --- 6. the legislation applicable to our edital is the regime --------------------------------------------------------


def test_the_legislation_applicable_to_our_edital_asks_its_date(rbot) -> None:
    first, dated, count = chat(rbot, "Olá, queremos saber a legislação de cotas aplicável ao nosso concurso.",
                               "foi publicado em 20/03/2015", "e quantas cotas com 15 vagas nele?")
    assert first.route == "clarify"
    assert "Em que data o edital foi publicado?" in first.headline, first.headline
    assert dated.route == "calculator" and dated.calculation["operation"] == "regime"
    assert dated.calculation["regime"] == "lei-12990-2014"
    assert count.route == "calculator" and count.calculation["reserved"] == reserved_for(15, "2015-03-20", TODAY) == 3
    assert carried_keys_of(count) == ["edital_date"]


def test_the_norms_applicable_to_a_procedure_stay_the_law() -> None:
    assert plan("quais as normas aplicáveis à heteroidentificação?", None, TODAY).route == "retrieval"


# --- 7. how the order goes in one's own concurso asks its vagas -------------------------------------------------------


@pytest.mark.parametrize("q", [
    "como funciona a ordem de nomeação entre cotistas e ampla no nosso concurso?",
    "como funciona a chamada dos cotistas no meu concurso?",
])
def test_how_the_order_goes_in_ones_own_concurso_asks_the_vagas(q: str) -> None:
    p = plan(q, None, TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "order", "vacancies")


@pytest.mark.parametrize("q", [
    "como funciona a ordem de chamada dos cotistas e da ampla?",
    "o que a lei diz sobre como funciona a ordem de nomeação no nosso concurso?",
    "por que a ordem de nomeação no meu concurso alterna?",
])
def test_how_the_order_works_in_general_stays_the_law(q: str) -> None:
    assert plan(q, None, TODAY).route == "retrieval"
