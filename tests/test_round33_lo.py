"""Round 33 (lo): leftovers of issue 10, by family.

- a count of people a supposition acts on ("e se 3 cotistas desistirem?") is those people, not the selection's vagas:
  what the rules do with them is the law's text;
- the PcD list named, then a count supposed of it by "se tiver" ("e a do pcd se tiver 1?"): the PcD vagas;
- the alternation named by its other noun ("existe intercalação entre as listas?") and a bare appeal ("tenho direito a
  recurso?", the heteroidentificação's) are law text, never a refusal;
- a row added to a table of "Cargo A, Cargo B..." by its letter ("e se tiver um cargo D com 5 vagas?") is "Cargo D";
- an edital still to be published: the regime's steps say so, never today's date as its publication date.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)
COUNT = {"intent": "reserve", "vacancies": 10}


def test_a_count_of_people_a_supposition_acts_on_is_not_the_vagas() -> None:
    for q in ("e se cancelarem a nomeação de 2 cotistas, o que acontece?", "e se 3 cotistas desistirem?",
              "e se eliminarem 2 cotistas na heteroidentificação?", "e se 2 cotistas forem reprovados?"):
        p = plan(q, COUNT, TODAY)
        assert p.route == "retrieval" and "vacancies" not in p.params, q
    # a bare count is still the vagas, and optants counted in the ampla are still the position's input
    p = plan("e se fossem 3?", COUNT, TODAY)
    assert (p.route, p.intent, p.params["vacancies"]) == ("calculator", "reserve", 3)
    p = plan("e se 3 cotistas passarem na ampla?", COUNT, TODAY)
    assert p.params.get("optants_in_open") == 3 and p.params["vacancies"] == 10


def test_a_pcd_count_supposed_after_its_list_is_the_pcd_vagas() -> None:
    ex = extract("e a do pcd se tiver 1?")
    assert (ex.vacancies, ex.pcd) == (None, 1)
    assert extract("e pra pcd, se houver 2?").pcd == 2
    # a count asked before the list, or followed by "vagas", stays the total
    assert extract("quantas pcd se tiver 20 vagas?").vacancies == 20
    assert extract("quantas de pcd se tiver 20?").vacancies == 20
    bot = rules_bot(TODAY)
    _, order = chat(bot, "concurso com 10 vagas, em que ordem os cotistas são nomeados?", "e a do pcd se tiver 1?")
    assert order.route == "calculator" and order.calculation["operation"] == "order"
    assert order.calculation["pcd_positions"] == [5] and order.calculation["quota_positions"] == [2, 6, 9]
    assert carried_keys_of(order) == ["vacancies"]


def test_the_alternation_by_another_name_and_a_bare_appeal_are_law_text() -> None:
    p = plan("na hora de nomear existe intercalação entre as listas?", None, TODAY)
    assert p.route == "retrieval" and "alternância" in (p.query or "")
    for q in ("tenho direito a recurso?", "cabe recurso?", "posso recorrer?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval" and "heteroidentificação" in (p.query or ""), q
    # an appeal of something else is still not these laws'
    for q in ("tenho direito a recurso da prova?", "posso recorrer da multa de trânsito?"):
        assert plan(q, None, TODAY).route == "out_of_scope", q


def test_a_row_added_by_its_letter_is_named_as_the_table_names_its_rows() -> None:
    bot = rules_bot(TODAY)
    _, added = chat(bot, "Cargo A com 10 vagas, Cargo B com 4 vagas, Cargo C com 20 vagas: quantas reservadas?",
                    "e se tiver um cargo D com 5 vagas?")
    assert added.route == "calculator" and carried_keys_of(added) == []  # Round 46 (f61a): an edited table is the person's own, never carried (blind labels)
    rows = [(c["name"], c["vacancies"], c["reserved"]) for c in added.calculation["cargos"]]
    assert rows == [("Cargo A", 10, 3), ("Cargo B", 4, 1), ("Cargo C", 20, 6), ("Cargo D", 5, 2)]
    table = {"intent": "edital", "cargos": [["Cargo A", 10], ["Cargo B", 4], ["Cargo C", 20]]}
    for q in ("e se incluir o cargo D com 5 vagas?", "faltou o D com 5 vagas"):
        assert plan(q, table, TODAY).params["cargos"][-1] == ["Cargo D", 5], q
    # a row of the table named again changes it, nothing is added
    assert plan("e se tiver um cargo A com 12 vagas?", table, TODAY).params["cargos"] == [
        ["Cargo A", 12], ["Cargo B", 4], ["Cargo C", 20]]


def test_an_edital_still_to_be_published_shows_no_publication_date() -> None:
    for q in ("o edital ainda não foi publicado, qual lei se aplica?",
              "qual lei vai reger o edital que vamos publicar ano que vem?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "regime"), q
        r = calculator.regime(p.calc.input)  # type: ignore[union-attr]
        steps = " ".join(r.explanation)
        assert r.regime == "lei-15142-2025" and "ainda a publicar" in steps and "Edital publicado em" not in steps, q
    # the calculator: the flag changes the words, never the figures
    flagged = calculator.regime({"today": TODAY, "to_be_published": True})
    plain = calculator.regime({"today": TODAY})
    assert (flagged.regime, flagged.edital_date) == (plain.regime, plain.edital_date)
    assert "05/12/2026" not in flagged.explanation[-1] and "Edital publicado em 05/12/2026" in plain.explanation[-1]
    # a date told is still shown as the edital's
    told = calculator.regime({"today": TODAY, "edital_date": "2025-03-10"})
    assert "Edital publicado em 10/03/2025" in told.explanation[0]
