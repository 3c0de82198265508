"""Scale-out: the API against a shared Chroma server (`chroma run` on loopback, client mode
via COTAS_CHROMA_URL). The API process builds the index in the server at startup, then the
retrieval questions are answered through it."""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.api_server import Server, child_env, free_port

pytestmark = pytest.mark.slow

CHROMA = Path(sys.executable).parent / "chroma"
if not CHROMA.exists() and shutil.which("chroma"):
    CHROMA = Path(shutil.which("chroma"))

N = "urn:lex:br:federal:lei:2025-06-03;15142"
O = "urn:lex:br:federal:lei:2014-06-09;12990"
RETRIEVAL = [
    ("Quem é considerado pessoa indígena pela lei?", f"{N}!art2_inc2"),
    ("Minha autodeclaração foi indeferida na banca de heteroidentificação. Posso continuar no concurso?",
     f"{N}!art3_par2"),
    ("O que acontece com quem fraudar a autodeclaração depois de nomeado?", f"{N}!art4_par1"),
    ("Se eu for aprovado na ampla concorrência, ocupo uma vaga reservada?", f"{N}!art7_par2"),
    ("O que acontece se não houver cotistas aprovados suficientes para as vagas reservadas?", f"{N}!art8"),
    ("Qual era o percentual de reserva na Lei 12.990 de 2014?", f"{O}!art1"),
    ("Quando a Lei 15.142 entrou em vigor?", f"{N}!art14"),
]


def _matches(cited: str, expected: str) -> bool:
    return cited == expected or cited.startswith(expected + "_")


@pytest.fixture(scope="module")
def chroma_server(tmp_path_factory):
    if not CHROMA.exists():
        pytest.skip("chroma CLI not found (it ships with chromadb in .venv/bin/chroma)")
    path = tmp_path_factory.mktemp("chroma-server")
    port = free_port()
    log = open(path / "chroma.log", "wb")
    proc = subprocess.Popen([str(CHROMA), "run", "--path", str(path / "db"), "--host", "127.0.0.1",
                             "--port", str(port)], stdout=log, stderr=subprocess.STDOUT,
                            env=child_env())
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"chroma run exited {proc.returncode}: {(path / 'chroma.log').read_text()[-2000:]}")
        try:
            if httpx.get(url + "/api/v2/heartbeat", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.5)
    else:
        proc.terminate()
        pytest.fail("chroma server not ready")
    yield url, port
    proc.terminate()
    proc.wait(timeout=30)
    log.close()


@pytest.fixture(scope="module")
def api(chroma_server, tmp_path_factory):
    url, _ = chroma_server
    data_dir = tmp_path_factory.mktemp("replica-data")
    env = child_env(COTAS_DATA_DIR=str(data_dir), COTAS_CHROMA_URL=url)
    srv = Server(env, data_dir.parent / "replica-api.log")
    yield srv, data_dir
    srv.stop()


def test_index_lives_in_the_chroma_server(api, chroma_server):
    import chromadb
    from chromadb.config import Settings

    from corpus import load_corpus
    from corpus.index import index_documents
    from corpus.settings import CorpusSettings

    srv, data_dir = api
    _, port = chroma_server
    client = chromadb.HttpClient(host="127.0.0.1", port=port, settings=Settings(anonymized_telemetry=False))
    settings = CorpusSettings(data_dir=data_dir)
    expected = len(index_documents(load_corpus(), settings.embedding_model))
    assert client.get_collection(settings.collection).count() == expected
    assert not (data_dir / "chroma").exists(), "client mode must not create a local store"
    assert srv.health()["dense_index"] is True


def test_retrieval_through_the_shared_server(api):
    srv, _ = api
    hits = 0
    for question, expected in RETRIEVAL:
        r = srv.ask(question)
        assert r.status_code == 200, (question, r.text[:300])
        body = r.json()
        assert body["route"] == "retrieval" and body["citations"], (question, body["route"])
        hits += any(_matches(c["urn"], expected) for c in body["citations"])
    assert srv.health()["dense_index"] is True
    print(f"\nexpected dispositivo cited in {hits}/{len(RETRIEVAL)} answers via the Chroma server")
    assert hits >= len(RETRIEVAL) - 1
