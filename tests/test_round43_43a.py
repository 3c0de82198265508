"""Round 43 (43a): indigenous and quilombola candidates, their associations and the staff helping them (probe voice 43a).

- a community without the Fundação Palmares' certification, or a person without the RANI, asking whether they count
  for the reserve ("minha comunidade não é certificada pela Palmares, conto?", "sem RANI eu entro na cota?"): who
  belongs to the group (art. 2º, II-III), the law's text, never a refusal nor an eligibility asked back;
- a group's part of the reserve asked as "qual parte/parcela da reserva" ("sou indígena aldeado, tenho direito a qual
  parte da reserva?"): the regulation's split (art. 1º, § 1º), like "qual o percentual", never a selection asked back;
- after a count, a group said to have its own count ("a associação disse que os indígenas têm 3 vagas a mais"): the
  group's share claimed, checked against the thread's vagas, never a new count of vagas.
Neighbours: how a community gets certified or a RANI is obtained (another policy), one's own group with a selection
(eligibility), a group rate asked, a fresh count of vagas after the thread's.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)


def test_a_document_lacked_beside_the_reserve_is_who_belongs_to_the_group() -> None:
    for q in ("Minha comunidade ainda não é certificada pela Fundação Palmares. Eu conto como quilombola pra lei de cotas?",
              "Sem certificação da Palmares eu entro na cota quilombola?",
              "Não tenho RANI, posso concorrer na cota indígena?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("retrieval", None), (q, p.route, p.intent)
    assert plan("Minha comunidade não é certificada pela Palmares, conto como quilombola na reserva?", None, TODAY).route \
        == "retrieval"
    # neighbours: the certification or the RANI themselves are another policy; a selection named is eligibility
    for q in ("Como a associação consegue a certificação da Palmares?",
              "Minha comunidade não é certificada pela Palmares, como faço pra certificar?", "Como tirar o RANI?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q
    p = plan("Não tenho RANI, posso concorrer na cota indígena do concurso do IBAMA com 10 vagas?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "eligibility")


def test_a_groups_part_of_the_reserve_asked_is_the_regulations_split() -> None:
    for q in ("Sou indígena aldeado, tenho direito a qual parte da reserva de vagas?",
              "Sou quilombola, que parcela das vagas é pra mim?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("retrieval", None) and "group_share" in p.notes, (q, p.route, p.notes)
    # neighbours: the rate asked already was; one's own group and nothing else asks the selection back
    assert "group_share" in plan("sou indígena, tenho direito a qual percentual das vagas?", None, TODAY).notes
    p = plan("Sou indígena, tenho direito a cota?", None, TODAY)
    assert (p.route, p.intent) == ("clarify", "eligibility")


def test_a_groups_count_someone_claims_is_checked_against_the_threads_vagas() -> None:
    bot = rules_bot(TODAY)
    first, claim = chat(bot, "Num concurso de 40 vagas, quantas são da cota racial?",
                        "Mas a associação disse que os indígenas têm 3 vagas a mais, fora dessas aí. Confere?")
    assert first.calculation["reserved"] == calculator.reserve({"vacancies": 40, "today": TODAY}).reserved == 12
    assert (claim.route, claim.calculation["operation"], claim.calculation["vacancies"]) == ("calculator", "reserve", 40)
    assert claim.calculation["reserved"] == 12 and "vacancies" in carried_keys_of(claim)
    assert "Não está certo" in claim.headline
    assert extract("o cacique falou que quilombola fica com 2 vagas", TODAY).claimed_counts == [2]
    # neighbours: a fresh count after the thread's is new vagas; a group's count of its own edital is still the vagas
    _, fresh = chat(rules_bot(TODAY), "Num concurso de 40 vagas, quantas são da cota racial?", "e num concurso de 10 vagas?")
    assert (fresh.calculation["vacancies"], fresh.calculation["reserved"]) == (10, 3)
    assert extract("concurso pra indígenas com 10 vagas, quantas reservadas?", TODAY).vacancies == 10
