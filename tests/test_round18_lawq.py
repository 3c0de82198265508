"""Round 18 (issue 10), law answers inside threads cite the right law and dispositivo. After a law answer: asking where
that is in the law names the dispositivos that answer quoted (never art. 1º found by the bare words); the same subject
asked of the other law ("e pela de 2014?") is answered by that law's nearest dispositivo, saying plainly when it has no
dispositivo on it (never refused); a law pointed at ("naquela lei", "nessa lei") filters the search to the thread's law;
"%" with no figure asks the percentual. Sentences are the team's own."""
from __future__ import annotations

from datetime import date

import pytest

from assistant.context import thread_law
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.models import Turn
from tests.assistant_support import chat

TODAY = date(2026, 12, 4)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(today=lambda: TODAY)


def _first(ans) -> str:
    return ans.citations[0].urn if ans.citations else ""


# ---------------------------------------------------------------- the earlier answer's dispositivo, named again

@pytest.mark.parametrize("first, ask, urn", [
    ("a banca que confere se o candidato é pardo é obrigatória?", "qual artigo diz isso?", f"{NEW}!art3_cpt"),
    ("e se descobrirem que o candidato mentiu que era negro?", "onde está isso na lei", f"{NEW}!art4_cpt"),
    ("e se nenhum cotista passar, as vagas reservadas ficam vazias?", "em que artigo está isso?", None),
])
def test_where_in_the_law_names_the_earlier_answers_dispositivo(bot, first, ask, urn):
    """"qual artigo diz isso?" right after a law answer re-cites that answer's first dispositivo, not art. 1º."""
    earlier, again = chat(bot, first, ask)
    assert earlier.route == again.route == "retrieval"
    assert _first(again) == (urn or _first(earlier))
    assert again.headline.startswith("Essa resposta se apoia em")


def test_where_in_the_law_after_an_old_law_answer_stays_in_that_law(bot):
    """The old law's dispositivo, quoted for the subject asked of it, is the one named again."""
    *_, old, again = chat(bot, "como funciona a heteroidentificação nos concursos?", "e se fosse pela 12.990?",
                          "em qual artigo está isso?")
    assert _first(again) == _first(old) and _first(again).startswith(OLD)


def test_where_in_the_law_with_a_text_only_history_searches_the_earlier_subject(bot):
    """A portal keeping only the turns' text: the earlier question's subject goes into the search (no art. 1º)."""
    history = [Turn(role="user", content="a banca que confere se o candidato é pardo é obrigatória?"),
               Turn(role="assistant", content="Segundo a Lei nº 15.142/2025 (art. 3º, caput), ...")]
    ans = bot.ask("qual artigo diz isso?", history)
    assert ans.route == "retrieval"
    assert _first(ans).startswith(f"{NEW}!art3")


# ---------------------------------------------------------------- the same subject asked of the other law

@pytest.mark.parametrize("first, other", [
    ("como funciona a heteroidentificação nos concursos?", "e se fosse pela 12.990?"),
    ("a banca que confere se o candidato é pardo é obrigatória?", "e a lei de 2014?"),
    ("quem verifica hoje se a autodeclaração é verdadeira?", "e na lei antiga?"),
])
def test_a_subject_the_old_law_has_no_dispositivo_on_gets_its_nearest(bot, first, other):
    """The old law has no confirmation procedure: its nearest dispositivo (art. 2º, self-declaration and the false
    declaration) answers; never "Não encontrei"."""
    _, ans = chat(bot, first, other)
    assert ans.route == "retrieval"
    assert _first(ans) in {f"{OLD}!art2_cpt", f"{OLD}!art2_par1u"}
    assert "Não encontrei" not in ans.headline


def test_the_old_laws_silence_names_that_law(bot):
    """Heteroidentificação asked of the old law: no dispositivo of it fits, and the answer says so naming the law."""
    _, ans = chat(bot, "como funciona a heteroidentificação nos concursos?", "e se fosse pela 12.990?")
    assert ans.headline.startswith("A **Lei nº 12.990/2014** não tem um dispositivo específico sobre isso")
    assert ans.law_id == "lei-12990-2014"


@pytest.mark.parametrize("first, other, urn", [
    ("e se descobrirem que o candidato mentiu que era negro?", "e pela lei de 2014, como seria?", f"{OLD}!art2_par1u"),
    ("como funciona a alternância na nomeação dos cotistas?", "e pela lei antiga a ordem era diferente?",
     f"{OLD}!art4_cpt"),
    ("o cotista que passa na ampla ocupa vaga da reserva?", "e na lei antiga?", f"{OLD}!art3_par1"),
])
def test_a_subject_the_old_law_rules_is_its_own_dispositivo(bot, first, other, urn):
    """Where the old law has the rule, its own dispositivo answers, with no "não tem" sentence."""
    _, ans = chat(bot, first, other)
    assert ans.route == "retrieval"
    assert _first(ans) == urn
    assert "não tem um dispositivo específico" not in ans.headline


# ---------------------------------------------------------------- a law pointed at, not named

@pytest.mark.parametrize("first", [
    "qual percentual a lei antiga reservava?",
    "edital de 2022: como arredondava a fração pela lei antiga?",
])
def test_that_law_pointed_at_filters_the_search(bot, first):
    """"e quantos % era naquela lei?" after an old-law answer: the old law's art. 1º (20%), not the new law's rounding."""
    _, ans = chat(bot, first, "e quantos % era naquela lei?")
    assert ans.route == "retrieval"
    assert _first(ans) == f"{OLD}!art1_cpt"
    assert "20%" in ans.headline


def test_thread_law_reads_the_pointer_and_leaves_a_named_law():
    """The pointer takes the earlier law answer's law; a turn naming its own law, or pointing at none, is left alone."""
    prev = {"route": "retrieval", "query": "x", "law_id": "lei-12990-2014"}
    assert thread_law(extract("e nessa lei, quanto era?", TODAY), prev) == "lei-12990-2014"
    assert thread_law(extract("e daquela norma, o que vale?", TODAY), prev) == "lei-12990-2014"
    assert thread_law(extract("e na lei nova, quanto é?", TODAY), prev) is None
    assert thread_law(extract("e quanto era?", TODAY), prev) is None
    assert thread_law(extract("e nessa lei?", TODAY), {"intent": "reserve", "law_hint": "old"}) == "lei-12990-2014"
