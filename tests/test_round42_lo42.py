"""Round 42 (lo42): leftovers of issue 10 seen on the real product.

- A claim about one's place heard from the banca ("o atendente da banca organizadora disse que com 12º eu estou
  nomeado"): a position missing the vagas (or checked with the thread's vagas), never refused for "banca organizadora".
- "minha mãe pode?" as the first message: her eligibility, her group asked (as after "pra pretos", lo41b).
- How long the board's appeal takes: no law sets it (out of scope); whether there is an appeal stays the law's.
"""
from __future__ import annotations

from datetime import date

from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)
BANCA_CLAIM = "O atendente da banca organizadora disse que com 12º eu estou nomeado com certeza. Ele está errado?"


def test_a_place_claimed_by_the_banca_is_a_position_missing_the_vagas() -> None:
    (claim,) = chat(rules_bot(TODAY), BANCA_CLAIM)
    assert (claim.route, claim.context.get("intent")) == ("clarify", "position")
    assert "vagas" in claim.headline


def test_a_place_claimed_by_the_banca_is_checked_with_the_threads_vagas() -> None:
    from assistant.core import get_assistant

    _, claim = chat(get_assistant(), "são 40 vagas, lei nova", BANCA_CLAIM)
    assert (claim.route, claim.calculation["operation"]) == ("calculator", "position")
    assert "28 vagas de ampla" in claim.headline


def test_neighbour_the_banca_organizadora_itself_is_still_off_topic() -> None:
    (phone,) = chat(rules_bot(TODAY), "qual o telefone da banca organizadora?")
    assert phone.route == "out_of_scope"


def test_a_relative_asked_first_is_her_eligibility_with_her_group_asked() -> None:
    for question, pronoun in (("minha mãe pode?", "ela"), ("meu irmão pode concorrer?", "ele")):
        (kin,) = chat(rules_bot(TODAY), question)
        assert (kin.route, kin.context.get("intent")) == ("clarify", "eligibility"), question
        assert f"como {pronoun} se autodeclara" in kin.headline


def test_neighbour_a_relative_asked_of_something_else_stays_out_of_scope() -> None:
    (other,) = chat(rules_bot(TODAY), "minha mãe pode se aposentar?")
    assert other.route == "out_of_scope"
    # a relative's other hurdle, the verb only closing a longer question: not the bare chance
    (age,) = chat(rules_bot(TODAY), "meu tio quer entrar na PM com 41, o edital barra por idade ou ele consegue?")
    assert age.route == "out_of_scope"


def test_how_long_the_boards_appeal_takes_is_out_of_scope() -> None:
    for question in ("quanto tempo demora o resultado do recurso da banca de heteroidentificação?",
                     "em quantos dias a comissão julga o recurso?"):
        (term,) = chat(rules_bot(TODAY), question)
        assert term.route == "out_of_scope", question
        assert "art. 3º" not in term.headline


def test_neighbour_whether_there_is_an_appeal_stays_the_law() -> None:
    from assistant.core import get_assistant

    (appeal,) = chat(get_assistant(), "tem direito a recurso?")
    assert appeal.route == "retrieval"
    assert "Lei nº 15.142/2025" in appeal.headline


def test_neighbour_how_often_the_procedure_is_reviewed_stays_the_law() -> None:
    (often,) = chat(rules_bot(TODAY), "de quanto em quanto tempo a heteroidentificação tem que ser reavaliada?")
    assert often.route != "out_of_scope"
