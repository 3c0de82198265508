"""Index faults through a real API server (subprocesses, own data dir):

- the API server and `python -m corpus build` start together on an empty data dir (two
  processes building the same index at once): both succeed and the index is consistent;
- the Chroma files are corrupted in place, then deleted, while the server answers: every
  answer is still a 200 with citations (lexical fallback), and dense search comes back.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.api_server import ROOT, Server, child_env

pytestmark = pytest.mark.slow

N = "urn:lex:br:federal:lei:2025-06-03;15142"
QUESTIONS = [
    ("O que diz o art. 11 da Lei 15.142?", f"{N}!art11"),
    ("Quem pode concorrer às vagas reservadas?", None),
    ("art. 5º, § 2º, I da Lei 15.142", f"{N}!art5_par2_inc1"),
]

CHECK = """
import json
from corpus.index import get_collection, index_documents, index_is_current
from corpus.settings import get_settings
s = get_settings()
print(json.dumps({"current": index_is_current(s), "count": get_collection(s).count(),
                  "expected": len(index_documents(None, s.embedding_model))}))
"""


@pytest.fixture(scope="module")
def started(tmp_path_factory):
    """Server and CLI builder launched at the same moment on the same empty data dir."""
    data_dir = tmp_path_factory.mktemp("cotas-data")
    env = child_env(COTAS_DATA_DIR=str(data_dir))
    t0 = time.monotonic()
    builder = subprocess.Popen([sys.executable, "-m", "corpus", "build"], env=env, cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    server = Server(env, data_dir / "api.log", wait=False)
    try:
        build_out = builder.communicate(timeout=600)[0]
        server.wait_ready()
        print(f"\nbuild + server ready in {time.monotonic() - t0:.1f}s")
        yield server, builder.returncode, build_out, env, data_dir
    finally:
        server.stop()


def _state(env) -> dict:
    out = subprocess.run([sys.executable, "-c", CHECK], env=env, cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_concurrent_builders_leave_a_consistent_index(started):
    server, code, build_out, env, _ = started
    assert code == 0, build_out[-2000:]
    assert server.health()["dense_index"] is True
    state = _state(env)
    assert state["current"] is True
    assert state["count"] == state["expected"] > 0


def _answers_everything(server: Server) -> list[bool | None]:
    dense = []
    for question, expected in QUESTIONS:
        r = server.ask(question)
        assert r.status_code == 200, (question, r.status_code, r.text[:500])
        body = r.json()
        assert body["route"] == "retrieval" and body["citations"], (question, body["route"])
        if expected:
            assert any(c["urn"].startswith(expected) for c in body["citations"]), (question, body["citations"])
        dense.append(server.health()["dense_index"])
    return dense


def _corrupt_in_place(chroma: Path) -> int:
    hit = 0
    for f in chroma.rglob("*"):
        if f.is_file() and f.stat().st_size:
            with open(f, "r+b") as fh:  # the same inode the server has open
                fh.write(b"\x00garbage" * 512)
            hit += 1
    return hit


def _wait_recovered(server: Server, chroma: Path, timeout: float = 120) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _answers_everything(server)
        if server.health()["dense_index"] is True and chroma.exists():
            return True
        time.sleep(1)
    return False


def test_serving_survives_chroma_corrupted_then_deleted(started):
    server, _, _, _, data_dir = started
    chroma = data_dir / "chroma"
    _answers_everything(server)

    assert _corrupt_in_place(chroma) > 0
    after_corrupt = _answers_everything(server)

    t0 = time.monotonic()
    recovered = _wait_recovered(server, chroma)
    print(f"\ndense after corruption {after_corrupt}; recovered {recovered} in {time.monotonic() - t0:.1f}s")
    assert recovered, server.log()[-3000:]

    # Deleted outright: open handles may keep dense search alive, or it falls back; either way
    # every answer above is a 200 with citations.
    shutil.rmtree(chroma)
    after_delete = _answers_everything(server)
    print(f"dense after deletion {after_delete}")
