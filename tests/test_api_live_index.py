"""A broken index under a real uvicorn (needs the embedding model: slow).

The Chroma directory is replaced by a file while the server runs: /healthz says
dense_index false within ~2 s with no question asked, every answer stays a 200 (lexical),
and the breakage is logged once, with no traceback per request.
"""
from __future__ import annotations

import shutil
import time

import pytest

from tests.api_server import Server, child_env

pytestmark = pytest.mark.slow

QUESTIONS = ["O que diz o art. 11 da Lei 15.142?", "Quem pode concorrer às vagas reservadas?",
             "Qual o percentual de vagas reservadas na Lei 12.990?"]


def test_broken_index_is_reported_and_logged_once(tmp_path):
    data = tmp_path / "data"
    server = Server(child_env(COTAS_DATA_DIR=str(data)), tmp_path / "api.log", ready_timeout=600)
    try:
        assert server.health()["dense_index"] is True
        assert server.ask(QUESTIONS[0]).status_code == 200

        chroma = data / "chroma"
        shutil.move(chroma, tmp_path / "chroma-away")
        chroma.write_text("not a directory")
        t0 = time.monotonic()
        while server.health()["dense_index"] is not False and time.monotonic() - t0 < 10:
            time.sleep(0.1)
        noticed = time.monotonic() - t0
        print(f"\n/healthz noticed the broken index in {noticed:.2f}s")
        assert noticed < 2.5

        mark = len(server.log())
        for question in QUESTIONS * 4:
            r = server.ask(question)
            assert r.status_code == 200, r.text[:300]
            assert r.json()["citations"]
        log = server.log()[mark:]
        print(log[-1500:])
        assert "Traceback" not in log
        assert log.count("dense search unavailable") <= 1
        assert log.count("index rebuild failed") <= 1
        assert log.count("rebuilding from scratch") <= 1  # retries back off, not one per question
        assert server.health()["dense_index"] is False
    finally:
        server.stop()
