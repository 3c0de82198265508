"""Round 42 (f55a): failure families of the declassified holdout51 and holdout54 (which law, undated or still to be
published; law questions mistaken for a table or an eligibility; out of scope; a count asked with a group).

- an edital still to come told with its month ("o próximo edital sai em janeiro, já entra na lei nova?") is the regime;
- which law one undated, already published selection gets ("qual norma devemos aplicar ao certame em andamento?") is
  the regime, its edital's date asked;
- what the law says of the vagas per cargo ("tinha que dizer", "a banca pode somar as vagas") is the law's text;
- a legal duty named ("há obrigação legal de reservar") and a register-only edital of a body with no group told are
  the law's text;
- notions of administrative law asked for themselves are out of scope;
- "quantas ela pode disputar como parda" with the vagas is the reserve's count.
"""
from __future__ import annotations

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def test_next_edital_told_with_its_month_is_the_new_laws_regime(bot) -> None:
    for q in ("o proximo edital da nossa autarquia sai em janeiro, ja entra na lei nova de 30%?",
              "o próximo concurso do ibama sai em março, vai cair na lei nova?"):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "regime", q
        assert "15.142" in ans.headline and "ainda a publicar" in ans.headline, q
    # (neighbours: when the next edital comes stays the concurso's calendar; the body's own reach stays the law)
    (when,) = chat(bot, "quando sai o proximo edital do inss?")
    assert when.route == "out_of_scope"
    (reach,) = chat(bot, "trabalho numa autarquia, a lei 15.142 se aplica aqui?")
    assert reach.route == "retrieval"


def test_which_law_for_one_published_undated_selection_asks_its_date(bot) -> None:
    for q in ("pessoal, to em duvida aqui: pro concurso da minha cidade que ja ta rolando, qual lei de cota racial se aplica?",
              "Qual norma de reserva racial devemos aplicar ao certame em andamento? O edital ja foi publicado mas nao sei a data."):
        (ans,) = chat(bot, q)
        assert ans.route == "clarify" and _intent_of(ans) == "regime", q
        assert "data" in ans.headline and "fraude" not in ans.headline, q
    # (neighbours: a norm asked of a subject stays a provision; a city's concurso named as such stays the "Não")
    (sub,) = chat(bot, "qual norma se aplica a eliminacao por fraude?")
    assert sub.route == "retrieval"
    (city,) = chat(bot, "qual lei se aplica ao concurso da prefeitura?")
    assert _intent_of(city) == "eligibility" and city.headline.startswith("**Não**")


def test_what_the_law_says_of_vagas_per_cargo_is_the_law(bot) -> None:
    (old,) = chat(bot, "na lei de 2014 o edital tinha que dizer quantas vagas de cota por cargo?")
    assert old.route == "retrieval" and _intent_of(old) == "law"
    _, summed = chat(bot, "edital com 2 cargos: analista 10 vagas e tecnico 4",
                     "a banca pode somar as vagas dos dois cargos pra calcular a cota em vez de fazer cargo por cargo?")
    assert summed.route == "retrieval" and _intent_of(summed) == "law"
    assert "art. 1º, § 2º" in summed.headline
    # (neighbours: the table asked for stays the edital clarification)
    for q in ("preciso da reserva de cada cargo do edital", "qual a reserva de cada cargo? vou mandar o quadro de vagas"):
        (table,) = chat(bot, q)
        assert _intent_of(table) == "edital", q


def test_legal_duty_named_is_the_law_and_the_selections_coverage_stays(bot) -> None:
    (duty,) = chat(bot, "Nossa autarquia fará contratações temporárias pela Lei 8.745 via seleção simplificada. "
                        "Há obrigação legal de reservar vagas a pessoas negras?")
    assert duty.route == "retrieval" and _intent_of(duty) == "law"
    assert "art. 1º, II" in duty.headline
    # (neighbour, the team's convention, test_round39_lead: "precisamos reservar…?" is that selection's coverage)
    (own,) = chat(bot, "Vamos contratar temporários pela Lei 8.745 para o censo. "
                                    "Precisamos reservar vagas raciais nessa seleção?")
    assert own.calculation["operation"] == "eligibility"


def test_register_only_edital_of_a_body_with_no_group_is_the_law(bot) -> None:
    (ans,) = chat(bot, "o edital do banco central so tem cadastro reserva, nenhuma vaga imediata, mesmo assim posso "
                       "marcar a opcao de cotista?")
    assert ans.route == "retrieval" and _intent_of(ans) == "law"
    assert "art. 5º, § 3º" in ans.headline
    # (neighbour: a group told with the body stays that person's eligibility)
    (own,) = chat(bot, "sou indígena e o concurso da ufpa tem apenas cadastro de reserva, posso me inscrever na cota?")
    assert own.route == "calculator" and own.calculation["operation"] == "eligibility"


def test_administrative_law_notions_are_out_of_scope(bot) -> None:
    for q in ("Qual a diferença entre cargo em comissão e função de confiança?", "o que é função gratificada?"):
        (ans,) = chat(bot, q)
        assert ans.route == "out_of_scope", q
    # (neighbour: the quota asked of such a post stays the law's reach)
    (reach,) = chat(bot, "a cota vale pra cargo em comissão?")
    assert reach.route == "retrieval"


def test_how_many_someone_may_dispute_with_the_vagas_is_the_reserve(bot) -> None:
    (ans,) = chat(bot, "minha prima ta estudando pro concurso do incra, sao 45 vagas. qnt ela pode disputar como parda na cota?")
    assert ans.route == "calculator" and _intent_of(ans) == "reserve"
    assert ans.calculation["reserved"] == 14 and "**14 são reservadas**" in ans.headline
    # (neighbour: one's own claim stays the eligibility)
    (own,) = chat(bot, "sou parda, concurso do incra com 45 vagas, posso concorrer na cota?")
    assert own.calculation["operation"] == "eligibility"
