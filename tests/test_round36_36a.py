"""Round 36 (36a): people on their phones (issue 10), by family.

- an ordinal word before the place noun "colocação"/"classificação" ("tirei a terceira colocação na ampla") is one's
  place, as "terceiro lugar" already was;
- a sounded-out final "u" ("cota raciau", "sou pardu", "federau") is the domain word's "l" or "o" for every reader of the
  question (the classifiers and the search read the question as written, not the rules' corrected text);
- a message that only opens the conversation ("oi", "queria saber uma coisa") asks for the question, never a refusal;
- "pq nao pode" right after an eligibility verdict is that verdict asked why: the calculation again, whose steps say why.
"""
from __future__ import annotations

from datetime import date

import calculator
from assistant.core import Assistant
from assistant.extraction import normalize
from assistant.extraction.envelope import bare_opening
from assistant.extraction.typos import spoken_endings
from assistant.router import plan
from tests.assistant_support import NoRetriever, carried_keys_of, chat, reserved_for, rules_bot

TODAY = date(2026, 12, 2)


def test_an_ordinal_word_before_colocacao_is_ones_place() -> None:
    q = "tirei a terceira colocacao na ampla concorrencia tem cinco vagas"
    p = plan(q, None, TODAY)
    assert (p.route, p.intent) == ("calculator", "position")
    assert (p.params.get("general_rank"), p.params.get("vacancies")) == (3, 5)
    (ans,) = chat(rules_bot(TODAY), q)
    want = calculator.position(calculator.PositionInput(general_rank=3, vacancies=5, today=TODAY))
    assert (ans.calculation["status"], ans.calculation["appointment"]) == (want.status, want.appointment)
    assert plan("fiquei na segunda classificacao da lista de cotas com dez vagas", None, TODAY).params.get("reserve_rank") == 2
    # neighbours: "terceiro lugar" as before; "segundo a classificação" is "according to", never a place
    p = plan("tirei o terceiro lugar na ampla concorrencia tem cinco vagas", None, TODAY)
    assert (p.intent, p.params.get("general_rank")) == ("position", 3)
    assert "segundo a classificacao" in normalize("segundo a classificacao geral quem entra?")[0]


class Recorder:
    """A sentence classifier that records what it was given and reads everything as out of scope."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def predict(self, text: str) -> tuple[str, float]:
        self.seen.append(text)
        return ("out_of_scope", 0.99)


def test_a_sounded_out_ending_is_the_domain_word_for_every_reader() -> None:
    assert spoken_endings("e a cota raciau la como funciona") == "e a cota racial la como funciona"
    assert spoken_endings("SOU PARDU, concurso federau") == "SOU PARDO, concurso federal"
    assert spoken_endings("sou negru") == "sou negro"
    # neighbours: real words and short ones stay
    for text in ("grau de parentesco", "meu chapeu", "o seu edital", "tudo bem com o museu"):
        assert spoken_endings(text) == text
    rec = Recorder()
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=rec)
    bot.ask("como funciona a cota raciau")
    assert rec.seen and all("racial" in s and "raciau" not in s for s in rec.seen)
    (ans,) = chat(rules_bot(TODAY), "sou pardu posso concorrer na cota do concurso do ibge")
    assert (ans.route, ans.calculation["operation"], ans.calculation["eligible"]) == ("calculator", "eligibility", True)


def test_a_bare_opening_asks_for_the_question() -> None:
    a1, a2, a3 = chat(rules_bot(TODAY), "oi", "queria saber uma coisa",
                      "qtas vagas sao da cota num concurso com doze vagas")
    assert (a1.route, a2.route, a3.route) == ("clarify", "clarify", "calculator")
    assert a3.calculation["reserved"] == reserved_for(12, None, TODAY)
    for q in ("Oi! 🙏", "bom dia tudo bem?", "tenho uma duvida", "vc pode me ajudar?", "olá, tenho uma pergunta"):
        assert bare_opening(q), q
    # neighbours: a question after the greeting, a subject of the law's own named, and a thanks are no bare opening
    # (Round 45, 45b: the product's own subject alone, "tenho uma duvida sobre a cota", asks nothing: it is one)
    for q in ("oi queria saber da cota", "tenho uma duvida sobre a heteroidentificacao", "obrigado", "10 vagas"):
        assert not bare_opening(q), q
    (ans,) = chat(rules_bot(TODAY), "oi quantas vagas de cota num concurso com 10 vagas")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", reserved_for(10, None, TODAY))
    # a greeting inside a thread keeps its figures at hand
    b1, b2, b3 = chat(rules_bot(TODAY), "10 vagas quantas sao de cota", "oi", "e pela lei antiga?")
    assert (b2.route, b3.route) == ("clarify", "calculator")
    assert b3.calculation["reserved"] == reserved_for(10, "2020-01-10", TODAY)
    assert "vacancies" in carried_keys_of(b3)


def test_why_not_after_an_eligibility_verdict_is_that_verdict_again() -> None:
    a1, a2, a3 = chat(rules_bot(TODAY), "posso concorrer na cota sendo quilombola", "e se o edital for de 2023",
                      "pq nao pode")
    assert (a1.route, a2.route, a3.route) == ("clarify", "calculator", "calculator")
    assert (a3.calculation["operation"], a3.calculation["eligible"], a3.calculation["regime"]) == \
        ("eligibility", False, "lei-12990-2014")
    assert {"groups", "edital_date"} <= set(carried_keys_of(a3))
    # neighbours: "pq deu 3?" after a count as before; with no thread, "pq nao pode" computes nothing
    _, b2 = chat(rules_bot(TODAY), "quantas vagas de cota com 10 vagas", "pq deu 3?")
    assert (b2.route, b2.calculation["operation"]) == ("calculator", "reserve")
    assert plan("pq nao pode", None, TODAY).route != "calculator"
