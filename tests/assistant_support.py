"""Shared test doubles and helpers for the assistant tests."""
from __future__ import annotations

from datetime import date
from typing import Any


class FixedReading:
    """A sentence classifier that reads every question as one intent with one probability."""

    def __init__(self, intent: str, probability: float) -> None:
        self.reading = (intent, probability)

    def predict(self, text: str) -> tuple[str, float]:
        return self.reading


class FixedTurnReading:
    """A turn classifier that reads every turn as one label with one probability."""

    def __init__(self, label: str, probability: float) -> None:
        self.reading = (label, probability, {label: probability})

    def predict(self, text: str, kind: str) -> tuple[str, float, dict[str, float]]:
        return self.reading


class NoRetriever:
    """A retriever that fails the test if used: calculator routes must never search the law text."""

    def search(self, *a, **k):
        raise AssertionError("the retriever must not be used for this route")


def chat(bot: Any, *questions: str) -> list[Any]:
    """Ask the questions in turn, each with the earlier turns as history; the answers, in order."""
    from assistant.models import Turn

    history: list[Turn] = []
    answers = []
    for q in questions:
        ans = bot.ask(q, history)
        answers.append(ans)
        history += [Turn(role="user", content=q), Turn(role="assistant", content=ans.answer, answer=ans)]
    return answers


def rules_bot(today: date) -> Any:
    """An Assistant on the rules alone (no classifier), a fixed day, and a retriever that must not be used."""
    from assistant.core import Assistant

    return Assistant(retriever=NoRetriever(), today=lambda: today, classifier=False)


def reserved_for(vacancies: int, edital_date: str | None, today: date) -> int:
    """The calculator's own reserve count: the expected figure of a test, never written by hand."""
    import calculator

    return calculator.reserve(calculator.ReserveInput(vacancies=vacancies, edital_date=edital_date, today=today)).reserved


def carried_keys_of(ans: Any) -> list[str]:
    """The assumption keys an answer took from earlier turns (the page's "carried" chips), read from the chips'
    `params` (the inputs they stand for), never from their text."""
    from assistant.routing_eval import carried_chips

    return carried_chips(ans)


def urns_of(ans: Any) -> list[str]:
    """The URNs an answer cites, in order (the law text shown, never its wording)."""
    return [c.urn for c in ans.citations]


def ask_one(bot: Any, question: str) -> Any:
    """One question asked with no history: its answer."""
    return chat(bot, question)[0]
