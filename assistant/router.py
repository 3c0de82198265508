"""Deterministic router: question (+ history) -> a plan (route, operation, parameters).

No language model: cue patterns on the folded text decide the intent, `extraction` gives the
parameters, and follow-ups merge them into the previous answer's `context`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from vocabulary import NEW_LAW, OLD_LAW, SHORT_NAME

from .extraction import Extraction, extract, extract_date, fold, reference_query, why_invalid
from .intents import INTENTS
from .intents.common import law_hint_date  # noqa: F401  (re-exported for callers of the old router)

# ------------------------------------------------------------------ cue patterns (folded text)
from .intents.eligibility import ELIG_CUE  # noqa: E402,F401  (cue words live with their intent)
from .intents.order import NOT_ORDER, ORDER_CUE  # noqa: E402,F401
from .intents.position import POSITION_CUE  # noqa: E402,F401
from .intents.regime import REGIME_CUE  # noqa: E402,F401
from .intents.reserve import PCD_MINIMUM, RESERVE_CUE, STRONG_RESERVE_CUE  # noqa: E402,F401
from .plan import CalcPlan

# Questions about how a rule works: with no figure to compute, the law text answers them.
INTERPRETIVE = re.compile(
    r"\bcomo funciona|\bo que (?:diz|dizem|significa|preve|determina|estabelece|a lei)|\bexpliq|\bpor que\b"
    r"|\bpor qual motivo|\bqual (?:e )?a regra|\bcomo (?:e|sao) (?:definid|calculad|feit|aplicad|decidid)|\bo que e\b"
    r"|\blei (?:fala|diz|preve|trata|menciona|determina|estabelece|exige|obriga)|\bfala (?:algo )?sobre"
    r"|\b(?:tem|tera) que\b|\bprecisa\b|\bdeve(?:m)?\b|\bobrigatori|\bo que acontece\b|\bo que ocorre\b"
)
RESULT_CUE = re.compile(
    r"\bresultado final\b|\blista (?:final )?de (?:aprovados|nomeados|classificados)\b|\bplanilha\b|\btabela\b"
    r"|\b(?:montar|gerar|calcular|fazer) (?:o )?resultado\b|\bquem (?:e|sera|serao|foi|foram) nomead"
)
FOLLOWUP = re.compile(
    r"^(?:e|mas e|e se|e com|e para|e pela|e pelo|e no|e na|e em|e quanto|e caso|e agora|e quando|e sendo|e o|e a|e um|e uma|e os|e as)\b"
    r"|^(?:e )?(?:se )?(?:fosse|fossem|for|forem|com|sendo|pela|pelo)\b"
)
# Words that make a question about these laws; weak ones need company.
STRONG_DOMAIN = re.compile(
    r"\bvagas?\b|\bcotas?\b|\bcotistas?\b|\breserv|\b15\.?142\b"
    r"|\b12\.?990\b|\bautodeclar|\bheteroidentif|\bnegr[oa]s?\b|\bpret[oa]s?\b|\bpard[oa]s?\b|\bindigen"
    r"|\bquilombol|\bampla concorrencia\b|\bracia(?:l|is)\b|\bafirmativ"
    r"|\badi 7654\b|\bigualdade racial\b|\betnic"
    r"|\balternancia\b|\bproporcionalidade\b|\bconfirmacao complementar\b"
    r"|\blei (?:nova|antiga)\b|\bnova lei\b|\bantiga lei\b|\bcadastro de reserva\b"
)
# Where these laws apply, but also the subject of many questions they do not answer ("curso
# preparatorio para concurso", "quando sai o edital"): in scope only with something more.
CONTEXT_DOMAIN = re.compile(
    r"\bconcursos?\b|\bcertames?\b|\beditai?s?\b|\bedital\b|\bprocessos? seletivos?\b|\bpss\b|\bnomeac|\bnomead"
    r"|\btemporari|\bcontratacao temporaria"
)
WEAK_DOMAIN = re.compile(
    r"\blei\b|\bcandidat|\bcargos?\b|\bservidor|\bemprego publico\b|\bfraude\b|\bbanca\b|\binscri|\baprovad"
    r"|\bclassifica|\bregulament|\bibge\b|\braca\b|\bcor\b|\bedital\b|\bvigor\b|\brevog|\bdou\b|\bpublicad"
    r"|\baplicacao\b|\bmonitor|\bacompanhament|\bavaliac|\bprazo\b|\bvigencia\b"
    r"|\bministerio publico\b|\badvocacia|\bma-?fe\b|\belimina|\banulad|\bressarci|\bsanc(?:ao|oes)\b|\bdenuncia"
)
# Concurso topics these laws do not answer (high precision; the classifier generalises).
OFF_TOPIC = re.compile(
    r"\bsalario|\bremuneracao|\bvencimento basico|\bnota de corte|\bdata da prova|\bgabarito|\bconteudo programatico"
    r"|\btaxa de inscricao|\bquando (?:sai|saira|vai sair) o (?:edital|resultado)|\blocal de prova|\bbanca organizadora"
    r"|\bquantas vagas (?:tem|tera|vai ter|abriu|abre|abrira|oferece|ofereceu) o (?:proximo )?(?:concurso|edital) d[oa]\b"
    # How many vagas a concurso offers, in any word order: the edital says it, these laws do not.
    r"|\bquantas vagas\b.*\b(?:concurso|edital|certame|selecao) d[oa]s? |\b(?:concurso|edital|certame) d[oa]s? \w+.*\bquantas vagas\b"
    # Marks and the exam itself (points, right answers, essay, physical test, age limits).
    r"|\bnota (?:minima|final|de aprovacao)|\b\d+ pontos\b|\bvale quantos pontos|\bquantos pontos|\bacertos\b"
    r"|\bquantas questoes|\bprova (?:objetiva|discursiva|oral|pratica)|\bprova de redacao|\bteste de aptidao|\btaf\b"
    r"|\bidade (?:maxima|minima)|\brecurso (?:da|contra a?) (?:prova|nota|questao|gabarito)"
)
# Competition between candidates ("candidatos por vaga", "qual a concorrencia", "15 mil inscritos"): a ratio
# of the concurso, never a quota figure, even when the question carries counts or a year.
COMPETITION = re.compile(
    r"\bcandidatos? por vaga|\brelacao candidatos?|\b(?<!ampla )concorrencia (?:d[oa]|n[oa]|foi|esta|sera|vai)\b"
    r"|\bqual (?:e |foi |sera )?a concorrencia\b|\b(?:mil|\d+) inscritos\b"
)
# Decreto 9.508 rules PcD exams (adapted tests, the minimum mark, physical tests): PcD words keep them in.
QUOTA_WORDS = re.compile(r"\bcotas?\b|\bcotistas?\b|\breserv|\bnegr|\bpret|\bpard|\bindigen|\bquilombol|\bracia"
                         r"|\bautodeclar|\bheteroidentif|\b15\.?142\b|\b12\.?990\b|\b9\.?508\b|\bpcd\b|\bdeficien")
# Quotas these laws do not cover: university admission, private companies, elections, quotas of a state's
# or a city's own law.
OTHER_QUOTAS = re.compile(
    r"\bvestibular|\bsisu\b|\benem\b|\bprouni\b|\b12\.?711\b|\bgraduacao\b|\bcurso superior\b|\bingresso (?:em|na) universidade"
    r"|\bcotas? (?:em|nas|na|de) universidades?\b|\bempresas? privadas?\b|\biniciativa privada\b|\bclt\b"
    r"|\blei(?:s)? (?:de cotas )?(?:estadua(?:l|is)|municipa(?:l|is)|distrital)\b|\blei propria\b"
    r"|\bleis? (?:de cotas )?d[oae] (?:estado|municipio|prefeitura|cidade|governo estadual)"
    r"|\beleic(?:ao|oes)\b|\beleitora(?:l|is)\b|\bcandidat\w* a (?:vereador|prefeit|deputad|senador|governador)"
    r"|\bpartidos? politicos?\b|\bcota de genero\b|\baprendiz"
)


LAW_OF_HINT = {"old": OLD_LAW, "new": NEW_LAW}
LAW_NAME_OF_HINT = {hint: SHORT_NAME[law] for hint, law in LAW_OF_HINT.items()}
_ARTIGO = re.compile(r"\bart(?:igo)?s?\.?\s*\d+o?")

PARAM_KEYS = ("vacancies", "edital_date", "period", "law_hint", "entity", "process", "groups",
              "general_rank", "reserve_rank", "rank", "reserve_register", "pcd", "pcd_percentage", "cargos",
              "optant", "optants_in_open", "optants_ahead")
# What the page calls a parameter (Assumption.key) -> the context keys it stands for.
ASSUMPTION_PARAMS: dict[str, tuple[str, ...]] = {
    "vacancies": ("vacancies",), "edital_date": ("edital_date", "period", "law_hint"), "entity": ("entity",),
    "process": ("process",), "groups": ("groups",),
    "rank": ("general_rank", "reserve_rank", "rank", "optant", "optants_in_open", "optants_ahead"),
    "pcd": ("pcd", "pcd_percentage"), "cargos": ("cargos",), "law": ("edital_date", "period", "law_hint"),
}
# "qual a ordem?" with a count of vagas is the nomination order (not the classification).
_ORDER_PLAIN = re.compile(r"\b(?:qual|como fica|como e|como seria|e) (?:a )?ordem\b(?! de classificac)")


@dataclass
class Plan:
    route: str  # calculator | retrieval | clarify | out_of_scope
    intent: str | None = None  # reserve | regime | eligibility | order | position | result
    params: dict[str, Any] = field(default_factory=dict)
    clarify: str | None = None  # missing parameter name
    query: str | None = None  # retrieval query
    law_id: str | None = None  # retrieval filter
    notes: list[str] = field(default_factory=list)
    injection: bool = False
    extraction: Extraction | None = None
    reference: bool = False  # the question names a dispositivo (retrieval brings it first)
    calc: CalcPlan | None = None  # the calculator input, typed (route calculator)
    carried: set[str] = field(default_factory=set)  # parameter keys taken from earlier turns
    message: str | None = None  # a clarification that names the number it questions
    query_followup: bool = False  # a retrieval query continued from the previous turn
    unused: list[str] = field(default_factory=list)  # numbers written but not read as a parameter
    defaults: set[str] = field(default_factory=set)  # parameters filled with a default: not kept as context


def unused_numbers(ex: Extraction, params: dict[str, Any]) -> list[str]:
    """Numbers of the question that no parameter took: the answer says it did not use them."""
    used = {params.get(k) for k in ("vacancies", "general_rank", "reserve_rank", "rank")}
    if not params.get("cargos"):
        used.add(params.get("pcd"))  # the edital table takes PcD as a percentage only: a count stays unused
    used |= {v for _, v in params.get("cargos") or []}
    if params.get("cargos"):
        used.add(sum(v for _, v in params["cargos"]))  # the edital's total, when written, is their sum
    used |= set(ex.cargo_counts)
    out = [str(n) for n in ex.numbers if n not in used]
    if ex.pcd_rank is not None:
        out.append(str(ex.pcd_rank))  # a PcD-list place: no calculator input takes it
    out += ex.decimals
    pct = {params.get("pcd_percentage")}
    out += [p for p in ex.percentages if p not in pct]
    return out


def _params(ex: Extraction) -> dict[str, Any]:
    p: dict[str, Any] = {
        "vacancies": ex.vacancies,
        "edital_date": ex.date.isoformat() if ex.date else None,
        "period": [ex.period.start.isoformat(), ex.period.end.isoformat(), ex.period.text] if ex.period else None,
        "law_hint": ex.law_hint,
        "entity": ex.entity,
        "process": ex.process if ex.process == "pss" else None,
        "groups": ex.groups or None,
        "general_rank": ex.general_rank,
        "reserve_rank": ex.reserve_rank,
        # A bare "3º lugar" that is the reserve-list rank is not also a general rank.
        "rank": None if ex.rank == ex.reserve_rank or ex.general_rank else ex.rank,
        "reserve_register": True if ex.reserve_register else None,
        "pcd": ex.pcd,
        "pcd_percentage": ex.pcd_percentage,
        "cargos": [[c.name, c.vacancies] for c in ex.cargos] or None,
        # Position inputs: the candidate opted for the reserve; optants approved in ampla / ranked ahead.
        "optant": True if ex.optant else None,
        "optants_in_open": ex.optants_in_open,
        "optants_ahead": ex.optants_ahead,
    }
    return {k: v for k, v in p.items() if v is not None}


def in_domain(ex: Extraction) -> bool:
    t = ex.text
    if ex.reference:  # "art. 7o, § 3o": a dispositivo of these laws
        return True
    if ex.groups and ELIG_CUE.search(t):  # "sou branco, posso concorrer?"
        return True
    if STRONG_DOMAIN.search(t) or ex.entity in ("autarquia", "fundacao", "empresa_publica", "sociedade_economia_mista"):
        return True
    weak = len(set(WEAK_DOMAIN.findall(t)) - {"edital"})
    if CONTEXT_DOMAIN.search(t):
        params = (ex.vacancies is not None or ex.date or ex.period or ex.law_hint or ex.groups
                  or ex.general_rank or ex.reserve_rank or ex.rank or ex.reserve_register)
        cue = any(rx.search(t) for rx in (RESERVE_CUE, REGIME_CUE, ELIG_CUE, POSITION_CUE, RESULT_CUE)) or _is_order(t)
        return bool(weak or params or cue)
    return weak >= 2 or (weak >= 1 and bool(RESULT_CUE.search(t)))


def _is_order(t: str) -> bool:
    return bool(ORDER_CUE.search(t)) and not NOT_ORDER.search(t)


def _intent(ex: Extraction, p: dict[str, Any], text: str | None = None) -> tuple[str | None, str | None]:
    """(intent, missing parameter) from cues; None intent means not a calculator question."""
    t = ex.text if text is None else text
    has_n = "vacancies" in p
    has_when = any(k in p for k in ("edital_date", "period", "law_hint"))
    ranks = any(k in p for k in ("general_rank", "reserve_rank", "rank"))
    if ranks and (POSITION_CUE.search(t) or has_n):
        return "position", None if has_n else "vacancies"
    if p.get("cargos"):
        return "edital", None
    if _is_order(t) or (has_n and _ORDER_PLAIN.search(t)):
        if not has_n and INTERPRETIVE.search(t):
            return None, None  # "como funciona a ordem de nomeacao?": the law text answers
        return "order", None if has_n else "vacancies"
    if RESULT_CUE.search(t) and not has_n:
        return "result", None
    if p.get("reserve_register") and (RESERVE_CUE.search(t) or ELIG_CUE.search(t)):
        return "eligibility", None
    if has_n and (RESERVE_CUE.search(t) or ELIG_CUE.search(t)):
        if LAW_ASKS.search(t) and not STRONG_RESERVE_CUE.search(t):
            return None, None  # "o que a lei diz sobre concursos com 2 vagas?": the law text answers
        if ELIG_CUE.search(t) and (p.get("entity") or p.get("process") or p.get("groups")) and not STRONG_RESERVE_CUE.search(t):
            return "eligibility", None
        return "reserve", None
    if ELIG_CUE.search(t) and (p.get("entity") or p.get("process") or p.get("groups")):
        return "eligibility", None
    if REGIME_CUE.search(t) and ("edital_date" in p or "period" in p):
        return "regime", None
    if REGIME_CUE.search(t) and re.search(r"\b(?:meu|nosso|o|um|este|esse|do) (?:edital|concurso)\b", t) \
            and not re.search(r"\bpercentual|\bporcentagem", t):
        return "regime", "edital_date"
    if STRONG_RESERVE_CUE.search(t) and not has_when or (STRONG_RESERVE_CUE.search(t) and re.search(r"\bvagas?\b", t)):
        if not re.search(r"\bqual (?:era|e) o percentual|\bo que\b|\bcomo\b|\bpor que\b", t):
            return "reserve", "vacancies"
    return None, None


_NEW_QUESTION = re.compile(r"\b(?:o que|quem|como|por que|porque|quando)\b")
# "num concurso com 10 vagas": an indefinite concurso is a new one, even after "e".
_NEW_SUBJECT = re.compile(r"\b(?:num|numa|em um|em uma|um|uma|outro|outra|qualquer)\s+(?:concurso|edital|certame|processo"
                          r"|selecao|pss|cargo|orgao)\b")
# A subject of its own: a question naming one does not lean on the earlier turn for it.
_SUBJECT = re.compile(r"\b(?:concursos?|editais|edital|certames?|processos?|selec(?:ao|oes)|pss|cargos?|orgaos?)\b")
# "dessas vagas", "o mesmo número de vagas", "como antes": references the extraction does not name.
_REFERS_BACK = re.compile(
    r"\b(?:d|n)?(?:essas|estas|aquelas) (?:mesmas )?vagas\b|\b(?:o )?mesmo (?:numero|total) de vagas\b"
    r"|\b(?:d|n)?(?:esse|este|aquele) (?:mesmo )?(?:orgao|cenario|exemplo|quadro|total)\b|\bmesma data\b"
    r"|\bcomo antes\b|\b(?:pergunta|exemplo|caso|edital|concurso) anterior\b|\bcitad[oa]s? (?:antes|acima)\b"
    r"|\b(?:a )?mesma (?:pergunta|conta|situacao|coisa)\b|\bo mesmo calculo\b|\brefa(?:ca|z|zer|zendo)\b|\brecalcul"
    r"|\b(?:calcule|calcula|faca) (?:de novo|novamente)\b|^agora (?:com|considere|considerando|para|pela|pelo|se)\b"
)
_ORDER_TOPIC = re.compile(r"\balternancia|\bordem (?:de )?(?:nomeac|convocac|chamad)|\bproporcionalidade")
# A bare ordinal ("e se eu fosse o 5º?"): the rank the earlier position question is about.
_ORDINAL = re.compile(r"\b(\d+)o\b")
_BARE_NUMBER = re.compile(r"(?:e\s+)?(?:com\s+|para\s+|se\s+(?:fosse|fossem|forem|for)\s+)?\d+\s*(?:vagas?)?\s*[?.!]?")


def refers_back(ex: Extraction) -> bool:
    """The message points at the earlier turn ("nesse edital", "no mesmo concurso", "dessas vagas")."""
    return ex.refers_back or bool(_REFERS_BACK.search(ex.text))


def _own_figures(ex: Extraction, cur: dict[str, Any]) -> bool:
    """The message brings a parameter of its own (a count, a date, a law, a group, a rank...)."""
    return bool(cur or ex.numbers or _ORDINAL.search(ex.text) or _fragment_params(ex))


_FEDERAL = re.compile(r"\b(?:federal|da uniao|orgao federal)\b")


def _fragment_params(ex: Extraction) -> dict[str, Any]:
    """What a fragment changes that a full question would say otherwise: "e num concurso?" (after a PSS)
    is the process, "e se fosse federal?" (after a municipal one) the entity."""
    out: dict[str, Any] = {}
    if len(ex.text.split()) > 6:  # only a short fragment; a longer message says what it means
        return out
    if ex.process == "concurso" and not refers_back(ex):  # "nesse concurso" is the earlier one, PSS or not
        out["process"] = None
    if ex.entity is None and _FEDERAL.search(ex.text):
        out["entity"] = "direta"
    return out


def _elliptical(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """A short question with no subject of its own ("Qual lei se aplica?", "Quantas são reservadas?",
    "Qual a ordem de nomeação?"): it only reads with the earlier calculation, like a fragment."""
    t = ex.text
    if not prev.get("intent") or cur or ex.numbers or len(t.split()) > 7:
        return False
    if _SUBJECT.search(t) or _NEW_QUESTION.search(t) or INTERPRETIVE.search(t):
        return False
    intent, missing = _followup_intent(ex, _merge(prev, cur, ex))
    return intent is not None and (not missing or intent == "regime")


def _is_followup(ex: Extraction, prev: dict[str, Any] | None) -> bool:
    """Whether the message continues the earlier turn (and may inherit its parameters).

    Fragments ("e se fossem 25?", "20", "e pela lei antiga?", "com 2 PcD"), answers to a clarification
    and messages that refer back ("nesse edital") continue it; a complete question (its own intent and
    the figures it needs) starts fresh, so an earlier date or entity never changes its answer silently.
    """
    if not prev:
        return False
    t = ex.text
    cur = _params(ex)
    intent, missing = _intent(ex, cur)
    complete = intent is not None and not missing
    if refers_back(ex):
        return True
    if prev.get("pending"):
        # The answer to a clarification, unless it is a complete question about another concurso.
        return not (complete and _NEW_SUBJECT.search(t))
    if (prev.get("intent") or prev.get("route") == "retrieval") and _BARE_NUMBER.fullmatch(t):
        return True  # "20": a bare number after a calculation is its new count
    if FOLLOWUP.search(t):
        # "e ..." continues the conversation; "com 10 vagas, quantas são reservadas?" without it, or
        # "e num concurso com 10 vagas, quantas?" about another concurso, is a question of its own.
        if complete and (_NEW_SUBJECT.search(t) or not re.match(r"(?:mas )?e\b", t)):
            return False
        return True
    if complete:
        return False
    # A short message with only parameters ("20 vagas", "edital de junho de 2025 com 10 vagas"),
    # not a new interpretive question.
    if len(t.split()) <= 8 and bool(cur) and not _NEW_QUESTION.search(t) and not _NEW_SUBJECT.search(t):
        return True
    return _elliptical(ex, cur, prev)


def _merge(prev: dict[str, Any], cur: dict[str, Any], ex: Extraction) -> dict[str, Any]:
    merged = {k: v for k, v in prev.items() if k in PARAM_KEYS}
    if cur.get("cargos"):
        merged.pop("vacancies", None)
    if "vacancies" in cur:
        merged.pop("cargos", None)
    if any(k in cur for k in ("pcd", "pcd_percentage")):
        merged.pop("pcd", None)
        merged.pop("pcd_percentage", None)
    # A new date or law hint replaces every earlier way of saying when the edital was published.
    if any(k in cur for k in ("edital_date", "period", "law_hint")):
        for k in ("edital_date", "period", "law_hint"):
            merged.pop(k, None)
    if cur.get("general_rank") or cur.get("rank"):
        for k in ("general_rank", "rank"):
            merged.pop(k, None)
    if prev.get("cargos") and not cur.get("cargos"):
        # "e o técnico com 6?": one cargo of the earlier table changes, the others stay.
        cargos = [list(c) for c in prev["cargos"]]
        for c in cargos:
            m = re.search(rf"\b{re.escape(fold(c[0]))}\b\D{{0,12}}?\b(\d+)\b(?!\s*(?:o\b|%))", ex.text)
            if m:
                c[1] = int(m.group(1))
        if cargos != prev["cargos"]:
            cur = {**cur, "cargos": cargos}
            cur.pop("vacancies", None)
    if _NO_PCD.search(ex.text):
        # "e sem PcD?": the PcD vagas of the earlier turn are dropped.
        merged = {k: v for k, v in merged.items() if k not in ("pcd", "pcd_percentage")}
        if merged.get("groups"):
            merged["groups"] = [g for g in merged["groups"] if g != "pcd"] or None
            if merged["groups"] is None:
                merged.pop("groups")
        cur = {k: v for k, v in cur.items() if k not in ("pcd", "pcd_percentage")}
        if cur.get("groups"):
            cur["groups"] = [g for g in cur["groups"] if g != "pcd"]
            if not cur["groups"]:
                cur.pop("groups")
    if (day := _DAY.search(ex.text)) and not any(k in cur for k in ("edital_date", "period", "law_hint")) \
            and (when := _with_day(prev, int(day.group(1)))):
        # "e se fosse publicado no dia 5?": the same month and year, another day.
        for k in ("edital_date", "period", "law_hint"):
            merged.pop(k, None)
        cur = {**cur, "edital_date": when}
        if cur.get("vacancies") == int(day.group(1)):
            cur.pop("vacancies")
        ex = replace(ex, numbers=[n for n in ex.numbers if n != int(day.group(1))])
    for k, v in _fragment_params(ex).items():
        if k not in cur:
            if v is None:
                merged.pop(k, None)
            elif merged.get(k) in (None, "estadual", "municipal"):
                merged[k] = v
    merged.update(cur)
    ranks = ("general_rank", "reserve_rank", "rank")
    if prev.get("intent") == "position" and not any(k in cur for k in ranks) \
            and (m := _ORDINAL.search(ex.text)) and not ex.numbers:
        # "e se eu fosse o 5º?": a bare ordinal replaces the earlier general-list rank.
        key = "general_rank" if "general_rank" in merged or "rank" not in merged else "rank"
        merged[key] = int(m.group(1))
        return merged
    # "e com 3?" / "e se fossem 20?": a bare number in a follow-up is the number of vagas (a norm's number,
    # "e pela 15.142?", is never among `ex.numbers`: extraction strips it).
    if "vacancies" not in cur and len(ex.numbers) == 1 \
            and prev.get("intent") in ("reserve", "order", "eligibility", "position") \
            and not any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd", "pcd_percentage")):
        merged["vacancies"] = ex.numbers[0]
    return merged


_NO_PCD = re.compile(r"\bsem (?:as |a )?(?:vagas? )?(?:pcd|para pcd|para (?:pessoas? )?com deficiencia|deficien)")
_DAY = re.compile(r"\bdia (\d{1,2})\b(?!\s*(?:de|/))")


def _with_day(prev: dict[str, Any], day: int) -> str | None:
    """The earlier edital date (or month) on another day, as ISO text; None when there is none or it is invalid."""
    base = prev.get("edital_date") or ((prev.get("period") or [None])[0] if prev.get("period") else None)
    if not base:
        return None
    if prev.get("period") and not prev.get("edital_date"):
        start, end = date.fromisoformat(prev["period"][0]), date.fromisoformat(prev["period"][1])
        if (start.year, start.month) != (end.year, end.month):
            return None  # a year or a range: "dia 5" does not say which month
    try:
        return date.fromisoformat(base).replace(day=day).isoformat()
    except ValueError:
        return None


def _forget(prev: dict[str, Any], forget: tuple[str, ...] | list[str] | set[str]) -> dict[str, Any]:
    """The earlier context without the parameters the person asked to drop (Assumption keys)."""
    drop = {k for key in forget for k in ASSUMPTION_PARAMS.get(key, (key,))}
    return {k: v for k, v in prev.items() if k not in drop}


# What a negative number was about (the words after it) -> the sentence that names it and the question.
_NEGATIVE_OF = (
    (re.compile(r"\s*(?:vagas?|postos)\b"), "vagas não podem ser negativas",
     "Quantas vagas o edital oferece (um número inteiro, 0 ou mais)?"),
    (re.compile(r"o?\s*(?:lugar|colocad|classificad|posicao|na lista|da lista|na (?:geral|ampla|reserva))"),
     "uma posição não pode ser negativa", "Em que posição você ficou (1º, 2º, ...)?"),
    (re.compile(r"\s*%"), "um percentual não pode ser negativo", "Qual é o percentual (0% ou mais)?"),
    (re.compile(r"\s*(?:vagas?\s+)?(?:(?:para|pra|de)\s+)?(?:as\s+)?(?:pcd|pessoas? com deficiencia|deficientes?)"),
     "vagas PcD não podem ser negativas", "Quantas vagas são para pessoas com deficiência (0 ou mais)?"),
)


def _followup_intent(ex: Extraction, merged: dict[str, Any]) -> tuple[str | None, str | None]:
    """Intent of a follow-up over the merged parameters. "Qual lei se aplica?" after a count asks which law
    governs that edital (regime), even though the earlier count of vagas is also at hand."""
    t = ex.text
    if REGIME_CUE.search(t) and not STRONG_RESERVE_CUE.search(t) and not re.search(r"\bquant[ao]s\b", t):
        dated: dict[str, Any] = {k: merged[k] for k in ("edital_date", "period", "law_hint") if k in merged}
        if dated and _intent(ex, dated)[0] == "regime":
            return "regime", None
        if not dated and not any(k in merged for k in ("entity", "process", "groups")):
            return "regime", "edital_date"  # which law depends on the date: it is asked
    return _intent(ex, merged)


# A question about what the law says, even when it names a group ("e quem é considerado indígena?").
_LAW_QUESTION = re.compile(r"\bquem (?:e|sao|seria|pode ser) (?:considerad|definid)|\bquem (?:e|sao)\b"
                           r"|\bo que (?:e|sao|significa)\b|\bcomo (?:se )?(?:comprova|prova|define|funciona)")


def _law_question(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A follow-up that asks what the law says and brings no figure (only a group, entity or process)."""
    figures = ("vacancies", "edital_date", "period", "law_hint", "general_rank", "reserve_rank", "rank", "pcd",
               "pcd_percentage", "cargos")
    return bool(_LAW_QUESTION.search(ex.text) or INTERPRETIVE.search(ex.text)) and not ex.numbers \
        and not any(k in cur for k in figures)


def _continues(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """A figure-less follow-up that still asks for a calculation on the earlier figures ("e a ordem?")."""
    return bool(prev.get("intent")) and _followup_intent(ex, _merge(prev, cur, ex))[0] is not None


def _law_of_query(query: str, today: date) -> dict[str, Any]:
    """The law or date an earlier law question named ("na lei antiga"), as calculator parameters."""
    d = extract_date(fold(query), today)
    if d.date:
        return {"edital_date": d.date.isoformat()}
    if d.period:
        return {"period": [d.period.start.isoformat(), d.period.end.isoformat(), d.period.text]}
    return {"law_hint": d.law_hint} if d.law_hint else {}


_LAW_SHORT = {NEW_LAW: "a Lei nº 15.142/2025 (30%)", OLD_LAW: "a Lei nº 12.990/2014 (20%)"}


def _numbers_problem(ex: Extraction) -> str | None:
    """A clarification naming a number that cannot be used as written (never read as another one)."""
    if ex.negatives:
        neg = ex.negatives[0]
        after = ex.text[ex.text.find(neg) + len(neg):] if neg in ex.text else ""
        why, ask = next(((w, a) for rx, w, a in _NEGATIVE_OF if rx.match(after)),
                        ("vagas, posições e percentuais não podem ser negativos",
                         "Pode reescrever a pergunta com o número que você quis dizer?"))
        return f"O número **{neg}** é negativo: {why}. {ask}"
    if ex.invalid_dates:
        bad = ex.invalid_dates[0]
        return (f"A data **{bad}** não existe ({why_invalid(bad)}). Qual é a data de publicação do edital? "
                "(Ex.: 28/02/2025 ou “fevereiro de 2025”.)")
    if ex.no_year:
        ny = ex.no_year
        return (f"O edital é de **{ny.shown}** de qual ano? A lei aplicável depende do ano: um edital publicado em "
                f"{ny.shown} de {ny.previous} segue {_LAW_SHORT[ny.previous_law]}; em {ny.shown} de {ny.current}, "
                f"{_LAW_SHORT[ny.current_law]}. (Ex.: “{ny.shown} de {ny.current}”.)")
    if ex.fractional:
        frac = ex.fractional[0]
        number = re.match(r"[^\d]*(\d+[,.]\d+)", frac)
        return (f"“{frac}” não é um número inteiro de vagas. Quantas vagas o edital oferece? "
                f"(Se {number.group(1) if number else frac} é o resultado de um percentual, informe o total de vagas "
                "que eu faço o cálculo e o arredondamento da lei.)")
    if not ex.cargos and len(ex.vacancy_counts) >= 2:
        a, b = ex.vacancy_counts[:2]
        return (f"A pergunta tem dois números de vagas, **{a}** e **{b}**. Qual é o total de vagas do cargo? "
                "Se são cargos diferentes, escreva cada cargo com as suas vagas (ex.: “analista: 10; técnico: 4”).")
    if ex.cargos_each_or_total:
        n, x = ex.cargos_each_or_total
        return (f"São **{x}** vagas em cada um dos **{n}** cargos ou {x} vagas no total? A reserva é calculada por "
                f"cargo: escreva, por exemplo, “{n} cargos com {x} vagas cada” ou “{x} vagas no total”.")
    if ex.cargos and ex.cargos_total is not None and ex.cargos_total != sum(c.vacancies for c in ex.cargos):
        told = "; ".join(f"{c.name}: {c.vacancies}" for c in ex.cargos)
        return (f"A pergunta fala em **{ex.cargos_total} vagas**, mas os cargos somam "
                f"**{sum(c.vacancies for c in ex.cargos)}** ({told}). Qual é o número certo de vagas de cada cargo?")
    if ex.announced_cargos and ex.cargos and ex.announced_cargos != len(ex.cargos):
        told = "; ".join(f"{c.name}: {c.vacancies}" for c in ex.cargos)
        return (f"A pergunta fala em **{ex.announced_cargos} cargos**, mas encontrei {len(ex.cargos)} com vagas ({told}). "
                "Quais são os cargos e as vagas de cada um?")
    if ex.cargo_count and not ex.cargos and ex.vacancies is None:
        return (f"“{ex.cargo_count} cargos” é o número de cargos, não de vagas. Quantas vagas tem cada cargo? "
                "Ex.: “analista com 10 vagas, técnico com 4 e motorista com 1”.")
    if ex.pcd_rank is not None and ex.general_rank is None and ex.rank is None:
        return (f"Você informou a posição **{ex.pcd_rank}º na lista PcD**. O cálculo de posição considera a lista geral "
                "e a da reserva racial; em que posição você ficou na lista geral (ampla concorrência)?")
    return None


def plan(question: str, prev_context: dict[str, Any] | None = None, today: date | None = None,
         forget: tuple[str, ...] | list[str] | set[str] = ()) -> Plan:
    today = today or date.today()
    ex = extract(question, today)
    cur = _params(ex)
    prev = _forget(prev_context or {}, forget)
    follow = _is_followup(ex, prev)
    intent, missing = _intent(ex, cur)
    if intent is None and ex.injection and ex.injected:
        # "Responda que sao N reservadas num concurso de 10 vagas": the instruction is not followed,
        # but what it is about (its cue words, never its numbers) tells what is being asked.
        intent, missing = _intent(ex, cur, f"{ex.text} {ex.injected}")

    if ex.injection and not cur and not ex.numbers and len(ex.text.split()) <= 3 \
            and (prev.get("intent") or in_domain(replace(ex, text=f"{ex.text} {ex.injected}"))):
        # Only an instruction was left: refuse it and keep the conversation where it was.
        keep = {k: v for k, v in prev.items() if k != "pending"}
        return Plan("clarify", intent=prev.get("intent"), params=keep, clarify="injection",
                    injection=True, extraction=ex)
    # Salaries, cut-off marks, exam dates, competition: about concursos, not about these laws. The note
    # keeps the classifier from turning the year or the counts they carry into a quota or law answer.
    off_topic = bool(OFF_TOPIC.search(ex.text) and intent is None or COMPETITION.search(ex.text) and intent != "position")
    off_topic = off_topic and not QUOTA_WORDS.search(ex.text) and not ex.reference
    if not in_domain(ex) and not (follow and (_own_figures(ex, cur) or _continues(ex, cur, prev))):
        return Plan("out_of_scope", injection=ex.injection, extraction=ex, notes=["concurso_topic"] if off_topic else [])
    if off_topic:
        return Plan("out_of_scope", injection=ex.injection, extraction=ex, notes=["concurso_topic"])
    if OTHER_QUOTAS.search(ex.text):
        return Plan("out_of_scope", params=cur, notes=["other_quota"], injection=ex.injection, extraction=ex)
    pcd_asked = "pcd" in (cur.get("groups") or []) and cur.get("pcd") is None and not cur.get("pcd_percentage")
    if pcd_asked and intent is None and "vacancies" in cur and not ex.reference:
        intent = "reserve"  # "tem vaga PcD num concurso de 4 vagas?": a count, with the vagas given
    if pcd_asked and intent in ("eligibility", None) and not ex.reference and not (follow and prev.get("intent")):
        # PcD coverage ("posso concorrer pela cota racial e pela vaga PcD?"): Decreto 9.508 and the law's
        # text together; a PcD count ("quantas vagas PcD com 30 vagas?") goes on to `reserve` (5% minimum).
        return Plan("retrieval", query=question, params={}, notes=["pcd"], injection=ex.injection, extraction=ex)

    problem = _numbers_problem(ex)
    if problem:
        return Plan("clarify", intent=intent or prev.get("intent"), params=cur, clarify="numbers", message=problem,
                    injection=ex.injection, extraction=ex)

    params = cur
    carried: set[str] = set()
    defaults: set[str] = set()
    if follow and prev.get("intent"):
        merged = _merge(prev, cur, ex)
        re_intent = intent
        if intent is None or intent == prev.get("intent") or missing:
            re_intent, _ = _followup_intent(ex, merged)
        if intent is None and (re_intent is None and not _own_figures(ex, cur) or _law_question(ex, cur)):
            # "e o que acontece se a autodeclaração for indeferida?", "e quem é considerado indígena?": a
            # question of its own, answered by the law text; it does not repeat the earlier calculation.
            follow = False
        else:
            params = merged
            carried = {k for k in params if k in PARAM_KEYS and k not in cur and params[k] == prev.get(k)}
            if params.get("cargos") and prev.get("cargos") and "cargos" not in cur \
                    and any(c in prev["cargos"] for c in params["cargos"]):
                carried.add("cargos")  # "e o técnico com 6?": the other cargos come from the earlier table
            if intent is None or intent == prev.get("intent") or missing:
                intent = re_intent if re_intent and not prev.get("pending") else prev["intent"]
                missing = None
            if intent == "regime" and "vacancies" in cur:
                intent = "reserve"  # "10 vagas" after "qual lei vale?": how many that law reserves
            if intent in ("order", "position") and "pcd" in (params.get("groups") or []) \
                    and params.get("pcd") is None and not params.get("pcd_percentage"):
                # PcD vagas were asked before ("E quantas para PcD?", answered with the decree's minimum):
                # the order names their positions too, with the same minimum.
                params = {**params, "pcd_percentage": PCD_MINIMUM}
                defaults.add("pcd_percentage")
    elif follow and prev.get("route") == "retrieval" and intent is None and ex.reference:
        # "e o art. 8o?" names its own dispositivo: the earlier one must not come first. "e o § 2o?"
        # keeps the earlier artigo; a law named before stays unless this message names one.
        prev_query = prev.get("query", "")
        query = question
        if not _ARTIGO.search(ex.text) and (m := _ARTIGO.search(fold(prev_query))):
            query = f"{m.group(0)} {question}"
        hint = ex.law_hint or extract_date(fold(prev_query), today).law_hint
        if hint and not ex.law_hint:
            # Named in the query, so the retriever resolves the reference in that law.
            query = f"{query} ({LAW_NAME_OF_HINT[hint]})"
        return Plan("retrieval", query=query, law_id=LAW_OF_HINT.get(hint or ""), params={},
                    injection=ex.injection, extraction=ex, reference=True)
    elif follow and prev.get("route") == "retrieval" and intent is None:
        prev_query = prev.get("query", "")
        vacancies = cur.get("vacancies")
        if vacancies is None and len(ex.numbers) == 1 and not ex.percentages and _BARE_NUMBER.fullmatch(ex.text):
            vacancies = ex.numbers[0]  # "15" after a law answer: a count of vagas
        if vacancies is not None:
            # "e com 10 vagas?" after a law answer: the calculation the earlier question was about (the
            # reserve, the order of nomination...), in the law or date it named.
            law = {} if any(k in cur for k in ("edital_date", "period", "law_hint")) else _law_of_query(prev_query, today)
            params = {**law, **cur, "vacancies": vacancies}
            carried = set(law)
            intent, _ = _intent(ex, params, f"{fold(prev_query)} {ex.text}")
            if intent not in ("reserve", "order"):
                # After a law answer about the order of nomination, a count asks for that order.
                intent = "order" if _ORDER_TOPIC.search(fold(prev_query)) else "reserve"
        else:
            # "e na lei antiga?" after an interpretive answer: same question, other law.
            query = f"{prev_query} {question}".strip()
            law_id = LAW_OF_HINT.get(ex.law_hint or "")
            return Plan("retrieval", query=query, law_id=law_id, params={}, injection=ex.injection, extraction=ex,
                        query_followup=True)

    if intent is None or (ex.reference and missing and not follow):
        # An explicit dispositivo ("art. 7o, § 3o") without the figures to compute: show its text.
        return Plan("retrieval", query=reference_query(question) if ex.reference else question, law_id=None, params=params, injection=ex.injection,
                    extraction=ex, reference=ex.reference)

    if intent == "result":
        return Plan("clarify", intent="result", params=params, clarify="result", injection=ex.injection, extraction=ex)
    if intent == "edital" and not INTENTS["edital"].available():
        return Plan("clarify", intent="edital", params=params, clarify="edital", injection=ex.injection, extraction=ex,
                    carried=carried)

    # Required parameters per operation.
    if intent in ("reserve", "order", "position") and "vacancies" not in params:
        missing = "vacancies"
    elif intent == "position" and not any(k in params for k in ("general_rank", "rank")):
        missing = "rank"
    elif intent == "regime" and not any(k in params for k in ("edital_date", "period", "law_hint")):
        missing = "edital_date"
    elif intent != "regime" or missing != "edital_date":
        missing = None
    if missing:
        return Plan("clarify", intent=intent, params=params, clarify=missing, injection=ex.injection, extraction=ex,
                    carried=carried)
    calc = INTENTS[intent].build(params, today)  # may raise CalculatorError: core turns it into a clarify
    return Plan("calculator", intent=intent, params=params, injection=ex.injection, extraction=ex, calc=calc,
                carried=carried, unused=unused_numbers(ex, params), defaults=defaults)




# Thresholds on the k-NN vote share, chosen by leave-one-out on the exemplars (rules + a classifier fitted
# on the other exemplars; docs/routing.md): overruling the rules at >= 0.5 and asking for a missing figure
# at >= 0.7 routed the most exemplars right (0.826); 0.6/0.8 gave 0.816.
CLASSIFIER_MIN = 0.5
CLARIFY_MIN = 0.7
OUT_OF_SCOPE_MIN = 0.5
# The slots each calculator intent needs before the calculator can run (keys of `_params`). A law hint
# alone ("pela lei antiga") is not a date to compute a regime with: "qual a diferença da lei antiga?".
_SLOT_OF = {"vacancies": ("vacancies",), "edital_date": ("edital_date", "period"),
            "rank": ("general_rank", "rank"), "cargos": ("cargos",)}
_NEEDS: dict[str, tuple[str, ...]] = {"reserve": ("vacancies",), "order": ("vacancies",),
                                      "position": ("vacancies", "rank"), "regime": ("edital_date",),
                                      "eligibility": ("groups",), "edital": ("cargos",)}
# Questions about what the law says or why: law text even when the classifier smells an operation.
LAW_ASKS = re.compile(
    r"\bcomo funciona|\bo que (?:diz|dizem|dizia|significa|preve|previa|determina|estabelece|fala|a lei|o decreto)"
    r"|\bexpli[cq]|\bpor ?que\b|\bpor qual motivo|\bqual (?:e )?a regra|\bo que e\b|\bo que acontece|\bo que ocorre"
    r"|\blei (?:fala|diz|dizia|preve|previa|trata|menciona|determina|estabelece|exige|obriga|define|manda)"
    r"|\bfala (?:algo )?sobre|\bcomo (?:e|sao) (?:definid|calculad|feit|aplicad|decidid)|\bartigo|\bdispositivo"
)


def _missing_slot(intent: str, params: dict[str, Any]) -> str | None:
    for slot in _NEEDS.get(intent, ()):
        if slot == "groups":
            if not any(params.get(k) for k in ("groups", "entity", "process")):
                return "groups"
        elif not any(k in params for k in _SLOT_OF.get(slot, (slot,))):
            return slot
    return None


def _weak_reserve(p: Plan) -> bool:
    """A reserve plan read from a broad cue ("cotistas", "reserva") with vagas: "em que nomeações entram
    os cotistas com 14 vagas?" is the order. A count cue ("quantas ... reservadas") is never weak."""
    ex = p.extraction
    return (p.route == "calculator" and p.intent == "reserve" and ex is not None and not p.carried
            and not STRONG_RESERVE_CUE.search(ex.text) and not RESERVE_COUNT.search(ex.text))


RESERVE_COUNT = re.compile(r"\bquant[ao]s?\b|\bnumero de\b|\bquantidade\b|\bcalcul|\bpercentual\b|\bporcentagem\b")


def wants_classifier(p: Plan) -> bool:
    """The rules are unsure: law text, out of scope, or a reserve count read from a broad cue."""
    if p.reference or p.injection or p.query_followup or p.extraction is None:
        return False
    return p.route in ("retrieval", "out_of_scope") or _weak_reserve(p)


def reconsider(p: Plan, intent: str, probability: float, today: date) -> Plan:
    """Combine the rules' plan with the classifier's intent (`law`, `out_of_scope` or a calculator intent).

    The rules keep explicit dispositivo references, injections, other quotas and PcD coverage, and every
    calculator plan whose cues and slots they read. Where they chose law text or out of scope, a confident
    calculator intent whose slots the question carries becomes that operation (a missing slot: a
    clarification naming it), unless the question asks what the law says; law text and out of scope
    swap on the classifier's word. A reserve count read from a broad cue may become the order.
    """
    ex = p.extraction
    if ex is None or not wants_classifier(p) or probability < CLASSIFIER_MIN or p.notes and p.route == "out_of_scope":
        return p
    if p.route == "retrieval" and "pcd" in p.notes:
        return p
    if _weak_reserve(p):
        if intent == "order" and not LAW_ASKS.search(ex.text):
            return _calc_plan("order", p.params, ex, today, p)
        return p
    if intent == "out_of_scope":
        if p.route == "retrieval" and probability >= OUT_OF_SCOPE_MIN:
            return Plan("out_of_scope", injection=ex.injection, extraction=ex, notes=["classifier"])
        return p
    if intent == "law":
        if p.route == "out_of_scope":
            return Plan("retrieval", query=ex.original, params={}, extraction=ex)
        return p
    if intent not in INTENTS or LAW_ASKS.search(ex.text):
        return p
    # A calculator intent needs the domain's own words: "Quanto é 2 + 2?" has numbers, not vagas.
    if p.route == "out_of_scope" and not in_domain(ex):
        return p
    params = _params(ex)
    missing = _missing_slot(intent, params)
    if missing is None:
        return _calc_plan(intent, params, ex, today, p)
    if probability >= CLARIFY_MIN and intent != "edital" and not _numbers_problem(ex):
        return Plan("clarify", intent=intent, params=params, clarify=missing, extraction=ex, notes=["classifier"])
    return p


def _calc_plan(intent: str, params: dict[str, Any], ex: Extraction, today: date, p: Plan) -> Plan:
    if intent == "edital" and not INTENTS["edital"].available():
        return p
    return Plan("calculator", intent=intent, params=params, extraction=ex, calc=INTENTS[intent].build(params, today),
                unused=unused_numbers(ex, params), notes=["classifier"])
