"""Parameter extraction from free Portuguese: numbers, dates, groups, entities, processes.

Everything works on a folded text (lowercase, no accents, "º" -> "o") after typo correction
against the domain vocabulary. Nothing here decides a legal rule: dates that straddle a law
boundary are kept as periods and the router asks the calculator what they mean.
"""
from __future__ import annotations

import calendar
import difflib
import json
import gzip
import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache
from importlib import resources

from vocabulary import fold

# --------------------------------------------------------------------------- text




# --------------------------------------------------------------------------- numbers

UNITS = {
    "zero": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5,
    "seis": 6, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13,
    "catorze": 14, "quatorze": 14, "quinze": 15, "dezesseis": 16, "dezasseis": 16,
    "dezessete": 17, "dezassete": 17, "dezoito": 18, "dezenove": 19, "dezanove": 19,
    "vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50, "cinquenta": 50,
    "sessenta": 60, "setenta": 70, "oitenta": 80, "noventa": 90,
    "cem": 100, "cento": 100, "duzentos": 200, "duzentas": 200, "trezentos": 300,
    "trezentas": 300, "quatrocentos": 400, "quatrocentas": 400, "quinhentos": 500,
    "quinhentas": 500, "seiscentos": 600, "seiscentas": 600, "setecentos": 700,
    "setecentas": 700, "oitocentos": 800, "oitocentas": 800, "novecentos": 900,
    "novecentas": 900,
}
ORDINALS = {
    "primeiro": 1, "primeira": 1, "segundo": 2, "segunda": 2, "terceiro": 3, "terceira": 3,
    "quarto": 4, "quarta": 4, "quinto": 5, "quinta": 5, "sexto": 6, "sexta": 6, "setimo": 7,
    "setima": 7, "oitavo": 8, "oitava": 8, "nono": 9, "nona": 9, "decimo": 10, "decima": 10,
    "vigesimo": 20, "vigesima": 20, "trigesimo": 30, "trigesima": 30,
}
_NUMW = "|".join(sorted(list(UNITS) + ["mil"], key=len, reverse=True))
_NUM_SEQ = re.compile(rf"\b(?:{_NUMW})(?:(?:\s+e)?\s+(?:{_NUMW}))*\b")
_ORDW = "|".join(sorted(ORDINALS, key=len, reverse=True))
# Ordinal words only count before a ranking noun: "segundo" also means "according to".
_ORD_SEQ = re.compile(rf"\b((?:{_ORDW})(?:\s+(?:{_ORDW}))?)\s+(?=(?:lugar|colocad|classificad|posicao|na lista|da lista))")


def _words_value(words: list[str]) -> list[int]:
    """Values of a run of number words; splits where the run is not one number ("dez doze")."""
    out: list[int] = []
    total, cur, last = 0, 0, None
    for w in words:
        if w == "mil":
            total += (cur or 1) * 1000
            cur, last = 0, 1000
            continue
        v = UNITS[w]
        if last is not None and not (last == 1000 or v < 10 ** (len(str(last)) - 1)):
            out.append(total + cur)
            total, cur = 0, 0
        cur += v
        last = v
    out.append(total + cur)
    return out


def words_to_digits(text: str) -> str:
    """'vinte e duas vagas' -> '22 vagas'; 'mil e duzentas' -> '1200'. Expects folded text."""

    def repl(m: re.Match) -> str:
        words = [w for w in m.group(0).split() if w != "e"]
        # A lone "um"/"uma" is an article unless it counts vagas.
        if words in (["um"], ["uma"]):
            after = text[m.end():m.end() + 20]
            if not re.match(r"\s+(?:unica\s+|so\s+)?vagas?\b", after):
                return m.group(0)
        return " e ".join(str(v) for v in _words_value(words))

    text = _NUM_SEQ.sub(repl, re.sub(r"\s*\bpor cento\b", "%", text))

    def ord_repl(m: re.Match) -> str:
        return f"{sum(ORDINALS[w] for w in m.group(1).split())}o "

    return _ORD_SEQ.sub(ord_repl, text)


# --------------------------------------------------------------------------- typos

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
""".split()
_VOCAB = sorted(set(DOMAIN_WORDS) | {w for w in UNITS if len(w) >= 4} | {w for w in ORDINALS if len(w) >= 5})
_VOCAB_SET = set(_VOCAB)


_ACCENTS = str.maketrans("áàâãäéèêëíìîïóòôõöúùûüçñ", "aaaaaeeeeiiiiooooouuuucn")


@lru_cache(maxsize=1)
def _known_words() -> frozenset[str]:
    """Folded Portuguese dictionary from pyspellchecker: real words are never 'corrected'."""
    path = resources.files("spellchecker") / "resources" / "pt.json.gz"
    words = json.loads(gzip.decompress(path.read_bytes()))
    # translate() only on the accented minority keeps this near one second.
    return frozenset(w if w.isascii() else w.lower().translate(_ACCENTS) for w in words)


@lru_cache(maxsize=4096)
def _correct_token(tok: str) -> str:
    if len(tok) < 4 or tok in _VOCAB_SET or not tok.isalpha():
        return tok
    match = difflib.get_close_matches(tok, _VOCAB, n=1, cutoff=0.8)
    if not match:
        return tok
    # Only now pay for the dictionary: a close domain word and a real other word ("conta"/"cota").
    return tok if tok in _known_words() else match[0]


def correct_typos(text: str) -> str:
    return re.sub(r"[a-z]+", lambda m: _correct_token(m.group(0)), text)


def warm_up() -> None:
    _known_words()


# --------------------------------------------------------------------------- dates

MONTHS = {
    "janeiro": 1, "fevereiro": 2, "marco": 3, "abril": 4, "maio": 5, "junho": 6, "julho": 7,
    "agosto": 8, "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12,
}
_MON = "|".join(MONTHS)


@dataclass(frozen=True)
class Period:
    """A date known only to a month or a year: [start, end]."""

    start: date
    end: date
    text: str


def _safe_date(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _year(y: str) -> int:
    n = int(y)
    return n + 2000 if n < 100 else n


MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
               "outubro", "novembro", "dezembro"]


def _month_period(y: int, m: int, text: str) -> Period:
    # Display text with accents, whatever the user typed ("marco/2025" -> "março de 2025").
    return Period(date(y, m, 1), date(y, m, calendar.monthrange(y, m)[1]), f"{MONTH_NAMES[m - 1]} de {y}")


# Law / decree / ADI references carry numbers and years that are not edital data.
_LAW_REF = re.compile(
    r"\b(?:lei|decreto|adi|lc|lei complementar|resolucao|portaria)\s*(?:n\s*o?|no|n\.o|numero)?\.?\s*"
    r"\d[\d.]*(?:\s*/\s*\d{2,4}|,?\s+de\s+(?:\d{1,2}o?\s+de\s+\w+\s+de\s+)?\d{4})?"
)
# "§" is not a word character: \b cannot precede it.
_ART_REF = re.compile(r"(?:\b(?:art(?:igo)?s?\.?|paragrafo|inciso|alinea)|§+)\s*\d+o?")
# An explicit reference to a dispositivo: "art. 7o, § 3o", "paragrafo unico", "inciso ii", "alinea a".
DISPOSITIVO_REF = re.compile(
    r"\bart(?:igo)?s?\.?\s*\d+|§+\s*\d+|\bparagrafos?\s+(?:\d+|unico|primeiro|segundo|terceiro|quarto)\b"
    r"|\bincisos?\s+[ivxlc]+\b|\balineas?\s+[\"'“]?[a-z]\b|\bcaput\b"
    rf"|\b(?:art(?:igo)?s?\.?|paragrafos?|§)\s*(?:{'|'.join(ORDINALS)})\b"
)


def reference_query(question: str) -> str:
    """The question with ordinal words after "artigo"/"paragrafo" as digits ("artigo terceiro" -> "artigo 3"),
    so the retriever resolves the reference; the rest of the text is kept as typed."""
    def repl(m: re.Match) -> str:
        return f"{m.group(1)} {ORDINALS[fold(m.group(2))]}"

    return re.sub(r"(?i)\b(art(?:igo)?s?\.?|par[aá]grafos?|§)\s*([a-zçéêíóú]+)\b",
                  lambda m: repl(m) if fold(m.group(2)) in ORDINALS else m.group(0), question)


_LAW_BY_YEAR = re.compile(r"\b(?:lei|legislacao|regra) (?:de|da|do ano de) (?:19|20)\d{2}\b")


def strip_refs(text: str) -> str:
    text = _LAW_BY_YEAR.sub(" LEIREF ", _LAW_REF.sub(" LEIREF ", text))
    return _ART_REF.sub(" ARTREF ", text)


@dataclass
class DateInfo:
    date: date | None = None
    period: Period | None = None
    # "old" / "new" when the text points to a law instead of a date ("pela lei antiga").
    law_hint: str | None = None
    text: str | None = None


_OLD_HINT = re.compile(
    r"lei (?:antiga|velha|anterior|de 2014)|antiga lei|12\.?990|antes da (?:nova lei|lei nova|lei 15|vigencia da"
    r"|entrada em vigor|publicacao da (?:nova )?lei)|regra antiga|legislacao anterior"
)
_NEW_HINT = re.compile(
    r"lei (?:nova|atual|de 2025|vigente)|nova lei|15\.?142|(?:depois|apos|a partir) da (?:nova lei|lei nova"
    r"|lei 15|vigencia|entrada em vigor)|regra nova|regra atual"
)


def extract_date(raw: str, today: date) -> DateInfo:
    """Edital date from folded text. Law references are ignored for dates but give law hints."""
    info = DateInfo()
    if _OLD_HINT.search(raw):
        info.law_hint = "old"
    elif _NEW_HINT.search(raw):
        info.law_hint = "new"
    text = strip_refs(raw)
    found: list[tuple[int, date | Period, str]] = []

    for m in re.finditer(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", text):
        d = _safe_date(int(m[1]), int(m[2]), int(m[3]))
        if d:
            found.append((m.start(), d, m[0]))
    for m in re.finditer(r"\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b", text):
        d = _safe_date(_year(m[3]), int(m[2]), int(m[1]))
        if d:
            found.append((m.start(), d, m[0]))
    for m in re.finditer(rf"\b(\d{{1,2}})o?\s+de\s+({_MON})\s*(?:de|/)?\s*(\d{{4}})\b", text):
        d = _safe_date(int(m[3]), MONTHS[m[2]], int(m[1]))
        if d:
            found.append((m.start(), d, m[0]))
    taken = [(s, s + len(t)) for s, _, t in found]

    def free(pos: int) -> bool:
        return not any(a <= pos < b for a, b in taken)

    for m in re.finditer(rf"\b({_MON})\s*(?:de|/)?\s*(\d{{4}})\b", text):
        if free(m.start()):
            found.append((m.start(), _month_period(int(m[2]), MONTHS[m[1]], m[0]), m[0]))
            taken.append((m.start(), m.end()))
    for m in re.finditer(r"(?<![\d/.-])(\d{1,2})/(\d{4})\b", text):
        if free(m.start()) and 1 <= int(m[1]) <= 12:
            found.append((m.start(), _month_period(int(m[2]), int(m[1]), m[0]), m[0]))
            taken.append((m.start(), m.end()))
    for m in re.finditer(r"(?<![\d/.,-])((?:19|20)\d{2})\b(?!\s*(?:vagas?|candidat|pessoas|inscrit))", text):
        if free(m.start()):
            y = int(m[1])
            found.append((m.start(), Period(date(y, 1, 1), date(y, 12, 31), m[0]), m[0]))
    if not found:
        if re.search(r"\bhoje\b", text):
            found.append((0, today, "hoje"))
        elif re.search(r"\bontem\b", text):
            found.append((0, today - timedelta(days=1), "ontem"))
        elif re.search(r"\bano passado\b", text):
            y = today.year - 1
            found.append((0, Period(date(y, 1, 1), date(y, 12, 31), "ano passado"), "ano passado"))
        elif re.search(r"\b(?:este|neste|esse|nesse) ano\b", text):
            y = today.year
            found.append((0, Period(date(y, 1, 1), date(y, 12, 31), "este ano"), "este ano"))
    if not found:
        return info
    found.sort(key=lambda f: f[0])
    pos, value, txt = found[0]
    before = text[max(0, pos - 16):pos]
    if isinstance(value, date):
        # "antes de 04/06/2025" means the day before; "apos"/"depois de" the day after.
        if re.search(r"antes d[eoa]s?\s*(?:dia\s*)?$", before):
            value = value - timedelta(days=1)
        elif re.search(r"(?:depois d[eoa]s?|apos(?: o)?)\s*(?:dia\s*)?$", before):
            value = value + timedelta(days=1)
        info.date = value
    else:
        info.period = value
    info.text = txt
    return info


# --------------------------------------------------------------------------- groups, entities, processes

GROUP_PATTERNS: list[tuple[str, str]] = [
    ("preta", r"\bpret[oa]s?\b"),
    ("parda", r"\bpard[oa]s?\b"),
    ("negra", r"\bnegr[oa]s?\b|\bafrodescendentes?\b"),
    ("indigena", r"\bindigenas?\b|\bindio\b|\bindia\b"),
    ("quilombola", r"\bquilombolas?\b"),
    ("branca", r"\bbranc[oa]s?\b"),
    ("amarela", r"\bamarel[oa]s?\b|\basiatic[oa]s?\b"),
    ("pcd", r"\bpcd\b|\bpessoas? com deficiencia\b|\bdeficientes?\b|\bcom deficiencia\b"),
]

# Kinds: direta, autarquia, fundacao, empresa_publica, sociedade_economia_mista, estadual, municipal.
ENTITY_PATTERNS: list[tuple[str, str]] = [
    ("municipal", r"\bprefeitura|\bmunicipa(?:l|is)\b|\bdo municipio\b|\bcamara de vereadores\b"),
    ("estadual", r"\bestadua(?:l|is)\b|\bgoverno do estado\b|\bdo estado d[eoa]\b|\bdistrital\b"
                 r"|\bpolicia (?:militar|civil)\b|\bsecretaria de estado\b|\busp\b|\bunicamp\b|\bunesp\b"),
    ("sociedade_economia_mista", r"\bsociedades? de economia mista\b|\bbanco do brasil\b|\bpetrobras\b"
                                 r"|\bbanco do nordeste\b|\bbanco da amazonia\b|\bbasa\b|\bbb\b"),
    ("empresa_publica", r"\bempresas? publicas?\b|\bcaixa\b|\bcef\b|\bcorreios\b|\bect\b|\bebserh\b"
                        r"|\bserpro\b|\bdataprev\b|\bembrapa\b|\bbndes\b|\bconab\b|\bcasa da moeda\b"
                        r"|\binfraero\b|\bhemobras\b|\bestata(?:l|is)\b"),
    ("fundacao", r"\bfundac(?:ao|oes) publicas?\b|\bibge\b|\bfiocruz\b|\bfunai\b|\bfunasa\b|\bcapes\b"
                 r"|\bcnpq\b|\benap\b|\bipea\b|\bunb\b|\bfundacao\b"),
    ("autarquia", r"\bautarquias?\b|\binss\b|\bibama\b|\bicmbio\b|\bincra\b|\banvisa\b|\banatel\b"
                  r"|\baneel\b|\banac\b|\bantt\b|\bancine\b|\bbanco central\b|\bbacen\b|\bcvm\b|\bcade\b"
                  r"|\bdnit\b|\binmetro\b|\binep\b|\buniversidades? federa(?:l|is)\b|\binstitutos? federa(?:l|is)\b"
                  r"|\bcefet\b|\bagencias? reguladoras?\b|\buf[a-z]{1,4}\b|\bcolegio pedro ii\b"),
    ("direta", r"\bministerios?\b|\bpolicia federal\b|\bpolicia rodoviaria federal\b|\bprf\b|\bpf\b"
               r"|\breceita federal\b|\badvocacia[- ]geral\b|\bagu\b|\bcgu\b|\babin\b|\bitamaraty\b"
               r"|\badministracao (?:publica )?(?:federal )?direta\b|\borgaos? (?:publicos? )?federa(?:l|is)\b"
               r"|\bpoder executivo federal\b|\bgoverno federal\b"),
]

ENTITY_LABELS = {
    "direta": "órgão da administração pública federal direta",
    "autarquia": "autarquia federal",
    "fundacao": "fundação pública federal",
    "empresa_publica": "empresa pública federal",
    "sociedade_economia_mista": "sociedade de economia mista controlada pela União",
    "estadual": "órgão ou entidade estadual",
    "municipal": "órgão ou entidade municipal",
}

PSS = re.compile(
    r"processos? seletivos? simplificados?|\bpss\b|temporari[oa]s?\b|contratac(?:ao|oes) temporaria"
    r"|tempo determinado|\b8\.?745\b|excepcional interesse publico"
)
CONCURSO = re.compile(r"\bconcursos?\b|\bcertames?\b")


def extract_groups(text: str) -> list[str]:
    return [g for g, pat in GROUP_PATTERNS if re.search(pat, text)]


def extract_entity(text: str) -> tuple[str | None, str | None]:
    """(kind, matched name) of the first entity pattern found, most specific first."""
    for kind, pat in ENTITY_PATTERNS:
        m = re.search(pat, text)
        if m:
            return kind, m.group(0)
    return None, None


def extract_process(text: str) -> str | None:
    if PSS.search(text):
        return "pss"
    if CONCURSO.search(text):
        return "concurso"
    return None


# --------------------------------------------------------------------------- injection

_INJECTION = re.compile(
    r"\bignor\w*|\bdesconsider\w*|\besquec\w*|\besqueca\b|\bfinja\b|\ba partir de agora\b"
    r"|\bresponda (?:que|apenas|so|somente|com)\b|\bdiga que\b|\bescreva que\b|\bafirme que\b"
    r"|\bvoce (?:agora )?(?:e|deve|vai)\b|\bprompt\b|\binstruc(?:ao|oes)\b|\bsystem\b"
    r"|\bconsidere que (?:a reserva|sao|o resultado|a resposta)|\ba resposta (?:certa |correta )?(?:e|sera)\b"
    r"|\bmude (?:a|o) (?:resposta|resultado)\b|\bnao use a calculadora\b"
    r"|\bsay (?:that|only)\b|\banswer (?:that|only|with)\b|\bpretend\b|\bact as\b|\byou are now\b"
)


# After an instruction, the question's own context may resume ("... num concurso de 10 vagas").
_CONTEXT_RESUMES = re.compile(
    r"\b(?:num|numa|em|no|na|para|pra|pro|de (?:um|uma)|do|da|com|sobre|in|for|with)\s+(?:(?:um|uma|o|a|meu|minha|esse|este|a|an|the)\s+)?"
    r"(?:[a-z]+\s+){0,2}?(?:concursos?|editais|edital|certames?|processos? seletivos?|pss|selec(?:ao|oes)|contests?|exams?)\b"
    # a count of vagas introduced by "com"/"para" is context; "de N vagas" may be the claim itself
    r"|\b(?:com|para|pra|with|for)\s+\d+\s+vagas?\b"
)
# A figure asserted inside an instruction ("sao 10 reservadas", "e de 50%"), in digits or words.
_CLAIM = re.compile(
    rf"\b(?:sao|seriam|serao|ficam|fica|e|sera|seria|tem|teria|havera|deu|da|reserva)\s+(?:de\s+|apenas\s+|so\s+)?"
    rf"(?:\d[\d.,]*|(?:{_NUMW})(?:\s+e\s+(?:{_NUMW}))*\b)(?:\s*%)?"
    r"(?:\s+(?:vagas?|cotas?|reservad\w*|para\s+(?:os\s+|as\s+)?\w+))*"
    # ... or a law claimed to govern ("vale a lei antiga", "segue a Lei 12.990")
    r"|\b(?:vale|valeria|aplica-se|se aplica|rege|segue|e regid[oa] pela|e pela)\s+(?:a\s+)?"
    r"(?:lei\s+(?:antiga|nova|velha|atual|anterior|n?o?\.?\s*\d[\d.]*)|\d{2}\.?\d{3})"
)


def _split_injection(sentence: str) -> tuple[str, list[str]]:
    """(kept text, removed instruction parts) of one sentence.

    The instruction runs from its trigger to the end of the sentence, unless the question's own
    context resumes after it; figures claimed inside that context are removed too.
    """
    m = _INJECTION.search(sentence)
    if not m:
        return sentence, []
    head = re.sub(r"[\s,;:-]*(?:\be\b|\bmas\b|\bpor favor\b)?[\s,;:-]*$", "", sentence[:m.start()])
    resume = _CONTEXT_RESUMES.search(sentence, m.end())
    if not resume:
        return head, [sentence[m.start():]]
    removed = [sentence[m.start():resume.start()]]
    tail = sentence[resume.start():]
    removed += _CLAIM.findall(tail)
    tail, more = _split_injection(_CLAIM.sub(" ", tail))
    return re.sub(r"\s+", " ", f"{head} {tail}").strip(), removed + more


def split_injection(text: str) -> tuple[str, list[str]]:
    """Text without instruction-like parts (sentence by sentence), and the parts removed."""
    out, removed = [], []
    for part in re.split(r"(?<=[.!?;\n])\s+", text):
        kept, cut = _split_injection(part)
        removed += cut
        if kept.strip():
            out.append(kept.strip())
    return " ".join(out), removed


def strip_injection(text: str) -> tuple[str, bool]:
    """Drop instruction-like parts; keep the question's own context."""
    kept, removed = split_injection(text)
    return kept, bool(removed)


_NUMBERS_ANY = re.compile(rf"\d[\d.,/%-]*%?|\b(?:{_NUMW})\b")


def injection_topic(removed: list[str]) -> str:
    """What the removed instruction was about, numbers masked: its cue words may show the intent,
    its numbers never become parameters."""
    return correct_typos(re.sub(r"\s+", " ", _NUMBERS_ANY.sub(" ", " ".join(removed)))).strip()


# --------------------------------------------------------------------------- vacancies and ranks

_VAGA_ADJ = r"(?:(?:unicas?|so|apenas|novas?|efetivas?|imediatas?|ofertadas?|oferecidas?|previstas?|totais|no total|ao todo|de ampla concorrencia|para o cargo|abertas?)\s+)"
_VACANCIES = [
    re.compile(rf"\b(\d+)\s+(?:{_VAGA_ADJ})?(?:vagas?|cargos|postos)\b(?!\s+(?:reservad|para (?:negr|cotist|pret|pard|indigen|quilombol)))"),
    re.compile(r"\bvagas?\s*(?:oferecidas|ofertadas|previstas|totais|no edital)?\s*(?:[:=]|e de|sao|de)\s*(\d+)\b"),
    re.compile(r"\btotal de (\d+)\b"),
]
_RANK_GENERAL = re.compile(
    r"\b(\d+)o?\s*(?:lugar|colocad[oa]|posicao|classificad[oa])?\s*(?:na|da|pela)\s+(?:lista\s+)?(?:geral|ampla(?: concorrencia)?|classificacao geral)"
    r"|\b(?:lista geral|ampla concorrencia|classificacao geral)\D{0,20}?\b(\d+)o?\b(?!\s*(?:vagas?|cargos|%))"
)
_RANK_RESERVE = re.compile(
    r"\b(\d+)o?\s*(?:lugar|colocad[oa]|posicao|classificad[oa])?\s*(?:na|da|pela|(?:d?entre|no meio d)\s*(?:os|as)?)\s+(?:lista\s+)?(?:d[aeo]s?\s+)?(?:reserva|reservad[ao]s?|cotas?|cotistas|optantes|negros)"
    r"|\b(?:lista d[aeo]s? (?:reserva|cotas?|cotistas|vagas reservadas))\D{0,20}?\b(\d+)o?\b(?!\s*(?:vagas?|cargos|%))"
)
_RANK_ANY = re.compile(r"\b(\d+)o\s*(?:lugar|colocad[oa]|posicao|classificad[oa])|\b(?:fiquei|passei|estou|sou) (?:em |o |a )?(\d+)o\b")


def _first(pattern: re.Pattern, text: str) -> int | None:
    m = pattern.search(text)
    if not m:
        return None
    return int(next(g for g in m.groups() if g is not None))


def extract_vacancies(text: str) -> int | None:
    for pat in _VACANCIES:
        m = pat.search(text)
        if m:
            return int(m.group(1))
    return None


# --------------------------------------------------------------------------- all together


@dataclass
class Extraction:
    original: str
    text: str  # folded, corrected, number words as digits, injection removed
    injection: bool = False
    injected: str = ""  # topic of removed instructions (numbers masked), for intent cues only
    reference: bool = False  # explicit dispositivo reference ("art. 7o, § 3o")
    vacancies: int | None = None
    numbers: list[int] = field(default_factory=list)
    date: date | None = None
    period: Period | None = None
    law_hint: str | None = None
    date_text: str | None = None
    groups: list[str] = field(default_factory=list)
    entity: str | None = None
    entity_name: str | None = None
    process: str | None = None
    general_rank: int | None = None
    reserve_rank: int | None = None
    rank: int | None = None
    reserve_register: bool = False  # "só cadastro de reserva", no vagas


def normalize(question: str) -> tuple[str, bool]:
    """Folded, typo-corrected text with digits for number words, and whether injection was cut."""
    text, removed = _normalize(question)
    return text, bool(removed)


def _normalize(question: str) -> tuple[str, list[str]]:
    text, removed = split_injection(fold(question))
    text = words_to_digits(correct_typos(text))
    # "1.000 vagas" -> "1000 vagas" (dates like 20.03.2025 have no 3-digit group).
    text = re.sub(r"(?<![\d.])\d{1,3}(?:\.\d{3})+(?![\d.]|,\d)", lambda m: m.group(0).replace(".", ""), text)
    return text, removed


def extract(question: str, today: date | None = None) -> Extraction:
    today = today or date.today()
    text, removed = _normalize(question)
    ex = Extraction(original=question, text=text, injection=bool(removed), injected=injection_topic(removed),
                    reference=bool(DISPOSITIVO_REF.search(text)))
    d = extract_date(text, today)
    ex.date, ex.period, ex.law_hint, ex.date_text = d.date, d.period, d.law_hint, d.text
    plain = strip_refs(text)
    if d.text:
        plain = plain.replace(d.text, " DATA ")
    ex.vacancies = extract_vacancies(plain)
    ex.numbers = [int(n) for n in re.findall(r"(?<![\d.,/])\d+(?![\d/]|[.,]\d)", plain)]
    ex.groups = extract_groups(text)
    ex.entity, ex.entity_name = extract_entity(text)
    ex.process = extract_process(text)
    ex.general_rank = _first(_RANK_GENERAL, plain)
    ex.reserve_rank = _first(_RANK_RESERVE, plain)
    ex.rank = _first(_RANK_ANY, plain)
    ex.reserve_register = ex.vacancies is None and bool(re.search(r"\bcadastros? (?:de )?reserva\b", text))
    return ex
