"""Round 16 (issue 10), conversations: a calculation kept at hand across a law answer is resumed by the follow-ups that
change its figures (a hesitation before "e se", a law supposed for the edital, a year with "muda?", a count that points
back, another case told with its figures, one's place in that concurso); law questions asked inside a calculation
thread stay law text (the PcD decree named, a third person's outcome in a PSS, vagas arising during the validity, a
reserve left without candidates, the career tie-break, the PcD rate, a group "nesses N"); a process replaced ("em vez
do PSS") and a body said to be "the same" are read as such. Sentences are the team's own."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.context import correction
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.extraction.entities import extract_entity, extract_process
from assistant.extraction.numbers import extract_vacancies
from assistant.law_cues import rule_question
from assistant.router import plan
from assistant.rules import _params

from .assistant_support import carried_keys_of as _carried
from .assistant_support import chat, reserved_for
from .test_assistant_conversations_context import LawRetriever

TODAY = date(2026, 12, 3)


@pytest.fixture(scope="module")
def bot():
    return Assistant(retriever=LawRetriever(), today=lambda: TODAY, classifier=False)


# --- a calculation resumed after a law answer ---------------------------------------------------------------------

def test_hesitation_before_e_se_resumes_the_count(bot):
    """"hum e se ... abrisse 25": a hesitation with no comma is no question of its own; the count is the new vagas."""
    *_, last = chat(bot, "num concurso da anvisa com 31 vagas, quantas são de cota?",
                    "quem faz a banca de heteroidentificação?", "hum e se a anvisa abrisse 25 no lugar?")
    assert last.route == "calculator" and last.calculation["operation"] == "reserve"
    assert last.calculation["reserved"] == reserved_for(25, None, TODAY)


def test_edital_supposed_under_the_new_law_resumes_with_the_vagas(bot):
    """"e se esse edital fosse pela lei nova?" after a law answer: the earlier vagas under the new law."""
    *_, last = chat(bot, "edital de março de 2024 com 23 vagas, quanto vai pra cota?",
                    "e o que acontece se sobrar vaga de cota sem aprovado?", "e se esse edital fosse pela lei nova?")
    assert last.route == "calculator" and last.calculation["regime"] == "lei-15142-2025"
    assert last.calculation["reserved"] == reserved_for(23, "2025-08-01", TODAY)
    assert _carried(last) == ["vacancies"]


def test_forgotten_pcd_vagas_are_added_to_the_same_count(bot):
    """"ah esqueci, tem 3 vagas pra PcD tambem": a figure the person forgot, added to the earlier count."""
    *_, last = chat(bot, "concurso com 40 vagas, edital de 2023, quantas reservadas pra negros?",
                    "ah esqueci, tem 3 vagas pra pcd tambem")
    assert last.route == "calculator" and last.calculation["operation"] == "reserve"
    assert last.calculation["pcd"] == 3 and last.calculation["regime"] == "lei-12990-2014"
    assert _carried(last) == ["edital_date", "vacancies"]


def test_forgot_to_ask_is_not_a_correction():
    """"esqueci de perguntar..." introduces a question of its own, never a fixed figure."""
    assert not correction(extract("esqueci de perguntar: a banca pode me eliminar?", TODAY))
    assert correction(extract("esqueci, o edital tem 2 vagas pcd", TODAY))


def test_same_table_in_another_year_with_muda_resumes_the_table(bot):
    """"pegando o mesmo quadro num edital de 2022, muda?": the earlier cargos under that year's law."""
    *_, last = chat(bot, "Edital: Agente 30 vagas, Escrivão 10 vagas. Reserva por cargo?",
                    "a reserva pode ser calculada sobre o total do edital?",
                    "pegando o mesmo quadro num edital publicado em 2022, muda?")
    assert last.route == "calculator" and last.calculation["operation"] == "edital"
    assert [c["reserved"] for c in last.calculation["cargos"]] == [reserved_for(30, "2022-06-01", TODAY),
                                                                     reserved_for(10, "2022-06-01", TODAY)]
    assert _carried(last) == ["cargos"]


def test_long_count_question_pointing_back_resumes(bot):
    """"e o total de vagas de cota nesse concurso fica em quanto?" after a position and a law answer: the reserve of
    that concurso's vagas, not a question for the vagas again."""
    *_, last = chat(bot, "to em 5º na lista de cotistas, o concurso tem 26 vagas, to dentro?",
                    "a lei garante que o cotista seja chamado antes da ampla?",
                    "e o total de vagas de cota nesse concurso fica em quanto?")
    assert last.route == "calculator" and last.calculation["operation"] == "reserve"
    assert last.calculation["reserved"] == reserved_for(26, None, TODAY) and _carried(last) == ["vacancies"]


def test_another_case_told_with_figures_repeats_the_operation_alone(bot):
    """"Outro exemplo: 12 vagas num edital de agosto de 2025." after a count: that count, nothing carried."""
    *_, last = chat(bot, "edital de abril de 2025 com 12 vagas, quantas reservadas?",
                    "Outro exemplo: 12 vagas num edital de agosto de 2025.")
    assert last.route == "calculator" and last.calculation["operation"] == "reserve"
    assert last.calculation["regime"] == "lei-15142-2025" and _carried(last) == []


def test_a_place_after_a_law_answer_is_in_that_concurso(bot):
    """"fiquei 40 na geral e 5 na lista de cotas" after an eligibility with vagas and a law answer: the position there."""
    *_, last = chat(bot, "sou parda, concurso do ibge com 36 vagas, posso concorrer na cota?",
                    "quem confere a autodeclaração?", "fiquei 40 na geral e 5 na lista de cotas")
    assert last.route == "calculator" and last.calculation["operation"] == "position"
    assert _carried(last) == ["vacancies"]


def test_eligibility_resumed_for_another_process_of_the_same_body(bot):
    """"e se fosse o PSS temporário da própria X?" after an eligibility and a law answer: that eligibility for the PSS,
    the body said to be the same carried."""
    *_, last = chat(bot, "sou indígena, o concurso do incra tem 9 vagas, posso usar a cota?",
                    "como eu comprovo que sou indígena?", "e se fosse o pss temporario do proprio incra?")
    assert last.route == "calculator" and last.calculation["operation"] == "eligibility"
    assert last.calculation["eligible"] is True
    assert _carried(last) == ["entity", "groups", "vacancies"]


def test_process_replaced_with_em_vez_do():
    """"em vez do PSS, o concurso efetivo": the PSS is what is replaced, not the process asked."""
    assert extract_process("e se em vez do pss fosse o concurso efetivo?") == "concurso"
    assert extract_process("e se fosse o concurso efetivo em vez do pss?") == "concurso"
    assert extract_entity("no lugar da autarquia, uma fundacao publica")[0] == "fundacao"


def test_process_switch_in_a_long_sentence_and_same_body_carried(bot):
    """A long follow-up that swaps the PSS for the concurso efetivo of "a mesma autarquia": process concurso, body carried."""
    first, last = chat(bot, "sou preto e vou tentar o PSS temporario de uma autarquia federal, tenho direito a cota?",
                       "e se em vez do PSS eu fizesse o concurso efetivo dessa mesma autarquia federal?")
    assert last.route == "calculator" and last.calculation["operation"] == "eligibility"
    assert last.context.get("process") == "concurso"
    assert "entity" in _carried(last)


def test_stated_total_after_an_addition_is_the_count():
    """"mais 8 vagas, ficando 38 no total": the total stated is the vagas, not the 8 added."""
    assert extract_vacancies("e se chamarem mais 8 vagas, ficando 38 no total?") == 38
    assert extract_vacancies("concurso de 20 vagas") == 20


# --- law text inside a calculation thread ---------------------------------------------------------------------------

def test_decree_named_as_subject_is_law_text():
    """"e o decreto 9.508 fala o que sobre..." after an order: the decree's text, not the order again."""
    p = plan("e o decreto 9.508 fala o que sobre a vez dos PcD na nomeação?", {"intent": "order", "vacancies": 25, "pcd": 2},
             TODAY)
    assert p.route == "retrieval" and p.params == {}


def test_third_person_outcome_in_a_pss_is_law_text(bot):
    """"e se a banca indeferir, o candidato sai do PSS?" after a count: what happens to that person, the law's text."""
    _, law = chat(bot, "PSS de uma fundação federal com 15 vagas, quantas reservadas?",
                  "e se a banca indeferir a autodeclaração, o candidato sai do PSS?")
    assert law.route == "retrieval"


def test_vagas_arising_during_validity_is_law_text(bot):
    """"se aparecerem vagas novas na validade, a cota vale pra elas?" after a count: art. 1º, § 2º, not the count."""
    _, law, again = chat(bot, "concurso com 21 vagas, quantas ficam reservadas?",
                         "e se aparecerem vagas novas na validade, a cota vale pra elas?", "e com 27?")
    assert law.route == "retrieval"
    assert again.route == "calculator" and again.calculation["reserved"] == reserved_for(27, None, TODAY)


def test_vagas_arising_with_their_count_stay_a_calculation():
    """A count of the new vagas ("se surgirem 6 vagas na validade, quantas vão pra cota?") is no rule question."""
    ex = extract("se surgirem 6 vagas na validade, quantas vão pra cota?", TODAY)
    assert not rule_question(ex, _params(ex))


def test_unfilled_reserve_pointing_at_the_reserved_count_is_law_text(bot):
    """"e se faltar cotista aprovado pras 4?": the 4 point at the reserved vagas; the reversion rule answers."""
    _, law = chat(bot, "concurso com 14 vagas, quantas de cota?", "e se faltar cotista aprovado pras 4?")
    assert law.route == "retrieval"


def test_career_tie_break_with_a_place_is_law_text():
    """"se eu for nomeado em 7º, isso conta pro desempate na carreira?": the place is a premise; art. 9º, § 2º answers,
    and the plan says so, so the classifier does not turn the place into a position."""
    p = plan("se eu for nomeado em 7º isso vale pro desempate na carreira?",
             {"intent": "position", "vacancies": 15, "reserve_rank": 2}, TODAY)
    assert p.route == "retrieval" and "law_rule" in p.notes


def test_pcd_rate_asked_in_a_thread_is_law_text_and_count_resumes():
    """"qual a porcentagem mínima pra PcD segundo o decreto?" after a dated count: the decree's rate; a date after that
    law answer resumes the count with its vagas and PcD vagas."""
    earlier = {"intent": "reserve", "vacancies": 28, "pcd": 2, "edital_date": "2025-10-10"}
    law = plan("qual a porcentagem minima pra pcd segundo o decreto?", earlier, TODAY)
    assert law.route == "retrieval"
    again = plan("e se o edital fosse de março de 2025?", {"route": "retrieval", "query": "x", "earlier": earlier}, TODAY)
    assert again.route == "calculator" and again.intent == "reserve"
    assert again.params["vacancies"] == 28 and again.params["pcd"] == 2 and {"vacancies", "pcd"} <= again.carried


def test_group_in_nesses_n_is_the_split_rule(bot):
    """"e quilombola entra nesses 9 ou tem cota própria?": the 9 point at the earlier reserve; the split is law text."""
    _, law = chat(bot, "30 vagas no concurso, quantas vão pra cota?", "e quilombola entra nesses 9 ou tem cota propria?")
    assert law.route == "retrieval"


def test_vagas_added_later_make_the_total_and_are_used():
    """"o edital tinha 12 e depois abriram mais 3": the reserve of the 15, and neither number is said to be unused."""
    from assistant.rules import unused_numbers

    ex = extract("o edital tinha 12 e depois abriram mais 3, quantas reservadas agora?", TODAY)
    assert ex.vacancies == 15 and unused_numbers(ex, _params(ex)) == []
    total = extract("concurso de 24 vagas, se vierem mais 6, ficando 30 no total, quantas de cota?", TODAY)
    assert total.vacancies == 30 and unused_numbers(total, _params(total)) == []


def test_review_of_this_law_is_in_the_domain(bot):
    """"vai ter revisão dessa lei?" after a count: the programme's review (art. 12), law text, not out of scope."""
    _, law = chat(bot, "concurso com 18 vagas, quantas de cota?", "vai ter revisao dessa lei algum dia?")
    assert law.route == "retrieval"


def test_this_distribution_checked_against_the_law_is_law_text(bot):
    """"essa distribuição entre os cargos está certa pela lei?" after an edital table: the rule on the base, law text."""
    _, law = chat(bot, "edital de 2024: analista 15, assistente 6. reserva?",
                  "essa distribuicao entre os cargos esta certa pela lei?")
    assert law.route == "retrieval"
