"""Round 34 (lo34): leftovers of issue 10, by family.

- one courtesy vocabulary (`vocabulary.courtesy`): the thanks of `envelope` and `doubts` and the greetings of `router`
  and `envelope` are written once, with the same behaviour;
- eligibility takes the pending-edital flag: its steps and chip say the edital is still to be published, never today's
  date as its publication date;
- a cargo's whole name in an edital table, with "/" ("Técnico de Laboratório/Química") or " e " ("Tradutor e Intérprete
  de Libras") inside it;
- a duty asked of the edital ("tem obrigação de informar a quantidade de vagas reservadas") is the law's rule
  (Lei 12.990, art. 1º, § 3º), never a count awaiting its vagas;
- a person's question relayed with no group ("uma candidata nos perguntou se pode se inscrever nas vagas reservadas"),
  inside a calculation thread too, is that person's eligibility, whose group is asked (not art. 7º's text).
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 5)


# ----------------------------------------------------------------------------------------------- 1. courtesy vocabulary
def test_one_courtesy_vocabulary_is_used_by_the_three_readers() -> None:
    from assistant import doubts, router
    from assistant.extraction import envelope
    from vocabulary.courtesy import GREETING, THANKS

    # (Round 39, lo39: the closing thanks is read once, `envelope.bare_closing`, which `doubts.closing_thanks` calls)
    assert THANKS in envelope._THANKS_AFTER.pattern and THANKS in envelope._CLOSING_WORD.pattern
    assert doubts.bare_closing is envelope.bare_closing
    assert GREETING in router._BARE_GROUP.pattern and GREETING in envelope._GREETING.pattern


def test_courtesy_behaviour_is_unchanged() -> None:
    from assistant.doubts import closing_thanks
    from assistant.extraction.envelope import without_courtesy

    assert without_courtesy("Bom dia! Quantas vagas reservadas em um concurso com 10 vagas? Obrigado!") \
        == "Quantas vagas reservadas em um concurso com 10 vagas?"
    assert without_courtesy("Olá, qual lei vale para um edital de 2024? Agradeço desde já.") \
        == "qual lei vale para um edital de 2024?"
    assert without_courtesy("entendi, valeu") == "entendi, valeu"  # the thanks itself stays
    assert without_courtesy("o órgão com 10 vagas em 2026 é obrigado") == "o órgão com 10 vagas em 2026 é obrigado"
    for q in ("ah, então tá certo. obrigado", "entendi, valeu", "ok, brigadão", "perfeito, muito obrigada!"):
        assert closing_thanks(extract(q)), q
    for q in ("obrigado, e com 20 vagas?", "valeu, mas e se fossem 12?"):
        assert not closing_thanks(extract(q)), q
    for q in ("oi, sou parda", "bom dia, me declaro indígena", "opa, sou quilombola", "sou preto"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("clarify", "eligibility"), q


# ------------------------------------------------------------------------------------- 2. eligibility, pending edital
def test_eligibility_for_an_edital_still_to_be_published_says_so() -> None:
    bot = rules_bot(TODAY)
    ans, more = chat(bot, "posso concorrer como quilombola no edital que vamos publicar?", "e com 10 vagas?")
    for a in (ans, more):
        assert a.route == "calculator" and a.calculation["operation"] == "eligibility"
        steps = a.calculation["explanation"]
        assert steps[0].startswith("Edital ainda a publicar") and not any("publicado em 05/12/2026" in s for s in steps)
        chips = [x.text for x in a.assumptions]
        assert any(c.startswith("edital ainda a publicar") for c in chips) and not any("considerei 05/12/2026" in c
                                                                                      for c in chips)
    assert more.calculation["reserved"] == 3
    # neighbour: a published edital's date, or none told, is read as before
    plain = chat(rules_bot(TODAY), "sou quilombola, posso concorrer no concurso do ibama?")[0]
    assert plain.calculation["operation"] == "eligibility"
    assert not any(s.startswith("Edital ainda a publicar") for s in plain.calculation["explanation"])
    # the calculator takes the flag as RegimeInput does
    r = calculator.eligibility(calculator.EligibilityInput(group="quilombola", entity="direta", process="concurso",
                                                           today=TODAY, to_be_published=True))
    assert r.eligible and r.explanation[0].startswith("Edital ainda a publicar")


# ------------------------------------------------------------------------------------------------ 3. whole cargo names
def test_cargo_names_with_a_slash_or_an_e_are_whole() -> None:
    ex = extract("Técnico de Laboratório/Química com 4 vagas e Tradutor e Intérprete de Libras com 3 vagas, "
                 "quantas vagas reservadas?")
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("Técnico de Laboratório/Química", 4),
                                                          ("Tradutor e Intérprete de Libras", 3)]
    ex = extract("• Assistente em Administração: 12 vagas\n• Técnico de Laboratório/Química: 2 vagas\n"
                 "• Tradutor e Intérprete de Libras: 1 vaga\nQual a reserva de cada cargo?")
    assert [c.name for c in ex.cargos] == ["Assistente em Administração", "Técnico de Laboratório/Química",
                                           "Tradutor e Intérprete de Libras"]
    assert [c.name for c in extract("4 vagas para técnico de laboratório/química e 3 para motorista").cargos] \
        == ["técnico de laboratório/química", "motorista"]
    # neighbours: an "e" or a "/" between rows still separates them
    assert [(c.name, c.vacancies) for c in extract("analista com 10 vagas e técnico com 4").cargos] \
        == [("analista", 10), ("técnico", 4)]
    assert [c.name for c in extract("analista 10 / técnico 4").cargos] == ["analista", "técnico"]
    assert [c.name for c in extract("médico 5 vagas e enfermeiro 3 vagas").cargos] == ["médico", "enfermeiro"]
    ans = chat(rules_bot(TODAY), "Técnico de Laboratório/Química com 4 vagas e Tradutor e Intérprete de Libras com 3 "
                                 "vagas, quantas vagas reservadas?")[0]
    assert ans.calculation["operation"] == "edital"
    assert [c["name"] for c in ans.calculation["cargos"]] == ["Técnico de Laboratório/Química",
                                                             "Tradutor e Intérprete de Libras"]
    assert "Técnico de Laboratório/Química: **1 reservada**" in ans.headline
    assert "Tradutor e Intérprete de Libras: **1 reservada**" in ans.headline


# --------------------------------------------------------------------------------------- 4. a duty of the edital: law
def test_a_duty_of_the_edital_is_the_law_not_a_count() -> None:
    for q in ("o edital tem obrigação de informar a quantidade de vagas reservadas por cargo?",
              "o edital tem obrigação de informar o número de vagas reservadas?",
              "o edital é obrigado a informar a quantidade de vagas reservadas por cargo?",
              "o órgão tem o dever de informar quantas vagas são reservadas?",
              "o edital precisa informar a quantidade de vagas reservadas por cargo?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("retrieval", None), q
    # neighbours: a count asked, with or without the vagas, is still computed or asks for them
    p = plan("o edital tem 10 vagas, quantas reservadas?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "reserve")
    p = plan("quantas vagas reservadas por cargo?", None, TODAY)
    assert (p.route, p.intent) == ("clarify", "edital")


# ----------------------------------------------------------------------------------- 5. a relayed person's question
def test_a_relayed_question_without_group_asks_the_group_in_a_thread_too() -> None:
    q = "Uma candidata nos perguntou se pode se inscrever nas vagas reservadas."
    for first in ("quantas vagas reservadas em um concurso com 10 vagas?",
                  "Técnico 4 vagas e Analista 10 vagas, quantas reservadas?"):
        bot = rules_bot(TODAY)  # its retriever fails the test if the law text is searched
        _, ans = chat(bot, first, q)
        assert ans.route == "clarify" and ans.context.get("intent") == "eligibility", first
        assert ans.context.get("pending") == "groups" and "autodeclara" in ans.answer
    alone = chat(rules_bot(TODAY), q)[0]
    assert alone.route == "clarify" and alone.context.get("intent") == "eligibility"
    # the group told next answers it
    _, _, told = chat(rules_bot(TODAY), "quantas vagas reservadas em um concurso com 10 vagas?", q,
                      "ela se declara parda")
    assert told.route == "calculator" and told.calculation["operation"] == "eligibility" and told.calculation["eligible"]
    # neighbour: who may, asked of the law, stays the law's text inside a thread
    p = plan("quem pode se inscrever nas vagas reservadas?", {"intent": "reserve", "vacancies": 10}, TODAY)
    assert p.route == "retrieval"
