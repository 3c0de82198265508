"""Round 35 (f36b): editais' dates and tables from the declassified held-out set 36, by family.

- an edital still being prepared or to be published, named with a few words of its own ("o próximo edital do instituto,
  que ainda vamos publicar") or by who drafts it ("estamos preparando o edital"), is the new law's (no date asked);
- one law named as a pending edital's ("o edital que será publicado segue a 12.990?") asks its regime: Lei 15.142;
- a correction that restates every cargo's count, in any order, carries no table from the earlier turn;
- an edital's number with its year ("EDITAL N° 7/2025", "n.º 3/2025") is never a month of publication;
- a retificação's date alone asks for the original edital's publication date, plainly.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.dates import EDITAL_PENDING
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)
NEW, OLD = "lei-15142-2025", "lei-12990-2014"


def test_an_edital_being_prepared_is_the_new_laws() -> None:
    bot = rules_bot(TODAY)
    for q in ("Estamos preparando o próximo edital do instituto, que ainda vamos publicar. Ele seguirá a Lei 12.990 "
              "ou a 15.142?",
              "estamos preparando o edital do concurso: vale a 12.990 ou a 15.142?",
              "o edital do nosso órgão, que vamos lançar em breve, segue qual lei?",
              "o edital será lançado no mês que vem: qual lei se aplica?"):
        ans, = chat(bot, q)
        assert (ans.route, ans.calculation["operation"], ans.calculation["regime"]) == ("calculator", "regime", NEW), q
        assert "ainda a publicar" in ans.headline, q
    # neighbours: an edital out at an unknown date still has its date asked; something else not yet out is no edital
    ans, = chat(bot, "o edital saiu mas não sei quando. qual lei se aplica?")
    assert ans.route == "clarify" and "Em que data o edital foi publicado" in ans.headline
    assert not EDITAL_PENDING.search(extract("o edital saiu, mas o resultado vamos publicar depois", TODAY).text)
    assert not EDITAL_PENDING.search(extract("o edital saiu em março, mas ainda vamos publicar o resultado", TODAY).text)


def test_one_law_named_as_a_pending_editals_is_its_regime() -> None:
    bot = rules_bot(TODAY)
    for q in ("o edital que será publicado segue a 12.990?", "o edital ainda não saiu, vale a 12.990?"):
        ans, = chat(bot, q)
        assert (ans.route, ans.calculation["operation"], ans.calculation["regime"]) == ("calculator", "regime", NEW), q
        assert "Lei nº 15.142/2025" in ans.headline and "ainda a publicar" in ans.headline, q
    # neighbours: a dated edital keeps its date's law; a reserve computed by the old law on purpose stays so
    ans, = chat(bot, "o edital de 10/07/2025 seguirá a 12.990?")
    assert (ans.route, ans.calculation["regime"]) == ("calculator", NEW)
    ans, = chat(bot, "o edital de 10/03/2025 segue a 12.990?")
    assert (ans.route, ans.calculation["regime"]) == ("calculator", OLD)
    p = plan("o edital que vamos publicar, pela 12.990 quantas vagas de 10?", None, TODAY)
    assert (p.route, p.intent, p.params.get("law_hint")) == ("calculator", "reserve", "old")


def test_a_correction_restating_every_cargo_carries_nothing() -> None:
    bot = rules_bot(TODAY)
    first, fixed = chat(bot, "edital com 3 cargos: 7, 7 e 2 vagas. reserva de cada?",
                        "corrigindo: o ultimo cargo tem 5 vagas, os outros dois 7 e 7")
    assert [c["reserved"] for c in first.calculation["cargos"]] == [2, 2, 1]
    assert [c["vacancies"] for c in fixed.calculation["cargos"]] == [7, 7, 5]
    assert [c["reserved"] for c in fixed.calculation["cargos"]] == [2, 2, 2] and fixed.calculation["reserved_total"] == 6
    assert carried_keys_of(fixed) == [] and "da pergunta anterior" not in fixed.headline
    # neighbour: one cargo changed alone is the person's new table too (Round 46, f61a: blind labels, never carried)
    _, supposed = chat(bot, "edital com 3 cargos: 7, 7 e 2 vagas. reserva de cada?", "e se o ultimo cargo tivesse 3 vagas?")
    assert [c["vacancies"] for c in supposed.calculation["cargos"]] == [7, 7, 3]
    assert carried_keys_of(supposed) == []


def test_an_editals_number_and_year_is_no_month() -> None:
    bot = rules_bot(TODAY)
    for q in ("EDITAL N° 7/2025 qual lei vale?", "Edital n.º 3/2025: qual lei?", "EDITAL Nº 3/2025: qual lei se aplica?"):
        ex = extract(q, TODAY)
        assert ex.date is None and (ex.period is None or (ex.period.start, ex.period.end) == (
            date(2025, 1, 1), date(2025, 12, 31))), q
        ans, = chat(bot, q)
        assert ans.route == "clarify" and "04/06/2025" in ans.headline, q  # 2025 straddles the new law: asked
    # a year before 2025 is under the old law, numbered or not, as "edital de 2023" is
    for q in ("EDITAL N° 12/2023 qual lei vale?", "EDITAL Nº 12/2023: qual lei se aplica?", "edital de 2023: qual lei se aplica?"):
        ans, = chat(bot, q)
        assert (ans.route, ans.calculation["regime"]) == ("calculator", OLD), q
        assert "dezembro" not in ans.headline, q
    # neighbour: a month and year without the edital's number sign is still a month
    assert extract("edital publicado em 12/2023: qual lei?", TODAY).period.text == "dezembro de 2023"


def test_a_retificacao_alone_asks_the_original_editals_date() -> None:
    bot = rules_bot(TODAY)
    asked, answered = chat(bot, "edital retificado em 10/07/2025: qual lei se aplica?", "antes")
    assert asked.route == "clarify"
    assert "edital original" in asked.headline and "10/07/2025" in asked.headline
    assert "publicado até a retificação" not in asked.headline
    assert (answered.route, answered.calculation["regime"]) == ("calculator", OLD)
    _, dated = chat(bot, "edital retificado em 10/07/2025: qual lei se aplica?", "foi publicado em 20/06/2025")
    assert (dated.route, dated.calculation["regime"]) == ("calculator", NEW)
    # neighbour: a retificação before the new law bounds the edital under the old law, nothing asked
    ans, = chat(bot, "retificamos o edital em março de 2025, 9 vagas, quantas reservadas?")
    assert (ans.route, ans.calculation["regime"], ans.calculation["reserved"]) == ("calculator", OLD, reserved_for(9, "2025-03-31", TODAY))
