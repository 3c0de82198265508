"""Round 52 (f67b): which law for an edital still to be published, and PcD follow-ups (declassified held-out set 66).

- an edital told as being drafted, in its relative clause ("o edital que estamos redigindo", "o edital que a gente tá
  montando") or published only later ("só vai ser publicado em ...") is an edital still to be published
  (`extraction.dates.EDITAL_PENDING`); with the two laws offered, the first person of who drafts it claims nothing: its
  regime (Lei 15.142, art. 11 and 14), never an eligibility clarification (`rules._intent`);
- the law left unsaid ("um edital que ainda vai sair, qual vale?", "qual se aplica?") of an edital dated or still to come
  is that edital's regime (`rules._WHICH_ELIDED`), alone or after other regime questions, never the law's art. 14;
- the PcD rate of the thread's case supposed or changed ("caso a cota pcd baixe para 5%, como fica?", "supondo que o
  percentual de pcd suba para 10%") is that case again at that rate, vagas and date carried
  (`context.pcd_rate_supposed`; `extraction.numbers` reads the rate after a verb in the subjunctive), while whether the
  rate may be lowered stays the decree's text;
- an edital's date set aside ("não o de 2024", "esquece o de 2023") is no date of the question (`dates.SET_ASIDE`), and
  "o concurso de verdade" names no cargo (`case_labels.NOT_CARGO`): back to the real case, its vagas ("nessas 35") carried.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.case_labels import labels
from assistant.extraction import extract, fold
from assistant.extraction.dates import EDITAL_PENDING
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

TODAY = date(2026, 12, 7)

# --------------------------------------------------------------------------- an edital still to be published

DRAFTED_LATER = (
    "Bom dia. O edital que estamos redigindo só vai ser publicado em abril do ano que vem: vale a Lei 15.142 ou a 12.990?",
    "o edital que a gente tá montando sai no segundo semestre, segue a lei nova ou a antiga?",
    "Senhores, o edital que estamos finalizando só será lançado em 2027. Devemos observar a 15.142/2025 ou ainda a 12.990/2014?",
)


def test_an_edital_being_drafted_after_its_noun_is_pending() -> None:
    for said in ("o edital que estamos redigindo", "o edital do concurso que a gente está preparando",
                 "o edital que só vai ser publicado depois", "a seleção que só será aberta em 2027"):
        assert EDITAL_PENDING.search(fold(said)), said
    for said in ("o edital que estamos analisando saiu em 2024", "o edital que eu li ontem",
                 "estamos elaborando um recurso contra o resultado"):
        assert not EDITAL_PENDING.search(fold(said)), said


def test_two_laws_offered_for_an_edital_to_come_is_its_regime(bot: Any) -> None:
    for said in DRAFTED_LATER:
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)
        assert ans.calculation["regime"] == "lei-15142-2025", said
    # neighbour: one's own claim beside the two laws stays one's eligibility
    (ans,) = chat(bot, "sou preta, o edital que estamos esperando sai em 2027, posso concorrer pela 15.142 ou pela 12.990?")
    assert _intent_of(ans) == "eligibility", ans.headline


def test_the_law_left_unsaid_of_an_edital_to_come_alone_and_in_a_thread(bot: Any) -> None:
    for said in ("um edital que ainda vai sair, qual se aplica?", "e pra um edital que só vamos publicar em 2027, qual vale?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans), ans.calculation["regime"]) == ("calculator", "regime", "lei-15142-2025"), said
    answers = chat(bot, "edital publicado em 02/02/2025, qual lei vale?", "e se tivesse saído em 20/07/2025?",
                   "e um edital que ainda nem foi lançado, qual se aplica?")
    assert [a.calculation["regime"] for a in answers] == ["lei-12990-2014", "lei-15142-2025", "lei-15142-2025"]
    assert (answers[-1].route, _intent_of(answers[-1])) == ("calculator", "regime"), answers[-1].headline
    (ans,) = chat(bot, "edital de 15/01/2025, qual vale?")  # a dated edital, the law left unsaid: the old law by its date
    assert (ans.route, ans.calculation["regime"]) == ("calculator", "lei-12990-2014"), ans.headline
    # neighbours: "qual" before another verb, or the law's own start asked, are no edital's regime
    (ans,) = chat(bot, "qual vale mais a pena, concurso ou pss?")
    assert ans.route != "calculator", ans.headline
    (ans,) = chat(bot, "o edital saiu em maio de 2025; qual vale, a nota de corte ou a classificação?")
    assert _intent_of(ans) != "regime", ans.headline  # its own noun named after "qual vale"
    (ans,) = chat(bot, "quando a lei 15.142 entrou em vigor?")
    assert ans.route == "retrieval", ans.headline


# --------------------------------------------------------------------------- the PcD rate of the thread changed

ORDER_20 = "edital de 10/09/2025, 20 vagas, 10% PcD. qual a ordem de nomeação?"
RATE_LOWERED = ("caso a cota pcd baixe para 5%, como fica?", "se o percentual de pcd for reduzido a 5%, como fica a ordem?",
                "supondo que a reserva pcd caia pra 5%, como ficaria?")


def test_a_pcd_rate_changed_is_read_after_a_verb_in_the_subjunctive() -> None:
    for said in ("caso a reserva pcd caia para 5%", "se o percentual de pcd suba para 10%", "e se a cota pcd diminuir pra 5%"):
        assert extract(said, TODAY).pcd_percentage is not None, said


def test_the_order_again_at_the_pcd_rate_supposed(bot: Any) -> None:
    (fresh,) = chat(bot, "edital de 10/09/2025, 20 vagas, 5% PcD. qual a ordem de nomeação?")
    for said in RATE_LOWERED:
        _, ans = chat(bot, ORDER_20, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (said, ans.headline)
        for key in ("quota_positions", "pcd_positions", "pcd", "reserved"):
            assert ans.calculation[key] == fresh.calculation[key], (said, key)
        assert carried_chips(ans) == ["edital_date", "vacancies"], said
    # neighbour: whether the rate may be lowered is the decree's text (art. 1º, § 1º), not the case recomputed
    _, ans = chat(bot, ORDER_20, "o percentual pcd pode ser reduzido para 5%?")
    assert ans.route == "retrieval", ans.headline
    assert any("9508" in c.urn for c in ans.citations), [c.urn for c in ans.citations]


def test_the_reserve_again_at_a_pcd_rate_raised(bot: Any) -> None:
    (fresh,) = chat(bot, "edital de 10/09/2025 com 30 vagas e 10% PcD, quantas vagas reservadas?")
    _, ans = chat(bot, "edital de 10/09/2025 com 30 vagas e 5% PcD, quantas vagas reservadas?",
                  "supondo que o percentual de pcd suba para 10%, quantas ficam?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert (ans.calculation["pcd"], ans.calculation["reserved"]) == (fresh.calculation["pcd"], fresh.calculation["reserved"])


# --------------------------------------------------------------------------- back to the real case, a date set aside

def test_a_date_set_aside_is_no_date_and_de_verdade_no_cargo() -> None:
    for said in ("edital novo, não o de 2024", "esquece o de 2023", "deixa de lado aquele de 03/2024"):
        ex = extract(said, TODAY)
        assert (ex.date, ex.period, ex.numbers) == (None, None, []), said
    assert extract("o edital é de 2024", TODAY).period is not None  # told, not set aside
    assert labels("voltando ao concurso de verdade") == set()
    assert labels("voltando ao concurso de fiscal") == {"cargo:fiscal"}


def test_back_to_the_real_case_its_vagas_pointed_at(bot: Any) -> None:
    for back in ("voltando ao concurso de verdade (o edital atual, não o de 2024): quantas vagas pcd nessas 40?",
                 "esquece o de 2024, no concurso real quantas vão pra pcd nessas 40?"):
        _, _, ans = chat(bot, "sou parda, concurso do IBGE com 40 vagas, tenho cota?", "e se fosse edital de 2024?", back)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (back, ans.headline)
        assert (ans.calculation["vacancies"], ans.calculation["regime"]) == (40, "lei-15142-2025"), back
        assert ans.calculation["pcd"] == 2, back  # Decreto 9.508, art. 1º, §§ 1º e 3º: 5% de 40
        assert "vacancies" in carried_chips(ans), back
    # neighbour: not set aside, the supposed date stays the thread's
    _, _, ans = chat(bot, "sou parda, concurso do IBGE com 40 vagas, tenho cota?", "e se fosse edital de 2024?",
                     "quantas vagas pcd nessas 40?")
    assert ans.calculation["regime"] == "lei-12990-2014", ans.headline
