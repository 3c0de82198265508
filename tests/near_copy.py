"""Finding near copies (token Jaccard >= a threshold) among thousands of word sets without comparing every pair.

`NearCopyIndex(sets).any(q, match)` answers exactly what `any(match(q, d) for d in sets)` answers: `match` is still
the caller's own test, only run on fewer sets. A set with Jaccard >= 0.8 against `q` shares at least 0.8 * |q|
of q's words, so it misses at most |q| - 0.8 * |q| of them, and it must hold at least one of any
|q| - 0.8 * |q| + 1 of them (the rarest are chosen, to keep the candidates few). The bound used here is 0.75,
weaker than any threshold from 0.75 up, so float rounding of the caller's test can never drop a true match.
"""
from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable

# Candidates are the sets holding at least one of q's rarest words; safe for every threshold >= LOWEST_THRESHOLD.
LOWEST_THRESHOLD = 0.75


class NearCopyIndex:
    def __init__(self, sets: Iterable[frozenset[str] | set[str]]) -> None:
        self.sets = [frozenset(s) for s in sets]
        self.empty = [i for i, s in enumerate(self.sets) if not s]
        self.postings: dict[str, list[int]] = defaultdict(list)
        for i, s in enumerate(self.sets):
            for word in s:
                self.postings[word].append(i)

    def candidates(self, q: frozenset[str] | set[str]) -> list[frozenset[str]]:
        """Every set that could be a near copy of `q` (threshold >= LOWEST_THRESHOLD), in index order."""
        if not q:
            return list(self.sets)  # Jaccard of two empty sets is the caller's to define: compare all
        need = max(1, math.ceil(LOWEST_THRESHOLD * len(q)))  # words of q a near copy must hold, at least
        picks = sorted(q, key=lambda w: (len(self.postings.get(w, ())), w))[: len(q) - need + 1]
        found = set(self.empty)  # no shared word; the caller's test decides (it never matches a non-empty q)
        for word in picks:
            found.update(self.postings.get(word, ()))
        return [self.sets[i] for i in sorted(found)]

    def any(self, q: frozenset[str] | set[str], match: Callable[[frozenset[str]], bool]) -> bool:
        return any(match(d) for d in self.candidates(q))
