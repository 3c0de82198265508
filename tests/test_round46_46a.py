"""Round 46 (46a): lawyers, defensores and promotores asking (probe voice; figures from the calculator).

- a follow-up that moves a place in the list it names ("e se fosse 5º na lista reservada?", "entre os optantes") replaces
  the place in that list, as extraction read it; the other list's place carries (wrong figures before: the general one);
- the court side of a dispute (mandado de segurança and its term, honorários, danos morais, liminar, a TJ's or the STJ's
  case law) is out of scope: procedural law, not these laws; the board's appeal (art. 3º) stays the law's;
- the register asked as something the reserve reaches too ("a reserva incide também sobre o cadastro de reserva?") is
  the rule's text (art. 5º, §§ 3º-4º), never the thread's edital supposed register-only;
- "o certame" names the one edital as "o concurso" does: which law governs it asks its date (art. 11), never law text
  cited at random nor a refusal;
- the right of the case told in a lawyer's words ("há direito à reserva?", "assiste-lhe direito à cota?") is that
  candidate's eligibility, as "tem direito" is, never the group's share of the count.
"""
from __future__ import annotations

from datetime import date
from typing import Any

import calculator
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat, urns_of

CASE = "Optante, 2º na lista reservada e 50º na ampla, certame com 8 vagas e edital de 05/10/2025: é nomeado?"


def _position(general: int, reserve: int) -> Any:
    return calculator.position(calculator.PositionInput(general_rank=general, reserve_rank=reserve, optant=True,
                                                        vacancies=8, edital_date="2025-10-05", today=date.today()))


def _same_position(ans: Any, general: int, reserve: int, said: str) -> None:
    want = _position(general, reserve)
    assert (ans.route, _intent_of(ans)) == ("calculator", "position"), (said, ans.headline)
    got = ans.calculation
    assert (got["status"], got["list"], got.get("worst")) == (want.status, want.list, want.model_dump().get("worst")), \
        (said, ans.headline)


# --------------------------------------------------------------------------- the place moved in the list it names

def test_a_place_said_in_the_reserve_list_replaces_that_place(bot: Any) -> None:
    for said, n in (("e se fosse 5º na lista reservada?", 5), ("e se fosse 4º entre os optantes?", 4),
                    ("e se eu ficasse em 6º na lista reservada?", 6), ("e se fosse 3º na classificação racial?", 3)):
        _, two = chat(bot, CASE, said)
        _same_position(two, 50, n, said)


def test_neighbours_a_bare_place_or_one_in_ampla_keep_their_reading(bot: Any) -> None:
    _, two = chat(bot, CASE, "e se fosse 7º na ampla?")
    _same_position(two, 7, 2, "ampla")
    _, two = chat(bot, CASE, "e se fosse 5º na lista de cotas?")
    _same_position(two, 50, 5, "lista de cotas")
    _, two = chat(bot, CASE, "e se fosse 5º?")  # a bare ordinal: the general place, as before
    _same_position(two, 5, 2, "bare")


# --------------------------------------------------------------------------- the suit is not these laws'

def test_the_court_side_of_a_dispute_is_out_of_scope(bot: Any) -> None:
    for said in ("Qual o prazo para impetrar mandado de segurança contra a eliminação na heteroidentificação?",
                 "cabe mandado de segurança contra o indeferimento da autodeclaração?",
                 "quanto se cobra de honorários numa ação contra a banca por exclusão da cota racial?",
                 "qual o prazo prescricional para pedir danos morais por eliminação indevida da cota?",
                 "dá para pedir liminar para reintegrar o cotista eliminado pela comissão?",
                 "qual a jurisprudência do STJ sobre a heteroidentificação em concursos?",
                 "há precedentes do TRF1 sobre fraude na autodeclaração de cotista?"):
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)


def test_the_court_side_asked_as_a_follow_up_is_out_of_scope(bot: Any) -> None:
    for first, said in (("Qual dispositivo da 15.142 trata da heteroidentificação?",
                         "e o prazo para impetrar mandado de segurança?"),
                        ("Candidato preto em concurso estadual de Minas: a Lei 15.142 se aplica?",
                         "e a jurisprudência do TJMG sobre isso?")):
        _, two = chat(bot, first, said)
        assert two.route == "out_of_scope", (said, two.headline)


def test_neighbours_the_boards_appeal_and_the_laws_sanctions_stay_the_laws(bot: Any) -> None:
    for said in ("Meu cliente foi eliminado na heteroidentificação; a lei assegura recurso administrativo?",
                 "o candidato eliminado por fraude na autodeclaração responde civil e penalmente?",
                 "a ADI 7654 ainda produz efeitos sobre a vigência da Lei 12.990?"):
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)


# --------------------------------------------------------------------------- the register the reserve reaches too

def test_the_register_the_reserve_reaches_too_is_the_rules_text(bot: Any) -> None:
    assert not extract("a reserva incide também sobre o cadastro de reserva?").reserve_register
    first = "Concurso com 30 vagas, edital publicado em 07/07/2025: qual a reserva?"
    for said in ("e a reserva incide também sobre o cadastro de reserva?",
                 "a reserva se estende também ao cadastro de reserva?",
                 "a reserva alcança também o cadastro de reserva?"):
        _, two = chat(bot, first, said)
        assert two.route == "retrieval", (said, two.headline)
        assert any(u.endswith(("!art5_par3", "!art5_par4", "!art1_par2")) for u in urns_of(two)), (said, urns_of(two))


def test_neighbours_a_register_only_selection_is_still_one(bot: Any) -> None:
    for said in ("concurso só com cadastro de reserva, há vaga reservada?", "o edital é só cadastro de reserva",
                 "formação de CR (zero vagas imediatas)"):
        assert extract(said).reserve_register, said
    _, two = chat(bot, "Concurso com 30 vagas, edital publicado em 07/07/2025: qual a reserva?",
                  "e se o edital for só de cadastro de reserva?")
    assert two.route == "calculator", two.headline


# --------------------------------------------------------------------------- "o certame": the one edital

def test_the_law_of_the_certame_asks_its_date(bot: Any) -> None:
    for said in ("Qual o regime jurídico aplicável ao certame quanto às cotas raciais?",
                 "qual o regime jurídico de cotas incidente sobre o certame?",
                 "qual o regime de cotas aplicável ao certame?"):
        (ans,) = chat(bot, said)
        assert (ans.route, _intent_of(ans)) == ("clarify", "regime"), (said, ans.headline)


def test_neighbours_the_dated_certame_and_the_concurso_keep_their_answers(bot: Any) -> None:
    (ans,) = chat(bot, "qual lei rege o certame publicado em 03/06/2025?")
    want = calculator.regime(calculator.RegimeInput(edital_date="2025-06-03", today=date.today())).regime
    assert (ans.route, ans.calculation["regime"]) == ("calculator", want), ans.headline
    (ans,) = chat(bot, "qual o regime jurídico aplicável ao concurso?")
    assert (ans.route, _intent_of(ans)) == ("clarify", "regime"), ans.headline


# --------------------------------------------------------------------------- "há direito à reserva?"

def test_the_right_in_a_lawyers_words_is_the_candidates_eligibility(bot: Any) -> None:
    for said, group, entity, process, n, when in (
            ("Processo seletivo simplificado de fundação pública federal, candidato indígena, edital de 12/09/2025, "
             "10 vagas: há direito à reserva?", "indigena", "fundacao", "pss", 10, "2025-09-12"),
            ("concurso de autarquia federal com 12 vagas, edital de 01/10/2025, candidata quilombola: há direito à "
             "reserva?", "quilombola", "autarquia", "concurso", 12, "2025-10-01"),
            ("candidata indígena, PSS de autarquia com 9 vagas, edital de 02/02/2026: assiste-lhe direito à cota?",
             "indigena", "autarquia", "pss", 9, "2026-02-02")):
        (ans,) = chat(bot, said)
        want = calculator.eligibility(calculator.EligibilityInput(group=group, entity=entity, process=process,
                                                                  vacancies=n, edital_date=when, today=date.today()))
        assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), (said, ans.headline)
        assert (ans.calculation["eligible"], ans.calculation["reserved"]) == (want.eligible, want.reserved), said


def test_neighbours_the_right_asked_of_a_count_alone_stays_the_count(bot: Any) -> None:
    (ans,) = chat(bot, "há direito à reserva em concurso com uma só vaga?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), ans.headline
    assert ans.calculation["reserved"] == 0
