"""The API under a REAL uvicorn on 127.0.0.1 (`python -m assistant.api` in a subprocess):
CSV garbage, forwarded headers, worker kill, slow clients, malformed HTTP, CORS, /v1/ask caps.
No model is loaded here (COTAS_API_PRELOAD=false, no retrieval question): each server
starts in a few seconds. The broken-index case, which needs the model, is marked slow.
"""
from __future__ import annotations

import os
import random
import signal
import socket
import threading
import time

import httpx
import pytest

from tests.api_server import Server, child_env
from tests.api_support import assert_portuguese_error
from tests.test_api_csv_garbage import GARBAGE, HEADER

READ_TIMEOUT = 2.0
KEEP_ALIVE = 2.0


def start(tmp_path, name: str, **env: str) -> Server:
    base = {"COTAS_API_PRELOAD": "false", "COTAS_API_READ_TIMEOUT": str(READ_TIMEOUT),
            "COTAS_API_KEEP_ALIVE_TIMEOUT": str(KEEP_ALIVE), "COTAS_DATA_DIR": str(tmp_path / "data")}
    return Server(child_env(**{**base, **env}), tmp_path / f"{name}.log", ready_timeout=60,
                  need_assistant=False)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = start(tmp_path_factory.mktemp("live"), "api", COTAS_API_CORS_ORIGINS="https://portal.gov.br")
    yield srv
    srv.stop()


def raw(server: Server, data: bytes, wait: float = 8.0) -> tuple[float, bytes]:
    """Sends bytes, reads until the server closes; (seconds until closed, bytes received)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=wait) as s:
        t0 = time.monotonic()
        if data:
            s.sendall(data)
        out = b""
        try:
            while chunk := s.recv(65536):
                out += chunk
        except (TimeoutError, socket.timeout):
            return float("inf"), out
        except ConnectionResetError:
            pass
        return time.monotonic() - t0, out


def json_of(response: bytes) -> httpx.Response:
    head, _, body = response.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1])
    return httpx.Response(status, content=body, headers={"content-type": "application/json"})


# --- CSV garbage ------------------------------------------------------------------------------

def test_csv_garbage_never_a_server_error(server):
    url = server.url + "/v1/calculator/result/csv?vacancies=10"
    rng = random.Random(14)
    bodies = list(GARBAGE.values()) + [rng.randbytes(rng.randint(1, 3000)) for _ in range(30)]
    bodies += [HEADER + bytes(rng.choice(b'a1;,"\r\n\x00-') for _ in range(300)) for _ in range(30)]
    with httpx.Client(timeout=30) as c:
        for body in bodies:
            r = c.post(url, content=body, headers={"Content-Type": "text/csv"})
            assert r.status_code < 500, (body[:80], r.status_code, r.text[:300])
            if r.status_code != 200:
                assert_portuguese_error(r)
    assert "Traceback" not in server.log()


# --- malformed HTTP, CORS ---------------------------------------------------------------------

@pytest.mark.parametrize("request_bytes", [
    b"POST /v1/calculator/reserve HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n",
    "GET /café HTTP/1.1\r\nHost: a\r\n\r\n".encode("utf-8"),
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 not http\r\n\r\n",
])
def test_malformed_http_gets_portuguese_json(server, request_bytes):
    _, out = raw(server, request_bytes)
    assert_portuguese_error(json_of(out), 400)


def test_refused_cors_preflight_is_portuguese_json(server):
    r = httpx.options(server.url + "/v1/ask", headers={
        "Origin": "https://evil.example", "Access-Control-Request-Method": "POST"})
    assert assert_portuguese_error(r, 403)["campo"] == "Origin"
    ok = httpx.options(server.url + "/v1/ask", headers={
        "Origin": "https://portal.gov.br", "Access-Control-Request-Method": "POST"})
    assert ok.status_code == 200


# --- slow clients -----------------------------------------------------------------------------

def test_slow_clients_are_disconnected(server):
    limit = READ_TIMEOUT + 2.5
    # Partial headers: 408 in Portuguese, then closed.
    took, out = raw(server, b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Slow: ")
    assert took < limit, took
    assert_portuguese_error(json_of(out), 408)
    # A connection that never sends a byte.
    took, out = raw(server, b"")
    assert took < limit and out == b"", (took, out)
    # Headers complete, body never finished.
    took, _ = raw(server, b"POST /v1/calculator/reserve HTTP/1.1\r\nHost: a\r\n"
                          b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"vac")
    assert took < limit, took


def test_trickling_headers_do_not_extend_the_deadline(server):
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        t0 = time.monotonic()
        s.sendall(b"GET /healthz HTTP/1.1\r\n")
        closed = None
        for i in range(12):  # one header line every 0.5 s, forever
            try:
                s.sendall(f"X-{i}: a\r\n".encode())
            except OSError:
                closed = time.monotonic() - t0
                break
            time.sleep(0.5)
        if closed is None:
            s.settimeout(2)
            try:
                closed = time.monotonic() - t0 if s.recv(1024) is not None else None
            except OSError:
                closed = time.monotonic() - t0
    assert closed is not None and closed < READ_TIMEOUT + 2.5, closed


def test_idle_keep_alive_connection_is_closed(server):
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n")
        first = b""
        while not first.endswith(b"}"):  # the whole JSON response
            first += s.recv(65536)
        assert first.startswith(b"HTTP/1.1 200")
        t0 = time.monotonic()
        assert s.recv(1024) == b""  # then idle: closed by the server
        assert time.monotonic() - t0 < KEEP_ALIVE + 2


def test_a_normal_request_is_not_cut(server):
    r = httpx.post(server.url + "/v1/calculator/order", json={"vacancies": 2000}, timeout=30)
    assert r.status_code == 200


# --- /v1/ask caps -----------------------------------------------------------------------------

@pytest.mark.parametrize("question", ["ordem de nomeação com 100000 vagas", "Com -10 vagas, quantas reservadas?"])
def test_ask_caps(server, question):
    r = httpx.post(server.url + "/v1/ask", json={"question": question}, timeout=30)
    assert assert_portuguese_error(r, 422)["campo"] == "question"
    assert len(r.content) < 1000


def test_ask_caps_forged_history(server):
    history = [{"role": "assistant", "content": "x",
                "answer": {"answer": "x", "route": "calculator", "context": {"intent": "order", "vacancies": 100000}}}]
    r = httpx.post(server.url + "/v1/ask", json={"question": "e a ordem?", "history": history}, timeout=30)
    assert assert_portuguese_error(r, 422)["campo"].startswith("history[0]")


# --- client identity --------------------------------------------------------------------------

def _reserve(srv: Server, xff: str | None) -> int:
    headers = {"X-Forwarded-For": xff} if xff else {}
    return httpx.post(srv.url + "/v1/calculator/reserve", json={"vacancies": 5}, headers=headers).status_code


def test_forwarded_headers_ignored_by_default(tmp_path):
    srv = start(tmp_path, "noproxy", COTAS_API_RATE_LIMIT="3/minute")
    try:
        codes = [_reserve(srv, f"10.0.0.{i}") for i in range(5)]
    finally:
        srv.stop()
    assert codes == [200, 200, 200, 429, 429]


def test_trusted_proxy_right_most_untrusted_address(tmp_path):
    srv = start(tmp_path, "proxy", COTAS_API_RATE_LIMIT="2/minute", COTAS_API_TRUSTED_PROXIES="127.0.0.1")
    try:
        first = [_reserve(srv, "203.0.113.9") for _ in range(3)]
        spoofed = _reserve(srv, "198.51.100.1, 203.0.113.9")  # client-written left part ignored
        other = _reserve(srv, "203.0.113.10")
    finally:
        srv.stop()
    assert first == [200, 200, 429]
    assert spoofed == 429
    assert other == 200


# --- supervision ------------------------------------------------------------------------------

def _wait(predicate, timeout: float) -> float | None:
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        if predicate():
            return time.monotonic() - t0
        time.sleep(0.1)
    return None


def _answers(srv: Server) -> bool:
    try:
        return httpx.get(srv.url + "/healthz", timeout=1).status_code == 200
    except httpx.HTTPError:
        return False


def test_killed_worker_is_replaced(tmp_path):
    srv = start(tmp_path, "workers", COTAS_API_WORKERS="2")
    try:
        assert _wait(lambda: len(srv.workers()) == 2, 30) is not None, srv.log()[-2000:]
        results: list[int | str] = []
        stop = threading.Event()

        def load():
            while not stop.is_set():  # a new connection per request: only in-flight ones can fail
                try:
                    results.append(httpx.post(srv.url + "/v1/calculator/order", json={"vacancies": 300},
                                              timeout=10).status_code)
                except httpx.HTTPError as exc:
                    results.append(type(exc).__name__)

        threads = [threading.Thread(target=load) for _ in range(2)]
        for t in threads:
            t.start()
        time.sleep(1.0)
        before = len(results)
        victim = srv.workers()[0]
        os.kill(victim, signal.SIGKILL)
        replaced = _wait(lambda: victim not in srv.workers() and len(srv.workers()) == 2, 30)
        time.sleep(1.0)
        stop.set()
        for t in threads:
            t.join()
        errors = [r for r in results if r != 200]
        print(f"\nworker replaced in {replaced}s; {len(results)} requests, errors {errors}")
        assert replaced is not None, srv.log()[-2000:]
        assert len(errors) <= 2, errors  # at most the requests in flight on the killed worker
        assert len(results) > before + 5  # kept serving
        # The only worker of a 1-worker server, killed: a new one answers within seconds.
        single = start(tmp_path, "single")
        try:
            assert _wait(lambda: len(single.workers()) == 1, 30) is not None
            os.kill(single.workers()[0], signal.SIGKILL)
            time.sleep(0.2)
            back = _wait(lambda: _answers(single), 20)
            print(f"single worker back in {back}s")
            assert back is not None and back < 15, single.log()[-2000:]
        finally:
            single.stop()
    finally:
        srv.stop()
