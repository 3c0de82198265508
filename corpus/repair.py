"""Restore law texts whose accented characters, `º` and `§` became U+FFFD.

Deterministic: every U+FFFD stands for exactly one lost character, so the restored text has the
same length as the damaged one and differs only at U+FFFD positions (shown as `?` below).
Rules, in order:

1. Law-text signs: a digit followed by U+FFFD is an ordinal (`Art. 1?`, `193?` -> `º`); a
   standalone `?` before a number is `§` (`? 1º`); `n?` before a number is `nº`.
2. Standalone `?` is `à` or `é`: `é` before an article/determiner, a participle (-ado/-ido...)
   or an adverb that typically follows the verb (não, também...); otherwise crase `à`, which in
   law texts precedes a (feminine) noun. Standalone `?s` is `às` (`ás`, "aces", never occurs).
3. Any other word: try every accented letter (and ç) at each U+FFFD, keep candidates found in
   pyspellchecker's Portuguese word-frequency dictionary (or whose plural-to-singular form is),
   or in a domain vocabulary (by default the words of the curated Lei 15.142/2025 text, which has
   legal words the general list lacks, e.g. `cabíveis`), pick the most frequent, keep the case.
   A word found in neither is unresolved; its report carries a suffix-based suggestion only.

Tokens no rule resolves are left with U+FFFD and reported, never guessed. A dictionary choice
whose runner-up is at least a tenth as frequent is applied but flagged `ambiguous` (reported by
the CLI): proper names (`IN?CIO`: início/Inácio) need a human eye.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field
from typing import Any

FFFD = "\ufffd"
ACCENTED = "áàâãéêíóôõúüç"
# Standalone "é" precedes these (verb "ser" + article/determiner or predicate adverb).
_E_BEFORE = {
    "o", "a", "os", "as", "um", "uma", "uns", "umas", "este", "esta", "esse", "essa", "aquele",
    "aquela", "não", "também", "sempre", "vedado", "vedada", "assegurado", "assegurada",
    "obrigatório", "obrigatória", "facultado", "facultada", "necessário", "necessária",
    "permitido", "permitida", "devido", "devida", "de", "do", "da", "dos", "das", "que", "por",
    "nulo", "nula", "cabível", "possível", "competente", "responsável",
}
_PARTICIPLE = re.compile(r"(?:ad|id|ít)[oa]s?$")
# Sentence start: after a full stop, a line start, or a dispositivo label ("Art. 1º ", "§ 2º ").
_SENTENCE_START = re.compile(
    rf"(?:^|[.!?:]\s+|\n\s*|(?:Art\.\s*\d+\S*|{FFFD}\s*\d+\S*|§\s*\d+\S*)\s+)$"
)
_WORD = re.compile(rf"(?:[^\W\d_]|{FFFD})+")


@dataclass
class Fix:
    position: int  # offset of the token in the text
    token: str  # damaged token
    replacement: str
    rule: str
    alternatives: list[str] = field(default_factory=list)  # other dictionary words rejected
    ambiguous: bool = False  # an alternative is nearly as frequent: a reviewer should check


@dataclass
class RepairResult:
    text: str
    fixes: list[Fix]
    unresolved: list[Fix]  # replacement == token (U+FFFD kept)

    @property
    def ok(self) -> bool:
        return not self.unresolved


@functools.lru_cache(maxsize=1)
def _frequencies() -> Any:  # spellchecker's WordFrequency (untyped package)
    from spellchecker import SpellChecker  # offline: the dictionary ships in the wheel

    return SpellChecker(language="pt").word_frequency


_INFLECTIONS = (
    ("eis", "el"), ("ões", "ão"), ("ãos", "ão"), ("is", "l"), ("as", "os"), ("a", "o"), ("s", ""),
)
_PREFIXES = ("auto", "anti", "contra", "inter", "sobre", "super", "pré", "pós", "des", "re", "co")
# The pyspellchecker list is European Portuguese: stressed e/o before a nasal consonant takes an
# acute there (género, económico) and a circumflex in Brazil (gênero, econômico).
_EU_NASAL = re.compile(r"[éó][mn][aeiouáéíóúâêô]")
_EU_FORM = re.compile(r"[êô](?=[mn][aeiouáéíóúâêô])")


def _to_eu(m: re.Match[str]) -> str:
    return {"ê": "é", "ô": "ó"}[m.group()]


@functools.lru_cache(maxsize=1)
def default_vocabulary() -> frozenset[str]:
    """Words of the clean, curated Lei 15.142/2025 text (never of a repaired file)."""
    from pathlib import Path

    path = Path(__file__).parent / "texts" / "lei-15142-2025.txt"
    if not path.exists():
        return frozenset()
    return frozenset(w.lower() for w in _WORD.findall(path.read_text(encoding="utf-8")))


def _known(word: str, vocabulary: frozenset[str] = frozenset()) -> int:
    """Frequency of a lower-case word, or of its singular for regular plurals."""
    freq = _frequencies()
    if word in vocabulary:
        return max(int(freq[word]), 1)
    if word in freq:
        return int(freq[word])
    # Regular inflections (plural, feminine) and productive prefixes (auto-, re-...).
    for suffix, base_suffix in _INFLECTIONS:
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            base = word[: -len(suffix)] + base_suffix
            if base in freq:
                return max(1, int(freq[base]) // 2)
    for prefix in _PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 4:
            f = _known(word[len(prefix):], vocabulary)
            if f:
                return max(1, f // 4)
    return 0


@functools.lru_cache(maxsize=1)
def _accented_suffixes() -> dict[str, int]:
    """How many dictionary words end with each accented suffix (for words the list lacks)."""
    counts: dict[str, int] = {}
    for word in _frequencies().keys():
        for i, c in enumerate(word):
            if c in ACCENTED and len(word) - i >= 3:
                suffix = word[i:]
                counts[suffix] = counts.get(suffix, 0) + 1
                break
    return counts


def _by_suffix(lower: str) -> str | None:
    """Single-U+FFFD word missing from the dictionary: the accented suffix most words share."""
    i = lower.index(FFFD)
    if lower.count(FFFD) != 1 or len(lower) - i < 4:
        return None
    suffixes = _accented_suffixes()
    scored = sorted(
        ((suffixes.get(c + lower[i + 1 :], 0), c) for c in ACCENTED), key=lambda x: (-x[0], x[1])
    )
    # Demand a clear winner: a tie or a rare suffix is left unresolved.
    if scored[0][0] < 5 or scored[0][0] < 3 * scored[1][0]:
        return None
    return lower[:i] + scored[0][1] + lower[i + 1 :]


def _match_case(template: str, word: str) -> str:
    if template.isupper() and len(template) > 1:
        return word.upper()
    out = []
    for t, w in zip(template, word):
        out.append(w.upper() if t.isupper() or (t == FFFD and _upper_context(template)) else w)
    return "".join(out)


def _upper_context(template: str) -> bool:
    letters = [c for c in template if c != FFFD]
    return bool(letters) and all(c.isupper() for c in letters) and len(letters) > 1


def _next_word(text: str, end: int) -> tuple[str, int]:
    m = re.match(r"\s+(\S+)", text[end:])
    if not m:
        return "", end
    return m.group(1), end + m.start(1)


def _resolve_word(
    token: str, sentence_start: bool, vocabulary: frozenset[str]
) -> tuple[str | None, list[str], bool]:
    slots = token.count(FFFD)
    if slots > 4:  # 13**5 candidates: too many to trust
        return None, [], False
    lower = token.lower()
    scored = []
    for combo in itertools.product(ACCENTED, repeat=slots):
        it = iter(combo)
        cand = "".join(next(it) if c == FFFD else c for c in lower)
        if _EU_NASAL.search(cand):
            continue  # European spelling (género); the Brazilian one (gênero) is tried too
        f = _known(cand, vocabulary) or _known(_EU_FORM.sub(_to_eu, cand), vocabulary)
        if f:
            scored.append((f, cand))
    if not scored:
        guess = _by_suffix(lower)
        return None, [] if guess is None else [_match_case(token, guess)], False
    scored.sort(key=lambda x: (-x[0], x[1]))
    word = _match_case(token, scored[0][1])
    if sentence_start and token[0] == FFFD:
        word = word[0].upper() + word[1:]
    ambiguous = len(scored) > 1 and scored[1][0] * 10 >= scored[0][0]
    return word, [_match_case(token, w) for _, w in scored[1:]], ambiguous


def repair_text(text: str, vocabulary: frozenset[str] | None = None) -> RepairResult:
    """Restore U+FFFD characters in `text`; see the module docstring for the rules.

    `vocabulary`: extra known words (lower case); default `default_vocabulary()`.
    """
    vocab = default_vocabulary() if vocabulary is None else frozenset(vocabulary)
    chars = list(text)
    fixes: list[Fix] = []
    unresolved: list[Fix] = []

    def put(pos: int, token: str, replacement: str, rule: str, alts: tuple[str, ...] | list[str] = (),
            ambiguous: bool = False) -> None:
        assert len(replacement) == len(token)
        chars[pos : pos + len(token)] = replacement
        fixes.append(Fix(pos, token, replacement, rule, list(alts), ambiguous))

    # 1. Ordinals after a digit: "Art. 1?", "193?".
    for m in re.finditer(rf"(?<=\d){FFFD}", text):
        put(m.start(), FFFD, "º", "ordinal")

    for m in _WORD.finditer(text):
        token, pos = m.group(), m.start()
        if FFFD not in token:
            continue
        nxt, _ = _next_word(text, m.end())
        nxt_clean = nxt.strip(".,;:()").lower()
        start = _SENTENCE_START.search(text[:pos]) is not None
        if token == FFFD and pos and text[pos - 1].isdigit():
            continue  # ordinal, done above
        if token == FFFD:
            if re.match(r"\d", nxt):
                put(pos, token, "§", "section-sign")
            elif nxt_clean in _E_BEFORE or _PARTICIPLE.search(nxt_clean):
                put(pos, token, "É" if start else "é", "standalone-e")
            elif nxt_clean and nxt_clean[0].isalpha():
                put(pos, token, "À" if start else "à", "crase")
            else:
                unresolved.append(Fix(pos, token, token, "standalone-ambiguous"))
            continue
        if token == FFFD + "s":
            put(pos, token, "Às" if start else "às", "crase-plural")
            continue
        if token.lower() == "n" + FFFD and re.match(r"\d", nxt):
            put(pos, token, token[0] + "º", "numero")
            continue
        word, alts, ambiguous = _resolve_word(token, start, vocab)
        if word is None:
            unresolved.append(Fix(pos, token, token, "unknown-word", alts))
        else:
            put(pos, token, word, "dictionary", alts, ambiguous)

    # Any U+FFFD not inside a word nor after a digit (e.g. next to punctuation).
    out = "".join(chars)
    done = {u.position for u in unresolved}
    for m in re.finditer(FFFD, out):
        if not any(u.position <= m.start() < u.position + len(u.token) for u in unresolved):
            if m.start() not in done:
                unresolved.append(Fix(m.start(), FFFD, FFFD, "isolated"))
    unresolved.sort(key=lambda f: f.position)
    return RepairResult(out, sorted(fixes, key=lambda f: f.position), unresolved)


def damage(text: str) -> str:
    """Replace every accented letter, `º` and `§` by U+FFFD (what the 12.990 file suffered)."""
    lost = set(ACCENTED + ACCENTED.upper() + "º§")
    return "".join(FFFD if c in lost else c for c in text)
