"""Round 8 (issue 10): readings and routes found short on earlier held-out sets, tested on the team's own wording.

Numbers and dates: an edital's number ("Edital nº 3/2024") is no date, an abbreviated month is ("set/2024"), a
place named before its number in the ampla ("minha posição na geral é 31") is the general rank, pronouns name no
cargo, unnamed cargos ("um de 20 vagas e outro de 4") are a table. Routes: what a person must prove, a rule
"previsto em lei", how a norm "manda" and whether a body may skip the reserve are law text; CLT hiring by a public
body is these laws' reach; "eu entro na reserva?" asks the group; PcD questions with nothing racial are answered
from Decreto nº 9.508/2018 and are in scope when a person with a disability asks about a selection.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction import extract
from assistant.reach import other_quota
from assistant.router import plan
from vocabulary import PCD_DECREE, fold

TODAY = date(2026, 12, 3)


@pytest.fixture(scope="module")
def assistant() -> Assistant:
    return Assistant()


def test_an_editals_number_is_not_its_date() -> None:
    ex = extract("Edital nº 3/2024, publicado em 10/07/2025: qual lei rege?", TODAY)
    assert ex.date == date(2025, 7, 10) and ex.period is None


def test_a_month_and_year_after_edital_de_is_still_a_month() -> None:
    # Round 24 (team decision): "edital 09/2024" names the edital; "edital de 09/2024" dates it.
    ex = extract("edital de 09/2024 com 10 vagas", TODAY)
    assert ex.period is not None and (ex.period.start, ex.period.end) == (date(2024, 9, 1), date(2024, 9, 30))


@pytest.mark.parametrize("text, month", [("edital de set/2024, 20 vagas", 9), ("publicado em jan./25", 1)])
def test_abbreviated_month_and_year(text: str, month: int) -> None:
    ex = extract(text, TODAY)
    assert ex.period is not None and ex.period.start.month == month


def test_place_named_before_its_number_in_the_ampla() -> None:
    p = plan("minha colocação na geral é 31, são 12 vagas e não sou cotista, entro?", today=TODAY)
    assert (p.route, p.intent, p.params.get("general_rank"), p.params.get("vacancies")) == ("calculator", "position", 31, 12)


def test_a_pronoun_is_not_a_cargo() -> None:
    p = plan("são 40 vagas de assistente; dessas 40, quantas ficam pra quem é pardo?", today=TODAY)
    assert (p.route, p.intent, p.params.get("vacancies"), p.params.get("cargos")) == ("calculator", "reserve", 40, None)


def test_unnamed_cargos_with_de_are_a_table() -> None:
    p = plan("o edital tem dois cargos, um de 20 vagas e outro de 4, quanto fica reservado em cada?", today=TODAY)
    assert p.intent == "edital" and [v for _, v in p.params["cargos"]] == [20, 4]


def test_hr_asks_the_applicable_regime() -> None:
    p = plan("Sr. analista, o edital saiu em 20 de agosto de 2025; qual o regime de cotas aplicável?", today=TODAY)
    assert (p.route, p.intent) == ("calculator", "regime")


@pytest.mark.parametrize("text, other", [
    ("a Caixa contrata pela CLT, precisa ter cota racial?", False),
    ("empresa pública celetista (CLT) entra na lei de cotas?", False),
    ("numa vaga CLT de empresa particular tem cota racial?", True),
])
def test_clt_is_another_quota_only_without_a_public_body(text: str, other: bool) -> None:
    assert other_quota(fold(text)) is other


@pytest.mark.parametrize("q", [
    "sou parda, tenho que comprovar alguma coisa para concorrer pela cota?",
    "Existe algum critério previsto em lei para intercalar cotistas e ampla na nomeação?",
    "Como o decreto 9.508 define onde entram os PcD na ordem de nomeação?",
    "Uma universidade federal pode deixar de prever cota racial no concurso de professor?",
])
def test_rule_questions_are_law_text(q: str) -> None:
    assert plan(q, today=TODAY).route == "retrieval"


def test_entering_the_reserve_without_a_group_asks_it() -> None:
    p = plan("eu entro na reserva do concurso do Incra?", today=TODAY)
    assert (p.route, p.clarify) == ("clarify", "groups")


def test_an_edital_operation_without_a_table_asks_for_it(assistant: Assistant) -> None:
    from assistant.models import Turn

    first = assistant.ask("analista 9, técnico 3: quanto reservar por cargo?")
    follow = assistant.ask("e num outro edital, de 30 vagas, quanto dá por cargo?",
                           [Turn(role="user", content="x"), Turn(role="assistant", content=first.answer, answer=first)])
    assert follow.route == "clarify" and "cargo" in follow.headline


@pytest.mark.parametrize("q, prefix", [
    ("sou cadeirante, posso pedir mais tempo para fazer a prova do concurso?", "art4_par2"),
    ("tenho baixa visão, o edital tem que prever prova adaptada pra mim?", "art"),
])
def test_pcd_exam_questions_are_answered_from_the_decree(assistant: Assistant, q: str, prefix: str) -> None:
    a = assistant.ask(q)
    assert a.route == "retrieval", a.headline
    assert a.citations and all(PCD_DECREE.split("-")[1] in c.urn for c in a.citations)
    assert a.citations[0].urn.split("!")[1].startswith(prefix)


def test_the_racial_reserve_named_with_a_law_reading_is_not_refused(assistant: Assistant) -> None:
    a = assistant.ask("Um órgão federal pode lançar edital sem nenhuma reserva racial?")
    assert a.route == "retrieval" and a.citations


@pytest.mark.parametrize("text, counts", [
    ("um edital com 9 vagas de um cargo só, quantas reservadas?", [9]),
    ("são 20 vagas, ou 22, ainda não fechamos", [20, 22]),
    ("Vagas do edital: 16 para agente", [16]),
])
def test_vagas_counts_read_in_more_forms(text: str, counts: list[int]) -> None:
    assert extract(text, TODAY).vacancy_counts == counts


def test_future_hiring_verb_counts_the_vagas() -> None:
    ex = extract("Nomearemos 11 aprovados, 1 vaga é de PcD: quais nomeações ficam com a cota?", TODAY)
    assert (ex.vacancies, ex.pcd) == (11, 1)


def test_pcd_vagas_with_pra_are_not_the_total() -> None:
    ex = extract("e se tiver também 3 vagas pra pcd?", TODAY)
    assert (ex.vacancies, ex.pcd) == (None, 3)


def test_the_concurso_one_is_taking_is_ones_own() -> None:
    p = plan("vai ter cota racial no concurso que eu tô fazendo?", today=TODAY)
    assert (p.route, p.clarify) == ("clarify", "vacancies")


def test_who_checks_mid_thread_is_law_text(assistant: Assistant) -> None:
    from tests.assistant_support import chat

    answers = chat(assistant, "PSS com 15 vagas, quantas pra cota?", "e quem checa a autodeclaração nesse PSS?")
    assert [a.route for a in answers] == ["calculator", "retrieval"]


def test_a_history_of_text_only_still_carries_the_earlier_question(assistant: Assistant) -> None:
    """A portal that stores only the turns' text (no `answer`): the follow-up continues the earlier question."""
    history = [{"role": "user", "content": "num concurso de 14 vagas, quantas ficam pra cota?"},
               {"role": "assistant", "content": "Das 14 vagas, 4 são reservadas."}]
    a = assistant.ask("e se fossem 30?", history)
    assert a.route == "calculator" and a.calculation["vacancies"] == 30 and a.calculation["reserved"] == 9


def test_a_text_only_history_is_ignored_when_answers_are_there(assistant: Assistant) -> None:
    first = assistant.ask("qual a ordem de nomeação com 10 vagas?")
    history = [{"role": "user", "content": "num concurso de 14 vagas, quantas ficam pra cota?"},
               {"role": "assistant", "content": first.answer, "answer": first.model_dump()}]
    a = assistant.ask("e se fossem 20?", history)
    assert a.calculation["operation"] == "order"  # the answer's own context, not the re-planned text


@pytest.mark.parametrize("q", ["Se eu passar na ampla, ocupo uma vaga de cota?", "Aprovado pela ampla, conto como uma vaga da reserva?"])
def test_uma_vaga_after_a_verb_of_taking_is_an_article(q: str) -> None:
    p = plan(q, today=TODAY)
    assert p.route == "retrieval" and "vacancies" not in p.params


def test_a_regime_question_with_vagas_gives_the_count(assistant: Assistant) -> None:
    a = assistant.ask("Edital publicado em fevereiro de 2025 com 15 vagas: é 20% ou 30%?")
    assert a.route == "calculator" and (a.calculation["operation"], a.calculation["reserved"]) == ("reserve", 3)
