"""Shared rate limit in a real redis-server started by the test: two app instances (two
workers or replicas) draw from one budget; when Redis goes away, requests are served and
the outage is logged once."""
from __future__ import annotations

import logging
import shutil
import subprocess
import time

import pytest
import redis
from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app
from tests.api_server import free_port
from tests.api_support import assert_portuguese_error

REDIS = shutil.which("redis-server")
pytestmark = pytest.mark.skipif(REDIS is None, reason="redis-server ausente (pacote Debian redis-server)")


@pytest.fixture()
def redis_url():
    port = free_port()
    proc = subprocess.Popen([REDIS, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = redis.Redis(port=port)
    for _ in range(100):
        try:
            client.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}", proc
    if proc.poll() is None:
        proc.terminate()
        proc.wait(timeout=10)


def instance(url: str) -> TestClient:
    app = create_app(ApiSettings(preload=False, rate_limit="3/minute", rate_limit_storage=url))
    return TestClient(app, raise_server_exceptions=False)


def reserve(c: TestClient) -> int:
    return c.post("/v1/calculator/reserve", json={"vacancies": 5}).status_code


def test_two_instances_share_one_budget(redis_url):
    url, _ = redis_url
    with instance(url) as a, instance(url) as b:
        codes = [reserve(a), reserve(b), reserve(a), reserve(b), reserve(a)]
        limited = b.post("/v1/calculator/reserve", json={"vacancies": 5})
    assert codes == [200, 200, 200, 429, 429]
    assert_portuguese_error(limited, 429)
    assert int(limited.headers["Retry-After"]) >= 1


def test_redis_down_serves_and_logs_once(redis_url, caplog):
    url, proc = redis_url
    with instance(url) as a:
        assert reserve(a) == 200
        proc.terminate()
        proc.wait(timeout=10)
        with caplog.at_level(logging.WARNING, logger="assistant.api"):
            codes = [reserve(a) for _ in range(5)]
    assert codes == [200] * 5
    outages = [r for r in caplog.records if "rate-limit storage unavailable" in r.getMessage()]
    assert len(outages) == 1
    assert not any(r.exc_info for r in caplog.records)
