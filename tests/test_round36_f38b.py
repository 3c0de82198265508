"""Round 36 (f38b): the declassified held-out set 38, by family (figures, tables, positions, threads).

- one cargo of the thread's table given a new count with the count first ("e se fossem 12 de professor?", "e 12 pra
  professor?"): that row changed, the others kept;
- "1 vaga de cada cargo: contador, advogado, engenheiro": a table of equal named cargos, never a reserve of 1 vaga;
- "2 optantes à frente, 1 deles classificado na ampla": both counts, the reserve place is the optants ahead left in
  the reserve list plus one;
- "a 4ª cotista entra?": a place in the reserve list (position), never the order of nomination;
- "e se somar tudo numa lista só?", "e se juntar os cargos?": the table's vagas in one list, one reserve;
- "nesse mesmo total de 18" points back at the earlier count like "dessas 18 vagas".
(h38-c21 t2, "e no concurso da prefeitura?" carrying the process, is left: h19-c30 t2, "e no concurso do banco
central?", the same short form, is labelled without it.)
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


# --- one cargo of the table, its count first ---------------------------------------------------------------------------

def test_a_count_before_the_cargo_changes_that_row_of_the_table() -> None:
    first = "edital de 2021, 10 vagas de professor e 5 de tecnico, quantas cotas?"
    second = "e num edital novo com 10 vagas de professor e 5 de tecnico?"
    *_, a3 = chat(rules_bot(TODAY), first, second, "e se fossem 12 de professor?")
    calc = a3.calculation
    assert (a3.route, calc["operation"]) == ("calculator", "edital")
    assert [(c["name"], c["vacancies"], c["reserved"]) for c in calc["cargos"]] == [("professor", 12, 4), ("tecnico", 5, 2)]
    assert (calc["reserved_total"], calc["reserved_on_total"]) == (6, 5)
    assert "**4 reservadas** de 12 vagas" in a3.headline and "10 vagas" not in a3.headline
    for q in ("e 12 pra professor?", "e se fossem 12 vagas pro professor?"):
        _, a2 = chat(rules_bot(TODAY), second, q)
        assert [c["vacancies"] for c in a2.calculation["cargos"]] == [12, 5], q
    # neighbours: the name first still changes the row; "mais 2 de professor" still adds to it; a place is no count
    for q, counts in (("e professor com 12?", [12, 5]), ("e o tecnico com 6?", [10, 6]),
                      ("e se tiver mais 2 de professor?", [12, 5])):
        _, a2 = chat(rules_bot(TODAY), second, q)
        assert [c["vacancies"] for c in a2.calculation["cargos"]] == counts, q


# --- equal cargos named after "N vagas de cada cargo" ------------------------------------------------------------------

def test_a_count_of_each_cargo_named_after_it_is_a_table() -> None:
    (a,) = chat(rules_bot(TODAY), "1 vaga de cada cargo: contador, advogado, engenheiro. tem cota em algum?")
    calc = a.calculation
    assert (a.route, calc["operation"]) == ("calculator", "edital")
    assert [(c["name"], c["vacancies"], c["reserved"]) for c in calc["cargos"]] == [
        ("contador", 1, 0), ("advogado", 1, 0), ("engenheiro", 1, 0)]
    assert (calc["reserved_total"], calc["reserved_on_total"]) == (0, 1)
    # both figures shown: per cargo and on the totalidade (art. 1º, § 2º), "a 1", never "as 1"
    assert "**0 reservadas** de 1 vaga" in a.headline and "menos que a 1 que os 30% dariam" in a.headline
    ex = extract("2 vagas para cada um dos cargos (analista, tecnico e motorista), quantas cotas?", TODAY)
    assert [(c.name, c.vacancies) for c in ex.cargos] == [("analista", 2), ("tecnico", 2), ("motorista", 2)]
    # neighbours: the unnamed form is unchanged; a question after the colon names no cargo
    assert [c.vacancies for c in extract("cada um dos 3 cargos com 2 vagas", TODAY).cargos] == [2, 2, 2]
    ex = extract("5 vagas em cada cargo: quantas reservadas?", TODAY)
    assert ex.cargos == [] and ex.vacancies == 5


# --- how many of the optants ahead stayed in ampla -----------------------------------------------------------------------

def test_optants_ahead_and_those_of_them_in_ampla_give_the_reserve_place() -> None:
    q = ("Candidata optante, 30ª colocada na lista geral, com 2 optantes à frente, 1 deles classificado na ampla; "
         "edital de 10 vagas. Ela está dentro das vagas e em qual nomeação?")
    ex = extract(q, TODAY)
    assert (ex.general_rank, ex.optants_ahead, ex.optants_in_open, ex.vacancies) == (30, 2, 1, 10)
    assert 1 not in ex.numbers  # the count of them in ampla is no free number
    (a,) = chat(rules_bot(TODAY), q)
    assert (a.route, a.calculation["operation"], a.calculation["status"]) == ("calculator", "position", "inside")
    assert a.calculation["appointment"] == 5 and "5ª nomeação" in a.headline and "entre a" not in a.headline
    ex = extract("sou cotista, 40o na geral, 3 cotistas na minha frente e 2 deles aprovados na ampla, 10 vagas", TODAY)
    assert (ex.optants_ahead, ex.optants_in_open) == (3, 2)
    # neighbours: the optants ahead alone, and the optants in ampla alone, read as before
    ex = extract("sou cotista, 40o na geral, 3 cotistas na minha frente, 10 vagas", TODAY)
    assert (ex.optants_ahead, ex.optants_in_open) == (3, None)
    ex = extract("sou cotista, 40o na geral, 2 cotistas passaram na ampla, 10 vagas", TODAY)
    assert (ex.optants_ahead, ex.optants_in_open) == (None, 2)


# --- "a Nª cotista entra?" -----------------------------------------------------------------------------------------------

def test_whether_the_nth_cotista_gets_in_is_a_position() -> None:
    a1, a2 = chat(rules_bot(TODAY), "Candidata optante, 4ª na lista de cotistas, edital de 2024 com 20 vagas: está dentro?",
                  "e num concurso novo com 20 vagas, a 4ª cotista entra?")
    assert a1.calculation["operation"] == "position"
    assert (a2.route, a2.calculation["operation"], a2.calculation["status"]) == ("calculator", "position", "inside")
    assert a2.calculation["worst"]["reserve_position"] == 4 and a2.calculation["reserved"] == 6
    assert a2.calculation["regime"] == "lei-15142-2025"
    assert carried_keys_of(a2) == []
    assert extract("o 5º optante fica dentro das vagas?", TODAY).reserve_rank == 5
    # neighbour: the nomination asked of the n-th cotista is still no place of one's own (the order's cue)
    assert extract("o 5º cotista entra em qual nomeacao?", TODAY).reserve_rank is None
    (a,) = chat(rules_bot(TODAY), "com 20 vagas, em que posicao entram os cotistas?")
    assert a.calculation["operation"] == "order"


# --- the table summed into one list ------------------------------------------------------------------------------------

def test_the_table_summed_into_one_list_is_the_reserve_on_the_total() -> None:
    first = "edital: 8 vagas de analista e 3 de tecnico, quantas cotas?"
    # (Round 48, f63a: with no count written the table stays, its reserve on the total beside the per-cargo one)
    for q in ("e se somar tudo numa lista so?", "e se juntar os cargos?", "e se fosse tudo em uma unica lista?"):
        _, a2 = chat(rules_bot(TODAY), first, q)
        assert (a2.route, a2.calculation["operation"]) == ("calculator", "edital"), q
        assert (a2.calculation["vacancies_total"], a2.calculation["reserved_on_total"]) == (11, 3), q
        assert "**3**" in a2.headline, q
    _, a2 = chat(rules_bot(TODAY), first, "e se juntar os cargos, 11 vagas?")  # a count written: its own reserve
    assert (a2.calculation["operation"], a2.calculation["reserved"]) == ("reserve", 3)
    # neighbours: the per-cargo question again stays the table, and so does "no total do edital" (the table's total
    # line, round 18)
    # and "e se somar tudo, daria quantas?", "e se juntar tudo?" (h23-c09, round 29: the table's total line)
    for q in ("e quanto fica por cargo?", "e no total do edital?", "e se somar tudo, daria quantas?", "e se juntar tudo?"):
        _, a2 = chat(rules_bot(TODAY), first, q)
        assert a2.calculation["operation"] == "edital", q


# --- "nesse mesmo total de N" --------------------------------------------------------------------------------------------

def test_the_same_total_pointed_back_at_is_carried() -> None:
    first = "Edital de 2023 com 18 vagas: qual a reserva racial?"
    for q in ("e aplicando a regra da lei de 2025 nesse mesmo total de 18?", "e pela lei nova, no mesmo total de 18 vagas?"):
        _, a2 = chat(rules_bot(TODAY), first, q)
        assert (a2.calculation["reserved"], a2.calculation["regime"]) == (5, "lei-15142-2025"), q
        assert carried_keys_of(a2) == ["vacancies"], q
        assert a2.headline.startswith("Com as 18 vagas da pergunta anterior"), q
    # neighbour: another total is a count of its own
    _, a2 = chat(rules_bot(TODAY), first, "e pela lei nova, com um total de 20?")
    assert a2.calculation["vacancies"] == 20 and "vacancies" not in carried_keys_of(a2)
