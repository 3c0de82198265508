"""Round 46 (46b): several questions in one message, and a later turn pointing at one of them.

"duas dúvidas: 1) quantas reservadas em 12 vagas? 2) a banca pode me eliminar?", HR bullets, "quantas vagas reservadas
em 16 e o que acontece se sobrar vaga?": the message is read whole, and one of its questions answered. A count asked of
the message's own vagas is that one when the whole reads as law text (the figure is the calculator's, never dropped for
the law clause beside it). Later, "e a segunda pergunta?", "e a outra?", "vc não respondeu a primeira" asks that part
of the earlier message: it is answered as if typed now, in the thread, never refused for its lack of a subject.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable

from vocabulary import fold

from .extraction.envelope import bare_closing, bare_opening
from .models import Turn

# A marker opening a numbered or lettered item: "1)", "2.", "(3)", "a)", "b -", at the start or after a space/colon.
_ITEM = re.compile(r"(?:^|(?<=[\s:;,?!]))(?:\(?[1-9]\)|[1-9]\s*[.)-](?!\d)|\(?[a-d]\)|[1-9]\s*º\s*[):.-]?)\s+", re.M)
# "primeira: ... segunda: ..." as an asker numbers by words
_WORD_ITEM = re.compile(r"(?:^|(?<=[\s.;,?!]))(?:primeir[ao]|segund[ao]|terceir[ao])\s*(?:pergunta|duvida|questao)?\s*:\s*",
                        re.I)
_BULLET = re.compile(r"^\s*[-•*–]\s+")
# A clause joined by "e" that asks anew with a question word ("... em 16 e o que acontece se sobrar?")
# (or with a subject and its verb: "... em 9 e a banca pode me eliminar?")
_JOINED = re.compile(r"\s+e\s+(?=(?:o que|qual|quais|quando|como|quem|onde|em que|a partir de|posso|pode|podem|devo|existe"
                     r"|(?:a|o) (?:banca|comissao|orgao|lei|edital)\s+(?:pode|deve|precisa|tem|e obrigad))\b)")
_QUESTION_WORD = re.compile(r"\b(?:quant[oa]s?|qual|quais|quando|como|quem|onde|o que|pode|posso|podem|tem|vale|existe)\b")

_ORDINAL = {"primeir": 0, "segund": 1, "terceir": 2, "quart": 3, "ultim": -1, "outr": None}
_ORD = r"(?P<ord>primeir|segund|terceir|quart|ultim|outr)[ao]"
_NOUN = r"(?:pergunta|duvida|questao|parte|coisa|item|ponto)"
# "e a segunda pergunta?", "e a outra?", "e quanto à primeira dúvida?", "responde a segunda", "faltou a outra parte",
# "vc não respondeu a terceira" (what follows, ", sobre o percentual", only says which)
_POINTER = re.compile(
    r"^(?:(?:e|mas|ok|certo|beleza|blz|ta|obrigad[oa]|valeu)\b[\s,!.]*)*"
    r"(?:(?:e\s+)?quanto\s+|(?:me\s+)?(?:responde|responda|responder|falta|faltou|faltaram)\s+(?:responder\s+)?(?:tambem\s+|tb\s+)?"
    r"|(?:(?:vc|voce|vcs|voces|tu)\s+)?(?:nao|n|esqueceu de|esqueceram de)\s+(?:respond\w+|falou|disse)\s+(?:sobre\s+)?)?"
    rf"(?:a|as|[aà]|da|na)\s+{_ORD}s?(?:\s+{_NOUN}s?)?\b(?P<rest>.*)$")
# "vc não respondeu sobre a desistência": a part pointed at by its subject
_UNANSWERED = re.compile(r"^(?:(?:e|mas|ok)\b[\s,]*)*(?:(?:vc|voce|vcs|voces|tu)\s+)?(?:nao|n|esqueceu de|esqueceram de)\s+"
                         r"(?:respond\w+|falou|disse|comentou)\s+(?:nada\s+)?(?:sobre|da|do|a|o|de)\s+(?P<rest>.+)$")
_STOP = {"a", "o", "as", "os", "de", "da", "do", "das", "dos", "e", "que", "se", "pra", "para", "com", "em", "no", "na",
         "sobre", "um", "uma", "me", "eu", "isso", "essa", "esse", "pergunta", "duvida", "parte", "outra", "vc", "voce"}
LOOK_BACK = 3  # user turns searched back for the message the pointer means


def _clean(part: str) -> str:
    return part.strip(" \t\n,;:-–").strip()


def _asks(part: str) -> bool:
    """A part that asks something, not a greeting, a signature or a lead-in ("tenho duas dúvidas")."""
    text = _clean(part)
    if not text or bare_opening(text) or bare_closing(text):
        return False
    return "?" in text or bool(_QUESTION_WORD.search(fold(text)))


def split(message: str) -> list[str]:
    """The questions of a message that asks several, in order; [] when it asks one."""
    text = message.strip()
    lines = [ln for ln in text.splitlines() if ln.strip()]
    bullets = [_BULLET.sub("", ln) for ln in lines if _BULLET.match(ln)]
    if len(bullets) >= 2:
        parts = bullets
    elif len(marks := list(_ITEM.finditer(text))) >= 2 or len(marks := list(_WORD_ITEM.finditer(text))) >= 2:
        parts = [text[m.end():(marks[i + 1].start() if i + 1 < len(marks) else len(text))] for i, m in enumerate(marks)]
    else:
        parts = [p for chunk in re.split(r"(?<=\?)\s+", text) for p in _JOINED.split(chunk)]
    kept = [_clean(p) for p in parts if _asks(p)]
    return kept if len(kept) >= 2 else []


def _pointer(question: str) -> tuple[int | None, str] | None:
    """(index of the part, or None for "the other one"; what else was said) when the turn points at a part."""
    text = " ".join(fold(question).split())
    if (m := _POINTER.match(text)) is None:
        return None
    rest = m.group("rest")
    if re.search(r"\d", rest) or re.match(r"\s*(?:colocad|lugar|cotista|vaga|lista|cargo|edital|concurso|fase|etapa)", rest):
        return None  # "e a segunda vaga?", "e a primeira colocada?": a place or a thing of the case, not a question
    return _ORDINAL[m.group("ord")], rest


def _stems(text: str) -> set[str]:
    """Content words cut to 5 letters ("desistir" and "desistência" meet)."""
    return {w[:5] for w in re.findall(r"[a-z]{3,}", fold(text)) if w not in _STOP}


def _subject(question: str) -> set[str] | None:
    """The subject of "vc não respondeu sobre X", as stems."""
    if (m := _UNANSWERED.match(" ".join(fold(question).split()))) is None:
        return None
    return _stems(m.group("rest")) or None


def _user_messages(history: Iterable[Any]) -> list[tuple[str, Any]]:
    """The user's messages, latest first, each with the answer given to it (None if none)."""
    found: list[tuple[str, Any]] = []
    for turn in history:
        if isinstance(turn, dict):
            turn = Turn.model_validate(turn)
        if isinstance(turn, Turn) and turn.role == "user":
            found.append((turn.content, None))
        elif found and found[-1][1] is None:
            answer = turn.answer if isinstance(turn, Turn) else turn
            found[-1] = (found[-1][0], answer)
    return found[::-1]


def part_asked(question: str, history: Iterable[Any], route_of: Callable[[str], str]) -> str | None:
    """The part of an earlier message this turn asks for ("e a segunda?" -> its second question), else None.

    For "e a outra?", the first part whose own route (`route_of(part)`) is not the route that message was answered by."""
    pointed = _pointer(question)
    subject = _subject(question) if pointed is None else None
    if pointed is None and subject is None:
        return None
    for message, answer in _user_messages(list(history))[:LOOK_BACK]:
        parts = split(message)
        if not parts:
            continue
        assert pointed is not None or subject is not None
        index, rest = pointed if pointed is not None else (None, "")
        if subject := subject or _stems(rest):
            # the part said by its subject ("sobre a desistência", "a outra, sobre o percentual"); a subject no part
            # holds whole ("a outra, o percentual pra pcd") is a question of its own: read as typed
            hits = [p for p in parts if subject <= _stems(p)]
            return hits[0] if hits else None
        if index is not None:
            return parts[index] if -len(parts) <= index < len(parts) else None
        given = getattr(answer, "route", None)
        left = [p for p in parts if route_of(p) != given]
        return left[0] if left else parts[-1]
    return None


# A count asked ("quantas vagas ... em 16"), or whether its vagas have a reserve at all ("1 vaga só, tem como ter
# cota?", "3 vagas, tem reserva?"): the part of a joined message the calculator answers
_COUNT_ASKED = re.compile(r"\bquant[oa]s\b|\b(?:cotas?|reservas?|reservad[ao]s?|cotistas?)\b")


def figure_part(question: str, replan: Callable[[str], Any]) -> tuple[str, Any] | None:
    """The one part of a several-question message that asks a count of its own vagas, with its plan, when the other
    parts are law text or asides: the figure is answered by the calculator (`replan(part)` plans a part in the thread)."""
    parts = split(question)
    if not parts:
        return None
    counted = []
    for part in parts:
        if not _COUNT_ASKED.search(fold(part)) or not re.search(r"\d", part):
            continue
        p = replan(part)
        if p.route == "calculator" and p.params.get("vacancies") is not None and "vacancies" not in p.carried:
            counted.append((part, p))
    return counted[0] if len(counted) == 1 else None



_NTH = ("primeira", "segunda", "terceira", "quarta", "quinta", "sexta")


def left_unanswered(message: str, answered_route: str, route_of: Callable[[str], str]) -> list[tuple[int, str]]:
    """Round 47 (lo47b): the parts of a several-question message (index, text) that the answer given by
    `answered_route` left out: those whose own route is another ("quantas em 12? e a banca pode me eliminar?" answered
    by the calculator leaves the law question). Parts of the same route are not claimed either way."""
    parts = split(message)
    if not parts or answered_route not in ("calculator", "retrieval"):
        return []
    routes = [_law_named(p, route_of(p)) for p in parts]
    return [(i, p) for i, (p, r) in enumerate(zip(parts, routes)) if r in ("calculator", "retrieval") and r != answered_route]


# "a lei fala algo de fracionamento?": a part naming the law asks the law, though the rules alone read it as no topic
_NAMES_LAW = re.compile(r"\b(?:lei|decreto|norma|legislacao)\b")


def _law_named(part: str, route: str) -> str:
    return "retrieval" if route == "out_of_scope" and _NAMES_LAW.search(fold(part)) else route


def unanswered_note(left: list[tuple[int, str]]) -> str:
    """The sentence that names the parts left and invites the asker to ask them ("e a segunda?" points at one)."""
    quoted = "; ".join(f"“{p}”" for _, p in left)
    first = left[0][0]
    pointer = f"“e a {_NTH[first]}?”" if first < len(_NTH) else "a pergunta de novo"
    return (f"Sua mensagem tinha mais de uma pergunta; {'ficaram' if len(left) > 1 else 'ficou'} sem resposta aqui: "
            f"{quoted}. Pergunte de novo (ou escreva {pointer}) que eu respondo.")
