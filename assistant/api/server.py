"""How `python -m assistant.api` runs uvicorn under real traffic.

- Always under uvicorn's process supervisor (even for one worker): a worker that dies
  (kill -9, OOM) is replaced; only its in-flight requests are lost.
- Forwarded headers off (`proxy_headers=False`, `forwarded_allow_ips=""`): the rate-limit
  key is decided by assistant.api.client_ip from COTAS_API_TRUSTED_PROXIES alone.
- A read deadline per request (COTAS_API_READ_TIMEOUT): uvicorn has a keep-alive timeout
  but none for a client that sends its headers or body slowly (slow loris).
- A malformed request gets a Portuguese JSON 400 instead of uvicorn's English text.
"""
from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.supervisors import Multiprocess

from assistant.api.settings import ApiSettings

log = logging.getLogger("assistant.api")


def _raw_json_response(status: int, reason: str, message: str) -> bytes:
    body = json.dumps({"erro": message, "campo": None}, ensure_ascii=False).encode("utf-8")
    head = (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n")
    return head.encode("ascii") + body


BAD_REQUEST = _raw_json_response(
    400, "Bad Request",
    "Requisição HTTP malformada (linha inicial, cabeçalhos, Content-Length ou caminho inválidos).")
REQUEST_TIMEOUT = _raw_json_response(
    408, "Request Timeout", "Tempo esgotado ao receber a requisição; envie-a de uma vez.")


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol plus a whole-request read deadline and Portuguese 400s.

    The deadline starts when the connection opens or a request begins, and stops when the
    request (headers and body) has been read; then uvicorn's keep-alive timeout takes over.
    """

    read_timeout: float | None = None  # resolved from settings in the worker

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if GuardedHttpToolsProtocol.read_timeout is None:
            GuardedHttpToolsProtocol.read_timeout = ApiSettings().read_timeout
        self._deadline: asyncio.TimerHandle | None = None
        self._reading_head = False

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.read_timeout, self._timed_out)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _timed_out(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        if self._reading_head and (self.cycle is None or self.cycle.response_complete):
            # No response is being written (pipelining), so the 408 cannot interleave.
            self.transport.write(REQUEST_TIMEOUT)
        # A half-read body: closing makes the app's receive() return http.disconnect.
        self.transport.close()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._reading_head = True
        self._arm()

    def on_headers_complete(self) -> None:
        self._reading_head = False
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        self._disarm()
        self.transport.write(BAD_REQUEST)
        self.transport.close()


def uvicorn_config(settings: ApiSettings) -> uvicorn.Config:
    return uvicorn.Config(
        "assistant.api.app:create_app", factory=True,
        host=settings.host, port=settings.port, workers=settings.workers,
        http="assistant.api.server:GuardedHttpToolsProtocol",
        proxy_headers=False, forwarded_allow_ips="",
        timeout_keep_alive=settings.keep_alive_timeout,
        server_header=False,
        # uvicorn's access log records client addresses and query strings; ours does not.
        access_log=False, log_level=settings.log_level.lower(),
    )


def serve(settings: ApiSettings) -> None:
    """Bind once in the supervisor; N workers share the socket and are restarted if they die."""
    config = uvicorn_config(settings)
    sock = config.bind_socket()
    Multiprocess(config, sockets=[sock]).run()
