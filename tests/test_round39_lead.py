"""Round 39 (lead): two families of the declassified held-out set 43 that f43a left.
- "ela pode pegar cota no PSS com 14 vagas?": "pegar" the reserve is claiming it (eligibility), the vagas aside;
- "num certame de 10 vagas, os cotistas são chamados na 2ª, 5ª...? me explica as posições": the cotistas' places
  offered to be checked are the order of those vagas, not the text of art. 9º.
"""
from __future__ import annotations

from datetime import date

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def test_taking_the_quota_of_a_person_with_a_group_is_eligibility() -> None:
    for q in ("minha esposa é parda, ela pode pegar cota no concurso do incra com 12 vagas?",
              "sou quilombola, posso pegar a reserva nesse pss de 9 vagas do ibama?"):
        (ans,) = chat(rules_bot(TODAY), q)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "eligibility"), q
        assert ans.headline.startswith("**Sim**"), q
    # neighbour: the count asked with the same words stays the reserve
    (count,) = chat(rules_bot(TODAY), "concurso do incra com 12 vagas, quantas vagas de cota?")
    assert (count.calculation["operation"], count.calculation["reserved"]) == ("reserve", 4)


def test_the_cotistas_places_offered_are_the_order(bot) -> None:  # the conftest's full assistant (search included)
    for q in ("num concurso de 10 vagas, os cotistas são chamados na 2ª, 5ª...? me explica as posições",
              "com 12 vagas os cotistas entram na 3ª e na 6ª? explica"):
        (ans,) = chat(rules_bot(TODAY), q)
        assert (ans.route, ans.calculation["operation"]) == ("calculator", "order"), q
    (ten,) = chat(rules_bot(TODAY), "num concurso de 10 vagas, os cotistas são chamados na 2ª, 5ª...? me explica")
    assert ten.calculation["quota_positions"] == [2, 5, 9]
    # neighbours: the rule's name explained with no vagas stays the law's text; one's own call is a position
    (rule,) = chat(bot, "me explica a alternância dos cotistas")
    assert rule.route == "retrieval"
    (own,) = chat(rules_bot(TODAY), "sou cotista, fui chamado na 3ª, 10 vagas, tô dentro?")
    assert _intent_of(own) == "position"


def test_our_own_bodys_duty_leads_with_the_selections_coverage(bot) -> None:
    # h43-079's family: the body's staff asking its own duty ("precisamos reservar…?"): whether the selection is
    # covered leads (art. 1º, II), who may take the reserve follows
    for q in ("Vamos contratar temporários pela Lei 8.745 para o censo. Precisamos reservar vagas raciais nessa seleção?",
              "somos uma autarquia federal e vamos abrir pss, somos obrigados a ter cota?"):
        (ans,) = chat(bot, q)
        assert ans.calculation["operation"] == "eligibility", q
        assert ans.headline.startswith("**Sim**: processo seletivo simplificado"), q
        assert "art. 1º, II" in ans.headline.split(".")[0] + ans.headline, q
    # neighbour: a candidate's own claim keeps the person's group first
    (own,) = chat(bot, "sou parda, posso concorrer na cota do pss do ibge?")
    assert own.headline.startswith("**Sim**: pessoas pardas podem concorrer")


def test_chat_quantifiers_are_read_as_several_by_the_classifiers_and_the_search(bot) -> None:
    # "um monte de cargos" found no dispositivo (the no-match refusal) where "vários cargos" is answered
    (many,) = chat(bot, "tem um monte de cargos no edital, a lei obriga reservar em cada um?")
    (several,) = chat(bot, "tem vários cargos no edital, a lei obriga reservar em cada um?")
    assert many.route == several.route == "retrieval"
    assert many.citations[0].urn == several.citations[0].urn


def test_no_pcd_vaga_left_names_no_pcd_list() -> None:
    # "e se não tivesse vaga pcd?" drops the PcD count (0): the answer no longer names "a lista PcD com nenhuma posição"
    first, again = chat(rules_bot(TODAY), "fiquei em 4º na ampla, 6 vagas, 1 é pcd, to dentro?", "e se não tivesse vaga pcd?")
    assert "lista PcD" in first.headline
    assert again.headline.startswith("Com as 6 vagas e o 4º lugar na lista geral da pergunta anterior, **sim**")
    assert "lista PcD" not in again.headline
