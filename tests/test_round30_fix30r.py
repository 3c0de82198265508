"""Round 30 (fix30r): the declassified holdout29/30 failures, fixed by family.

(a) clarify: the calculator operation asked without its fact, read by the rules (the classifier's clarification
    threshold is unchanged: lowering it from 0.7 to 0.5 turned one law question into a clarification on the eval sets):
- fitting the reserve oneself ("me encaixo / me enquadro na cota"): the eligibility, its group asked;
- the form's option for the reserve ("posso marcar a opção de cotista?", "..., será que eu posso?"): the same;
- "o nosso próximo edital de <cargo>": ours, whatever follows; its reserve asks for its vagas;
(b) out of scope:
- another group's quota with the cue's "de vaga(s)" and the group's whole word ("reserva de vagas para pessoas
  transexuais");
- the pay by its slip or a guessed sum ("contracheque", "holerite", "uns quantos mil");
(c) calculator singles:
- a place in the list named with its adjective ("na listagem específica dos pretos"): the reserve-list rank;
- the reserve asked "at that time" of a dated edital: the regime of that date;
- a table told as "N cargos <adjective>, cada um com X": the edital.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan

_TODAY = date(2026, 12, 5)


def _plan(q: str):  # type: ignore[no-untyped-def]
    return plan(q, None, _TODAY)


def test_fitting_the_reserve_oneself_asks_the_group() -> None:
    for q in ("eu me enquadro na cota racial?",
              "será que me encaixo nas vagas de cota desse concurso?",
              "não sei se me enquadraria para concorrer na reserva"):
        p = _plan(q)
        assert (p.route, p.intent, p.clarify) == ("clarify", "eligibility", "groups"), q
    # one's group in doubt stays the definitions' (art. 2º)
    assert _plan("será que eu me encaixo como preta?").route == "retrieval"
    # a group and a body told: the eligibility computed
    p = _plan("sou preto, será que me enquadro na reserva do concurso do ibge?")
    assert (p.route, p.intent) == ("calculator", "eligibility")


def test_the_forms_option_for_the_reserve_asks_the_group() -> None:
    for q in ("posso assinalar o campo de cotas no formulário?",
              "quero selecionar a opção cotista no ato da inscrição, será que posso?",
              "eu poderia ticar a caixa da reserva na ficha?"):
        p = _plan(q)
        assert (p.route, p.intent, p.clarify) == ("clarify", "eligibility", "groups"), q


def test_our_next_edital_of_a_cargo_is_ours() -> None:
    for q in ("quantas cotas terá a nossa próxima seleção de analista?",
              "qual vai ser a reserva racial no nosso futuro concurso de agente?"):
        p = _plan(q)
        assert (p.route, p.intent, p.clarify) == ("clarify", "reserve", "vacancies"), q


def test_another_groups_quota_with_de_vagas_and_the_whole_word_is_out_of_scope() -> None:
    for q in ("tem reserva de vagas para pessoas transexuais no concurso do ibama?",
              "há cota de vaga pra pessoa transgênero nos concursos da união?"):
        p = _plan(q)
        assert p.route == "out_of_scope" and "other_quota" in p.notes, q
    # the racial groups stay in
    assert _plan("tem reserva de vagas para pessoas pardas no concurso do ibama?").route != "out_of_scope"


def test_pay_by_its_slip_or_a_guessed_sum_is_out_of_scope() -> None:
    for q in ("quanto vem no holerite de analista do ibge?",
              "o contra-cheque de agente da pf é bom?",
              "auditor da receita ganha uns quantos mil por mês?"):
        assert _plan(q).route == "out_of_scope", q
    # a count of people in thousands is no pay
    assert "quantos mil" not in _plan("foram quantos mil inscritos no concurso?").notes


def test_a_place_in_the_list_named_with_its_adjective_is_the_reserve_rank() -> None:
    ex = extract("fiquei em quinto na listagem própria dos pretos e pardos, 12 vagas")
    assert ex.reserve_rank == 5
    ex = extract("estou em 2o na relação específica, são 8 vagas")
    assert ex.reserve_rank == 2
    p = _plan("to em segundo na lista exclusiva dos negros, edital com 20 vagas, sou chamado?")
    assert p.route == "calculator" and p.intent == "position" and p.params.get("reserve_rank") == 2


def test_the_reserve_asked_at_that_time_of_a_dated_edital_is_the_regime() -> None:
    for q in ("edital de abertura de 15/01/2010: havia previsão em lei de cota para negros à época?",
              "certame aberto em 02/09/2011, a lei previa reserva racial naquela época?",
              "concurso com edital de 20/02/2016: tinha reserva para negros naquela época?"):
        p = _plan(q)
        assert (p.route, p.intent) == ("calculator", "regime"), q


def test_a_table_of_cargos_with_an_adjective_and_each_one_with() -> None:
    ex = extract("são 4 cargos distintos, cada um com 2 vagas")
    assert [v for _, v in ex.cargos] == [2, 2, 2, 2]
    p = _plan("o quadro tem 2 cargos diferentes, cada uma com 3 vagas; quantas reservadas em cada?")
    assert (p.route, p.intent) == ("calculator", "edital")
