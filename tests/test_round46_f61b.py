"""Round 46 (f61b): a follow-up about the same person or body keeps them; carried flags are named (declassified
held-out set 60).

- another selection named ("num PSS", "outro concurso") of the asker's own body ("nosso", "aqui na empresa", "da mesma
  empresa") or about the thread's person ("esse mesmo candidato", "essa pessoa", "ela"): that body and that person
  carry, carried and named; the earlier selection's vagas do not;
- the reserve claimed as a right by a candidate of a group in a named body ("um candidato quilombola pode exigir a
  reserva?", "pode reivindicar a cota?"): that candidate's eligibility (a state's or a city's body: "Não");
- an edital still to be published, or the earlier vagas a whole includes, told in an earlier turn and used again:
  carried (their chip and the first sentence say so), never used silently.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, reserved_for


def _eligibility(ans: Any, said: str) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.route, ans.headline)


# --------------------------------------------------------------------------- the same body and person, another selection

def test_own_body_and_same_person_carry_into_another_selection(bot: Any) -> None:
    first = "sou do RH de uma empresa pública federal; vamos abrir concurso com 20 vagas. uma candidata preta tem direito à cota?"
    for said in ("e num pss nosso, pra contratação temporária, essa mesma candidata teria direito?",
                 "e numa seleção temporária aqui na empresa, ela poderia usar a reserva?",
                 "e num processo seletivo simplificado da mesma empresa, essa pessoa teria reserva?"):
        one, two = chat(bot, first, said)
        _eligibility(one, first)
        _eligibility(two, said)
        # a PSS of an estatal is outside the law (art. 1º, II): "Não", never the administração direta default's "Sim"
        assert two.calculation["eligible"] is False, (said, two.headline)
        assert carried_chips(two) == ["entity", "groups"], (said, carried_chips(two))
        assert two.headline.startswith("Com "), (said, two.headline)


def test_the_thread_person_keeps_their_group_in_our_other_selection(bot: Any) -> None:
    first = "somos uma autarquia federal, concurso com 12 vagas: um candidato indígena pode concorrer à reserva?"
    for said in ("e num pss nosso, esse mesmo candidato teria direito?",
                 "e num outro concurso nosso, o mesmo candidato poderia concorrer?"):
        _, two = chat(bot, first, said)
        _eligibility(two, said)
        assert two.calculation["eligible"] is True, (said, two.headline)
        assert "indígena" in " ".join(a.text for a in two.assumptions), (said, [a.text for a in two.assumptions])
        assert carried_chips(two) == ["entity", "groups"], (said, carried_chips(two))


def test_neighbours_another_person_or_body_or_the_same_selection(bot: Any) -> None:
    first = "sou do RH de uma empresa pública federal; vamos abrir concurso com 20 vagas. uma candidata preta tem direito à cota?"
    # another person named in our PSS: their own group, our body
    _, two = chat(bot, first, "e num pss nosso, um candidato indígena poderia?")
    _eligibility(two, "outro candidato")
    assert carried_chips(two) == ["entity"], carried_chips(two)
    assert two.calculation["eligible"] is False
    # another selection with its own vagas and no body of ours: nothing of the earlier one's body
    _, two = chat(bot, first, "e num concurso de 15 vagas, quantas ficam reservadas?")
    assert two.route == "calculator" and "entity" not in carried_chips(two), carried_chips(two)
    assert two.calculation["reserved"] == reserved_for(15, None, date.today())
    # the thread's own PSS pointed at (definite): as before, the whole case goes on
    _, two = chat(bot, first, "e no pss, ela teria direito?")
    _eligibility(two, "no pss")
    assert {"entity", "groups"} <= set(carried_chips(two)), carried_chips(two)


# --------------------------------------------------------------------------- the reserve claimed as a right

def test_a_candidate_claiming_the_reserve_in_a_named_body_is_eligibility(bot: Any) -> None:
    for said, eligible in (
            ("Trabalho numa secretaria estadual de educação. Um candidato quilombola pode exigir a reserva da Lei 15.142 "
             "no nosso concurso de professor?", False),
            ("somos uma prefeitura; uma candidata indígena pode reivindicar a cota federal no concurso da guarda?", False),
            ("um candidato pardo pode requerer a reserva num concurso estadual?", False),
            ("a autarquia federal vai abrir concurso; uma candidata preta pode pleitear a reserva?", True)):
        (ans,) = chat(bot, said)
        _eligibility(ans, said)
        assert ans.calculation["eligible"] is eligible, (said, ans.headline)


def test_neighbours_a_claim_with_no_one_or_no_case_stays_the_law(bot: Any) -> None:
    for said in ("quem pode exigir a reserva?", "o candidato pode exigir a reserva?"):
        (ans,) = chat(bot, said)
        assert ans.route != "calculator", (said, ans.headline)


# --------------------------------------------------------------------------- carried flags are named

def test_an_edital_still_to_be_published_told_before_is_carried(bot: Any) -> None:
    for first, said in (
            ("concurso de uma autarquia com 20 vagas, edital ainda não publicado. quantas reservadas?",
             "e se tiver 2 vagas pcd?"),
            ("empresa pública, concurso de 30 vagas e 2 pcd, o edital ainda não saiu. qual a ordem de nomeação?",
             "e se forem 3 vagas pcd?")):
        one, two = chat(bot, first, said)
        assert one.route == two.route == "calculator", (said, two.headline)
        assert "edital_date" not in carried_chips(one)
        assert {"edital_date", "vacancies"} <= set(carried_chips(two)), (said, carried_chips(two))
        assert "edital ainda a publicar" in two.headline.split(":")[0], (said, two.headline)


def test_the_pending_edital_survives_a_law_answer_between(bot: Any) -> None:
    first = "concurso de uma fundação federal com 24 vagas, o edital ainda não foi publicado; quantas reservar?"
    for law, said in (("qual artigo manda fazer essa reserva?", "e se fossem 28?"),
                      ("a lei fala em alternância na nomeação?", "e com 2 vagas pcd?")):
        _, _, three = chat(bot, first, law, said)
        assert three.route == "calculator", (said, three.headline)
        assert "edital_date" in carried_chips(three), (law, said, carried_chips(three))
        assert "edital ainda a publicar" in three.headline.split(":")[0], (said, three.headline)


def test_neighbours_the_pending_edital_told_again_or_never_told(bot: Any) -> None:
    # an edital being drafted or a selection about to open is the law in force's, no publication told: not carried
    for first in ("estamos elaborando o edital: 20 vagas, quantas reservadas?",
                  "vamos abrir um concurso com 20 vagas, quantas reservar?"):
        _, two = chat(bot, first, "e se tiver 2 vagas pcd?")
        assert "edital_date" not in carried_chips(two), (first, carried_chips(two))
    first = "concurso de uma autarquia com 20 vagas, edital ainda não publicado. quantas reservadas?"
    _, two = chat(bot, first, "e com 2 vagas pcd, sendo que o edital ainda não foi publicado?")
    assert "edital_date" not in carried_chips(two), carried_chips(two)
    _, two = chat(bot, "concurso com 20 vagas, quantas reservadas?", "e se tiver 2 vagas pcd?")
    assert "edital_date" not in carried_chips(two), carried_chips(two)


def test_the_earlier_vagas_a_whole_includes_are_carried_with_it(bot: Any) -> None:
    for first, whole, joined, said in (
            ("o edital de 10/09/2025 previa 6 vagas; na validade surgiram mais 4, totalizando 10. quantas reservadas?",
             10, 6, "e com 1 vaga pcd nesse total?"),
            ("tinha 12 vagas e surgiram mais 3, ficando 15 no total. quantas de cota?", 15, 12,
             "e a ordem de nomeação desse total?")):
        one, two = chat(bot, first, said)
        assert one.route == "calculator" and one.calculation["vacancies"] == whole, (first, one.headline)
        assert one.calculation["reserved"] == reserved_for(whole, one.calculation.get("edital_date"), date.today())
        assert f"{joined} vagas anteriores" in [a.text for a in one.assumptions], [a.text for a in one.assumptions]
        assert two.route == "calculator" and two.calculation["vacancies"] == whole, (said, two.headline)
        assert {"prior_vacancies", "vacancies"} <= set(carried_chips(two)), (said, carried_chips(two))
        assert f"({joined} do edital e mais {whole - joined} surgidas depois)" in two.headline, (said, two.headline)


def test_neighbours_a_new_count_leaves_the_earlier_vagas_behind(bot: Any) -> None:
    first = "tinha 12 vagas e surgiram mais 3, ficando 15 no total. quantas de cota?"
    _, two = chat(bot, first, "e com 20 vagas?")
    assert two.calculation["vacancies"] == 20 and "prior_vacancies" not in carried_chips(two), carried_chips(two)
    # the new vagas asked alone keep their own rule (the whole less the earlier count)
    (ans,) = chat(bot, "o concurso tinha 10 vagas e surgiram mais 5 na validade. quantas das novas são reservadas?")
    assert (ans.calculation["vacancies"], ans.calculation["whole_vacancies"]) == (5, 15)
