"""Limits of the page, from ONE place (environment variables with prefix COTAS_)."""
from __future__ import annotations

from pydantic_settings import BaseSettings, SettingsConfigDict


class AppSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="COTAS_", extra="ignore")
    # Same ceiling in every panel: the order/result tables have one row per vaga.
    max_vagas: int = 10_000
    max_upload_mb: int = 5  # also server.maxUploadSize in .streamlit/config.toml
    max_rows: int = 5000


def get_settings() -> AppSettings:
    # Read per run: tests (and operators) change the environment without restarting the server.
    return AppSettings()
