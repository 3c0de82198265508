"""Round 51 (51b): temporary-contract PSS candidates and lawyers (probe voice).

- a post only ever filled by a temporary contract ("professor substituto", "recenseador", "agente censitário",
  "contratação emergencial") names the PSS itself, so an edital before 04/06/2025 has no reserve (Lei 12.990 reaches
  only concursos, art. 1º, caput), never 20% of its vagas (`extraction.entities.PSS`);
- the temporary contract's labour terms (FGTS, férias, 13º, its renewal or extension) are out of scope, also as a
  follow-up to a count, never that count's eligibility or regime again (`rules.LABOUR_TERMS`);
- one's own call asked with "vou ser chamado/nomeado?" and no figure is a position whose figures are asked for, as
  "serei chamado?" is (`rules.OWN_PLACE`);
- a temporary selection asked of the old law ("a Lei 12.990 alcança o PSS?") cites its art. 1º, caput, never its
  art. 6º (`corpus.retrieval._EXPANSIONS`).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, urns_of
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE


def _reserved(vacancies: int, edital_date: str | None = None) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=edital_date)).reserved


# --------------------------------------------------------------------------- posts that name the PSS

def test_a_temporary_post_before_the_new_law_has_no_reserve(bot: Any) -> None:
    for said in ("professor substituto da federal, edital de 01/06/2025, 10 vagas, quantas reservadas?",
                 "seleção de recenseador, edital de 15/05/2025, 40 vagas, quantas pra cota?",
                 "agentes censitários: edital publicado em 20/04/2025, 12 vagas. Quantas são reservadas?",
                 "contratação emergencial do ministério, edital de 30/05/2025, 20 vagas, quantas vão pra negros?"):
        (ans,) = chat(bot, said)
        assert ans.route == "calculator", (said, ans.headline)
        assert ans.calculation["regime"] == OLD_LAW, said
        assert ans.calculation["reserved"] == 0, (said, ans.headline)
        assert ans.headline.startswith("**Não**"), said


def test_neighbours_such_posts_under_the_new_law_and_concursos_keep_their_count(bot: Any) -> None:
    (ans,) = chat(bot, "professor substituto, edital de 10/07/2025, 10 vagas, quantas reservadas?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", _reserved(10, "2025-07-10")), ans.headline
    (ans,) = chat(bot, "concurso para professor efetivo, edital de 01/06/2025, 10 vagas, quantas reservadas?")
    assert ans.calculation["reserved"] == _reserved(10, "2025-06-01") > 0, ans.headline
    (ans,) = chat(bot, "recenseador do ibge, 30 vagas, quantas reservadas?")
    assert ans.calculation["reserved"] == _reserved(30), ans.headline


def test_a_temporary_post_then_the_concurso_supposed(bot: Any) -> None:
    _, ans = chat(bot, "prof substituto, edital de 02/06/2025, 5 vagas, tem cota?", "e se fosse concurso e não PSS?")
    assert ans.route == "calculator", ans.headline
    assert ans.calculation["reserved"] == _reserved(5, "2025-06-02"), ans.headline


# --------------------------------------------------------------------------- the contract's labour terms

def test_labour_terms_after_a_count_are_out_of_scope(bot: Any) -> None:
    for first in ("contrato temporário, 10 vagas, quantas pra negro?",
                  "O edital do PSS saiu em 04/06/2025: qual lei se aplica?"):
        for said in ("e o fgts, tenho direito?", "e a renovação do contrato, como fica?",
                     "o contrato pode ser prorrogado por mais um ano?", "tem férias no temporário?",
                     "e o fundo de garantia?"):
            _, ans = chat(bot, first, said)
            assert ans.route == "out_of_scope", (first, said, ans.headline)
            assert ans.calculation is None, (first, said)


def test_labour_terms_asked_alone_are_out_of_scope(bot: Any) -> None:
    for said in ("contratado temporário no ibge tem fgts?", "dá pra renovar o contrato de professor substituto?",
                 "temporário do inss tem direito a seguro-desemprego?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)


def test_neighbours_a_count_after_the_refusal_and_the_validity_of_the_certame(bot: Any) -> None:
    _, _, ans = chat(bot, "contrato temporário, 10 vagas, quantas pra negro?", "e o fgts?", "e com 30 vagas?")
    assert (ans.route, _intent_of(ans), ans.calculation["reserved"]) == ("calculator", "reserve", _reserved(30))
    # the certame's validity extended is the law's (vagas arising in it keep the reserve), not a contract's term
    (ans,) = chat(bot, "se o concurso for prorrogado, as novas vagas têm cota?")
    assert ans.route == "retrieval", ans.headline
    # a quota word keeps the law's question
    (ans,) = chat(bot, "a cota vale na renovação do contrato temporário?")
    assert ans.route != "calculator", ans.headline


# --------------------------------------------------------------------------- "vou ser chamado?"

def test_own_call_with_vou_ser_asks_the_figures(bot: Any) -> None:
    for said in ("passei no pss pela cota, vou ser chamado?", "fiquei bem na lista de cotas do temporário, vou ser chamada?",
                 "passei como cotista no processo seletivo, vou ser nomeada?",
                 "aprovado na reserva do concurso, vou ser convocado?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "position"), (said, ans.headline)


def test_neighbours_a_rule_of_anyone_and_a_full_case(bot: Any) -> None:
    (ans,) = chat(bot, "o cotista aprovado fora das vagas vai ser chamado?")
    assert ans.route == "retrieval", ans.headline
    (ans,) = chat(bot, "fui 2º na lista de cotas do pss, 6 vagas, vou ser chamado?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), ans.headline


# --------------------------------------------------------------------------- the old law's reach, cited

def test_a_temporary_selection_asked_of_the_old_law_cites_its_art_1(bot: Any) -> None:
    for said in ("A contratação temporária por excepcional interesse público está abrangida pela Lei 12.990/2014?",
                 "A Lei 12.990 se aplica a processo seletivo simplificado?", "pss pela lei antiga tinha cota?",
                 "a lei de 2014 valia pra contrato temporário?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert urns_of(ans)[0] == f"{URN_BASE[OLD_LAW]}!art1_cpt", (said, urns_of(ans))


def test_neighbours_the_new_law_and_the_old_laws_term_keep_their_dispositivos(bot: Any) -> None:
    (ans,) = chat(bot, "Qual o fundamento legal para a reserva em processo seletivo simplificado?")
    assert urns_of(ans)[0] == f"{URN_BASE[NEW_LAW]}!art1_inc2", urns_of(ans)
    (ans,) = chat(bot, "a Lei 12.990 tinha vigência por prazo determinado?")
    assert f"{URN_BASE[OLD_LAW]}!art6_cpt" in urns_of(ans)[:1], urns_of(ans)
