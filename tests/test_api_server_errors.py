"""Unexpected exceptions: a Portuguese 500, and logs with the exception type only (no
message, no traceback: either could echo a question or a candidate row)."""
from __future__ import annotations

import logging

from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app
from assistant.api.middleware import TypeOnlyFilter

SECRET = "Maria da Silva 123.456.789-09"


def test_unhandled_exception_is_portuguese_500_logged_by_type(caplog):
    app = create_app(ApiSettings(preload=False, rate_limit=""))

    @app.get("/boom")
    def boom():
        raise ValueError(SECRET)

    with caplog.at_level(logging.DEBUG), TestClient(app, raise_server_exceptions=True) as c:
        # raise_server_exceptions=True: the test fails if anything re-raises past the app.
        r = c.get("/boom")
    assert r.status_code == 500
    assert r.json()["erro"].startswith("Erro interno")
    text = "\n".join(rec.getMessage() for rec in caplog.records)
    assert "ValueError" in text
    assert "Maria" not in text and "123.456" not in text
    assert not any(rec.exc_info for rec in caplog.records)


def test_uvicorn_error_records_keep_the_type_only():
    try:
        raise KeyError(SECRET)
    except KeyError:
        import sys

        record = logging.LogRecord("uvicorn.error", logging.ERROR, __file__, 1,
                                   "Exception in ASGI application", None, sys.exc_info())
    assert TypeOnlyFilter().filter(record)
    formatted = logging.Formatter().format(record)
    assert formatted == "Exception in ASGI application (KeyError)"
    assert "Traceback" not in formatted and "Maria" not in formatted


def test_create_app_installs_the_filter_on_uvicorn_loggers():
    create_app(ApiSettings(preload=False, rate_limit=""))
    assert any(isinstance(f, TypeOnlyFilter) for f in logging.getLogger("uvicorn.error").filters)
