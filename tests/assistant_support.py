"""Shared test doubles for the assistant tests."""
from __future__ import annotations


class NoRetriever:
    """A retriever that fails the test if used: calculator routes must never search the law text."""

    def search(self, *a, **k):
        raise AssertionError("the retriever must not be used for this route")
