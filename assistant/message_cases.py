"""Round 44 (mc44): several cases told in one message, each with its own figures ("o da UFBA tem 12 vagas e o do IFBA
30", "minha esposa vai prestar um com 6 vagas e eu um com 16", "primeiro edital: 5 vagas. Segundo edital: 11", "fiquei
em 3º no da UFBA e em 9º no do IFBA"), and a question pointing at one of them ("no meu?", "no do IFBA", "no de 22", "no
segundo"). Read whole, the other case's figures would be taken for the asked one's, or two totals questioned: the
asked case's own clauses are planned, and the others are kept, so that a follow-up naming one ("e no dela?", "e o de
9?", "e no outro?") resumes its figures. A message that asks each case ("em cada um") or points at none is left as
written (a table of cargos, or the two totals questioned)."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import Any, Iterable

from .case_labels import CARGO_CASE, NOT_CARGO  # one list of what a cargo said as a case is
from .extraction.dates import MONTHS
from .extraction.kinship import KIN, RELATIVE_WORDS
from .models import Answer, Turn

CASE_KEY = "case"  # the labels of the case a calculation is about (a context key)
CASES_KEY = "cases"  # the other cases its message told: [{"labels": [...], "params": {...}}]

_FEMALE = {k.word for k in KIN if k.gender == "ela"}
_MALE = {k.word for k in KIN if k.gender == "ele"}
_MONTH = "|".join(MONTHS)
_ORDINALS = {"primeir": 1, "segund": 2, "terceir": 3, "quart": 4}
# ("o primeiro colocado", "o segundo cotista": a place, not a case)
_NOT_CASE_AFTER = (r"(?!\s+(?:colocad|lugar|cotista|optante|classificad|vaga|nomead|nomeac|posic|lista|chamad|candidat"
                   r"|turno|grau|semestre))")


def _folded(text: str) -> str:
    """Lower case without diacritics, one character for one ("º" -> "o"): spans found here are the original's."""
    return "".join((unicodedata.normalize("NFKD", c.lower())[:1] or " ") for c in text)


# --------------------------------------------------------------------------- labels
_KIN = re.compile(rf"\b(?:meu|minha|seu|sua)\s+(?P<kin>{RELATIVE_WORDS})\b")
# a pronoun for a relative's case, in a pointer: "no dela", "o dele", "pra ela"
_KIN_PRONOUN = re.compile(r"\b(?:n|d|pr)?[oa]\s+d(?P<g>el[ae])\b|\bpara? (?:o |a )?d(?P<g2>el[ae])\b")
# the asker's own case: "eu", "o meu", "meu concurso"
_OWN_TOLD = re.compile(rf"\beu\b|\b(?:o|no|do|ao|pro|para o|pelo)\s+meu\b(?!\s+{RELATIVE_WORDS}\b)"
                       r"|\bmeu\s+(?:concurso|edital|cargo|processo|certame)\b|\bminha\s+(?:selecao|prova|vaga)\b")
_OWN_POINTED = re.compile(rf"\b(?:o|no|do|ao|pro|para o|pelo)\s+meu\b(?!\s+{RELATIVE_WORDS}\b)"
                          r"|\b(?:o|no|do|ao|pro|pelo)\s+(?:concurso|edital)\s+(?:que\s+)?eu\b|\be (?:o|no) meu\b")
# who a question is about, when it points at no case: "eu sou chamada?", "ela entra?"
_SUBJECT = re.compile(r"\b(?:eu|ela|ele)\b")
# a body: "da UFBA", "do INSS", "o de Salvador" (a capital letter as written)
_BODY = re.compile(r"\b(?:d[oa]s?|n[oa]s?|de)\s+(?P<name>[A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z][a-z]{2,})\b")
_NOT_BODY = frozenset("lei leis decreto constituicao uniao pcd".split())
# a letter: "concurso X", "edital A", and in a pointer "no X", "o B"
_LETTER_TOLD = re.compile(r"\b(?:[Cc]oncurso|[Ee]dital|[Cc]argo|[Pp]rocesso|[Cc]ertame|[Cc]aso|[Oo]p[cç][aã]o)\s+(?P<l>[A-Z])\b")
_LETTER_POINTED = re.compile(r"\b(?:[Nn][oa]|[Dd][oa]|[Aa]?[Oo]|[Pp]r[oa]|[Pp]ara o|[Pp]elo)\s+(?P<l>[A-Z])\b(?![\w'])")
_ORDINAL = re.compile(rf"\b(?P<o>primeir|segund|terceir|quart)[oa]\b{_NOT_CASE_AFTER}")
_FIRST_OF_TWO = re.compile(r"^(?:e\s+)?(?:um|uma)\b(?!\s+(?:vaga|cargo|pessoa|candidat))")
_OTHER = re.compile(r"\boutr[oa]\b(?!\s+(?:vaga|coisa|pergunta|duvida|lei|cargo\s+de|pessoa))")
# a pointer to a count, a year or a month: "o de 22", "no com 30", "o de 2024", "o de julho"
_COUNT_POINTED = re.compile(r"\b(?:n?[oa]|d[oa]|a?o|pr[oa]|para o|pelo)\s+(?:edital\s+|concurso\s+)?(?:de|com)\s+"
                            r"(?P<n>\d+)\b(?!\s*(?:o\b|%|/|de\s+(?:" + _MONTH + r")))")
_MONTH_POINTED = re.compile(rf"\b(?:n?[oa]|d[oa]|a?o|pr[oa]|para o|pelo)\s+(?:edital\s+|concurso\s+)?de\s+(?P<m>{_MONTH})\b")

# figures: dates (masked first), places, counts
_DATE = re.compile(rf"\b\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?\b|\b\d{{1,2}}\s+de\s+(?:{_MONTH})(?:\s+de\s+\d{{4}})?"
                   rf"|\b(?:{_MONTH})(?:\s+de)?(?:\s+\d{{4}})?\b|\b(?:19|20)\d\d\b")
_RANK = re.compile(r"\b\d+\s*o\b|\b\d+a\b|\b\d+\s+lugar\b"
                   r"|\b(?:fiquei|ficou|passei|passou|tirei|tirou)\s+(?:em\s+)?\d+\b(?!\s*vagas)")
_COUNT = re.compile(r"\b\d+\b")
_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")


def _labels(folded: str, original: str, pointer: bool) -> set[str]:
    """The labels a clause (or, `pointer`, a question pointing at a case) names."""
    found = {f"kin:{m['kin']}" for m in _KIN.finditer(folded)}
    found |= {f"kin-{'ela' if w[4:] in _FEMALE else 'ele' if w[4:] in _MALE else '?'}" for w in list(found)}
    if pointer:
        found |= {f"kin-{(m['g'] or m['g2'])[:3]}" for m in _KIN_PRONOUN.finditer(folded)}
        if _OWN_POINTED.search(folded):
            found.add("own")
        found |= {f"letter:{m['l']}" for m in _LETTER_POINTED.finditer(original)}
        found |= {f"{'year' if _YEAR.fullmatch(m['n']) else 'count'}:{m['n']}" for m in _COUNT_POINTED.finditer(folded)}
        found |= {f"month:{m['m']}" for m in _MONTH_POINTED.finditer(folded)}
        if _OTHER.search(folded):
            found.add("other")
    elif _OWN_TOLD.search(folded):
        found.add("own")
    found |= {f"body:{_folded(m['name'])}" for m in _BODY.finditer(original) if _folded(m["name"]) not in _NOT_BODY}
    found |= {f"letter:{m['l']}" for m in _LETTER_TOLD.finditer(original)}
    found |= {f"cargo:{m['cargo']}" for m in CARGO_CASE.finditer(folded) if m["cargo"] not in NOT_CARGO}
    found |= {f"ord:{_ORDINALS[m['o']]}" for m in _ORDINAL.finditer(folded)}
    return found


def _figures(folded: str) -> dict[str, set[str]]:
    """The figures a clause tells, by kind: dates (and their years and months), places, counts."""
    dates = [m[0] for m in _DATE.finditer(folded)]
    rest = _DATE.sub(" ", folded)
    ranks = [m[0] for m in _RANK.finditer(rest)]
    rest = _RANK.sub(" ", rest)
    counts = _COUNT.findall(rest)
    return {"date": set(dates), "rank": set(ranks), "count": set(counts)}


# --------------------------------------------------------------------------- the message split
# The question: the last sentence with a "?" (or the message's last sentence after a statement with figures).
_SENTENCE_END = re.compile(r"(?<=[.;:!?])\s+")
# A clause starts a case: after "e" or a comma, a pointer, a possessive, "eu", "um/outro", an ordinal
_CASE_START = (r"(?:n[oa]s?|[oa]s?|em|eu|um|uma|outr[oa]|meu|minha|d[oa]|pr[oa]|para|concurso|edital|cargo"
               r"|primeir[oa]|segund[oa]|terceir[oa])\b")
_CLAUSE_CUT = re.compile(rf",\s+e\s+(?={_CASE_START})|\s+e\s+(?={_CASE_START})|,\s+(?={_CASE_START})|[.;:]\s+|,\s+")
# "tenho dois editais", "passei em dois concursos", "fiz três concursos": the cases counted, no case of its own
_ANNOUNCED = re.compile(r"\b(?:dois|duas|tres|quatro|\d)\s+(?:concursos|editais|processos(?: seletivos)?|certames|casos"
                        r"|selecoes)\b")
# "os dois com 10 vagas", "ambos", "cada um": a figure of every case
_SHARED = re.compile(r"\b(?:os dois|as duas|ambos|ambas|cada um|cada uma|nos dois|nas duas|todos|todas)\b")
# "em cada um", "nos dois", "no total": the question asks every case (a table), not one
_EVERY = re.compile(r"\b(?:cada|ambos|ambas|os dois|as duas|nos dois|nas duas|todos|todas|no total|somad|juntos|juntas"
                    r"|qual (?:dos|das) (?:dois|duas)|em qual|qual deles|qual delas)\b")
# a place without its verb ("e no do IFBA em 9º"): the verb the other case placed with
_PLACED = re.compile(r"\b(?:fiquei|ficou|passei|passou|tirei|tirou|estou|esta|to|ta|fui|foi|sou)\s+(?=em\s+\d)")
_BARE_PLACE = re.compile(r"(?<!\w)(?=em\s+\d+\s*o\b)")
# a case said without its noun ("o meu saiu em junho", "o da minha amiga em maio"): the noun the other case named
_NOUN = re.compile(r"\b(?:edital|concurso|certame|processo seletivo|selecao)\b")
_OWN_NO_NOUN = re.compile(r"^(?:e\s+)?(?:o|no|a|na)\s+(?:meu|minha)\b")
_ARTICLE_NO_NOUN = re.compile(r"^(?:e\s+)?(?:o|no|a|na|um|uma|outro|outra|o outro|a outra)"
                             r"(?=\s+(?:d[oa]|de|em|com|que|publicad[oa]|lancad[oa]|divulgad[oa]|aberto|saiu)\b)")
# a count without its noun ("e o de analista 16"), the other case's "N vagas"
_BARE_COUNT = re.compile(r"\b(\d+)\s*$")


@dataclass(frozen=True)
class Case:
    labels: frozenset[str]
    text: str  # its clauses as written (the verb or noun the other case gave added)


@dataclass(frozen=True)
class Told:
    asked: str  # the message with only the asked case's clauses, the shared ones and the question
    case: Case
    others: list[Case]


@dataclass
class _Piece:
    text: str
    folded: str
    labels: set[str]
    figures: dict[str, set[str]]


def _pieces(statement: str) -> list[_Piece]:
    folded = _folded(statement)
    out: list[_Piece] = []
    start = 0
    for m in [*_CLAUSE_CUT.finditer(folded), None]:
        end = m.start() if m else len(statement)
        text, fold_ = statement[start:end].strip(" ,.;:"), folded[start:end].strip(" ,.;:")
        if text:
            out.append(_Piece(text, fold_, _labels(fold_, text, pointer=False), _figures(fold_)))
        start = m.end() if m else len(statement)
    return out


# a number that cannot be used as written ("-2 vagas", "4,5 vagas"): the message is questioned as written (`problems`)
_UNUSABLE = re.compile(r"(?<![\w])-\s*\d|\d[,.]\d")


def _split_ask(question: str) -> tuple[str, str] | None:
    """(statement, question) at the last sentence with a "?", None when there is none after a statement (or a number
    in it cannot be used as written)."""
    if _UNUSABLE.search(question):
        return None
    parts = _SENTENCE_END.split(question.strip())
    for i in range(len(parts) - 1, 0, -1):
        if "?" in parts[i]:
            return " ".join(parts[:i]), " ".join(parts[i:])
    return None


def _has_figures(piece: _Piece) -> bool:
    return any(piece.figures.values())


def _completed(piece_text: str, folded: str, others: list[str]) -> str:
    """A case's clause with the verb or noun it leaves to the other case: "em 9º" -> "fiquei em 9º", "16" -> "16 vagas"."""
    if _BARE_PLACE.search(folded) and not _PLACED.search(folded):
        verb = next((m[0].strip() for o in others if (m := _PLACED.search(o))), None)
        if verb:
            at = _BARE_PLACE.search(folded)
            assert at is not None
            piece_text = f"{piece_text[:at.start()]}{verb} {piece_text[at.start():]}"
    if not _NOUN.search(folded) and (noun := next((m[0] for o in others if (m := _NOUN.search(o))), None)):
        # "e o meu saiu em junho": the edital (or concurso) the other case named
        if m := _OWN_NO_NOUN.match(folded):
            piece_text = f"{piece_text[:m.end()]} {noun}{piece_text[m.end():]}"
        elif m := _ARTICLE_NO_NOUN.match(folded):
            piece_text = f"{piece_text[:m.end()]} {noun}{piece_text[m.end():]}"
    if _BARE_COUNT.search(_DATE.sub(" ", folded)) and not _RANK.search(folded[-8:]) \
            and any(re.search(r"\b\d+\s+vagas?\b", o) for o in others):
        piece_text = f"{piece_text} vagas"
    return piece_text


def _cases(statement: str) -> tuple[list[tuple[set[str], list[_Piece]]], list[_Piece], list[str]] | None:
    """The cases a statement tells (labels and clauses), the clauses said of all of them and the nouns it counted them
    with; None unless two or more cases each tell the same kind of figure (vagas, a date, a place)."""
    cases: list[tuple[set[str], list[_Piece]]] = []
    shared: list[_Piece] = []
    nouns: list[str] = []
    for piece in _pieces(statement):
        labels = set(piece.labels)
        if _FIRST_OF_TWO.search(piece.folded) and not cases:
            labels.add("ord:1")  # "um com 12 vagas e outro com 30"
        elif _OTHER.search(piece.folded) and cases:
            labels.add(f"ord:{len(cases) + 1}")
        if not labels and (said := _ANNOUNCED.search(piece.folded)):
            # "tenho dois editais": said of all of them, no figure of any (its noun is theirs: "outro em agosto")
            nouns.append("edital" if "edit" in said[0] else "concurso")
            continue
        if not labels and _SHARED.search(piece.folded):
            # "os dois com 10 vagas": a figure of every case (the cases counted are no count of vagas)
            shared.append(_Piece(_SHARED.sub(" ", piece.text).strip(), piece.folded, set(), piece.figures))
        elif labels:
            cases.append((labels, [piece]))
        elif cases and _has_figures(piece):
            cases[-1][1].append(piece)  # "o edital A, com 3 vagas", "e fiquei em 4º": the case just named goes on
        else:
            shared.append(piece)  # "na ampla": said of every case
    cases = [(labels, pieces) for labels, pieces in cases if any(map(_has_figures, pieces))]
    if len(cases) < 2:
        return None
    kinds = [{k for p in pieces for k, v in p.figures.items() if v} for _, pieces in cases]
    if not any(sum(k in ks for ks in kinds) >= 2 for k in ("count", "date", "rank")):
        return None  # one case's vagas and another's date: one case told in two clauses
    for labels, pieces in cases:  # the counts, years and months a pointer may name a case by
        for p in pieces:
            labels |= {f"count:{n}" for n in p.figures["count"]}
            labels |= {f"year:{y}" for d in p.figures["date"] for y in _YEAR.findall(d)}
            labels |= {f"month:{m}" for d in p.figures["date"] for m in MONTHS if re.search(rf"\b{m}\b", d)}
            labels |= {f"kin-{x.split('-')[1]}" for x in labels if x.startswith("kin-")}
    return cases, shared, nouns


def split(question: str) -> Told | None:
    """The cases a message tells and the one its question points at; None unless there are two or more cases that
    each tell the same kind of figure (vagas, a date, a place) and the question points at exactly one of them."""
    cut = _split_ask(question)
    if cut is None:
        return None
    statement, ask = cut
    ask_folded = _folded(ask)
    if _EVERY.search(ask_folded):
        return None
    asked = _labels(ask_folded, ask, pointer=True) - {"other"}
    if not asked and (who := _SUBJECT.search(ask_folded)):
        # "eu sou chamada?", "ela entra?": the asker's own case, or a relative's, by the one asked about
        asked = {"own"} if who[0] == "eu" else {f"kin-{who[0]}"}
    if not asked or (found := _cases(statement)) is None:
        return None
    cases, shared, nouns = found
    hits = [i for i, (labels, _) in enumerate(cases) if labels & asked]
    if len(hits) != 1:
        return None
    told = [(labels, [_completed(p.text, p.folded,
                                 [q.folded for j, (_, ps) in enumerate(cases) if j != i for q in ps] + nouns)
                      for p in pieces]) for i, (labels, pieces) in enumerate(cases)]
    shared_text = [p.text for p in shared if p.text]

    def case(i: int) -> Case:
        labels, texts = told[i]
        return Case(frozenset(labels), ", ".join([*texts, *shared_text]))

    chosen = case(hits[0])
    return Told(asked=f"{chosen.text}. {ask.strip()}", case=chosen,
                others=[case(i) for i in range(len(told)) if i != hits[0]])


def as_table(question: str) -> str | None:
    """Several cases told with their vagas alone and asked together ("minha esposa vai prestar um com 6 vagas e eu um
    com 16: quantas de cota em cada?"), as the table of counts the reserve of each is computed from ("Sua esposa: 6
    vagas; Seu concurso: 16 vagas. ..."); None unless every case tells exactly one count and nothing else of its own
    (a date or a place of one case is no row of a table)."""
    cut = _split_ask(question)
    if cut is None:
        return None
    statement, ask = cut
    if (found := _cases(statement)) is None or _labels(_folded(ask), ask, pointer=True) - {"other"} \
            and not _EVERY.search(_folded(ask)):
        return None
    cases, shared, _ = found
    rows: list[str] = []
    for labels, pieces in cases:
        counts = {n for p in pieces for n in p.figures["count"]}
        if len(counts) != 1 or any(p.figures["date"] or p.figures["rank"] for p in pieces):
            return None
        name = _row_name(labels, " ".join(p.text for p in pieces))
        if name is None:
            return None
        rows.append(f"{name}: {counts.pop()} vagas")
    if len(set(rows)) != len(rows):
        return None
    said = ", ".join(p.text for p in shared if p.text and _has_figures(p))
    return "; ".join(rows) + (f". {said}" if said else "") + f". {ask.strip()}"


def _row_name(labels: set[str], text: str) -> str | None:
    """A case's name as a row of the table the cargo reader takes ("UFBA", "esposa", "você", "primeiro", "opção A")."""
    for label in sorted(labels):
        kind, _, value = label.partition(":")
        if kind == "letter":
            return f"opção {value}"  # ("A" alone reads as an article)
        if kind == "body" and (m := re.search(rf"\b({_spelled(value)})\b", text, re.IGNORECASE)):
            return m[1]
        if kind == "kin" and value in _FEMALE | _MALE:
            return _ACCENTED.get(value, value)
    if "own" in labels:
        return "você"
    for label in sorted(labels):
        kind, _, value = label.partition(":")
        if kind == "ord" and value.isdigit() and int(value) in _ORDINAL_WORDS:
            return _ORDINAL_WORDS[int(value)]
    return None


# --------------------------------------------------------------------------- a later message naming one of them
def pointed(question: str) -> set[str]:
    """The labels a message points at a case by ("no meu", "o de 22", "no segundo", "no X")."""
    return _labels(_folded(question), question, pointer=True)


def _answers(history: Iterable[Any]) -> list[Answer]:
    found = []
    for turn in history:
        if isinstance(turn, dict):
            turn = Turn.model_validate(turn)
        if isinstance(turn, Turn) and turn.role == "assistant" and turn.answer is not None:
            found.append(turn.answer)
    return found


def resumed(question: str, history: Iterable[Any], prev: dict[str, Any]) -> tuple[dict[str, Any], list[str], int] | None:
    """The context of a case told beside another in one earlier message that this message names ("e no meu?", "e no
    dela?", "e o de 9?", "e no outro?"), with that case's labels and how many answers back that message was answered;
    None when it names none of them. The operation is the thread's latest ("e no meu?" after a count asks the count)."""
    named = pointed(question)
    if not named:
        return None
    current = set(prev.get(CASE_KEY) or [])
    for back, answer in enumerate(reversed(_answers(history)), 1):
        ctx = answer.context
        if not ctx.get(CASES_KEY):
            continue  # only a message that told several cases
        told = [(set(ctx.get(CASE_KEY) or []), {k: v for k, v in ctx.items() if k != CASES_KEY})]
        told += [(set(c["labels"]), dict(c["context"])) for c in ctx[CASES_KEY]]
        hits = [t for t in told if t[0] & (named - {"other"})]
        if not hits and "other" in named:
            hits = [t for t in told if t[0] != current]
        if len(hits) != 1:
            return None
        labels, case = hits[0]
        if prev.get("intent"):
            case["intent"] = prev["intent"]
        return case, sorted(labels), back
    return None


def others_context(answer_context: dict[str, Any], told: Told, today: date) -> list[dict[str, Any]]:
    """The other cases of a message, each as the context a follow-up naming it continues: the answer's own context
    without the asked case's figures, with that case's own."""
    own = case_params(told.case.text, today)
    base = {k: v for k, v in answer_context.items() if k not in own and k not in (CASE_KEY, CASES_KEY)}
    return [{"labels": sorted(c.labels), "context": {**base, **case_params(c.text, today)}} for c in told.others]


# A message that only names the case ("e no meu?", "e o de 9?", "e no da UFBA?", "e pra ela?"): the thread's question
# asked again of that case
_BARE = re.compile(r"^\s*(?:e|mas)?\s*(?:quanto\s+ao?|sobre\s+o|pr[oa]|para\s+[oa]|n[oa]|[oa]|d[oa])\s+"
                   r"(?:(?:concurso|edital|caso|cargo)\s+)?(?:d[eoa]\s+)?(?:(?:meu|minha|seu|sua)\s+)?\w+"
                   r"(?:\s+(?:concurso|edital))?\s*[?.!]*\s*$")
_ASKED_AGAIN = {"reserve": "quantas vagas são reservadas?", "regime": "qual lei de cotas vale?",
                "order": "qual a ordem de nomeação?", "eligibility": "pode concorrer na reserva?",
                "edital": "quantas reservadas por cargo?"}


def asked_again(question: str, intent: str | None) -> str:
    """A message that only names a case, as the thread's question asked of it ("e no meu?" -> "e nesse concurso,
    quantas vagas são reservadas?"); any other message as written."""
    if not _BARE.match(_folded(question)):
        return question
    return _thread_question(intent, "e nesse concurso?")


def _thread_question(intent: str | None, otherwise: str) -> str:
    """The thread's question asked of the case a message points at (`asked_again`, `back_again`): one wording."""
    again = _ASKED_AGAIN.get(str(intent))
    return f"e nesse concurso, {again}" if again else otherwise


# Round 50 (review of f65a): a pointer back alone ("volta pro primeiro edital", "e aquele de abril?", "voltando ao
# primeiro", "e o anterior, confirma?"): like a case named alone, the thread's question asked of that case (`back_again`)
_BACK_ALONE = re.compile(
    r"^\s*(?:e|mas)?\s*(?:(?:voltando|volta|voltar|retomando|retoma|de volta)\s+(?:a[ao]?|o|pr[ao]|para\s+[oa]|n[oa])?\s*"
    r"|(?:d|n)?aquel[ea]\s+|(?:n|d|pr)?[oa]\s+)"
    r"(?:(?:mesm[oa]\s+)?(?:edital|concurso|certame|caso|selecao)\s*)?(?:primeir[oa]|anterior|d[eo]\s+\w+(?:\s+de\s+\d{4})?)?"
    r"(?:\s+(?:edital|concurso|caso))?(?:\s*,?\s*(?:de novo|novamente|entao|por favor|confirma|ai))*\s*[?.!]*\s*$")


def back_again(question: str, intent: str | None) -> str:
    """A pointer back to an earlier case with nothing else (`_BACK_ALONE`), as the thread's question asked of that case
    (`asked_again`); any other message as written."""
    if not _BACK_ALONE.match(_folded(question)):
        return asked_again(question, intent)
    return _thread_question(intent, question)


_POINTER_WORDS = re.compile(r"\b(?:(?:n?[oa]|d[oa]|a?o|pr[oa]|para o|pelo)\s+(?:edital\s+|concurso\s+)?(?:de|com)\s+\d+)\b"
                            r"(?!\s*(?:o\b|%|/))")


def without_pointer(question: str) -> str:
    """The message without a count that only points at a case ("o de 22 na verdade tem 26" -> "o edital na verdade
    tem 26"): it is no figure of the message."""
    folded = _folded(question)
    out, last = [], 0
    for m in _POINTER_WORDS.finditer(folded):
        out += [question[last:m.start()], re.sub(r"\s+(?:de|com)\s+\d+$", "", question[m.start():m.end()])
                + ("" if re.search(r"edital|concurso", folded[m.start():m.end()]) else " edital")]
        last = m.end()
    return "".join(out) + question[last:]


def case_params(text: str, today: date) -> dict[str, Any]:
    """The figures a case's own clauses give, as the planner reads them (vagas, date, places, body)."""
    from .context import SELECTION_KEYS
    from .router import plan

    try:
        p = plan(text, None, today)
    except Exception:  # a clause that cannot be planned gives no figures, never an error
        return {}
    return {k: v for k, v in p.params.items() if k in SELECTION_KEYS and k not in p.defaults}


_ACCENTED = {"mae": "mãe", "irma": "irmã", "irmao": "irmão", "irmas": "irmãs", "irmaos": "irmãos", "vo": "vó"}
_ORDINAL_WORDS = {1: "primeiro", 2: "segundo", 3: "terceiro", 4: "quarto"}


def case_name(labels: Iterable[str], question: str) -> str | None:
    """How an answer names a case gone back to, from its labels ("do concurso da sua mãe", "do seu concurso", "do
    segundo edital", "do edital B", "do concurso do INSS"); None when no label names it plainly."""
    labels = sorted(labels)
    for label in labels:
        kind, _, value = label.partition(":")
        if kind == "kin" and value in _FEMALE | _MALE:
            mine = "da sua" if value in _FEMALE else "do seu"
            return f"do concurso {mine} {_ACCENTED.get(value, value)}"
    for label in labels:
        kind, _, value = label.partition(":")
        if kind == "ord" and value.isdigit() and int(value) in _ORDINAL_WORDS:
            return f"do {_ORDINAL_WORDS[int(value)]} edital"
        if kind == "letter":
            noun = m[1].lower() if (m := re.search(rf"\b(concurso|edital|cargo|caso)\s+{value}\b", question, re.I)) else "caso"
            return f"do {noun} {value}"
        if kind in ("body", "cargo") and value:
            # the name as the message wrote it ("do IFBA", "de técnico")
            m = re.search(rf"\b[dn]([oae])s?\s+({_spelled(value)})\b", question, re.IGNORECASE)
            if m:
                return f"do cargo de {m[2]}" if kind == "cargo" else f"do concurso d{m[1].lower()} {m[2]}"
    if "own" in labels:
        return "do seu concurso"
    return None


def _spelled(folded: str) -> str:
    """A regex for a folded word as a message may have written it (accents, any case)."""
    return "".join(f"[{c}{''.join(v for v in 'áàâãéêíóôõúç' if _folded(v) == c)}]" if c.isalpha() else re.escape(c)
                   for c in folded)


# a table asked as a whole ("os dois cargos", "a tabela", "em cada"): not one row of it
_WHOLE_TABLE = re.compile(r"\b(?:cargos|tabela|quadro|cada|todos|todas|total|ambos|ambas|os dois|as duas)\b")


def table_row(question: str, ctx: dict[str, Any], ordinal: int | None = None) -> tuple[dict[str, Any], str] | None:
    """One row of a table of editais pointed at by its place or by whose it is ("e no segundo?", "voltando ao primeiro",
    "e no meu?"), as a case of its own (its vagas); None when the message points at no single row or asks the whole
    table (a cargo named is the table's own: `thread_cargos`)."""
    rows = ctx.get("cargos") or []
    folded = _folded(question)
    if len(rows) < 2 or _WHOLE_TABLE.search(folded) or re.search(r"\d", _RANK.sub(" ", folded)):
        return None  # a row with a count of its own changes the table ("o segundo tem 20"); named rows are the table's
    named = pointed(question) | ({f"ord:{ordinal}"} if ordinal else set())
    # a row by its place, or by the name a case told with its vagas alone was given (`as_table`: "você", "esposa")
    hits = {i for i, (name, _) in enumerate(rows) if f"ord:{i + 1}" in named or _row_named(_folded(str(name)), named)}
    if len(hits) != 1:
        return None
    at = hits.pop()
    name, count = rows[at]
    intent = ctx.get("intent") if ctx.get("intent") not in (None, "edital") else "reserve"
    row = {**{k: v for k, v in ctx.items() if k not in ("cargos", CASE_KEY, CASES_KEY)}, "intent": intent,
           "vacancies": int(count)}
    return row, _row_case_name(_folded(str(name)), at + 1, question)


def _row_case_name(row: str, place: int, question: str) -> str:
    """How an answer names a row of a table of editais: by whose it is, else by its place ("do segundo edital")."""
    if row in ("voce", "seu concurso"):
        return "do seu concurso"
    if row in _FEMALE | _MALE:
        return case_name([f"kin:{row}"], question) or f"do {_ORDINAL_WORDS.get(place, str(place))} edital"
    if row.startswith("opcao "):
        return f"do caso {row[6:].upper()}"
    return case_name([f"body:{row}"], question) or f"do {_ORDINAL_WORDS.get(place, f'{place}º')} edital"


def _row_named(row: str, named: set[str]) -> bool:
    """Whether a table's row (folded name) is the case a message names: "você" the asker's, a kin word a relative's
    (or "dela"/"dele" of that gender), "opção A" a letter's, a body's name."""
    if row in ("voce", "seu concurso"):
        return "own" in named
    if row.startswith("opcao "):
        return f"letter:{row[6:].upper()}" in named
    gender = "ela" if row in _FEMALE else "ele" if row in _MALE else None
    return f"kin:{row}" in named or gender is not None and f"kin-{gender}" in named or f"body:{row}" in named
