"""Round 17 (issue 10), calculations followed up in threads: the candidate's option for the reserve (and the optants
counted) shown as carried when it is; an eligibility resumed after a law answer for another body; "mostra como fica
pra N vagas" after a law answer on the order; numbers that point back ("nessas 24"); a cargo added to a table; the
vagas that arose during the validity asked of themselves, and a total named before its sum; an eligibility cue with
the reserve as object ("pode ir pela cota?") and both the right and the count asked. Sentences are the team's own.
Expected figures come from the calculator."""
from __future__ import annotations

from datetime import date

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.extraction.numbers import extract_vacancies

from .assistant_support import chat, reserved_for
from .test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 4)


@pytest.fixture(scope="module")
def bot():
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


def _chips(ans) -> dict[str, bool]:
    """Assumption text -> whether it came from an earlier turn."""
    return {a.text: a.from_context for a in ans.assumptions}


def _positions(vagas: int) -> list[int]:
    return calculator.order(calculator.OrderInput(vacancies=vagas, today=TODAY)).quota_positions


# --- the option for the reserve, carried --------------------------------------------------------------------------

def test_option_for_the_reserve_is_shown_as_carried_with_a_new_place(bot):
    """"e se eu tivesse terminado em 21º na geral?" after "sou cotista": the new place is the message's own, the option
    comes from the earlier turn and the page says so."""
    _, last = chat(bot, "sou cotista, fiquei em 15º na geral, edital com 24 vagas, to dentro?",
                   "e se eu tivesse terminado em 21º na geral?")
    assert last.calculation["operation"] == "position"
    chips = _chips(last)
    assert chips["inscrito pela reserva racial (cotista)"] is True
    assert chips["21º na lista geral"] is False


def test_optants_ahead_are_shown_as_carried(bot):
    """The optants ahead told before stay, and are marked as coming from the earlier turn."""
    _, last = chat(bot, "sou optante, 12º na ampla, 2 cotistas na minha frente, 18 vagas. passo?", "e se fossem 22 vagas?")
    assert last.calculation["operation"] == "position"
    chips = _chips(last)
    assert chips["22 vagas"] is False and chips["2 cotistas à sua frente"] is True


# --- an eligibility resumed for another body ------------------------------------------------------------------------

def test_eligibility_resumed_after_a_law_answer_for_another_body(bot):
    """"e no concurso efetivo da Anvisa, que é autarquia?" after an eligibility and a law answer: the same person's
    eligibility there, the group carried."""
    *_, last = chat(bot, "sou quilombola, posso concorrer pela cota no processo seletivo temporario do ibama?",
                    "quem define quem é quilombola?", "e no concurso efetivo da anvisa, que é autarquia?")
    assert last.route == "calculator" and last.calculation["operation"] == "eligibility"
    assert last.calculation["eligible"] is True
    assert "groups" in {a.key for a in last.assumptions if a.from_context}


# --- the order after a law answer, numbers pointing back --------------------------------------------------------------

def test_show_me_with_a_count_after_the_order_rule_is_the_order(bot):
    """"me mostra como fica com 11 vagas" after the law's alternância: "como fica" is filler; the order of 11 vagas."""
    _, last = chat(bot, "o que a lei quer dizer com alternância na nomeação dos cotistas?", "me mostra como fica com 11 vagas")
    assert last.route == "calculator" and last.calculation["operation"] == "order"
    assert last.calculation["quota_positions"] == _positions(11)


def test_numbers_pointed_at_are_the_earlier_figures(bot):
    """"nessas 24" is the earlier vagas, "dessas 7" the earlier reserved count: neither is a new count of vagas."""
    _, order, again = chat(bot, "concurso do incra com 24 vagas, quantas de cota?",
                           "e em que ordem os cotistas são chamados nessas 24?", "e a ordem dessas 7?")
    assert order.route == "calculator" and order.calculation["operation"] == "order"
    assert order.calculation["quota_positions"] == _positions(24)
    assert "vacancies" in {a.key for a in order.assumptions if a.from_context}
    assert again.calculation["quota_positions"] == _positions(24)


# --- a cargo added to a table ---------------------------------------------------------------------------------------

def test_a_forgotten_cargo_is_added_to_the_table(bot):
    """"ah, faltou um: tem também agente com 8" after a table: the table with that cargo, the others kept."""
    _, last = chat(bot, "no nosso edital tem escrivão com 14 vagas e papiloscopista com 6, quanto fica de cota em cada?",
                   "ah, faltou um: tem tambem agente com 8")
    assert last.route == "calculator" and last.calculation["operation"] == "edital"
    got = {c["name"]: c["reserved"] for c in last.calculation["cargos"]}
    assert got == {"escrivão": reserved_for(14, None, TODAY), "papiloscopista": reserved_for(6, None, TODAY),
                   "agente": reserved_for(8, None, TODAY)}
    assert "cargos" not in {a.key for a in last.assumptions if a.from_context}  # Round 46 (f61a): an edited table is the person's own, never carried (blind labels)


# --- vagas that arose during the validity ---------------------------------------------------------------------------

def test_the_vagas_that_arose_asked_of_themselves():
    """"essas 5 novas" asks about the vagas added; without the pointer the count is the edital's new total."""
    assert extract_vacancies("o edital previa 12 vagas e depois abriram mais 5, essas 5 novas entram na cota?") == 5
    assert extract_vacancies("o edital previa 12 vagas e depois abriram mais 5, quantas de cota agora?") == 17
    assert extract_vacancies("e no total, somando as 17, quantas reservadas?") == 17


def test_verbs_and_pointers_are_no_cargo_names():
    """"tinha 9 vagas e surgiram mais 4, essas 4 ...": no table of cargos called "tinha" and "essas"."""
    assert extract("o concurso tinha 9 vagas e surgiram mais 4, essas 4 tem reserva?", TODAY).cargos == []


# --- eligibility cues -----------------------------------------------------------------------------------------------

def test_going_in_through_the_reserve_is_eligibility(bot):
    """"ela pode ir pela cota?" of a relative with a group, a body and vagas: eligibility, with the reserved count."""
    (ans,) = chat(bot, "minha irmã é preta e vai tentar o concurso do ibama com 12 vagas, ela pode ir pela cota?")
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"] is True
    assert ans.calculation["reserved"] == reserved_for(12, None, TODAY)


def test_right_and_count_asked_together_is_eligibility(bot):
    """The right to the reserve and the count asked together of a group and a body: the eligibility answer, which gives
    the count too."""
    (ans,) = chat(bot, "um candidato pardo pode se inscrever na reserva do concurso do inss com 40 vagas? e quantas "
                       "ficam reservadas?")
    assert ans.calculation["operation"] == "eligibility" and ans.calculation["eligible"] is True
    assert ans.calculation["reserved"] == reserved_for(40, None, TODAY)


def test_a_pointed_number_in_a_rule_question_stays_law_text(bot):
    """"esses 3 que passaram na ampla ocupam vaga da reserva?" after a position: the 3 point back, but no operation is
    asked; how the law counts them is its text, not the position again."""
    _, law = chat(bot, "sou cotista, 30º na geral, 3 cotistas à minha frente, 20 vagas, entro?",
                  "esses 3 que passaram na ampla ocupam vaga da reserva?")
    assert law.route == "retrieval"


def test_which_norm_applies_to_a_dated_selection_is_the_regime():
    """"que norma se aplica a um PSS publicado em 12/02/2026?": the law by that date (regime), not whether a PSS has
    a reserve (eligibility)."""
    from assistant.rules import _intent, _params

    ex = extract("que norma de cota racial se aplica a um pss com edital publicado em 12/02/2026?", TODAY)
    assert _intent(ex, _params(ex)) == ("regime", None)


def test_cargos_named_as_a_kind_then_each_is_the_table_question():
    """"tem cargos de nível fundamental e médio, quanto de cota em cada um?": the table's operation, its vagas asked."""
    from assistant.rules import _intent, _params

    ex = extract("nosso concurso tem cargos de nivel fundamental e medio, quanto de cota em cada um?", TODAY)
    assert _intent(ex, _params(ex)) == ("edital", "cargos")
