"""Round 32 (fix32c): the thread's table written again, a selection's duty to reserve, an edital's date told.

- a table of cargos whose every count the follow-up writes again ("com os mesmos 9 e 3") under a new date: the
  person's own table, not said to come from the earlier turn (the figures are the same either way);
- a kind of selection asked whether it must reserve, the groups named only as those the reserve is for ("processo
  seletivo simplificado tem que reservar vaga para pretos e pardos?"): the law's reach (art. 1º, II), its text;
  a person's own claim stays their eligibility;
- the edital's date told as a statement after a law answer ("o edital saiu em 10/03/2025."): the regime of that date.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


def test_every_count_of_the_table_written_again_is_not_carried() -> None:
    bot = rules_bot(TODAY)
    first, again = chat(bot, "Edital de 10/10/2022 com Escrivão (9 vagas) e Delegado (3 vagas): quantas reservadas em cada?",
                        "e num edital que sai hoje com os mesmos 9 e 3?")
    assert first.route == again.route == "calculator"
    assert [c["reserved"] for c in again.calculation["cargos"]] == [3, 1]
    assert carried_keys_of(again) == []
    # the same table pointed back at without its counts is still the earlier turn's
    _, same = chat(bot, "Edital de 10/10/2022 com Escrivão (9 vagas) e Delegado (3 vagas): quantas reservadas em cada?",
                   "e num edital que sai hoje com os mesmos cargos?")
    assert carried_keys_of(same) == ["cargos"]


def test_a_selection_asked_whether_it_must_reserve_for_groups_is_the_law() -> None:
    for q in ("processo seletivo simplificado tem que reservar vaga para pretos e pardos?",
              "PSS de contrato temporário precisa reservar vagas pra indígenas?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval", q
    # one's own claim in a PSS is still that person's eligibility
    p = plan("sou quilombola, num PSS de autarquia federal posso usar a cota?", None, TODAY)
    assert p.route == "calculator" and p.intent == "eligibility"


def test_the_edital_date_told_after_a_law_answer_is_its_regime() -> None:
    law = {"route": "retrieval", "query": "qual o prazo de vigência da reserva de vagas da lei 15.142?"}
    p = plan("O edital saiu em 10/03/2025.", law, TODAY)
    assert p.route == "calculator" and p.intent == "regime" and p.params["edital_date"] == "2025-03-10"
    law = {"route": "retrieval", "query": "o que a lei diz sobre a comissão de heteroidentificação?"}
    p = plan("nosso edital foi publicado em 20/08/2025.", law, TODAY)
    assert p.route == "calculator" and p.intent == "regime"
    # a question asked with the date stays the law's text
    p = plan("e para edital publicado em 20/08/2025, a comissão é obrigatória?", law, TODAY)
    assert p.route == "retrieval"
