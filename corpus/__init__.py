"""Law corpus: curated texts of Lei 15.142/2025 and Lei 12.990/2014, parsed per dispositivo.

`load_corpus()` is cheap (no model); the index and retriever live in `corpus.index` and
`corpus.retrieval` and are imported on demand.
"""

from .loader import Corpus, UnknownURN, load_corpus
from .models import Dispositivo, Law

__all__ = ["Corpus", "Dispositivo", "Law", "UnknownURN", "load_corpus"]
