"""Round 31 (fix31r): the declassified holdout31 failures, fixed by family.

(a) dates and regime: whether a law already reached an edital, asked in the imperfect ("já pegava a lei de cotas?",
    "entrava na lei?"): the regime of that edital's date, as "pega a lei?" is (none was asked of its vagas);
(b) eligibility: "tem acesso às vagas reservadas?" of a group in a named body's selection is whether that person may
    use the reserve, as "tem direito à cota?" asks (not the law's reach in general);
(c) position: enrolled under the reserve's group or its shorthand ("me inscrevi como ppiq", "inscrita como ppi",
    "concorro como parda") is the option for the reserve; a negation keeps it out;
(d) out of scope: the taxes on a servant's pay ("imposto de renda retido na fonte"), and the cut-off mark of a past
    concurso even asked of the PcD list (no law sets it), in a thread as alone; the PcD minimum mark's rule stays law.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from assistant.rules import PAST_CUTOFF
from tests.assistant_support import chat, rules_bot

_TODAY = date(2026, 12, 5)


def _plan(q: str, prev: dict | None = None):  # type: ignore[no-untyped-def,type-arg]
    return plan(q, prev, _TODAY)


# (a) dates and regime
def test_law_already_reaching_an_old_edital_in_the_imperfect_is_its_regime() -> None:
    for q, when in (("o certame saiu em 10 de junho de 2014, já pegava a lei das cotas?", "2014-06-10"),
                    ("edital publicado em 3 de junho de 2025 pegava a lei nova?", "2025-06-03"),
                    ("nosso edital de 02/02/2013 entrava na lei de cotas?", "2013-02-02")):
        p = _plan(q)
        assert (p.route, p.intent) == ("calculator", "regime"), q
        assert p.params.get("edital_date") == when, q


def test_first_day_of_the_old_law_answers_lei_12990() -> None:
    bot = rules_bot(_TODAY)
    (ans,) = chat(bot, "a seleção abriu em 10 de junho de 2014, ja pegava a regra de cotas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert "12.990" in ans.headline


# (b) eligibility of a group in a named selection and body
def test_access_to_the_reserved_vagas_of_a_named_selection_is_eligibility() -> None:
    for q, entity, process in (
            ("num processo seletivo simplificado do ibama, uma candidata indígena teria acesso às vagas reservadas?",
             "autarquia", "pss"),
            ("candidato quilombola tem acesso à reserva no PSS de uma fundação pública federal?", "fundacao", "pss")):
        p = _plan(q)
        assert (p.route, p.intent) == ("calculator", "eligibility"), q
        assert p.params.get("entity") == entity and p.params.get("process") == process, q


def test_access_in_a_covered_pss_is_answered_yes() -> None:
    bot = rules_bot(_TODAY)
    (ans,) = chat(bot, "no PSS do ibama, pessoa parda tem acesso às vagas reservadas?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.headline.startswith("**Sim")


# (c) position with a group shorthand
def test_enrolled_under_a_group_shorthand_is_the_option() -> None:
    for q in ("fiquei em 9º colocado na classificação geral, inscrito como ppi, são 12 vagas, entro?",
              "me inscrevi como ppiq e tirei 8º na geral, 10 vagas, sou chamada?",
              "concorro como parda, 6º lugar na lista geral, 10 vagas, passo?"):
        assert extract(q).optant, q
        p = _plan(q)
        assert (p.route, p.intent) == ("calculator", "position") and p.params.get("optant") is True, q
    assert not extract("não me inscrevi como ppi, fiquei 8º na geral, 10 vagas, entro?").optant
    assert not extract("sou pardo, fiquei 8º na geral, 10 vagas, entro?").optant


def test_shorthand_optant_is_placed_in_the_reserve() -> None:
    bot = rules_bot(_TODAY)
    (ans,) = chat(bot, "tirei 8º na classificação geral, me inscrevi como ppiq, o cargo tem 10 vagas, sou nomeado?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.headline.startswith("**Sim") and "reservadas" in ans.headline


# (d) out of scope answered with law text
def test_taxes_on_pay_are_out_of_scope() -> None:
    for q in ("qual a alíquota do imposto de renda no salário de analista recém-empossado?",
              "o IRRF do servidor nomeado pela cota é descontado como?",
              "quanto fica retido na fonte do contracheque do técnico?"):
        assert _plan(q).route == "out_of_scope", q


def test_past_cutoff_mark_of_the_pcd_list_is_out_of_scope_alone_and_in_a_thread() -> None:
    for q in ("qual foi a nota de corte dos candidatos pcd no último concurso da receita?",
              "e a nota de corte pra deficiente no concurso de 2022 do ibge?"):
        assert _plan(q).route == "out_of_scope", q
        assert _plan(q, {"route": "retrieval"}).route == "out_of_scope", q


def test_pcd_minimum_mark_rule_is_no_past_cutoff() -> None:
    # Decreto 9.508 art. 2º: the PcD candidate's minimum mark is the others'; asked as a rule, no past concurso named,
    # it is not the figure a concurso had (the classifier answers it with the decree's text).
    assert not PAST_CUTOFF.search(extract("a nota de corte do candidato pcd tem que ser a mesma da ampla?").text)
    assert PAST_CUTOFF.search(extract("a nota de corte pcd do concurso passado da pf").text)
