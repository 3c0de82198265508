"""Round 46 (f61a): a place told in the quota list beside the general one, and a table of cargos edited in the thread
(declassified held-out set 60).

- one's place in the reserve list listed as a fact ("9º geral, 2º cotista, 8 vagas", "2º colocado cotista", "cotas 2º",
  "na cota fiquei em 2º", "posição cotista 2") is the reserve rank, beside the general one: both lists reach `position`;
  "o 2º cotista é chamado em qual nomeação?" (a place of no one) and "3 cotistas" (people counted) are not;
- a table's reserve supposed on its total as the base, no count written ("e se a reserva fosse calculada sobre o total?")
  keeps the table (edital operation, cargos carried) and says the figure on the total beside the per-cargo ones;
- a table edited in the thread (a cargo added, removed or given another count) is recomputed as the person's new table
  (cargos not carried), also after the table was summed into one count.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat

# --------------------------------------------------------------------------- the place in the quota list


def test_a_quota_place_listed_as_a_fact_is_the_reserve_rank() -> None:
    for said, general, reserve in (("9º geral, 2º cotista, 8 vagas sendo 1 pcd. sou chamado?", 9, 2),
                                   ("passei em 11º na geral e segundo cotista, 8 vagas, entro?", 11, 2),
                                   ("12º colocado geral, 2º colocado cotista, 10 vagas, sou nomeado?", 12, 2),
                                   ("fiquei 10º geral e 3º como cotista, 12 vagas", 10, 3),
                                   ("geral 14º, cotas 2º, 8 vagas: sou convocada?", 14, 2),
                                   ("posição geral 15, posição cotista 2, 10 vagas. entro?", 15, 2),
                                   ("na ampla fiquei em 13º e na cota fiquei em 2º, são 8 vagas, passo?", 13, 2),
                                   ("9º geral, 2º no sistema de cotas, 8 vagas", 9, 2),
                                   ("9º geral / 2º cotas / 8 vagas, sou chamado?", 9, 2)):
        ex = extract(said)
        assert (ex.general_rank, ex.reserve_rank) == (general, reserve), said


def test_both_lists_reach_the_position(bot: Any) -> None:
    for said, vacancies, pcd in (("fiquei 10º geral, 2º cotista, 9 vagas sendo 1 pcd. vou ser chamado?", 9, 1),
                                 ("passei em 11º na geral e segundo cotista, 8 vagas com 1 de pcd, entro?", 8, 1),
                                 ("geral 14º, cotas 2º, 8 vagas: sou convocada?", 8, None),
                                 ("na ampla fiquei em 13º e na cota fiquei em 2º, são 8 vagas, passo?", 8, None)):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
        want = calculator.position(calculator.PositionInput(
            vacancies=vacancies, pcd=pcd, general_rank=extract(said).general_rank, reserve_rank=2, optant=True))
        assert (ans.calculation["status"], ans.calculation["list"]) == (want.status, want.list) == ("inside", "quota"), said


def test_neighbours_a_place_of_no_one_and_people_counted_stay() -> None:
    for said in ("o 2º cotista é chamado em qual nomeação?", "o 5º cotista entra em qual nomeacao?",
                 "2º cotista é chamado quando, com 8 vagas?", "qual a vaga do 2º cotista com 10 vagas?",
                 "10 vagas, 3 cotistas, qual a ordem?", "na cota 2 vagas e na ampla 8", "edital 12 vagas, 2 cotas, 1 pcd",
                 # a schedule of the order lists places by their list, no one's own
                 "a ordem é 1º ampla, 2º cotista, 3º ampla, 4º ampla, 5º cotista. está certo?",
                 "o edital diz: 1º ampla, 2º cotista, 3º pcd. 10 vagas, confere?"):
        assert extract(said).reserve_rank is None, said
    # a cotista's general place is no place in the reserve list
    for said in ("cotista em 31º geral, 30 vagas, tem chance?", "cotista 20º geral, 15 vagas"):
        assert (extract(said).reserve_rank, extract(said).general_rank) == (None, int(said.split("º")[0].split()[-1])), said
    # the ways already read stay
    assert extract("fiquei 9º geral e 2º entre os cotistas, 8 vagas").reserve_rank == 2
    assert extract("e se eu fosse o 3º cotista?").reserve_rank == 3
    assert extract("12º geral, 2º na reserva, 8 vagas, passo?").reserve_rank == 2


# --------------------------------------------------------------------------- a table and its total

TABLE = ("Senhores, o quadro do edital de 2026 da universidade: Médico (3), Enfermeiro (8), Técnico de Enfermagem (20), "
         "Farmacêutico (2). Qual a reserva racial de cada cargo?")
SIZES = [3, 8, 20, 2]


def _table(ans: Any) -> list[int]:
    return [c["vacancies"] for c in ans.calculation["cargos"]]


def _edital(sizes: list[int]) -> Any:
    return calculator.edital(calculator.EditalInput(cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)],
                                                    edital_date="2026-01-01"))


def test_the_reserve_on_the_tables_total_keeps_the_table(bot: Any) -> None:
    for said in ("E se a reserva fosse calculada sobre o total das vagas somadas, quanto daria?",
                 "e se fosse pela totalidade, daria quanto?", "e calculando com base no total, quantas seriam?"):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert _table(ans) == SIZES and "cargos" in carried_chips(ans), said
        want = _edital(SIZES)
        assert ans.calculation["reserved_on_total"] == want.reserved_on_total == 10, said
        assert f"reserva seria de **{want.reserved_on_total}**" in ans.headline, said


def test_neighbours_a_count_written_or_the_cargos_merged_stay_one_reserve(bot: Any) -> None:
    # (Round 47, f62b: "sobre o total de 33 vagas", the table's own sum, is the table's total: tests/test_round47_f62b.py)
    # (Round 48, f63a: the cargos merged with no count written keep the table: tests/test_round48_f63a.py)
    for said, count in (("e se fosse sobre o total de 40 vagas?", 40), ("e se juntasse tudo num cargo só de 33?", 33),
                        ("e se somar tudo numa lista só, 40 vagas?", 40)):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["vacancies"] == count, said
    _, law = chat(bot, TABLE, "a reserva é calculada sobre o total ou por cargo?")
    assert law.route == "retrieval", law.headline


# --------------------------------------------------------------------------- a table edited in the thread

def test_a_cargo_added_grows_the_table(bot: Any) -> None:
    for said, added in (("Incluímos também Psicólogo (1). Como fica o quadro?", 1),
                        ("acrescentamos nutricionista com 2 vagas, refaz", 2),
                        ("entrou também o cargo de psicólogo com 4 vagas", 4),
                        ("mais um cargo de fisioterapeuta com 2 vagas", 2),
                        ("vai ter também nutricionista, 1 vaga", 1)):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert _table(ans) == [*SIZES, added], said
        assert ans.calculation["reserved_total"] == _edital([*SIZES, added]).reserved_total, said
        assert "cargos" not in carried_chips(ans), said  # the person's new table


def test_a_cargo_removed_or_changed_recomputes_the_table(bot: Any) -> None:
    for said, sizes in (("tiramos o de farmacêutico, como fica?", [3, 8, 20]),
                        ("e sem o farmacêutico?", [3, 8, 20]),
                        ("o cargo de farmacêutico foi cancelado", [3, 8, 20]),
                        ("o de médico passou pra 5", [5, 8, 20, 2]),
                        ("o médico passou de 3 para 6", [6, 8, 20, 2]),
                        ("e se o de enfermeiro tivesse 10 vagas?", [3, 10, 20, 2])):
        _, ans = chat(bot, TABLE, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert _table(ans) == sizes, said
        assert ans.calculation["reserved_total"] == _edital(sizes).reserved_total, said
        assert "cargos" not in carried_chips(ans), said


def test_the_table_edited_after_its_sum_was_asked(bot: Any) -> None:
    for said, sizes in (("incluímos também nutricionista (2). como fica o quadro?", [*SIZES, 2]),
                        ("tiramos o de farmacêutico, como fica?", [3, 8, 20])):
        _, summed, ans = chat(bot, TABLE, "e se juntasse tudo num cargo só?", said)
        assert _intent_of(summed) == "edital"  # (Round 48, f63a: the table kept, its reserve on the total said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), (said, ans.headline)
        assert _table(ans) == sizes, said


def test_neighbours_the_same_table_asked_again_is_carried(bot: Any) -> None:
    _, ans = chat(bot, TABLE, "e no total do edital, como fica?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital") and _table(ans) == SIZES
    assert "cargos" in carried_chips(ans)
    # "sem pcd" removes no cargo; a count after the summed table is its own
    _, ans = chat(bot, TABLE, "e sem pcd no farmacêutico?")
    assert not ans.calculation or ans.calculation.get("operation") != "edital" or _table(ans) == SIZES
    _, _, ans = chat(bot, TABLE, "e se juntasse tudo num cargo só?", "e se fossem 40 vagas?")
    assert (_intent_of(ans), ans.calculation["vacancies"]) == ("reserve", 40)
