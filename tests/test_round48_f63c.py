"""Round 48 (f63c): law questions sent to clarify, and a general eligibility question (declassified held-out set 62).

- what an edital must state asked with the duty first and the edital elsewhere ("para editais da lei antiga, existe
  obrigação de especificar quantas vagas reservadas há por cargo?"): the law's rule (Lei 12.990, art. 1º, § 3º), never
  the vagas asked back; a count asked ("quantas vagas o edital deve reservar para cada cargo?") still asks them;
- one person with a disability and a racial group asking whether their place counts in both lists or one ("minha
  classificação vale nas duas listas ou só numa?", "vale pra pcd e pra cota racial junto?"): both reserves (the law and
  Decreto 9.508), never a position whose vagas are asked;
- the time of one's own plans with no body named ("vou começar a fazer concursos esse ano, tenho direito à cota?"):
  the selection is asked (art. 1º reaches federal bodies only), its scope said, never a federal body assumed.
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

OLD_ART1_PAR3 = "Lei nº 12.990/2014, art. 1º, § 3º"

# --------------------------------------------------------------------------- what the edital must state


def test_a_duty_to_state_the_reserve_per_cargo_is_the_laws_rule(bot: Any) -> None:
    for said in ("nos editais ainda sob a Lei 12.990, existe obrigação de especificar quantas vagas de cota há por cargo?",
                 "pra edital da lei antiga havia a exigência de discriminar no texto quantas vagas reservadas cada cargo tem?",
                 "no edital, é preciso detalhar quantas vagas ficam reservadas por cargo ou emprego?",
                 "editais regidos pela lei de 2014: tem a obrigação de indicar no texto o total de vagas reservadas de "
                 "cada cargo?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert ans.citations and ans.citations[0].label == OLD_ART1_PAR3, (said, [c.label for c in ans.citations])


def test_neighbours_a_count_per_cargo_asked_still_asks_the_vagas(bot: Any) -> None:
    for said in ("quantas vagas o edital deve reservar para cada cargo?",
                 "meu edital tem que discriminar quantas vagas reservadas tem cada cargo, como calculo?"):
        (ans,) = chat(bot, said)
        assert ans.route == "clarify", (said, ans.headline)
    (ans,) = chat(bot, "o edital tem 12 vagas, quantas devem ser reservadas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    # the duty said with the edital right after it already read as the rule, and stays so
    (ans,) = chat(bot, "o edital precisa especificar o total de vagas reservadas para cada cargo?")
    assert ans.route == "retrieval" and ans.citations[0].label == OLD_ART1_PAR3, ans.headline


# --------------------------------------------------------------------------- one person, both reserves


def test_a_place_in_both_lists_or_one_of_a_pcd_of_a_racial_group_is_both_reserves(bot: Any) -> None:
    for said in ("sou surda e parda, minha classificação vale para as duas reservas ou apenas uma?",
                 "tenho baixa visão e sou preto, minha nota conta nas duas listas (pcd e racial) ou só numa?",
                 "sou cadeirante e quilombola, minha colocação vale nas duas cotas ou numa só?",
                 "sou pardo com deficiência, vale pra pcd e pra cota racial junto?",
                 "tenho deficiência física e sou indígena, posso disputar a vaga pcd e a cota racial simultaneamente?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        labels = [c.label for c in ans.citations]
        assert labels[:2] == ["Lei nº 15.142/2025, art. 1º, caput", "Decreto nº 9.508/2018, art. 1º, § 1º"], (said, labels)
        assert "duas reservas" in ans.headline, (said, ans.headline)


def test_neighbours_one_reserve_or_a_count_or_a_place_stay(bot: Any) -> None:
    # a white person with a disability: the racial reserve is not theirs (eligibility's "Não")
    (ans,) = chat(bot, "sou branco e tenho deficiência, posso usar a cota racial e a pcd juntas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility") and "**Não**" in ans.headline, ans.headline
    # a count of both lists with the vagas told stays a count
    (ans,) = chat(bot, "sou pcd e pardo, em 30 vagas quantas ficam em cada uma das duas listas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    # one's place in the quota list with no PcD word stays a position
    (ans,) = chat(bot, "sou pardo, fiquei em 3º na lista de cotas, minha classificação vale?")
    assert (ans.route, _intent_of(ans)) == ("clarify", "position"), ans.headline


# --------------------------------------------------------------------------- one's own plans, no body named


def test_the_time_of_ones_plans_with_no_body_asks_the_selection_and_says_the_scope(bot: Any) -> None:
    for said in ("sou parda e vou começar a prestar concursos esse ano, posso ir na cota racial?",
                 "sou indígena e quero fazer concursos em 2027, tenho direito à reserva?",
                 "sou preto e pretendo prestar concurso ano que vem, posso me inscrever como cotista?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "eligibility"), (said, ans.headline)
        assert "administração pública federal" in ans.answer and "estaduais e municipais" in ans.answer, said
        assert not any(a.key == "entity" for a in ans.assumptions), said  # no body assumed


def test_neighbours_a_body_or_an_editals_date_named_is_answered(bot: Any) -> None:
    for said, verdict in (("sou pardo e vou prestar concurso do INSS esse ano, tenho direito à cota?", "**Sim**"),
                          ("sou parda e vou fazer concurso da prefeitura esse ano, tenho direito à cota racial?", "**Não**"),
                          ("sou preta e vou prestar concurso federal em 2027, tenho direito à cota?", "**Sim**"),
                          # an edital's date tells the law (the old one reserved nothing for indígenas)
                          ("sou indígena e o edital do concurso saiu em 2023, tenho direito a cota?", "**Não**")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.headline.startswith(verdict), (said, ans.headline)
