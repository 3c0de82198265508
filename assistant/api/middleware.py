"""ASGI middleware: body size limit, privacy-safe access log, last-resort 500, CORS in Portuguese."""
from __future__ import annotations

import logging
import time

from starlette.datastructures import Headers
from starlette.middleware.cors import CORSMiddleware
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from assistant.api.errors import error_response, status_message

access_log = logging.getLogger("assistant.api.access")
error_log = logging.getLogger("assistant.api")

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


class ServerErrorGuard:
    """Outermost user middleware: an exception no handler took becomes a Portuguese 500.

    Starlette's ServerErrorMiddleware re-raises after answering, and uvicorn then logs the
    message and traceback (which can echo user input); here the exception stops, and only
    its type is logged.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def send_wrapper(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, send_wrapper)
        except Exception as exc:  # noqa: BLE001 - the last line of defence
            route = scope.get("route")
            error_log.error("unhandled %s on %s", type(exc).__name__,
                            getattr(route, "path", None) or "<sem rota>")
            if not started:
                await error_response(500, status_message(500))(scope, receive, send)


_CORS_FAILURES = {  # Starlette's failure word -> (status, Portuguese message, header at fault)
    "origin": (403, "Origem não autorizada a chamar esta API (CORS).", "Origin"),
    "method": (400, "Método não permitido por CORS; use GET ou POST.", "Access-Control-Request-Method"),
    "headers": (400, "Cabeçalho não permitido por CORS; use apenas Content-Type.",
                "Access-Control-Request-Headers"),
    "private-network": (400, "Acesso de rede privada não permitido por CORS.",
                        "Access-Control-Request-Private-Network"),
}


class PortugueseCORSMiddleware(CORSMiddleware):
    """Starlette's CORS, with a Portuguese JSON body for a refused preflight (403 for the origin)."""

    def preflight_response(self, request_headers: Headers) -> Response:
        response = super().preflight_response(request_headers)
        if response.status_code < 400:
            return response
        text = bytes(response.body).decode("latin-1").removeprefix("Disallowed CORS ")
        first = text.split(",")[0].strip()
        status, message, field = _CORS_FAILURES.get(first, (400, "Requisição CORS não permitida.", None))
        headers = {k: v for k, v in response.headers.items()
                   if k.lower().startswith("access-control-") or k.lower() == "vary"}
        return error_response(status, message, field, headers=headers)


class TypeOnlyFilter(logging.Filter):
    """On uvicorn's error logger: an exception record keeps its type, never its message or
    traceback (both can carry a question or a candidate row)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[0] is not None:
            record.msg = f"{record.getMessage()} ({record.exc_info[0].__name__})"
            record.args = None
            record.exc_info = None
            record.exc_text = None
        return True


def install_log_filters() -> None:
    for name in ("uvicorn.error", "uvicorn", "uvicorn.asgi"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, TypeOnlyFilter) for f in logger.filters):
            logger.addFilter(TypeOnlyFilter())
