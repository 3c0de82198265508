"""/healthz dense_index: the engine's word is checked against the store, cheaply (1 s cache)."""
from __future__ import annotations

import shutil
import sys
import types

import pytest

from assistant.api import services as services_module
from assistant.api.services import Services


@pytest.fixture()
def loaded(tmp_path, monkeypatch):
    chroma = tmp_path / "chroma"
    chroma.mkdir()
    (chroma / "chroma.sqlite3").write_bytes(b"x")
    monkeypatch.setenv("COTAS_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COTAS_CHROMA_PATH", raising=False)
    monkeypatch.delenv("COTAS_CHROMA_URL", raising=False)
    engine_says = {"dense": True}
    fake = types.ModuleType("corpus.retrieval")
    fake.dense_available = lambda: engine_says["dense"]
    monkeypatch.setitem(sys.modules, "corpus.retrieval", fake)
    clock = [100.0]
    monkeypatch.setattr(services_module.time, "monotonic", lambda: clock[0])
    svc = Services(assistant_factory=object, corpus_factory=object)
    svc.get("assistant")
    return svc, chroma, engine_says, clock


def test_dense_index_follows_the_store_within_the_cache_ttl(loaded):
    svc, chroma, _, clock = loaded
    assert svc.dense_index() is True
    shutil.rmtree(chroma)
    chroma.write_text("a file where the index was")
    assert svc.dense_index() is True  # cached for DENSE_CHECK_TTL
    clock[0] += services_module.DENSE_CHECK_TTL + 0.01
    assert svc.dense_index() is False
    chroma.unlink()
    chroma.mkdir()
    (chroma / "chroma.sqlite3").write_bytes(b"x")
    clock[0] += services_module.DENSE_CHECK_TTL + 0.01
    assert svc.dense_index() is True


def test_engine_report_of_failure_wins_and_none_before_loading(loaded):
    svc, _, engine_says, _ = loaded
    engine_says["dense"] = False
    assert svc.dense_index() is False
    assert Services(assistant_factory=object).dense_index() is None


def test_nothing_reports_ready_until_the_background_preload_ends():
    import threading

    release = threading.Event()
    warmed = []

    class Slow:
        def warm(self):
            release.wait(10)
            warmed.append(True)

    svc = Services(assistant_factory=Slow, corpus_factory=object)
    thread = threading.Thread(target=svc.preload)
    thread.start()
    try:
        for _ in range(100):
            if "assistant" in svc._loaded:
                break
            threading.Event().wait(0.01)
        assert "assistant" in svc._loaded and not warmed
        assert not svc.loaded("assistant") and not svc.loaded("corpus")
    finally:
        release.set()
        thread.join()
    assert svc.loaded("assistant") and svc.loaded("corpus")
