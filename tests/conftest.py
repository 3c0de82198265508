"""Session-wide settings for the test run.

Every slow test that builds an index embeds the same ~850 corpus and annotation texts; the vectors
are deterministic, so one test session (and the `python -m corpus ...` subprocesses it starts)
shares them on disk through COTAS_EMBEDDING_CACHE: only the first build pays for embedding.
"""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

_OWN_CACHE = None
if not os.environ.get("COTAS_EMBEDDING_CACHE"):  # an operator's own cache dir wins
    _OWN_CACHE = tempfile.mkdtemp(prefix="cotas-test-vectors-")
    os.environ["COTAS_EMBEDDING_CACHE"] = _OWN_CACHE


def pytest_sessionfinish(session, exitstatus):
    if _OWN_CACHE:
        shutil.rmtree(_OWN_CACHE, ignore_errors=True)


@pytest.fixture(scope="session")
def bot():
    """The assistant as the page and the API build it (its models load once per process); a test module that needs
    another (no retriever, a fixed date, no classifier) defines its own `bot`, which overrides this one."""
    from assistant.cli import _assistant

    return _assistant()
