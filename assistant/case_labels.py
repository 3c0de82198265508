"""Round 43 (mc43): the cases of a thread told apart by their labels — a cargo said as its own case ("o de fiscal"),
a letter ("o A"), a relative ("o da minha irmã") or the asker's own ("o meu") — so that a follow-up naming an earlier
case resumes that case's figures, not the latest case's, and one naming a case never given asks for its figures."""
from __future__ import annotations

import re
from typing import Any, Iterable

from vocabulary import fold

from .extraction.kinship import RELATIVE_WORDS
from .models import Answer, Turn

# a relative after a possessive ("minha irmã", "meu marido"): the one list of kin words (`extraction.kinship`)
_KIN = RELATIVE_WORDS
# a relative's case: "no da minha irmã", "o concurso do meu marido", "meu irmão ... num concurso"
_KIN_CASE = re.compile(rf"\b(?:meu|minha|seu|sua)\s+(?P<kin>{_KIN})\b")
# a cargo said as a case: "o de fiscal", "edital de técnico", "no concurso de agente"
CARGO_CASE = re.compile(r"\b(?:edital|concurso|cargo|certame|o|no|ao|do|pro)\s+(?:(?:cargo|edital|concurso)\s+)?de\s+"
                         r"(?P<cargo>[a-z]{4,})\b")
NOT_CARGO = frozenset(
    "janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro cota cotas vaga vagas "
    "reserva ampla chamada lista nivel abertura retificacao acordo novo nova antes depois hoje agora sempre ontem "
    "cada todos todas mais menos quanto quantas quantos pessoas pessoa candidatos candidato negros pardos pretos "
    "indigenas quilombolas deficiencia lei leis cargo cargos concurso concursos edital editais unico"
    # Round 52 (f67b): "o concurso de verdade" is the thread's real case (`context._REAL_CASE`), "de exemplo" a
    # supposed one: no cargo
    " verdade exemplo mentira".split())
# a letter: "concurso A", "no A" (the letter as written: "o a" is an article)
_LETTER_CASE = re.compile(r"\b(?:[Cc]oncurso|[Ee]dital|[Cc]argo|[Nn]o|[Aa]o|[Dd]o|[Pp]ro|[Oo])\s+(?P<letter>[A-D])\b")
# the asker's own case named back: "voltando ao meu", "e no meu?" (not "meu irmão": a relative)
_OWN_CASE = re.compile(rf"\b(?:ao|no|do|pro|o)\s+meu\b(?!\s+{_KIN}\b)")
# Round 52 (lo52b): the other nouns a selection is named by (a PSS, a seleção, a certame; the text is folded): pointed at
# a relative, as a concurso is, they are that relative's case
_SELECTION_KIND = r"pss|processo(?: seletivo)?|selecao|certame"
# a new case without a label: "no outro concurso", "um terceiro edital"
_NEW_CASE = re.compile(r"\b(?:outr[oa]|segund[oa]|terceir[oa]|quart[oa]|nov[oa] (?:edital|concurso|cargo))\b")


def labels(question: str) -> set[str]:
    """The case labels a message names (folded): "cargo:fiscal", "kin:irma", "letter:A", "own"."""
    text = fold(question)
    found = {f"kin:{m.group('kin')}" for m in _KIN_CASE.finditer(text)}
    if _OWN_CASE.search(text):
        found.add("own")  # Round 44 (mc44): "e o meu, que saiu em setembro?" is a case of its own, not the one before it
    found |= {f"cargo:{m.group('cargo')}" for m in CARGO_CASE.finditer(text) if m.group("cargo") not in NOT_CARGO}
    found |= {f"letter:{m.group('letter')}" for m in _LETTER_CASE.finditer(question)}
    return found


def _asked_answers(history: Iterable[Any]) -> list[tuple[str, Answer]]:
    """The assistant's answers with the question each answered, oldest first."""
    pairs: list[tuple[str, Answer]] = []
    asked = ""
    for turn in history:
        if isinstance(turn, dict):
            turn = Turn.model_validate(turn)
        if isinstance(turn, Turn) and turn.role == "user":
            asked = turn.content
        elif isinstance(turn, Turn) and turn.answer is not None:
            pairs.append((asked, turn.answer))
    return pairs


def labelled_context(question: str, history: Iterable[Any], prev: dict[str, Any],
                     stripped: dict[str, Any]) -> dict[str, Any] | None:
    """The context a message naming a case by its label continues when it is not `prev`: the latest earlier
    calculation whose own question named it (a question naming no case continues the case before it), or `stripped`
    (`prev` without its figures) when no earlier case has that label. None when nothing changes."""
    text = fold(question)
    said = labels(question)
    # a relative's concurso only when pointed at ("no da minha irmã"), not the relative in this one ("e a minha tia?");
    # Round 52 (lo52b): any kind of selection of theirs points at it ("o pss do meu primo", "a seleção da minha tia")
    pointed = re.search(rf"\b(?:n[oa]|a?o|pr[oa]|concurso|edital|cargo|{_SELECTION_KIND})\s+d[oa]\s+(?:meu|minha|seu|sua)\s",
                        text)
    named = {x for x in said if x.startswith(("cargo:", "letter:")) or pointed and x.startswith("kin:")}
    own = bool(_OWN_CASE.search(text))
    if not named and not own or prev.get("cargos"):
        return None  # a cargo of the table at hand is the table's (`thread_cargos`)
    cases: list[tuple[set[str], Answer]] = []
    before: set[str] = set()
    asked_of: dict[int, str] = {}
    for asked, answer in _asked_answers(history):
        asked_of[id(answer)] = asked
        # a table's cargos are its labels too
        told = labels(asked) | {f"cargo:{fold(str(name))}" for name, _ in answer.context.get("cargos") or []}
        if not told and re.search(r"\bprimeir[oa] (?:edital|concurso|caso)\b", fold(asked)) \
                and (firsts := [t for t, a in cases if a.route == "calculator"]):
            told = firsts[0]  # Round 43 (mc43b): "voltando ao primeiro edital": the first case's labels, not the latest's
        elif not told and not _NEW_CASE.search(fold(asked)):
            told = before  # "e se fossem 8?": the case before it
        cases.append((told, answer))
        before = told
    calcs = [(told, a) for told, a in cases if a.route == "calculator" and a.context.get("intent")]
    if not calcs:
        return None
    for told, answer in reversed(calcs):
        if named and not named <= told or own and any(x.startswith("kin:") for x in told):
            continue
        if named and sum(x.startswith("cargo:") for x in told) > 1 and not answer.context.get("cargos") \
                and not named <= labels(re.split(r"(?<=[.:;])\s", asked_of[id(answer)])[-1]):
            return stripped  # its question named several cargos, and the one computed (its last sentence's) is another
        ctx = dict(answer.context)
        return None if ctx == prev else ctx
    return stripped if named else None
