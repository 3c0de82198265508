"""Helpers shared by the tests/test_api_*.py files."""
from __future__ import annotations

import re
from typing import Any

# Default English phrases of FastAPI/Starlette/pydantic that must never reach a client.
ENGLISH_LEAKS = re.compile(
    r"Field required|Input should|Not Found|Method Not Allowed|Internal Server Error|"
    r"value is not|Value error|Unprocessable|Too Many Requests|Request Entity|Content Too Large|"
    r"Traceback|Exception|Error:|Rate limit exceeded",
)
# A value of the request quoted back in a message ('...'), which may hold any text the client sent.
ECHOED = re.compile(r"'[^'\n]*'")
# At least one Portuguese marker: a frequent word or an accented letter.
PORTUGUESE = re.compile(
    r"[áàâãéêíóôõúç]|\b(o|os|as|da|do|de|dos|das|em|no|na|um|uma|ou|para|com|deve|ser|campo|corpo|"
    r"use|informe|valor|data|vagas|aguarde|linha|coluna)\b", re.I)


def assert_portuguese_error(response: Any, status: int | None = None) -> dict[str, Any]:
    """A rejection: 4xx, JSON {"erro", "campo"}, Portuguese text, no English default leaked."""
    if status is not None:
        assert response.status_code == status, (response.status_code, response.text)
    assert 400 <= response.status_code < 500, (response.status_code, response.text)
    body = response.json()
    assert set(body) >= {"erro", "campo"}, body
    message = body["erro"]
    assert isinstance(message, str) and message.strip(), body
    assert PORTUGUESE.search(message), message
    # The client's own words echoed in quotes ("coluna desconhecida 'Error:'") are theirs, not a framework default.
    assert not ENGLISH_LEAKS.search(ECHOED.sub("''", response.text)), response.text
    return body
