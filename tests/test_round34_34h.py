"""Round 34 (34h): older, low-literacy candidates (issue 10), by family.

- the compound written in two words ("auto declaraçao", "hetero-identificação", "auto declarada") is the one domain
  word: a question of the law text, searched with the word joined, never refused as outside these laws;
- the quota asked to waive a requirement of the cargo ("posso entrar pela cota mesmo sem o médio?", "mesmo com essa
  idade?") is the cargo's rule and the edital's, not an eligibility "Sim", even with group, body and selection told;
  the age or schooling told as a story beside an eligibility question still gets that eligibility.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


def test_a_split_compound_is_the_domain_word() -> None:
    from assistant.extraction.typos import join_compounds

    for q in ("o que é essa auto declaraçao que pedem no concursu?", "o que e auto declaraçao?",
              "o que é auto-declaração?", "a auto declaraçao precisa de algum papel?"):
        assert "autodeclarac" in extract(q, TODAY).text, q
        p = plan(q, None, TODAY)
        assert p.route == "retrieval", q
        assert p.query is not None and "autodeclara" in p.query.lower(), q  # searched as the law writes it
    assert "heteroidentificacao" in extract("quem faz a hetero identificaçao?", TODAY).text
    assert join_compounds("Auto declaração e hetero-identificação") == "Autodeclaração e heteroidentificação"
    # neighbours: other words after "auto" stay apart; the joined word already worked
    assert join_compounds("auto escola e auto de infração") == "auto escola e auto de infração"
    p = plan("o que é essa autodeclaração que pedem no concurso?", None, TODAY)
    assert p.route == "retrieval"


def test_a_split_compound_keeps_an_eligibility_case() -> None:
    (ans,) = chat(rules_bot(TODAY), "fiz a auto declaraçao como parda, posso concorrer no concurso do INSS?")
    assert ans.route == "calculator" and (ans.calculation or {}).get("eligible") is True
    want = calculator.eligibility({"group": "parda", "entity": "autarquia", "process": "concurso", "today": TODAY})
    assert ans.calculation["regime"] == want.regime


def test_a_requirement_the_quota_is_asked_to_waive_is_the_cargos() -> None:
    bot = rules_bot(TODAY)
    for q in ("sou pardo, tenho so o ensino fundamental, o concurso dos correios pede o medio, posso entrar pela cota "
              "mesmo sem o medio?",
              "tenho 65 anos, sou preta, posso entrar pela cota no concurso do inss mesmo com essa idade?",
              "sou preta e posso concorrer na cota da policia federal mesmo nao tendo terminado a faculdade?",
              "sou indígena, dá pra entrar na cota do IBGE mesmo sem diploma?"):
        p = plan(q, None, TODAY)
        assert p.route == "out_of_scope" and "concurso_topic" in p.notes, q
        (ans,) = chat(bot, q)
        assert ans.route == "out_of_scope" and not ans.calculation, q


def test_age_or_schooling_told_beside_eligibility_still_gets_it() -> None:
    bot = rules_bot(TODAY)
    for q, group, entity in (("sou preto, tenho 60 anos, posso concorrer pela cota no concurso do INSS?", "preta",
                              "autarquia"),
                             ("sou parda, posso concorrer pela cota do INSS?", "parda", "autarquia"),
                             ("sou pardo, posso concorrer pela cota do ibama mesmo com nota baixa?", "parda", "autarquia")):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator", q
        want = calculator.eligibility({"group": group, "entity": entity, "process": "concurso", "today": TODAY})
        assert ans.calculation["eligible"] is want.eligible is True, q
    # "mesmo com 4 vagas" is a count, not a requirement
    (ans,) = chat(bot, "mesmo com 4 vagas, quantas sao da cota?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(4, None, TODAY)
