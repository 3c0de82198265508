"""Round 51 (f66c): law questions misread, a refusal cue missing, eligibility read as a count (declassified held-out 65).

- a law's own lapse, term or fate asked with a year ("a 12.990 venceu em 2024?", "a lei de cotas expirou em junho de
  2024?", "a lei antiga valia por dez anos, o que houve com ela depois de 2024?") is the law's text (Lei 12.990 art. 6º;
  Lei 15.142 arts. 11, 13), never the date clarification an edital straddling 04/06/2025 gets (`law_cues._LAW_LAPSED`);
- another law or another beneficiary named with the vaga some words away ("a Lei Maria da Penha garante vaga em
  concurso pra mulher vítima de violência?", "o Estatuto do Idoso…", refugiados, egressos do sistema prisional) is out of
  scope, unless a covered group or law is named too (`reach._OTHER_GROUP_LAW`, `_OTHER_GROUP_FAR`);
- a body speaking of itself asking whether it must reserve ("Somos uma secretaria estadual. A Lei 15.142 nos obriga a
  reservar vagas?", "somos uma prefeitura, temos que reservar?") is its entity's eligibility (`reach.we_must_reserve`,
  `rules.our_duty_to_reserve`); in a thread with vagas, a kind of body named as obliged ("essa autarquia é obrigada a
  reservar?") is that body's coverage of them (`rules.case_body_obliged`);
- after an eligibility "Não" given for a count-less claim with vagas ("sou preta, concurso da prefeitura com 10 vagas, a
  cota vale?"), the thread is that person's eligibility: another body next keeps the group and the process (`core`).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of
from tests.assistant_support import carried_keys_of, chat

# --------------------------------------------------------------------------- a law's lapse asked with a year


def test_a_laws_lapse_asked_with_a_year_is_the_laws_text(bot: Any) -> None:
    for said in ("a lei 12.990 durava dez anos; o que houve com a lei depois de 2024?",
                 "a 12.990 venceu em 2024?",
                 "a lei de cotas expirou em junho de 2024?",
                 "a lei antiga perdeu a validade em 2024?",
                 "a lei dos 20% caducou em 2024 ou continuou valendo?",
                 "o que aconteceu com a lei de 2014 depois de junho de 2024?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        labels = [c.label for c in ans.citations]
        assert any(lb.startswith(("Lei nº 12.990/2014, art. 6º", "Lei nº 15.142/2025, art. 13", "Lei nº 15.142/2025, art. 11"))
                   for lb in labels[:2]), (said, labels)


def test_neighbours_an_edital_of_a_straddling_year_still_asks_its_date(bot: Any) -> None:
    for said in ("meu edital saiu em 2025, qual lei vale?", "o edital foi publicado em 2025, que lei se aplica?"):
        (ans,) = chat(bot, said)
        assert ans.route == "clarify" and "04/06/2025" in ans.headline, (said, ans.headline)
    # an edital with a date of its own keeps its regime, a lapse word in it or not
    (ans,) = chat(bot, "edital de março de 2025, a 12.990 já tinha expirado?")
    assert (ans.route, ans.calculation["regime"]) == ("calculator", "lei-12990-2014"), ans.headline


# --------------------------------------------------------------------------- other laws and other beneficiaries


def test_other_laws_and_beneficiaries_are_out_of_scope(bot: Any) -> None:
    for said in ("pela lei maria da penha, a mulher agredida tem vaga garantida no concurso?",
                 "a lei maria da penha reserva vaga em concurso público para vítimas?",
                 "o estatuto do idoso garante vaga em concurso público?",
                 "existe vaga em concurso federal reservada para refugiados?",
                 "tem reserva no concurso para egressos do sistema prisional?",
                 "concurso tem vaga garantida pra mulher vitima de violencia domestica?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
        assert "Lei nº 15.142/2025" in ans.headline or "mulheres, idosos" in ans.headline, (said, ans.headline)


def test_neighbours_covered_groups_and_laws_stay_in_scope(bot: Any) -> None:
    for said, route in (("mulheres negras tem vaga reservada no concurso?", "calculator"),
                        ("tem vaga reservada no concurso para mulheres pardas?", "calculator"),
                        ("quilombola tem vaga reservada em concurso?", "calculator"),
                        ("o decreto 9.508 garante vaga para quem tem deficiência?", "retrieval"),
                        ("pcd tem reserva em concurso federal?", "retrieval"),
                        ("a lei 15.142 reserva vagas para indígenas?", None)):
        (ans,) = chat(bot, said)
        assert ans.route != "out_of_scope", (said, ans.headline)
        if route:
            assert ans.route == route, (said, ans.headline)


# --------------------------------------------------------------------------- a body asking its own duty to reserve


def test_a_body_asking_whether_it_must_reserve_gets_its_entitys_eligibility(bot: Any) -> None:
    for said, eligible in (("Somos uma secretaria de estado, órgão estadual. A lei 15.142 nos obriga a reservar vagas pra indígenas?", False),
                           ("somos uma secretaria estadual de educação, a lei federal nos obriga a reservar vagas?", False),
                           ("somos um município, a lei de cotas nos obriga a reservar?", False),
                           ("somos uma prefeitura, temos que reservar vagas pela lei 15.142?", False),
                           # (Round 52, f67c: a federal body with no group named is art. 1º's text, tests/test_round52_f67c.py)
                           ("somos uma fundação federal, temos que reservar vagas para quilombolas?", True)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is eligible, (said, ans.headline)
        assert ans.headline.startswith("**Sim**" if eligible else "**Não**"), (said, ans.headline)


def test_neighbours_following_the_law_or_being_reached_stays_the_laws_text(bot: Any) -> None:
    for said in ("somos uma autarquia federal, temos que seguir a lei de cotas?",
                 "somos uma empresa pública. A reserva de 30% nos obriga?",
                 "somos uma fundação federal; a lei de cotas nos alcança?",
                 "a pf é obrigada a reservar vaga pra negros?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
    # a count asked by the body, its vagas untold, asks them; told, it is their count
    for said in ("Bom dia, qual o número de vagas que temos que reservar no edital da nossa fundação para cotas raciais?",
                 "somos uma autarquia; quantas vagas devemos reservar no próximo concurso?"):
        (ans,) = chat(bot, said)
        assert ans.route == "clarify", (said, ans.headline)
    (ans,) = chat(bot, "somos uma autarquia federal, 20 vagas, quantas temos que reservar?")
    assert (ans.route, ans.calculation["reserved"]) == \
        ("calculator", calculator.reserve(calculator.ReserveInput(vacancies=20)).reserved), ans.headline


def test_a_kind_of_body_named_obliged_in_a_count_thread_gets_its_verdict(bot: Any) -> None:
    for first, said, eligible in (("concurso com 30 vagas, quantas reservadas?", "essa autarquia é obrigada a reservar?", True),
                                  ("concurso com 30 vagas, quantas reservadas?", "e essa fundação, é obrigada a reservar?", True),
                                  ("concurso com 30 vagas, quantas reservadas?", "e a prefeitura, é obrigada a reservar?", False)):
        _, ans = chat(bot, first, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is eligible, (said, ans.headline)
        assert "vacancies" in carried_keys_of(ans), said
    # neighbour: no kind of body named stays whom the law binds (round 50, f65b)
    _, ans = chat(bot, "concurso com 30 vagas, quantas reservadas?", "essa empresa é obrigada a reservar?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- another body after an eligibility "Não"


def test_another_body_after_an_eligibility_no_keeps_the_persons_eligibility(bot: Any) -> None:
    for first, said, n in (("sou parda, concurso da prefeitura com 12 vagas, a cota de 30% vale?",
                            "e se fosse no concurso do instituto federal (autarquia)?", 12),
                           ("sou indígena, o concurso municipal tem 8 vagas, a lei 15.142 se aplica?",
                            "e numa empresa pública federal?", 8),
                           ("sou preto, o concurso do estado tem 20 vagas, a reserva federal vale pra mim?",
                            "e se fosse no ministério?", 20)):
        one, ans = chat(bot, first, said)
        assert one.calculation["eligible"] is False, (first, one.headline)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is True, (said, ans.headline)
        assert ans.calculation["reserved"] == calculator.reserve(calculator.ReserveInput(vacancies=n)).reserved, said
        assert {"groups", "process", "vacancies"} <= set(carried_keys_of(ans)), (said, carried_keys_of(ans))


def test_neighbours_a_count_asked_stays_a_count_and_a_yes_turns_to_no(bot: Any) -> None:
    _, ans = chat(bot, "quantas vagas reservadas no concurso da prefeitura com 10 vagas?", "e se fosse concurso do ministério?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    _, ans = chat(bot, "sou preta, concurso do IBGE com 10 vagas, posso concorrer na cota?", "e se fosse na prefeitura?")
    assert (_intent_of(ans), ans.calculation["eligible"]) == ("eligibility", False), ans.headline
    assert "groups" in carried_keys_of(ans), ans.headline
