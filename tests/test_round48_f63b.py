"""Round 48 (f63b): refused and mis-carried follow-ups (declassified held-out set 62).

- after a person's eligibility, another selection supposed with "aí"/"então" before the verb ("e se ela fizer o
  temporário do IBGE, aí pode?", "e no PSS do INSS, então ele pode?") is that person's eligibility there, the group
  carried; never a rule of the law (nor a refusal);
- the vagas as the subject raised to a count ("o número de vagas subiu para 12", "as vagas aumentaram para 12") are the
  vagas counted; another noun raised ("o número de inscritos subiu para 12") is not;
- a correction opened by an interjection or closed by the figure denied ("opa digitei errado, na verdade o edital tem
  14 vagas e não 41") is still a correction: the earlier edital's date goes on, named as carried;
"""
from __future__ import annotations

from datetime import date
from typing import Any

from assistant.extraction import extract
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, reserved_for

# --------------------------------------------------------------------------- another selection, "aí pode?"

_FIRST = ("minha tia é indígena, ela pode concorrer na cota do concurso do Banco do Brasil (sociedade de economia mista)?",
          "e no processo seletivo temporário do Banco do Brasil?")


def test_another_selection_supposed_then_ai_pode_is_the_persons_eligibility(bot: Any) -> None:
    for said in ("e se ela fizer o temporário do IBGE, aí pode?",
                 "e se ela tentar o PSS do INSS, então pode?",
                 "e se ela for pro temporário de uma fundação federal, aí ela pode?",
                 "e no temporário do IBGE, aí pode?",
                 "e na seleção simplificada de uma autarquia, então ela pode?"):
        _, _, ans = chat(bot, *_FIRST, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is True and ans.calculation["regime"] == "lei-15142-2025", said
        assert carried_chips(ans) == ["groups"], (said, carried_chips(ans))


def test_a_selecao_simplificada_is_the_pss() -> None:
    for said in ("e na seleção simplificada de uma autarquia?", "a seleção simplificada do IBGE tem cota?",
                 "nas seleções simplificadas vale a reserva?"):
        assert extract(said).process == "pss", said
    assert extract("a seleção do concurso é simplificada?").process != "pss"


def test_neighbours_a_rule_asked_after_the_supposition_or_the_forms_already_read_stay(bot: Any) -> None:
    # a subject of its own after the supposition asks a rule of the law
    _, _, ans = chat(bot, *_FIRST, "e se for pss numa autarquia, a heteroidentificação também vale?")
    assert ans.route == "retrieval", ans.headline
    # the ways already read stay the person's eligibility
    for said in ("e se ela fizer o temporário do INSS?", "e no contrato temporário de uma universidade federal, ela pode?",
                 "e se for seleção simplificada numa autarquia, ainda vale?"):
        _, _, ans = chat(bot, *_FIRST, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert ans.calculation["eligible"] is True, said
    # the earlier "não" (PSS of an estatal) is still said
    _, ans = chat(bot, *_FIRST)
    assert ans.calculation["eligible"] is False


# --------------------------------------------------------------------------- the vagas raised to a count


def test_the_vagas_raised_to_a_count_are_the_vagas() -> None:
    for said, count in (("o número de vagas subiu para 12, quantas ficam reservadas?", 12),
                        ("as vagas aumentaram para 13 durante a validade, quanto vai pra cota?", 13),
                        ("a quantidade de vagas passou para 9, quantas reservadas?", 9),
                        ("se as vagas subirem pra 15, quantas seriam reservadas?", 15),
                        ("na validade o total de vagas cresceu para 11. quantas de cota?", 11)):
        assert extract(said).vacancies == count, said


def test_neighbours_another_noun_raised_or_a_rate_is_no_vagas() -> None:
    assert extract("o número de inscritos subiu para 12, quantas reservadas?").vacancies is None
    assert extract("o número de vagas subiu 12%, quantas reservadas?").vacancies is None
    assert extract("o salário subiu para 12 mil, quantas reservadas?").vacancies is None
    # the ways already read stay
    assert extract("o concurso passou a ter 12 vagas, quantas reservadas?").vacancies == 12
    assert extract("ampliaram para 12 vagas, quantas ficam reservadas?").vacancies == 12


def _reserved(vacancies: int, edital_date: str) -> int:
    return reserved_for(vacancies, edital_date, date.today())  # a dated edital: its law, whatever today is


def test_a_count_with_the_vagas_raised_is_computed_not_asked(bot: Any) -> None:
    for said, vacancies, edital in (
            ("Na validade do concurso (edital de 12/09/2025) o número de vagas subiu para 14. Quantas reservadas agora?",
             14, "2025-09-12"),
            ("No nosso concurso (edital de 05/03/2025) as vagas aumentaram para 13. Quantas ficam reservadas no total?",
             13, "2025-03-05")):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["reserved"] == _reserved(vacancies, edital), said


# --------------------------------------------------------------------------- a correction, its date kept

_DATED = "o edital de 15/09/2025 tem 19 vagas, quantas são reservadas?"


def test_a_correction_with_an_interjection_and_the_figure_denied_keeps_the_date(bot: Any) -> None:
    for said, vacancies in (("opa digitei errado, na verdade o edital tem 9 vagas e nao 19", 9),
                            ("ops escrevi errado, o concurso na verdade tem 29 vagas, e não 19", 29),
                            ("putz errei feio, na verdade o edital desse concurso tem 9 vagas e não 19.", 9)):
        _, ans = chat(bot, _DATED, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (said, ans.headline)
        assert ans.calculation["reserved"] == _reserved(vacancies, "2025-09-15"), said
        assert carried_chips(ans) == ["edital_date"], (said, carried_chips(ans))


def test_neighbours_short_corrections_and_a_new_question_stay(bot: Any) -> None:
    for said in ("corrigindo: são 9 vagas, não 19", "errei, o certo é 22 vagas", "ops, o edital tem 9 vagas, não 19"):
        _, ans = chat(bot, _DATED, said)
        assert carried_chips(ans) == ["edital_date"], (said, carried_chips(ans))
    # a long question of its own with its vagas is no correction of the earlier edital
    _, ans = chat(bot, _DATED, "e num outro concurso federal que vai abrir ano que vem com 9 vagas e não 19, quantas seriam?")
    assert "edital_date" not in carried_chips(ans), ans.headline
