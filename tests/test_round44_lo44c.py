"""Round 44 (lo44c): laws named by their rate or their number.

- a law named by its rate ("a lei dos 20%", "pela regra de 30 por cento", "a cota de 20%") is a name of that law in the
  shared vocabulary (`vocabulary.LAW_BY_RATE` inside `LAW_NAME_PATTERNS`), so the retriever ranks its dispositivos
  first, as for "Lei 12.990"; a reserve told ("30% das vagas") or a PcD rate names no law;
- a norm named alone ("lei 12990", "o que diz a Lei nº 12.990/2014?", "decreto 9508") shows that norm's art. 1º first;
- an edital supposed with only its date and the change asked last ("pensando num edital de 2022, muda?") is the
  thread's calculation on that date; with figures of its own ("... com 10 vagas, quantas?") it is a new case;
- a colleague's count drawn from the old rate ("usando os 20% eram 2", "ia dar 2 vagas", "ficaria com 2") is a claim
  checked against the calculator with the thread's vagas, never a new count of vagas.
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.routing_eval import _intent_of, carried_chips
from corpus.retrieval import norms_named
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, PCD_DECREE, fold, laws_named

OLD_URN = "urn:lex:br:federal:lei:2014-06-09;12990"
NEW_URN = "urn:lex:br:federal:lei:2025-06-03;15142"


def _reserved(vacancies: int, edital_date: str) -> int:
    return calculator.reserve({"vacancies": vacancies, "edital_date": edital_date}).reserved


# --------------------------------------------------------------------------- 1. a law named by its rate

def test_a_law_named_by_its_rate_is_that_law() -> None:
    for said, law in (("a norma dos 20% previa banca?", OLD_LAW), ("pela regra de 30 por cento, quem concorre?", NEW_LAW),
                      ("na cota de 20% havia prazo?", OLD_LAW), ("o regime dos trinta por cento vale pra estatal?", NEW_LAW),
                      ("a lei das cotas de 20% acabou?", OLD_LAW)):
        assert laws_named(fold(said)) == [law], said
        assert norms_named(said) == {law}, said


def test_a_reserve_told_or_a_pcd_rate_names_no_law() -> None:
    # neighbours: the rate of a reserve told, a PcD rate, and two rates set side by side (both laws, neither first)
    for said in ("30% das vagas vai pra quem?", "o edital reserva 20% das vagas", "a cota de 20% pra pcd existe?",
                 "a reserva de 30% vale pra mim?"):
        assert laws_named(fold(said)) == [], said
    assert norms_named("esse edital tem cota de 20% ou de 30%?") == {OLD_LAW, NEW_LAW}


def test_a_law_named_by_its_rate_leads_with_its_own_dispositivos(bot: Any) -> None:
    for q, base in (("na regra dos 30% quem pode se inscrever na cota?", NEW_URN),
                    ("pela lei dos 20 por cento, como era o arredondamento da fração?", OLD_URN),
                    ("a cota de 20% exigia comissão de heteroidentificação?", OLD_URN)):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
        # the named law first, or said plainly to be silent on it (never another law quoted as if it answered)
        silent = "não trata disso" in ans.headline and "Lei nº 12.990/2014" in ans.headline.split("não trata")[0]
        assert ans.citations[0].urn.startswith(base) or silent, (q, ans.headline, [c.label for c in ans.citations])


# --------------------------------------------------------------------------- 2. a norm named alone

def test_a_norm_named_alone_is_bare() -> None:
    from corpus.retrieval import bare_norm

    assert bare_norm("lei 12990") == OLD_LAW
    assert bare_norm("o que diz a Lei nº 12.990/2014?") == OLD_LAW
    assert bare_norm("decreto 9508") == PCD_DECREE
    # neighbours: a question asked of the law, and two norms named
    assert bare_norm("a lei 12.990 tinha prazo de vigência?") is None
    assert bare_norm("lei 12990 e lei 15142") is None


def test_a_norm_named_alone_shows_its_article_one_first(bot: Any) -> None:
    for q, base in (("lei 12990", OLD_URN), ("Lei nº 12.990/2014?", OLD_URN), ("me fala da lei 12.990", OLD_URN),
                    ("decreto 9508", "urn:lex:br:federal:decreto:2018-09-24;9508")):
        (ans,) = chat(bot, q)
        assert ans.route == "retrieval", (q, ans.headline)
        assert ans.citations[0].urn == f"{base}!art1_cpt", (q, [c.label for c in ans.citations])


def test_a_question_about_a_named_law_is_still_searched(bot: Any) -> None:
    # neighbours: the new law alone keeps its art. 1º; a rule asked of the old law is that rule, not art. 1º
    (ans,) = chat(bot, "lei 15142")
    assert ans.citations[0].urn == f"{NEW_URN}!art1_cpt", [c.label for c in ans.citations]
    (ans,) = chat(bot, "a lei 12.990 tinha prazo de vigência?")
    assert ans.citations[0].urn.startswith(f"{OLD_URN}!art6"), [c.label for c in ans.citations]


# --------------------------------------------------------------------------- 3. "muda?" of a dated supposition

COUNT = "um concurso com 12 vagas, quantas sao de cota?"


def test_an_edital_supposed_by_its_date_with_the_change_asked_is_the_threads_count(bot: Any) -> None:
    for later, when in (("pensando num edital de 2022, muda?", "2022-07-01"),
                        ("num edital de 2021 muda a conta?", "2021-07-01"),
                        ("pensando em um edital de 2023, mudaria?", "2023-07-01")):
        _, ans = chat(bot, COUNT, later)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (later, ans.headline)
        assert "vacancies" in carried_chips(ans), (later, carried_chips(ans))
        assert ans.calculation["reserved"] == _reserved(12, when) and ans.calculation["regime"] == OLD_LAW, ans.headline


def test_an_edital_supposed_with_its_own_vagas_is_a_new_case(bot: Any) -> None:
    # neighbours: figures of its own make a new case; the law asked of that date stays the regime
    _, ans = chat(bot, COUNT, "pensando num edital de 2022 com 10 vagas, quantas?")
    assert (ans.route, _intent_of(ans), carried_chips(ans)) == ("calculator", "reserve", []), ans.headline
    assert ans.calculation["reserved"] == _reserved(10, "2022-07-01")
    _, ans = chat(bot, COUNT, "pensando num edital de 2022, qual lei vale?")
    assert _intent_of(ans) == "regime", ans.headline


# --------------------------------------------------------------------------- 4. a colleague's count by the old rate

THREAD = "o concurso tem 10 vagas, quantas sao pra cota?"


def test_a_count_drawn_from_the_old_rate_is_a_claim_checked(bot: Any) -> None:
    old = calculator.reserve({"vacancies": 10, "edital_date": "2024-01-10"}).reserved
    for claim, verdict in (("meu colega disse que usando os 20% eram 2 vagas, ta certo?", "**Está certo**"),
                           ("uma amiga falou que aplicando os 20% ia dar 2 vagas, confere?", "**Está certo**"),
                           ("o rh disse que usando os 20% ficaria com 3 vagas, procede?", "**Não está certo**"),
                           ("meu colega acha que aplicando os 20% seriam 2, é isso?", "**Está certo**")):
        _, ans = chat(bot, THREAD, claim)
        assert (ans.route, _intent_of(ans)) == ("calculator", "reserve"), (claim, ans.headline)
        assert ans.calculation["vacancies"] == 10 and ans.calculation["reserved"] == old, (claim, ans.headline)
        assert ans.headline.startswith(verdict), (claim, ans.headline)


def test_the_old_rate_with_vagas_of_its_own_or_no_claim(bot: Any) -> None:
    # neighbours: a total told after a percentage stays the total; the old rate asked with no claim has no verdict
    (ans,) = chat(bot, "o edital reservava 20%, eram 15 vagas, quantas de cota?")
    assert ans.calculation is not None and ans.calculation["vacancies"] == 15, ans.headline
    _, ans = chat(bot, THREAD, "e usando os 20%?")
    assert ans.calculation["vacancies"] == 10 and "certo" not in ans.headline, ans.headline
