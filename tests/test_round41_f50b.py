"""Round 41 (f50b): failure families of holdout50 (eligibility vs law vs reserve vs regime), one test each.

- a requirement asked of one's claim ("preciso morar / viver / ter ... pra concorrer?") is the law's text, never a "Sim";
- a claim asked "mesmo assim" of a count below the law's minimum ("1 vaga só: ... mesmo assim?") is the law's threshold;
- being counted as a group ("sou contado como pardo?") is the law's criterion (autodeclaração), never a verdict;
- "tem reserva pra negro nisso?" with the vagas told is the reserve's count of those vagas;
- "consigo marcar a opção de cotista?" with one's group and a body is eligibility;
- "qual lei?" of a dated edital, its vagas told but no count asked, is the regime.
"""
from __future__ import annotations

from datetime import date

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 6)


def test_requirement_to_compete_is_law_text(bot) -> None:
    # (the assistant as built, its classifier included: the classifier read these as the group's "Sim")
    for q in ("sou terena e moro em campinas, tenho que residir em terra indigena pra me inscrever na cota?",
              "sou kaingang e vivo na cidade, preciso morar na aldeia para concorrer na reserva?"):
        ans = bot.ask(q)
        assert ans.route == "retrieval" and _intent_of(ans) == "law", q
        assert "**Sim**" not in ans.headline and "**Não**" not in ans.headline, q
    # (neighbour: one's claim with no requirement asked stays the eligibility's "Sim")
    (ans,) = chat(rules_bot(TODAY), "sou indigena, posso concorrer na reserva do concurso do inss?")
    assert _intent_of(ans) == "eligibility" and ans.headline.startswith("**Sim**")


def test_claim_mesmo_assim_below_minimum_is_the_threshold(bot) -> None:
    # Chosen fix: the law's route (art. 5º: its minimum of vagas, § 3º: one may still enrol), as the label asks.
    for q in ("edital de 1 vaga: pardo pode concorrer pela cota mesmo assim?",
              "so tem 1 vaga no concurso. indigena consegue se inscrever na reserva?"):
        ans = bot.ask(q)
        assert ans.route == "retrieval" and _intent_of(ans) == "law", q
        assert "**Sim**" not in ans.headline and "(art. 5º" in ans.headline, q
    # (neighbours: a count asked stays the reserve; a claim with vagas and no concession stays the eligibility)
    (ans,) = chat(rules_bot(TODAY), "so 2 vagas, mesmo assim quantas ficam pra cota?")
    assert _intent_of(ans) == "reserve" and ans.calculation["reserved"] == reserved_for(2, None, TODAY)
    (ans,) = chat(rules_bot(TODAY), "sou preta, concurso do ibama com 6 vagas, posso ser cotista?")
    assert _intent_of(ans) == "eligibility" and ans.headline.startswith("**Sim**")


def test_counted_as_a_group_is_the_criterion(bot) -> None:
    for q in ("meu bisavo era preto e minha mae é branca, sou contada como parda pela lei de cotas?",
              "meu avo era indigena, eu sou contado como indigena pra cota?"):
        ans = bot.ask(q)
        assert ans.route == "retrieval" and _intent_of(ans) == "law", q
        assert "**Sim**" not in ans.headline, q
    # (neighbour: one's group told, the claim asked, stays the eligibility)
    (ans,) = chat(rules_bot(TODAY), "sou parda, tenho direito a cota no concurso da caixa?")
    assert _intent_of(ans) == "eligibility" and ans.headline.startswith("**Sim**")


def test_reserve_for_a_group_with_vagas_is_the_count() -> None:
    bot = rules_bot(TODAY)
    for q, n in (("abriu concurso no ibama com 7 vagas, tem reserva pra pardos nele?", 7),
                 ("edital da receita federal com 4 vagas, vai ter cota pra indigena nesse edital?", 4)):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "reserve", q
        assert ans.calculation["reserved"] == reserved_for(n, None, TODAY), q
        assert "**Sim**" not in ans.headline, q
    # (neighbour: one's own group and claim stays the eligibility)
    (ans,) = chat(bot, "sou pardo, concurso do ibama com 7 vagas, tem cota pra mim?")
    assert _intent_of(ans) == "eligibility"


def test_marking_the_cotista_option_with_group_is_eligibility() -> None:
    bot = rules_bot(TODAY)
    for q in ("sou pardo, concurso do incra com 9 vagas, consigo marcar a opcao de cotista?",
              "me declaro preta, concurso da anvisa com 12 vagas, posso assinalar a opcao de cota?"):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "eligibility", q
        assert ans.calculation["eligible"] is True and ans.headline.startswith("**Sim**")
    # (neighbours: f49a's "posso ser cotista?" stays; a count of the reserve stays the reserve)
    (ans,) = chat(bot, "sou pardo, concurso da caixa de 5 vagas, consigo ser considerado cotista?")
    assert _intent_of(ans) == "eligibility"
    (ans,) = chat(bot, "concurso do inss com 10 vagas, quantas ela pode disputar pela cota?")
    assert _intent_of(ans) == "reserve" and ans.calculation["reserved"] == reserved_for(10, None, TODAY)


def test_which_law_of_dated_edital_with_vagas_is_the_regime() -> None:
    bot = rules_bot(TODAY)
    for q in ("minha mae prestou concurso em 2010, eram 20 vagas, que lei valia naquela epoca?",
              "o edital de 2013 tinha 15 vagas, havia reserva? qual lei se aplicava?"):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "regime", q
        assert "nenhuma destas leis" in ans.headline, q
    # (neighbours: the count asked of a dated edital stays the reserve; which law of a later dated edital with vagas
    # stays the reserve, round 13)
    (ans,) = chat(bot, "edital de 2020 com 10 vagas, quantas reservadas? qual lei?")
    assert _intent_of(ans) == "reserve" and ans.calculation["reserved"] == 2
    ans = bot.ask("nosso edital de 22 vagas saiu em abril de 2025, que lei se aplica?")
    assert _intent_of(ans) == "reserve" and ans.calculation["reserved"] == reserved_for(22, "2025-04-01", TODAY)
