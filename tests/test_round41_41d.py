"""Round 41 (41d): candidates after the confirmation procedure (heteroidentificação) (probe voice 41d).

- the board's verdict told beside a place and vagas of the message's own ("fui indeferido na banca, fiquei em 12º na
  geral, o concurso tem 40 vagas, continuo dentro pela ampla?") is one's position in the ampla, the verdict (art. 3º,
  § 2º) being its premise, not the rule alone;
- the verdict told beside one's own dated edital with the law asked ("meu edital saiu em março de 2025 e fui
  indeferido na heteroidentificação: qual lei vale?") is the regime of that date.
Neighbours: the verdict with a place and no vagas, or with nothing, stays the rule (art. 3º, § 2º); a place and vagas
with no verdict stay the position.
"""
from __future__ import annotations

from datetime import date

from assistant.router import plan
from tests.assistant_support import rules_bot

TODAY = date(2026, 12, 6)


def _ask(q: str):
    return rules_bot(TODAY).ask(q)


def test_verdict_with_place_and_vagas_is_the_position_in_the_ampla() -> None:
    a = _ask("Fui indeferido na banca de heteroidentificação, mas fiquei em 12º lugar na classificação geral. "
             "O concurso tem 40 vagas. Continuo dentro pela ampla?")
    assert (a.route, a.calculation["operation"]) == ("calculator", "position")
    assert (a.calculation["status"], a.calculation["list"], a.calculation["open"]) == ("inside", "open", 28)


def test_verdict_with_place_and_vagas_under_the_old_law() -> None:
    a = _ask("Edital de 2022, fui indeferido na banca e estou em 4º na classificação geral, com 6 vagas no total. "
             "Passo pela ampla?")
    assert (a.route, a.calculation["operation"]) == ("calculator", "position")
    assert (a.calculation["status"], a.calculation["list"], a.calculation["regime"]) == ("inside", "open", "lei-12990-2014")


def test_verdict_with_place_outside_the_ampla_depends_on_reversion() -> None:
    a = _ask("Fui indeferido na heteroidentificação. Estou em 12º na geral de um concurso com 16 vagas. Entro pela ampla?")
    assert (a.route, a.calculation["operation"], a.calculation["status"]) == ("calculator", "position", "depends")


def test_verdict_with_dated_edital_and_law_asked_is_the_regime() -> None:
    # (the rules leave it to the classifier, which reads the regime; the verdict no longer forces the rule)
    p = plan("Meu edital saiu em março de 2025 e fui indeferido na heteroidentificação. Qual lei de cotas vale para o "
             "meu concurso?", None, TODAY)
    assert "law_rule" not in p.notes and p.params["period"][:2] == ["2025-03-01", "2025-03-31"]


def test_neighbour_verdict_with_a_place_and_no_vagas_is_the_rule() -> None:
    p = plan("Fui indeferido na heteroidentificação, com 22º na geral, saio do concurso?", None, TODAY)
    assert p.route == "retrieval" and p.intent is None


def test_neighbour_verdict_alone_is_the_rule() -> None:
    p = plan("Se a banca de heteroidentificação indeferir minha autodeclaração, eu perco tudo ou continuo no concurso?", None, TODAY)
    assert p.route == "retrieval" and p.intent is None


def test_neighbour_verdict_with_a_date_and_no_law_asked_is_the_rule() -> None:
    p = plan("Meu edital saiu em março de 2025 e fui indeferido na heteroidentificação. O que acontece comigo agora?",
             None, TODAY)
    assert (p.route, p.intent, "law_rule" in p.notes) == ("retrieval", None, True)


def test_neighbour_place_and_vagas_without_verdict_stay_the_position() -> None:
    a = _ask("Fiquei em 12º lugar na classificação geral e o concurso tem 40 vagas. Estou dentro?")
    assert (a.route, a.calculation["operation"], a.calculation["status"]) == ("calculator", "position", "inside")
