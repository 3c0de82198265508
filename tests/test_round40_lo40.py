"""Round 40 (lo40): leftovers of issue 10 seen on the real product, by family.

- a retificação told of the thread's dated edital, even as a time of the new law ("e se a retificação foi publicada
  depois da lei nova?"), does not move the law (Lei 15.142, art. 11: the edital de abertura's publication): the
  thread's date and law, with the sentence that says so;
- one's own place asked alone ("em que posição eu fico?") is the position missing its facts, never out of scope;
- one's own place asked after the thread's vagas ("estou dentro das vagas do edital?") carries them (a chip and a
  lead) and asks only the place;
- the earlier vagas the new ones join ("e se surgirem mais 10 vagas, quantas de cota?") are a carried chip, named by
  the first sentence.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from assistant.extraction import extract
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 6)
DATED = "o edital saiu em março de 2025 com 12 vagas, quantas de cota?"
AMENDED_SENTENCE = "A retificação não muda a lei aplicável"


@pytest.fixture(scope="module")
def bot():
    """The real product: the rules with both classifiers (the leftovers were seen with them)."""
    return Assistant(today=lambda: TODAY)


# 1. A retificação after the new law: the edital's own date decides (Lei 15.142, art. 11).

def test_new_law_time_of_a_retificacao_is_not_the_editals() -> None:
    assert extract("e se a retificação foi publicada depois da lei nova?", TODAY).law_hint is None
    # (the edital's own time keeps its hint)
    assert extract("e se o edital foi publicado depois da lei nova?", TODAY).law_hint == "new"


@pytest.mark.parametrize("make", ["rules", "product"])
def test_retificacao_after_the_new_law_keeps_the_threads_law(make: str, bot) -> None:
    b = rules_bot(TODAY) if make == "rules" else bot
    first, amended = chat(b, DATED, "e se a retificação foi publicada depois da lei nova?")
    assert first.calculation["reserved"] == 2
    assert (amended.route, amended.calculation["operation"]) == ("calculator", "reserve")
    assert (amended.calculation["reserved"], amended.calculation["regime"]) == (2, "lei-12990-2014")
    assert "edital_date" in carried_keys_of(amended) and "Lei nº 12.990/2014" in amended.headline
    assert "Lei nº 15.142/2025)" not in amended.headline
    assert any(n.startswith(AMENDED_SENTENCE) for n in amended.notes)


def test_retificacao_neighbours_keep_their_answers(bot) -> None:
    # Round 23: "mas teve retificação em julho, muda alguma coisa?": the same count, the thread's date
    _, july = chat(bot, DATED, "mas teve retificação em julho, muda alguma coisa?")
    assert (july.route, july.calculation["reserved"], july.calculation["regime"]) == ("calculator", 2, "lei-12990-2014")
    # Round 34: only the retificação dated, first in the thread: the old law by its bound, no sentence of a carried date
    (alone,) = chat(bot, "retificamos o edital em março de 2025, 9 vagas")
    assert (alone.route, alone.calculation["reserved"], alone.calculation["regime"]) == ("calculator", 2, "lei-12990-2014")
    assert not any(n.startswith(AMENDED_SENTENCE) for n in alone.notes)
    # a new-law date told of the edital itself still moves it
    _, moved = chat(bot, DATED, "e se o edital tivesse saído depois da lei nova?")
    assert moved.calculation["regime"] == "lei-15142-2025"


# 2. One's own place asked alone: the position's clarification, as "estou dentro das vagas?".

@pytest.mark.parametrize("question", ["em que posição eu fico?", "em qual lugar eu entro?", "e aí, em que posição eu fico?"])
def test_own_place_alone_is_the_position_asked(question: str, bot) -> None:
    (ans,) = chat(bot, question)
    (inside,) = chat(bot, "estou dentro das vagas?")
    assert (ans.route, ans.context.get("intent"), ans.context.get("pending")) == ("clarify", "position", "vacancies")
    assert ans.headline == inside.headline


def test_a_place_in_another_queue_stays_out() -> None:
    (ans,) = chat(rules_bot(TODAY), "em que posição eu fico na fila do banco?")
    assert ans.route == "out_of_scope"


# 3. One's own place after the thread's vagas: those vagas carried, only the place asked.

@pytest.mark.parametrize("question", ["estou dentro das vagas do edital?", "tô dentro das vagas?", "em que posição eu fico?"])
def test_own_place_after_the_threads_vagas_asks_only_the_place(question: str, bot) -> None:
    first, ans = chat(bot, "o edital tem 10 vagas", question)
    assert first.calculation["reserved"] == 3
    assert (ans.route, ans.context.get("intent"), ans.context.get("pending")) == ("clarify", "position", "rank")
    assert ans.context.get("vacancies") == 10 and carried_keys_of(ans) == ["vacancies"]
    assert ans.headline.startswith("Com as 10 vagas da pergunta anterior, qual a sua posição na lista geral")
    # and the place given next completes it with those vagas
    *_, placed = chat(bot, "o edital tem 10 vagas", question, "fiquei em 2º na lista geral")
    assert (placed.route, placed.calculation["operation"], placed.context.get("vacancies")) == ("calculator", "position", 10)


def test_own_place_in_another_concurso_asks_its_vagas() -> None:
    _, ans = chat(rules_bot(TODAY), "o edital tem 10 vagas", "e num outro concurso, estou dentro das vagas?")
    assert (ans.route, ans.context.get("pending")) == ("clarify", "vacancies") and carried_keys_of(ans) == []


# 5. The earlier vagas the new ones join: a carried chip, named first.

@pytest.mark.parametrize("first", ["5 vagas, qual a ordem de nomeação?", "5 vagas, quantas de cota?"])
def test_new_vagas_carry_the_earlier_ones(first: str, bot) -> None:
    _, ans = chat(bot, first, "e se surgirem mais 10 vagas, quantas de cota?")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "reserve")
    assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (10, 3)
    assert carried_keys_of(ans) == ["prior_vacancies"]
    assert ans.headline.split(":")[0].startswith("Com as 5 vagas da pergunta anterior")
    assert "as 5 vagas anteriores já reservavam 2" in ans.headline


def test_earlier_vagas_told_before_a_law_turn_say_how_far_back(bot) -> None:
    # Round 40 (lead): the earlier vagas were the first answer's own, a law answer between: "de 2 perguntas atrás"
    *_, ans = chat(bot, "o instituto tem 8 vagas de técnico, quantas reservadas?",
                   "vagas que abrirem no prazo de validade entram na cota?", "e se abrirem mais 6, quantas de cota?")
    assert carried_keys_of(ans) == ["prior_vacancies"]
    assert ans.headline.startswith("Com as 8 vagas de 2 perguntas atrás"), ans.headline


def test_vagas_told_whole_carry_no_earlier_count(bot) -> None:
    _, ans = chat(bot, "5 vagas, quantas de cota?", "e com 15 vagas, quantas de cota?")
    assert (ans.calculation["vacancies"], ans.calculation["reserved"]) == (15, 5) and carried_keys_of(ans) == []
