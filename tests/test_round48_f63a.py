"""Round 48 (f63a): order and table follow-ups in calculation threads (declassified held-out set 62).

- the PcD rate the asker bids a count take ("e pcd, considerando os 5%?") is that count's PcD percentage, so an order
  asked next keeps it (carried); after a PcD minimum the assistant computed, an order asked "com as duas reservas" /
  "considerando ambas as listas" names the PcD list too (an estatal still has no 5% default);
- an ordinal naming a list's member ("o primeiro cotista", "o 1º negro", "a segunda cotista") in a position thread is
  that person's nomination asked (the order), never the asker's place;
- the table's cargos joined or summed with no count written ("somando tudo, quanto fica?", "e se juntar os cargos?",
  "no total do edital, quanto dá?") keep the table: the edital operation, both figures (art. 1º, § 2º), cargos carried.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

# --------------------------------------------------------------------------- the PcD rate bid, kept by the order

HR = "Nosso edital, que ainda vamos publicar, terá 35 vagas. Quantas ficam para pretos, pardos, indígenas e quilombolas?"


def _order(vacancies: int, **kw: Any) -> Any:
    return calculator.order(calculator.OrderInput(vacancies=vacancies, **kw))


def test_the_pcd_rate_bid_in_a_count_is_its_percentage() -> None:
    for said, rate in (("E quantas para pessoas com deficiência, considerando os 5%?", "5%"),
                       ("e pcd, considerando 5%?", "5%"),
                       ("e pros deficientes, usando 10%, quantas?", "10%"),
                       ("quantas vagas pcd, aplicando o percentual de 5%?", "5%"),
                       ("e para candidatos com deficiência, adotando 8%, quantas ficam?", "8%")):
        ex = extract(said)
        assert (ex.pcd_percentage, ex.pcd) == (rate, None), said


def test_neighbours_a_rate_of_the_racial_reserve_or_a_total_is_no_pcd_rate() -> None:
    assert extract("quantas pcd considerando os 30% da cota racial?").pcd_percentage is None
    ex = extract("e de pcd, considerando as 40 vagas?")
    assert (ex.pcd_percentage, ex.vacancies) == (None, 40)
    assert extract("quantas pcd, considerando 5% das vagas para negros?").pcd_percentage is None


def test_an_order_after_the_pcd_rate_bid_keeps_the_pcd_list(bot: Any) -> None:
    want = _order(35, pcd_percentage="5%", to_be_published=True)
    assert want.pcd_positions
    for later in ("e a ordem de convocação considerando as duas listas?", "monta a sequência de nomeação com cotas e pcd",
                  "e a ordem, contando a vaga pcd?", "qual a ordem de nomeação?"):
        _, count, ans = chat(bot, HR, "E quantas vagas para PcD, considerando os 5%?", later)
        assert count.calculation["pcd"] == 2, count.headline
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (later, ans.headline)
        assert (ans.calculation["quota_positions"], ans.calculation["pcd_positions"]) == \
            (want.quota_positions, want.pcd_positions), (later, ans.headline)
        assert {"pcd", "vacancies"} <= set(carried_chips(ans)), (later, carried_chips(ans))


def test_an_order_naming_both_reserves_after_a_pcd_minimum_keeps_it(bot: Any) -> None:
    want = _order(40, pcd_percentage="5%")
    for later in ("e a ordem de convocação considerando as duas listas?", "e como fica a fila de nomeações com ambas as reservas?",
                  "qual a sequência de chamada nas duas cotas?"):
        _, _, ans = chat(bot, "edital com 40 vagas, quantas pra cota?", "e quantas pra pcd?", later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (later, ans.headline)
        assert (ans.calculation["quota_positions"], ans.calculation["pcd_positions"]) == \
            (want.quota_positions, want.pcd_positions), (later, ans.headline)


def test_neighbours_the_order_alone_or_an_estatal_leave_the_pcd_minimum_out(bot: Any) -> None:
    # (Round 40, f46b: the minimum the assistant computed is no count of the edital, unless the order names that list)
    _, _, ans = chat(bot, "edital com 40 vagas, quantas pra cota?", "e quantas pra pcd?", "e a ordem de nomeação?")
    assert _intent_of(ans) == "order" and not ans.calculation["pcd_positions"], ans.headline
    # (Round 47, lo47c: an estatal's PcD share is Lei 8.213's, no 5% default)
    _, ans = chat(bot, "empresa pública com 40 vagas, quantas pcd?", "e a ordem com as duas reservas?")
    assert _intent_of(ans) == "order" and not ans.calculation["pcd_positions"], ans.headline


# --------------------------------------------------------------------------- the n-th cotista asked in a position thread

PLACED = "fiquei em 13º na geral e 4º na lista de cotas, o concurso tem 12 vagas, edital de 2025-09-15. entro?"


def test_the_nth_cotista_asked_after_ones_place_is_the_order(bot: Any) -> None:
    want = _order(12, edital_date="2025-09-15")
    for later in ("quando é chamado o primeiro cotista?", "o 1º negro é nomeado em que posição?",
                  "qual vaga fica com o segundo cotista?", "em que nomeação entra a primeira cotista nesse concurso?",
                  "e o terceiro cotista entra em qual nomeação?"):
        first, ans = chat(bot, PLACED, later)
        assert _intent_of(first) == "position"
        assert (ans.route, _intent_of(ans)) == ("calculator", "order"), (later, ans.headline)
        assert ans.calculation["quota_positions"] == want.quota_positions, (later, ans.headline)
        assert carried_chips(ans) == ["edital_date", "vacancies"], (later, carried_chips(ans))


def test_the_nth_cotista_after_a_supposed_place_is_the_order(bot: Any) -> None:
    _, _, ans = chat(bot, PLACED, "e se eu tivesse ficado em 6º na lista de cotas?",
                     "em que nomeação entra o primeiro cotista desse concurso?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "order"), ans.headline
    assert ans.calculation["quota_positions"] == _order(12, edital_date="2025-09-15").quota_positions


def test_neighbours_ones_own_place_supposed_stays_a_position(bot: Any) -> None:
    for later, general, reserve in (("e se eu fosse o 1º cotista?", 13, 1), ("e se eu tivesse ficado em 5º na geral?", 5, 4)):
        _, ans = chat(bot, PLACED, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (later, ans.headline)
        want = calculator.position(calculator.PositionInput(vacancies=12, edital_date="2025-09-15", general_rank=general,
                                                            reserve_rank=reserve, optant=True))
        assert ans.calculation["status"] == want.status, (later, ans.headline)
    _, ans = chat(bot, "sou 15º geral, sem cota, 10 vagas, entro?", "e se eu fosse o 6º?")  # a bare place: the general one
    assert (_intent_of(ans), ans.calculation["status"]) == ("position", "inside"), ans.headline


# --------------------------------------------------------------------------- the table's cargos joined, no count

TABLE = "quadro do edital: Perito (9), Escrivão (5), Agente (2). qual a reserva de cada cargo?"
SIZES = [9, 5, 2]


def _edital(sizes: list[int]) -> Any:
    return calculator.edital(calculator.EditalInput(cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)]))


def test_the_cargos_joined_with_no_count_keep_the_table(bot: Any) -> None:
    want = _edital(SIZES)
    assert want.reserved_total != want.reserved_on_total  # both figures are said
    for said in ("somando tudo, quanto fica?", "e se juntar os cargos, quanto dá?", "e tudo junto num cargo só?",
                 "no total do edital, quanto dá?", "e se eu juntasse tudo como um cargo único, daria quantas?"):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert [c["vacancies"] for c in ans.calculation["cargos"]] == SIZES and carried_chips(ans) == ["cargos"], said
        assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) == \
            (want.reserved_total, want.reserved_on_total), said
        assert f"**{want.reserved_on_total}**" in ans.headline and f"**{want.reserved_total}**" in ans.headline, said


def test_neighbours_a_count_written_or_the_law_asked_stay_as_they_were(bot: Any) -> None:
    for said, count in (("e se fosse tudo um cargo só com 25 vagas?", 25), ("somando tudo, 19 vagas, quantas?", 19)):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["vacancies"] == count, said
    _, law = chat(bot, TABLE, "a lei deixa juntar os cargos pra calcular a cota?")
    assert law.route == "retrieval", law.headline
    # a count after the cargos were joined is that one cargo's; with no join the table asks its cargos again
    _, _, ans = chat(bot, TABLE, "e tudo junto num cargo só?", "e se fossem 30 vagas?")
    assert (_intent_of(ans), ans.calculation["vacancies"]) == ("reserve", 30), ans.headline
    _, ans = chat(bot, TABLE, "e se fossem 30 vagas?")
    assert ans.route == "clarify", ans.headline
