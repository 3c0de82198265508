"""Round 19 (issue 10): law questions that carry a number, a dispositivo or a person of their own.

A dispositivo cited with a question on what it says is that text, its vagas the premise; whether a selection of one
vaga has the reserve, or a generic cotista enrols there, is art. 5º; a law's threshold or term asked with its rates
as premise is that law's text; a candidate's path through the reserve (proof of the group, choosing the post, being
called ahead, keeping the reserve with an open mark, moving up, changing the option, both reserves at once, the law
that keeps ruling) is the law's text in the first person too; a group's rate is the regulation's split. The other way:
an exam's date stays out of scope in a thread, a count beside the rule's threshold is one's vagas, whether the quota
existed at an edital's date is its regime, and a table announced as attached is asked for.
"""
from __future__ import annotations

import pytest

from assistant import Assistant

from .assistant_support import carried_keys_of, chat


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


def labels(ans) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.label for c in ans.citations]


def test_cited_paragraph_with_vagas_is_its_text(bot: Assistant) -> None:
    """"pelo § 3º do art. 5º, com 1 vaga, pode inscrever?" asks what the paragraph says; the 1 vaga is its premise."""
    ans = bot.ask("o cargo de arquivista tem 1 vaga: conforme o art. 5º, § 3º, ainda pode haver inscrição pela reserva?")
    assert ans.route == "retrieval"
    assert labels(ans)[0] == "Lei nº 15.142/2025, art. 5º, § 3º"


def test_cited_caput_with_two_vagas_is_its_text(bot: Assistant) -> None:
    """A yes/no on whether the cited caput applies to 2 vagas is art. 5º, not the reserve of 2 computed again."""
    ans = bot.ask("Analista com 2 vagas, nos termos do art. 5º a reserva incide mesmo?")
    assert ans.route == "retrieval"
    assert labels(ans)[0].startswith("Lei nº 15.142/2025, art. 5º")


def test_cited_article_with_a_count_stays_a_calculation(bot: Assistant) -> None:
    """A count asked beside the dispositivo ("quantas ficam?") is still the calculation."""
    ans = bot.ask("pelo art. 1º, com 20 vagas, quantas ficam reservadas?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 6


def test_cited_paragraph_in_a_thread_is_its_text(bot: Assistant) -> None:
    """After a reserve for vagas arising in the validity, "o § 4º assegura o quê?" is that paragraph."""
    _, ans = chat(bot, "edital só com cadastro de reserva; se aparecerem 4 vagas na validade, quantas são da cota?",
                  "e o art. 5º, § 4º assegura o que pro cotista aí?")
    assert ans.route == "retrieval"
    assert labels(ans)[0] == "Lei nº 15.142/2025, art. 5º, § 4º"


def test_generic_black_candidate_one_vaga_is_article_5(bot: Assistant) -> None:
    """"o pardo pode se inscrever como cotista num concurso de 1 vaga?" names no one's own case: art. 5º, § 3º."""
    ans = bot.ask("se a seleção só tem uma vaga o pardo consegue se inscrever como cotista?")
    assert ans.route == "retrieval"
    assert labels(ans)[0] == "Lei nº 15.142/2025, art. 5º, § 3º"


def test_one_vaga_cargo_without_quota_in_a_table_thread(bot: Assistant) -> None:
    """After a table, whether its 1-vaga cargo has no quota at all: Round 26 (p26a) answers it as that cargo's count
    (0, with art. 5º's threshold and its § 3º said), where round 19 quoted art. 5º alone; the rule is still cited."""
    _, ans = chat(bot, "quadro: enfermeiro 8 vagas, farmaceutico 4 e nutricionista 1, quanto de cota em cada?",
                  "o nutricionista de uma vaga então fica sem cota nenhuma?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 0
    assert any(lb.startswith("Lei nº 15.142/2025, art. 5º") for lb in labels(ans))


def test_one_vaga_count_stays_a_calculation(bot: Assistant) -> None:
    """"1 vaga, quantas são de cota?" is still the count (0, with § 3º in its steps)."""
    ans = bot.ask("concurso com 1 vaga, quantas são de cota?")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 0


def test_old_law_threshold_with_its_rate_as_premise(bot: Assistant) -> None:
    """"a de 2014 era 20% e valia a partir de quantas vagas pra cima?" asks the old law's minimum (art. 1º, § 1º)."""
    ans = bot.ask("a lei de 2014 reservava 20 por cento mas valia de quantas vagas pra cima?")
    assert ans.route == "retrieval"
    assert labels(ans)[0] == "Lei nº 12.990/2014, art. 1º, § 1º"


def test_old_law_term_with_its_figures_as_premise(bot: Assistant) -> None:
    """How long the old law was to last, told with its 20% and 3 vagas: Lei 12.990, art. 6º (10 years)."""
    ans = bot.ask("A 12.990 previa 20% a partir de 3 vagas; durante quanto tempo ela deveria ficar em vigor?")
    assert ans.route == "retrieval"
    assert labels(ans)[0].startswith("Lei nº 12.990/2014, art. 6º")


def test_reach_with_the_rate_named(bot: Assistant) -> None:
    """"a cota de 30% vale pra fundação pública?" is the law's reach (art. 1º), the rate naming the reserve."""
    ans = bot.ask("a cota de 30% também vale pras fundações públicas e empresas públicas?")
    assert ans.route == "retrieval"
    assert labels(ans)[0].startswith("Lei nº 15.142/2025, art. 1º")


@pytest.mark.parametrize("question, article", [
    ("se eu for aprovado pela reserva posso escolher a lotação antes do pessoal da ampla?", "art. 9º"),
    ("eu passei na cota mas tão chamando a ampla primeiro, tenho direito de ser nomeado antes?", "art. 9º"),
    ("se eu tiver nota pra ampla eles me tiram da reserva?", "art. 7º"),
    ("se o segundo colocado da cota desistir, eu que estou atrás subo?", "art. 7º, § 3º"),
    ("quem foi nomeado pela lei velha continua regido por ela depois que saiu a nova?", "art. 11"),
])
def test_candidate_path_rules_are_law_text(bot: Assistant, question: str, article: str) -> None:
    """A rule of the candidate's path, asked in the first person, is the law's text (the cited article first)."""
    ans = bot.ask(question)
    assert ans.route == "retrieval"
    assert article in labels(ans)[0]


def test_proof_of_group_in_a_thread_is_law_text(bot: Assistant) -> None:
    """After an indígena's eligibility, "precisa de declaração da aldeia?" is art. 3º, § 4º, not out of scope."""
    _, _, ans = chat(bot, "minha cunhada é indígena, pode usar a cota no concurso do ibge?",
                     "e ela é de qual lista?", "ela vai precisar de declaração da aldeia ou algo do tipo?")
    assert ans.route == "retrieval"
    assert "Lei nº 15.142/2025, art. 3º, § 4º" in labels(ans)[:2]


def test_option_change_after_enrolment_is_not_refused(bot: Assistant) -> None:
    """Changing the quota option after enrolment, in a position thread, is answered from the law, never refused."""
    _, ans = chat(bot, "sou cotista, fiquei em 4 na lista da cota e 40 na geral, com 20 vagas passo?",
                  "consigo trocar de opção depois que encerrarem as inscrições?")
    assert ans.route == "retrieval"


def test_both_reserves_at_once_in_a_thread(bot: Assistant) -> None:
    """After a count with PcD, whether a black PcD competes in both lists at once is law text (both norms)."""
    _, ans = chat(bot, "são 50 vagas e 5% pcd, quanto vai pra cota e pra pcd?",
                  "e quem é pcd e pardo concorre nas duas listas ao mesmo tempo?")
    assert ans.route == "retrieval"


def test_group_rate_is_the_regulation_split(bot: Assistant) -> None:
    """"quantos % são dos indígenas?" after a count asks the split (art. 1º, § 1º), not a count of vagas."""
    _, ans = chat(bot, "edital de 2026 com 60 vagas, quantas pra cota?", "e quantos por cento vão pros indígenas?")
    assert ans.route == "retrieval"
    assert "Lei nº 15.142/2025, art. 1º, § 1º" in labels(ans)


def test_rate_objection_after_old_law_count(bot: Assistant) -> None:
    """"mas hoje não é 30%?" after an old-law count asks why (art. 11); a later count under the new law is computed."""
    _, ans, then = chat(bot, "edital de 2022 com 20 vagas, quantas eram de cota?", "ue mas hoje nao e 30%?",
                        "e pela lei nova fica quanto?")
    assert ans.route == "retrieval" and labels(ans)[0].startswith("Lei nº 15.142/2025, art. 11")
    assert then.route == "calculator" and then.calculation["reserved"] == 6
    assert "vacancies" in carried_keys_of(then)


def test_exam_date_in_a_thread_is_out_of_scope(bot: Assistant) -> None:
    """After a count, "o resultado sai quando?" is the concurso's calendar, not a law text."""
    _, ans = chat(bot, "concurso com 15 vagas, quantas reservadas?", "e o resultado vai sair quando?")
    assert ans.route == "out_of_scope"


def test_own_count_beside_the_rule_threshold(bot: Assistant) -> None:
    """"abaixo de 3 vagas não tem cota? o meu edital tem 2" is the reserve of 2 (1 under the new law)."""
    ans = bot.ask("abaixo de 3 vagas nao tem cota ne? o meu edital tem 2")
    assert ans.route == "calculator" and ans.calculation["reserved"] == 1


def test_whether_quota_existed_at_a_date_is_the_regime(bot: Assistant) -> None:
    """A dated edital and "já existia cota?" is that date's regime (none before June 2014)."""
    ans = bot.ask("minha tia entrou num concurso com edital de janeiro de 2013, ja existia cota naquela epoca?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] is None


def test_attached_table_is_asked_for(bot: Assistant) -> None:
    """A table announced as attached, with no count in the text, is asked for cargo by cargo."""
    ans = bot.ask("Encaminho a tabela de vagas por cargo em anexo para cálculo da cota.")
    assert ans.route == "clarify" and ans.answer.startswith("Não consigo abrir anexos")


def test_cited_paragraph_on_counting_after_a_position(bot: Assistant) -> None:
    """After a position with optants in the ampla, "são contados na reserva? art. 7º, § 2º" is that paragraph."""
    _, ans = chat(bot, "sou a 4ª da lista de cotas, 3 optantes passaram na ampla, concurso de 20 vagas, fui nomeada?",
                  "esses 3 da ampla contam na reserva? art. 7º, § 2º")
    assert ans.route == "retrieval"
    assert labels(ans)[0] == "Lei nº 15.142/2025, art. 7º, § 2º"
