"""Per-client rate limiting with the `limits` library (moving window).

slowapi's middleware cannot see routes added with include_router in this FastAPI
version (it exempts them silently), so the check is a small ASGI middleware.
"""
from __future__ import annotations

import math
import time

from limits import parse
from limits.aio.strategies import MovingWindowRateLimiter
from limits.storage import storage_from_string
from starlette.types import ASGIApp, Receive, Scope, Send

from assistant.api.errors import error_response

EXEMPT_PATHS = frozenset({"/healthz"})


def client_key(scope: Scope, header: str | None) -> str:
    if header:
        wanted = header.lower().encode("latin-1")
        for name, value in scope.get("headers", []):
            if name == wanted:
                first = value.decode("latin-1").split(",")[0].strip()
                if first:
                    return first
    client = scope.get("client")
    return client[0] if client else "anon"


class RateLimitMiddleware:
    def __init__(self, app: ASGIApp, limit: str, storage_uri: str = "memory://",
                 client_ip_header: str | None = None) -> None:
        self.app = app
        self.item = parse(limit)
        if not storage_uri.startswith("async+"):
            storage_uri = "async+" + storage_uri
        self.limiter = MovingWindowRateLimiter(storage_from_string(storage_uri))
        self.header = client_ip_header

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in EXEMPT_PATHS or scope["method"] == "OPTIONS":
            await self.app(scope, receive, send)
            return
        key = client_key(scope, self.header)
        if await self.limiter.hit(self.item, "api", key):
            await self.app(scope, receive, send)
            return
        stats = await self.limiter.get_window_stats(self.item, "api", key)
        retry = max(1, math.ceil(stats.reset_time - time.time()))
        await error_response(
            429, "Muitas requisições deste cliente; aguarde um pouco e tente novamente.",
            headers={"Retry-After": str(retry), "X-RateLimit-Limit": str(self.item.amount)},
        )(scope, receive, send)
