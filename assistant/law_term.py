"""Round 53 (f68b): a phrase of the covered norms' own text asked for its meaning ("o que é o quesito cor ou raça do
IBGE?", "explica o processo seletivo simplificado").

The phrase is the law's, so the question is the law's: the dispositivo that uses it answers (here Lei 15.142, art. 2º,
I and Lei 12.990, art. 2º, caput for the quesito cor ou raça). The sentence classifier, reading a body's name such as
"IBGE" or a word of everyday life, may call it out of scope; a phrase found verbatim in the norms' texts overrules that
reading (`reconsider.reconsider`). The phrases are read from the corpus, never listed by hand, so every term of the
texts is covered. Generic words of any selection ("concurso público", "vagas do edital") are no term of the law.

Texts are folded (`vocabulary.fold`) by the caller.
"""
from __future__ import annotations

import re
from functools import lru_cache

from corpus import load_corpus
from vocabulary import fold

# The meaning of a thing asked ("o que é", "o que significa", "que quer dizer", "explica", "como funciona", "definição").
MEANING_ASKED = re.compile(r"\b(?:o que|oq|oque|que) (?:e|eh|seria|sao|significa|significam|quer dizer)\b|\bsignifica\b"
                           r"|\bquer dizer\b|\bexpli[cq]\w*|\bcomo funciona\b|\bdefinic\w*|\bconceito\b")
_WORD = re.compile(r"\w+")
# Words every selection has: a phrase made of them alone names no term of these laws.
_GENERIC = frozenset({"concurso", "concursos", "publico", "publicos", "publica", "publicas", "vaga", "vagas", "edital",
                      "editais", "federal", "federais", "cargo", "cargos", "lei", "leis", "pessoa", "pessoas", "orgao",
                      "candidato", "candidatos", "administracao", "para", "pela", "pelo", "como", "sobre", "esse", "essa",
                      "este", "esta", "isso", "quando", "qual", "quais", "sera", "serao", "seus", "suas", "mais",
                      "das", "dos", "nas", "nos", "que", "por", "com", "uma", "sem", "aos", "ate", "entre", "tem"})
# Other norms and bodies the texts cite ("Estatuto da Igualdade Racial", "Fundação ... IBGE", "Decreto nº 4.887"): their
# own subject, not a term of these laws.
_CITED = frozenset({"estatuto", "decreto", "constituicao", "fundacao", "instituto", "ministerio", "codigo"})
# A term is at least this many words long, with at least two words of three letters or more outside `_GENERIC`.
_MIN_WORDS = 3
# How far from the meaning cue the phrase may start or end, in words (an article, "esse tal de").
_NEAR = 3


def _content(words: tuple[str, ...]) -> int:
    return sum(1 for w in words if len(w) >= 3 and w not in _GENERIC)


@lru_cache(maxsize=1)
def _norm_phrases() -> frozenset[tuple[str, ...]]:
    """Every run of `_MIN_WORDS` words of the covered norms' texts (folded), the term's opening."""
    runs: set[tuple[str, ...]] = set()
    for d in load_corpus().all():
        words = _WORD.findall(fold(d.text))
        runs.update(tuple(words[i:i + _MIN_WORDS]) for i in range(len(words) - _MIN_WORDS + 1))
    return frozenset(runs)


def law_term(t: str) -> str | None:
    """The phrase of the norms' texts a meaning question asks about (folded text), else None: the phrase is what the
    cue asks of, right after it ("o que é o quesito cor ou raça") or right before it ("quesito cor ou raça, o que é?"),
    never a phrase elsewhere in the sentence ("qual o prazo de validade e como funciona a prorrogação?")."""
    phrases = _norm_phrases()
    for cue in MEANING_ASKED.finditer(t):
        after = _WORD.findall(t[cue.end():])[:_NEAR + _MIN_WORDS]
        before = _WORD.findall(t[:cue.start()])[-(_NEAR + _MIN_WORDS):]
        for words in (after, before):
            if _CITED & set(words):
                continue  # another norm or body named there: its subject ("o estatuto da igualdade racial")
            for i in range(len(words) - _MIN_WORDS + 1):
                run = tuple(words[i:i + _MIN_WORDS])
                if run in phrases and _content(run) >= 2:
                    return " ".join(run)
    return None


def law_term_asked(t: str) -> bool:
    """A phrase of the covered norms' own text asked for its meaning (`law_term`)."""
    return law_term(t) is not None
