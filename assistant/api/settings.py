"""HTTP API settings (environment variables with prefix COTAS_API_)."""
from __future__ import annotations

import ipaddress
from typing import Annotated

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from assistant.models import MAX_QUESTION_CHARS


class ApiSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="COTAS_API_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(8000, ge=1, le=65535)
    # Worker processes under uvicorn's supervisor (a killed worker is replaced), even for 1.
    workers: int = Field(1, ge=1)
    # Seconds a client has to send a whole request (headers and body) once it connects or
    # starts one; slower clients are disconnected (408 if headers are incomplete).
    read_timeout: float = Field(10.0, gt=0)
    # Seconds an idle keep-alive connection stays open between requests.
    keep_alive_timeout: float = Field(5.0, gt=0)
    # Limits against oversized or hostile input.
    max_body_bytes: int = Field(256 * 1024, ge=1024)
    max_question_chars: int = Field(MAX_QUESTION_CHARS, ge=10)
    max_history_turns: int = Field(20, ge=0)
    max_result_rows: int = Field(5000, ge=1)
    # Order/position work grows with the number of vagas; the calculator itself has no ceiling.
    max_vacancies: int = Field(20000, ge=1)
    # `limits` syntax (e.g. "120/minute"), per client; "" disables rate limiting.
    rate_limit: str = "120/minute"
    # limits storage URI; memory:// is per worker, redis://... shares counts across replicas.
    rate_limit_storage: str = "memory://"
    # Reverse proxies (IPs or CIDRs, comma-separated or JSON list) whose X-Forwarded-For is
    # believed; the client is the right-most address not in this list. Empty: the TCP peer.
    trusted_proxies: Annotated[list[str], NoDecode] = []
    # Comma-separated or JSON list of portal origins allowed by CORS; empty = no CORS headers.
    cors_origins: Annotated[list[str], NoDecode] = []
    # Load the assistant and corpus at startup instead of on the first request.
    preload: bool = True
    log_level: str = "INFO"

    @field_validator("trusted_proxies")
    @classmethod
    def _networks(cls, value: list[str]) -> list[str]:
        for item in value:
            try:
                ipaddress.ip_network(item, strict=False)
            except ValueError:
                raise ValueError(f"COTAS_API_TRUSTED_PROXIES: endereço ou rede inválida: {item!r}") from None
        return value

    @field_validator("cors_origins", "trusted_proxies", mode="before")
    @classmethod
    def _split_list(cls, value: object) -> object:
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                import json

                return json.loads(text)
            return [part.strip() for part in text.split(",") if part.strip()]
        return value
