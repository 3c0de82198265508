"""Round 55 (g4): law answers that missed the question, and refusals (a user drive).

- Lei 12.990's revocation asked as a yes/no ("a 12.990 já era?", "a lei de 2014 foi extinta?"): "**Sim**" first, then
  Lei 15.142 art. 13 and the ressalva of its art. 11 (`law_status.standing_verdict`); its standing asked ("a 12990
  continua em vigor?"): only for editais before 04/06/2025, the same two articles; never art. 11 alone as headline;
- a ten-year term asked with no law named ("mas ela não tinha prazo de dez anos?") in a thread about Lei 12.990: its
  art. 6º term with the ADI 7654 context (arts. 6º, 11, 13); alone, or of the new law, it stays Lei 15.142 art. 12;
- the reach asked with the verb before the law ("concurso do estado da BA, vale essa lei?"): the federal-only "Não"
  with art. 1º leading (`rules.LAW_REACH`, `core._scope_first`), never a refusal nor art. 14 read as "vale";
- "outro órgão" / "e de outra entidade?" after a count: that selection's vagas asked (clarify), never a refusal; a
  question of its own ("outro órgão com 12 vagas") is computed;
- a university admission quota ("meu filho entrou pela cota na UFPE, é essa lei?"): out of scope with the pointer to
  Lei 12.711/2012, no text of these norms; a university's own concurso (professor, técnico) stays these laws';
- only the law supposed ("e pela lei nova?", "pela lei antiga, quantas?"): the regime step states the hypothesis
  ("Hipótese: edital publicado a partir de / antes de 04/06/2025"), never a stand-in day as published; a dated edital
  keeps its own date.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import calculator
from calculator.regime import RegimeInput, regime
from tests.assistant_support import chat, urns_of

NEW13 = "urn:lex:br:federal:lei:2025-06-03;15142!art13_cpt"
NEW11 = "urn:lex:br:federal:lei:2025-06-03;15142!art11_cpt"
NEW12 = "urn:lex:br:federal:lei:2025-06-03;15142!art12_cpt"
OLD6 = "urn:lex:br:federal:lei:2014-06-09;12990!art6_cpt"

# --------------------------------------------------------------------------- 1. revocation and standing


@pytest.mark.parametrize("asked", ["a 12.990 já caiu?", "a lei de 2014 foi extinta?", "a lei 12990 foi revogada mesmo?",
                                   "a lei antiga de cotas acabou?"])
def test_revocation_asked_gets_yes_first(bot: Any, asked: str) -> None:
    (ans,) = chat(bot, asked)
    assert ans.headline.startswith("**Sim**"), ans.headline
    assert urns_of(ans)[:2] == [NEW13, NEW11]
    assert "04/06/2025" in ans.headline
    for neighbour in NO_VERDICT:  # (an edital's law, or "quando": no yes/no verdict put before it)
        (other,) = chat(bot, neighbour)
        assert not other.headline.startswith(("**Sim**", "**Só para")), (neighbour, other.headline)


NO_VERDICT = ("a lei antiga ainda vale pro meu edital de 2022?", "quando a 12.990 foi revogada?")


@pytest.mark.parametrize("asked", ["a 12990 ainda existe?", "a lei de 2014 continua em vigor?"])
def test_standing_asked_says_only_old_editais(bot: Any, asked: str) -> None:
    (ans,) = chat(bot, asked)
    assert ans.headline.startswith("**Só para os certames com edital publicado antes de 04/06/2025**"), ans.headline
    assert urns_of(ans)[:2] == [NEW13, NEW11]


# --------------------------------------------------------------------------- 2. the old law's term in a thread


@pytest.mark.parametrize("follow", ["mas ela não tinha prazo de dez anos?", "não valia só por 10 anos?"])
def test_term_in_old_law_thread_is_its_art6(bot: Any, follow: str) -> None:
    _, ans = chat(bot, "a lei de 2014 foi extinta?", follow)
    assert "ADI 7654" in ans.headline, ans.headline
    urns = urns_of(ans)
    assert urns[0] == OLD6 and any(u.startswith(NEW13[:-4]) for u in urns) and NEW12 not in urns
    # neighbours: the term asked alone, or of the new law, stays the new law's review (art. 12)
    (alone,) = chat(bot, "mas ela não tinha prazo de dez anos?")
    assert "ADI 7654" not in alone.headline
    _, new = chat(bot, "a lei de 2014 foi extinta?", "e a 15.142 tem prazo de 10 anos?")
    assert new.headline.startswith("**Não**") and urns_of(new)[0] == NEW12


# --------------------------------------------------------------------------- 3. reach with the verb first; another body


@pytest.mark.parametrize("asked", ["concurso do estado da bahia, vale essa lei?", "cota em concurso municipal de recife vale"
                                   " essa lei?", "pra concurso estadual se aplica a lei?"])
def test_subnational_reach_inverted_is_federal_only_no(bot: Any, asked: str) -> None:
    (ans,) = chat(bot, asked)
    assert ans.route == "retrieval" and ans.headline.startswith("**Não**"), ans.headline
    assert "!art1_inc" in urns_of(ans)[0]
    (federal,) = chat(bot, "pra fundação federal se aplica essa lei?")  # (a federal body: art. 1º, no "Não")
    assert federal.route == "retrieval" and not federal.headline.startswith("**Não**"), federal.headline


@pytest.mark.parametrize("other", ["outro órgão", "e de outra entidade?", "e pra outro órgão?"])
def test_another_body_alone_asks_its_vagas(bot: Any, other: str) -> None:
    *_, ans = chat(bot, "uma fundação com 4 vagas, quantas são de cota?", other)
    assert ans.route == "clarify", ans.headline
    *_, counted = chat(bot, "uma fundação com 4 vagas, quantas são de cota?", other, "são 9 vagas")
    assert counted.route == "calculator" and counted.calculation["vacancies"] == 9
    # (another body told with its own figures is computed at once)
    _, told = chat(bot, "uma fundação com 4 vagas, quantas são de cota?", "outro órgão com 13 vagas")
    assert told.route == "calculator" and told.calculation["vacancies"] == 13


# --------------------------------------------------------------------------- 4. university admission


@pytest.mark.parametrize("asked", ["meu filho entrou pela cota na ufpe, é essa lei?",
                                   "sou caloura de direito na unb pela cota racial, qual lei garante?",
                                   "minha sobrinha foi aprovada na cota da universidade federal, vale a 15.142?"])
def test_admission_quota_points_to_12711(bot: Any, asked: str) -> None:
    (ans,) = chat(bot, asked)
    assert ans.route == "out_of_scope" and "12.711/2012" in ans.headline, ans.headline
    assert not ans.citations
    for hiring in UNIVERSITY_HIRING:  # (a university's own concurso stays these laws', art. 1º)
        (own,) = chat(bot, hiring)
        assert own.route != "out_of_scope" and "12.711" not in own.headline, (hiring, own.headline)


UNIVERSITY_HIRING = ("concurso de professor da ufpe tem cota?", "a unb tem que reservar vagas pra técnico administrativo?")


# --------------------------------------------------------------------------- 5. the law supposed, said as a hypothesis


def test_regime_step_states_the_hypothesis() -> None:
    today = date(2026, 12, 7)
    new = regime(RegimeInput(edital_date=today, today=today, law_supposed=True)).explanation[0]
    old = regime(RegimeInput(edital_date=date(2025, 6, 3), today=today, law_supposed=True)).explanation[0]
    assert new.startswith("Hipótese: edital publicado a partir de 04/06/2025") and "07/12/2026" not in new
    assert old.startswith("Hipótese: edital publicado antes de 04/06/2025") and "03/06/2025" not in old.split(":")[0]
    dated = regime(RegimeInput(edital_date=date(2025, 3, 12), today=today)).explanation[0]
    assert dated.startswith("Edital publicado em 12/03/2025")
    res = calculator.reserve(calculator.ReserveInput(vacancies=10, edital_date=today, today=today, law_supposed=True))
    assert res.explanation[0].startswith("Hipótese:")


@pytest.mark.parametrize("thread, said", [
    (("edital de 2022 com 12 vagas, quantas são de cota?", "e se fosse pela lei nova?"), "a partir de 04/06/2025"),
    (("concurso com 12 vagas, quantas são de cota?", "e se fosse pela 12.990?"), "antes de 04/06/2025"),
    (("pela lei antiga, concurso de 12 vagas, quantas reservadas?",), "antes de 04/06/2025"),
])
def test_supposed_law_step_is_a_hypothesis(bot: Any, thread: tuple[str, ...], said: str) -> None:
    *_, ans = chat(bot, *thread)
    assert ans.route == "calculator", ans.headline
    assert any(s.startswith(f"Hipótese: edital publicado {said}") for s in ans.steps), ans.steps
    (dated,) = chat(bot, "edital de 15/02/2025, 12 vagas, quantas são de cota?")  # (a dated edital keeps its date)
    assert any(s.startswith("Edital publicado em 15/02/2025") for s in dated.steps)
    assert not any(s.startswith("Hipótese") for s in dated.steps)
