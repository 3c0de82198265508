"""Round 49 (lo49b): misreads and refusals noticed in the last review.

- the PcD reserve's reach asked of a kind of body ("a reserva pcd vale pra estatal?") is the decree's rule for it
  (Decreto 9.508, art. 1º, § 2º for an estatal; § 1º otherwise), never a racial group's eligibility;
- "o decreto" unnumbered beside its 5% is Decreto 9.508, art. 1º, § 1º (Decreto 12.536's split keeps its route);
- a temporary contract in a federal university, asked in a person's eligibility thread, is that person's eligibility in
  a PSS (Lei 15.142, art. 1º, II), never refused as a university admission;
- a person of both reserves asking to compete in the PcD one alone gets that answer (the decree; the racial reserve is
  one's own choice), never the two-reserves answer again;
- a selection with only a cadastro de reserva opens with Lei 15.142, art. 5º, § 3º (and § 4º), not art. 1º, § 2º.
"""
from __future__ import annotations

from typing import Any

from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"
PCD = "urn:lex:br:federal:decreto:2018-09-24;9508"


def _urns(ans: Any) -> list[str]:
    return [c.urn for c in ans.citations]


# --------------------------------------------------------------------------- 1. the PcD reserve of an estatal


def test_the_pcd_reserve_asked_of_an_estatal_is_the_decree_rule(bot: Any) -> None:
    for q in ("os 5% de vagas pcd valem pra sociedade de economia mista?", "a cota de 5% pra deficiente se aplica em estatal?",
              "a reserva de 5% para pessoas com deficiência vale numa empresa pública?",
              "a cota de pcd vale pra estatal?", "empresa estatal é obrigada a ter reserva pcd?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.route, ans.headline)
        assert _urns(ans)[0] == f"{PCD}!art1_par2", (q, _urns(ans))
        assert "8.213" in ans.headline, (q, ans.headline)


def test_the_pcd_reserve_asked_of_another_federal_body_is_its_minimum(bot: Any) -> None:
    for q in ("a reserva pcd vale pra autarquia?", "a cota de deficiente de 5% se aplica numa fundação pública?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
        assert _urns(ans)[0] == f"{PCD}!art1_par1", (q, _urns(ans))


def test_neighbours_a_person_or_the_racial_reserve_of_an_estatal_stay(bot: Any) -> None:
    (ans,) = chat(bot, "sou parda, posso usar a cota num concurso da petrobras?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    (ans,) = chat(bot, "estatal é obrigada a ter cota racial?")
    assert ans.route == "retrieval" and _urns(ans)[0].startswith(f"{NEW}!art1"), _urns(ans)


# --------------------------------------------------------------------------- 2. the decree's 5%


def test_the_decree_beside_its_five_percent_is_decreto_9508_art_1_par_1(bot: Any) -> None:
    for q in ("em que parte o decreto fala dos 5%?", "qual dispositivo do decreto traz os cinco por cento?",
              "os 5% estão em qual artigo do decreto?", "onde está no decreto o percentual de 5%?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
        assert _urns(ans)[0] == f"{PCD}!art1_par1", (q, _urns(ans))


def test_neighbours_the_regulation_split_and_the_decree_named_alone_stay(bot: Any) -> None:
    (ans,) = chat(bot, "o decreto 12.536 divide os 30% em 25% pra negros?")
    assert ans.regulation and "12.536" in ans.headline, ans.headline
    (ans,) = chat(bot, "decreto 9508")  # the norm named alone: its art. 1º caput (lo44c)
    assert _urns(ans)[0] == f"{PCD}!art1_cpt", _urns(ans)
    (ans,) = chat(bot, "onde a lei fala dos 30%?")
    assert _urns(ans)[0] == f"{NEW}!art1_cpt", _urns(ans)


# --------------------------------------------------------------------------- 3. a temporary contract, mid-thread


def test_a_temporary_contract_of_a_federal_university_is_the_person_eligibility(bot: Any) -> None:
    for first, later in (("sou pardo, posso concorrer na cota num concurso da UFRJ?",
                          "e o contrato temporário de uma universidade federal, aí pode?"),
                         ("sou preta, tenho direito à reserva no concurso do IBAMA?",
                          "e o contrato temporário numa universidade federal, aí ela pode?"),
                         ("sou indígena, posso usar a cota no concurso da UnB?",
                          "e um contrato temporário de professor na universidade federal, pode?")):
        _, ans = chat(bot, first, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (later, ans.route, ans.headline)
        assert f"{NEW}!art1_inc2" in _urns(ans), _urns(ans)
        assert "art. 1º, II" in ans.headline, ans.headline


def test_the_pss_eligibility_headline_names_the_inciso_of_the_pss(bot: Any) -> None:
    (ans,) = chat(bot, "sou quilombola, posso me inscrever na cota de um processo seletivo simplificado do IBGE?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    assert "art. 1º, II" in ans.headline and f"{NEW}!art1_inc2" in _urns(ans), (ans.headline, _urns(ans))


def test_neighbours_university_admission_stays_out_of_scope(bot: Any) -> None:
    for q in ("cota na universidade federal pro vestibular, como funciona?", "tem cota racial pra entrar na faculdade federal?"):
        (ans,) = chat(bot, q)
        assert ans.route == "out_of_scope", (q, ans.route)


# --------------------------------------------------------------------------- 4. the PcD reserve alone


def test_the_pcd_reserve_alone_in_an_old_law_thread(bot: Any) -> None:
    for first, later in (("sou negro e pcd, o edital é de abril de 2025, posso concorrer nas duas reservas?",
                          "e se eu me inscrever apenas na reserva pcd?"),
                         ("sou preta com deficiência, o concurso saiu em 2024, posso concorrer na cota racial?",
                          "e se eu for somente pela vaga de deficiente?"),
                         ("edital de fevereiro de 2025 com 20 vagas, sou pardo e tenho deficiência, posso usar a cota?",
                          "e se eu concorrer só como pcd?")):
        _, ans = chat(bot, first, later)
        assert ans.route == "retrieval", (later, ans.headline)
        assert _urns(ans)[0] == f"{PCD}!art1_par1", (later, _urns(ans))
        assert f"{OLD}!art2_cpt" in _urns(ans), _urns(ans)
        assert "duas reservas" not in ans.headline and "concorrer só à reserva" in ans.headline, ans.headline


def test_the_pcd_reserve_alone_under_the_new_law(bot: Any) -> None:
    for conv in (("sou negra e pcd, edital de 2025-09-10, posso concorrer nas duas reservas?", "e se eu só me inscrever na pcd?"),
                 ("sou parda e pcd, posso me inscrever somente na reserva pcd?",)):
        ans = chat(bot, *conv)[-1]
        assert _urns(ans)[0] == f"{PCD}!art1_par1", _urns(ans)
        assert f"{NEW}!art6_cpt" in _urns(ans) and not any(u.startswith(OLD) for u in _urns(ans)), _urns(ans)


def test_neighbours_both_reserves_or_the_racial_one_alone_stay(bot: Any) -> None:
    (ans,) = chat(bot, "sou negro e pcd, edital de 2025-09-10, posso concorrer nas duas reservas?")
    assert "duas reservas" in ans.headline, ans.headline
    _, ans = chat(bot, "sou negro e pcd, o edital é de abril de 2025, posso concorrer nas duas reservas?",
                  "e se eu fosse só pela cota racial?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline


# --------------------------------------------------------------------------- 5. only a cadastro de reserva


def test_a_selection_with_only_a_register_opens_with_art_5_par_3(bot: Any) -> None:
    for q in ("se o edital for apenas para cadastro de reserva, vale a cota?",
              "o certame só tem cadastro reserva, a reserva racial vale?",
              "concurso somente com cadastro de reserva, a cota se aplica?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
        assert _urns(ans)[0] == f"{NEW}!art5_par3", (q, _urns(ans))
        assert f"{NEW}!art5_par4" in _urns(ans), (q, _urns(ans))


def test_neighbours_the_register_vagas_in_the_quota_stay_art_1_par_2(bot: Any) -> None:
    for q in ("a cota vale pro cadastro de reserva?", "as vagas do cadastro também entram na cota?"):
        (ans,) = chat(bot, q)
        assert _urns(ans)[0] == f"{NEW}!art1_par2", (q, _urns(ans))
