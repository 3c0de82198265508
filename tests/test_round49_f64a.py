"""Round 49 (f64a): calculator questions refused or answered with law text (declassified held-out set 63).

- another publication date supposed for the thread's table or count ("supõe que a publicação tivesse sido em março de
  2025, qual seria o quadro?", "imagina que saiu em 2024, como ficaria a tabela?", "se a publicação tivesse sido antes de
  junho de 2025, muda o quadro?") is that calculation on that date (`context.date_supposed`), never out of scope;
- the next selection of a body described as still to come ("e no próximo concurso do INSS que ainda vai sair?") asks no
  date of it: the person's eligibility there, under the law for editais to be published (`rules._NEXT_EDITAL`);
- a table told with whether any of its vagas must be reserved ("Alguma delas precisa ser reservada? E no total?") asks
  its figures, both of them (`table_aside._FIGURE_ASKED`), never the law's text on the edital's duty.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

# --------------------------------------------------------------------------- a date supposed for the table

TABLE = "Analista 5, Técnico 5, Assistente 5"
SIZES = [5, 5, 5]


def _edital(sizes: list[int], edital_date: str | None = None) -> Any:
    return calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)], edital_date=edital_date))


def test_a_date_supposed_for_the_table_is_the_table_on_that_date(bot: Any) -> None:
    want = _edital(SIZES, "2024-05-10")
    assert want.regime == "lei-12990-2014"
    for said in ("supõe que a publicação tivesse sido em 10 de maio de 2024, qual seria o quadro",
                 "imagina que o edital saiu em 2024, como ficaria a tabela?",
                 "se a publicação tivesse sido antes de junho de 2025, muda o quadro?",
                 "vamos supor que o edital fosse de 2023, como fica?",
                 "suponha que tivesse saído em março de 2025, qual seria a distribuição?"):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert [c["vacancies"] for c in ans.calculation["cargos"]] == SIZES and carried_chips(ans) == ["cargos"], said
        assert ans.calculation["regime"] == "lei-12990-2014", said
        assert [c["reserved"] for c in ans.calculation["cargos"]] == [c.reserved for c in want.cargos], said
        assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) == \
            (want.reserved_total, want.reserved_on_total), said


def test_a_date_supposed_for_a_count_is_that_count_on_that_date(bot: Any) -> None:
    for said in ("supõe que a publicação tivesse sido em 2024, qual seria a reserva?", "imagina que saiu em 2019, como ficaria?"):
        _, ans = chat(bot, "edital de 2026 com 20 vagas, quantas de cota?", said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (20, 4), said


def test_neighbours_the_law_of_a_date_or_another_edital_stay_their_own(bot: Any) -> None:
    _, ans = chat(bot, TABLE, "se o edital fosse de 2024, qual lei valeria?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), ans.headline
    _, ans = chat(bot, TABLE, "e num outro edital de 2024 com 12 vagas, quantas de cota?")
    assert (_intent_of(ans), ans.calculation["vacancies"]) == ("reserve", 12), ans.headline
    assert "cargos" not in carried_chips(ans)


# --------------------------------------------------------------------------- the next selection, still to come

CLAIM = "edital de 2023 do IBAMA (autarquia), sou indígena, posso concorrer na cota?"


def test_the_next_selection_still_to_come_is_the_persons_chance_under_the_new_law(bot: Any) -> None:
    first, = chat(bot, CLAIM)
    assert first.calculation["eligible"] is False, first.headline
    for said in ("e no próximo concurso do IBAMA que ainda vai sair?", "e no novo edital do IBAMA que vai sair, posso?",
                 "e no proximo concurso deles que vai abrir?"):
        _, ans = chat(bot, CLAIM, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert (ans.calculation["eligible"], ans.calculation["regime"]) == (True, "lei-15142-2025"), said
        assert "groups" in carried_chips(ans), said


def test_neighbours_when_the_next_concurso_comes_out_stays_out_of_scope(bot: Any) -> None:
    for said in ("quando vai sair o próximo concurso do INSS?", "o próximo concurso do INSS que vai sair, sai quando?",
                 "o novo concurso da Caixa sai esse ano?"):
        ans, = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)


# --------------------------------------------------------------------------- any of the table's vagas reserved

def test_a_table_asked_whether_any_vaga_is_reserved_is_the_table(bot: Any) -> None:
    for said, sizes in (("Temos seis cargos com 1 vaga cada (1, 1, 1, 1, 1, 1). Alguma delas tem que ser reservada? E no total?",
                         [1] * 6),
                        ("São quatro cargos, cada um com 2 vagas. Alguma precisa ser reservada?", [2] * 4),
                        ("oito cargos de uma vaga. Algum cargo deve ter reserva?", [1] * 8),
                        ("Temos 3 cargos com 4 vagas cada (4, 4, 4). Algum deles precisa ter vaga reservada?", [4] * 3)):
        want = _edital(sizes)
        ans, = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert [c["reserved"] for c in ans.calculation["cargos"]] == [c.reserved for c in want.cargos], said
        assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) == \
            (want.reserved_total, want.reserved_on_total), said


def test_neighbours_a_law_question_beside_a_table_stays_the_law(bot: Any) -> None:
    for said in ("Analista (12), Técnico (7). Quem faz a heteroidentificação?",
                 "Analista (12), Técnico (7). Algum deles pode ser reservado só para indígenas?",
                 "Analista (12), Técnico (7). O que acontece se nenhum cotista for aprovado?"):
        ans, = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
