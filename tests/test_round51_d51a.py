"""Round 51 (d51a): wrong figures found by a user drive of the page and the API.

- a new PcD percentage told beside the law's 30% restated of the thread's vagas ("e 30% de 40 com pcd 10%?") is the
  new PcD share, never a doubt of the earlier answer with its old share (`doubts.arithmetic_doubted`);
- counts tied to "reservada(s)"/"reserva" and a cargo's name ("reserva 3 para Analista e 1 para Técnico") are the
  reserve the edital declares per cargo, never vagas: the table (this message's or the thread's) is computed and each
  declared figure set against the calculator's; with no table the vagas of each cargo are asked for
  (`extraction.declared`, `router._declared_check`, `intents.edital.declared_verdict`);
- a count and its noun agree ("1 vaga reservada", "a vaga vai ao primeiro") in the calculator's sentences.
"""
from __future__ import annotations

import calculator
from assistant.extraction import extract
from tests.assistant_support import chat

_PCD_5 = "quantas vagas pcd dá com 40 vagas no total, com pcd de 5%?"


# --------------------------------------------------------------------------- a new PcD rate beside the 30%

def test_new_pcd_rate_beside_law_rate_is_the_new_share(bot) -> None:
    for said, pcd in (("e 30% de 40 com pcd 10%?", 4),
                      ("e 30% de 40 com 20% pra pcd?", 8),
                      ("e se for 30% de 40 e pcd de 10 por cento?", 4),
                      ("mas com 30% de 40 e 15% de deficientes?", 6)):
        first, a = chat(bot, _PCD_5, said)
        assert "**2 vagas são**" in first.answer
        assert f"**{pcd} vagas são**" in a.answer, (said, a.answer)
        assert "**12 são reservadas**" in a.answer, (said, a.answer)
        assert f"{40 - 12 - pcd} ficam para a ampla" in a.answer, (said, a.answer)
        assert "5% de vagas PcD" not in a.answer, (said, a.answer)


def test_law_rate_restated_with_same_share_is_still_the_doubt(bot) -> None:
    # neighbour: the thread's own figures restated as an objection stay that calculation, its 5% share kept
    for said in ("mas 30% de 40 não dá 12?", "30% de 40 é 12 mesmo?"):
        _, a = chat(bot, _PCD_5, said)
        assert "**2 vagas são**" in a.answer, (said, a.answer)
        assert "**12 são reservadas**" in a.answer, (said, a.answer)


# --------------------------------------------------------------------------- reserves declared per cargo

def test_declared_counts_are_no_vagas() -> None:
    for said, table, declared in (
            ("Quadro: Analista 10 vagas, Técnico 4 vagas; o edital reserva 3 para Analista e 2 para Técnico, confere?",
             [("analista", 10), ("técnico", 4)], [("analista", 3), ("tecnico", 2)]),
            ("Enfermeiro 7 vagas e Motorista 5 vagas. Reservamos 2 vagas pro cargo de enfermeiro e 1 pro de motorista, ta certo?",
             [("enfermeiro", 7), ("motorista", 5)], [("enfermeiro", 2), ("motorista", 1)]),
            ("colocamos 2 reservadas para Professor Adjunto e 4 para Assistente em Administração, está certo?",
             [], [("professor adjunto", 2), ("assistente em administracao", 4)])):
        ex = extract(said)
        assert [(c.name.lower(), c.vacancies) for c in ex.cargos] == table, said
        assert ex.declared_reserved == declared, said
        assert ex.vacancies is None, said


def test_declared_in_the_same_message_checked_per_cargo(bot) -> None:
    for said in ("Quadro do concurso: Analista 10 vagas, Técnico 4 vagas; o edital reserva 3 para Analista e 2 para "
                 "Técnico, está certo?",
                 "Analista 10 vagas e Técnico 4 vagas. Reservaram 3 vagas para analista e 2 para técnico, confere?"):
        (a,) = chat(bot, said)
        text = a.answer.lower()
        assert "**não confere**" in text, a.answer
        assert "analista: o edital declara 3, a lei dá 3" in text, a.answer
        assert "técnico: o edital declara 2, a lei dá 1" in text, a.answer
        assert "somam 5" not in text


def test_declared_after_the_table_checked_per_cargo(bot) -> None:
    table = "Quadro do edital: Analista 10 vagas, Técnico 4 vagas, Motorista 2 vagas"
    for said, ok in (("o edital declara 3 reservadas para Analista e 1 para Técnico, confere?", True),
                     ("a gente colocou 3 reservadas no Analista e 2 no Técnico, tá certo?", False),
                     ("reservamos 2 vagas para analista e 1 para tecnico, bate?", False)):
        _, a = chat(bot, table, said)
        text = a.answer.lower()
        assert ("**confere**" in text) == ok and ("**não confere**" in text) != ok, (said, a.answer)
        assert "a lei dá 3" in text and "a lei dá 1" in text, (said, a.answer)
        assert "0 reservadas de 1 vaga" not in text and "é de vagas?" not in text, (said, a.answer)


def test_declared_for_some_cargos_of_a_longer_table(bot) -> None:
    table = ("Quadro: Professor Adjunto 7 vagas, Técnico em Assuntos Educacionais 3 vagas, Assistente em "
             "Administração 12 vagas, Médico 1 vaga. Quantas reservadas por cargo?")
    for said, verdict in (("no edital pusemos 2 reservadas para Professor Adjunto e 4 para Assistente em Administração,"
                           " está certo?", "**confere**"),
                          ("o edital reserva 1 para Professor Adjunto e 4 para Assistente em Administração, confere?",
                           "**não confere**")):
        _, a = chat(bot, table, said)
        text = a.answer.lower()
        assert text.count(verdict) >= 1, (said, a.answer)
        assert "professor adjunto: o edital declara" in text and "a lei dá 2" in text, (said, a.answer)
        assert "é de vagas?" not in text


def test_declared_with_no_table_asks_each_cargos_vagas(bot) -> None:
    for said in ("o edital declara 3 reservadas para Analista e 1 para Técnico, confere?",
                 "reservaram 2 vagas para enfermeiro e 1 para motorista, ta certo?"):
        (a,) = chat(bot, said)
        assert a.route == "clarify", (said, a.answer)
        assert "quantas vagas tem cada cargo" in a.answer.lower(), (said, a.answer)


def test_reserve_for_groups_or_vagas_per_cargo_is_no_declared_count() -> None:
    # neighbours: whom the reserve is for, and the vagas of each cargo asked, are not a cargo's declared reserve
    for said in ("o edital reservou 2 vagas para pcd e 3 para negros, ta certo?",
                 "quantas vagas reservadas com 10 vagas para analista e 5 para técnico?",
                 "a área calculou 2, 3 e 1, confere?"):
        assert extract(said).declared_reserved == [], said


def test_claims_in_table_order_still_checked(bot) -> None:
    _, a = chat(bot, "Analista 10 vagas, Técnico 4 vagas, Motorista 7 vagas", "a área calculou 3, 1 e 2, confere?")
    assert "**confere**" in a.answer.lower(), a.answer


# --------------------------------------------------------------------------- a count and its noun agree

def test_eligibility_one_reserved_vaga_is_singular() -> None:
    for date_, n in (("2025-08-01", 2), ("2025-08-01", 3), ("2020-03-01", 3)):
        r = calculator.eligibility(calculator.EligibilityInput(
            group="preta", entity="autarquia", process="concurso", edital_date=date_, vacancies=n))
        said = " ".join(r.reasons + r.explanation)
        assert "1 vagas" not in said, said
        if r.reserved == 1:
            assert "1 vaga reservada" in said, said


def test_result_explanation_agrees_with_its_counts() -> None:
    r = calculator.result(calculator.ResultInput(
        candidates=[{"id": "A", "rank": 1}, {"id": "B", "rank": 2, "quota": True}, {"id": "C", "rank": 3}],
        vacancies=2, edital_date="2025-08-01"))
    said = " ".join(r.explanation)
    assert "1 vagas" not in said and "1 primeiros" not in said, said
    assert "a vaga vai ao primeiro" in said and "1 vaga preenchida" in said, said
