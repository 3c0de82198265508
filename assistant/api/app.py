"""FastAPI app factory for the portals' HTTP API."""
from __future__ import annotations

import logging
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi_offline import FastAPIOffline
from pydantic import BaseModel

from assistant.api import routes_ask, routes_calculator, routes_corpus
from assistant.api.errors import COMMON_RESPONSES, install_error_handlers
from assistant.api.middleware import (
    AccessLogMiddleware,
    BodyLimitMiddleware,
    PortugueseCORSMiddleware,
    ServerErrorGuard,
    install_log_filters,
)
from assistant.api.ratelimit import RateLimitMiddleware
from assistant.api.services import Services
from assistant.api.settings import ApiSettings

log = logging.getLogger("assistant.api")

API_VERSION = "1.0.0"


class Health(BaseModel):
    status: str
    assistant_loaded: bool
    corpus_loaded: bool
    dense_index: bool | None = None


def create_app(settings: ApiSettings | None = None, *,
               assistant_factory: Callable[[], Any] | None = None,
               corpus_factory: Callable[[], Any] | None = None) -> FastAPI:
    """Builds the API. Factories replace get_assistant()/load_corpus() (tests, embedding)."""
    settings = settings or ApiSettings()
    install_log_filters()
    services = Services(assistant_factory, corpus_factory)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if settings.preload:
            # Load once per process, in the background: a (re)started worker answers the
            # calculator and /healthz within seconds instead of after the model load (~25 s
            # measured); /v1/ask waits on the services lock until the assistant is ready.
            threading.Thread(target=services.preload, name="cotas-preload", daemon=True).start()
        yield

    # Swagger UI and ReDoc served from the package's own files: the portals' intranets and this
    # machine have no CDN, and /docs was blank there (FastAPI's default loads them from jsdelivr).
    app = FastAPIOffline(
        title="Assistente de Cotas — API",
        version=API_VERSION,
        description=(
            "API HTTP do assistente sobre a reserva de vagas raciais em concursos federais "
            "(Lei nº 15.142/2025 e Lei nº 12.990/2014). Erros: `{\"erro\": ..., \"campo\": ...}` "
            "em português."
        ),
        lifespan=lifespan,
        responses=COMMON_RESPONSES,
    )
    app.state.settings = settings
    app.state.services = services

    install_error_handlers(app)

    # Sync: the dense-index check may ask a Chroma server (0.5 s timeout), off the event loop.
    def healthz(request: Request) -> Health:
        return Health(status="ok", assistant_loaded=services.loaded("assistant"),
                      corpus_loaded=services.loaded("corpus"), dense_index=services.dense_index())

    app.add_api_route("/healthz", healthz, methods=["GET"], response_model=Health,
                      tags=["operação"], operation_id="healthz", summary="Verificação de vida.")

    routes_calculator.install(app, settings)
    routes_corpus.install(app)
    routes_ask.install(app, settings)

    # Added inner to outer: rate limit, body limit, CORS (so browsers see errors), access log,
    # and the last-resort 500 outermost (inside Starlette's own, which would re-raise).
    if settings.rate_limit:
        app.add_middleware(RateLimitMiddleware, limit=settings.rate_limit,
                           storage_uri=settings.rate_limit_storage,
                           trusted_proxies=settings.trusted_proxies)
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.max_body_bytes)
    if settings.cors_origins:
        app.add_middleware(
            PortugueseCORSMiddleware, allow_origins=settings.cors_origins, allow_methods=["GET", "POST"],
            allow_headers=["Content-Type"], max_age=600,
            # A portal's script reads how long to wait after a 429 (not CORS-safelisted otherwise).
            expose_headers=["Retry-After", "X-RateLimit-Limit"],
        )
    app.add_middleware(AccessLogMiddleware)
    app.add_middleware(ServerErrorGuard)
    return app
