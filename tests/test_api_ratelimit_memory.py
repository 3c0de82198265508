"""The in-process moving window (COTAS_API_RATE_LIMIT_STORAGE=memory://)."""
from __future__ import annotations

import pytest
from limits import parse

from assistant.api import ratelimit
from assistant.api.ratelimit import MemoryMovingWindow


@pytest.fixture()
def clock(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(ratelimit.time, "monotonic", lambda: now[0])
    return now


def test_moving_window_allows_n_per_window_and_slides(clock):
    limiter, item = MemoryMovingWindow(), parse("3/minute")
    assert [limiter.hit(item, "api", "a") for _ in range(4)] == [True, True, True, False]
    assert limiter.hit(item, "api", "b")  # another client has its own window
    clock[0] += 30
    assert not limiter.hit(item, "api", "a")  # a moving window, not a fixed minute
    stats = limiter.get_window_stats(item, "api", "a")
    assert stats.remaining == 0
    clock[0] += 30.5  # the first three hits leave the window
    assert limiter.hit(item, "api", "a")
    assert limiter.get_window_stats(item, "api", "a").remaining == 2


def test_retry_after_is_when_the_oldest_hit_leaves(clock, monkeypatch):
    monkeypatch.setattr(ratelimit.time, "time", lambda: clock[0] + 5_000_000)
    limiter, item = MemoryMovingWindow(), parse("2/minute")
    limiter.hit(item, "api", "a")
    clock[0] += 20
    limiter.hit(item, "api", "a")
    reset = limiter.get_window_stats(item, "api", "a").reset_time
    assert reset - (clock[0] + 5_000_000) == pytest.approx(40)


def test_idle_clients_are_forgotten(clock):
    limiter, item = MemoryMovingWindow(), parse("5/minute")
    for i in range(1000):
        limiter.hit(item, "api", f"10.0.{i // 250}.{i % 250}")
    clock[0] += 61
    limiter.hit(item, "api", "new")
    assert list(limiter.hits) == ["api/new"]
