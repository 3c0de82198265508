"""Round 34 (34f): HR of fundações and autarquias auditing a published result (issue 10), by family.

- the amendment's date said with the verb of whoever amended it ("retificamos o edital em julho de 2025", "a banca
  retificou o edital em 10/07/2025") is not the edital's publication (Lei 15.142, art. 11): the other date decides;
- the vagas that arose in the validity with the total they brought the edital to, said as it stands now ("surgiram
  3 vagas na validade e agora são 13 no total") or pointed at ("com 10 vagas; surgiram 5 ... Quantas das 15?"): that
  total is the count (art. 1º, § 2º), never the vagas that arose alone, and no question of which count;
- the banca's figures to check ("a lista de cotas ficou com 3 vagas", "a banca somou 6 e reservou 2 no total") are
  claims: never a second total of vagas, never a cargo named "banca somou".
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)
NEW, OLD = "lei-15142-2025", "lei-12990-2014"


def _calc(q: str) -> dict:
    (ans,) = chat(rules_bot(TODAY), q)
    assert ans.route == "calculator", (q, ans.route, ans.headline)
    return ans.calculation


def test_the_amenders_verb_dates_the_amendment_not_the_edital() -> None:
    for q, want in (
        ("Retificamos o edital em julho de 2025, mas ele foi publicado em 20/05/2025. Com 9 vagas, quantas são "
         "reservadas?", "2025-05-20"),
        ("A banca retificou o edital em 10/07/2025; a publicação foi em 20/05/2025. Quantas reservadas em 9 vagas?",
         "2025-05-20"),
        ("Retificaram o nosso edital em 01/08/2025 e ele saiu em 30/04/2025: quantas reservadas com 9 vagas?",
         "2025-04-30"),
    ):
        assert str(extract(q, TODAY).date) == want, q
        calc = _calc(q)
        assert calc["operation"] == "reserve" and calc["regime"] == OLD, q
        assert calc["reserved"] == reserved_for(9, want, TODAY) == 2, q
    # alone, the amendment's date is dropped (the edital's own is unknown); it never becomes the publication
    ex = extract("Retificamos o edital em julho de 2025. Quantas reservadas com 9 vagas?", TODAY)
    assert ex.date is None and ex.period is None


def test_neighbours_of_the_amendment_keep_their_dates() -> None:
    assert str(extract("o edital de 20/05/2025 foi retificado pela banca em julho de 2025", TODAY).date) == "2025-05-20"
    assert str(extract("publicamos o edital em 20/05/2025 e retificamos em julho de 2025", TODAY).date) == "2025-05-20"
    assert str(extract("edital de 10/03/2025, retificação publicada em 15/08/2025, 10 vagas", TODAY).date) == "2025-03-10"
    assert str(extract("Edital publicado em 10/08/2025 com 10 vagas", TODAY).date) == "2025-08-10"


def test_the_total_the_vagas_that_arose_brought_is_the_count() -> None:
    for q, n, when in (
        ("Outro certame: surgiram 3 vagas na validade e agora são 13 no total; quantas reservadas?", 13, None),
        ("Surgiram 4 vagas durante a validade, agora temos 14 vagas. Quantas reservadas?", 14, None),
        ("O edital tinha 10 vagas e surgiram 5 na validade; quantas das 15 são reservadas?", 15, None),
        ("Edital de março de 2025 com 10 vagas; surgiram 5 vagas na validade do concurso. Quantas das 15 vão para a "
         "reserva?", 15, "2025-03-10"),
    ):
        ex = extract(q, TODAY)
        assert ex.vacancies == n and ex.vacancy_counts == [n], q
        calc = _calc(q)
        assert calc["operation"] == "reserve" and calc["vacancies"] == n, q
        assert calc["reserved"] == reserved_for(n, when, TODAY), q
    # a follow-up on the order keeps that total
    _, order = chat(rules_bot(TODAY), "Surgiram 3 vagas na validade e agora são 13 no total; quantas reservadas?",
                    "e quais posições da ordem de nomeação ficam com a reserva?")
    assert order.calculation["operation"] == "order" and order.calculation["quota_positions"] == [2, 5, 9, 12]


def test_neighbours_of_the_vagas_that_arose() -> None:
    # the new ones pointed at are still the count asked; an addition with "mais" still sums
    assert extract("surgiram 5 vagas na validade; quantas das 5 novas são reservadas?", TODAY).vacancies == 5
    assert extract("o edital tinha 10 e surgiram mais 7", TODAY).vacancies == 17
    assert extract("mais 10 vagas, ficando 40 no total", TODAY).vacancies == 40


def test_the_lists_share_said_by_the_banca_is_a_claim() -> None:
    for q, n, claimed in (
        ("Edital de 2023 da fundação, 12 vagas, e a lista de cotas ficou com 3 vagas. Confere com a lei?", 12, 3),
        ("Concurso com 12 vagas, a cota ficou com 3. Está certo?", 12, 3),
        ("20 vagas e a reserva racial ficou com 5 vagas. Está certo?", 20, 5),
        ("Temos 10 vagas; os cotistas ficaram com 2. Certo?", 10, 2),
    ):
        ex = extract(q, TODAY)
        assert (ex.vacancies, ex.vacancy_counts, ex.claimed_counts) == (n, [n], [claimed]), q
        calc = _calc(q)
        assert calc["operation"] == "reserve" and calc["vacancies"] == n, q
    assert _calc("Edital de 2023 da fundação, 12 vagas, e a lista de cotas ficou com 3 vagas. Confere com a lei?")[
        "reserved"] == reserved_for(12, "2023-06-01", TODAY) == 2
    # neighbours: a reserve claimed with its verb, and a count of vagas alone
    ex = extract("o edital reservou 6 vagas de 21", TODAY)
    assert (ex.vacancies, ex.claimed_counts) == (21, [6])
    assert extract("concurso com 12 vagas, quantas reservadas?", TODAY).claimed_counts == []


def test_the_bancas_sum_is_no_cargo() -> None:
    q = "Tabela do edital: analista 3 vagas e técnico 3 vagas. A banca somou 6 e reservou 2 no total; está certo por cargo?"
    ex = extract(q, TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("analista", 3), ("técnico", 3)]
    calc = _calc(q)
    assert calc["operation"] == "edital"
    assert [c["reserved"] for c in calc["cargos"]] == [reserved_for(3, None, TODAY)] * 2 == [1, 1]
    # a sum that does not add up is still questioned, never taken as a cargo
    ex = extract("Cargos: médico 5 vagas, enfermeiro 2; a banca somou 8 vagas. Confere?", TODAY)
    assert [c.vacancies for c in ex.cargos] == [5, 2] and ex.cargos_total == 8


def test_the_table_of_cargos_to_check_asks_for_its_cargos() -> None:
    # Round 34 (34f): the edital's table of cargos named, with no figures: its cargos and vagas are asked for (the
    # banca as the author of the figures, "que a banca calculou", is not which banca runs the concurso)
    from assistant.router import plan

    for q in ("Você confere a tabela de cargos que a banca calculou?",
              "A banca publicou o quadro de vagas; a reserva de cada cargo está certa?",
              "Confere a planilha de cargos do edital?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "edital", "cargos"), q
    # neighbours: the result's list of candidates, and which banca runs a concurso
    p = plan("Como monto a tabela do resultado final com os cotistas?", None, TODAY)
    assert (p.route, p.intent) == ("clarify", "result")
    for q in ("Qual a banca do concurso do INSS?", "Que banca vai organizar o concurso?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    p = plan("A reserva que a banca calculou para 10 vagas está certa?", None, TODAY)
    assert (p.route, p.intent, p.params["vacancies"]) == ("calculator", "reserve", 10)
