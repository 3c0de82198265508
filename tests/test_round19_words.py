"""Round 19 (issue 10): numbers said as people dictate them, tables without commas, ordinals in words.

Wordings are this round's own. A count in dozens ("uma dúzia e meia") or dezenas is a count; "porcento" in one word is a
percentage; a guess ("vinte e poucas vagas") is no figure unless the person settles on one right after it ("acho que
vinte e três"); a table dictated without commas ("técnico nove vagas analista quatro e auxiliar quatro", "... e perito
com uma") has a row per cargo; an ordinal in words before "da cota" or "na lista dos negro" is a reserve-list place; a
PcD count ("duas pra deficiente") is a list of the edital, not the group of who asks (the count is asked); "nas duas ao mesmo tempo" names
both lists, never two vagas; "meu concurso tem duas" beside a rule's threshold is the person's count.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant import Assistant
from assistant.extraction import extract, fold

from .assistant_support import carried_keys_of, chat
from .assistant_support import reserved_for as _reserved_for


def reserved_for(n: int) -> int:
    return _reserved_for(n, None, date.today())


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant()


# --------------------------------------------------------------------------- counts as spoken


@pytest.mark.parametrize(("q", "n"), [
    ("saiu um concurso do ibama com uma dúzia e meia de vaga, quanto fica pra cota", 18),
    ("são duas dúzias e meia de vagas de técnico, quantas cotas", 30),
    ("o tribunal abriu duas dezenas de vagas quantas são dos negros", 20),
    ("meia dúzia de vagas no edital da funai quanto é de cota", 6),
])
def test_dozens_and_dezenas_are_counts(bot: Assistant, q: str, n: int) -> None:
    """Counts said in dozens (and a half) or dezenas compute the reserve of that many vagas."""
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == n and ans.calculation["reserved"] == reserved_for(n)


def test_a_settled_guess_is_the_count(bot: Assistant) -> None:
    """"trinta e poucas vagas, na verdade trinta e duas": the figure settled on is computed."""
    ans = bot.ask("o concurso da receita tem trinta e poucas vagas na verdade trinta e duas quanto vai pra cota")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 32
    assert ans.calculation["reserved"] == reserved_for(32)


@pytest.mark.parametrize("q", ["o edital da anvisa tem quarenta e tantas vagas quantas vão pra cota",
                               "abriu concurso com 20 e poucas vagas, qual a reserva"])
def test_a_guess_left_as_such_asks_the_number(bot: Assistant, q: str) -> None:
    """A count only guessed at is no figure: the vagas are asked, never the reserve of the round number."""
    ans = bot.ask(q)
    assert ans.route == "clarify" and ans.calculation is None
    assert extract(q).vacancies is None


def test_a_guess_settled_outside_it_is_not_taken() -> None:
    """A "correction" that does not fit the guess ("vinte e poucas ... acho que 45") is no settled count."""
    assert extract("tem vinte e poucas vagas acho que 45 quantas cotas").vacancies != 45


def test_porcento_in_one_word_is_a_percentage(bot: Assistant) -> None:
    """"dez porcento pcd" as dictated is the PcD percentage of the thread's vagas."""
    _, ans = chat(bot, "concurso do ibge com sessenta vagas quantas são de cota", "e com dez porcento pcd")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 60
    assert ans.calculation["pcd"] == 6 and carried_keys_of(ans) == ["vacancies"]


def test_a_pcd_count_is_no_group(bot: Assistant) -> None:
    """"trinta e uma vagas e três pra deficiente, quantas vão pra cota" counts the racial reserve, with the PcD vagas;
    the PcD words do not turn it into whether a PcD candidate may apply."""
    ans = bot.ask("edital da ufrn com trinta e uma vagas e três pra deficiente quantas vão pra cota racial")
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["reserved"] == reserved_for(31) and ans.calculation["pcd"] == 3


def test_a_pcd_count_beside_the_person_keeps_eligibility(bot: Assistant) -> None:
    """A person's own group with a PcD count of the edital still asks whether that person may apply."""
    ans = bot.ask("sou parda, o concurso da ufrn tem 20 vagas e 2 pra deficiente, posso concorrer na cota?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"


def test_both_lists_are_not_two_vagas() -> None:
    """"concorrer nas duas ao mesmo tempo" names both reserves; no count of 2 is read."""
    ex = extract("a pessoa com deficiência que é parda pode concorrer nas duas ao mesmo tempo")
    assert ex.vacancies is None and 2 not in ex.numbers
    assert extract("o edital tem duas vagas, pode concorrer?").vacancies == 2


# --------------------------------------------------------------------------- tables dictated without commas


@pytest.mark.parametrize(("q", "rows"), [
    ("o concurso tem fiscal com doze vagas auditor com cinco e motorista com uma quanto de cota em cada cargo",
     [("fiscal", 12), ("auditor", 5), ("motorista", 1)]),
    ("no edital tem professor onze vagas pedagogo três e intérprete três quantas cotas em cada um",
     [("professor", 11), ("pedagogo", 3), ("interprete", 3)]),
    ("assistente social oito vagas psicólogo quatro e nutricionista uma no edital do hospital quanto de reserva",
     [("assistente social", 8), ("psicologo", 4), ("nutricionista", 1)]),
])
def test_run_on_tables(bot: Assistant, q: str, rows: list[tuple[str, int]]) -> None:
    """Each row of a table dictated without commas is a cargo; a last row of "uma" is one vaga."""
    ex = extract(q)
    assert [(fold(c.name).lower(), c.vacancies) for c in ex.cargos] == rows
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital"
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [reserved_for(n) for _, n in rows]


def test_each_one_is_no_row() -> None:
    """"quantas cotas em cada um" closes the question: its "um" is no cargo of one vaga."""
    ex = extract("o edital tem fiscal doze vagas auditor cinco e motorista dois quantas cotas em cada um")
    assert [c.vacancies for c in ex.cargos] == [12, 5, 2]


def test_one_alone_is_still_an_article() -> None:
    """Without two counts before it, "com uma" is an article ("com uma dúvida"), never a row."""
    assert extract("tenho um concurso com uma duvida, quantas cotas").numbers == []


# --------------------------------------------------------------------------- ordinals and places


@pytest.mark.parametrize(("q", "general", "reserve"), [
    ("minha prima ficou sexta da cota e décima quarta na geral, são dezesseis vagas, ela entra", 14, 6),
    ("fiquei terceiro na lista dos preto e nono na geral tem dez vaga to dentro", 9, 3),
])
def test_ordinals_in_words_before_the_list(bot: Assistant, q: str, general: int, reserve: int) -> None:
    """An ordinal in words before "da cota" / "na lista dos preto" is the reserve-list place, the other the general."""
    ex = extract(q)
    assert (ex.general_rank, ex.reserve_rank) == (general, reserve)
    ans = bot.ask(q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"


# --------------------------------------------------------------------------- fragments


def test_only_one_supposed(bot: Assistant) -> None:
    """"e se for só uma?" after a reserve: one vaga, no reserve (the law starts at 2)."""
    _, ans = chat(bot, "o concurso do ifpb tem quatorze vagas quanto é de cota", "e se for só uma?")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 1 and ans.calculation["reserved"] == 0


def test_a_words_fragment_changes_the_vagas(bot: Assistant) -> None:
    """"e se fossem quinze" in words after a reserve recalculates with 15 vagas."""
    _, ans = chat(bot, "o concurso do ifpb tem quatorze vagas quanto é de cota", "e se fossem quinze")
    assert ans.route == "calculator" and ans.calculation["reserved"] == reserved_for(15)


def test_own_count_beside_a_threshold(bot: Assistant) -> None:
    """"só tem cota a partir de duas vagas, né? o meu concurso tem três": the person's count is computed."""
    ans = bot.ask("so tem cota a partir de duas vagas ne? o meu concurso tem tres quantas sao de cota")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 3
    assert ans.calculation["reserved"] == reserved_for(3)


def test_a_spoken_count_without_its_noun(bot: Assistant) -> None:
    """"o edital tinha treze, quantas eram de cota": the count a concurso "has" is its vagas."""
    ans = bot.ask("o edital tinha treze quantas eram de cota")
    assert ans.route == "calculator" and ans.calculation["vacancies"] == 13
