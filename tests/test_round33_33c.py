"""Round 33 (33c): probes in the voice of HR staff of federal universities and institutes computing real editais
(pasted tables, PcD and racial reserves together, vagas opened during the validity), by family.

- cargo names joined by a hyphen, as editais write them ("Bibliotecário-Documentalista: 5 vagas",
  "Técnico-Administrativo 5"): a row of the table, not a word that breaks the name and drops the row;
- vagas that arose during the validity (Lei nº 15.142/2025, art. 1º, § 2º) told with the edital's date between the
  count and the addition ("edital de 12 vagas publicado em 14/07/2025, e surgiram mais 3"), told first with the
  edital's count after them ("surgiram 4 vagas novas ..., que tinha 10 vagas"), or with the total named ("sobre o
  total de 14"): the total of both, never the first count alone nor a question about two counts;
- the edital pointed at by a pronoun ("quantas reservadas com 11 vagas nele?"): the thread's dated edital;
- one person in both reserves told "PcD e cotista" (in that order): both norms and the regulation's rule, not a
  refusal;
- the reserve asked "para os cargos do nosso edital" (plural, no figures): the table is asked for, cargo by cargo.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)

TABLE = ("• Assistente em Administração: 12 vagas\n• Técnico de Laboratório/Química: 2 vagas\n"
         "• Bibliotecário-Documentalista: 5 vagas\n• Tradutor e Intérprete de Libras: 1 vaga\n"
         "Edital publicado em 03/06/2025. Qual a reserva para negros de cada cargo?")


def _cargos(q: str) -> list[tuple[str, int]]:
    return [(c.name, c.vacancies) for c in extract(q, TODAY).cargos]


def test_hyphenated_cargo_names_are_rows_of_the_table() -> None:
    assert [n for _, n in _cargos(TABLE)] == [12, 2, 5, 1]
    assert ("Bibliotecário-Documentalista", 5) in _cargos(TABLE)
    assert _cargos("Técnico-Administrativo 5, Analista 3, quanto de cota?") == [("Técnico-Administrativo", 5),
                                                                              ("Analista", 3)]  # (d51c: as typed)
    assert [n for _, n in _cargos("Médico-Veterinário com 4 vagas e Zootecnista com 2 vagas")] == [4, 2]
    p = plan(TABLE, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "edital")
    (ans,) = chat(rules_bot(TODAY), TABLE)
    assert ans.route == "calculator" and ans.calculation["regime"] == "lei-12990-2014"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [reserved_for(n, "2025-06-03", TODAY)
                                                                  for n in (12, 2, 5, 1)] == [2, 0, 1, 0]


def test_neighbours_of_the_hyphenated_names_keep_their_reading() -> None:
    # a dash with spaces still separates a name from its count; plain lists are unchanged
    assert _cargos("professor - 10 vagas, tecnico - 4 vagas") == [("professor", 10), ("tecnico", 4)]
    assert [n for _, n in _cargos("analista 8, técnico 3, auxiliar 2")] == [8, 3, 2]
    assert [n for _, n in _cargos("Analista de TI – 7; Contador – 2; Administrador – 9")] == [7, 2, 9]


def test_vagas_arisen_during_the_validity_make_the_total() -> None:
    cases = {
        "Então: edital de 12 vagas publicado em 14/07/2025, e surgiram mais 3 na validade. Quantas reservadas agora?": 15,
        "Surgiram 4 vagas novas durante a validade do concurso (edital de 10/07/2025), que tinha 10 vagas originais. "
        "Quantas reservadas sobre o total de 14?": 14,
        "Surgiram 4 vagas novas durante a validade do concurso (edital de 10/07/2025), que tinha 10 vagas originais. "
        "Quantas reservadas agora?": 14,
        "Abriram mais 2 vagas no concurso que tinha 8 vagas, quantas de cota?": 10,
    }
    bot = rules_bot(TODAY)
    for q, want in cases.items():
        ex = extract(q, TODAY)
        assert (ex.vacancies, ex.vacancy_counts) == (want, [want]), q
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "reserve"), q
        (ans,) = chat(bot, q)
        assert ans.calculation["vacancies"] == want, q
        assert ans.calculation["reserved"] == reserved_for(want, None, TODAY), q  # 30%: 15 -> 5, 14 -> 4, 10 -> 3


def test_neighbours_of_the_vagas_arisen_keep_their_reading() -> None:
    assert extract("tinha 10 e surgiram mais 7", TODAY).vacancies == 17
    # the new ones pointed at are the count asked; a total of something else is no total of vagas
    assert extract("Surgiram 3 vagas novas, quantas dessas 3 novas vão pra cota? o edital tinha 10 vagas",
                   TODAY).vacancies == 3
    assert extract("surgiram 2 vagas e o total de inscritos é 300", TODAY).vacancies == 2
    assert extract("mais 10 vagas, ficando 40 no total", TODAY).vacancies == 40


def test_the_edital_pointed_at_by_a_pronoun_keeps_its_date() -> None:
    bot = rules_bot(TODAY)
    _, ans, fresh = chat(bot, "Edital de 03/06/2025, qual lei de cotas se aplica?",
                         "Quantas reservadas com 11 vagas nele?",
                         "E num edital novo que ainda vamos publicar, também com 11 vagas?")
    assert ans.calculation["regime"] == "lei-12990-2014" and ans.calculation["reserved"] == 2
    assert carried_keys_of(ans) == ["edital_date"]
    # neighbour: another edital, undated, falls under the new law and carries nothing
    assert fresh.calculation["regime"] == "lei-15142-2025" and fresh.calculation["reserved"] == 3
    assert carried_keys_of(fresh) == []
    assert extract("Quantas reservadas com 11 vagas nele?", TODAY).refers_back
    assert not extract("a filha dele pode concorrer pela reserva?", TODAY).refers_back


def test_pcd_and_cotista_named_in_that_order_is_one_person_in_both_reserves() -> None:
    bot = rules_bot(TODAY)
    for q in ("Quem é PcD e cotista ao mesmo tempo fica em qual lista?",
              "O candidato deficiente e também cotista concorre em qual lista?"):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval" and "não é classificado nas duas" in ans.headline, q
    *_, mid = chat(bot, "Ordem de nomeação para 12 vagas com 1 PcD, edital novo: quais posições de cota e PcD?",
                   "Quem é PcD e cotista ao mesmo tempo fica em qual lista?")
    assert mid.route == "retrieval" and "não é classificado nas duas" in mid.headline
    # neighbour: a PcD count is still a count
    (count,) = chat(bot, "Para 9 vagas de Técnico em Laboratório, qual a reserva racial e a de pessoa com deficiência?")
    assert count.route == "calculator" and count.calculation["reserved"] == 3 and count.calculation["pcd"] == 1


def test_the_reserve_asked_for_the_cargos_of_ones_edital_asks_for_the_table() -> None:
    for q in ("Quantas vagas reservadas dá para os cargos do nosso edital?",
              "Quantas vagas reservadas para os cargos do edital?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("clarify", "edital"), q
    # neighbours: one edital's count asks for its vagas; the rule on splitting is the law's; a table given is computed
    p = plan("Quantas vagas reservadas no nosso edital?", None, TODAY)
    assert (p.route, p.intent) == ("clarify", "reserve")
    assert plan("A lei diz como dividir a reserva entre os cargos do edital?", None, TODAY).route == "retrieval"
    p = plan("Quantas vagas reservadas para os cargos do edital de 10/07/2025: analista 5, técnico 3?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "edital")
