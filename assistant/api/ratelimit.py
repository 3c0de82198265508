"""Per-client rate limiting with the `limits` library (moving window).

slowapi's middleware cannot see routes added with include_router in this FastAPI
version (it exempts them silently), so the check is a small ASGI middleware.

memory:// is MemoryMovingWindow below, synchronous on the event loop: `limits`' async memory
storage hopped to a thread on every hit, and its sync one starts a timer thread every 10 ms
that scans every key under a lock (measured: +150-300 µs CPU per request with many
clients). Shared storages (redis://...) are network calls and use `limits`' async
moving window (redis-py client).
"""
from __future__ import annotations

import logging
import math
import time
from collections import deque

from limits import RateLimitItem, WindowStats, parse
from limits.aio.strategies import MovingWindowRateLimiter as AsyncMovingWindow
from limits.storage import storage_from_string
from starlette.types import ASGIApp, Receive, Scope, Send

from assistant.api.client_ip import ClientIdentity
from assistant.api.errors import error_response

log = logging.getLogger("assistant.api")

EXEMPT_PATHS = frozenset({"/healthz"})


class MemoryMovingWindow:
    """Moving window per key in this process: a deque of hit times; O(1) amortised per hit.

    Same interface as `limits`' sync MovingWindowRateLimiter for what the middleware uses.
    Idle keys are swept at most once per window, so memory follows the active clients.
    """

    def __init__(self) -> None:
        self.hits: dict[str, deque[float]] = {}
        self.next_sweep = 0.0

    def _window(self, item: RateLimitItem, key: str, now: float) -> deque[float]:
        window = self.hits.setdefault(key, deque())
        horizon = now - item.get_expiry()
        while window and window[0] <= horizon:
            window.popleft()
        return window

    def _sweep(self, now: float, expiry: float) -> None:
        horizon = now - expiry
        for key in [k for k, w in self.hits.items() if not w or w[-1] <= horizon]:
            del self.hits[key]
        self.next_sweep = now + expiry

    def hit(self, item: RateLimitItem, *identifiers: str) -> bool:
        now = time.monotonic()
        if now >= self.next_sweep:
            self._sweep(now, item.get_expiry())
        window = self._window(item, "/".join(identifiers), now)
        if len(window) >= item.amount:
            return False
        window.append(now)
        return True

    def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats:
        now = time.monotonic()
        window = self._window(item, "/".join(identifiers), now)
        reset = (window[0] + item.get_expiry()) if window else now
        return WindowStats(reset_time=time.time() + (reset - now),
                           remaining=max(0, item.amount - len(window)))


def _limiter(storage_uri: str) -> MemoryMovingWindow | AsyncMovingWindow:
    if storage_uri.startswith("memory://"):
        return MemoryMovingWindow()
    if not storage_uri.startswith("async+"):
        storage_uri = "async+" + storage_uri
    options = {"implementation": "redispy"} if storage_uri.startswith("async+redis") else {}
    return AsyncMovingWindow(storage_from_string(storage_uri, **options))


class RateLimitMiddleware:
    def __init__(self, app: ASGIApp, limit: str, storage_uri: str = "memory://",
                 trusted_proxies: list[str] | None = None) -> None:
        self.app = app
        self.item = parse(limit)
        self.limiter = _limiter(storage_uri)
        self.is_async = isinstance(self.limiter, AsyncMovingWindow)
        self.identity = ClientIdentity(trusted_proxies or ())
        self.storage_down = False

    async def _hit(self, key: str) -> bool:
        try:
            if self.is_async:
                allowed = await self.limiter.hit(self.item, "api", key)
            else:
                allowed = self.limiter.hit(self.item, "api", key)
        except Exception as exc:  # noqa: BLE001 - shared storage down: serve, log the change once
            if not self.storage_down:
                self.storage_down = True
                log.error("rate-limit storage unavailable (%s); requests are not limited",
                          type(exc).__name__)
            return True
        if self.storage_down:
            self.storage_down = False
            log.warning("rate-limit storage available again")
        return bool(allowed)

    async def _retry_after(self, key: str) -> int:
        try:
            stats = self.limiter.get_window_stats(self.item, "api", key)
            if self.is_async:
                stats = await stats
            return max(1, math.ceil(stats.reset_time - time.time()))
        except Exception:  # noqa: BLE001
            return 1

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in EXEMPT_PATHS or scope["method"] == "OPTIONS":
            await self.app(scope, receive, send)
            return
        key = self.identity(scope)
        if await self._hit(key):
            await self.app(scope, receive, send)
            return
        retry = await self._retry_after(key)
        await error_response(
            429, "Muitas requisições deste cliente; aguarde um pouco e tente novamente.",
            headers={"Retry-After": str(retry), "X-RateLimit-Limit": str(self.item.amount)},
        )(scope, receive, send)
