"""Round 48 (48a): union representatives and student/journalist researchers checking editais and quoting the law.

- the ground of an answer asked with "com base em" ("e com base em qual artigo?", "fundamentado em que dispositivo?",
  "e isso com base em quê?") is that answer's dispositivos, never a refusal ("base" is the ask, not a subject);
- "somando tudo" after a table with its total asked, no count written and no cargo merged ("e somando tudo, quanto dá no
  total?") is the table's total line (both figures: per cargo summed and on the total), never the reserve of the summed
  vagas alone;
- what the quotas achieved in the world ("na prática as cotas aumentaram a diversidade?", "a lei funcionou?") is out of
  scope; what the law says of its own monitoring and review stays the law's;
- the decree's PcD floor named ("qual parágrafo do decreto fala dos 5% pcd?") is Decreto 9.508, art. 1º, § 1º, in or out
  of a thread, never an edital's PcD share computed again nor the earlier answer's racial basis;
- an edital's reserve checked by "pode isso?" / "é permitido?" ("o edital do IBGE com 10 vagas reservou 2 pra negros,
  pode isso?") is the count set against the claim, never a group's eligibility "Sim" nor the law's text.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

DECREE_FLOOR = "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par1"
TODAY = date.today()


def _reserved(vacancies: int, edital_date: str | None = None) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=edital_date, today=TODAY)).reserved


# --------------------------------------------------------------------------- "com base em qual artigo?"

COUNT = "edital com 12 vagas publicado em setembro de 2025, quantas são reservadas?"


def test_the_ground_asked_with_com_base_em_is_the_answers_basis(bot: Any) -> None:
    for said in ("e com base em qual artigo?", "com base em que dispositivo?", "fundamentado em qual artigo?",
                 "e isso com base em quê?", "baseado em qual artigo da lei?", "com fundamento em que artigo?"):
        _, ans = chat(bot, COUNT, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations, said


def test_neighbours_the_basis_asks_already_read_and_a_subject_of_its_own_stay(bot: Any) -> None:
    for said in ("e qual artigo?", "em que artigo isso está?", "qual o fundamento legal?"):
        _, ans = chat(bot, COUNT, said)
        assert ans.route == "retrieval", said
    _, ans = chat(bot, COUNT, "com base em qual artigo a heteroidentificação é feita?")
    assert ans.route == "retrieval" and "art. 3º" in ans.headline, ans.headline
    _, ans = chat(bot, COUNT, "e se o edital fosse de maio de 2025?")  # a date after it still recomputes
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve")
    assert ans.calculation["reserved"] == _reserved(12, "2025-05-15")


# --------------------------------------------------------------------------- "somando tudo" after a table

TABLE = "tabela do edital de outubro de 2025: Auditor 40 vagas, Analista 15, Técnico 6. qual a reserva por cargo?"


def test_somando_tudo_after_a_table_is_its_total_line(bot: Any) -> None:
    per_cargo = [_reserved(n, "2025-10-15") for n in (40, 15, 6)]
    for said in ("e somando tudo, quanto dá no total?", "somando os cargos, qual o total?",
                 "quanto dá ao todo, somando tudo?", "e somando todas as vagas, quantas ficam no total?"):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert "cargos" in carried_chips(ans), said
        assert ans.calculation["reserved_total"] == sum(per_cargo), said
        assert ans.calculation["reserved_on_total"] == _reserved(61, "2025-10-15"), said
        assert f"**{sum(per_cargo)}**" in ans.headline, (said, ans.headline)


def test_neighbours_a_count_written_or_the_cargos_merged_stay_one_reserve(bot: Any) -> None:
    # a count written is its own reserve
    _, ans = chat(bot, TABLE, "somando tudo, 61 vagas, quanto daria?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["reserved"] == _reserved(61, "2025-10-15")
    # (merged with f63a, round 48: the cargos joined with no count keep the table, the total's reserve beside it)
    for said in ("e somando tudo num cargo só?", "e juntando os cargos?", "somando tudo, quantas?"):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert ans.calculation["reserved_on_total"] == _reserved(61, "2025-10-15"), said
    _, ans = chat(bot, TABLE, "e no total do edital?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital")


# --------------------------------------------------------------------------- what the quotas achieved


def test_the_outcome_of_the_quotas_in_the_world_is_out_of_scope(bot: Any) -> None:
    for said in ("pra uma matéria: na prática as cotas aumentaram a diversidade no funcionalismo federal?",
                 "a lei de cotas em concurso funcionou na prática?",
                 "qual foi o impacto da lei 12.990 na composição racial dos servidores?",
                 "as cotas melhoraram a representatividade no serviço público?",
                 "a reserva de vagas mudou a composição dos órgãos federais?",
                 "a lei 12.990 atingiu o objetivo dela?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)


def test_neighbours_the_laws_own_monitoring_and_rate_stay_the_laws(bot: Any) -> None:
    for said in ("a lei nova prevê avaliação dos resultados da política?",
                 "o que a lei diz sobre o acompanhamento da política de cotas?",
                 "a lei 15.142 aumentou o percentual de vagas reservadas?",
                 "qual o efeito da lei nova nos editais publicados antes dela?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)


# --------------------------------------------------------------------------- the decree's 5% named

PCD_COUNT = "edital com 100 vagas publicado em 2025-11-10, quantas reservadas pra negros e pcd?"


def test_the_decrees_pcd_floor_asked_is_its_paragraph(bot: Any) -> None:
    for said in ("e qual dispositivo do decreto fala dos 5% PcD?", "qual parágrafo fala dos 5% de pcd?",
                 "em que artigo do decreto estão os 5% pcd?", "qual artigo garante os 5% pcd?"):
        _, ans = chat(bot, PCD_COUNT, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].urn == DECREE_FLOOR, (said, [c.urn for c in ans.citations])
    for said in ("qual parágrafo do decreto 9.508 fala dos 5% pcd?", "em que artigo estão os 5% de pcd?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and ans.citations[0].urn == DECREE_FLOOR, (said, [c.urn for c in ans.citations])


def test_neighbours_a_pcd_share_supposed_is_still_computed(bot: Any) -> None:
    for said, pcd in (("e com 10% de pcd?", 10), ("e se fossem 5% pra pcd, quantas?", 5)):
        _, ans = chat(bot, PCD_COUNT, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["pcd"] == pcd, said
    _, ans = chat(bot, PCD_COUNT, "e qual artigo fala dos 30%?")
    assert ans.route == "retrieval"


# --------------------------------------------------------------------------- "reservou N, pode isso?"


def test_an_editals_reserve_checked_by_pode_isso_is_its_count(bot: Any) -> None:
    for said, vacancies, claimed in (
            ("o edital do IBGE com 10 vagas reservou 2 pra negros, pode isso?", 10, 2),
            ("o ICMBio reservou 3 de 12 vagas pra pretos e pardos, isso é permitido?", 12, 3),
            ("o edital da Funai, 2 vagas, publicado em 2025-09-20, reservou 1 pra cotas. pode?", 2, 1),
            ("o edital com 20 vagas reservou só 4 pra cotistas, pode?", 20, 4)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        want = _reserved(vacancies, "2025-09-20")
        assert ans.calculation["reserved"] == want, said
        verdict = "**Está certo**" if claimed == want else "**Não está certo**"
        assert ans.headline.startswith(verdict), (said, ans.headline)


def test_neighbours_ones_own_claim_and_a_city_body_stay_the_eligibility(bot: Any) -> None:
    for said in ("sou parda, concurso do IBGE com 10 vagas, pode?", "parda concurso autarquia 6 vagas",
                 "a prefeitura reservou 2 de 10 vagas pra negros, pode isso?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
