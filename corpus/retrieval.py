"""Hybrid retrieval: BM25 over folded+stemmed Portuguese tokens (law text + annotations), dense
search over the Chroma entries (a URN scores by its best representation), weighted RRF fusion, and
a calibrated confidence (corpus/confidence.py) on each hit.

Explicit references in the question ("art. 7º, § 2º", "inciso II do art. 1º", "Lei 12.990",
"lei antiga") are parsed and the named dispositivo comes first; a law named with a dispositivo
restricts the search, a law named alone only ranks first.
If the dense index fails at run time (directory deleted or corrupted) answers come from BM25 alone
while a background thread rebuilds the index.

This module needs only `langchain_core.documents`: the assistant searches through `open_engine()`.
The LangChain `BaseRetriever` wrapper (`HybridRetriever`, `get_retriever`) lives in
`corpus.retriever` (importing `langchain_core.retrievers` pulls the LangSmith tracers, ~0.25 s) and
is still offered here, imported on first access.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import threading
import time
import types
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import snowballstemmer
from langchain_core.documents import Document
from rank_bm25 import BM25Okapi

from vocabulary import DISABILITY_KIND, LAW_NAME_PATTERNS, NEW_LAW, OLD_LAW, PCD_DECREE, PCD_DECREE_NAME, fold

from .annotations import Annotation
from .confidence import Signals, confidence, fits, load_model
from .dense_export import HASH_KEY, DenseExport, entries_key, read_export
from .embeddings import get_embeddings
from .index import build_index, current_annotations, get_collection, index_documents, index_text, indexed_urns, reset_local_store
from .loader import Corpus, load_corpus
from .settings import CorpusSettings, get_settings

log = logging.getLogger(__name__)

# Small RRF constant: with ~60 documents, the top few ranks of each list should dominate.
RRF_K = 10
# With no law named, a revoked law's dispositivo ranks a little below an equally good one in force.
REVOKED_WEIGHT = 0.9
# A law named without a dispositivo: the other law still competes, a step behind.
OTHER_LAW_WEIGHT = 0.7
# Round 34 (ret34): one norm named alone ("a Lei 12.990 previa...?", "o Decreto 9.508 fala em...?") puts that norm's
# dispositivos (and those naming it: art. 13 of the new law revokes the old) first, unless that norm has nothing
# about the question: its own search is below NAMED_UNFIT while the other norms' reaches NAMED_OTHER_FIT, by
# NAMED_MARGIN more. Then the others lead and each hit says so (`named_unfit`), for the answer to tell it plainly.
NAMED_UNFIT = 0.3
NAMED_OTHER_FIT = 0.35
NAMED_MARGIN = 0.15
# Weighted RRF. These are fallbacks: `python -m corpus calibrate` picks k and the dense weight on
# held-out annotation questions and ships them in corpus/data/confidence.json ("fusion").
REBUILD_BACKOFF = 30.0  # seconds between index rebuild attempts after one failed
LEXICAL_WEIGHT = 1.0
DENSE_WEIGHT = 0.3

_STOPWORDS = set("""
a à ao aos aquela aquelas aquele aqueles aquilo as às até com como da das de dela delas dele deles
depois do dos e é ela elas ele eles em entre era eram essa essas esse esses esta estas este estes
eu foi foram há isso isto já lhe lhes mais mas me mesmo meu minha muito na nas nem no nos nós o os
ou para pela pelas pelo pelos por qual quando que quem se sem ser seu seus sua suas também te tem
tenho ter teu tua um uma umas uns você vocês vos sobre sob num numa cada onde qual quais quanto
quantos quantas quanta eu minha meu sou estou estar está são será foi sido seja sejam houver
existe existem acontece posso pode podem devo deve isso fica ficam tenha tiver
fala falam falar falou diz dizem dizer disse alguma algum algumas alguns coisa coisas algo respeito
""".split())

_VIGENCIA_TERMS = "entra em vigor data publicacao"
# A dated edital raises the question of which law governs it (transition rule).
_TRANSITION_TERMS = "editais publicados anteriormente data entrada em vigor regidos"
# Whether a law has stopped applying ("deixou de valer", "ainda vale?", "foi revogada?"), asked in the revocation's words.
_REVOCATION_TERMS = "revogada ressalvado regidos"
_CESSATION = (r"\b(?:deix|par|cess)\w* de (?:valer|vigorar|existir|ser aplicad\w*)\b"
              r"|\bnao (?:vale|vigora|se aplica|esta valendo|ta valendo) mais\b"
              r"|\bainda (?:vale|valendo|esta valendo|ta valendo|esta em vigor|ta em vigor|em vigor|vigora"
              r"|vigente|existe|se aplica)\b|\bcontinua (?:valendo|em vigor|vigente|vigorando)\b"
              r"|\bperdeu (?:a )?(?:validade|vigencia)\b|\brevogad\w*|\brevogacao\b")
# The minimum number of vagas for a reserve ("a partir de quantas vagas...", "quantas vagas pra haver cota", "qual o limite
# de vagas pra ter cota?"): the threshold rule (Lei 15.142, art. 5º; Lei 12.990, art. 1º, § 1º), not "não haver candidatos
# suficientes" nor a phase's "pontuação mínima" (art. 6º); one rule, never the reserve in general (`broad`).
_THRESHOLD = (r"\b(?:a partir de|minimo de|precis\w* de) quant[ao]s vagas\b"
              r"|\b(?:quant[ao]s vagas|(?:limite|piso|minimo|numero minimo|quantidade minima)(?: \w+){0,2}? de vagas)\b"
              r".*\b(?:pra|para|p/) (?:ter|haver|existir|valer|aplicar|se aplicar|ter direito a)\b")
# Round 46 (lo46a): who is preto or pardo for the law ("quem é pardo pela lei?", "o que a lei considera pardo"): that
# group's own definition (Lei 15.142, art. 2º, I), in its words; the general definition words match the caput that
# introduces all three groups ("considera-se:") as well as each inciso. (indígena and quilombola have their own words.)
_DEFINITION_ASKED = r"(?:considera|considerad[oa]s?|defin\w*|conceito|entende\w* (?:por|como))"
# ("quem é pardo" only when nothing is said of that person after it: "quem é pardo não pode se inscrever?" is no definition)
_WHO_IS = r"(?:quem (?:e|eh|sao)|o que (?:e|eh)(?: ser)?)"
_LAW_TAIL = r"(?:\s*(?:pela|pra|para|para a|segundo a|na|de acordo com a|conforme a)?\s*(?:lei|legislacao|norma)\w*)?\W*$"


def _defined(group: str) -> str:
    """A definition asked of `group` (a regex): the asking words a few words before it, or "pardo ... definição"."""
    return (rf"\b{_DEFINITION_ASKED}\s+(?:\w+\s+){{0,3}}?{group}\b"
            rf"|\b{_WHO_IS}\s+(?:um |uma )?{group}\b{_LAW_TAIL}"
            rf"|\b{group}\s+(?:\w+\s+){{0,2}}?(?:defin\w*|conceito)\b")


# Round 47 (lo47b): whether the reserve is (or was) mandatory ("era obrigatório ter cota?", "a 12.990 obrigava a
# reservar?", "a cota era obrigatória?"): the reserve itself (Lei 15.142, art. 1º; Lei 12.990, art. 1º, caput), not
# the monitoring body of art. 5º that "obrigatório" drew. A duty of its own subject (the edital stating it, the
# rounding, the confirmation, PcD, the minimum of vagas) keeps its own words.
_RESERVE_DUTY = (
    r"^(?!.*\b(?:edita\w*|arredond\w*|fra[cç]\w*|heteroid\w*|banca|comissao|confirma\w*|procediment\w*|autodeclar\w*"
    r"|pcd|deficien\w*|minimo|a partir de|quant[ao]s|nomea\w*|alterna\w*|ordem|inform\w*|especific\w*|divulg\w*"
    r"|constar|prever)\b)(?:.*?\b(?:"
    r"obrigatori\w*\b(?:\s+\w+){0,3}?\s+(?:(?:ter|haver|fazer|reservar|aplicar)\s+)?(?:(?:a|as|uma)\s+)?(?:cotas?|reserva\w*)"
    r"|(?:cotas?|reserva)\b(?:\s+\w+){0,3}?\s+(?:e|era|eram|sao|foi|sera|seria|fosse)\s+obrigatori"
    r"|obriga(?:va|vam|m|ria|riam)?\b(?:\s+\w+){0,2}?\s+(?:a\s+)?(?:reservar|ter cotas?|fazer reserva|a reserva|cotas?)\b"
    r"|obrigad[oa]s?\s+a\s+(?:reservar|ter cotas?|fazer reserva|aplicar a reserva)\b))")
_OLD_LAW_NAMED = r"^(?=.*(?:\b12\.?990\b|\blei (?:antiga|velha|anterior|de 2014)\b))"


_DEFINED_BLACK = rf"^(?!.*\b(?:indigen|quilombol)).*(?:{_defined(r'(?:pard|pret|negr)[oa]s?')})"
_DEFINED_GROUP = re.compile(_defined(r"(?:pard|pret|negr|indigen|quilombol)\w*"))
# Round 49 (lo49b): a rate other than the racial reserve's own (20%, 30%) is one rule asked ("onde o decreto fala dos
# 5%?": Decreto 9.508, art. 1º, § 1º), never an overview of the norm.
_OTHER_RATE = re.compile(r"(?<![\d,.])(?!(?:20|30) ?%)\d{1,2}(?:[.,]\d+)? ?%|\b(?:cinco|dez|dois|tres) por cento\b")
# General legal-vocabulary expansions (lay term -> words the laws use). Applied to folded text.
_EXPANSIONS = [
    (r"\bcotistas?\b", "reserva de vagas pessoas pretas pardas"),
    # Not "quantitativo": in these norms it occurs only in the rounding rules ("quantitativo fracionado"), so it
    # pulled every "quantas vagas...?" towards them (e.g. the minimum number of vagas, art. 5º caput).
    (r"\bquant[oa]s\b|\bquantidade\b", "numero vagas reservadas"),
    (r"\b(?:nao houver|faltar\w*|insuficientes?)\b", "insuficiente remanescentes revertidas"),
    # A dated edital raises the question of which law governs it (transition rule).
    (r"\bedita\w*\b.*\b(?:19|20)\d\d\b|\b(?:19|20)\d\d\b.*\bedita\w*", _TRANSITION_TERMS),
    # Giving up the option itself ("desistir da cota", "abrir mão da reserva"), not a vaga already won (art. 7º,
    # § 3º): the answer is that the optante already competes in the ampla at the same time (art. 7º, caput).
    (r"\b(?:desist\w*|abrir mao|abro mao|renunci\w*|tirar|retirar|sair|largar)\b (?:de |d[ao] |a |a minha )?"
     r"(?:minha )?(?:cotas?|reserva|opcao)\b",
     "optantes concorrerao concomitantemente vagas destinadas ampla concorrencia"),
    (r"\bcotas?\b( raciais?)?", "reserva de vagas"),
    (r"\bheteroidentifica\w*", "procedimento confirmacao complementar autodeclaracao"),
    (r"\bbanca\b", "procedimento confirmacao"),
    # Who judges whether someone is preto or pardo: the edital's confirmation procedure (art. 3º), not the
    # definition by self-declaration (art. 2º, I) that "quem é considerado pardo?" asks for.
    (r"\b(?:decid\w*|decide|avali\w*|confer\w*|julg\w*|verific\w*|confirm\w*)\b.*"
     r"\b(?:pard[oa]s?|pret[oa]s?|negr[oa]s?|cor)\b",
     "procedimento confirmacao complementar autodeclaracao pessoas pretas pardas"),
    (r"\bfraud\w*", "fraude ma-fe"),
    (r"\bmentir\w*|\bmentiu\b|\bfals[oa]s?\b", "fraude declaracao falsa"),
    (r"\bnegros?\b", "pretos pardos negros"),
    (r"\bnomead[oa]s?\b", "nomeado admissao"),
    # "vale desde quando?" is about the date in force; "vale pra estados?" about whom the law binds (art. 1º).
    (r"\bentr\w* em vigor\b|\bvigencia\b|\bvale\b(?! (?:para|pra|pro|pros|pras|tambem|so|somente)\b)|\bvaler\b"
     r"|\bvalendo\b|\bdesde quando\b",
     _VIGENCIA_TERMS),
    # Definitions: "quem é considerado...", "o que é...", "definição de..."
    (r"\bconsiderad[oa]s?\b|\bdefini\w*|\bconceito\b|\bquem e\b|\bo que e\b",
     "para os fins desta lei considera-se pessoa"),
    (_DEFINED_BLACK, "autodeclarar quesito cor raca ibge"),
    (r"\bpercentual\b|\bporcentagem\b|\bquanto por cento\b", "percentual por cento vagas reservadas"),
    (r"\bindeferid\w*|\breprovad\w*|\bnegad[oa]\b", "indeferimento"),
    (r"\bcontinuar\b|\bseguir\b|\bprosseguir\b", "prosseguir"),
    (r"\barredond\w*|\bfra[cç]\w*", "fracao fracionado inteiro"),
    # Whether a law has stopped applying ("deixou de valer", "ainda vale?"): its revocation and what it spared
    # (Lei 15.142, arts. 11 and 13), not the date a law came into force (which `_VIGENCIA_TERMS` asks for).
    (_CESSATION, _REVOCATION_TERMS),
    (r"\bsobra\w*|\bnao preenchid\w*|\bvagas? ociosas?\b", "remanescentes revertidas nao preenchimento"),
    (r"\bampla\b", "ampla concorrencia"),
    (r"\bordem de nomeacao\b|\bchamad\w*|\bconvocad\w*", "nomeacao alternancia proporcionalidade"),
    (r"\bposic\w*", "classificacao ordem"),
    (r"\bempresas? publicas?\b|\bestata\w*", "empresas publicas sociedades economia mista"),
    (r"\btemporari\w*|\bprocesso seletivo\b", "processos seletivos simplificados contratacao tempo determinado"),
    # Round 51 (51b): a temporary selection asked of the old law ("a Lei 12.990 alcança o PSS?"): its reach is art. 1º,
    # caput ("concursos públicos ... cargos efetivos"), never its art. 6º that "tempo determinado"/"prazo" drew.
    (_OLD_LAW_NAMED + r"(?=.*(?:\btemporari\w*|\bprocessos? seletivos?\b|\bpss\b))",
     "ficam reservadas negros vagas oferecidas concursos publicos provimento cargos efetivos empregos publicos"),
    (r"\bindigenas?\b", "indigena coletividade"),
    (r"\bquilombolas?\b", "quilombola"),
    (r"\bpardos?\b|\bpretos?\b", "preta parda"),
    # Vagas that appeared after the edital ("abriram vagas", "surgiram novas vagas"): the rules for vagas arising
    # during the validity (Lei 15.142, art. 1º, § 2º and art. 5º, § 4º), not the edital's own count.
    (r"\b(?:abri\w*|aparec\w*|surgi\w*|liber\w*|cria\w*)\b (?:mais |novas |outras )?vagas\b|\bnovas vagas\b",
     "surgirem novas vagas durante validade"),
    # The minimum number of vagas for a reserve: the threshold rule (see `_THRESHOLD`).
    (_THRESHOLD, "reserva aplicada sempre numero vagas oferecidas igual superior"),
    (r"\bapenas 1 vaga\b|\buma vaga\b|\b1 vaga\b|\bpoucas vagas\b", "numero vagas inferior 2 dois"),
    # Where or how the servant goes on after nomination ("posso ser lotado onde quiser?", "conta na remoção?"): the
    # order the alternance gave is used in the career wherever the classification counts (Lei 15.142, art. 9º, § 2º).
    (r"\blotad\w*|\blotacao\b|\bremocao\b|\bprogressao\b|\bantiguidade\b|\bvida funcional\b",
     "ordem classificatoria vida funcional servidor classificacao criterio avaliacao desempate"),
    # What an edital must state per cargo ("o edital precisa discriminar a reserva de cada cargo?"): Lei 12.990,
    # art. 1º, § 3º, not the transition rule a law named beside it would otherwise draw.
    (r"\b(?:discrimin|especific|inform|indic|detalh|separ|list|prever|constar)\w*\b.*\b(?:cada|por|de todo) "
     r"(?:cargo|emprego)s?\b",
     "editais especificar total vagas correspondentes reserva cada cargo emprego publico oferecido"),
    # Round 45 (lo45a): a ceiling of the reserve asked ("existe limite máximo de vagas pcd?", "a reserva pcd pode passar
    # de 20%?", "a cota racial tem teto?"): the percentage it sets, a floor for PcD (Decreto 9.508, art. 1º, § 1º; Lei
    # 15.142, art. 1º, caput), never the candidate's "limitações" (decree art. 3º, III) that "limite" stems to.
    # (Not the vagas a reserve needs, "qual o limite de vagas pra ter cota?": the threshold, art. 5º)
    (r"^(?!.*\b(?:pra|para|p/) (?:ter|haver|existir|valer|aplicar)\b).*?(?:"
     r"\b(?:limites?|maxim[oa]s?|teto)\b(?:\s+\w+){0,4}?\s+(?:vagas?|reserv\w*|cotas?|percentual|porcentagem)\b"
     r"|\b(?:vagas?|reserv\w*|cotas?|percentual|porcentagem)\b(?:\s+\w+){0,4}?\s+(?:limites?|maxim[oa]s?|teto)\b"
     r"|\b(?:reserv\w*|cotas?|percentual|porcentagem)\b(?:\s+\w+){0,4}?\s+(?:passar|ultrapassar|exceder|ir)"
     r" (?:de|alem de|d[oa]s?)\s+\d+ ?(?:%|por cento)"
     r"|\b(?:reserv\w*|cotas?)\b(?:\s+\w+){0,3}?\s+mais (?:de|que|do que)\s+\d+ ?(?:%|por cento))",
     "reservadas percentual por cento vagas oferecidas"),
    # Round 48 (48a): the decree's PcD rate named ("qual parágrafo do decreto fala dos 5% pcd?", "onde estão os cinco por
    # cento das vagas pcd?"): its floor, Decreto 9.508, art. 1º, § 1º, in its words (digits and "%" are no BM25 terms,
    # so "pcd" alone drew the rounding of § 3º or art. 9º).
    (r"^(?=.*\b(?:pcds?|deficien\w*|9\.?508|decreto)\b)(?=.*(?:\b5 ?%|\b(?:cinco|5) por cento\b))",
     "reservadas pessoas com deficiencia no minimo cinco por cento das vagas oferecidas"),
    # Whether a concurso will have the reserve ("vai ter cota no concurso?", "haverá reserva?"): the reserve itself
    # (Lei 15.142, art. 1º), as "tem cota?" asks.
    (r"\b(?:vai ter|vao ter|tera|terao|havera|teria|iria ter)\b (?:alguma )?(?:cotas?|reserva)\b",
     "reservado percentual vagas oferecidas concursos publicos"),
    # Round 47 (lo47b): whether the reserve is (or was) mandatory (`_RESERVE_DUTY`): the reserve itself
    (_RESERVE_DUTY, "ficam reservadas reservado percentual vagas oferecidas concursos publicos"),
    # (the old law named: its caput's own words, "provimento de cargos efetivos", over its § 1º's "reserva de vagas")
    (_OLD_LAW_NAMED + _RESERVE_DUTY[1:], "provimento cargos efetivos empregos publicos"),
    # Round 47 (lo47b): whether the reserve reaches the cadastro de reserva ("as vagas do cadastro de reserva têm cota?",
    # "a reserva vale pro cadastro?"): Lei 15.142, art. 5º, §§ 3º and 4º (the vagas arising in it keep the reserve),
    # not the law's date that "vale" drew. PcD keeps the decree's own rule (Decreto 9.508, art. 1º, § 4º, II).
    # (A selection with only a register, or enrolling in one, is § 3º's own: "só cadastro, posso me inscrever na cota?")
    (r"^(?!.*\b(?:pcd|deficien\w*|inscre\w*|inscri\w*|concorr\w*|candidat\w*|opt(?:ar|o|ei)|marcar)\b)"
     r"(?!.*\b(?:so|apenas|somente|unicamente|exclusivamente)\b(?: \w+){0,3}? cadastros?\b)"
     r"(?=.*\bcadastros?(?: de)?(?: reserva)?\b)"
     r"(?=.*\b(?:cotas?|cotistas?|vagas reservadas|(?:a|essa|tal) reserva|reserva (?:racial|de vagas))\b)",
     "cadastro de reserva surjam novas vagas durante prazo validade observadas reserva de vagas nomeacao"),
]
_EXPANSIONS = [(re.compile(p), e) for p, e in _EXPANSIONS]
_CESSATION_RX = re.compile(_CESSATION)




_STOP_FOLDED = {fold(w) for w in _STOPWORDS}

# Words that ask for an overview ("como funciona", "me explica", "em resumo", "o que diz"), for the purpose of the
# reserve as a whole ("por que existem cotas?", "pra que serve a cota?") or name only the setting ("concurso
# federal"), not one rule.
_OVERVIEW = set("""
funciona funcionam funcionar funcionamento funcionava funcionavam explica explique explicar explicacao resumo resumindo resumir
resuma geral gerais diz dizem fala falar historia entender entendo regra regras basico basicamente
concurso concursos certame certames federal federais publico publicos publica governo racial raciais
existe existem existir serve servem objetivo objetivos finalidade motivo motivos razao porque
""".split())
# A term in at least this share of the dispositivos names the subject of the whole norm (reserva, vagas, cota).
GENERIC_SHARE = 0.3
_stemmer = snowballstemmer.stemmer("portuguese")


# word (lower case) -> BM25 term, or None for a stopword/number. The corpus has ~9,000 words but
# ~1,400 distinct ones, and the Snowball stemmer is pure Python: each distinct word is stemmed once
# per process, and the corpus vocabulary is kept on disk between processes (`TermCache`): together
# they took the engine's start from ~1 s to ~0.05 s. Bounded for a long-lived server.
_TERMS: dict[str, str | None] = {}
_TERMS_MAX = 65536


def _term(word: str) -> str | None:
    try:
        return _TERMS[word]
    except KeyError:
        pass
    f = fold(word)
    # Bare numbers ("10 vagas", "art. 10") only add noise; references are parsed apart.
    term = None if f in _STOP_FOLDED or len(f) < 2 or f.isdigit() else fold(_stemmer.stemWord(word))
    if len(_TERMS) < _TERMS_MAX:
        _TERMS[word] = term
    return term


class TermCache:
    """`<data>/bm25-terms-<key>.json`: the stems of the words seen when the engine was built. The key
    covers everything a term depends on (stopwords, the code of `_term` and `fold`, the stemmer's
    module), so a change there starts a new file instead of reusing wrong stems."""

    def __init__(self, data_dir: Path):
        import snowballstemmer.portuguese_stemmer as stem_module

        h = hashlib.sha256(repr((sorted(_STOP_FOLDED), os.path.getsize(stem_module.__file__))).encode())
        _digest_code(h, _term.__code__)
        _digest_code(h, fold.__code__)
        self.path = data_dir / f"bm25-terms-{h.hexdigest()[:16]}.json"

    def load(self) -> None:
        try:
            terms = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(terms, dict):
                _TERMS.update((w, t) for w, t in list(terms.items())[:_TERMS_MAX - len(_TERMS)]
                              if isinstance(w, str) and (t is None or isinstance(t, str)))
        except (OSError, ValueError):  # missing or unreadable: stem again (and rewrite)
            pass

    def save(self, words: set[str]) -> None:
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps({w: _term(w) for w in sorted(words)}, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError:  # read-only data dir: stem again next process
            tmp.unlink(missing_ok=True)


def _digest_code(h: hashlib._Hash, code: types.CodeType) -> None:
    """Bytecode, names and constants (nested code objects by content, never by address)."""
    h.update(code.co_code)
    h.update(repr(code.co_names).encode())
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _digest_code(h, const)
        else:
            h.update(repr(const).encode())


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def tokenize(text: str) -> list[str]:
    return [t for w in _words(text) if (t := _term(w)) is not None]


# "a partir de quantas vagas a cota vale?": "vale" is then whether the reserve applies (art. 5º), not the date in
# force, so the vigência expansion is left out when the question counts vagas.
_VAGAS_COUNT = re.compile(r"\bquant[ao]s vagas\b|\bminimo de vagas\b|\bnumero minimo\b|\bvagas? no minimo\b|"
                          + _THRESHOLD)


# Round 46 (lo46a): a law's time named as the frame of another question ("era obrigatório arredondar na vigência da
# 12.990?", "quando a lei antiga estava em vigor, qual era o percentual?"): the law is meant, not its term in time (Lei
# 12.990, art. 6º). Said as the law itself ("na 12.990"), in both searches; "qual a vigência da 12.990?" keeps its words.
_LAW_WORDS = r"(?:lei|norma|decreto|legislacao|legislação|\d{2}\.?\d{3})[^,;?]{0,25}?"
_ERA_FRAME = re.compile(
    r"\b(?:na|durante a|sob a|em plena|no per[ií]odo de|no tempo da|na [eé]poca da) vig[eê]ncia d([ao])\b"
    r"|\b(?:enquanto|quando|na [eé]poca em que|no tempo em que)\s+(?:(?:a|o)\s+)?(" + _LAW_WORDS + r")\s+(?:ainda\s+)?"
    r"(?:vigorava|vigia|valia|(?:estava|esteve|era|ficou)\s+(?:em vigor|valendo|vigente))\b", re.IGNORECASE)
# Words that still ask the law's time once the frame is gone ("até quando vigorava a lei?"): then nothing is rewritten.
_ERA_ASKED = set("ate quando desde data prazo dia ano durou durava terminou acabou comecou vigencia vigor".split())


def without_era_frame(question: str) -> str:
    """The question with a law's time as its frame said as the law itself (see `_ERA_FRAME`); else unchanged."""
    def law(m: re.Match[str]) -> str:
        return f"n{m.group(1)}" if m.group(1) else f"na {m.group(2)}"

    rewritten = _ERA_FRAME.sub(law, question)
    if rewritten == question:
        return question
    rest = fold(rewritten)
    for rx, _ in _RX_LAW:
        rest = rx.sub(" ", rest)
    asked = [w for w in _words(rest) if w not in _STOP_FOLDED and w not in _ERA_ASKED and w not in {"lei", "na", "no"}
             and not w.isdigit()]
    return rewritten if asked else question


# A concrete fraction ("deu 2,4 vagas"): which way it rounds (Lei 15.142, art. 5º, § 2º, I or II; Lei 12.990,
# art. 1º, § 2º). Decimal comma only: "15.142" and "12.990" are law numbers.
_FRACTION = re.compile(r"(?<![\d.,])\d+,(\d)\d*(?!\d|,\d)")
_ROUND_UP = "aumentado primeiro inteiro subsequente fracao igual maior cinco decimos"
_ROUND_DOWN = "diminuido inteiro imediatamente inferior fracao menor cinco decimos"


def expand_query(question: str) -> str:
    folded = fold(question)
    counts = bool(_VAGAS_COUNT.search(folded))
    cessation = bool(_CESSATION_RX.search(folded))
    # Counting vagas ("a partir de quantas vagas...") does not ask the date in force, nor the transition rule when
    # the question already names the law that governs its dated edital ("edital de 2023 pela lei 12.990"); with no
    # law named, the edital's date still decides which law counts. Whether a law stopped applying is not when one
    # began.
    # Round 49 (lo49b): "só cadastro de reserva, vale a cota?": "vale" of a register is the reserve's reach over it
    # (Lei 15.142, art. 5º, §§ 3º-4º), not the date in force, unless that is named.
    register = bool(re.search(r"\bcadastros?\b", folded)) and not re.search(r"\bvigor\b|\bvigencia\b|\bdesde quando\b", folded)
    skip = ({_VIGENCIA_TERMS} if counts or cessation or register else set()) | (
        {_TRANSITION_TERMS} if counts and norms_named(question) else set())
    extra = [e for rx, e in _EXPANSIONS if rx.search(folded) and e not in skip]
    if m := _FRACTION.search(folded):
        extra.append(_ROUND_UP if int(m.group(1)) >= 5 else _ROUND_DOWN)
    return " ".join([question] + extra)


# --- explicit references -------------------------------------------------------------------

_LAW_NEW = NEW_LAW
_LAW_OLD = OLD_LAW
# The laws by the shared vocabulary's names ("Lei 15.142", "lei antiga", "lei de 2014"), then the PcD decree.
_RX_LAW = [(LAW_NAME_PATTERNS[_LAW_NEW], _LAW_NEW), (LAW_NAME_PATTERNS[_LAW_OLD], _LAW_OLD),
           (PCD_DECREE_NAME, PCD_DECREE)]
_RX_ART = re.compile(r"\bart(?:igo|\.)?\s*(\d+)\s*(?:º|°|o\b)?", re.IGNORECASE)
_RX_PAR = re.compile(r"(?:§|\bpar[aá]grafo)\s*(\d+)\s*(?:º|°|o\b)?", re.IGNORECASE)
_RX_PAR_UNICO = re.compile(r"\bpar[aá]grafo\s+[uú]nico\b", re.IGNORECASE)
_RX_INC = re.compile(r"\binciso\s+([IVXLC]+)\b|,\s*([IVXLC]+)\b(?!\w)")
_RX_ALI = re.compile(r"\bal[ií]nea\s+[\"'“]?([a-z])\b", re.IGNORECASE)
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


# The question's subject when it names no norm: disability (Decreto 9.508) or race (the laws).
_RX_PCD = re.compile(r"\b(?:pcd|deficien\w*|deficiente\w*|tecnologia assistiva|multiprofissional)\b")
_RX_RACIAL = re.compile(r"\b(?:negr\w*|pret[oa]s?|pard[oa]s?|racia\w*|raca|quilombola\w*|indigena\w*|"
                        r"heteroidentifica\w*|autodeclara\w*|cor da pele)\b")


def subject_norm(question: str) -> str | None:
    """PCD_DECREE for a question about disability only; None for one about both; else "laws".

    A question that names neither ("Qual o percentual da reserva?") is about the racial reserve: that is
    what this assistant is for, the PcD decree only answers when disability is asked about.
    """
    folded = fold(question)
    pcd, racial = bool(_RX_PCD.search(folded) or DISABILITY_KIND.search(folded)), bool(_RX_RACIAL.search(folded))
    if pcd:
        return None if racial else PCD_DECREE
    return "laws"


def _roman(s: str) -> int:
    total, prev = 0, 0
    for c in reversed(s):
        v = _ROMAN[c]
        total += -v if v < prev else v
        prev = max(prev, v)
    return total


@dataclass
class Reference:
    law_id: str | None
    urns: list[str]  # most specific existing dispositivo per candidate law, best first


def norms_named(question: str) -> set[str]:
    """Ids of the norms the question names ("Lei 15.142", "lei antiga", "Decreto 9.508")."""
    folded = fold(question)
    return {lid for rx, lid in _RX_LAW if rx.search(folded)}


# Round 44 (lo44c): words that ask of a named norm as a whole ("o que diz a Lei 12.990?", "me fala do decreto 9508").
_WHOLE_NORM_ASK = set("""
lei leis decreto norma n no numero federal diz dizem fala falar trata tratava explica explique explicar resumo resuma
resume texto integra conteudo
""".split())


def bare_norm(question: str) -> str | None:
    """The norm a question names with nothing else asked ("lei 12990", "o que diz a Lei nº 12.990/2014?", "decreto
    9508"): its core, art. 1º, answers it, however little its own search fits such a question."""
    named = norms_named(question)
    if len(named) != 1:
        return None
    rest = fold(question)
    for rx, _ in _RX_LAW:
        rest = rx.sub(" ", rest)
    asked = [w for w in _words(rest) if w not in _STOP_FOLDED and w not in _WHOLE_NORM_ASK
             and not re.fullmatch(r"(?:19|20)\d\d|\d{1,2}", w)]
    # (a rate left once the name is out is asked: "onde o decreto fala dos 5%?" is its dispositivo, not art. 1º)
    return None if asked or re.search(r"\d ?%|\bpor cento\b", rest) else next(iter(named))


def parse_reference(question: str, corpus: Corpus) -> Reference:
    folded = fold(question)
    law_id = next((lid for rx, lid in _RX_LAW if rx.search(folded)), None)
    if law_id is not None and law_id not in corpus.laws:
        # A norm the corpus lacks (the PcD decree until it is loaded): its "art. 5º" is not ours.
        return Reference(None, [])
    art = _RX_ART.search(question)
    if not art:
        return Reference(law_id, [])
    suffix = [f"art{int(art.group(1))}"]
    if _RX_PAR_UNICO.search(question):
        suffix.append("par1u")
    elif m := _RX_PAR.search(question):
        suffix.append(f"par{int(m.group(1))}")
    if m := _RX_INC.search(question):
        suffix.append(f"inc{_roman(m.group(1) or m.group(2))}")
    if m := _RX_ALI.search(question):
        suffix.append(f"ali{ord(m.group(1).lower()) - 96}")
    laws = [law_id] if law_id else [_LAW_NEW, _LAW_OLD]
    found = []  # (depth, urn) per law
    for lid in laws:
        base = corpus.laws[lid].urn
        # The deepest prefix of the reference that exists ("art. 3º, III" -> art3_inc3).
        for n in range(len(suffix), 0, -1):
            urn = f"{base}!{'_'.join(suffix[:n])}"
            if urn in corpus:
                found.append((n, urn))
                break
    # No law named: the law in force, unless only the old one has the full reference.
    best = max((n for n, _ in found), default=0)
    urns = [u for n, u in found if n == best][:1]
    return Reference(law_id, urns)


def fusion_params() -> tuple[int, float]:
    """(RRF k, dense weight): chosen by `python -m corpus calibrate` on held-out annotation questions."""
    f = load_model().get("fusion") or {}
    return int(f.get("rrf_k", RRF_K)), float(f.get("dense_weight", DENSE_WEIGHT))


# --- engine ------------------------------------------------------------------------------------

@dataclass
class Ranking:
    """One search before the reference jump: URNs best first with their final scores."""

    ranked: list[tuple[str, float]]
    source: str
    signals: Signals


class _Engine:
    """Per-process search state: BM25 over the dispositivos (text + annotations), a handle on Chroma."""

    def __init__(self, settings: CorpusSettings, corpus: Corpus, embeddings=None,
                 annotations: dict[str, Annotation] | None = None):
        self.settings = settings
        self.corpus = corpus
        self._annotations = annotations
        self.notes = current_annotations(corpus, annotations)
        self.docs = index_documents(corpus, settings.embedding_identity, annotations)
        # What a current index holds: the dense export is used only when it holds exactly this.
        self.index_key = entries_key({d.id: d.metadata[HASH_KEY] for d in self.docs})
        self._export: DenseExport | None = None  # read by export_current(), consumed by dense()
        self.index_checked = False  # open_engine() checked (or built) the index in this process
        self.urns = indexed_urns(corpus)
        self.by_id = {u: corpus.get(u) for u in self.urns}
        self.law_of = {u: corpus.get(u).law_id for u in self.urns}
        # Norms each dispositivo's text names: art. 13 of the new law (revoking Lei 12.990) answers
        # a question that names the old law as well as the old law's own articles do.
        self.cites = {u: norms_named(corpus.get(u).text) for u in self.urns}
        # Token lists per part, so a calibration question can be held out of its own dispositivo.
        self._parts: dict[str, list[tuple[str, list[str]]]] = {}
        texts: dict[str, list[tuple[str, str]]] = {}
        for urn in self.urns:
            parts = [("text", index_text(corpus, urn))]
            questions = []
            for a in self.notes.get(urn, []):
                parts.append(("resumo", a.resumo))
                parts.append(("termos", " ".join(a.termos)))
                questions += a.perguntas
            texts[urn] = parts + [(f"q{n}", q) for n, q in enumerate(questions, 1)]
        words = {w for parts in texts.values() for _, text in parts for w in _words(text)}
        cache = TermCache(settings.data_dir)
        if not words <= _TERMS.keys():
            cache.load()
            if not words <= _TERMS.keys():
                cache.save(words)  # stems the words not cached yet and writes them all
        self._parts = {urn: [(part, tokenize(text)) for part, text in parts] for urn, parts in texts.items()}
        self.bm25 = self._bm25()
        # Dispositivos per term (text and annotations): what `broad` calls common to the whole norm.
        self.term_df = Counter(t for u in self.urns for t in {t for _, toks in self._parts[u] for t in toks})
        self._embeddings = embeddings
        self._collection = None
        self._vectors = None
        self._rebuilding: threading.Thread | None = None
        self.dense_available = True
        self.last_error: str | None = None
        self.fusion = fusion_params()
        self._rebuild_error: str | None = None
        self._rebuild_failed_at = 0.0

    def _bm25(self, holdout: tuple[str, str] | None = None) -> BM25Okapi:
        return BM25Okapi([
            [t for part, toks in self._parts[u] if (u, part) != holdout for t in toks] for u in self.urns
        ])

    @property
    def embeddings(self):
        if self._embeddings is None:
            self._embeddings = get_embeddings(self.settings)
        return self._embeddings

    def lexical(self, question: str, law_id: str | None = None, bm25: BM25Okapi | None = None
                ) -> list[tuple[str, float]]:
        scores = (bm25 or self.bm25).get_scores(tokenize(expand_query(question)))
        ranked = sorted(zip(self.urns, scores), key=lambda x: -x[1])
        return [(u, float(s)) for u, s in ranked if s > 0 and (law_id is None or self.law_of[u] == law_id)]

    def dense(self, question: str, law_id: str | None = None, exclude: frozenset[str] = frozenset()):
        """[(urn, best cosine over its representations)], or None when the dense index is unavailable.

        The collection's vectors are read from Chroma once (about a thousand entries: ~1.5 MB) and
        searched with one matrix product: asking Chroma for every neighbour took ~120 ms a query.
        """
        try:
            if self._collection is None:
                self._collection = self._open_store()
                self._vectors = None
            vectors = self._vectors  # one read: a rebuild may reset it meanwhile
            if vectors is None:
                vectors = self._vectors = self._load_vectors()
            ids, urn_index, matrix = vectors
            q = np.asarray(self.embeddings.embed_query(question), dtype=np.float32)
            sims = matrix @ (q / (np.linalg.norm(q) or 1.0))
            if exclude:
                sims[[i for i, e in enumerate(ids) if e in exclude]] = -np.inf
            best = np.full(len(self.urns), -np.inf, dtype=np.float32)
            np.maximum.at(best, urn_index, sims)
            if not self.dense_available:  # logged once per state change, not per request
                log.warning("dense search available again")
            self.dense_available = True
            ranked = sorted(((self.urns[i], float(s)) for i, s in enumerate(best) if s > -np.inf),
                            key=lambda x: -x[1])
            return [(u, s) for u, s in ranked if law_id is None or self.law_of[u] == law_id]
        except Exception as e:  # any Chroma failure: lexical answers now, rebuild behind
            if self.dense_available:
                log.warning("dense search unavailable (%s); using lexical only", type(e).__name__)
            self.dense_available = False
            self.last_error = f"{type(e).__name__}: {e}"
            self._collection = None
            self._start_rebuild()
            return None

    def export_current(self) -> bool:
        """Whether the local dense export holds exactly the entries this corpus wants (never in
        client/server mode); the export read here serves the next dense() without a second read."""
        self._export = read_export(self.settings, self.index_key)
        return self._export is not None

    def _open_store(self):
        """The current local export (no Chroma import at all), else the Chroma collection."""
        export, self._export = self._export, None
        if export is None:
            export = read_export(self.settings, self.index_key)
        return export if export is not None else get_collection(self.settings)

    def _load_vectors(self):
        """(entry ids, URN index per entry, unit-norm matrix) of the entries of known URNs."""
        position = {u: i for i, u in enumerate(self.urns)}
        store = self._collection
        if isinstance(store, DenseExport):
            entries = zip(store.ids, store.urns, store.vectors)
        else:
            got = store.get(include=["embeddings", "metadatas"])
            entries = ((i, (m or {}).get("urn") or i.split("#")[0], e)
                       for i, m, e in zip(got["ids"], got["metadatas"], got["embeddings"]))
        rows = [(i, position[u], e) for i, u, e in entries if u in position]
        if not rows:
            raise RuntimeError("coleção vazia")
        matrix = np.asarray([r[2] for r in rows], dtype=np.float32)
        matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)
        return [r[0] for r in rows], np.asarray([r[1] for r in rows]), matrix

    def _start_rebuild(self) -> None:
        if self._rebuilding and self._rebuilding.is_alive():
            return
        # After a failed rebuild, wait before the next try: not one attempt (and log) per query.
        if self._rebuild_error and time.monotonic() - self._rebuild_failed_at < REBUILD_BACKOFF:
            return

        def run():
            try:
                if self.settings.chroma_url is None:
                    reset_local_store(self.settings)
                build_index(self.settings, embeddings=self.embeddings, corpus=self.corpus,
                            progress=False, annotations=self._annotations)
                self._collection = None  # the next query reads the rebuilt vectors
                self._rebuild_error = None
            except Exception as e:  # retried on each failed query: log the type, once per change
                if self._rebuild_error != type(e).__name__:
                    log.warning("index rebuild failed (%s)", type(e).__name__)
                self._rebuild_error = type(e).__name__
                self._rebuild_failed_at = time.monotonic()

        self._rebuilding = threading.Thread(target=run, name="cotas-index-rebuild", daemon=True)
        self._rebuilding.start()

    def wait_rebuild(self, timeout: float | None = None) -> None:
        if self._rebuilding:
            self._rebuilding.join(timeout)

    @staticmethod
    def _reweigh(ranked: list[tuple[str, float]], weight) -> list[tuple[str, float]]:
        return sorted(((u, sc * weight(u)) for u, sc in ranked), key=lambda x: -x[1])

    @staticmethod
    def fuse(rankings: list[list[str]], weights: list[float], rrf_k: int = RRF_K) -> list[tuple[str, float]]:
        scores: dict[str, float] = {}
        for ranking, w in zip(rankings, weights):
            for rank, urn in enumerate(ranking):
                scores[urn] = scores.get(urn, 0.0) + w / (rrf_k + rank + 1)
        return sorted(scores.items(), key=lambda x: -x[1])

    def lists(self, question: str, law: str | None = None, mode: str = "hybrid",
              holdout: tuple[str, str] | None = None):
        """(lexical, dense) rankings; dense None when the index is unavailable. `holdout` (urn, "qN")
        hides one annotation question from both (calibration asks it as if unseen)."""
        question = without_era_frame(question)
        bm25 = self._bm25(holdout) if holdout and mode != "dense" else None
        exclude = frozenset({f"{holdout[0]}#{holdout[1]}"}) if holdout else frozenset()
        lex = self.lexical(question, law, bm25) if mode != "dense" else []
        dense = self.dense(question, law, exclude) if mode != "lexical" else []
        # A vetoed dispositivo ("III – (VETADO)") answers nothing, yet its indexed context (the caput) pulls it
        # up: it is left out of the ranking (and so of the confidence); a named reference still reaches it.
        lex = [(u, s) for u, s in lex if not self.by_id[u].vetoed]
        dense = None if dense is None else [(u, s) for u, s in dense if not self.by_id[u].vetoed]
        return lex, dense

    def combine(self, lex, dense, mode: str = "hybrid", law: str | None = None,
                preferred: str | None = None, fusion: tuple[int, float] | None = None) -> Ranking:
        """Fuse (weighted RRF, `fusion` = (k, dense weight)) and apply the law-name rule."""
        rrf_k, dense_weight = fusion or self.fusion
        source = mode
        if mode == "lexical":
            ranked, fused_max = lex, (lex[0][1] if lex else 0.0)
        elif mode == "dense":
            ranked, fused_max = dense or [], 1.0
        elif dense is None:
            ranked, source, fused_max, dense = lex, "lexical", (lex[0][1] if lex else 0.0), []
        else:
            ranked = self.fuse([[u for u, _ in lex], [u for u, _ in dense]], [LEXICAL_WEIGHT, dense_weight],
                               rrf_k)
            fused_max = (LEXICAL_WEIGHT + dense_weight) / (rrf_k + 1)
        if preferred == "any":  # several norms named: each may answer, none is demoted
            pass
        elif preferred == "laws":  # a racial-quota question naming no norm: the decree (PcD) is a last resort
            ranked = self._reweigh(ranked, lambda u: OTHER_LAW_WEIGHT if self.law_of[u] == PCD_DECREE else
                                   1.0 if self.corpus.laws[self.law_of[u]].status == "vigente" else REVOKED_WEIGHT)
        elif preferred:
            ranked = self._reweigh(ranked, lambda u: 1.0 if self.law_of[u] == preferred or preferred in self.cites[u]
                                   else OTHER_LAW_WEIGHT)
        elif law is None:
            ranked = self._reweigh(ranked, lambda u: 1.0 if self.corpus.laws[self.law_of[u]].status == "vigente"
                                   else REVOKED_WEIGHT)
        signals = Signals(
            fused=tuple(s for _, s in ranked[:2]), fused_max=fused_max,
            dense=tuple(s for _, s in (dense or [])[:2]), lexical=tuple(s for _, s in lex[:2]),
            agree=bool(lex and dense and lex[0][0] == dense[0][0]),
        )
        return Ranking(ranked, source, signals)

    def scope(self, question: str, law_id: str | None = None) -> tuple[Reference, str | None, str | None]:
        """(explicit reference, law restricting the search, law ranked first)."""
        ref = parse_reference(question, self.corpus)
        # A law named with a dispositivo ("art. 3º da Lei 12.990") restricts the search; a law named
        # alone ("a Lei 12.990 foi revogada?") only ranks that law first, since the other may answer.
        law = law_id or (ref.law_id if ref.urns else None)
        if law:
            return ref, law, None
        if len(norms_named(question)) > 1:  # "a Lei 12.990 e a Lei 15.142": neither ranks first
            return ref, None, "any"
        # No norm named: the subject (disability or race) ranks its norms first ("laws": both laws).
        return ref, None, ref.law_id or subject_norm(question)

    def rank(self, question: str, law_id: str | None = None, mode: str = "hybrid",
             holdout: tuple[str, str] | None = None) -> Ranking:
        _, law, preferred = self.scope(question, law_id)
        lex, dense = self.lists(question, law, mode, holdout)
        return self.combine(lex, dense, mode, law, preferred)

    def _confidence_among(self, lex, dense, mode: str, keep) -> float | None:
        """The calibrated confidence of a search over the dispositivos `keep` accepts only."""
        lex = [(u, s) for u, s in lex if keep(u)]
        dense = None if dense is None else [(u, s) for u, s in dense if keep(u)]
        r = self.combine(lex, dense, mode, law="subset")  # (a subset: no status reweighing)
        return confidence(r.source, r.signals, backend=self.settings.embedding_identity)

    def named_first(self, question: str, ranked: list[tuple[str, float]], lex, dense, mode: str,
                    preferred: str | None) -> tuple[list[tuple[str, float]], str | None]:
        """Round 34 (ret34): (ranking, norm named that has nothing on it). One norm named alone leads the
        ranking with its dispositivos (and those naming it), unless its own search does not fit while the other
        norms' does: then they lead, and the named norm is returned for the answer to say it lacks the subject."""
        named = norms_named(question)
        if preferred is None or len(named) != 1 or preferred not in named:
            return ranked, None  # no norm named (the subject rule), or several: unchanged

        def own(u: str) -> bool:
            return self.law_of[u] == preferred or preferred in self.cites[u]

        mine, others = [x for x in ranked if own(x[0])], [x for x in ranked if not own(x[0])]
        c_named = self._confidence_among(lex, dense, mode, own)
        c_other = self._confidence_among(lex, dense, mode, lambda u: not own(u))
        if c_named is not None and c_other is not None and c_named < NAMED_UNFIT \
                and c_other >= NAMED_OTHER_FIT and c_other - c_named >= NAMED_MARGIN:
            return others + mine, preferred
        return mine + others, None

    def search(self, question: str, k: int = 5, law_id: str | None = None,
               mode: str = "hybrid") -> list[Document]:
        ref, law, preferred = self.scope(question, law_id)
        lex, dense = self.lists(question, law, mode)
        r = self.combine(lex, dense, mode, law, preferred)
        ranked, unfit = r.ranked, None
        if law is None:
            ranked, unfit = self.named_first(question, ranked, lex, dense, mode, preferred)
        conf = confidence(r.source, r.signals, backend=self.settings.embedding_identity)
        fit = fits(r.signals, self.settings.embedding_identity) if r.source == "hybrid" else None
        out: list[Document] = []
        top = ranked[0][1] if ranked else 1.0
        refs = [u for u in ref.urns if law_id is None or self.corpus.get(u).law_id == law_id]
        if not refs and (norm := bare_norm(question)) in self.corpus.laws and law_id in (None, norm):
            # a norm named alone: its art. 1º (the caput), as if referred to
            core = f"{self.corpus.laws[norm].urn}!art1"
            refs = [f"{core}_cpt" if f"{core}_cpt" in self.corpus else core]
        for urn in refs:  # the reader named it: no doubt about which dispositivo
            out.append(self._document(urn, 2 * top, "reference", 1.0, True))
        seen_texts = {self.corpus.get(u).text for u in refs}  # art8 and art8_cpt: same text
        for i, (urn, score) in enumerate(ranked):
            if len(out) >= k:
                break
            if self.corpus.get(urn).text in seen_texts:
                continue
            # The calibrated figure is about the first hit; later ones are at most as likely.
            # (a named norm's hit moved ahead may score above the first: never above the first's confidence)
            c = None if conf is None else (conf if i == 0 else min(conf, conf * score / top) if top else 0.0)
            out.append(self._document(urn, score, r.source, c, fit))
            if unfit:
                out[-1].metadata["named_unfit"] = unfit
            # A caput or § already quoted as the context of this hit would only repeat it.
            seen_texts |= {self.corpus.get(urn).text} | {
                p.text for p in self.corpus.parents(urn) if p.kind != "artigo"}
        return out[:k]

    def broad(self, question: str) -> bool:
        """Whether the question asks about the reserve in general ("como funciona a cota?"): besides words
        asking for an overview, it uses only terms common to many dispositivos, none naming one rule."""
        folded = fold(question)
        # Round 46 (lo46a): one rule asked (the vagas a reserve needs; who one group is for the law) is no overview,
        # whatever common words it uses; a law's name says which law, not what is asked of it ("como funciona a cota
        # na lei nova" is as broad as without it).
        if re.search(_THRESHOLD, folded) or _DEFINED_GROUP.search(folded) or _OTHER_RATE.search(folded):
            return False
        named = norms_named(question)
        for rx, _ in _RX_LAW:
            folded = rx.sub(" ", folded)
        left = set(_words(folded))
        kept = [w for w in _words(question) if fold(w) in left]  # (the question's own words: their stems are indexed)
        words = [w for w in kept if fold(w) not in _OVERVIEW]
        terms = [t for w in words if (t := _term(w)) is not None]
        if named and not terms and len(words) < len(kept):
            return True  # a law named and an overview asked of it alone ("como funciona a lei de 2025?")
        floor = GENERIC_SHARE * len(self.urns)
        return bool(terms) and all(self.term_df.get(t, 0) >= floor for t in terms)

    def resumo(self, urn: str) -> str | None:
        notes = self.notes.get(urn) or self.notes.get(next(
            (c for c in (self.corpus.get(urn).children if urn in self.corpus else []) if c.endswith("_cpt")), ""))
        return notes[0].resumo if notes else None

    def _document(self, urn: str, score: float, source: str, conf: float | None,
                  fit: bool | None = None) -> Document:
        d = self.corpus.get(urn)
        law = self.corpus.laws[d.law_id]
        meta = {
            "urn": d.urn, "label": d.label, "law_id": d.law_id, "status": law.status,
            "kind": d.kind, "parent_urn": d.parent_urn, "score": float(score), "confidence": conf,
            "fits": fit,  # some dispositivo is about the question (None: cannot tell, e.g. lexical only)
            "vetoed": d.vetoed, "context": self.corpus.with_context(urn), "source": source,
        }
        if (resumo := self.resumo(urn)) is not None:
            meta["resumo"] = resumo
        return Document(page_content=d.text, metadata=meta)


_engine_lock = threading.Lock()
_engine: _Engine | None = None


def get_engine(settings: CorpusSettings | None = None, embeddings=None) -> _Engine:
    """The process-wide engine (built on first use)."""
    global _engine
    with _engine_lock:
        if _engine is None or (settings is not None and settings != _engine.settings):
            _engine = _Engine(settings or get_settings(), load_corpus(), embeddings)
        return _engine


def dense_available() -> bool | None:
    """Whether the loaded engine also searches Chroma; None while none is loaded (never loads one)."""
    engine = _engine
    return None if engine is None else bool(engine.dense_available)


_open_lock = threading.Lock()


def open_engine() -> _Engine:
    """The process-wide engine, its index checked once: what the assistant searches with
    (`.search(question, k=, law_id=)`). A current local dense export is proof enough that the index
    is current (it is written by the build that made it so), so Chroma is not even imported then;
    otherwise the index is built or brought up to date (incremental), as before."""
    from .index import ensure_index

    engine = get_engine()
    with _open_lock:
        if not engine.index_checked:
            engine.index_checked = True
            if not engine.export_current():
                try:
                    ensure_index(progress=False, settings=engine.settings, embeddings=engine.embeddings)
                except Exception:  # a broken index must not stop the app: lexical still answers
                    log.exception("could not build the index; lexical retrieval only until it is rebuilt")
    return engine


def __getattr__(name: str):
    # The LangChain wrapper, on demand: `from corpus.retrieval import HybridRetriever` keeps working.
    if name in ("HybridRetriever", "get_retriever"):
        from . import retriever

        return getattr(retriever, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
