"""Round 45 (f60a): counts and totals read from how people say them (declassified held-out set 59).

- a selection "for" the people it hires ("processo seletivo para 9 professores substitutos", "edital para 7 agentes de
  pesquisa", "seleção de 10 técnicos temporários", "vai recrutar 15 recenseadores"): that count is the vagas, never a
  number asked back; those who compete ("somos 12 candidatos", "12 professores se inscreveram"), a time or a stage are not;
- the total the vagas reached, the vagas that arose uncounted ("ofereceu 11 vagas e, com as que apareceram, o total
  chegou a 17", "somando as novas, ficou 13", "agora são 12 no total", "durante a validade passou a ter 10"): the count
  is that total (art. 1º, § 2º), never the edital's first count;
- an optant approved in the open list asking whether they take a reserved vaga ("eu 'gasto' uma das vagas reservadas?",
  "tira uma vaga reservada de outro?"): Lei nº 15.142/2025, art. 7º, § 2º; and "uma das vagas" is no count of vagas.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, reserved_for

ART7_PAR2 = "urn:lex:br:federal:lei:2025-06-03;15142!art7_par2"


def _count(ans: Any, vacancies: int, said: str) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
    assert ans.calculation["vacancies"] == vacancies, (said, ans.headline)
    assert ans.calculation["reserved"] == reserved_for(vacancies, ans.calculation.get("edital_date"), date.today()), said


# --------------------------------------------------------------------------- the people hired are the vagas

def test_a_selection_for_the_people_it_hires_counts_its_vagas(bot: Any) -> None:
    for said, n in (("a universidade vai fazer processo seletivo simplificado para 9 professores substitutos, qual a "
                     "reserva racial?", 9),
                    ("edital para 7 agentes de pesquisa, quantas vagas ficam reservadas?", 7),
                    ("seleção de 10 técnicos temporários no instituto federal: quantas são de cota?", 10),
                    ("concurso pra 4 auditores fiscais, quantas vão pra cota?", 4),
                    ("o órgão vai recrutar 15 recenseadores, quantos cotistas?", 15),
                    ("PSS da Lei 8.745 para 11 novos professores visitantes, quanto fica de reserva?", 11)):
        (ans,) = chat(bot, said)
        _count(ans, n, said)


def test_the_hired_count_is_carried_to_the_eligibility_after_it(bot: Any) -> None:
    for first, n, said in (
            ("vamos abrir PSS para 8 professores substitutos numa autarquia federal, quantas vagas são reservadas?", 8,
             "uma candidata quilombola pode concorrer a essas vagas?"),
            ("vamos abrir PSS para 8 professores substitutos numa autarquia federal, quantas vagas são reservadas?", 8,
             "uma pessoa indígena pode se inscrever nessas vagas reservadas?"),
            ("edital para 10 analistas temporários no IBGE (fundação), quantas vagas de cota?", 10,
             "um candidato preto pode concorrer a essas vagas?")):
        one, two = chat(bot, first, said)
        _count(one, n, first)
        assert (two.route, _intent_of(two)) == ("calculator", "eligibility"), (said, two.headline)
        assert two.calculation["eligible"] is True and two.calculation["reserved"] == reserved_for(n, None, date.today())
        assert "vacancies" in carried_chips(two), (said, two.headline)


def test_neighbours_those_who_compete_a_time_or_several_roles_are_no_vagas(bot: Any) -> None:
    for said in ("somos 12 candidatos, quantas vagas reservadas?", "12 professores se inscreveram, quantos cotistas?",
                 "tenho 12 anos de serviço, quantas vagas reservadas?", "concurso com 300 candidatos, quantas de cota?"):
        (ans,) = chat(bot, said)
        assert ans.route != "calculator", (said, ans.headline)
    for said in ("concurso de 2 etapas", "edital de 60 questões", "processo seletivo para 3 cidades",
                 "edital de 30 dias para 5 inscritos", "seleção para 40 candidatos na segunda fase",
                 "edital de 2 retificações para 3 carreiras"):
        assert extract(said).vacancies is None, said
    # several roles are a table, never the first count as the whole
    assert extract("edital para 8 agentes censitários e 2 supervisores, quantas vagas reservadas?").vacancies is None
    assert extract("edital para 8 agentes, 2 supervisores").vacancies is None
    # the ways already read stay
    assert extract("vamos contratar 6 professores, quantos são de cota?").vacancies == 6
    assert extract("contratação temporária de 11 agentes de endemias").vacancies == 11


# --------------------------------------------------------------------------- the total the vagas reached

def test_the_total_reached_after_vagas_arose_is_the_count(bot: Any) -> None:
    for said, n in (("o edital de 10/10/2025 ofereceu 11 vagas e, com as que apareceram na validade, o total chegou a 17."
                     " quantas reservadas nesse total de 17?", 17),
                    ("tínhamos 9 vagas; somando as novas, ficou 13. quantas de cota?", 13),
                    ("eram 8 vagas, surgiram outras e agora são 12 no total, quantas reservadas?", 12),
                    ("o concurso abriu com 6 vagas e durante a validade passou a ter 10, quantas são de cota?", 10),
                    ("o edital previa 9 vagas e o total passou para 16 com as autorizações, quantas reservadas?", 16)):
        (ans,) = chat(bot, said)
        _count(ans, n, said)
        assert not ans.calculation.get("prior_vacancies"), said  # the whole is asked, not the new vagas' share


def test_neighbours_vagas_added_with_their_count_and_places(bot: Any) -> None:
    # the vagas that arose asked alone: their share of the whole (5 of 15), as before
    (ans,) = chat(bot, "o concurso tinha 10 vagas e surgiram mais 5 na validade. quantas das novas são reservadas?")
    assert (ans.route, ans.calculation["vacancies"], ans.calculation["whole_vacancies"]) == ("calculator", 5, 15)
    assert extract("tinha 10 vagas e surgiram mais 7, quantas reservadas?").vacancies == 17
    assert extract("tinha 10 vagas e surgiram mais 5, ficando 15 no total").vacancies == 15
    assert extract("o edital teve 10 vagas mas agora são 17, quantas de cota?").vacancies == 17
    # a place is no total, nor the total of another noun
    assert extract("o concurso tinha 10 vagas e eu fiquei em 20º lugar").vacancies == 10
    assert extract("edital com 10 vagas e o total de inscritos chegou a 200").vacancies == 10
    # a part of the list said after "no total" is no total
    assert extract("edital com 10 vagas, no total fica 7 pra ampla e 3 pra cota?").vacancies == 10


# --------------------------------------------------------------------------- an optant approved in the open list

def test_an_optant_in_the_open_list_taking_a_reserved_vaga_is_art_7_par_2(bot: Any) -> None:
    for said in ("passei entre os aprovados gerais sendo optante; eu 'gasto' uma das vagas reservadas ou deixo pra outro?",
                 'sou cotista e fiquei na lista geral, isso "consome" uma vaga da cota?',
                 "o optante aprovado na ampla tira uma vaga reservada de outro cotista?",
                 "eu uso uma das vagas da cota mesmo se passar na ampla?",
                 "cotista classificado na ampla concorrência pega alguma vaga reservada?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].urn == ART7_PAR2, (said, [c.label for c in ans.citations])


def test_one_of_the_vagas_is_no_count_of_vagas(bot: Any) -> None:
    for said in ("no nosso concurso uma das vagas reservadas ficou sem candidato, quantas vagas reservadas sobram?",
                 "quantos cotistas vão ser chamados se uma das vagas reservadas for preenchida?"):
        (ans,) = chat(bot, said)
        assert "número **1**" not in ans.headline, (said, ans.headline)
        assert ans.route != "calculator" or ans.calculation.get("vacancies") != 1, (said, ans.headline)


def test_neighbours_one_vaga_counted_and_ones_own_place(bot: Any) -> None:
    # one of the vagas said to be PcD beside a total is still the PcD count
    assert (extract("com 10 vagas, se uma das vagas for pra pcd, quantas reservadas?").pcd,
            extract("com 10 vagas, se uma das vagas for pra pcd, quantas reservadas?").vacancies) == (1, 10)
    # a place with vagas stays one's position (art. 7º, § 2º is the law's rule with no case of one's own)
    (ans,) = chat(bot, "fiquei em 3º na ampla, são 10 vagas, ocupo vaga reservada?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    # a count of one vaga stays one
    assert extract("concurso com uma vaga, tem cota?").vacancies == 1
