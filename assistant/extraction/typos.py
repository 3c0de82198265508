"""Typo correction against the domain vocabulary (real Portuguese words are never 'corrected')."""
from __future__ import annotations

import difflib
import gzip
import json
import re
from functools import lru_cache
from importlib import resources

from .numbers import ORDINALS, UNITS

DOMAIN_WORDS = """
vaga vagas reservada reservadas reservado reservados reserva reservas cota cotas cotista cotistas
concurso concursos certame edital editais publicado publicada publicacao quantas quantos quantidade
numero percentual porcentagem aplica aplicavel vale regida regido lei leis antiga nova vigor vigencia
preto preta pretos pretas pardo parda pardos pardas negro negra negros negras indigena indigenas
quilombola quilombolas branco branca brancos brancas amarelo amarela amarelos amarelas deficiencia
autarquia autarquias fundacao empresa publica publico sociedade economia mista ministerio
universidade federal estadual municipal prefeitura policia receita
processo seletivo simplificado temporario temporaria contratacao
nomeacao nomeado nomeados ordem posicao posicoes lugar colocado classificado classificacao lista
candidato candidata candidatos aprovado aprovada aprovados ampla concorrencia
heteroidentificacao autodeclaracao autodeclarar fraude banca inscricao regulamento
janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro
oferece oferecidas ofertadas previstas existe direito posso concorrer
cargo cargos deficiente deficientes colocacao colocada
autodeclarado autodeclarada autodeclarados autodeclaradas
racial raciais
""".split()
# (Round 36, 36a: "racial" too, so a dictated "cota raciau"/"rasial" is read as the quota it names.)
# (Round 35, f36a: the dictionary lacks "autodeclarados", which was "corrected" to "autodeclaracao", so "a lista dos
# autodeclarados negros" lost the list it names.)
_VOCAB = sorted(set(DOMAIN_WORDS) | {w for w in UNITS if len(w) >= 4} | {w for w in ORDINALS if len(w) >= 5})
_VOCAB_SET = set(_VOCAB)
# Real words the dictionary lacks that sit one edit from a domain word: a cargo ("indigenista", Funai) is no group.
_ALSO_REAL = frozenset({"indigenista", "indigenistas", "indigenismo", "quilombo", "quilombos",
                        # Chat contractions the dictionary lacks: "pras vagas" is no group, "tava" no rank.
                        "pras", "pros", "pruma", "tava", "tavam", "tamo", "vamo", "concurseiro", "concurseira",
                        "concurseiros", "concurseiras"})


_ACCENTS = str.maketrans("áàâãäéèêëíìîïóòôõöúùûüçñ", "aaaaaeeeeiiiiooooouuuucn")


@lru_cache(maxsize=1)
def _known_words() -> frozenset[str]:
    """Folded Portuguese dictionary from pyspellchecker: real words are never 'corrected'."""
    path = resources.files("spellchecker") / "resources" / "pt.json.gz"
    words = json.loads(gzip.decompress(path.read_bytes()))
    # translate() only on the accented minority keeps this near one second.
    return frozenset(w if w.isascii() else w.lower().translate(_ACCENTS) for w in words)


@lru_cache(maxsize=1)
def _written_words() -> dict[str, tuple[str, int]]:
    """Folded word -> its most frequent spelling in the dictionary, accents and all ("nomeacao" -> "nomeação")."""
    path = resources.files("spellchecker") / "resources" / "pt.json.gz"
    best: dict[str, tuple[str, int]] = {}
    for word, freq in json.loads(gzip.decompress(path.read_bytes())).items():
        key = word if word.isascii() else word.lower().translate(_ACCENTS)
        if key in _VOCAB_SET and (key not in best or freq > best[key][1]):
            best[key] = (word, freq)
    return best


def _slack(tok: str) -> int:
    # A typo is a letter or so off: a close word two letters longer or shorter is another word ("pras"/"pretas"), but
    # not in a long compound (Round 39, lo39: "eterodentificação" drops both the "h" and the "i" of its first half).
    return 2 if len(tok) >= 12 else 1


@lru_cache(maxsize=4096)
def _correct_token(tok: str) -> str:
    if len(tok) < 4 or tok in _VOCAB_SET or tok in _ALSO_REAL or not tok.isalpha():
        return tok
    match = [w for w in difflib.get_close_matches(tok, _VOCAB, n=3, cutoff=0.8) if abs(len(w) - len(tok)) <= _slack(tok)]
    if not match:
        return tok
    # Only now pay for the dictionary: a close domain word and a real other word ("conta"/"cota").
    return tok if tok in _known_words() else match[0]


# Chat abbreviations too short for the close-match correction ("12 vgs", "qts vagas", "2 p/ PcD") and a
# slot word split by a stray space ("10 vaga s").
_ABBREVIATIONS = {"vg": "vaga", "vgs": "vagas", "qts": "quantas", "qtas": "quantas", "qnts": "quantas",
                  "qntas": "quantas", "qtos": "quantos", "qnt": "quantas", "qtd": "quantidade", "qtde": "quantidade",
                  # Chat shorthand for the words that carry a question's kind ("pq" asks why, "qdo" when,
                  # "n" negates): left short, the rules and the classifier read a why-question as a request.
                  "pq": "por que", "qdo": "quando", "qnd": "quando", "vc": "voce", "vcs": "voces", "tb": "tambem",
                  "tbm": "tambem", "msm": "mesmo", "hj": "hoje", "kd": "cade", "ngm": "ninguem", "td": "tudo",
                  "tds": "todos", "eh": "e", "qto": "quanto", "qta": "quanta", "qnto": "quanto", "qnta": "quanta",
                  "qntos": "quantos", "vdd": "verdade", "pfv": "por favor", "pf": "por favor",
                  # The formal count word of an HR voice ("o quantitativo de vagas a reservar") asks a count.
                  "quantitativo": "quantidade", "quantitativos": "quantidade",
                  # The diminutive of chat ("uma vaguinha de deficiente"): the same noun.
                  "vaguinha": "vaga", "vaguinhas": "vagas"}
_ABBREV = re.compile(rf"\b(?:{'|'.join(_ABBREVIATIONS)})\b")
# One-letter "q" (que) and "n" (não) only before a word: "n. 123" and "n 5" number things.
_ONE_LETTER = re.compile(r"\b([qn])\b(?=\s+[a-z])")
_SLASHED = re.compile(r"\b([pc])/\s*(?=[a-z0-9])")
# Round 22: chat drops the slash too ("edital c 7 vagas", "concurso c 2 cargos"): a lone "c" before a count is "com",
# unless it names a level or an item ("classe C 3 vagas", "letra c 2").
# Round 22 (p22e): "cargo C 2 vagas": a cargo called by its letter, as HR tables name them, is a name too.
# Round 49 (49b): so a table's campus, polo or área called by its letter ("polo C 1 vaga", "campus C 2 vagas").
_BARE_C = re.compile(r"(?<![\w.,/])(?:(classe|nivel|letra|padrao|tipo|grupo|faixa|item|categoria|cargo|campus|polo|area"
                     r"|unidade|departamento|setor|lote|especialidade|perfil|sede) )?c(?=\s+\d)")
# ... and "1 p pcd", "qnts p cota": a lone "p" before a word is "para" (a level or item, "classe P", and "p unico",
# the parágrafo único, stay).
_BARE_P = re.compile(r"(?<![\w.,/])(?:(classe|nivel|letra|padrao|tipo|grupo|faixa|item|categoria) )?p(?=\s+[a-z])(?!\s+unico)")
# A count glued to its noun ("10vagas", "2pcd", "3olugar", "5%pcd"): the slot rules need the space. A letter or
# two after a digit stays ("3o", "10h", "2a"), as it is an ordinal or a unit.
_GLUED = re.compile(r"(?<![\w.,/])(\d+(?:o(?=lugar|coloc|classif|posic)|%)?)(?=[a-z]{3,})")
_SPLIT_PLURAL = re.compile(r"\b(vaga|cota|reservada|cargo) s\b")
# "concurso tem 3 cargo: 11, 3 e 7 vagas": a count of two or more cargos with the noun left singular.
# Round 41 (f53a): never a count before a cargo named by a letter or number ("9 vagas cargo A, 4 cargo B"): a row's vagas.
_COUNTED_SINGULAR = re.compile(r"(?<![\d.,/])\b([2-9]|[1-9]\d+) cargo\b(?!\s+(?:[a-h]|\d{1,2})\s*(?:[,;.:?!)]|\be\b|$))")
# Round 34 (34h): the compound written in two words ("auto declaraçao", "hetero-identificação"), as older candidates
# spell it: the one domain word, so the rules that know "autodeclaração" read it too.
# (case-insensitive: `join_compounds` reads the question as written, `correct_typos` the folded text)
_SPLIT_COMPOUND = re.compile(r"\b(auto|hetero)[ -](declar|identific)", re.IGNORECASE)


# Round 35 (lo35c): "pf" is also the Polícia Federal (`entities`: a body of the direct administration). After an article,
# a preposition or a selection's noun ("voltando à PF", "concurso da PF", "na pf") it names the body and stays; alone
# ("me diz pf", "calcula pf") it is "por favor".
_BODY_BEFORE = re.compile(r"\b(?:a|o|as|os|da|do|na|no|pela|pelo|pra|pro|para|de|em|concurso|edital|certame|orgao|"
                          r"selecao|policia)\s+$")


def _the_body(text: str, m: re.Match[str]) -> bool:
    """The short word is a body's acronym here ("concurso da pf"), not the chat abbreviation."""
    return m.group(0) == "pf" and bool(_BODY_BEFORE.search(text[:m.start()]))


# Round 36 (36a): a dictated or phonetically typed ending, the final "l" heard as "u" ("cota raciau", "federau") and the
# final "o" as "u" ("sou pardu", "negru"): the domain word it sounds like, written so in the question as asked, so the
# search and the classifiers read it as the rules do (a real word, "grau" or "chapeu", stays).
_SPOKEN_U = re.compile(r"\b([^\W\d_]{3,})([uU])([sS]?)\b")


def spoken_endings(text: str) -> str:
    """The question as written, a sounded-out final "u" put back as the domain word's "l" or "o"."""

    def fix(m: re.Match[str]) -> str:
        stem, u, s = m.groups()
        folded = m.group(0).lower().translate(_ACCENTS)
        if folded in _VOCAB_SET or folded in _known_words():
            return m.group(0)
        for end in ("l", "o"):
            if stem.lower().translate(_ACCENTS) + end + s.lower() in _VOCAB_SET:
                return stem + (end.upper() if u.isupper() else end) + s
        return m.group(0)

    return _SPOKEN_U.sub(fix, text)


def _domain_spelling(word: str) -> str:
    """The right spelling of the domain word a written word misspells ("ç" for "ss"); the folded vocabulary's own
    word gets its accents back from the dictionary, or the "-ção" of its "-cao" ("heteroidentificação")."""
    written = _written_words().get(word)
    if written:
        return written[0]
    return re.sub(r"ca(o|oes)$", lambda m: "ção" if m.group(1) == "o" else "ções", word)


_WRITTEN_WORD = re.compile(r"[^\W\d_]{4,}")


def as_spelled(text: str) -> str:
    """The question as written, each misspelt domain word in its right spelling: what the classifiers and the search read.

    Round 39 (lo39): only the rules' folded text was corrected (`correct_typos`), so "cota rasial" or "concurço" reached
    the classifier and the search as written, far from every exemplar and dispositivo, and was refused. A word already
    right, accented or not ("concurso", "autodeclaracao"), or a real word of its own ("conta") stays as written.
    """

    def fix(m: re.Match[str]) -> str:
        word = m.group(0)
        low = word.lower()
        folded = low.translate(_ACCENTS)
        fixed = _correct_token(folded)
        if fixed not in _VOCAB_SET or fixed in _NUMBER_WORDS or fixed == folded and low == folded:
            return word  # no domain word, a number word (a row's name), or written right without accents
        right = _domain_spelling(fixed)
        if right == low or fixed == folded and right.translate(_ACCENTS) != folded:
            return word
        return right[:1].upper() + right[1:] if word[:1].isupper() else right

    return _WRITTEN_WORD.sub(fix, text)


def join_compounds(text: str) -> str:
    """The question as written, its split compounds joined ("auto declaraçao" -> "autodeclaraçao"): a retrieval query."""
    return _SPLIT_COMPOUND.sub(r"\1\2", text)


def correct_typos(text: str) -> str:
    text = _GLUED.sub(r"\1 ", text)
    text = _ABBREV.sub(lambda m: m.group(0) if _the_body(text, m) else _ABBREVIATIONS[m.group(0)], text)
    text = _ONE_LETTER.sub(lambda m: "que" if m.group(1) == "q" else "nao", text)
    text = _SLASHED.sub(lambda m: "para " if m.group(1) == "p" else "com ", text)
    text = _BARE_C.sub(lambda m: m.group(0) if m.group(1) else "com", text)
    text = _BARE_P.sub(lambda m: m.group(0) if m.group(1) else "para", text)
    text = _SPLIT_PLURAL.sub(lambda m: m.group(1) + "s", text)
    text = _COUNTED_SINGULAR.sub(r"\1 cargos", text)
    text = _SPLIT_COMPOUND.sub(r"\1\2", text)
    return re.sub(r"[a-z]+", lambda m: _corrected(m, text), text)


_NUMBER_WORDS = frozenset(UNITS) | frozenset(ORDINALS)
# A word right before its own count ("Natal 7, Mossoró 3 e Caicó 1"): a row's name (a city, a cargo), never a number
# word misspelt ("caico" is no "cinco": "cinco 1" would be no count either).
_BEFORE_COUNT = re.compile(r"\s+\d")


def _corrected(m: re.Match[str], text: str) -> str:
    fixed = _correct_token(m.group(0))
    if fixed != m.group(0) and fixed in _NUMBER_WORDS and _BEFORE_COUNT.match(text, m.end()):
        return m.group(0)  # Round 22 (p22e): a place or cargo named before its vagas stays a name
    return fixed


def warm_up() -> None:
    _known_words()

