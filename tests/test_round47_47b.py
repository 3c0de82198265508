"""Round 47 (47b): an ouvidoria or help desk relaying a candidate's complaint in the third person.

- the party of a complaint holds a reserve place ("o reclamante é o 2º cotista", "alega que é a 3ª cotista"), and the
  reserve list is named by its candidates ("na lista de candidatos negros");
- another candidate's place set against one's own ("nomeado depois do 8º da ampla") is never one's own general place,
  and a call ahead claimed for a reserve place with the vagas told is that place computed;
- what the reserve should be ("a reserva deveria ser de 4 vagas") is a claim to check, never a second count of vagas;
- a reserve said to be none with the complaint's merit asked ("não houve reserva alguma. Há fundamento?") is the count;
- the count said to be wrong with no vagas ("a reserva foi calculada errado; quantas deveriam ser?") asks the vagas;
- the leaving of a cotista named as a noun ("desistência de cotista: quem é convocado?") is art. 7º, § 3º;
- the complaint channel's own procedure (its deadline) and LGPD requests are out of scope.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.extraction.numbers import claimed_counts
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, urns_of
from vocabulary import fold

TODAY = date.today()


def _position(ans: Any, **given: Any) -> None:
    want = calculator.position(calculator.PositionInput(**given, today=TODAY))
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline
    assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list), ans.headline


# --------------------------------------------------------------------------- the party's reserve place


def test_a_relayed_party_holds_the_reserve_place() -> None:
    for said, rank in (("o reclamante é o 2º cotista num concurso de 8 vagas", 2),
                       ("a manifestante afirma que é a 3ª cotista, 10 vagas", 3),
                       ("Candidato informa que é o 5º optante, concurso com 20 vagas", 5),
                       ("requerente é a 4ª cotista, edital de 12 vagas", 4),
                       ("a interessada relata que é a 2ª cotista; 6 vagas", 2)):
        assert extract(said).reserve_rank == rank, said


def test_neighbours_a_place_of_no_one_stays_unheld() -> None:
    for said in ("o edital diz que o 2º cotista é chamado na 5ª vaga. 10 vagas",
                 "a lei diz que o 3º cotista entra em qual nomeação?", "o 2º cotista é chamado em qual nomeação?"):
        assert extract(said).reserve_rank is None, said
    assert extract("ele é o 4º cotista, 12 vagas").reserve_rank == 4


def test_the_place_told_then_the_vagas_is_that_place(bot: Any) -> None:
    for first, then, rank, vagas in (("A requerente diz que é a 2ª cotista e pergunta se será nomeada.", "São 6 vagas.", 2, 6),
                                     ("O reclamante informa que é o 3º cotista; ele vai ser chamado?", "O edital tinha 8 vagas.", 3, 8)):
        _, ans = chat(bot, first, then)
        _position(ans, reserve_rank=rank, vacancies=vagas)


def test_the_reserve_list_named_by_its_candidates() -> None:
    for said, rank in (("Interessada informa ser a 4ª colocada na lista de candidatos negros, 15 vagas", 4),
                       ("o reclamante ficou em 3º na lista dos candidatos cotistas, 10 vagas", 3),
                       ("2º lugar na lista de candidatas pretas e pardas, 8 vagas", 2)):
        ex = extract(said)
        assert (ex.general_rank, ex.reserve_rank) == (None, rank), said
    assert extract("fiquei em 5º na lista de candidatos aprovados, 10 vagas").reserve_rank is None


# --------------------------------------------------------------------------- another's place


def test_another_candidates_place_is_not_ones_own() -> None:
    for said, rank in (("Candidata, 3ª da lista de cotistas, diz que foi nomeada depois do 8º da ampla concorrência; 12 vagas", 3),
                       ("sendo 2º colocado na lista de cotistas, deveria ter sido nomeado antes do 7º da ampla; 10 vagas", 2),
                       ("o reclamante é o 2º da lista de cotistas e o 7º da ampla foi nomeado antes dele, 10 vagas", 2),
                       ("cotista 3º, foi chamado depois da 9ª colocada na ampla, edital 12 vagas", 3)):
        ex = extract(said)
        assert (ex.general_rank, ex.reserve_rank) == (None, rank), said


def test_neighbours_ones_own_general_place_stays() -> None:
    for said, general in (("fiquei em 7º da ampla, 10 vagas, entro?", 7), ("fiquei em 12º na geral e 2º na cota, 10 vagas", 12),
                          ("sou o 9º da ampla, cotista, e o 3º cotista foi nomeado antes de mim", 9)):
        assert extract(said).general_rank == general, said


def test_a_call_ahead_claimed_for_a_reserve_place_is_that_place(bot: Any) -> None:
    for said, rank, vagas in (("Candidato alega que, sendo 2º na lista de cotistas, devia ser nomeado antes do 7º da ampla. "
                               "São 10 vagas. Procede?", 2, 10),
                              ("A candidata é a 3ª da lista de cotistas e reclama que foi nomeada depois do 8º da ampla "
                               "concorrência; edital de 12 vagas. Está certo?", 3, 12),
                              ("o requerente é o 2º da lista de cotistas e o 6º da ampla foi convocado antes dele; concurso "
                               "com 9 vagas. Ele tem razão?", 2, 9)):
        (ans,) = chat(bot, said)
        _position(ans, reserve_rank=rank, vacancies=vagas)


def test_neighbour_the_call_ahead_rule_alone_stays_the_law(bot: Any) -> None:
    (ans,) = chat(bot, "tenho direito de ser nomeado na frente se a ampla já está sendo chamada?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- the reserve claimed


def test_the_reserve_a_complaint_says_it_should_be_is_a_claim(bot: Any) -> None:
    for said, vagas, claim in (("edital com 12 vagas: o candidato sustenta que a reserva deveria ser de 4 vagas. Quantas cabem?", 12, 4),
                               ("concurso de 10 vagas; segundo o reclamante a cota deveria ser 3. Procede?", 10, 3),
                               ("20 vagas, e a manifestante entende que deveriam ser reservadas 7 vagas. Está certo?", 20, 7),
                               ("edital de 9 vagas, o candidato acha que a reserva tem que ser de 4", 9, 4)):
        assert claimed_counts(fold(said)) == [claim], said
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        want = calculator.reserve(calculator.ReserveInput(vacancies=vagas, today=TODAY)).reserved
        assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (vagas, want), said


def test_neighbours_a_count_asked_is_no_claim() -> None:
    for said in ("quantas vagas deveriam ser reservadas com 10 vagas?", "o concurso deveria ser de 10 vagas"):
        assert claimed_counts(fold(said)) == [], said


def test_none_reserved_and_the_merit_asked_is_the_count(bot: Any) -> None:
    for said, vagas in (("Candidata questiona por que num edital de 2 vagas não houve reserva alguma para cotistas. Há fundamento?", 2),
                        ("Reclamante diz que o edital de 6 vagas não reservou nenhuma vaga. Há fundamento?", 6),
                        ("o edital de 8 vagas não previa reserva; o candidato tem razão?", 8),
                        ("a banca não reservou nenhuma vaga no edital de 10 vagas; procede a reclamação?", 10)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        want = calculator.reserve(calculator.ReserveInput(vacancies=vagas, today=TODAY)).reserved
        assert ans.calculation["reserved"] == want, said


def test_neighbours_the_legal_basis_asked_stays_the_law(bot: Any) -> None:
    for said in ("Candidato eliminado na heteroidentificação pergunta qual o fundamento. Há fundamento legal?",
                 "o edital de 2 vagas não reservou nenhuma, o que diz a lei?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)


def test_a_wrong_count_complaint_without_vagas_asks_them(bot: Any) -> None:
    for said in ("Candidato reclama que a reserva de vagas para negros foi calculada errado no edital. Quantas deveriam ser?",
                 "a candidata afirma que as cotas do edital estão erradas; quantas vagas deveriam ser reservadas?",
                 "o manifestante diz que a reserva foi calculada de forma incorreta. Quantas são devidas?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "reserve"), (said, ans.headline)


def test_neighbour_the_rounding_rule_asked_beside_stays_the_law(bot: Any) -> None:
    (ans,) = chat(bot, "a reserva do edital foi calculada errada; o que diz a lei sobre o arredondamento?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- the law and the scope


VACATED = "urn:lex:br:federal:lei:2025-06-03;15142!art7_par3"


def test_a_cotistas_leaving_named_as_a_noun_is_the_vacated_vaga(bot: Any) -> None:
    for said in ("Desistência de cotista nomeado em concurso de 10 vagas: quem deve ser convocado?",
                 "em caso de renúncia da candidata cotista, a vaga vai para quem?",
                 "exoneração de um cotista aprovado num edital de 12 vagas; quem assume a vaga?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval" and urns_of(ans) and urns_of(ans)[0].startswith(VACATED), (said, ans.headline)


def test_neighbour_the_next_cotistas_call_with_vagas_stays_the_order(bot: Any) -> None:
    (ans,) = chat(bot, "desistência de cotista, 10 vagas, em que posição é chamado o próximo cotista?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline


def test_the_complaint_channels_procedure_is_out_of_scope(bot: Any) -> None:
    for said in ("Qual o prazo de resposta da ouvidoria para reclamações sobre cotas?",
                 "em quantos dias o SAC precisa responder a manifestação do cotista?",
                 "o candidato cotista pede, com base na LGPD, que apaguemos os dados da autodeclaração racial dele"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)


def test_neighbours_the_boards_appeal_and_a_relayed_count_stay(bot: Any) -> None:
    (ans,) = chat(bot, "o que a lei diz sobre o recurso contra a decisão da comissão de heteroidentificação?")
    assert ans.route == "retrieval", ans.headline
    (ans,) = chat(bot, "a ouvidoria recebeu reclamação: edital de 10 vagas reservou 2 para cotistas. Procede?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
