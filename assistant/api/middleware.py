"""ASGI middleware: body size limit and privacy-safe access log."""
from __future__ import annotations

import logging
import time

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from assistant.api.errors import error_response

access_log = logging.getLogger("assistant.api.access")

_BODY_METHODS = {"POST", "PUT", "PATCH"}


class BodyLimitMiddleware:
    """Rejects bodies over max_bytes with 413 before any route parses them.

    The body is buffered (it is small by construction) and replayed, so chunked
    uploads without Content-Length are bounded too.
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    def _too_large(self) -> object:
        return error_response(
            413,
            f"Corpo da requisição grande demais (máximo {self.max_bytes} bytes).",
            "corpo",
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in _BODY_METHODS:
            await self.app(scope, receive, send)
            return
        length = Headers(scope=scope).get("content-length")
        if length is not None:
            if not length.isdigit():
                await error_response(400, "Cabeçalho Content-Length inválido.", "Content-Length")(
                    scope, receive, send)
                return
            if int(length) > self.max_bytes:
                await self._too_large()(scope, receive, send)
                return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await self._too_large()(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


class AccessLogMiddleware:
    """Logs method, route template, status and latency only.

    No client address, query string, body or raw path: questions and uploaded
    candidate rows can carry personal data (LGPD).
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500

        async def send_wrapper(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_wrapper)
        finally:
            route = scope.get("route")
            template = getattr(route, "path", None) or "<sem rota>"
            access_log.info(
                "%s %s %d %.1fms", scope["method"], template, status,
                (time.perf_counter() - start) * 1000,
            )
