"""Round 45 (lo45a): leftovers of round 44's note.

- who may compete, the reserve left unsaid ("na lei dos 30% quem pode concorrer?", "quem pode concorrer pela lei
  nova?"): whom the reserve is for (Lei 15.142, art. 1º, caput; the old law's art. 2º, caput), never art. 7º's
  concurrent competition; a ceiling of the PcD reserve ("existe limite máximo de vagas pcd?"): the decree's
  percentage (Decreto 9.508, art. 1º, § 1º), never the candidate's "limitações" (art. 3º, III);
- a third person's place supposed in a position thread ("e se ela ficar em 2º?", "e se minha irmã ficar em 3º na
  lista de cotas?"): the headline speaks of that person, never "você";
- a group's claim typed as keywords ("pardo pode cota?", "indigena concorre reserva"): that group's eligibility
  (the calculator's Sim or Não with its legal basis), never law text; a definition or the law's reach stays law.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, urns_of
from vocabulary import NEW_LAW, OLD_LAW, PCD_DECREE, URN_BASE

NEW_WHO = f"{URN_BASE[NEW_LAW]}!art1_cpt"
OLD_WHO = f"{URN_BASE[OLD_LAW]}!art2_cpt"
CONCURRENT = f"{URN_BASE[NEW_LAW]}!art7_cpt"
PCD_SHARE = f"{URN_BASE[PCD_DECREE]}!art1_par1"
EXTRA_TIME = f"{URN_BASE[PCD_DECREE]}!art4_par2"


def _first_cited(ans: Any, said: str) -> str:
    assert ans.route == "retrieval" and ans.citations, (said, ans.route, ans.headline)
    return urns_of(ans)[0]


# --- who may compete, the reserve left unsaid --------------------------------------------------------------------

def test_who_may_compete_under_the_new_law_is_whom_the_reserve_is_for(bot: Any) -> None:
    for said in ("pela lei dos 30%, quem pode concorrer?", "quem pode disputar pela lei nova?",
                 "na lei 15.142 quem pode participar?", "segundo a lei nova, quem pode concorrer?"):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == NEW_WHO, (said, urns_of(ans), ans.headline)


def test_who_could_compete_under_the_old_law_is_its_art_2(bot: Any) -> None:
    # ("quem pode concorrer na lei dos 20%?" was refused: no dispositivo fitted well enough)
    for said in ("quem pode concorrer na lei dos 20%?", "na lei de 2014 quem podia concorrer?",
                 "na lei 12.990 quem pode disputar?"):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == OLD_WHO, (said, urns_of(ans), ans.headline)


def test_competing_in_both_lists_stays_the_concurrent_competition(bot: Any) -> None:
    for said in ("quem pode concorrer ao mesmo tempo na ampla e na reserva?", "quem pode concorrer nas duas listas?"):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == CONCURRENT, (said, urns_of(ans), ans.headline)
    said = "Pela lei antiga, quem podia concorrer às vagas reservadas aos negros?"
    (ans,) = chat(bot, said)
    assert _first_cited(ans, said) == OLD_WHO, (said, urns_of(ans))


# --- a ceiling of the PcD reserve --------------------------------------------------------------------------------

def test_a_ceiling_of_the_pcd_reserve_is_the_decrees_percentage(bot: Any) -> None:
    for said in ("tem teto de vagas para pessoas com deficiência?", "a reserva de pcd pode passar de 10%?",
                 "qual o limite máximo da cota pcd?", "o órgão pode reservar mais de 5% das vagas para pcd?",
                 "existe um máximo de vagas reservadas a deficientes?"):
        (ans,) = chat(bot, said)
        assert _first_cited(ans, said) == PCD_SHARE, (said, urns_of(ans), ans.headline)


def test_a_limit_of_something_else_keeps_its_dispositivo(bot: Any) -> None:
    said = "há limite para o tempo adicional do candidato com deficiência na prova?"
    (ans,) = chat(bot, said)
    assert _first_cited(ans, said) == EXTRA_TIME, (said, urns_of(ans), ans.headline)


# --- a third person's place supposed -----------------------------------------------------------------------------

OWN_PLACE = "concurso com 12 vagas, fiquei em 3º na lista de cotas, entro?"


def _position(vacancies: int, reserve_rank: int) -> Any:
    return calculator.position(calculator.PositionInput(vacancies=vacancies, reserve_rank=reserve_rank, optant=True))


def test_a_relatives_place_supposed_is_said_of_that_person(bot: Any) -> None:
    for said, who, rank in (("e se minha irmã ficar em 3º na lista de cotas?", "ela", 3),
                            ("e se ela ficasse em 2º?", "ela", 2),
                            ("e se meu primo for o 4º da lista de cotistas?", "ele", 4),
                            ("e se o meu marido tivesse ficado em 2º na lista da reserva?", "ele", 2)):
        _, ans = chat(bot, OWN_PLACE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        assert ans.calculation["status"] == _position(12, rank).status, (said, ans.headline)
        assert f"{who} fica" in ans.headline and "você" not in ans.headline, (said, ans.headline)


def test_the_askers_own_place_supposed_stays_you(bot: Any) -> None:
    for first in (OWN_PLACE, "minha irmã ficou em 2º na lista de cotas de um concurso de 10 vagas, ela entra?"):
        _, ans = chat(bot, first, "e se eu ficar em 1º na lista de cotas?")
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (first, ans.headline)
        assert "você fica" in ans.headline, (first, ans.headline)


def test_the_supposed_place_names_its_person() -> None:
    for said, who in (("e se ela ficar em 2º?", "ela"), ("e se minha cunhada fosse a 5ª?", "ela"),
                      ("e se meu filho estiver em 3º na lista de cotas?", "ele")):
        assert extract(said).subject == who, said
    for said in ("e se eu ficar em 2º?", "e se fosse 20 vagas?"):
        assert extract(said).subject is None, said


# --- a group's claim typed as keywords ---------------------------------------------------------------------------

def _eligible(group: str, entity: str = "direta", process: str = "concurso") -> bool:
    return calculator.eligibility({"group": group, "entity": entity, "process": process}).eligible


def test_a_claim_typed_as_keywords_is_the_groups_eligibility(bot: Any) -> None:
    for said, group, entity, process in (("pardo pode cota?", "parda", "direta", "concurso"),
                                         ("indigena concorre reserva", "indigena", "direta", "concurso"),
                                         ("quilombola tem direito cota concurso federal", "quilombola", "direta", "concurso"),
                                         ("preta pode vaga reservada pss autarquia", "preta", "autarquia", "pss"),
                                         ("negros concorrem cota", "negra", "direta", "concurso"),
                                         ("branca pode cota concurso", "branca", "direta", "concurso")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.route, ans.headline)
        assert ans.calculation["eligible"] is _eligible(group, entity, process), (said, ans.headline)
        assert ans.headline.startswith("**Sim**" if ans.calculation["eligible"] else "**Não**"), (said, ans.headline)
        assert "art. 1º, caput" in ans.headline, (said, ans.headline)


def test_a_definition_or_the_laws_reach_in_keywords_stays_law(bot: Any) -> None:
    for said in ("pardo definição", "quem é pardo lei", "indigena entrou na lei nova das cotas?",
                 "tem cota pra quilombola?", "quilombola cota comprovação", "indigena reserva"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.route, ans.headline)


def test_keyword_claim_as_read() -> None:
    from assistant.intents.eligibility import keyword_claim

    for said in ("pardo pode cota?", "indigena concorre reserva", "pretos tem direito cota", "preto cota pss ibge",
                 "candidato indigena pode reserva concurso"):
        assert keyword_claim(extract(said).text), said
    for said in ("pardo cota", "cota pra pardo pode?", "pardo pode cota tambem?", "sou pardo pode cota?",
                 "quilombola cota aldeia", "pardo conta como negro pra cota", "indigena pode cota na lei nova?"):
        assert not keyword_claim(extract(said).text), said
