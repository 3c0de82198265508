"""Round 29 (p29b): families behind a probe of long threads that switch between the law and the figures.

- HR restating a fact formally ("Retificação: a data correta de publicação é ...", "o número exato de vagas é ...",
  "..., e não em ..."): a correction of the thread's figure, the same calculation again (a table's cargos carried),
  never the law on amendments of an edital nor a bare regime;
- a count supposed in the indicative ("quantas ficam pra cota se são 10?"): those are the vagas;
- "onde tá escrito essa regra?" in chat form: the basis of the answer just given (law text), never refused;
- a cargo of the table with fewer than 2 vagas, asked with "onde diz isso?": the provision (law text), not the count;
- "quem decide a ordem?" after a count or a table, "e quem confere isso?" after any answer: these laws' rule (art. 9º;
  art. 3º or art. 10 by the thread's subject), never "Não encontrei ... um dispositivo";
- the self-declaration said not to be accepted ("e se não for aceita?"): art. 3º, § 2º, not the count again;
- "quem decide se junta ou separa?" after a table: the base of the reserve by cargo (law text).
"""
from __future__ import annotations

from datetime import date

from assistant.context import correction
from assistant.extraction import extract
from assistant.router import plan

TODAY = date(2026, 12, 4)
TABLE_OLD = {"intent": "edital", "edital_date": "2025-02-10", "cargos": [["contador", 12], ["agente", 5]]}
RESERVE_OLD = {"intent": "reserve", "edital_date": "2024-11-20", "vacancies": 16}
RESERVE_NEW = {"intent": "reserve", "vacancies": 21}
ELIGIBLE = {"intent": "eligibility", "groups": ["preta"], "entity": "autarquia", "process": "concurso", "vacancies": 8}


def _plan(q: str, prev: dict | None = None):
    return plan(q, prev, TODAY)


def _cargos(p) -> list[int]:
    return [c[1] for c in p.params.get("cargos") or []]


# --- a fact restated formally is a correction ---------------------------------------------------------------------

def test_formal_restatement_of_a_fact_is_a_correction() -> None:
    for q in ("Retificação: a data exata de publicação é 15/10/2025.", "A data certa do edital é 15/10/2025.",
              "o numero correto de vagas e 30", "Foi publicado em 15/10/2025, e não em 10/02/2025."):
        assert correction(extract(q)), q
    # an amendment told, or a plain date, is no correction of the person's own words
    for q in ("houve retificação do edital em outubro", "o edital é de 15/10/2025"):
        assert not correction(extract(q)), q


def test_corrected_date_after_a_table_recomputes_the_table() -> None:
    for q in ("Retificação: a data exata de publicação do edital é 15/10/2025.",
              "A data certa de publicação é 15/10/2025.",
              "O edital foi publicado em 15/10/2025, e não em 10/02/2025."):
        p = _plan(q, TABLE_OLD)
        assert p.route == "calculator" and p.intent == "edital", q
        assert _cargos(p) == [12, 5] and p.params.get("edital_date") == "2025-10-15", q
        assert "cargos" in p.carried, q


def test_corrected_date_after_a_count_recomputes_the_count() -> None:
    p = _plan("Retificação: a data correta de publicação é 03/08/2025.", RESERVE_OLD)
    assert p.route == "calculator" and p.intent == "reserve"
    assert p.params.get("vacancies") == 16 and p.params.get("edital_date") == "2025-08-03"


def test_an_amendment_still_keeps_the_editals_own_date() -> None:
    p = _plan("Saiu uma retificação do edital em 15/10/2025, isso muda?", TABLE_OLD)
    assert p.route == "calculator" and p.params.get("edital_date") == "2025-02-10"  # art. 11


# --- a count supposed in the indicative ---------------------------------------------------------------------------

def test_count_supposed_in_the_indicative_is_the_vagas() -> None:
    for q, n in (("e quantas ficam reservadas se sao 14?", 14), ("quantas eram de cota se eram 6?", 6),
                 ("caso sao 27, quantas pra cotistas?", 27)):
        assert extract(q).vacancies == n, q
    for q in ("quantas reservadas se sao 4 pcd?", "se sao 3 cargos, quantas?"):
        assert extract(q).vacancies is None, q  # a part or another noun, never the total


def test_count_in_the_indicative_after_a_regime_keeps_the_date() -> None:
    p = _plan("e quantas pra cotistas se sao 14?", {"intent": "regime", "edital_date": "2025-01-15"})
    assert p.route == "calculator" and p.intent == "reserve"
    assert p.params.get("vacancies") == 14 and p.params.get("edital_date") == "2025-01-15"


# --- where it is written --------------------------------------------------------------------------------------------

def test_where_is_it_written_in_chat_form_is_the_basis() -> None:
    for q in ("onde ta escrito essa regra?", "onde e q ta escrito esse percentual?", "onde ta previsto isso?",
              "e onde consta isso?"):
        for prev in (RESERVE_OLD, TABLE_OLD):
            p = _plan(q, prev)
            assert p.route == "retrieval" and "basis" in p.notes, (q, prev)
    assert _plan("onde ta o edital?", RESERVE_NEW).route == "out_of_scope"  # where a document is: no basis asked


def test_cargo_below_the_minimum_asked_where_it_is_written_is_law_text() -> None:
    table = {"intent": "edital", "cargos": [["fiscal", 6], ["arquivista", 1]]}
    p = _plan("o arquivista com 1 vaga fica sem reserva mesmo? e onde ta escrito?", table)
    assert p.route == "retrieval"
    p = _plan("o arquivista com 1 vaga nao tem cota entao?", table)
    assert p.route == "calculator"  # that cargo's count, as round 26 answers it


# --- who decides / who checks, with a pointer only ------------------------------------------------------------------

def test_who_decides_the_order_after_a_count_is_the_order_rule() -> None:
    for prev in (RESERVE_NEW, TABLE_OLD, ELIGIBLE):
        for q in ("e quem decide a ordem?", "quem estabelece essa ordem?"):
            p = _plan(q, prev)
            assert p.route == "retrieval" and "ordem de nomeação" in (p.query or ""), (q, prev)
        assert _plan("quem define a alternancia?", prev).route == "retrieval"  # a law word of its own
    # an order asked with no rule word is still the order of those vagas
    p = _plan("e a ordem?", RESERVE_NEW)
    assert p.route == "calculator" and p.intent == "order"


def test_who_checks_that_takes_the_threads_subject() -> None:
    p = _plan("e quem checa isso?", RESERVE_NEW)
    assert p.route == "retrieval" and "monitoramento" in (p.query or "")
    p = _plan("quem confere?", ELIGIBLE)
    assert p.route == "retrieval" and "autodeclaração" in (p.query or "")
    p = _plan("quem verifica essa reserva?", TABLE_OLD)
    assert p.route == "retrieval"


# --- the self-declaration not accepted -----------------------------------------------------------------------------

def test_declaration_not_accepted_is_the_confirmation_rule() -> None:
    for q in ("e se eu me declarar preta e nao for aceita?", "se a minha autodeclaracao nao for homologada, saio?",
              "me declarei indigena, e se nao for reconhecido?"):
        for prev in (RESERVE_NEW, ELIGIBLE):
            assert _plan(q, prev).route == "retrieval", (q, prev)


# --- joining or splitting the cargos -------------------------------------------------------------------------------

def test_who_decides_joining_the_cargos_is_the_base_rule() -> None:
    for q in ("quem decide se soma ou separa?", "quem define a distribuicao entre os cargos?"):
        p = _plan(q, TABLE_OLD)
        assert p.route == "retrieval" and "reserva por cargo" in (p.query or ""), q
    p = _plan("e se juntar tudo?", TABLE_OLD)
    assert p.route == "calculator" and p.intent == "edital"  # the sum itself, computed
