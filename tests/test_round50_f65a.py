"""Round 50 (f65a): wrong figures and a refusal (declassified held-out set 64).

- a cargo's name with "&", an abbreviation's "./" or an area after a spaced dash ("Analista em C&T 4", "Agente
  Adm./Financeiro 2", "Técnico em TI - Redes 3") is one row of the table, never dropped (`extraction.cargos`);
- an earlier edital gone back to by its order, its month or as the one before ("e o primeiro de novo, confirma?", "e
  aquele de abril?", "e o anterior, qual lei?") is that edital's date again (`core._BACK_TO_FIRST`, `_BACK_TO_DATED`,
  `_BACK_TO_PREVIOUS`);
- one cargo's count changed in the table gone back to ("volta pra tabela: com Enfermeiro 19 em vez de 9?", "com 19
  enfermeiros em vez de 9"), also after the table was joined into one count, is that table recomputed, never the
  Result panel's clarification (`rules.RESULT_CUE`, `thread_cargos.cargo_fixed`);
- one's claim at a private company serving or contracted by the government ("concessionária federal", "empresa
  contratada pelo ministério") is that body's eligibility, "Não" by art. 1º, never the other-quotas refusal
  (`reach.private_tied_to_government`).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import fold
from assistant.extraction.cargos import extract_cargos
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat


def _edital(sizes: list[int]) -> Any:
    return calculator.edital(calculator.EditalInput(
        cargos=[{"name": f"c{i}", "vacancies": n} for i, n in enumerate(sizes)]))


# --------------------------------------------------------------------------- names with "&", "./", " - "

def test_names_with_signs_inside_are_whole_rows() -> None:
    for said, want in (
            ("Quadro: Pesquisador 3 / Tecnologista 5 / Analista em C&T 6 / Assistente 2. Quanto de cota?",
             [("pesquisador", 3), ("tecnologista", 5), ("analista em c&t", 6), ("assistente", 2)]),
            ("Analista de P&D 7; Técnico 3; Motorista 2", [("analista de p&d", 7), ("tecnico", 3), ("motorista", 2)]),
            ("Agente Adm./Financeiro 4, Analista 6, Técnico 3",
             [("agente adm./financeiro", 4), ("analista", 6), ("tecnico", 3)]),
            ("Técnico em TI - Redes 5, Analista 8", [("tecnico em ti - redes", 5), ("analista", 8)]),
            ("Professor de Ensino Básico - Física 2; Auxiliar 7", [("professor de ensino basico - fisica", 2),
                                                                   ("auxiliar", 7)]),
            ("Analista (área 2) 5, Analista (área 3) 4, Técnico 3",
             [("analista (area 2)", 5), ("analista (area 3)", 4), ("tecnico", 3)]),
            # a row no form reads is kept as written, never dropped
            ("Analista Sr. 2, Técnico 3, Motorista 1", [("analista sr", 2), ("tecnico", 3), ("motorista", 1)]),
            ("Analista 4, Técnico nível III 3, Motorista 1", [("analista", 4), ("tecnico nivel iii", 3), ("motorista", 1)])):
        assert [(c.name, c.vacancies) for c in extract_cargos(fold(said))] == want, said


def test_neighbours_lists_and_headings_stay_as_they_were() -> None:
    assert [c.name for c in extract_cargos(fold("Analista 10 / Técnico 4 / Motorista 2"))] == \
        ["analista", "tecnico", "motorista"]
    assert [c.name for c in extract_cargos(fold("Distribuição - Analista 4, Técnico 3"))] == ["analista", "tecnico"]
    assert [c.name for c in extract_cargos(fold("Edital 2025 - Analista 4, Técnico 3"))] == ["analista", "tecnico"]
    assert [c.name for c in extract_cargos(fold("Médico (6), Enfermeiro (9), Farmacêutico (1)"))] == \
        ["medico", "enfermeiro", "farmaceutico"]
    assert [c.name for c in extract_cargos(fold("Analista 4, Técnico 3, total 7"))] == ["analista", "tecnico"]


def test_a_table_with_such_names_is_computed_whole(bot: Any) -> None:
    sizes = [3, 5, 6, 2]
    want = _edital(sizes)
    (ans,) = chat(bot, "Quadro: Pesquisador 3 / Tecnologista 5 / Analista em C&T 6 / Assistente 2. Reserva por cargo?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == sizes
    assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) == \
        (want.reserved_total, want.reserved_on_total)
    assert "C&T" in ans.headline
    (ans,) = chat(bot, "Técnico em TI - Redes 5; Agente Adm./Financeiro 4; Analista 8. Quantas reservadas?")
    assert [c["vacancies"] for c in ans.calculation["cargos"]] == [5, 4, 8], ans.headline
    assert "Técnico em TI - Redes" in ans.headline and "Agente Adm./Financeiro" in ans.headline


# --------------------------------------------------------------------------- an earlier edital gone back to

OLD = "edital publicado em 15 de março de 2025, qual lei vale?"
NEW = "e um outro de agosto de 2025?"


def test_an_earlier_edital_gone_back_to_is_that_edital(bot: Any) -> None:
    for said in ("e o primeiro de novo, confirma?", "e o primeiro, qual lei mesmo?", "e aquele de março, qual lei?",
                 "e o anterior, qual lei?", "e o anterior de novo, confirma?"):
        _, _, ans = chat(bot, OLD, NEW, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "regime"), (said, ans.headline)
        assert (ans.calculation["edital_date"], ans.calculation["regime"]) == ("2025-03-15", "lei-12990-2014"), said


def test_neighbours_the_latest_edital_and_a_first_place_stay_their_own(bot: Any) -> None:
    _, _, ans = chat(bot, OLD, NEW, "e esse último, confirma?")
    assert ans.calculation is None or ans.calculation.get("regime") != "lei-12990-2014", ans.headline
    _, _, ans = chat(bot, OLD, NEW, "e o primeiro colocado, entra na cota?")
    assert (ans.calculation or {}).get("edital_date") != "2025-03-15", ans.headline  # a first place, no first edital


# --------------------------------------------------------------------------- one cargo changed in the table

TABLE = "Médico (4), Enfermeiro (7), Farmacêutico (1), Nutricionista (3). Reserva por cargo?"
JOINED = "e se juntar tudo num cargo só, 15 vagas?"


def _table_sizes(ans: Any) -> list[int]:
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    return [c["vacancies"] for c in ans.calculation["cargos"]]


def test_a_cargo_changed_in_the_table_gone_back_to(bot: Any) -> None:
    for said, sizes in (("volta pra tabela: com Enfermeiro 17 em vez de 7?", [4, 17, 1, 3]),
                        ("voltando à tabela, e se o médico tivesse 9 em vez de 4?", [9, 7, 1, 3]),
                        ("com 17 enfermeiros em vez de 7, como fica o quadro?", [4, 17, 1, 3]),
                        ("volta pro quadro, com 5 farmacêuticos", [4, 7, 5, 3])):
        for turns in ((TABLE, said), (TABLE, JOINED, said)):
            ans = chat(bot, *turns)[-1]
            assert _table_sizes(ans) == sizes, (turns, ans.headline)
            want = _edital(sizes)
            assert (ans.calculation["reserved_total"], ans.calculation["reserved_on_total"]) == \
                (want.reserved_total, want.reserved_on_total), turns


def test_neighbours_a_candidate_list_still_asks_the_result_panel(bot: Any) -> None:
    _, ans = chat(bot, TABLE, "tem a tabela de classificação final?")
    assert (ans.route, ans.context.get("intent")) != ("calculator", "edital"), ans.headline
    (ans,) = chat(bot, "me manda a tabela com o resultado final dos aprovados")
    assert ans.route == "clarify", ans.headline


# --------------------------------------------------------------------------- a private company serving the government

def test_a_private_company_serving_the_government_is_answered_no(bot: Any) -> None:
    for said in ("sou parda, a empresa privada de transporte concessionária federal abriu seleção, tem cota pela lei?",
                 "sou negro e a concessionária de energia vai contratar, tenho direito à cota racial?",
                 "sou indígena, empresa contratada pelo governo federal faz seleção, a lei de cotas vale pra mim?",
                 "empresa privada contratada pelo ministério faz processo seletivo, tem reserva pra negros?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is False, said
        assert ans.headline.startswith("**Não**"), said


def test_neighbours_other_quotas_stay_out_of_scope(bot: Any) -> None:
    for said in ("empresa privada tem cota?", "sou negra, tem cota no vestibular da universidade federal?",
                 "a lei estadual de cotas do paraná vale pra concurso da prefeitura?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
    (ans,) = chat(bot, "sou pardo, vou fazer concurso do ministério da saúde, tenho cota?")
    assert (_intent_of(ans), ans.calculation["eligible"]) == ("eligibility", True), ans.headline
