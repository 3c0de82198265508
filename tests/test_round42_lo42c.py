"""Round 42 (lo42c): claims checked, not taken as the edital's counts.

- a PcD count someone said ("meu amigo disse que são 5 pra PcD", "o atendente informou que ...") after 40 vagas is a
  claim checked against the decree's minimum (at least 2, Decreto 9.508, art. 1º, § 3º), never the edital's PcD count;
- the other law's reserve supposed of an undated edital ("pela lei antiga seriam só 8") also says which law the thread's
  edital follows (the new one: 12), computed;
- the vagas given after a reserve claimed alone ("a reserva é 12, certo?" -> "40 vagas") answer the claim.
Neighbours: the edital's own PcD count ("o edital prevê 5 pra PcD"), a dated thread, the vagas asked without a claim.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
FORTY = "40 vagas, quantas pra cota?"


def test_a_pcd_count_someone_said_is_a_claim_checked_against_the_minimum() -> None:
    _, said = chat(rules_bot(TODAY), FORTY, "meu amigo disse que são 5 pra PcD")
    assert (said.route, said.calculation["operation"]) == ("calculator", "reserve")
    assert said.headline.startswith("**Está certo** (o mínimo é 2 vagas PcD")
    assert "o edital pode prever mais" in said.headline
    assert (said.calculation["reserved"], said.calculation["pcd"]) == (12, 2)  # the minimum, not the 5 said
    assert "número informado" not in said.headline


def test_a_pcd_count_relayed_below_the_minimum_is_not_right() -> None:
    _, said = chat(rules_bot(TODAY), FORTY, "o atendente informou que é só 1 vaga pra pcd, procede?")
    assert said.headline.startswith("**Não está certo** (o mínimo é 2 vagas PcD")


def test_neighbour_the_editais_own_pcd_count_is_kept() -> None:
    for told in ("o edital prevê 5 pra PcD", "o edital diz que são 5 pra PcD"):
        _, own = chat(rules_bot(TODAY), FORTY, told)
        assert own.calculation["pcd"] == 5, told
        assert "número informado" in own.headline and "Está certo" not in own.headline


def test_the_other_law_of_an_undated_edital_says_which_law_the_thread_follows() -> None:
    _, old = chat(rules_bot(TODAY), FORTY, "pela lei antiga seriam só 8")
    assert (old.calculation["vacancies"], old.calculation["reserved"]) == (40, 8)
    assert "O edital desta conversa, sem data informada, segue a Lei nº 15.142/2025: das 40 vagas, **12**" \
        in old.headline
    assert "antes de 04/06/2025" in old.headline


def test_neighbour_a_dated_old_law_thread_adds_no_sentence() -> None:
    _, old = chat(rules_bot(TODAY), "40 vagas, edital de 2020, quantas pra cota?", "pela lei antiga seriam só 8")
    assert old.calculation["reserved"] == 8
    assert "sem data informada" not in old.headline
    # Round 42 (lo42e): a thread dated before 04/06/2025 is told that the old law's figure is its edital's own
    assert "segue essa mesma Lei nº 12.990/2014" in old.headline


def test_the_vagas_given_after_a_claim_answer_it() -> None:
    bot = rules_bot(TODAY)
    ask, right = chat(bot, "a reserva é 12, certo?", "40 vagas")
    assert ask.route == "clarify" and "Considerei **12**" in ask.headline
    assert right.route == "calculator" and right.calculation["reserved"] == 12
    assert right.headline.startswith("**Está certo**: das 40 vagas, **12 são reservadas**")
    _, wrong = chat(rules_bot(TODAY), "a reserva é 12, certo?", "30 vagas")
    assert wrong.headline.startswith("**Não está certo**: das 30 vagas, **9 são reservadas**")


def test_neighbour_the_vagas_asked_without_a_claim_give_the_plain_count() -> None:
    _, plain = chat(rules_bot(TODAY), "quantas vagas são reservadas?", "40 vagas")
    assert plain.headline.startswith("Das 40 vagas, **12 são reservadas**")


def test_neighbour_a_pcd_count_relayed_with_its_effect_asked_is_the_editais() -> None:
    _, told = chat(rules_bot(TODAY), "edital com 14 vagas, quantas de cota?",
                   "a coordenação falou que 3 dessas 14 são pra pcd, isso muda a conta racial?")
    assert told.calculation["pcd"] == 3 and "Está certo" not in told.headline
