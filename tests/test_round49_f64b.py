"""Round 49 (f64b): law and clarify routes (declassified held-out set 63).

- a body speaking of itself asks whom the law binds ("somos uma estatal; a lei também nos alcança?", "a reserva de 30%
  nos obriga?"): art. 1º's text, never a person's eligibility with a group assumed;
- a fractional result offered two whole numbers ("deu 1,3 vaga pcd, sobe pra 2 ou desce pra 1?", "deu 3,6, vai pra 4 ou
  fica 3?") asks the rounding rule (PcD: Decreto 9.508 art. 1º, § 3º; racial: Lei 15.142 art. 5º, § 2º); a decimal's
  digits are never a PcD count; a fractional count of vagas with a count asked is still questioned;
- "minha dúvida é sobre qual lei rege o meu edital" introduces which law, the regime: its date asked, then a date told
  answers it, and a dated follow-up is that date's regime ("é sobre o total ou por cargo?" stays the base's rule).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

NEW_ART1 = "Lei nº 15.142/2025, art. 1º"
PCD_ROUNDING = "Decreto nº 9.508/2018, art. 1º, § 3º"
RACIAL_ROUNDING = "Lei nº 15.142/2025, art. 5º, § 2º"

# --------------------------------------------------------------------------- a body asking whether the law reaches it


def test_a_body_asking_of_itself_gets_the_law_scope(bot: Any) -> None:
    for said in ("Bom dia, somos uma fundação pública federal. A lei nova de cotas também nos alcança ou vale só para a "
                 "administração direta?",
                 "somos uma sociedade de economia mista controlada pela União; a reserva racial nos alcança também?",
                 "Olá, somos uma empresa pública. A reserva de 30% nos obriga?",
                 "somos um órgão federal, a lei de cotas nos abrange?",
                 "somos uma estatal; a cota racial da 15.142 nos atinge?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert ans.citations and ans.citations[0].label.startswith(NEW_ART1), (said, [c.label for c in ans.citations])
        assert "Sim**: pessoas" not in ans.headline, (said, ans.headline)


def test_neighbours_a_person_asking_stays_eligibility(bot: Any) -> None:
    for said in ("sou negro, posso usar a cota na Petrobras?", "sou parda, posso concorrer pela cota numa estatal federal?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
    (ans,) = chat(bot, "a lei alcança as estatais?")
    assert ans.route == "retrieval" and ans.citations[0].label.startswith(NEW_ART1), ans.headline


# --------------------------------------------------------------------------- a fractional result: its rounding asked


def test_a_decimal_s_digits_are_no_pcd_count() -> None:
    for said in ("deu 1,3 vaga pra deficiente", "0,6 vaga pcd vira 1?", "o edital tem 30 vagas e deu 1,5 vaga pcd"):
        assert extract(said).pcd is None, said
    assert extract("30 vagas, 2 pcd, quantas cotas?").pcd == 2
    assert extract("edital com 40 vagas, sendo 3 para pcd").pcd == 3


def test_a_pcd_fraction_offered_two_whole_numbers_asks_the_decree_rounding(bot: Any) -> None:
    for said in ("no cálculo deu 1,4 vaga pra pcd, o decreto manda subir pra 2 ou descer pra 1?",
                 "a conta deu 0,7 vaga pra deficiente, sobe pra 1 ou desce pra zero?",
                 "deu 2,2 vagas de pcd, o decreto 9.508 sobe pra 3 ou fica 2?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert ans.citations[0].label == PCD_ROUNDING, (said, [c.label for c in ans.citations])


def test_a_racial_fraction_offered_two_whole_numbers_asks_the_law_rounding(bot: Any) -> None:
    for said in ("deu 3,6 vagas de cota racial, vai pra 4 ou fica 3?", "a reserva pra negros deu 4,2, fica em 4 ou sobe pra 5?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), (said, ans.headline)
        assert ans.citations[0].label.startswith(RACIAL_ROUNDING), (said, [c.label for c in ans.citations])


def test_neighbours_a_fractional_count_of_vagas_is_still_questioned(bot: Any) -> None:
    for said in ("tenho 10,5 vagas, quantas reservadas?", "o edital tem 12,5 vagas, qual a reserva?",
                 "tenho 12,5 vagas, vai 3 pra cota?"):
        (ans,) = chat(bot, said)
        assert ans.route == "clarify" and "não é um número inteiro" in ans.headline, (said, ans.headline)


# --------------------------------------------------------------------------- which law, introduced as the doubt


def _regime(edital_date: str) -> str | None:
    return calculator.regime(calculator.RegimeInput(edital_date=edital_date)).regime


def test_which_law_introduced_as_the_doubt_asks_the_date_then_answers_it(bot: Any) -> None:
    for opening in ("minha dúvida é sobre qual lei rege o meu edital",
                    "a minha pergunta é sobre que lei se aplica ao concurso que eu prestei",
                    "minha duvida e sobre qual das duas leis de cota vale no concurso que eu fiz"):
        first, told, later = chat(bot, opening, "saiu em 1º de junho de 2025", "e um edital de 10/06/2025?")
        assert (first.route, _intent_of(first)) == ("clarify", "regime"), (opening, first.headline)
        assert (told.route, _intent_of(told)) == ("calculator", "regime"), (opening, told.headline)
        assert told.calculation["regime"] == _regime("2025-06-01") == "lei-12990-2014", told.headline
        assert (later.route, _intent_of(later)) == ("calculator", "regime"), (opening, later.headline)
        assert later.calculation["regime"] == _regime("2025-06-10") == "lei-15142-2025", later.headline


def test_neighbours_the_base_asked_with_a_bare_ser_sobre_stays_the_rule(bot: Any) -> None:
    for said in ("a reserva é sobre o total ou por cargo?", "os 30% são sobre o edital inteiro ou sobre cada cargo?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert ans.citations[0].label == "Lei nº 15.142/2025, art. 1º, § 2º", (said, [c.label for c in ans.citations])
