"""Round 17 (issue 10): words and numbers the extraction read wrong, and the route that followed.

Wordings are this round's own. A chat contraction ("pras", "tava") is no typo of a domain word (it became the group
"pretas" and the rank "oitava"); a count right after "vagas" is the vagas; "pega a lei?" with a date asks the edital's
regime; a date of the edital is no ancestry of a relative; a relative asked about with no group is asked how they
declare themself, by name; "25º geral" in the third person is the general rank; cargos named by a number, a noun after
each count of a list, and a bare list in answer to the question for the table are an edital's cargos.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant, Turn
from assistant.extraction import extract
from assistant.extraction.typos import correct_typos
from calculator import EditalInput, edital

from .assistant_support import reserved_for as _reserved_for


def reserved_for(n: int) -> int:
    return _reserved_for(n, None, date.today())


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


@pytest.mark.parametrize("text", [
    "isso vale pras vagas novas do cadastro?",
    "e pros cargos de nivel medio, como fica?",
    "eu tava olhando o edital e nao entendi a reserva",
])
def test_chat_contractions_are_not_corrected_into_domain_words(text: str) -> None:
    """"pras"/"pros"/"tava" are words: corrected, they became a group ("pretas") or a rank ("oitava")."""
    ex = extract(text)
    assert ex.groups == [] and ex.rank is None and correct_typos(text) == text


@pytest.mark.parametrize("typo, word", [("resevadas", "reservadas"), ("quilombla", "quilombola"), ("cotitas", "cotistas")])
def test_one_letter_typos_are_still_corrected(typo: str, word: str) -> None:
    assert correct_typos(typo) == word


def test_a_group_word_two_letters_away_is_not_read_as_a_group(bot: Assistant) -> None:
    """A law follow-up with "pras" carries no group into the next calculation."""
    first = bot.ask("concurso de autarquia com 9 vagas, quantas de cota?")
    hist = [Turn(role="user", content="concurso de autarquia com 9 vagas, quantas de cota?"),
            Turn(role="assistant", content=first.answer, answer=first)]
    ans = bot.ask("e se abrirem mais 6 pras mesmas funcoes, ficando 15?", hist)
    assert ans.calculation and ans.calculation["reserved"] == reserved_for(15)
    assert "groups" not in {a.key for a in ans.assumptions if a.from_context}


@pytest.mark.parametrize("q, n", [("vagas 11, reservadas quantas?", 11), ("vagas 6 cotas qnts", 6)])
def test_a_count_right_after_vagas_is_the_vagas(bot: Assistant, q: str, n: int) -> None:
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(n)


def test_a_count_after_another_count_is_not_a_second_total() -> None:
    """"15 vagas 4 para negros": the 4 is a part of the 15, not a conflicting total."""
    assert extract("edital com 15 vagas 4 para negros, ta certo?").vacancy_counts == [15]


@pytest.mark.parametrize("q, regime", [
    ("nosso edital saiu em 02/02/2019, ele pega a lei de cotas nova?", "lei-12990-2014"),
    ("publicaram o edital em agosto de 2025, cai na lei nova?", "lei-15142-2025"),
])
def test_does_the_law_reach_a_dated_edital_is_its_regime(bot: Assistant, q: str, regime: str) -> None:
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "regime"
    assert ans.calculation["regime"] == regime


def test_a_past_verb_dating_the_edital_is_no_ancestry(bot: Assistant) -> None:
    """"meu irmão é indígena, o edital foi em 2023": the brother's group is read; "foi" dates the edital."""
    ans = bot.ask("meu irmao é indigena, o edital do concurso da receita foi em maio de 2023, ele pode usar a cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    assert ans.calculation["eligible"] is False and ans.calculation["regime"] == "lei-12990-2014"


def test_ancestry_of_a_relative_is_still_not_the_persons_group() -> None:
    assert extract("minha bisavo foi indigena, ela podia usar cota?").groups == []


@pytest.mark.parametrize("q, who", [
    ("minha cunhada pode concorrer pela reserva no concurso do inss?", "ela"),
    ("meu primo pode se candidatar nas cotas do concurso do banco do brasil?", "ele"),
])
def test_a_relative_with_no_group_is_asked_how_they_declare_themself(bot: Assistant, q: str, who: str) -> None:
    ans = bot.ask(q)
    assert ans.route == "clarify" and ans.context.get("intent") == "eligibility"
    assert f"como {who} se autodeclara" in ans.headline


def test_a_forwarded_claim_with_no_group_is_asked_too(bot: Assistant) -> None:
    ans = bot.ask("Uma candidata ligou perguntando se tem direito à cota no nosso processo seletivo. Tem?")
    assert ans.route == "clarify" and ans.context.get("intent") == "eligibility"


@pytest.mark.parametrize("q, general, reserve", [
    ("meu colega ficou em 31º geral e 4º entre os cotistas, sao 25 vagas. ele entra?", 31, 4),
    ("a candidata passou em 7º geral, o concurso tem 12 vagas", 7, None),
])
def test_a_third_persons_general_rank_is_read(q: str, general: int, reserve: int | None) -> None:
    ex = extract(q)
    assert ex.general_rank == general and ex.reserve_rank == reserve


def test_a_third_persons_place_gives_the_position(bot: Assistant) -> None:
    ans = bot.ask("meu colega ficou em 31º geral e 4º entre os cotistas, sao 25 vagas. ele entra?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["list"] == "quota" and ans.headline.startswith("**Sim**: ele")


def _reserved(counts: list[int]) -> list[int]:
    result = edital(EditalInput(cargos=[{"name": f"Cargo {i}", "vacancies": n} for i, n in enumerate(counts, 1)]))
    return [c.reserved for c in result.cargos]


def test_cargos_named_by_a_number_are_a_table(bot: Assistant) -> None:
    ans = bot.ask("temos 21 vagas para o cargo 1 e 7 para o cargo 2, qual a cota de cada?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == _reserved([21, 7])


def test_a_noun_after_each_count_of_a_list_is_a_table() -> None:
    ex = extract("sao 3 cargos com 2 vagas, 2 vagas e 5 vagas")
    assert [c.vacancies for c in ex.cargos] == [2, 2, 5]


def test_a_bare_list_answering_the_table_question_is_the_table(bot: Assistant) -> None:
    first = bot.ask("nosso edital tem 4 cargos, da pra ver a reserva de cada?")
    assert first.route == "clarify"
    hist = [Turn(role="user", content="nosso edital tem 4 cargos, da pra ver a reserva de cada?"),
            Turn(role="assistant", content=first.answer, answer=first)]
    ans = bot.ask("8, 8, 3 e 1", hist)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == _reserved([8, 8, 3, 1])


@pytest.mark.parametrize("text, groups", [
    ("minha vizinha é branca mas tem bisavo indigena, ela pode se inscrever na cota?", ["branca"]),
    ("sou pardo e tenho pai preto, posso usar a reserva?", ["parda"]),
])
def test_a_forebears_group_is_never_the_persons(text: str, groups: list[str]) -> None:
    """"tem avó negra" is ancestry: a white person with a black grandmother is no "Sim" (self-declaration, art. 2º)."""
    assert extract(text).groups == groups


def test_a_white_friend_with_a_black_forebear_is_not_eligible(bot: Assistant) -> None:
    ans = bot.ask("minha vizinha é branca mas tem bisavo indigena, ela pode se inscrever na cota do concurso do inss?")
    assert ans.route == "calculator" and ans.calculation["eligible"] is False


@pytest.mark.parametrize("q", ["nosso edital tem 20 vagas e reservou 5 para negros, isso está certo?",
                               "o edital separou 4 de 15 vagas pra cota, ta correto?"])
def test_checking_an_editals_own_figure_is_the_count(bot: Assistant, q: str) -> None:
    """"isso está certo?" about an edital's reserve checks the count (HR), never the rule's text."""
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
