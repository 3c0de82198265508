"""Round 47 (f62b): a table's total named by its sum, several labelled editais in one chat, an organizer's PcD minimum
(declassified held-out set 61).

- the reserve supposed on the table's total as its base, the total written as the table's own sum ("sobre o total do
  edital, somando as 13", "com base no total, as 13") keeps the table: edital operation, cargos carried, the figure on
  the total beside the per-cargo ones (art. 1º, § 2º); another count, or the cargos merged, is one count's reserve;
- another edital of the thread told by its label and its facts ("Edital B, também 16 vagas, mas publicado em
  20/06/2025?", "já o edital C ...", "o segundo concurso ...") is the thread's count of that edital, never the law's
  text; "e o A?" goes back to A's own figures;
- a body planning its own concurso's racial reserve ("nosso concurso", "devemos reservar") is also pointed to the PcD
  reserve (Decreto nº 9.508/2018, art. 1º) in a note, with no figure (round 48, lo48a); an empresa pública or sociedade
  de economia mista is told its rule (art. 1º, § 2º) with no figure; a candidate's question gets no note.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of, carried_chips
from calculator.pcd import MIN_PERCENTAGE, pcd_total
from tests.assistant_support import chat

# --------------------------------------------------------------------------- the table's total named by its sum

TABLE = "Quadro do edital: Engenheiro (9), Arquiteto (4), Desenhista (2). Quanto fica a reserva em cada cargo?"
SIZES = [9, 4, 2]


def _edital(sizes: list[int]) -> Any:
    return calculator.edital(calculator.EditalInput(cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)],
                                                    edital_date="2026-01-01"))


def test_the_total_named_by_the_tables_sum_keeps_the_table(bot: Any) -> None:
    want = _edital(SIZES)
    for said in ("e se o cálculo fosse feito sobre o total do edital, somando as 15, quanto daria?",
                 "e se fosse sobre o total de 15 vagas?",
                 "calculando com base no total, as 15 vagas, quantas seriam?",
                 "e pela totalidade das 15 vagas do edital, quanto dá?"):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert [c["vacancies"] for c in ans.calculation["cargos"]] == SIZES and carried_chips(ans) == ["cargos"], said
        assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) \
            == (want.reserved_total, want.reserved_on_total), said
        assert f"reserva seria de **{want.reserved_on_total}**" in ans.headline, (said, ans.headline)


def test_neighbours_another_count_or_the_cargos_merged_stay_one_reserve(bot: Any) -> None:
    for said, count in (("e se fosse sobre o total de 20 vagas?", 20),
                        ("e se fosse um cargo só com as 15 vagas?", 15),
                        ("quanto dá somando as 15?", 15)):  # (Round 48, f63a: "e se somar tudo numa lista só?" keeps the table)
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["vacancies"] == count, said
    _, law = chat(bot, TABLE, "a lei manda calcular sobre o total das 15 vagas ou por cargo?")
    assert law.route == "retrieval", law.headline


# --------------------------------------------------------------------------- several labelled editais

FIRST = "Edital A: 16 vagas, publicado em 12/04/2025. Quantas são reservadas?"


def _reserve(vacancies: int, day: str) -> Any:
    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=day))


def test_a_labelled_edital_told_by_its_facts_is_its_count(bot: Any) -> None:
    new = _reserve(16, "2025-07-15")
    for said in ("Edital B, também 16 vagas, mas publicado em 15/07/2025?",
                 "e o outro edital, também com 16 vagas, mas que saiu em 15/07/2025?",
                 "já o edital C, 16 vagas também, só que publicado em 15/07/2025?",
                 "e o segundo concurso, que tem 16 vagas mas edital de 15/07/2025?"):
        _, ans = chat(bot, FIRST, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.route, ans.headline)
        assert (ans.calculation["reserved"], ans.calculation["regime"]) == (new.reserved, new.regime), said
        assert new.regime == "lei-15142-2025"


def test_back_to_the_first_label_is_its_own_figures(bot: Any) -> None:
    old = _reserve(16, "2025-04-12")
    for back in ("e o A?", "e no A?"):
        *_, ans = chat(bot, FIRST, "Edital B, também 16 vagas, mas publicado em 15/07/2025?", back)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (back, ans.route, ans.headline)
        assert (ans.calculation["reserved"], ans.calculation["regime"]) == (old.reserved, old.regime), back
        assert old.regime == "lei-12990-2014"


def test_neighbours_a_labelled_edital_with_a_question_of_its_own(bot: Any) -> None:
    # a law question about that edital stays the law; a count told without label keeps its reading
    _, ans = chat(bot, FIRST, "Edital B, publicado em 15/07/2025: quem faz a heteroidentificação?")
    assert ans.route == "retrieval", ans.headline
    _, ans = chat(bot, FIRST, "e com 10 vagas?")
    assert (ans.route, ans.calculation["vacancies"]) == ("calculator", 10), ans.headline
    assert "edital_date" in carried_chips(ans)


# --------------------------------------------------------------------------- an organizer's PcD minimum

def _pcd_notes(ans: Any) -> list[str]:
    return [n for n in ans.notes if "pessoas com deficiência" in n]


def test_an_organizer_planning_its_reserve_is_pointed_to_the_pcd_reserve(bot: Any) -> None:
    for said, vacancies in (("Somos uma autarquia federal e vamos abrir concurso com 40 vagas. Quantas devemos reservar?", 40),
                            ("nosso próximo edital terá 30 vagas, quantas reservamos pra cota racial?", 30),
                            ("precisamos reservar quantas vagas para negros no concurso de 22 vagas que vamos abrir?", 22)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        racial = calculator.reserve(calculator.ReserveInput(vacancies=vacancies)).reserved
        assert ans.calculation["reserved"] == racial and f"**{racial} são reservadas**" in ans.headline, said
        # Round 48 (lo48a): a pointer to the PcD reserve, no figure the organizer did not ask for
        least = pcd_total(vacancies, None, MIN_PERCENTAGE)
        (note,) = _pcd_notes(ans)
        assert "Decreto nº 9.508/2018, art. 1º" in note and "e pra pcd?" in note, note
        assert "**" not in note and f"{least} vagas" not in note and f"{vacancies - racial - least}" not in note, note


def test_a_state_company_is_told_its_own_rule_with_no_figure(bot: Any) -> None:
    (ans,) = chat(bot, "Somos empresa pública federal. Nosso concurso terá 40 vagas: quantas devemos reservar?")
    assert ans.calculation["reserved"] == 12
    (note,) = _pcd_notes(ans)
    assert "art. 1º, § 2º" in note and "art. 93 da Lei nº 8.213/1991" in note and "**" not in note, note


def test_neighbours_candidates_and_told_pcd_get_no_note(bot: Any) -> None:
    for said in ("meu concurso tem 40 vagas, quantas são de cota?", "fiz um concurso com 40 vagas, quantas reservadas?",
                 "nosso concurso terá 40 vagas, sendo 2 pcd. quantas devemos reservar?",
                 "o concurso da Receita tem 40 vagas, quantas de cota?"):
        (ans,) = chat(bot, said)
        assert ans.route == "calculator" and not _pcd_notes(ans), (said, ans.notes)
    # the next turn's order carries no PcD figure from the note
    _, order = chat(bot, "nosso concurso terá 40 vagas, quantas devemos reservar?", "e a ordem de nomeação?")
    assert (order.route, _intent_of(order)) == ("calculator", "order") and "pcd" not in carried_chips(order)
    assert not order.calculation.get("pcd_positions"), order.headline
