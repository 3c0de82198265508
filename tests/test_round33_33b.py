"""Round 33 (33b): probe voice of legal professionals (defensoria, advogados, promotores, jornalistas), by family.

- the one a lawyer or a defensoria speaks for ("meu assistido", "a representada", "minha cliente", "Assistido aprovado
  em 3º"): a third person, so the answer says "ele"/"ela", never "você";
- an amendment's date told after an adverb or as a bound ("a retificação saiu depois de junho", "só em agosto", "a
  errata foi publicada após julho"): the amendment's, not the edital de abertura's (Lei 15.142, art. 11), so it
  never replaces the thread's edital date;
- the computation ordered in the imperative ("Calcule a reserva por cargo do edital..."): the edital table's
  operation, whose cargos and vagas are asked for.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.extraction.person import subject
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot
from vocabulary import fold

TODAY = date(2026, 12, 5)


def test_the_one_a_lawyer_speaks_for_is_a_third_person() -> None:
    cases = {
        "Meu assistido ficou em 12º lugar na lista geral de um concurso com 10 vagas. Está dentro?": "ele",
        "A assistida foi aprovada em 6º lugar na ampla, concurso de 5 vagas, sem optar pela cota. Entra?": "ela",
        "Meu cliente foi classificado em 2º na lista de cotistas num concurso de 10 vagas. Tem vaga garantida?": "ele",
        "A representada ficou em 4º lugar na lista geral, concurso com 6 vagas, não cotista. Entra?": "ela",
        "Assistido aprovado em 3º na lista geral e optante pela cota, num concurso com 5 vagas: ocupa vaga reservada?":
            "ele",
    }
    bot = rules_bot(TODAY)
    for q, who in cases.items():
        assert subject(fold(q)) == who, q
        ans = bot.ask(q)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "position"), q
        assert f"{who} fica" in ans.headline and "você" not in ans.headline, (q, ans.headline)
    # figures unchanged: 10 vagas, 12º in the general list, no option → outside; 3º of 5 as an optant → inside the ampla
    assert bot.ask("Meu assistido ficou em 12º lugar na lista geral de um concurso com 10 vagas. Está dentro?") \
        .calculation["status"] == "outside"
    inside = bot.ask("Assistido aprovado em 3º na lista geral e optante pela cota, num concurso com 5 vagas: ocupa "
                     "vaga reservada?").calculation
    assert (inside["status"], inside["list"]) == ("inside", "open")
    # neighbours: one's own place stays "você"; a participle with no one named is nobody else's
    assert subject(fold("fui aprovada em 3º num concurso com 5 vagas")) is None
    own = bot.ask("Fiquei em 12º lugar na lista geral de um concurso com 10 vagas. Estou dentro?")
    assert "você" in own.headline and own.calculation["status"] == "outside"


def test_an_amendments_date_told_after_an_adverb_is_not_the_editals() -> None:
    for q in ("E se a retificação desse edital saiu depois de junho, a lei aplicável muda?",
              "mas a retificação saiu só em agosto de 2025, muda a lei?",
              "a errata foi publicada após julho de 2025, isso muda a reserva?",
              "e o edital foi retificado depois, em agosto de 2025, muda?",
              "a errata foi publicada apos o dia 10/07/2025"):
        ex = extract(q)
        assert ex.date is None and ex.period is None, q
    # the edital's own date, told beside its amendment, is still read; a bound on the edital itself is its date
    assert extract("edital de 20/05/2025, retificado em 10/07/2025, 12 vagas").date == date(2025, 5, 20)
    bound = extract("edital publicado depois de junho de 2025 com 10 vagas").period
    assert bound is not None and bound.start == date(2025, 7, 1)
    bot = rules_bot(TODAY)
    _, regime = chat(bot, "Então um edital de 15 de maio de 2025 com 10 vagas reserva quantas?",
                     "E se a retificação desse edital saiu depois de junho, a lei aplicável muda? O que diz a lei?")
    assert (regime.route, regime.calculation["operation"]) == ("calculator", "regime")
    assert regime.calculation["regime"] == "lei-12990-2014" and carried_keys_of(regime) == ["edital_date"]
    _, again = chat(bot, "Edital de 15/05/2025 com 10 vagas: quantas reservadas?",
                    "mas a retificação saiu só em agosto de 2025, muda a reserva?")
    assert again.calculation["reserved"] == 2 and again.calculation["regime"] == "lei-12990-2014"
    # a new edital told after a dated one is still its own date
    _, fresh = chat(bot, "Edital de 15/05/2025 com 10 vagas: quantas reservadas?",
                    "e num edital publicado depois de junho de 2025 com as mesmas vagas?")
    assert fresh.calculation["regime"] == "lei-15142-2025" and fresh.calculation["reserved"] == 3


def test_the_computation_ordered_per_cargo_asks_the_table() -> None:
    for q in ("Calcule a reserva por cargo do edital que a defensoria está impugnando.",
              "Por favor, calcula a cota de cada cargo do edital.", "Calcule a reserva por cargo."):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent, p.clarify) == ("clarify", "edital", "cargos"), q
    # how the reserve is computed, or what an edital must state, is the law's text
    for q in ("Como se calcula a reserva de cada cargo?", "Como é calculada a reserva por cargo no edital?",
              "O edital deve discriminar a reserva por cargo?"):
        assert plan(q, None, TODAY).route == "retrieval", q
    # with the table given, the figures
    ans = rules_bot(TODAY).ask("Calcule a reserva por cargo: auditor 3 vagas, analista 7 vagas, técnico 11 vagas.")
    assert ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [1, 2, 3]
