"""Round 41 (41a): a help desk relaying a citizen's question (probe voice 41a).

- a dispute relayed in the third person ("o manifestante insiste que deveriam ser 3 vagas, porque leu que os 30% são
  sempre arredondados para cima", "um amigo disse a ela que ... Ele tem razão?") is the same calculation again: the
  claim is bounded, not who made it, and the reserve it says ("deveriam ser 3 vagas") is its figure, not the vagas;
- someone's count with the other law's rate ("disse que seriam só 7, pelos 20%. Por que a diferença?") likewise;
- the concurso's authorization dated ("o concurso foi autorizado em 2024") is not the edital's publication (art. 11);
- "e se fosse concurso público na mesma empresa?" after a PSS's eligibility and a law answer: that eligibility again.
Neighbours: a count corrected after the reserve, the thread's own rate claimed, a law claim relayed, a date of the
edital beside an authorization, the concurso named right after the eligibility.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
SEVEN = "Recebemos pela ouvidoria: 'o edital tem 7 vagas e reserva 2 para cotas raciais'. Está correto?"
PSS = ("O candidato é preto e quer concorrer pela cota no processo seletivo simplificado de uma empresa pública "
       "federal. Pode?")


def test_a_relayed_insistence_with_the_claimed_vagas_is_the_same_reserve() -> None:
    _, insist = chat(rules_bot(TODAY), SEVEN, "O manifestante insiste que deveriam ser 3 vagas, porque leu que os 30% são "
                                             "sempre arredondados para cima.")
    assert (insist.route, insist.calculation["operation"]) == ("calculator", "reserve")
    assert (insist.calculation["vacancies"], insist.calculation["reserved"]) == (7, 2)
    assert carried_keys_of(insist) == ["vacancies"]


def test_neighbour_a_corrected_count_is_still_the_vagas() -> None:
    _, fixed = chat(rules_bot(TODAY), SEVEN, "na verdade são 3 vagas")
    assert (fixed.route, fixed.calculation["vacancies"], fixed.calculation["reserved"]) == ("calculator", 3, 1)


def test_someones_count_at_the_other_rate_is_the_same_reserve() -> None:
    _, told, claim = chat(rules_bot(TODAY), "O candidato pergunta quantas vagas reservadas terá o concurso do TRF.",
                          "Ele informou agora: são 35 vagas.",
                          "Um colega dele disse que seriam só 7, pelos 20%. Por que a diferença?")
    assert told.calculation["reserved"] == 11
    assert (claim.route, claim.calculation["operation"]) == ("calculator", "reserve")
    assert (claim.calculation["vacancies"], claim.calculation["reserved"]) == (35, 11)
    assert claim.calculation["regime"] == "lei-15142-2025"
    assert carried_keys_of(claim) == ["vacancies"]


def test_neighbour_the_other_rate_alone_still_the_same_reserve() -> None:
    _, _, claim = chat(rules_bot(TODAY), "O candidato pergunta quantas vagas reservadas terá o concurso do TRF.",
                       "Ele informou agora: são 35 vagas.", "O colega dele disse que é 20%, quem está certo?")
    assert (claim.route, claim.calculation["vacancies"], claim.calculation["reserved"]) == ("calculator", 35, 11)


def test_a_relayed_claim_on_a_place_is_the_same_position() -> None:
    first, claim = chat(rules_bot(TODAY), "A candidata, que não optou pela cota, ficou em 6º na classificação geral num "
                                          "concurso de 8 vagas. Ela está dentro das vagas?",
                        "Um amigo disse a ela que, com as cotas, só as 5 primeiras posições da ampla são chamadas. "
                        "Ele tem razão?")
    assert (claim.route, claim.calculation["operation"]) == ("calculator", "position")
    assert (claim.calculation["status"], claim.calculation["list"]) == ("inside", "open")
    assert claim.calculation["appointment"] == first.calculation["appointment"]
    assert sorted(carried_keys_of(claim)) == ["rank", "vacancies"]


def test_neighbour_a_relayed_claim_on_the_law_is_law_text() -> None:
    prev = {"intent": "eligibility", "route": "calculator", "groups": ["preta"], "entity": "empresa-publica",
            "process": "pss"}
    claim = plan("Um colega disse a ele que a lei vale para todo processo seletivo federal. Está certo?", prev, TODAY)
    assert (claim.route, claim.intent) == ("retrieval", None)


def test_the_authorization_year_is_not_the_edital_date() -> None:
    ex = extract("O órgão respondeu que seguiu a Lei 12.990 porque o concurso foi autorizado em 2024.", TODAY)
    assert ex.date is None and ex.period is None
    prev = {"intent": "reserve", "route": "calculator", "vacancies": 20, "edital_date": "2025-06-05"}
    why = plan("O órgão respondeu que seguiu a Lei 12.990 porque o concurso foi autorizado em 2024. Isso muda alguma "
               "coisa?", prev, TODAY)
    assert why.route == "retrieval"  # never 4 reserved under Lei 12.990


def test_neighbour_the_edital_date_beside_an_authorization_stands() -> None:
    assert extract("concurso autorizado em 2024 e edital publicado em 10/07/2025 com 10 vagas", TODAY).date \
        == date(2025, 7, 10)
    assert extract("edital publicado em 2024, concurso autorizado em 2023", TODAY).period.start == date(2024, 1, 1)
    assert extract("o edital do concurso é de 2024", TODAY).period.start == date(2024, 1, 1)


def test_the_concurso_supposed_after_a_pss_and_a_law_answer_is_that_eligibility() -> None:
    earlier = {"intent": "eligibility", "route": "calculator", "groups": ["preta"], "entity": "empresa-publica",
               "process": "pss"}
    prev = {"route": "retrieval", "query": "Um colega disse a ele que a lei vale para todo processo seletivo federal.",
            "earlier": earlier}
    concurso = plan("E se fosse concurso público na mesma empresa?", prev, TODAY)
    assert (concurso.route, concurso.intent) == ("calculator", "eligibility")
    assert concurso.params["process"] != "pss" and concurso.params["entity"] == "empresa-publica"
    assert {"entity", "groups"} <= concurso.carried


def test_neighbour_the_concurso_supposed_right_after_the_eligibility() -> None:
    _, concurso = chat(rules_bot(TODAY), PSS, "E se fosse concurso público na mesma empresa?")
    assert (concurso.calculation["operation"], concurso.calculation["eligible"]) == ("eligibility", True)


def test_a_relayed_claim_about_the_order_rule_without_a_figure_stays_law_text():
    # Round 41 (lead, merging 41a with 41b): the relayed claim's own bound applies to a claim with a figure; a long
    # claim about the rule itself is answered by the rule (art. 9º), never the earlier position recomputed.
    from assistant.core import get_assistant
    from tests.assistant_support import chat
    first, second = chat(get_assistant(),
                         "Candidato optante: 3º na lista de cotas, 15º na geral, edital com 10 vagas. Ele entra?",
                         "O diretor de gestão de pessoas diz que cotista só é nomeado depois de esgotada a lista da "
                         "ampla. Está certo?")
    assert first.route == "calculator"
    assert second.route == "retrieval" and second.citations[0].label.startswith("Lei nº 15.142/2025, art. 9º")
