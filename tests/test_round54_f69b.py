"""Round 54 (f69b): the question asked, not a neighbouring intent answered.

- one's own competing asked in the present ("sou parda, concorro na cota?", "eu entro pela reserva?") is that person's
  eligibility, the reserve of the vagas beside it (`asked_whom.own_claim_asked`); a place told after it ("concorro na
  reserva e fiquei em 3º...") stays a position, and a count asked stays the reserve;
- what the vagas leave the reserve ("sobra alguma vaga reservada?", "mesmo assim fica alguma reservada pra pardos?") is
  the reserve's count, one's town ("da minha cidade") no claim of one's own; under Lei 12.990 a count below its minimum
  of 3 vagas is that count, 0 reserved (art. 1º, § 1º: `EligibilityResult.short_of_vagas`), never a "Não" of eligibility;
  one's own claim with the same vagas stays the eligibility;
- one's own claim with no group told ("posso me inscrever na cota...? não sei como funciona pra mim", "quero me
  inscrever na reserva...", "eu concorro na cota...?") asks how the person declares themself (clarify), however the
  doubt is said; with the group told it is answered;
- a federal body's staff asking whether the body must reserve for negros (the reserve's own beneficiaries, "sou do RH"
  no group of one's own) is whom the law binds (art. 1º, I, law text); a group only the new law added ("para
  quilombolas"), a group one declares, or a city's body keep their eligibility;
- a rule inside a law asked with the edital's year beside it ("na Lei 12.990 o edital tinha que ... por cargo? o edital
  é de 2023") is that rule's text (`rules.rule_within_law`), never the regime; which law or rate a dated edital has,
  or whether it must have a quota, stays the regime;
- an internship asked with no quota word ("carga horária do estágio", "contratar estagiário sem seleção"), or holding
  another post ("acumular com outro cargo"), is out of scope; a quota asked of them, a PSS or temporary hiring, and a
  fragment after a law answer ("e pra estágio?") stay the law's.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import calculator
from assistant.asked_whom import own_claim_asked, reserve_left_asked
from assistant.routing_eval import _intent_of, find_expected
from assistant.rules import rule_within_law
from calculator import EligibilityInput
from tests.assistant_support import chat, reserved_for
from vocabulary import fold

ART1_INC1 = "Lei nº 15.142/2025, art. 1º, I"

# --------------------------------------------------------------------------- one's own claim vs what the vagas leave

OWN_CLAIMS = {  # question -> vagas
    "o concurso da Caixa tem 45 vagas, sou parda, concorro na cota?": 45,
    "edital do Banco do Brasil com 30 vagas, eu sou preto, entro pela reserva?": 30,
    "sou quilombola e o concurso do IBGE abriu 16 vagas: me inscrevo nas vagas reservadas?": 16,
}


def test_the_cues_read_whose_question_it_is() -> None:
    for said in OWN_CLAIMS:
        assert own_claim_asked(fold(said)), said
    for said in ("concorro na reserva e fiquei em 3º, são 10 vagas, entro?", "concorro na cota ou na ampla?",
                 "quantas vagas ficam pra cota?"):
        assert not own_claim_asked(fold(said)), said
    for said in ("3 vagas, sobra vaga pra cota racial?", "são 2 vagas, mesmo assim fica alguma reservada?",
                 "duas vagas: ainda assim tem reserva?"):
        assert reserve_left_asked(fold(said)), said
    assert not reserve_left_asked(fold("sou parda, posso concorrer na cota?"))


@pytest.mark.parametrize("question", sorted(OWN_CLAIMS))
def test_ones_own_competing_asked_is_the_eligibility(bot: Any, question: str) -> None:
    (ans,) = chat(bot, question)
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert find_expected(ans.calculation, "eligible") is True
    assert find_expected(ans.calculation, "reserved") == reserved_for(OWN_CLAIMS[question], None, bot._today())


def test_a_count_or_a_place_beside_the_same_words_stays_its_own(bot: Any) -> None:
    (ans,) = chat(bot, "eu sou indígena, concorro na cota do concurso do INSS com 20 vagas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    (ans,) = chat(bot, "o concurso da Caixa tem 45 vagas, quantas ficam pra cota?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    (ans,) = chat(bot, "concorro na reserva e fiquei em 3º na lista da cota, são 10 vagas, entro?")
    assert _intent_of(ans) == "position", ans.headline


LEFT_ASKED = {  # question -> (vagas, edital date)
    "3 vagas no concurso da UFRJ, sobra vaga pra cota racial?": (3, None),
    "o concurso do órgão federal da minha região tem só 2 vagas, mesmo assim tem reserva pra pardos?": (2, None),
    "a autarquia federal do meu estado abriu concurso de 2 vagas, tem reserva pra pretos?": (2, None),
    "edital do TRE de abril de 2025 com duas vagas de analista: sobra alguma reservada para negros?": (2, "2025-04-30"),
}


@pytest.mark.parametrize("question", sorted(LEFT_ASKED))
def test_what_the_vagas_leave_the_reserve_is_its_count(bot: Any, question: str) -> None:
    (ans,) = chat(bot, question)
    n, day = LEFT_ASKED[question]
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert find_expected(ans.calculation, "reserved") == reserved_for(n, day, bot._today())


def test_the_old_laws_minimum_is_the_counts_answer_not_a_verdict(bot: Any) -> None:
    # the calculator says why a coverage check said "Não": only the vagas below Lei 12.990's minimum of 3
    old = dict(entity="autarquia", process="concurso", vacancies=2, edital_date=date(2025, 4, 1))
    short = calculator.eligibility(EligibilityInput(group="negra", **old))
    assert (short.eligible, short.short_of_vagas) == (False, True)
    assert calculator.eligibility(EligibilityInput(group="indigena", **old)).short_of_vagas is False  # the group too
    assert calculator.eligibility(EligibilityInput(group="negra", entity="municipal", process="concurso", vacancies=2,
                                                   edital_date=date(2025, 4, 1))).short_of_vagas is False
    (ans,) = chat(bot, "edital do TRE de abril de 2025 com duas vagas de analista: sobra alguma reservada para negros?")
    assert ans.calculation["regime"] == "lei-12990-2014" and "3 vagas" in ans.headline, ans.headline
    # one's own claim with the same vagas stays that person's verdict
    (ans,) = chat(bot, "sou parda, edital do TRE de abril de 2025 com duas vagas de analista, posso concorrer na cota?")
    assert (_intent_of(ans), ans.calculation["eligible"]) == ("eligibility", False), ans.headline


# --------------------------------------------------------------------------- the claim with no group told

UNSURE_CLAIMS = ("posso me inscrever na cota do concurso do IFBA? não sei como funciona pra mim",
                 "quero me inscrever na reserva do concurso do IBAMA, como fica pra mim?",
                 "eu concorro na cota do concurso da Funai?")


def test_ones_claim_with_no_group_asks_the_group_and_with_it_is_answered(bot: Any) -> None:
    for said in UNSURE_CLAIMS:
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility"), (said, ans.headline)
        assert "autodeclara" in ans.answer
    (ans,) = chat(bot, "sou quilombola, posso me inscrever na cota do concurso do IFBA? não sei como funciona pra mim")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True), ans.headline


# --------------------------------------------------------------------------- a body's duty asked by its staff

BODY_DUTIES = ("trabalho no setor de pessoal de uma autarquia federal, somos obrigados a reservar vagas pra pessoas "
               "pretas e pardas?",
               "aqui é o RH de uma empresa pública federal: somos obrigados a reservar vagas para candidatos negros?",
               "sou do departamento de pessoal de uma fundação pública federal, temos que reservar vagas para negros?")


def test_a_federal_bodys_duty_to_reserve_for_negros_is_article_1(bot: Any) -> None:
    for said in BODY_DUTIES:
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert any(c.label == ART1_INC1 for c in ans.citations[:2]), [c.label for c in ans.citations]
        assert "podem concorrer" not in ans.headline
    # neighbours: a group only the new law added, one's own group and claim, a city's body
    (ans,) = chat(bot, "sou do RH de uma autarquia federal, temos que reservar vagas para indígenas?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True), ans.headline
    (ans,) = chat(bot, "sou negra e trabalho numa autarquia federal, posso concorrer pela cota no concurso dela?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    (ans,) = chat(bot, "somos uma câmara municipal, temos que reservar vagas para negros?")
    assert not ans.headline.startswith("**Sim**"), ans.headline


# --------------------------------------------------------------------------- a rule inside a law, a year beside it

def test_a_rule_asked_with_a_year_is_not_which_law() -> None:
    for said in ("na lei 12.990, a reserva tem que constar do edital cargo a cargo? o edital e de 2023",
                 "pela lei antiga o edital devia trazer o total reservado de cada cargo? edital de 2021"):
        assert rule_within_law(said), said
    for said in ("edital de 2024, qual lei se aplica?", "edital de 2023, qual o percentual de cota?",
                 "o edital de 2024 precisa ter cota?", "um edital de 2024 segue a lei de 2014 ou a nova?",
                 "edital de 2022 tem que reservar quantas vagas?"):
        assert not rule_within_law(fold(said)), said


def test_a_rule_inside_the_old_law_is_its_text_which_law_stays_the_regime(bot: Any) -> None:
    (ans,) = chat(bot, "Na Lei 12.990, a reserva tem que constar do edital cargo a cargo? o edital é de 2023")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), ans.headline
    for said in ("edital de 2024, qual lei se aplica?", "um edital de 2023 segue a lei de 2014 ou a nova?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)


# --------------------------------------------------------------------------- what these norms do not address

OUTSIDE = ("qual a carga horária máxima de um estágio em autarquia?",
           "a fundação pode contratar estagiária sem seleção? qual a lei do estágio?",
           "um técnico do INSS pode acumular com outro emprego de enfermeiro no hospital universitário?")


def test_internships_and_a_second_post_are_out_of_scope_the_reserve_asked_of_them_is_not(bot: Any) -> None:
    for said in OUTSIDE:
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
    for said in ("estágio em órgão federal tem cota racial?", "a cota vale para os temporários do IBGE?",
                 "a reserva racial se aplica a contratação temporária?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
    first, then = chat(bot, "a cota racial vale no processo seletivo simplificado?", "e pra estágio?")
    assert then.route != "out_of_scope", then.headline
