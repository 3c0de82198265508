"""Round 46 (46c): after the results list, the waves of nominations and the cadastro de reserva.

- the reserve place told beside the general one by who holds it ("9º geral e 3º cotista", "14º na ampla, 4º negro",
  "2º como pardo"), or with the reserved list after it ("1º indígena da lista reservada"), or "como 3º cotista": a place
  in the reserve list (never dropped, which answered as a non-optant);
- more called from the register after one's place ("e se chamarem mais 5?", "convocaram mais 5 do CR, chega em mim?"):
  vagas arisen during the validity (art. 1º, § 2º), the place asked again with them (never the order of the vagas);
- the calls told out of the vagas ("já nomeamos 7 de 20, o 8º é cotista?"): the 20 are the vagas whose order is asked;
- a place named in the reserve list in a follow-up ("e se eu tivesse optado e fosse o 2º cotista?") replaces that list's
  place, the earlier general place kept;
- the body's own calls supposed ("e se chamarmos mais 5?"): vagas added, as "chamarem";
- asking to be sent to the end of the list ("dá pra pedir pra ir pro fim da fila?"): the edital's, not these laws.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from calculator import order, position
from tests.assistant_support import chat


def _place(ans: Any, said: str, **inputs: Any) -> None:
    """The answer is the position the calculator gives for `inputs` (today's law)."""
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
    want = position({**inputs, "today": date.today()})
    got = ans.calculation
    assert (got["status"], got["list"], got["appointment"], got["reserved"]) \
        == (want.status, want.list, want.appointment, want.reserved), (said, ans.headline)


def _order(ans: Any, said: str, vacancies: int) -> None:
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
    want = order({"vacancies": vacancies, "today": date.today()})
    assert ans.calculation["quota_positions"] == want.quota_positions, (said, ans.headline)
    assert ans.calculation["reserved"] == want.reserved, (said, ans.headline)


# --------------------------------------------------------------------------- the reserve place beside the general one

def test_a_reserve_place_told_by_who_holds_it_beside_the_general_place(bot: Any) -> None:
    for said, inputs in (
            ("fiquei 15º geral e 2º cotista, 10 vagas, sou chamado?", {"general_rank": 15, "reserve_rank": 2, "vacancies": 10}),
            ("passei em 20º na ampla e 3º como parda, concurso de 12 vagas, entro?",
             {"general_rank": 20, "reserve_rank": 3, "vacancies": 12}),
            ("13º na geral, 1º negro, 6 vagas, sou nomeado?", {"general_rank": 13, "reserve_rank": 1, "vacancies": 6}),
            ("sou a 2ª quilombola da lista reservada e 30ª da ampla, 9 vagas, sou convocada?",
             {"general_rank": 30, "reserve_rank": 2, "vacancies": 9}),
            ("fiquei 1º indígena e 25º na geral, 15 vagas, entro?", {"general_rank": 25, "reserve_rank": 1, "vacancies": 15})):
        (ans,) = chat(bot, said)
        _place(ans, said, **inputs)


def test_a_place_as_an_optant_in_the_register(bot: Any) -> None:
    for said, inputs in (("estou no CR como 2º cotista, 9 vagas, tenho chance?", {"reserve_rank": 2, "vacancies": 9}),
                         ("minha irmã ficou no cadastro como 4ª optante, edital de 20 vagas, ela entra?",
                          {"reserve_rank": 4, "vacancies": 20})):
        (ans,) = chat(bot, said)
        _place(ans, said, **inputs)


def test_neighbours_an_ordinal_cotista_alone_is_the_order_asked(bot: Any) -> None:
    for said in ("num concurso de 20 vagas, em que nomeação entra o 3º cotista?",
                 "são 30 vagas, quando chega a vez do 4º negro?"):
        ex = extract(said)
        assert ex.reserve_rank is None and ex.general_rank is None, said
    assert extract("nomearam 10 da ampla e o 4º negro quando?").reserve_rank is None
    # the ways already read stay
    assert (extract("fiquei 5º na ampla e 2º nas cotas").general_rank, extract("fiquei 5º na ampla e 2º nas cotas").reserve_rank) \
        == (5, 2)
    assert extract("sou 3º cotista e 18º geral").reserve_rank == 3
    (ans,) = chat(bot, "fiquei 5º na ampla e 2º nas cotas, 10 vagas, entro?")
    _place(ans, "5º/2º", general_rank=5, reserve_rank=2, vacancies=10)


# --------------------------------------------------------------------------- more called from the register

def test_more_called_from_the_register_after_ones_place_are_vagas_added(bot: Any) -> None:
    first = "fiquei 30º na geral e 4º nas cotas, 10 vagas, entro?"
    for said, added in (("e se convocarem mais 6?", 6), ("chamaram mais 4 do cadastro, e agora?", 4),
                        ("e se nomearem mais 10 do CR, chego lá?", 10)):
        one, two = chat(bot, first, said)
        _place(one, first, general_rank=30, reserve_rank=4, vacancies=10)
        _place(two, said, general_rank=30, reserve_rank=4, vacancies=10 + added)


def test_neighbours_register_calls_asking_the_order_or_after_an_order(bot: Any) -> None:
    one, two = chat(bot, "fiquei 30º na geral e 4º nas cotas, 10 vagas, entro?",
                    "e se nomearem mais 4, quais seriam os cotistas?")
    assert (two.route, _intent_of(two)) == ("calculator", "order"), two.headline
    one, two = chat(bot, "com 10 vagas, qual a ordem dos cotistas?", "e se chamarem mais 5?")
    _order(two, "after an order", 15)


def test_the_body_calling_more_supposes_vagas_added(bot: Any) -> None:
    for said, added in (("e se chamarmos mais 4?", 4), ("e se a validade for prorrogada e nomearmos mais 2?", 2)):
        one, two = chat(bot, "temos 10 vagas, qual a ordem de nomeação dos cotistas?", said)
        _order(two, said, 10 + added)


# --------------------------------------------------------------------------- calls told out of the vagas

def test_calls_told_out_of_the_vagas_give_the_vagas(bot: Any) -> None:
    for said, n in (("o órgão já convocou 5 de 12, o 6º é cotista?", 12),
                    ("já chamamos 2 de 8, o próximo é da cota?", 8),
                    ("já empossamos 9 dos 25 aprovados dentro das vagas, em que posição entra o próximo cotista?", 25)):
        (ans,) = chat(bot, said)
        _order(ans, said, n)


def test_neighbours_calls_out_of_those_who_compete_or_planned(bot: Any) -> None:
    assert extract("chamaram 5 dos 40 inscritos").vacancies is None
    assert extract("já chamaram 2 de 3 cotistas").vacancies is None
    assert extract("nomeamos 4 agora e 6 no ano que vem").called == []
    assert extract("já nomearam 7 das 20 vagas").vacancies == 20


# --------------------------------------------------------------------------- a place named in the reserve list

def test_a_follow_up_place_in_the_reserve_list_keeps_the_general_place(bot: Any) -> None:
    first = "sou 15º geral, sem cota, 10 vagas, entro?"
    for said, r in (("e se eu tivesse optado e fosse a 3ª cotista?", 3), ("e se eu fosse o 1º cotista?", 1)):
        one, two = chat(bot, first, said)
        _place(two, said, general_rank=15, reserve_rank=r, vacancies=10)


def test_neighbours_a_bare_place_replaces_the_general_place(bot: Any) -> None:
    one, two = chat(bot, "sou 15º geral, sem cota, 10 vagas, entro?", "e se eu fosse o 6º?")
    _place(two, "bare", general_rank=6, vacancies=10)


# --------------------------------------------------------------------------- the end of the list asked for

def test_asking_to_go_to_the_end_of_the_list_is_the_editais(bot: Any) -> None:
    for said in ("posso solicitar ir para o fim da lista de aprovados?", "dá pra pedir pra passar pro final da fila?",
                 "posso pedir pra ir pro fim da lista de classificados e ser chamado depois?",
                 "existe requerimento de final da lista para ser nomeado depois?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)


def test_neighbours_the_laws_list_rules_stay(bot: Any) -> None:
    (ans,) = chat(bot, "o cotista aprovado dentro da ampla ocupa vaga reservada?")
    assert ans.route == "retrieval", ans.headline
