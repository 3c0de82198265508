"""Round 39 (lo39): leftovers of issue 10 seen on the real product, by family.

- a misspelt domain word ("cota rasial", "concurço", "eterodentificação", "autodeclaraçao") reaches the classifiers and
  the search spelt right, as the rules' corrected text already was: the same route as the right spelling;
- a bare thanks or goodbye ("obrigado", "valeu", "brigado, ajudou muito", "tchau") gets a short reply, never the
  refusal, whatever the thread, and the thread's figures stay at hand;
- a position asked of someone named by the list they are in ("a 4ª cotista", "o aprovado em 3º", "a optante em 4º
  lugar") is answered of that person, never "você";
- the no-match refusal ("Não encontrei ...") names all the assistant covers: the two laws, Decreto 9.508/2018 (PcD) and
  the summary of Decreto 12.536/2025, from the shared vocabulary.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from assistant.extraction.envelope import bare_closing, bare_opening
from assistant.extraction.person import subject
from assistant.extraction.typos import as_spelled
from assistant.router import plan
from tests.assistant_support import NoRetriever, carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot():
    return Assistant(today=lambda: TODAY)


class Recorder:
    """A sentence classifier that records what it was given and reads everything as law."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def predict(self, text: str) -> tuple[str, float]:
        self.seen.append(text)
        return ("law", 0.99)


def test_misspelt_domain_words_are_spelt_right_for_the_classifiers_and_the_search() -> None:
    assert as_spelled("cota rasial") == "cota racial"
    assert as_spelled("Cotta racial no concurço") == "Cota racial no concurso"
    assert as_spelled("como funciona a eterodentificação?") == "como funciona a heteroidentificação?"
    assert as_spelled("a autodeclaraçao basta?") == "a autodeclaração basta?"
    assert as_spelled("vagas reservádas") == "vagas reservadas"
    # neighbours: right words, accented or not, real other words and a row's name stay as written
    for text in ("concurso publico com autodeclaracao", "a conta de luz", "Natal 7, Caicó 3", "quantas sao reservadas",
                 "a autodeclaração basta?", "classificados em ordem"):
        assert as_spelled(text) == text, text
    rec = Recorder()
    Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=rec).ask("cota rasial no concurço")
    assert rec.seen and all("racial" in s and "concurso" in s and "rasial" not in s for s in rec.seen)


@pytest.mark.parametrize(("wrong", "right"), [
    ("cota rasial", "cota racial"),
    ("cotta racial no concurso", "cota racial no concurso"),
    ("concurço com cota", "concurso com cota"),
    ("como funciona a eterodentificação?", "como funciona a heteroidentificação?"),
    ("a autodeclaraçao basta?", "a autodeclaração basta?"),
])
def test_a_misspelling_reaches_the_route_of_the_right_spelling(bot, wrong, right) -> None:
    (a,), (b,) = chat(bot, wrong), chat(bot, right)
    assert a.route == b.route == "retrieval", (a.headline, b.headline)
    assert a.citations[0].urn == b.citations[0].urn
    assert "Não encontrei" not in a.headline


def test_a_bare_thanks_or_goodbye_gets_a_short_reply_never_the_refusal() -> None:
    for q in ("obrigado", "valeu", "brigado, ajudou muito", "tchau", "muito obrigada, era só isso!", "valeu, até mais 🙏",
              "ah, então tá certo. obrigado", "Obrigada pela ajuda"):
        assert bare_closing(q), q
        (ans,) = chat(rules_bot(TODAY), q)
        assert ans.route == "clarify" and "fora do que eu cubro" not in ans.headline and not ans.citations, q
    # neighbours: a question after the thanks, a figure, a greeting are no closing
    for q in ("obrigado, mas e se fossem 20 vagas?", "valeu, quantas vagas com 10?", "obrigado 10 vagas", "oi",
              "obrigado?"):
        assert not bare_closing(q), q
    assert not bare_opening("obrigado")
    # inside a thread: the reply, then a fragment still follows the earlier calculation
    a1, a2, a3 = chat(rules_bot(TODAY), "10 vagas quantas sao de cota", "valeu!", "e com 20?")
    assert (a1.route, a2.route, a3.route) == ("calculator", "clarify", "calculator")
    assert "fora do que eu cubro" not in a2.headline
    assert a3.calculation["reserved"] == reserved_for(20, None, TODAY)


@pytest.mark.parametrize(("question", "who"), [
    ("num concurso de 10 vagas a 4ª cotista entra?", "ela"),
    ("a optante em 4º lugar entra num concurso de 10 vagas?", "ela"),
    ("10 vagas, a 2ª colocada da cota entra?", "ela"),
    ("o aprovado em 3º na lista de cotas entra? são 10 vagas", "ele"),
])
def test_a_position_asked_of_someone_placed_is_answered_of_them(question, who) -> None:
    (ans,) = chat(rules_bot(TODAY), question)
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "position")
    assert "você" not in ans.headline and "sua " not in ans.headline, ans.headline
    assert f" {who} " in ans.headline or f" d{who} " in ans.headline or f"d{who}" in ans.headline, ans.headline


def test_the_person_asking_and_the_thread_person_stay() -> None:
    # neighbours: one's own place is still "você"; the kin and role words as before
    (own,) = chat(rules_bot(TODAY), "fiquei em 5º, sou cotista, 10 vagas, entro?")
    assert "você" in own.headline
    assert subject("sou a 4o cotista num concurso de 10 vagas, entro") is None
    assert subject("meu filho ficou em 3o na lista de cotas") == "ele"
    assert subject("candidata optante em 5o lugar, entra") == "ela"
    assert subject("cotista em 5o lugar, 10 vagas, entra") == "a pessoa"
    p = plan("num concurso de 10 vagas a 4ª cotista entra?", None, TODAY)
    assert (p.intent, p.params.get("reserve_rank"), p.params.get("vacancies")) == ("position", 4, 10)
    assert "vacancies" not in carried_keys_of(own)


def test_the_no_match_refusal_names_everything_covered_from_the_shared_vocabulary() -> None:
    from assistant.intents.law import NO_FIT
    from assistant.writer import NO_FIT as SHOWN
    from vocabulary import LABEL, NEW_LAW, OLD_LAW, PCD_DECREE, REGULATION_DECREE

    assert SHOWN == NO_FIT
    for norm in (NEW_LAW, OLD_LAW, PCD_DECREE, REGULATION_DECREE):
        assert LABEL[norm] in NO_FIT, norm
    assert "resumo" in NO_FIT and NO_FIT.startswith("Não encontrei")


def test_a_pcd_count_after_a_table_is_named_never_dropped() -> None:
    (ans,) = chat(rules_bot(TODAY), "edital com analista 20 vagas, técnico 10 vagas, 2 vagas pcd")
    assert (ans.route, ans.calculation["operation"]) == ("calculator", "edital")
    assert [(c["name"], c["vacancies"]) for c in ans.calculation["cargos"]] == [("analista", 20), ("técnico", 10)]
    said = [n for n in ans.notes if "pessoas com deficiência" in n]
    assert said and "**2 vagas" in said[0] and "qual cargo" in said[0], ans.notes
    assert not any("não entrou no cálculo" in n for n in ans.notes), ans.notes
    assert "2 vagas para pessoas com deficiência" in ans.answer
    # neighbours: a table without PcD has no such note; a PcD percentage for the edital is used, not asked
    (plain,) = chat(rules_bot(TODAY), "edital com analista 20 vagas, técnico 10 vagas")
    assert not any("pessoas com deficiência" in n for n in plain.notes)
    (pct,) = chat(rules_bot(TODAY), "edital com analista 20 vagas, técnico 10 vagas, reserva pcd de 5%")
    assert pct.calculation["operation"] == "edital"
    assert not any("qual cargo" in n for n in pct.notes)
