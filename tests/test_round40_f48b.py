"""Round 40 (f48b): enrolment by the reserve in a register-only selection told with its 0 vagas ("formação de CR,
zero vagas imediatas") is art. 5º, § 3º's text; a count asked of it stays the reserve of 0 vagas."""
import pytest

from assistant.core import get_assistant
from assistant.routing_eval import _intent_of


@pytest.fixture(scope="module")
def assistant():
    return get_assistant()


@pytest.mark.parametrize("question", [
    "seleção pra formação de CR, zero vagas imediatas, no IBGE: pessoa parda pode concorrer pela cota?",
    "prova de formação de CR com 0 vagas imediatas na universidade federal: indígena consegue se inscrever pela reserva?",
])
def test_register_with_zero_vagas_enrolment_is_law(assistant, question):
    ans = assistant.ask(question, [])
    assert ans.route == "retrieval" and _intent_of(ans) == "law"
    assert "art. 5º, § 3º" in ans.headline and "cadastro de reserva" in ans.headline


@pytest.mark.parametrize("question", [
    "só cadastro de reserva, quantas ficam pra cota?",
    "concurso do ibama com 0 vagas, só cadastro de reserva: quantas ficam pra cota?",
])
def test_register_count_stays_reserve(assistant, question):
    ans = assistant.ask(question, [])
    assert ans.route == "calculator" and _intent_of(ans) == "reserve"
    assert "nenhuma vaga é reservada" in ans.headline


def test_register_order_stays_clarify(assistant):
    ans = assistant.ask("concurso com 0 vagas, só cadastro de reserva: qual a ordem?", [])
    assert ans.route == "clarify" and _intent_of(ans) == "order"


def test_candidate_named_in_register_stays_eligibility(assistant):
    ans = assistant.ask("O concurso da Funai (autarquia) é só para cadastro de reserva. Candidata preta pode se "
                        "inscrever pela reserva racial?", [])
    assert ans.route == "calculator" and _intent_of(ans) == "eligibility"
    assert ans.headline.startswith("**Sim**")


def test_the_editals_reserve_without_vagas_asks_them(assistant):
    # Round 40 (f48b): "the" edital's reserve with no vagas is its count, the vagas asked; then computed.
    ans = assistant.ask("qual a reserva de vagas no edital?", [])
    assert ans.route == "clarify" and _intent_of(ans) == "reserve"
    assert "Quantas vagas" in ans.headline


@pytest.mark.parametrize("question", [
    "o que a lei diz sobre a reserva de vagas no edital?",
    "qual a reserva prevista no edital pela lei?",
])
def test_law_of_the_editals_reserve_stays_law(assistant, question):
    ans = assistant.ask(question, [])
    assert ans.route == "retrieval" and _intent_of(ans) == "law"
