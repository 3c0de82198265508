"""Assistant settings from environment variables (prefix COTAS_)."""
from __future__ import annotations

from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class AssistantSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="COTAS_", extra="ignore")

    # Writer: "deterministic" (default, offline) or "llm" (only rephrases, guarded).
    writer: str = "deterministic"
    # For init_chat_model, e.g. "openai", "ollama"; empty means no LLM configured.
    llm_provider: str | None = None
    llm_model: str | None = None
    # OpenAI-compatible endpoint (local Ollama / vLLM).
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_timeout: float = 20.0
    retrieval_k: int = 5
    # Below this retriever confidence (calibrated 0–1) no dispositivo fits: say so instead of quoting.
    min_confidence: float = 0.35
    # One intra-op thread: single-query embeddings on a shared 2-core machine are 2-4x faster
    # without thread contention. 0 leaves torch's default.
    torch_threads: int = 1
    # Inside a thread, the turn classifier (`intents.turns`) may overrule the rules' weak-cue verdicts
    # (`reconsider.reconsider_turn`); off, the rules decide threads alone.
    turn_classifier: bool = True

    @property
    def llm_enabled(self) -> bool:
        return self.writer == "llm" and bool(self.llm_model)


@lru_cache(maxsize=1)
def get_settings() -> AssistantSettings:
    return AssistantSettings()
