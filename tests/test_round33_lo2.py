"""Round 33 (lo2): a second batch of issue 10 leftovers, by family.

- an edital still to be published said with a verb of the future or of intent ("o edital que vamos publicar", "que a
  gente vai lançar", "nosso próximo edital") is under the law in force: its regime is answered, no date asked;
- that pending state carries in the thread: a later reserve (or order) says in its regime step that the edital is
  still to be published, and its chip says so, never today's date as the publication date;
- whether the lists are alternated, said of the lists or the calls ("as listas são intercaladas na nomeação?"), with no
  count or edital of one's own, is the law's rule (text), never an order whose vagas are asked;
- a count of people called, appointed or approved in a supposition ("e se chamarem 5 cotistas?") is not the vagas;
- another selection ("e num outro concurso, com 4 vagas?") starts from defaults: the PcD list asked of the earlier one
  is not carried.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.reconsider import reconsider
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)
COUNT = {"intent": "reserve", "vacancies": 10}


def test_an_edital_said_to_be_published_later_is_answered_under_the_law_in_force() -> None:
    for q in ("qual lei vai reger o edital que vamos publicar?", "o edital que a gente vai lançar segue qual lei?",
              "nosso próximo edital, que vamos lançar, é pela lei nova?", "o edital que será publicado segue qual lei?",
              "vamos abrir o edital em breve, qual lei vale?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.intent) == ("calculator", "regime"), q
        r = calculator.regime(p.calc.input)  # type: ignore[union-attr]
        steps = " ".join(r.explanation)
        assert r.regime == "lei-15142-2025" and "ainda a publicar" in steps and "Edital publicado em" not in steps, q
        assert [a.text for a in p.calc.assumptions if a.key == "edital_date"] == [  # type: ignore[union-attr]
            "edital ainda a publicar: considerei a lei em vigor hoje (Lei nº 15.142/2025)"], q
    # one's own edital with no tense of the future still asks its date (so does the next one named alone, as the
    # evaluation sets expect); a date told is still that date
    for q in ("qual lei se aplica ao meu edital?", "Qual lei de cotas se aplica ao nosso próximo certame?"):
        p = plan(q, None, TODAY)
        assert (p.route, p.clarify) == ("clarify", "edital_date"), q
    p = plan("o edital vai ser publicado em 10/03/2027, qual lei?", None, TODAY)
    assert p.params["edital_date"] == "2027-03-10" and "to_be_published" not in p.params


def test_a_pending_edital_carries_into_the_reserve_and_its_chip() -> None:
    bot = rules_bot(TODAY)
    for first in (("qual lei se aplica ao meu edital?", "o edital ainda não saiu"),
                  ("o edital ainda não foi publicado, qual lei se aplica?",),
                  ("qual lei vai reger o edital que vamos publicar?",)):
        *_, res, order = chat(bot, *first, "e com 10 vagas, quantas reservadas?", "e em que ordem são nomeados?")
        assert res.route == "calculator" and res.calculation["operation"] == "reserve", first
        assert (res.calculation["reserved"], res.calculation["regime"]) == (3, "lei-15142-2025")
        for ans in (res, order):
            steps = " ".join(ans.steps)
            assert "Edital ainda a publicar" in steps and "Edital publicado em" not in steps, first
            chips = [a.text for a in ans.assumptions if a.key == "edital_date"]
            assert chips == ["edital ainda a publicar: considerei a lei em vigor hoje (Lei nº 15.142/2025)"], first
            assert "05/12/2026" not in " ".join(a.text for a in ans.assumptions)
        assert order.calculation["quota_positions"] == [2, 5, 9]
    # another selection, or a date told, leaves the pending edital behind
    *_, other = chat(bot, "o edital ainda não foi publicado, qual lei se aplica?", "e num outro concurso, com 4 vagas?")
    assert "Edital ainda a publicar" not in " ".join(other.steps)
    *_, dated = chat(bot, "o edital ainda não foi publicado, com 10 vagas quantas reservadas?", "e se fosse publicado em 2024?")
    assert dated.calculation["regime"] == "lei-12990-2014" and dated.calculation["reserved"] == 2
    # the calculator: the flag changes the words of the reserve's (and the order's) regime step, never the figures
    flagged = calculator.reserve({"vacancies": 10, "today": TODAY, "to_be_published": True})
    plain = calculator.reserve({"vacancies": 10, "today": TODAY})
    assert (flagged.reserved, flagged.regime) == (plain.reserved, plain.regime)
    assert "Edital publicado em 05/12/2026" not in " ".join(flagged.explanation)
    assert "Edital publicado em 05/12/2026" in " ".join(plain.explanation)
    ordr = calculator.order({"vacancies": 10, "today": TODAY, "to_be_published": True})
    assert ordr.quota_positions == [2, 5, 9] and "Edital ainda a publicar" in ordr.explanation[0]


def test_whether_the_lists_are_alternated_is_the_laws_rule() -> None:
    for q in ("as listas são intercaladas na nomeação?", "as nomeações são intercaladas?",
              "os cotistas são chamados de forma alternada?", "as listas se alternam na nomeação?",
              "existe intercalação entre as listas?"):
        p = plan(q, None, TODAY)
        assert p.route == "retrieval" and "alternância" in (p.query or ""), q
        # a confident "order" of the classifier does not make it a count whose vagas are asked
        assert reconsider(p, "order", 0.95, TODAY).route == "retrieval", q
    # the order of one's own vagas, or with a count, is still the order
    p = plan("em que ordem os cotistas são nomeados?", None, TODAY)
    assert (p.route, p.intent, p.clarify) == ("clarify", "order", "vacancies")
    p = reconsider(plan("no meu concurso com 10 vagas, as listas são intercaladas?", None, TODAY), "order", 0.95, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "order", 10)


def test_a_count_of_people_called_or_appointed_in_a_supposition_is_not_the_vagas() -> None:
    for q in ("e se chamarem 5 cotistas?", "e se convocarem 4 cotistas?", "e se nomearem 3 cotistas?",
              "e se aprovarem 6 cotistas?", "e se 4 cotistas forem convocados?", "e se forem 5 cotistas aprovados?"):
        p = plan(q, COUNT, TODAY)
        assert p.route == "retrieval" and "vacancies" not in p.params, q
    # a bare count is still the vagas; a count said of vagas too; optants counted in the ampla stay the position's input
    for q in ("e se fossem 5?", "e se forem 5 vagas?"):
        p = plan(q, COUNT, TODAY)
        assert (p.route, p.intent, p.params["vacancies"]) == ("calculator", "reserve", 5), q
    p = plan("e se 3 cotistas passarem na ampla?", COUNT, TODAY)
    assert p.params.get("optants_in_open") == 3 and p.params["vacancies"] == 10
    # those already called, told as a fact, are still checked against the order of the vagas
    p = plan("chamaram 5 cotistas, está certo?", COUNT, TODAY)
    assert (p.route, p.intent, p.params["vacancies"]) == ("calculator", "order", 10)


def test_another_selection_does_not_carry_the_pcd_list_asked_of_the_earlier_one() -> None:
    bot = rules_bot(TODAY)
    for follow in ("E num outro concurso, com 4 vagas?", "e num concurso com 4 vagas?"):
        first, other = chat(bot, "quantas vagas PcD com 30 vagas?", follow)
        assert first.calculation["pcd"] == 2
        assert other.route == "calculator" and other.calculation["vacancies"] == 4, follow
        assert other.calculation["pcd"] is None and "deficiência" not in other.headline, follow
        assert carried_keys_of(other) == [] and not [a for a in other.assumptions if a.key == "pcd"], follow
    # the same selection, or the PcD asked again of the other one, keeps the PcD line
    _, same = chat(bot, "quantas vagas PcD com 30 vagas?", "e com 4 vagas?")
    assert same.calculation["pcd"] == 0 and "deficiência" in same.headline
    _, asked = chat(bot, "quantas vagas PcD com 30 vagas?", "e num outro concurso com 4 vagas, quantas pra pcd?")
    assert asked.calculation["pcd"] == 0
