"""Round 48 (lo48a): the PcD rule of empresas públicas and sociedades de economia mista everywhere, and the organizer's
PcD note.

- the order asks calculator.pcd for the PcD count and its schedule: an estatal (Decreto nº 9.508/2018, art. 1º, § 2º)
  has no 20% cap of Lei nº 8.112/1990 and no 5% default; the other bodies keep both;
- a PcD count claimed of an estatal ("a Caixa reservou 1 vaga pcd de 30, tá certo?") is not judged against the 5%
  minimum (the § 2º reason instead), nor is an estatal edital table's declared PcD count; "N vaga(s) pcd de M" reads M
  as the vagas, and a PcD count checked is that claim, never the order;
- an organizer planning its reserve is pointed to the PcD reserve, with no figure it did not ask for;
- the body's kind is read in either spelling (`empresa_publica`, `empresa-publica`) by `vocabulary.entities`, at the
  API and in the conversation context.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st

import calculator
from assistant.api import ApiSettings, create_app
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from calculator import OrderInput
from calculator.pcd import ESTATAL_REASON, ceil_fraction, is_estatal, pcd_bounds, pcd_total
from tests.assistant_support import chat
from vocabulary.entities import entity_kind, with_entity_kind

DAY = "2025-08-01"  # Lei 15.142

# --------------------------------------------------------------------------- 1. the order asks calculator.pcd


def _order(n: int, pct: str, estatal: bool) -> Any:
    flag = {"pcd_estatal": True} if estatal else {}
    return calculator.order(OrderInput(vacancies=n, edital_date=DAY, pcd_percentage=pct, **flag))


@given(n=st.integers(min_value=1, max_value=300), num=st.integers(min_value=1, max_value=40), estatal=st.booleans())
def test_the_orders_pcd_count_and_schedule_are_calculator_pcds(n: int, num: int, estatal: bool) -> None:
    p = Fraction(num, 100)
    total = pcd_total(n, None, p, estatal)
    reserved = calculator.reserve(calculator.ReserveInput(vacancies=n, edital_date=DAY)).reserved
    if reserved + total > n:
        return  # the calculator refuses it (too many reserved places)
    res = _order(n, f"{num}%", estatal)
    assert res.pcd == total == len(res.pcd_positions)
    placed = 0
    for k, slot in enumerate(res.order, start=1):
        placed += slot == "pcd"
        if k < n:  # proportional all along, the first PcD the 5th (our formula, every body); leftovers at the end
            assert placed <= min(ceil_fraction(p * k), k // 5) or estatal, (k, placed)


def test_an_estatal_order_has_no_20_percent_cap() -> None:
    for n, pct, capped, free in ((10, "30%", 2, 3), (4, "10%", 0, 1), (20, "25%", 4, 5)):
        assert _order(n, pct, False).pcd == capped, (n, pct)
        res = _order(n, pct, True)
        assert res.pcd == free == pcd_total(n, None, Fraction(pct[:-1]) / 100, estatal=True), (n, pct)
        assert any("art. 1º, § 2º" in s for s in res.explanation), res.explanation
        assert not any("limite de 20% das vagas da Lei nº 8.112" in s for s in res.explanation), res.explanation


def test_neighbour_the_order_of_other_bodies_keeps_its_steps() -> None:
    res = _order(10, "30%", False)
    assert any("nunca mais de 20% de k" in s for s in res.explanation)
    assert calculator.order(OrderInput(vacancies=20, edital_date=DAY)).pcd == 0  # no default in the calculator


def test_the_assistants_order_of_an_estatal_uses_the_edital_percentage_uncapped(bot: Any) -> None:
    for said in ("concurso da Petrobras com 10 vagas e 30% pcd: qual a ordem de nomeação?",
                 "ordem de nomeação no concurso dos correios, 10 vagas, 30% para pcd",
                 "numa empresa pública com 10 vagas e reserva pcd de 30%, em que posições entram os pcd?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        assert len(ans.calculation["pcd_positions"]) == 3, (said, ans.headline)
    (ans,) = chat(bot, "concurso do INSS com 10 vagas e 30% pcd: qual a ordem de nomeação?")
    assert len(ans.calculation["pcd_positions"]) == 2, ans.headline


# --------------------------------------------------------------------------- 2. the PcD claim and the table's check


def test_pcd_bounds_are_none_for_an_estatal() -> None:
    assert pcd_bounds(30) == (2, 6) and pcd_bounds(30, estatal=True) is None


def test_an_estatal_pcd_claim_is_not_judged_by_the_5_percent(bot: Any) -> None:
    for said in ("o edital da Caixa reservou 1 vaga pcd de 30, tá certo?",
                 "os Correios separaram 2 vagas para deficientes das 60, está certo?",
                 "no concurso do Banco do Brasil com 20 vagas são 3 vagas pcd, isso confere?",
                 "a Petrobras reservou só 1 vaga pcd num concurso de 40 vagas, tá certo?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.route, ans.headline)
        assert ESTATAL_REASON in ans.headline, (said, ans.headline)
        assert "Está certo" not in ans.headline and "Não está certo" not in ans.headline, (said, ans.headline)
        assert "o mínimo é" not in ans.headline, (said, ans.headline)


def test_neighbour_other_bodies_pcd_claims_keep_the_minimum(bot: Any) -> None:
    for said, verdict in (("concurso do INSS com 30 vagas, 1 vaga pcd, tá certo?", "**Não está certo**"),
                          ("concurso com 20 vagas, são 3 para pcd, confere?", "**Está certo**"),
                          ("concurso com 40 vagas, 2 vagas pcd, está certo?", "**Está certo**")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.route, ans.headline)
        assert ans.headline.startswith(verdict) and "o mínimo é" in ans.headline, (said, ans.headline)


def test_a_pcd_count_of_m_or_checked_beside_a_body_is_the_claim(bot: Any) -> None:
    # "N vaga(s) pcd de M" (M the vagas) and "no concurso do X com M vagas, são N pra pcd, confere?" (never the order)
    for said, verdict in (("o edital do INSS reservou 1 vaga pcd de 30, tá certo?", "**Não está certo**"),
                          ("a autarquia reservou 1 vaga pra pcd de 30, ta certo?", "**Não está certo**"),
                          ("no concurso com 20 vagas, são 3 para pcd, confere?", "**Está certo**"),
                          ("concurso do INSS com 20 vagas, são 3 para pcd, confere?", "**Está certo**"),
                          ("fundação com 40 vagas, 2 vagas pcd, está certo?", "**Está certo**"),
                          ("no edital da universidade federal com 40 vagas são 2 pra deficientes, isso confere?",
                           "**Está certo**")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.route, ans.headline)
        assert ans.headline.startswith(verdict) and "o mínimo é" in ans.headline, (said, ans.headline)


def test_a_pcd_count_of_m_vagas_reads_m_as_the_vagas() -> None:
    for said, vacancies, pcd in (("o edital reservou 1 vaga pcd de 30, tá certo?", 30, 1),
                                 ("reservaram 2 vagas pra pcd das 40, confere?", 40, 2),
                                 ("separou 3 vagas para pessoas com deficiência de 50, está certo?", 50, 3)):
        ex = extract(said)
        assert (ex.vacancies, ex.pcd) == (vacancies, pcd), said
    # the ways already read stay
    assert extract("reservaram 3 vagas de 10 pra negros, ta certo?").vacancies == 10
    assert extract("reservamos 2 de 10").vacancies == 10


def test_neighbour_an_order_asked_with_a_pcd_count_stays_the_order(bot: Any) -> None:
    for said in ("no concurso com 20 vagas e 3 pcd, em que posição entram os cotistas?",
                 "concurso do INSS com 20 vagas e 3 pcd, qual a ordem de nomeação?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)


def _table(estatal: bool, **kw: Any) -> Any:
    flag = {"pcd_estatal": True} if estatal else {}
    return calculator.edital(calculator.EditalInput(cargos=[{"name": "técnico", "vacancies": 30, "declared_pcd": 1},
                                                            {"name": "analista", "vacancies": 10}],
                                                    edital_date=DAY, **flag, **kw))


def test_an_estatal_tables_declared_pcd_is_not_checked_by_the_5_percent() -> None:
    res = _table(True)
    assert res.cargos[0].issue is None and res.cargos[0].matches is None, res.cargos[0]
    assert any(ESTATAL_REASON in s for s in res.explanation)
    assert not any("conferem com o cálculo" in s for s in res.explanation)
    # with the edital's percentage: ceil(p·N), no cap
    res = _table(True, pcd_percentage="30%")
    assert [c.pcd for c in res.cargos] == [9, 3] and res.cargos[0].issue and "no máximo 20%" not in res.cargos[0].issue


def test_neighbour_other_tables_keep_the_5_to_20_percent_check() -> None:
    res = _table(False)
    assert res.cargos[0].issue and "entre 2 e 6" in res.cargos[0].issue
    assert [c.pcd for c in _table(False, pcd_percentage="30%").cargos] == [6, 2]


def test_the_assistants_table_of_an_estatal_is_uncapped(bot: Any) -> None:
    (ans,) = chat(bot, "edital da Caixa: técnico 10 vagas, analista 20 vagas, reserva pcd de 30%. quantas reservadas?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    assert [c["pcd"] for c in ans.calculation["cargos"]] == [3, 6], ans.calculation["cargos"]
    (ans,) = chat(bot, "edital do INSS: técnico 10 vagas, analista 20 vagas, reserva pcd de 30%. quantas reservadas?")
    assert [c["pcd"] for c in ans.calculation["cargos"]] == [2, 4], ans.calculation["cargos"]


# --------------------------------------------------------------------------- 3. the organizer's PcD pointer


def _pcd_notes(ans: Any) -> list[str]:
    return [n for n in ans.notes if "pessoas com deficiência" in n]


def test_an_organizer_is_pointed_to_the_pcd_reserve_with_no_figure(bot: Any) -> None:
    for said in ("Somos uma fundação federal e vamos abrir concurso com 60 vagas. Quantas temos que reservar?",
                 "nosso novo edital terá 44 vagas: quantas precisamos reservar pra cota racial?",
                 "a gente vai publicar o edital com 26 vagas, quantas devemos reservar?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        (note,) = _pcd_notes(ans)
        assert "Decreto nº 9.508/2018, art. 1º" in note and "e pra pcd?" in note, note
        assert "**" not in note and not any(ch.isdigit() for ch in note.replace("9.508/2018", "").replace("art. 1º", "")), note


def test_the_pointer_is_followed_by_the_pcd_count(bot: Any) -> None:
    _, ans = chat(bot, "nosso próximo concurso terá 44 vagas, quantas devemos reservar?", "e pra pcd?")
    assert ans.calculation["pcd"] == pcd_total(44, None, Fraction(5, 100)), ans.headline


# --------------------------------------------------------------------------- 4. one spelling of the body's kind


def test_entity_kind_reads_either_spelling() -> None:
    for said in ("empresa-publica", "empresa_publica", "Empresa Pública", "empresa publica"):
        assert entity_kind(said) == "empresa_publica" and is_estatal(said), said
    assert entity_kind("sociedade-economia-mista") == "sociedade_economia_mista"
    assert entity_kind("autarquia") == "autarquia" and entity_kind("prefeitura") == "prefeitura"
    assert with_entity_kind({"entity": "empresa-publica", "earlier": {"entity": "sociedade-economia-mista"}}) \
        == {"entity": "empresa_publica", "earlier": {"entity": "sociedade_economia_mista"}}


@pytest.fixture()
def api(bot: Any) -> Any:
    app = create_app(ApiSettings(preload=False, rate_limit=""), assistant_factory=lambda: bot)
    with TestClient(app) as c:
        yield c


def _history(question: str, context: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"role": "user", "content": question},
            {"role": "assistant", "content": "...", "answer": {"answer": "...", "route": "calculator", "context": context}}]


@pytest.mark.parametrize("spelling", ["empresa_publica", "empresa-publica"])
def test_the_api_reads_either_spelling_in_the_context(api: Any, spelling: str) -> None:
    elig = {"intent": "eligibility", "group": "parda", "entity": spelling, "process": "concurso"}
    r = api.post("/v1/ask", json={"question": "e se eu fosse indígena?",
                                  "history": _history("sou parda, posso concorrer na empresa pública?", elig)})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["context"]["entity"] == "empresa_publica", body["context"]
    assert "empresa pública federal" in [a["text"] for a in body["assumptions"]], body["assumptions"]
    count = {"intent": "reserve", "vacancies": 30, "entity": spelling}
    r = api.post("/v1/ask", json={"question": "e pra pcd?", "history": _history("empresa pública, 30 vagas?", count)})
    body = r.json()
    assert body["calculation"].get("pcd") is None and ESTATAL_REASON in body["headline"], body["headline"]


def test_neighbour_the_api_keeps_other_bodies(api: Any) -> None:
    count = {"intent": "reserve", "vacancies": 30, "entity": "autarquia"}
    r = api.post("/v1/ask", json={"question": "e pra pcd?", "history": _history("autarquia, 30 vagas?", count)})
    body = r.json()
    assert body["context"]["entity"] == "autarquia" and body["calculation"]["pcd"] == 2, body["headline"]
