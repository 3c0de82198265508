"""Round 34 (34g): portal and form integrations pasting the case as fields (issue 10), by family.

- form fields ("vacancies: 7", '{"vagas": 6, "data": "2025-12-01"}', "qtd_vagas: 1", "rank_geral=4; optante=sim",
  "Posição na lista de cotas: 2", "grupo=parda") are read as the phrases they stand for, English or snake_case keys too;
- a message of an edital's fields only (its vagas, cargo, PcD vagas and date, nothing asked) is that edital handed over:
  its reserve is counted, as "edital com 12 vagas" is; "sendo 2 PcD" beside the count is part of it;
- the case told, then "a cota vale?" at the end: whether the reserve holds in that case (eligibility), not the law's text.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction.envelope import strip_envelope, unform
from assistant.router import plan
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)
NEW, OLD = "lei-15142-2025", "lei-12990-2014"


def _one(q: str):
    (ans,) = chat(rules_bot(TODAY), q)
    return ans


def _calc(q: str, operation: str) -> dict:
    ans = _one(q)
    assert ans.route == "calculator", (q, ans.route, ans.headline)
    assert ans.calculation["operation"] == operation, (q, ans.calculation["operation"])
    return ans.calculation


def test_form_fields_are_read_as_their_phrases() -> None:
    assert unform('{"vacancies": 25, "date": "2025-09-01"} quantas reservadas?') == \
        "25 vagas, edital publicado em 2025-09-01 quantas reservadas?"
    assert unform("rank_geral=4; vagas=10; optante=sim") == \
        "4º lugar na classificação geral; 10 vagas; sou optante pela cota"
    assert unform("Posição na lista de cotas: 2 | Vagas: 10") == "2º lugar na lista de reserva, 10 vagas"
    assert unform("grupo=quilombola; processo=concurso") == "sou quilombola; processo=concurso"
    # neighbours: prose, an edital's number, a percentage and a decimal are left alone
    for q in ("Edital com 12 vagas publicado em 10/03/2025, quantas reservadas?",
              "EDITAL Nº 3/2025 – ITEM 4.1 – DAS VAGAS: 40 vagas para Técnico", "PcD: 5%; vagas: 4,5?",
              "Pergunta: a heteroidentificação é obrigatória?"):
        assert unform(q) == q, q


def test_reserve_asked_of_form_fields() -> None:
    for q, n, d in (
        ('{"vacancies": 23, "date": "2025-10-01"} quantas ficam reservadas para negros?', 23, "2025-10-01"),
        ("vacancies: 9\nedital_date: 2024-04-22\nquantas cotas?", 9, "2024-04-22"),
        ("qtd_vagas: 1 / dt_publicacao: 2025-12-03 — tem cota racial?", 1, "2025-12-03"),
    ):
        calc = _calc(q, "reserve")
        assert calc["reserved"] == reserved_for(n, d, TODAY), q
        assert calc["regime"] == (NEW if d >= "2025-06-04" else OLD), q


def test_order_and_position_of_form_fields() -> None:
    calc = _calc('{"vagas": 7, "data": "2025-11-01"} alternância: quais posições da nomeação são da cota?', "order")
    want = calculator.order({"vacancies": 7, "edital_date": "2025-11-01", "today": TODAY})
    assert calc["quota_positions"] == want.quota_positions
    calc = _calc("rank_geral=3; vagas=10; optante=sim; data=2025-07-20 — entro nas vagas?", "position")
    want_p = calculator.position({"general_rank": 3, "vacancies": 10, "optant": True, "edital_date": "2025-07-20",
                                  "today": TODAY})
    assert (calc["status"], calc["list"], calc["appointment"]) == (want_p.status, want_p.list, want_p.appointment)
    calc = _calc("general_rank: 31; vacancies: 20; edital_date: 2024-08-01; optant: false — estou dentro?", "position")
    assert calc["status"] == "outside"


def test_table_of_cargos_as_fields() -> None:
    calc = _calc('[{"cargo": "Agente", "vagas": 20}, {"cargo": "Perito", "vagas": 7}] date=2024-11-01 cotas por cargo',
                 "edital")
    assert [c["reserved"] for c in calc["cargos"]] == [reserved_for(20, "2024-11-01", TODAY),
                                                      reserved_for(7, "2024-11-01", TODAY)]


def test_an_editals_fields_alone_are_the_edital_handed_over() -> None:
    for q, n, d, pcd in (
        ("vagas=15; data=2025-06-10", 15, "2025-06-10", None),
        ('{"vacancies": 9}', 9, None, None),
        ("Cargo: Analista | Vagas: 6 | Data: 2024-03-03", 6, "2024-03-03", None),
        ("Vagas: 20 | PcD: 2 | Data: 2025-09-01", 20, "2025-09-01", 2),
    ):
        assert strip_envelope(q).startswith("edital com "), q
        calc = _calc(q, "reserve")
        assert calc["reserved"] == reserved_for(n, d, TODAY), q
        assert calc.get("pcd") == pcd, q
    # the same told in a sentence ("sendo 2 PcD" beside the count)
    calc = _calc("tenho 20 vagas no edital, sendo 2 pcd", "reserve")
    assert (calc["reserved"], calc["pcd"]) == (reserved_for(20, None, TODAY), 2)
    # neighbour: a date alone is no edital handed over (no count to reserve)
    assert strip_envelope("data_edital=2025-06-03") == "edital publicado em 2025-06-03"


def test_the_case_told_then_a_cota_vale_is_its_eligibility() -> None:
    calc = _calc("grupo=parda; entidade=empresa pública; processo=pss; data=2025-08-08 — a cota vale?", "eligibility")
    assert calc["eligible"] is False  # a PSS of an empresa pública is not covered (Lei 15.142, art. 1º, II)
    calc = _calc("Tipo: processo seletivo simplificado | Órgão: fundação pública federal | Candidato: preto | "
                 "Data: 2025-08-21 — a cota vale?", "eligibility")
    assert calc["eligible"] is True and calc["regime"] == NEW
    # neighbour: asked of no one's case, the law's reach stays the law's text
    for q in ("PSS tem cota?", "a cota vale?"):
        assert plan(q, None, TODAY).route == "retrieval", q
